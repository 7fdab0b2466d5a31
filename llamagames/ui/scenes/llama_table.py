"""The L.L.A.M.A. table: your hand as a fan, the piles, the opponents around, chips, llamas.

The scene shows what the match's observation says and turns gestures into actions: a card
dropped on the discard pile becomes ``PlayCard``, a click on the draw pile ``Draw``. Whether
that is allowed is the rules' business: playable cards come from ``legal_actions`` and a
refusal comes back as an ``IllegalActionError`` whose sentence is shown. When the state
changes, sprites tween from where they were to where the new state puts them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
import time
from typing import Any, Callable, Literal, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...match import Match
from ...rules.core import Event, IllegalActionError
from ...rules.llama import DRAW, LLAMA_CARD, QUIT, PlayCard, card_label
from .. import assets, sound
from ..palette import CREAM, GOLD, INK, PANEL, SKY, SKY_BRIGHT, TERRACOTTA
from ..scene import PopToRoot, Push, Replace, WidgetScene
from ..session import describe_seat, event_text, seat_names
from ..text import draw_text, fit_text, rounded_panel, text_width
from ..tween import Tweener
from ..widgets.card_fan import CardFan, FanClick, FanDrop
from ..widgets.cards import CardImages, CardSprite, card_height
from ..widgets.chips import ChipStacks
from ..widgets.llama_figure import LlamaFigure
from .llama_layout import TableLayout
from .round_summary import RoundSummaryScene
from .rules import RulesScene

MOVE_TIME = 0.25
WARM_BUDGET = 0.004
"""Seconds per frame spent rendering images ahead of need (SVG cards cost tens of ms each)."""
MESSAGE_TIME = 4.0
LOG_LINES = 2
UNDO_TIP = "Take back your last move (U or Ctrl+Z)"
KEY_VALUES = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6,
              pygame.K_7: 7, pygame.K_l: 7}


def small_text(scale: float, size: int = 13) -> int:
    """A small label's pixel size: scaled with the window, never below a readable 12 px."""
    return max(12, round(size * scale))


@dataclass(frozen=True)
class TableView:
    """What the table shows right now (the observation, or the hands frozen at a round's end)."""

    round: int
    phase: str
    current: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    quit: tuple[bool, ...]
    discard_top: int | None
    discard: tuple[int, ...]
    draw_size: int
    totals: tuple[int, ...]

    @staticmethod
    def from_obs(obs: Any) -> "TableView":
        discard = tuple(getattr(obs, "discard", ()) or ((obs.discard_top,) if obs.discard_top else ()))
        return TableView(obs.round, obs.phase, obs.current, tuple(obs.hand), tuple(obs.hand_sizes),
                         tuple(obs.quit), obs.discard_top, discard, obs.draw_size, tuple(obs.totals))


@dataclass
class Lay:
    """How far a seat's fanned cards have been laid down after quitting (0 fanned, 1 laid)."""

    t: float = 0.0


@dataclass
class Flyer:
    """A card on its way between two places (a bot's play or draw); gone once it lands."""

    sprite: CardSprite
    seat: int | None = None
    done: bool = False


