"""A table whose human seats may be phones: the kit's table plus the phones' host.

The kit's :class:`TableScene` for the game, and here: the phone seats are not the laptop's
humans (no cover for them, never their hand face up or their secrets in its log), the phones'
host (:class:`~llamagames.phones.host.PhoneHost`) is pumped every frame and its moves absorbed
as the table's own, each phone seat shows its codes until its phone is there, a seat away on its
turn may be given on, and with every human on a phone the laptop is a shared board.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from ...i18n import language, t
from ...match import Match
from ...phones.host import PhoneHost, kept_port
from ...replay import ReplayMatch
from ...rules.core import NOBODY, Event, Narrator
from ...seats import is_default_name
from ..scene import PopToRoot
from ..scenes.confirm import ask_before_leaving
from .phone_codes import CodeCards
from .phone_hand import draw_hand_button
from .phone_moves import PhoneMoves
from .phone_offer import draw_offer, offer_layout, seat_back
from .scene import TableDesign, TableScene
from .sight import Sight

PORT = 8765
"""The port tried first, so the address stays the same from game to game (else any free one)."""
HOST = "0.0.0.0"  # where the table listens: every network of this computer (the phones' Wi-Fi)
AWAY_GRACE = 4.0
"""Seconds a phone seat may be away on its turn before the table offers to give the seat on."""
JOIN_GRACE = 45.0
"""The same for a phone that never joined: its code stands by its seat, no warning (pt54's opened on one)."""
WINDOW_LEAST = 2.5
"""Seconds a Block window stays open at least before a phone seat lets its card be, whoever
holds a Block: its length tells the table nothing."""
ANSWER_TIME = 12.0
"""Seconds each human asked in a Block window (phone or laptop) has to answer, counted down on
every screen, Block or not, then the card is let be (pt54 waited on a laptop player with none;
8 s ran out on pt57 reading and tapping on a phone)."""
MOVED_SAID = 12.0
"""Seconds the table says a continued game's phones have a new address (its port was taken)."""
AROUND = 5  # the most seats a shared board draws around the table (six keep one at the foot)
PHONE_FPS = 30  # frames a second while a phone is to decide: its move reaches the table within one


class PhoneSight(Sight):
    """A phone table's sight: with every human on a phone, the laptop shows the table as a
    watcher sees it. With a human at the laptop and one on a phone (hidden hands), the phone
    player reads the same screen: the laptop's hand is face up only while its player asks to see
    it ("Show my hand"), and the log tells nobody's secrets."""

    table: PhoneTableScene

    @property
    def private_visible(self) -> bool:
        table = self.table
        if table.watching:
            return False
        visible = super().private_visible
        if not visible or not table.shares_the_screen or table.match.is_over():
            return visible
        return table.showing_hand

    def closes_turn(self) -> bool:
        """Every human on a phone: the laptop is the shared board, no one's turn is played on it
        (it said "Your turn: your hand is face down. Show it to play (M)" to nobody)."""
        return False if self.table.watching else super().closes_turn()

    def keep_for_owner(self, events: Sequence[Event]) -> None:
        """Another seat's move ends the laptop player's turn of play: a hand shown for it goes down
        (in the same frame, however fast the bots answer)."""
        if any(event.seat is not None and event.seat != self.table.viewer for event in events):
            self.table.hand_down()
        super().keep_for_owner(events)

    def secret_viewer(self) -> int:
        return NOBODY if self.table.watching or self.table.shares_the_screen else super().secret_viewer()

    def narrator(self) -> Narrator:
        """Names where the screen is shared (told as to a watcher); "You play" for a player named "You"."""
        table = self.table
        if table.shares_the_screen:
            you = table.viewer if is_default_name(table.match.seats[table.viewer].name) else NOBODY
            return Narrator(table.names, you, language=language())
        if table.viewer in table.at_laptop:  # a phone's seat played here: the log names it
            return Narrator(table.names, NOBODY, language=language())
        return super().narrator()


class PhoneTableScene(TableScene):
    """The kit's table for a match some of whose seats play from phones."""

    def __init__(self, app: Any, match: Match, design: TableDesign, *, port: int | None = None,
                 host: str | None = None) -> None:
        self.phone_seats = {i for i, seat in enumerate(match.seats) if seat.phone}
        super().__init__(app, match, design)
        self.sight, self.moves = PhoneSight(self), PhoneMoves(self)  # PhoneMoves: a take-back here told to phones
        self.seat_humans()
        host = HOST if host is None else host
        self.at_laptop: set[int] = set()
        """Phone seats the laptop plays since their phone was away: named on it, never "you"
        (the laptop said "Dolly blocked your card" to nobody), until their phone is back."""
        port = (kept_port(match) or PORT) if port is None else port  # a continued game: where its phones were
        self.phones = PhoneHost(match, sorted(self.phone_seats), host=host, port=port,
                                on_events=self.moves.absorb, on_undo=self.phone_undid, on_named=self.renamed,
                                on_back=lambda seat: seat_back(self, seat))
        try:
            self.phones.start()
        except OSError:
            self.phones = PhoneHost(match, sorted(self.phone_seats), host=host, port=0, on_events=self.moves.absorb,
                                    on_undo=self.phone_undid, on_named=self.renamed,
                                    on_back=lambda seat: seat_back(self, seat))
            self.phones.start()
        self.phones.window_least, self.phones.answer_time = WINDOW_LEAST, ANSWER_TIME
        self.codes = CodeCards(self)
        if self.phones.moved():  # the phones' pages knew another address: they cannot reload into it
            self.toasts.show(t("The phones' address changed to {address}: scan the seat's code again, or open it and "
                               "type the codes.", address=self.phones.short_address()), seconds=MOVED_SAID)
        self._away_for = 0.0
        self._views_held = False
        """The phones' views were held back in the last frame (it showed a move): they go out in this one."""
        self._shown_at: Any = None
        """The position (a seat view's stamp) at which the laptop's player asked to see their
        hand; None: not asked."""
        self._shown_in_turn = False
        """Whether they asked in their own turn of play: then it stays up for the whole turn."""
        self._round_now = self.view.round()
        """The round the table showed at the end of its last frame (the one a summary scores)."""
        self._hand_button: pygame.Rect | None = None
        """Where "Show my hand" was drawn last frame (None: not drawn)."""

    def seat_humans(self) -> None:
        """The laptop's humans are the human seats no phone holds (the board is shared without one)."""
        shared = self.own_seat() is None
        self.humans = tuple(seat for seat in self.match.human_seats() if seat not in self.phone_seats)
        if self.viewer not in self.humans:
            self.viewer = self.humans[0] if self.humans else self.viewer
        self.revealed = self.viewer if len(self.humans) < 2 else None
        self._views.clear()
        if shared != (self.own_seat() is None):  # the seats go around the table, or one takes the foot
            self.frame = self._compute_frame(self.app.size)
            if self.container is not None:
                self.resize(self.app.size)

    def own_seat(self) -> int | None:
        """Every human on a phone: the laptop is the shared board and no seat sits in "your"
        place (seat 1 sat at the foot, the others in the corners); each is drawn alike around it."""
        shared = self.watching and self.design.shared_board and self.match.num_players <= AROUND
        return None if shared else super().own_seat()

    # -- what the laptop may show -----------------------------------------------------------
    @property
    def watching(self) -> bool:
        """No human plays at the laptop: it shows the table as a watcher sees it."""
        return self.viewer in self.phone_seats

    @property
    def shares_the_screen(self) -> bool:
        """A human at the laptop and one on a phone, hidden hands: the phone player reads the laptop too."""
        return bool(self.design.secrets and self.design.hidden_hand and self.humans and self.phone_seats and not self.watching
                    and not self.mode.sees_all())

    @property
    def showing_hand(self) -> bool:
        """The laptop's player asked to see their hand: asked in their own turn of play, it stays
        up until that turn ends; asked off their turn, the next move hides it."""
        if self._shown_at is None:
            return False
        return self._shown_at == self.match.seat_view(self.viewer).stamp or (self._shown_in_turn and self.main_turn())

    def main_turn(self) -> bool:
        """The laptop's player decides in their own turn of play (not a Block window, asked round the table)."""
        return self.match.current_seat() == self.viewer and not self.parts.intents.out_of_turn()

    def hand_hidden(self) -> bool:
        """The laptop's hand is face down only because phone friends look on ("Show my hand" helps)."""
        return self.shares_the_screen and not self.covered and not self.match.is_over()

    def own_fan(self) -> pygame.Rect | None:
        """Where the laptop player's hand lies (a click on it face down shows it), or None."""
        own = self.parts.layout.pieces().get("own")
        if not own:
            return None
        return own[0].unionall([*own[1:], *self.parts.layout.kept()])

    def hides_who_is_asked(self) -> bool:
        """Phones look on: a Block window is one "Anyone blocking?" for the whole table, no seat
        marked as asked (only a seat holding a Block waits to be asked: its mark told who)."""
        return bool(self.phone_seats) or super().hides_who_is_asked()

    def answer_left(self) -> tuple[int, float | None] | None:
        """The seat a Block window waits for and its seconds left (``PhoneHost.answer_left``)."""
        return self.phones.answer_left() if self.phones.running else None

    def toggle_hand(self) -> None:
        """"Show my hand" / "Hide my hand": the laptop's hand face up until the next move."""
        shown = self.showing_hand
        self._shown_at = None if shown else self.match.seat_view(self.viewer).stamp
        self._shown_in_turn = not shown and self.main_turn()
        self.parts.stage.sync(animate=False)
        self.controls.refresh()

    def hand_down(self) -> None:
        self._shown_at = None

    def my_turn(self) -> bool:
        return False if self.watching else super().my_turn()

    def speaks_to_viewer(self) -> bool:
        return super().speaks_to_viewer() and self.viewer not in self.at_laptop

    def frame_rate(self) -> int:
        current = self.match.current_seat()
        return max(super().frame_rate(), PHONE_FPS) if current in self.phone_seats else super().frame_rate()

    def at_rest(self) -> bool:  # a Block window's countdown must tick and end by itself (pt57 saw it stop at 6 s)
        if (self.match.current_seat() in self.phone_seats or not self.phones.server.inbox.empty()
                or (self.phones.answer_time > 0 and self.view.phase() == "block")):
            return False
        return super().at_rest()

    # -- the frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        moves = self.view.moves
        if self.phones.running and not self.covered and self.flow.interlude is None:
            self.phones.pump(push=False)
        super().update(dt)
        self.follow_rounds()
        if self.request is not None:  # a scene goes over the table (Llamaland's score pad at
            # the game's end, a round's summary): this table's frames stop under it, so every
            # phone gets its position, the result with it, now (they got it only at the close)
            self.phones.push(others=None)
            self._views_held = False
        elif self.view.moves == moves or self._views_held:
            self.phones.push()  # once a frame, after the bots' moves too
            self._views_held = False
        else:  # the frame that shows a move: the phones' views follow in the next one
            self._views_held = True
        waited = self.phones.waited_for()
        self._away_for = self._away_for + dt if waited is not None and self.phones.running else 0.0

    def follow_rounds(self) -> None:
        """The laptop is the table: a round's summary open on it holds the next round for every
        seat (a phone led round 3 while the laptop still showed round 2's result), until it closes."""
        if self.flow.interlude is None:
            self.phones.between_rounds = None
            self._round_now = self.view.round()
        elif self.phones.between_rounds is None:
            self.phones.between_rounds = self._round_now

    def phone_undid(self, seat: int) -> None:
        """A phone took its seat's last move back: the table follows, as after its own Undo."""
        self.log.add(seat, t("(took back the last move)"))
        self.moves.taken_back()
        self.toasts.clear()
        self.animator.clear()
        self.chooser.close()
        self.parts.stage.on_undo()
        self.controls.refresh()

    def pump_phones(self, on_events: Callable[[Sequence[Event]], None]) -> int:
        """Play the phones' moves while a scene over the table decides where their events go."""
        self.follow_rounds()
        before = self.phones.on_events
        self.phones.on_events = on_events
        try:
            return self.phones.pump()
        finally:
            self.phones.on_events = before

    def exit(self) -> None:
        """Every phone gets the last position before the goodbye (a phone told "closed" over its
        old position never saw its result)."""
        if self.phones.running:
            self.phones.push(others=None)
        self.phones.close()
        super().exit()

    # -- giving a seat on -------------------------------------------------------------------
    def give_seat(self, seat: int, to: str) -> None:
        """``seat``'s phone is gone: a bot (``to`` "bot") or the laptop ("laptop") plays it on."""
        if seat not in self.phone_seats:
            return
        old = self.match.seats[seat]
        new = dataclasses.replace(old, kind="bot", phone=False) if to == "bot" else dataclasses.replace(old, phone=False)
        self.match.seats = tuple(new if i == seat else s for i, s in enumerate(self.match.seats))
        self.phone_seats.discard(seat)
        if to == "laptop":
            self.at_laptop.add(seat)
        self.phones.release(seat, to)
        self._away_for = 0.0
        if self._shown_at is not None and not self.showing_hand:
            self._shown_at = None  # the turn it was shown for is over: it does not come back up with the next
        self.seat_humans()
        self.sight.check_cover()
        self.controls.refresh()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and self.phone_seats and self.phones.running
                and event.ui_element is self.controls.buttons.get("menu")):
            self.ask_leave()
            return True
        if self.hand_hidden() and (
                (event.type == pygame.KEYDOWN and event.key == pygame.K_m)
                or (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
                    and self._hand_button is not None and self._hand_button.collidepoint(event.pos))):
            self.toggle_hand()
            return True
        if (self.hand_hidden() and not self.showing_hand and self.request is None
                and event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1):
            fan = self.own_fan()  # a click on the face-down fan shows it (it cannot be played face down)
            if fan is not None and fan.collidepoint(event.pos):
                self.toggle_hand()
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and self.request is None
                and self.codes.toggle(event.pos)):
            return True
        if (seat := self.offering()) is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            _, _, buttons = self._offer_layout(pygame.Rect((0, 0), self.app.size), seat)
            for choice, rect in buttons.items():
                if rect.collidepoint(event.pos):
                    self.give_seat(seat, choice)
                    return True
        return super().handle_event(event)

    def ask_leave(self) -> None:
        """Menu with phones in the game asks first: leaving disconnects every phone."""
        self.parts.stage.cancel()
        self.request = ask_before_leaving(self.app, PopToRoot(), t("Leave"))

    def leave_question(self) -> tuple[str, str] | None:
        """Every way out of a game with phones in it asks first (Menu, the pause menu's Save and
        leave, the cover's Esc, the window's close): the phones are told the game closed."""
        if not (self.phone_seats and self.phones.running):
            return None
        return (t("Leave this game?"),
                t("The phones will be told that the game closed. The game is saved and can be resumed."))

    # -- drawing ----------------------------------------------------------------------------
    def seat_role(self, seat: int) -> str:
        """A phone seat's panel says whether its phone is there ("Phone · joined"), in the panel itself."""
        if seat in self.phone_seats and self.phones.connected(seat):
            return t("Phone · joined")
        phone = self.phones.phones.get(seat)
        if phone is not None and phone.ever:  # it left (closed, lost its connection): said so at once
            return t("Phone · away")
        return super().seat_role(seat)

    def draw_beside_panels(self, surface: pygame.Surface) -> None:
        """Each phone seat's codes, under the table's questions and dialogs (``phone_codes``)."""
        self.codes.draw(surface)

    def code_rects(self) -> list[pygame.Rect]:
        """Where the seat codes stand now (drawn last frame): nothing the table adds covers them."""
        return self.codes.rects()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        shown = self.hand_hidden() and self.chooser.open is None  # a chooser is modal: no button over it
        self._hand_button = draw_hand_button(self, surface) if shown else None
        waited = self.offering()
        if waited is not None:
            self._draw_offer(surface, waited)

    def _offer_layout(self, area: pygame.Rect, seat: int) -> tuple[pygame.Rect, list[str], dict[str, pygame.Rect]]:
        """The offer's box, its lines and its two buttons, for a window of ``area``."""
        return offer_layout(area, self.names[seat], self.small(16), self.text_scale, self.codes.clear_of,
                            seat not in self.phones.phones or self.phones.phones[seat].ever)

    def offering(self) -> int | None:
        """The phone seat whose turn waits for its phone long enough to offer giving it on."""
        waited = self.phones.waited_for()
        if waited is None or not self.phones.running:
            return None
        return waited if self._away_for >= (AWAY_GRACE if self.phones.phones[waited].ever else JOIN_GRACE) else None

    def _draw_offer(self, surface: pygame.Surface, seat: int) -> None:
        draw_offer(surface, *self._offer_layout(surface.get_rect(), seat), self.small(16), self.small(14))


def phone_table(app: Any, match: Match, design: Any) -> TableScene:
    """The table for ``match`` when a seat plays from a phone (the app's hook calls it, with the
    registry's design: the kit's ``TableDesign``); a replay of such a game is watched on the
    laptop alone (nobody plays, nothing listens)."""
    assert isinstance(design, TableDesign), design
    if isinstance(match, ReplayMatch):
        return design(app, match)
    return PhoneTableScene(app, match, design)


__all__ = ["ANSWER_TIME", "AWAY_GRACE", "HOST", "JOIN_GRACE", "PHONE_FPS", "PORT", "WINDOW_LEAST", "PhoneTableScene",
           "phone_table"]