class LlamaTableScene(WidgetScene):
    """One L.L.A.M.A. match on screen, from the deal to the last round's summary."""

    game_name = "llama"

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.names = seat_names(match)
        self.humans = match.human_seats()
        self.viewer = self.humans[0] if self.humans else 0
        self.revealed: int | None = self.viewer if len(self.humans) < 2 else None
        self.cover_for: int | None = None
        self.tweener = Tweener(lambda: self.app.animation_scale)
        self.images = CardImages()
        self.fan = CardFan(self.tweener, self.images)
        self.lay = TableLayout.compute(app.size, match.num_players)
        self.view = TableView.from_obs(match.observation(self.viewer))
        self.discard_sprite: CardSprite | None = None
        self.flyers: list[Flyer] = []
        self.in_flight = [0] * match.num_players
        self.chips = [ChipStacks() for _ in range(match.num_players)]
        self.laid = [Lay(1.0 if q else 0.0) for q in self.view.quit]
        self.log: list[str] = []
        self.message = ""
        self.message_left = 0.0
        self.pending_summary: tuple[Any, list[Event]] | None = None
        self.pile_pressed: tuple[int, int] | None = None
        self.pile_drag: CardSprite | None = None
        self.figures: list[LlamaFigure] = []
        self.time = 0.0
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.undo_tip = UNDO_TIP
        self.warm_queue: list[Callable[[], Any]] = []

    # -- lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        self._build_ui()
        self._place_everything()
        self._prepare_images()
        if self.view.phase == "return_chip":
            # Resumed between a round's end and the emptier's chip return: finish that first.
            self.pending_summary = (self.match.observation(self.viewer).last_round, [])
        if len(self.humans) >= 2:
            current = self.match.current_seat()
            self._cover(current if current in self.humans else self.humans[0])
        self._deal_in()
        self._refresh_controls()

    def exit(self) -> None:
        self.drop_container()
        if self.match.persist and not self.match.is_over():
            # Leaving before the first move would otherwise lose the deal ("the game is saved").
            self.match.autosave()
        self.match.close()

    def resume(self) -> None:
        if self.container is not None:
            self.container.show()
        if self.pending_summary is not None:
            self.pending_summary = None
            if self.match.is_over():
                from .results import ResultsScene

                self.request = Replace(ResultsScene(self.app, self.match, self.names))
                return
            self.view = TableView.from_obs(self.match.observation(self.viewer))
            self._check_cover()
            self._deal_in()
        self._refresh_controls()

    def resize(self, size: tuple[int, int]) -> None:
        self.lay = TableLayout.compute(size, self.match.num_players)
        self._build_ui()
        self._place_everything()
        self._prepare_images()
        self._refresh_controls()

    # -- layout and widgets ----------------------------------------------------------------
    def _build_ui(self) -> None:
        ui = self.app.ui
        w, h = self.app.size
        self.new_container()
        bar = self.lay.top_bar
        bw, bh = round(104 * self.lay.scale), bar.height - 10
        self.buttons = {
            "menu": pygame_gui.elements.UIButton(pygame.Rect(w - bw - 10, 5, bw, bh), "Menu", ui,
                                                 container=self.container, object_id=ObjectID("#menu_button", "@ghost_button"),
                                                 tool_tip_text="Back to the menu (the game is saved)"),
            "rules": pygame_gui.elements.UIButton(pygame.Rect(w - 2 * bw - 18, 5, bw, bh), "Rules", ui,
                                                  container=self.container, object_id=ObjectID("#rules_button", "@ghost_button"),
                                                  tool_tip_text="The rulebook"),
            "quit": pygame_gui.elements.UIButton(self.lay.quit_button, "Quit the round (Q)", ui,
                                                 container=self.container, object_id=ObjectID("#quit_round", "@primary_button"),
                                                 tool_tip_text="Lay your cards down and sit out the rest of this round"),
            "undo": pygame_gui.elements.UIButton(self.lay.undo_button, "Undo (U)", ui,
                                                 container=self.container, object_id=ObjectID("#undo_move", "@ghost_button"),
                                                 tool_tip_text=UNDO_TIP),
        }
        self.undo_tip = UNDO_TIP

    def _place_everything(self) -> None:
        lay = self.lay
        self.fan.set_layout(lay.fan_anchor, lay.fan_width, lay.card_w)
        for stack in self.chips:
            stack.diameter = lay.chip_d
        old = self.figures
        self.figures = [LlamaFigure(foot, height, phase=i * 1.3, flip=(i == 1), seed=i + 7)
                        for i, (foot, height) in enumerate(lay.llamas)]
        for new, previous in zip(self.figures, old):
            new.time = previous.time
        if self.discard_sprite is not None:
            self.tweener.cancel(self.discard_sprite)
            self.discard_sprite.width = lay.pile_w
            self.discard_sprite.x, self.discard_sprite.y = lay.discard.center

    def _prepare_images(self) -> None:
        """Render the images this layout needs before they are needed, so no frame stalls.

        What the first frame shows (felt, backs, the hand, chips) is rendered now; the rest
        (the other faces at pile size, the round summary's mini cards) a few per frame.
        """
        lay = self.lay
        s = lay.scale
        values = range(1, LLAMA_CARD + 1)
        summary_w, summary_chip = round(36 * s), max(14, round(20 * s))
        kinds: tuple[Literal["black", "white"], ...] = ("black", "white")
        # partial() binds each argument now, as the loop variables must be.
        now: list[Callable[[], Any]] = [partial(assets.table_felt, lay.size, self.game_name)]
        now += [partial(assets.card_back, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        now += [partial(assets.card_shadow, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        now += [partial(assets.llama_card, v, lay.card_w) for v in sorted(set(self.view.hand))]
        if self.view.discard_top is not None:
            now.append(partial(assets.llama_card, self.view.discard_top, lay.pile_w))
        now += [partial(assets.chip, k, lay.chip_d) for k in kinds]
        sizes = {round(n * s) for n in (13, 14, 15, 18, 19, 24, 36)} | {small_text(s, n) for n in (13, 14, 15)}
        now += [partial(assets.font, n, b) for n in sorted(sizes) for b in (False, True)]
        now += [partial(assets.llama_figure, h, pose) for _, h in lay.llamas[:1] for pose in range(assets.FIGURE_POSES)]
        later: list[Callable[[], Any]] = [partial(assets.llama_card, v, lay.card_w) for v in values]
        later += [partial(assets.llama_card, v, lay.pile_w) for v in values]
        later += [partial(assets.llama_card, v, summary_w) for v in values]
        later += [partial(assets.card_shadow, summary_w)]
        later += [partial(assets.chip, k, summary_chip) for k in kinds]
        later.append(partial(assets.title_art, min(round(380 * s), lay.size[0] // 2)))  # the results screen
        for make in now:
            make()
        self.warm_queue = later

    def _warm_some(self) -> None:
        """Render queued images until this frame's small budget is spent (cached ones are free)."""
        deadline = time.perf_counter() + WARM_BUDGET
        while self.warm_queue and time.perf_counter() < deadline:
            self.warm_queue.pop(0)()

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are on screen (the fan for the viewer, the panel otherwise)."""
        if seat == self.viewer:
            return (self.lay.fan_anchor[0], self.lay.fan_anchor[1] - card_height(self.lay.card_w) // 2)
        rect = self._panel_rect(seat)
        return (rect.left + round(rect.width * 0.28), rect.top + round(rect.height * 0.66))

    def _panel_rect(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return self.lay.me_panel
        index = (seat - self.viewer - 1) % self.match.num_players
        return self.lay.panels[index]

    # -- state -> sprites ------------------------------------------------------------------
    def _deal_in(self) -> None:
        """Show a fresh round: hand cards and the turned-up card fly from the draw pile."""
        view = self.view
        sound.play(self.app, "shuffle")
        for stack, total in zip(self.chips, view.totals):
            if round(stack.total) != total:
                self.tweener.tween(stack, 0.8, "out_quad", total=total)
                sound.play(self.app, "chip")
        pile = self.lay.draw_pile.center
        for flyer in self.flyers:
            self.tweener.cancel(flyer.sprite)
        self.in_flight = [0] * self.match.num_players
        self.flyers = []
        self.fan.cards = []
        self.fan.set_face_up(self._hand_visible())
        self.fan.set_cards(view.hand, new_from=pile, stagger=0.06)
        others = [seat for seat in range(self.match.num_players) if seat != self.viewer]
        for seat in others:
            for k in range(view.hand_sizes[seat]):
                self._fly(None, pile, self.seat_anchor(seat), seat, self.lay.small_w,
                          delay=0.05 * (k * len(others) + others.index(seat)))
        self.discard_sprite = None
        if view.discard_top is not None:
            self._land_on_discard(view.discard_top, pile, len(view.discard), delay=0.06 * len(view.hand))
        self.laid = [Lay(1.0 if q else 0.0) for q in view.quit]
        self._update_playable()

    def _hand_visible(self) -> bool:
        return self.cover_for is None and (len(self.humans) < 2 or self.revealed == self.viewer)

    def _land_on_discard(self, value: int, start: tuple[float, float], count: int, delay: float = 0.0) -> None:
        sprite = CardSprite(value, start[0], start[1], angle=float((count * 37) % 11 - 5), width=self.lay.pile_w)
        self.discard_sprite = sprite
        self.tweener.tween(sprite, MOVE_TIME, "out_quad", delay=delay,
                           x=self.lay.discard.centerx, y=self.lay.discard.centery)

    def _fly(self, value: int | None, start: tuple[float, float], end: tuple[float, float], seat: int | None,
             width: int, delay: float = 0.0) -> None:
        flyer = Flyer(CardSprite(value, start[0], start[1], width=width), seat)
        if seat is not None:
            self.in_flight[seat] += 1

        def landed() -> None:
            flyer.done = True
            if seat is not None:
                self.in_flight[seat] = max(0, self.in_flight[seat] - 1)

        self.flyers.append(flyer)
        self.tweener.tween(flyer.sprite, MOVE_TIME, "out_quad", delay=delay, on_done=landed, x=end[0], y=end[1])

    def absorb(self, events: Sequence[Event], from_pos: tuple[float, float] | None = None) -> None:
        """Animate what the last move(s) changed and show the new state."""
        events = list(events)
        for event in events:
            self.log.append(event_text(event.text, self.names))
        del self.log[:-20]
        end = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
        before = events if end is None else events[:end]
        discard = list(self.view.discard)
        for event in before:
            if event.kind == "play" and event.seat is not None:
                value = event.get("card")
                if event.seat == self.viewer and self._hand_visible():
                    sprite = self.fan.dragging if self.fan.dragging is not None and self.fan.dragging.value == value \
                        else self.fan.sprite_for(value)
                    start = (sprite.x, sprite.y - sprite.lift) if sprite is not None else self.seat_anchor(event.seat)
                    if sprite is self.fan.dragging:
                        self.fan.end_drag()
                else:
                    start = self.seat_anchor(event.seat)
                discard.append(value)
                sound.play(self.app, "card")
                if self.figures:
                    self.figures[len(discard) % len(self.figures)].cheer()
                self._land_on_discard(value, start, len(discard))
            elif event.kind == "quit" and event.seat is not None:
                self.laid[event.seat].t = 0.0
                self.tweener.tween(self.laid[event.seat], 0.35, "out_quad", t=1.0)
            elif event.kind == "draw" and event.seat is not None:
                sound.play(self.app, "draw")
                if event.seat != self.viewer:
                    self._fly(None, self.lay.draw_pile.center, self.seat_anchor(event.seat), event.seat, self.lay.small_w)
        if end is None:
            new_view = TableView.from_obs(self.match.observation(self.viewer))
        else:
            result = events[end].get("result")
            quit_flags = list(self.view.quit)
            for event in before:
                if event.kind == "quit" and event.seat is not None:
                    quit_flags[event.seat] = True
            new_view = replace(
                self.view, phase="round_end", current=None, hand=tuple(result.hands[self.viewer]),
                hand_sizes=tuple(len(h) for h in result.hands), quit=tuple(quit_flags),
                discard_top=discard[-1] if discard else self.view.discard_top, discard=tuple(discard))
            self.pending_summary = (result, events[end:])
            for figure in self.figures:
                figure.cheer()
        old_view, self.view = self.view, new_view
        if old_view.round != new_view.round and end is None:
            self._deal_in()
        else:
            drawn_from = from_pos or self.lay.draw_pile.center
            self.fan.set_cards(new_view.hand, new_from=drawn_from)
        for seat, stack in enumerate(self.chips):
            if round(stack.total) != new_view.totals[seat]:
                self.tweener.tween(stack, 0.6, "out_quad", total=new_view.totals[seat])
                sound.play(self.app, "chip")
        self._check_cover()
        self._update_playable()
        self._refresh_controls()

    def _update_playable(self) -> None:
        if not self._hand_visible():
            self.fan.set_playable(None)
            return
        if self.view.quit[self.viewer]:
            self.fan.set_playable(())
            return
        if self._my_turn():
            self.fan.set_playable(a.value for a in self.match.legal_actions() if isinstance(a, PlayCard))
        else:
            self.fan.set_playable(None)

    def _my_turn(self) -> bool:
        return (self.pending_summary is None and self.cover_for is None and self.match.is_human_turn()
                and self.match.current_seat() == self.viewer and self.view.phase == "play")

    def _refresh_controls(self) -> None:
        button = self.buttons.get("quit")
        if button is None:
            return
        if self._my_turn() and QUIT in self.match.legal_actions():
            button.enable()
        else:
            button.disable()
        if self.humans:
            button.show()
        else:
            button.hide()
        self._refresh_undo()

    def _refresh_undo(self) -> None:
        """Undo is offered only while the match allows it; greyed out, its tooltip says why."""
        button = self.buttons.get("undo")
        if button is None:
            return
        if not self.humans:
            button.hide()
            return
        button.show()
        reason = self.undo_refusal()
        if reason is None:
            button.enable()
        else:
            button.disable()
        tip = UNDO_TIP if reason is None else reason
        if tip != self.undo_tip:
            self.undo_tip = tip
            button.set_tooltip(tip)

    def _undo_actor(self) -> int | None:
        """The seat whose move the last step of the history was (None before the first move)."""
        history = self.match.history
        return self.match.game.current_player(history[-2]) if len(history) >= 2 else None

    def undo_refusal(self) -> str | None:
        """Why Undo is not possible now, in a player's words; None when it is."""
        if self.pending_summary is not None or self.match.is_over():
            return "The round is over: its moves can no longer be taken back."
        actor = self._undo_actor()
        if actor is None:
            return "There is no move to take back yet."
        if not self.match.seats[actor].is_human:
            return f"{self.names[actor]} has played since: only your latest move can be taken back."
        if actor != self.viewer:
            return f"{self.names[self.viewer]} has seen the table since: that move stays."
        if not self.match.can_undo():
            return "You can't take back a draw or anything else that showed a card."
        return None

    def try_undo(self) -> bool:
        """Take back the viewer's last move; the card flies back to the hand. Refused -> said why."""
        reason = self.undo_refusal()
        if reason is not None:
            self.refuse(reason)
            return False
        actor = self._undo_actor()
        old_view = self.view
        if not self.match.undo():
            self.refuse("You can't take back a draw or anything else that showed a card.")
            return False
        name = self.names[actor] if actor is not None else "You"
        self.log.append("You took back your move." if name == "You" else f"{name} took back their move.")
        del self.log[:-20]
        self.message = ""
        if self.cover_for is not None and self.match.current_seat() == self.revealed:
            self.cover_for = None
            self.fan.set_face_up(self._hand_visible())
        self.view = TableView.from_obs(self.match.observation(self.viewer))
        for flyer in self.flyers:
            self.tweener.cancel(flyer.sprite)
        self.flyers = []
        self.in_flight = [0] * self.match.num_players
        if self.discard_sprite is not None:
            self.tweener.cancel(self.discard_sprite)
        back_from = self.lay.discard.center
        if self.view.discard_top is None:
            self.discard_sprite = None
        else:
            count = len(self.view.discard)
            self.discard_sprite = CardSprite(self.view.discard_top, back_from[0], back_from[1],
                                             angle=float((count * 37) % 11 - 5), width=self.lay.pile_w)
        self.fan.set_cards(self.view.hand, new_from=back_from)
        sound.play(self.app, "draw")
        for seat, (was, now) in enumerate(zip(old_view.quit, self.view.quit)):
            if was and not now:
                self.tweener.tween(self.laid[seat], 0.35, "out_quad", t=0.0)
            elif now:
                self.laid[seat].t = 1.0
        self._update_playable()
        self._refresh_controls()
        return True

    # -- hot seat --------------------------------------------------------------------------
    def _check_cover(self) -> None:
        if len(self.humans) < 2 or self.pending_summary is not None:
            return
        current = self.match.current_seat()
        if current in self.humans and current != self.revealed and self.cover_for != current:
            self._cover(current)

    def _cover(self, seat: int) -> None:
        self.cover_for = seat
        self.fan.set_face_up(False)

    def _uncover(self) -> None:
        seat = self.cover_for
        if seat is None:
            return
        self.cover_for = None
        self.revealed = seat
        if seat != self.viewer:
            self.viewer = seat
            self.view = TableView.from_obs(self.match.observation(seat))
            self.fan.cards = []
            self.fan.set_cards(self.view.hand, animate=False)
        self.fan.set_face_up(True)
        self._update_playable()
        self._refresh_controls()

    # -- actions ---------------------------------------------------------------------------
    def _play_from_hand(self, sprite: CardSprite) -> bool:
        """Play a card of the hand fan, which only ever holds card values (never a back)."""
        assert sprite.value is not None, "the hand fan is built from card values"
        return self.try_action(PlayCard(sprite.value), sprite)

    def try_action(self, action: Any, sprite: CardSprite | None = None,
                   from_pos: tuple[float, float] | None = None) -> bool:
        """Ask the match to play ``action`` for the viewer; a refusal is shown, never raised."""
        if self.cover_for is not None or self.pending_summary is not None:
            return False
        current = self.match.current_seat()
        if current is None:
            self.refuse("The game is over.", sprite)
            return False
        if current != self.viewer or not self.match.is_human_turn():
            self.refuse(f"Wait for your turn: {self.names[current]} is playing.", sprite)
            return False
        try:
            events = self.match.play(action)
        except IllegalActionError as exc:
            self.refuse(str(exc), sprite)
            return False
        self.message = ""
        self.absorb(events, from_pos=from_pos)
        return True

    def refuse(self, reason: str, sprite: CardSprite | None = None) -> None:
        self.message = reason
        self.message_left = MESSAGE_TIME
        sound.play(self.app, "refuse")
        if sprite is not None:
            self.fan.snap_back(sprite, shake=True)

    def _over_discard(self, pos: tuple[int, int]) -> bool:
        pad = round(24 * self.lay.scale)
        return self.lay.discard.inflate(pad * 2, pad * 2).collidepoint(pos)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if event.type == pygame.KEYDOWN and self._is_undo_key(event):
            self.try_undo()
            return True
        if self.cover_for is not None:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or \
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self._uncover()
                return True
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event.key)
        if self._pile_event(event):
            return True
        intent = self.fan.handle_event(event)
        if isinstance(intent, FanDrop):
            if self._over_discard(intent.pos):
                self._play_from_hand(intent.sprite)
            else:
                self.fan.snap_back(intent.sprite, shake=False)
                self.message = "Drop a card on the discard pile to play it."
                self.message_left = MESSAGE_TIME
            self._glow_discard()
            return True
        if isinstance(intent, FanClick):
            self._play_from_hand(intent.sprite)
            return True
        self._glow_discard()
        return bool(intent)

    def _glow_discard(self) -> None:
        if self.discard_sprite is not None:
            dragging = self.fan.dragging
            self.discard_sprite.glow = dragging is not None and dragging.value in self.fan.playable

    def _pile_event(self, event: pygame.event.Event) -> bool:
        """Click the draw pile, or drag its top card towards your hand, to draw."""
        pile = self.lay.draw_pile
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pile.collidepoint(event.pos):
            self.pile_pressed = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self.pile_pressed is not None:
            if self.pile_drag is None and self._my_turn():
                dx, dy = event.pos[0] - self.pile_pressed[0], event.pos[1] - self.pile_pressed[1]
                if dx * dx + dy * dy > 36:
                    self.pile_drag = CardSprite(None, pile.centerx, pile.centery, width=self.lay.pile_w, face_up=False)
            if self.pile_drag is not None:
                self.pile_drag.x, self.pile_drag.y = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pile_pressed is not None:
            self.pile_pressed = None
            drag, self.pile_drag = self.pile_drag, None
            if drag is None:
                if pile.collidepoint(event.pos):
                    self.try_action(DRAW)
                return True
            if event.pos[1] >= self.lay.message_y or pile.collidepoint(event.pos):
                self.try_action(DRAW, from_pos=(drag.x, drag.y))
            return True
        return False

    @staticmethod
    def _is_undo_key(event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        return event.key == pygame.K_u or (event.key == pygame.K_z and bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)))

    def _on_key(self, key: int) -> bool:
        if key == pygame.K_d:
            self.try_action(DRAW)
            return True
        if key == pygame.K_q:
            self.try_action(QUIT)
            return True
        if key in KEY_VALUES:
            value = KEY_VALUES[key]
            sprite = self.fan.sprite_for(value)
            if sprite is None:
                self.refuse(f"You have no {card_label(value)} in your hand.")
            else:
                self.try_action(PlayCard(value), sprite)
            return True
        return False

    def _on_button(self, element: Any) -> bool:
        if element is self.buttons.get("quit"):
            self.try_action(QUIT)
            return True
        if element is self.buttons.get("undo"):
            self.try_undo()
            return True
        if element is self.buttons.get("menu"):
            self.request = PopToRoot()
            return True
        if element is self.buttons.get("rules"):
            self.request = Push(RulesScene(self.app, self.game_name))
            return True
        return False

    # -- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self.warm_queue:
            self._warm_some()
        self.tweener.update(dt)
        self.flyers = [f for f in self.flyers if not f.done]
        for figure in self.figures:
            figure.update(dt, self.app.animation_scale)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        if self.match.message:
            self.message, self.match.message = self.match.message, ""
            self.message_left = MESSAGE_TIME
        if self.pending_summary is not None:
            if not self.tweener.busy:
                result, later = self.pending_summary
                self.request = Push(RoundSummaryScene(self.app, self, result, later))
            return
        if self.cover_for is not None:
            return
        events = self.match.update(dt)
        if events:
            self.absorb(events)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        surface.blit(assets.table_felt(lay.size, self.game_name), (0, 0))
        self._draw_top_bar(surface)
        self._draw_draw_pile(surface)
        self._draw_discard(surface)
        for figure in self.figures:
            figure.draw(surface)
        for seat in range(self.match.num_players):
            if seat != self.viewer:
                self._draw_panel(surface, seat)
        self._draw_me(surface)
        self._draw_status(surface)
        for flyer in self.flyers:
            self.images.draw(surface, flyer.sprite)
        if self.discard_sprite is not None and self._discard_moving():
            self.images.draw(surface, self.discard_sprite, shadow_offset=10)
        self.fan.draw(surface)
        if self.pile_drag is not None:
            self.images.draw(surface, self.pile_drag, shadow_offset=12)
        self._draw_message(surface)
        if self.cover_for is not None:
            self._draw_cover(surface)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        bar = self.lay.top_bar
        s = self.lay.scale
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((10, 24, 18, 150))
        surface.blit(shade, bar)
        draw_text(surface, "L.L.A.M.A.", round(24 * s), (round(18 * s), bar.centery), CREAM, anchor="midleft",
                  bold=True, shadow=INK)
        x = round(18 * s) + round(150 * s)
        draw_text(surface, f"Round {self.view.round}", round(18 * s), (x, bar.centery), GOLD, anchor="midleft", bold=True)
        draw_text(surface, "Lowest total wins when someone reaches 40", round(15 * s),
                  (x + round(100 * s), bar.centery), CREAM, anchor="midleft")

    def _draw_draw_pile(self, surface: pygame.Surface) -> None:
        lay = self.lay
        rect = lay.draw_pile
        count = self.view.draw_size
        can_draw = self._my_turn() and DRAW in self.match.legal_actions()
        layers = min(6, (count + 7) // 8)
        if count == 0:
            pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=max(4, lay.pile_w // 9))
            draw_text(surface, "empty", round(15 * lay.scale), rect.center, CREAM, anchor="center")
        for i in range(layers):
            sprite = CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0, width=lay.pile_w,
                                face_up=False, glow=can_draw and i == layers - 1)
            self.images.draw(surface, sprite, shadow_offset=3 if i == 0 else 0)
        label = f"Draw pile · {count}" + ("  (D)" if can_draw else "")
        draw_text(surface, label, small_text(lay.scale, 15), (rect.centerx, rect.bottom + round(8 * lay.scale)),
                  SKY_BRIGHT if can_draw else CREAM, anchor="midtop", shadow=INK)

    def _draw_discard(self, surface: pygame.Surface) -> None:
        lay = self.lay
        rect = lay.discard
        under = self.view.discard[:-1][-3:]
        base = len(self.view.discard) - 1 - len(under)
        for i, value in enumerate(under):
            n = base + i + 1
            sprite = CardSprite(value, rect.centerx, rect.centery, angle=float((n * 37) % 11 - 5), width=lay.pile_w)
            self.images.draw(surface, sprite, shadow_offset=2)
        if self.discard_sprite is not None and not self._discard_moving():
            self.images.draw(surface, self.discard_sprite)
        dragging = self.fan.dragging
        if dragging is not None and dragging.value in self.fan.playable:
            glow = pygame.Surface(rect.inflate(28, 28).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*SKY_BRIGHT, 90), glow.get_rect(), border_radius=16)
            pygame.draw.rect(glow, (*SKY_BRIGHT, 230), glow.get_rect(), 3, border_radius=16)
            surface.blit(glow, glow.get_rect(center=rect.center))
            draw_text(surface, "Drop here to play", round(15 * lay.scale), (rect.centerx, rect.top - round(10 * lay.scale)),
                      SKY_BRIGHT, anchor="midbottom", bold=True, shadow=INK)
        draw_text(surface, f"Discard · {len(self.view.discard)}", small_text(lay.scale, 15),
                  (rect.centerx, rect.bottom + round(8 * lay.scale)), CREAM, anchor="midtop", shadow=INK)

    def _discard_moving(self) -> bool:
        """The top card is still on its way to the pile (drawn above everything then)."""
        sprite = self.discard_sprite
        return sprite is not None and (round(sprite.x), round(sprite.y)) != self.lay.discard.center

    def _seat_frame(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        current = self.view.current == seat and self.pending_summary is None
        rounded_panel(surface, rect, PANEL, 185, radius=round(14 * self.lay.scale),
                      border=SKY if current else (120, 150, 130), border_width=3 if current else 1)
        s = self.lay.scale
        name = fit_text(self.names[seat], round(18 * s), rect.width - round(70 * s), bold=True)
        draw_text(surface, name, round(18 * s), (rect.left + round(12 * s), rect.top + round(7 * s)), CREAM, bold=True)
        sub = describe_seat(self.match.seats[seat])
        draw_text(surface, sub, small_text(s), (rect.left + round(12 * s), rect.top + round(31 * s)), (200, 214, 200))
        if current:
            tag = "thinking" + "." * (1 + int(self.time * 2.5) % 3) if not self.match.seats[seat].is_human else "turn"
            tag_rect = pygame.Rect(0, 0, round(82 * s), round(22 * s))
            tag_rect.topright = (rect.right - round(8 * s), rect.top + round(8 * s))
            pygame.draw.rect(surface, SKY, tag_rect, border_radius=tag_rect.height // 2)
            arrow_x = tag_rect.left + round(10 * s)
            cy = tag_rect.centery
            a, b = max(3, round(4 * s)), max(4, round(5 * s))
            pygame.draw.polygon(surface, INK, [(arrow_x - a, cy - b), (arrow_x - a, cy + b), (arrow_x + a, cy)])
            draw_text(surface, tag, round(13 * s), (arrow_x + round(8 * s), cy), INK, anchor="midleft", bold=True)
        if self.view.quit[seat]:
            badge = pygame.Rect(0, 0, round(58 * s), round(22 * s))
            badge.topright = (rect.right - round(8 * s), rect.top + (round(34 * s) if current else round(8 * s)))
            pygame.draw.rect(surface, TERRACOTTA, badge, border_radius=6)
            draw_text(surface, "QUIT", round(13 * s), badge.center, CREAM, anchor="center", bold=True)
        self.chips[seat].draw(surface, self._chips_origin(rect, seat))

    def _chips_origin(self, rect: pygame.Rect, seat: int) -> tuple[int, int]:
        """Top-left of a seat's chips: right-aligned in its panel, counts just above the bottom edge."""
        stack = self.chips[seat]
        s = self.lay.scale
        label_h = assets.font(stack.label_size()).get_linesize()
        return (rect.right - round(8 * s) - stack.width(),
                rect.bottom - round(4 * s) - int(stack.diameter * 1.6) - label_h)

    def _draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        rect = self._panel_rect(seat)
        self._seat_frame(surface, rect, seat)
        s = self.lay.scale
        count = max(0, self.view.hand_sizes[seat] - self.in_flight[seat])
        w = self.lay.small_w
        x0, y0 = rect.left + round(14 * s) + w // 2, rect.bottom - round(12 * s) - card_height(w) // 2
        t = self.laid[seat].t if self.view.quit[seat] else 0.0
        stack = self.chips[seat]
        chips_left = self._chips_origin(rect, seat)[0] + stack.diameter // 2 - text_width("9×10", stack.label_size()) // 2
        room = min(rect.width * 0.36, chips_left - round(6 * s) - (x0 - w // 2))
        step = max(0.0, min(w * 0.32, (room - w) / max(count - 1, 1)))
        for i in range(count):
            tilt = (count - 1) / 2 - i
            fan_x, fan_y, fan_angle = x0 + i * step, y0 + abs(tilt) * 0.8, tilt * 3.0
            laid_x, laid_y = x0 + w * 0.25 + min(i, 5) * 2, y0 + round(6 * s) - min(i, 5) * 2
            sprite = CardSprite(None, fan_x + (laid_x - fan_x) * t, fan_y + (laid_y - fan_y) * t,
                                angle=fan_angle + (90.0 - fan_angle) * t, width=w, face_up=False)
            self.images.draw(surface, sprite, shadow_offset=2)
        self._count_badge(surface, count, (x0 - w // 2 + round(4 * s), y0 - card_height(w) // 2 + round(2 * s)))

    def _count_badge(self, surface: pygame.Surface, count: int, center: tuple[int, int]) -> None:
        """The number of cards a seat holds, as a round badge on its cards."""
        s = self.lay.scale
        r = round(12 * s)
        pygame.draw.circle(surface, INK, center, r + 2)
        pygame.draw.circle(surface, GOLD, center, r)
        draw_text(surface, str(count), round(15 * s), center, INK, anchor="center", bold=True)

    def _draw_me(self, surface: pygame.Surface) -> None:
        rect = self.lay.me_panel
        self._seat_frame(surface, rect, self.viewer)
        s = self.lay.scale
        if self.view.quit[self.viewer]:
            draw_text(surface, "You quit this round", small_text(s, 14), (rect.left + round(12 * s), rect.top + round(54 * s)),
                      GOLD, bold=True)
        else:
            count = len(self.view.hand)
            draw_text(surface, f"{count} card{'s' if count != 1 else ''} in hand", small_text(s),
                      (rect.left + round(12 * s), rect.top + round(54 * s)), CREAM)

    def _status_line(self) -> str:
        if self.pending_summary is not None:
            return "The round is over."
        current = self.match.current_seat()
        if current is None:
            return "The game is over."
        name = self.names[current]
        if self._my_turn():
            legal = self.match.legal_actions()
            plays = [card_label(a.value) for a in legal if isinstance(a, PlayCard)]
            parts = []
            if plays:
                parts.append("drag a " + " or a ".join(plays) + " onto the discard")
            if DRAW in legal:
                parts.append("draw")
            parts.append("quit the round")
            return "Your turn: " + ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1] + "."
        if self.match.seats[current].is_human:
            return "Your turn." if name == "You" else f"{name}'s turn."
        return f"{name} is thinking…"

    def _draw_status(self, surface: pygame.Surface) -> None:
        lay = self.lay
        s = lay.scale
        text = self._status_line()
        mine = self._my_turn()
        size = round(19 * s)
        width = min(lay.size[0] - round(40 * s), round(820 * s))
        text = fit_text(text, size, width - round(30 * s), bold=mine)
        pill = pygame.Rect(0, 0, min(width, round(30 * s) + text_width(text, size, mine)), round(34 * s))
        pill.midtop = (lay.size[0] // 2, lay.status_y + round(10 * s))
        rounded_panel(surface, pill, SKY if mine else PANEL, 235 if mine else 170, radius=pill.height // 2)
        draw_text(surface, text, size, pill.center, INK if mine else CREAM, anchor="center", bold=mine)
        for i, line in enumerate(self.log[-LOG_LINES:]):
            alpha_color = (200, 214, 200) if i < LOG_LINES - 1 and len(self.log) > 1 else CREAM
            line = fit_text(line, small_text(s, 14), width)
            draw_text(surface, line, small_text(s, 14), (lay.size[0] // 2, pill.bottom + round(6 * s) + i * max(16, round(19 * s))),
                      alpha_color, anchor="midtop", shadow=INK)

    def _draw_message(self, surface: pygame.Surface) -> None:
        if not self.message:
            return
        s = self.lay.scale
        size = round(18 * s)
        text = fit_text(self.message, size, self.lay.size[0] - round(80 * s), bold=True)
        box = pygame.Rect(0, 0, text_width(text, size, True) + round(36 * s), round(40 * s))
        box.midbottom = (self.lay.size[0] // 2, self.lay.message_y)
        rounded_panel(surface, box, (120, 40, 24), 235, radius=10, border=GOLD)
        draw_text(surface, text, size, box.center, CREAM, anchor="center", bold=True)

    def _draw_cover(self, surface: pygame.Surface) -> None:
        w, h = self.lay.size
        s = self.lay.scale
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((8, 20, 14, 215))
        surface.blit(veil, (0, 0))
        seat = self.cover_for if self.cover_for is not None else 0
        figure = assets.llama_figure(round(160 * s), 0)
        surface.blit(figure, figure.get_rect(midbottom=(w // 2, h // 2 - round(40 * s))))
        draw_text(surface, f"Pass the laptop to {self.names[seat]}", round(36 * s), (w // 2, h // 2 - round(20 * s)),
                  CREAM, anchor="midtop", bold=True, shadow=INK)
        draw_text(surface, "Click anywhere to show your hand", round(20 * s), (w // 2, h // 2 + round(36 * s)),
                  SKY_BRIGHT, anchor="midtop")


