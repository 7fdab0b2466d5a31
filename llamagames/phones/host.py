"""The laptop's side of a phone game: the match's seats that phones hold.

:class:`PhoneHost` runs in the frame loop's thread (or the headless host's): ``pump()``
drains what the server's thread put in its inbox, plays each phone's move through that seat's
:class:`~llamagames.seat_view.SeatView` (the match's own checks), and sends every phone its
seat's view when the position changed. The match is only ever touched in this thread.

A Block window goes to every phone at once: a phone may answer before its seat is asked, and
the answer is kept for that window and played when the rules ask that seat (its timing tells
nothing: a kept answer is played as soon as asked, Block or not).
"""

from __future__ import annotations

import dataclasses
import logging
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .. import i18n
from ..i18n import t
from ..match import Match
from ..rules.core import Event, IllegalActionError, Refusal
from ..rules.words import COMMON
from ..seats import is_default_name, is_default_player, said_name
from ..text_safety import clean_name
from .adapter import adapter
from .protocol import MAX_NAME, Message, encode, phone_language
from .room import Room
from .server import Acted, Joined, Left, PhoneServer
from .views import block_window, view_message, window_clock_key
from .words import page_words, refusal_words, server_words, speaking

log = logging.getLogger("llamagames.phones")

OTHERS_PER_PUSH = 1
"""Views of phones not asked to decide built in one push (one frame). The phone that decides
gets its view at once; the others' follow one a frame, the phone that just moved first (its
move is confirmed), then the least lately served, so a push builds two views, not one per
phone (five phones' views in one frame made the frame's p99 1.25x the bots')."""


def local_address() -> str:
    """This computer's address on the local network (the one a phone on the same Wi-Fi
    reaches); the loopback address when there is no network. Nothing is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        address = str(probe.getsockname()[0])
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


def kept_port(match: Match) -> int | None:
    """The port a continued game's phones used (its pages reload there), or None."""
    address = match.hosted.get("address") if isinstance(match.hosted, dict) else None
    port = address.rpartition(":")[2] if isinstance(address, str) else ""
    return int(port) if port.isdigit() and 0 < int(port) < 65536 else None


@dataclass
class PhoneSeat:
    """What the host knows of the phone holding one seat."""

    seat: int
    conn: int = 0
    lang: str = ""
    connected: bool = False
    ever: bool = False
    last_n: int = 0
    sent: Any = None  # the stamp of the view last sent
    served: float = 0.0  # when its last view was built (monotonic): the stalest is served first
    answer: tuple[str, str] | None = None  # (window, "block" | "let") kept for a Block window
    refusals: list[str] = field(default_factory=list)
    named: bool = False  # its player chose the seat's name (typed one, or kept the seat's): not asked again


class PhoneHost:
    """Phones holding ``seats`` of ``match``, served at ``host``:``port`` (0: any free port).

    ``on_events`` is called with the events of every move a phone made (the table animates and
    logs them as its own moves), ``on_undo`` with the seat whose phone took its move back,
    ``on_named`` with the seat whose phone's player typed a new name (the table calls it so).
    """

    def __init__(self, match: Match, seats: Iterable[int], *, host: str = "0.0.0.0", port: int = 0,
                 address: str | None = None, on_events: Callable[[tuple[Event, ...]], None] | None = None,
                 on_undo: Callable[[int], None] | None = None,
                 on_named: Callable[[int], None] | None = None,
                 on_back: Callable[[int], None] | None = None) -> None:
        self.match = match
        seats = sorted(set(seats))
        for seat in seats:
            if not 0 <= seat < match.num_players or not match.seats[seat].is_human:
                raise ValueError(f"Seat {seat + 1} is not a human's seat.")
        self.kept: dict[str, Any] = dict(match.hosted) if isinstance(match.hosted, dict) else {}
        """What the match's save kept of this game's phones (a continued game): its codes and
        the address they used."""
        self.room = Room.restore(seats, self.kept)
        self._laptop = [index for index, seat in enumerate(match.seats) if seat.is_human and index not in seats]
        """The humans playing at the laptop (a seat given to it later is not its own player)."""
        # a continued game's seats were named in its first sitting, and a seat named in the setup
        # was named there (pt51 typed "Ana" twice): neither phone is asked again (it may still rename)
        continued = self.room.code == self.kept.get("room")
        self.phones = {seat: PhoneSeat(seat, named=continued or self._set_up_name(seat)) for seat in seats}
        self.laptop_language = i18n.language()
        self.server = PhoneServer(self.room, server_words(), self.laptop_language, host, port)
        self.address = address or (local_address() if host in ("0.0.0.0", "") else host)
        self.on_events = on_events
        self.on_undo = on_undo
        self.on_named = on_named
        self.on_back = on_back
        self.given: dict[int, str] = {}
        """Seats given on while their phone was away, to "laptop" or "bot": a phone back with
        the seat's codes takes a seat the laptop plays (``on_back``), and is told a bot's."""
        self.moves_played = 0
        self.last_mover: int | None = None
        """The phone seat whose move was played last: its view goes first among the others'."""
        self.refused = 0
        try:
            adapter(match.game_name)  # the game's phone module imported now, not in the first view's frame
        except ValueError:
            pass  # no phone page for this game: its views say so when built
        self.between_rounds: int | None = None
        """The round whose result the laptop shows (its summary is open), or None. Until the
        laptop closes it, the next round has not started for anyone: a phone's move in it is
        refused with that reason, and its view says it waits for the table."""
        self.next_asked: int | None = None
        """The round whose result a phone asked to end ("Next round"; no one plays at the
        laptop): the laptop's summary of it closes (:meth:`take_next`)."""
        self._running = False
        self._asked: tuple[Any, float] | None = None
        """The position a phone seat with nothing but "let" was asked in, and since when."""
        self.window_least = 0.0
        """Seconds a Block window stays open at least before a phone seat's "let it be" is
        played, from the moment its card is on the chain, whoever holds a Block: a window that
        closed at once when no phone held one told the table who did (the table sets it)."""
        self.answer_time = 0.0
        """Seconds every human seat asked in a Block window has to answer, Block or not, at the
        laptop or on a phone (0: a seat with a Block is waited for): then it lets the card be.
        The same countdown for all, shown on every screen, so it tells nothing (a playtest's
        window waited on the laptop's player who held no Block; the table sets it)."""
        self._asked_since: tuple[str, int, float] | None = None
        """The Block window's asked seat (its window's key, the seat) and since when."""
        self.clock: Callable[[], float] = time.monotonic
        self._window: tuple[str, float] | None = None
        """The Block window open when last looked (its key) and since when."""
        self._made: dict[int, Any] = {}
        """Per phone seat, the position (its view's stamp) right after the host let a card be
        for it (all it could do): while it stands, its phone has nothing to take back."""

    # -- lifecycle ---------------------------------------------------------------------------
    def _set_up_name(self, seat: int) -> bool:
        """Whether seat ``seat`` carries a name typed in the setup, not the app's "Player 2"."""
        name = self.match.seats[seat].name.strip()
        return bool(name) and not is_default_name(name) and not is_default_player(name, seat + 1)

    def start(self) -> None:
        self.server.start()
        self._running = True
        self.keep()

    def keep(self) -> None:
        """The codes and the address, kept in the match's save (the laptop's only), so a
        continued game opens to the same codes."""
        self.match.hosted = {**self.room.kept(), "address": self.short_address()}

    def moved(self) -> bool:
        """Whether a continued game listens at another address than its phones knew (the port
        was taken, another network): the laptop says so, with the new one."""
        old = self.kept.get("address")
        return isinstance(old, str) and old != self.short_address()

    def close(self) -> None:
        """End the phone game: every phone is told, the port closes."""
        if self._running:
            self._running = False
            self.server.stop(left=not self.match.is_over())  # left: the phones wait to come back

    @property
    def running(self) -> bool:
        return self._running

    def url(self, seat: int) -> str:
        """The address that opens ``seat``'s hand (its QR code holds it)."""
        return f"http://{self.address}:{self.server.port}/#{self.room.fragment(seat)}"

    def short_address(self) -> str:
        return f"{self.address}:{self.server.port}"

    def names(self, phone: int | None = None) -> list[str]:
        """The seats' names as the laptop says them, or as ``phone``'s seat reads them (in the
        language ``t`` speaks). On a phone "You" is whoever holds it, so the laptop's one
        player, "You" on the laptop, is "Laptop player" there (a playtester read "Player 1"
        as nobody at the table); a default name ("Player 2", "Bot 1"), the phone's own too, is
        said in the phone's language ("プレイヤー1" stood beside "Player 2 (あなた)"); a typed
        name as typed."""
        seats = self.match.seats
        if phone is None:
            return [seat.name for seat in seats]
        names = []
        for index, seat in enumerate(seats):
            if is_default_name(seat.name.strip()):
                name = t("Laptop player") if self._laptop == [index] else t("Player {number}", number=index + 1)
            elif is_default_player(seat.name.strip(), index + 1):
                name = t("Player {number}", number=index + 1)
            else:
                name = said_name(seat.name)
            names.append(name)
        return names

    # -- the seats ---------------------------------------------------------------------------
    def connected(self, seat: int) -> bool:
        phone = self.phones.get(seat)
        return phone is not None and phone.connected

    def free(self, seat: int) -> bool:
        """Whether ``seat``'s codes would let any phone take it now (no phone holds it, nor came
        back within the grace): the laptop shows a joined seat's codes only then."""
        phone = self.phones.get(seat)
        return phone is not None and not phone.connected and self.server.free(seat)

    def away(self) -> list[int]:
        """The phone seats whose phone is not there now."""
        return [seat for seat, phone in self.phones.items() if not phone.connected]

    def waited_for(self) -> int | None:
        """The phone seat the game waits for now with no phone holding it (None: no one)."""
        current = self.match.current_seat()
        if current in self.phones and not self.phones[current].connected:
            return current
        return None

    def release(self, seat: int, to: str = "bot") -> None:
        """``seat`` leaves the phones, given ``to`` a bot or to the laptop: its phone is told and
        nothing it sends is played any more (given to the laptop, its phone may take it back)."""
        phone = self.phones.pop(seat, None)
        if phone is None:
            return
        self.given[seat] = to
        if phone.connected:
            with speaking(phone.lang):
                self.server.send(seat, encode("bye", why=refusal_words("laptop_plays" if to == "laptop" else "bot_plays")))

    def _back(self, item: Joined) -> PhoneSeat | None:
        """A phone joined ``item.seat`` after it was given on: a seat the laptop plays is its
        phone's again (the table is told: ``on_back``); a bot's is not, and the phone is told why."""
        seat = item.seat
        if self.given.get(seat) == "laptop" and self.on_back is not None and self.match.seats[seat].is_human:
            del self.given[seat]
            phone = self.phones[seat] = PhoneSeat(seat, named=True)
            self.on_back(seat)
            return phone
        with speaking(phone_language(item.lang, self.laptop_language, tuple(i18n.LANGUAGES))):
            self.server.send(seat, encode("bye", why=refusal_words("bot_plays")))
        return None

    # -- the frame loop ----------------------------------------------------------------------
    def pump(self, push: bool = True) -> int:
        """Handle everything the phones sent, then (``push``) send the phones their views where
        they changed. Returns the number of moves the phones made."""
        played = 0
        while True:
            try:
                item = self.server.inbox.get_nowait()
            except Exception:
                break
            played += self._handle(item)
        if self.window_least > 0 and self.phones:  # a window's least time runs from its opening
            self.window_due(self.match.seat_view(next(iter(self.phones))))
        self.answer_left()
        played += self._kept_answers()
        if push:
            self.push()
        return played

    def push(self, force: bool = False, others: int | None = OTHERS_PER_PUSH) -> None:
        """Send the connected phones their views, where their position changed since the last
        one: the deciding seat's, and ``others`` of the rest (None: all, as ``force`` does, and
        as at the end of the game); a phone left out now is served in a later frame."""
        current = self.match.current_seat()
        order = sorted(self.phones.values(),
                       key=lambda phone: (phone.seat != current, phone.seat != self.last_mover, phone.served))
        for phone in order:
            seat = phone.seat
            if not phone.connected:
                continue
            view = self.match.seat_view(seat)
            stamp = (view.stamp, self.held(view))
            if not force and phone.sent == stamp:
                continue
            if seat != current and current is not None and not force and others is not None:
                if others <= 0:
                    return
                others -= 1
            phone.sent = stamp
            phone.served = time.monotonic()
            with speaking(phone.lang):
                message = view_message(view, self.names(seat), phone.lang, held=stamp[1])
                if stamp[1] and self.starts_next():
                    message["next"] = True  # a "Next round" button: nobody at the laptop starts it
                if self.answer_time > 0:
                    message["wait"] = self.waiting(seat)
                if self.made_for(seat):
                    message["undo"] = False  # the seat's last move was the host's: undo would do nothing
                self.server.send(seat, encode("view", **message))

    def starts_next(self) -> bool:
        """Whether a phone may start the next round: a round's result is shown and no one plays
        at the laptop to close it (every human is on a phone: the first to tap starts it)."""
        return self.between_rounds is not None and not self._laptop and bool(self.phones)

    def take_next(self) -> bool:
        """Whether a phone asked to start the round after the result shown now (asked once)."""
        asked, self.next_asked = self.next_asked, None
        return asked is not None and asked == self.between_rounds

    def held(self, view: Any) -> bool:
        """Whether ``view``'s position is in a round the laptop has not started yet (its summary
        of the round before is still open)."""
        return self.between_rounds is not None and view.round() not in (None, self.between_rounds)

    def _handle(self, item: Joined | Left | Acted) -> int:
        phone = self.phones.get(item.seat)
        if phone is None and isinstance(item, Joined) and item.seat in self.given:
            phone = self._back(item)
        if phone is None:
            return 0
        if isinstance(item, Joined):
            phone.conn, phone.connected, phone.ever = item.conn, True, True
            phone.lang = phone_language(item.lang, self.laptop_language, tuple(i18n.LANGUAGES))
            phone.sent = None
            phone.last_n = 0
            with speaking(phone.lang):
                self.server.send(item.seat, encode("welcome", seat=item.seat, name=self.names(item.seat)[item.seat],
                                                   lang=phone.lang, words=page_words(), ask_name=not phone.named,
                                                   most=MAX_NAME, languages=dict(i18n.LANGUAGES)))
            return 0
        if isinstance(item, Left):
            if item.conn == phone.conn:
                phone.connected = False
            return 0
        if item.conn != phone.conn:
            return 0
        return self._act(phone, item.message)

    def _refuse(self, phone: PhoneSeat, n: int, why: str | Refusal, code: str, **values: str) -> None:
        """Tell ``phone`` its message was refused: ``why`` the rules' refusal, or one of the host's
        own codes (``refusal_words``), worded here in the phone's language."""
        self.refused += 1
        with speaking(phone.lang):
            if isinstance(why, Refusal):
                words = getattr(self.match.game, "words", None) or COMMON
                why = adapter(self.match.game_name).refusal(why) or words.refusal(why, phone.lang)
            elif not why:
                why = refusal_words(code, **values)
            log.info("phone move refused (seat %d, %s)", phone.seat, code)
            phone.refusals.append(code)
            self.server.send(phone.seat, encode("refused", n=n, code=code, why=why))
        phone.sent = None  # the phone gets the position again with the refusal

    def _act(self, phone: PhoneSeat, message: Message) -> int:
        """Play or keep a phone's message. Only the phone's own words are made in its language:
        the move itself is played, and its events told to the laptop, in the laptop's (a phone
        switched to Japanese once put its seat's moves in the laptop's log in Japanese)."""
        if message.n <= phone.last_n:
            self._refuse(phone, message.n, "", "replayed")
            return 0
        phone.last_n = message.n
        if message.kind == "name":
            return self._name(phone, message.n, message.name)
        view = self.match.seat_view(phone.seat)
        if message.kind == "undo":
            return self._undo(phone, message.n)
        if message.kind == "next":
            if not self.starts_next():
                self._refuse(phone, message.n, "", "not_between")
            elif self.next_asked is None:
                self.next_asked = self.between_rounds
            return 0
        if view.is_over():
            self._refuse(phone, message.n, "", "over")
            return 0
        window = block_window(view.to_json()) if view.phase() == "block" else ""
        if window and message.action in ("block", "let"):
            if message.window != window:
                self._refuse(phone, message.n, "", "stale")
                return 0
            if view.deciding() and (message.action == "block" or self.window_due(view)):
                return self._play(phone, message.action, message.n)  # the answer stands for this window

            phone.answer = (window, message.action)
            self.server.send(phone.seat, encode("kept", n=message.n, action=message.action))
            return 0
        if self.held(view):
            self._refuse(phone, message.n, "", "next_round")
            return 0
        if not view.deciding():
            current = view.current_player()
            with speaking(phone.lang):
                name = self.names(phone.seat)[current or 0]
            self._refuse(phone, message.n, "", "not_your_turn", name=name)
            return 0
        if message.at != view.moves:
            self._refuse(phone, message.n, "", "stale")
            return 0
        return self._play(phone, message.action, message.n)

    def _play(self, phone: PhoneSeat, action: str, n: int) -> int:
        view = self.match.seat_view(phone.seat)
        try:
            events = view.act(action)
        except IllegalActionError as exc:
            self._refuse(phone, n, exc.refusal or str(exc), "illegal")
            return 0
        except Exception as exc:  # an engine's surprise must not end the game
            log.warning("phone move %r failed: %s", action, exc)
            self._refuse(phone, n, "", "problem")
            return 0
        phone.answer = None
        self.moves_played += 1
        self.last_mover = phone.seat
        if self.on_events is not None:
            self.on_events(events)
        return 1

    def _no_choice(self, phone: PhoneSeat) -> bool:
        """Let the Block window's card be for ``phone``'s seat when that is all it may do, once
        the bot's pause has passed since it was asked; whether it was played now."""
        view = self.match.seat_view(phone.seat)
        only_let = [str(a) for a in view.legal_actions()] == ["let"]
        left = self.answer_left() if self.answer_time > 0 else None
        if left is not None and left[1] is not None:  # every asked human: the same countdown, Block or not
            if left[1] > 0 or not self.window_due(view):
                return False
            if self._play(phone, "let", phone.last_n) != 1:
                return False
            if only_let:
                self._made[phone.seat] = self.match.seat_view(phone.seat).stamp
            return True
        if view.phase() != "block" or not only_let:
            self._asked = None
            return False
        now = self.clock()
        if self._asked is None or self._asked[0] != view.stamp:
            self._asked = (view.stamp, now)
        if now - self._asked[1] < max(0.0, float(self.match.pacer.bot_delay)) or not self.window_due(view):
            return False
        self._asked = None
        if self._play(phone, "let", phone.last_n) != 1:
            return False
        self._made[phone.seat] = self.match.seat_view(phone.seat).stamp
        return True

    def window_due(self, view: Any) -> bool:
        """Whether the Block window open in ``view`` has been open :attr:`window_least` seconds
        (True outside a window, and at once when no least time is set). Every seat's view of
        one window gives one key: it is timed once, whichever seat looks."""
        if self.window_least <= 0 or view.phase() != "block":
            return True
        key, now = window_clock_key(view.to_json()), self.clock()
        if self._window is None or self._window[0] != key:
            self._window = (key, now)
        return now - self._window[1] >= self.window_least

    def answer_left(self) -> tuple[int, float | None] | None:
        """In a Block window, the seat asked now and the seconds it has left to answer (None: a
        bot's seat, or no countdown); None outside a window. Timed from when it was first seen
        asked, once for every screen."""
        seat = self.match.current_seat()
        view = self.match.seat_view(seat) if seat is not None else None
        if seat is None or view is None or view.phase() != "block":
            self._asked_since = None
            return None
        key, now = window_clock_key(view.to_json()), self.clock()
        if self._asked_since is None or self._asked_since[:2] != (key, seat):
            self._asked_since = (key, seat, now)
        since = self._asked_since[2]
        chain = (view.to_json().get("observation") or {}).get("chain") or [{}]
        if self.answer_time <= 0 or not self.match.seats[seat].is_human or chain[-1].get("seat") == seat:
            return seat, None  # a bot's pause; its own card, only let be by the rules: no question
        return seat, max(0.0, self.answer_time - (now - since))

    def waiting(self, phone: int) -> dict[str, Any] | None:
        """Who the Block window waits for, as ``phone`` is told it: its words (``{s}`` the
        seconds, counted down on the page) and the seconds left; None outside a window."""
        left = self.answer_left()
        if left is None or self.match.is_over():
            return None
        seat, seconds = left
        if seat == phone:
            text = t("Your answer: {s} s left", s="{s}") if seconds is not None else ""
        elif seconds is None:
            text = t("Waiting for {name}…", name=self.names(phone)[seat])
        else:
            text = t("Waiting for {name}: {s} s", name=self.names(phone)[seat], s="{s}")
        return {"text": text, "left": round(seconds, 1) if seconds is not None else None} if text else None

    def _name(self, phone: PhoneSeat, n: int, typed: str) -> int:
        """The name ``phone``'s player typed on joining, cleaned as the setup cleans one (a
        text, never markup: every screen draws it as text), kept in the match's seats for the
        whole game (its saves too): the laptop and every phone call the seat by it. Empty, or
        another seat's, it is refused with the reason and the seat keeps its name."""
        name = clean_name(typed, MAX_NAME)
        seat = phone.seat
        with speaking(phone.lang):
            shown = self.names(seat)
            others = {other.casefold(): other for index, other in enumerate(shown) if index != seat}
            if not name:
                self._refuse(phone, n, t("Type a name: one letter at least."), "name")
                return 0
            if name.casefold() in others:
                self._refuse(phone, n, t("Another player at the table is called {name}: choose another name.",
                                         name=others[name.casefold()]), "name")
                return 0
        phone.named = True
        if name != shown[seat]:  # the seat's own name kept: it stays a default one, said in each phone's language
            seats = list(self.match.seats)
            seats[seat] = dataclasses.replace(seats[seat], name=name)
            self.match.seats = tuple(seats)
        for other in self.phones.values():
            other.sent = None  # every phone gets the names again with its next view
        with speaking(phone.lang):
            self.server.send(seat, encode("named", name=self.names(seat)[seat]))
        if self.on_named is not None:
            self.on_named(seat)
        return 0

    def made_for(self, seat: int) -> bool:
        """Whether ``seat``'s last move is one the host let be for it (it held no Block) and
        nothing was played since: taken back, it would be let be again at once (a phone that
        took one back logged "(took back the last move)" and its name twice in the answers)."""
        made = self._made.get(seat)
        return made is not None and made == self.match.seat_view(seat).stamp

    def _undo(self, phone: PhoneSeat, n: int) -> int:
        """Take back the phone seat's last move, if the match's undo policy allows it."""
        if self.made_for(phone.seat):
            with speaking(phone.lang):
                self._refuse(phone, n, t("Your seat let the card be by itself (it held no Block): there is"
                                         " nothing to take back."), "undo")
            return 0
        with speaking(phone.lang):  # a refusal is said to the phone; the laptop's table follows in its own
            reason = self.match.seat_view(phone.seat).request_undo()
        if reason is not None:
            self._refuse(phone, n, reason, "undo")
            return 0
        phone.answer = None
        if self.on_undo is not None:
            self.on_undo(phone.seat)
        self.took_back(phone.seat)
        return 0

    def took_back(self, seat: int) -> None:
        """Every other phone is told ``seat``'s move was taken back, as the laptop's log tells
        it (the move only vanished from their screens)."""
        for other in self.phones.values():
            if other.seat != seat and other.connected:
                with speaking(other.lang):
                    why = refusal_words("took_back", name=self.names(other.seat)[seat])
                    self.server.send(other.seat, encode("note", why=why))

    def _kept_answers(self) -> int:
        """Play the Block answers phones gave before their seat was asked, and "let it be" for
        a phone seat asked that holds no Block (nothing to ask: the laptop answers so for its
        own seat), after the pause a bot takes so its timing tells nothing."""
        played = 0
        while True:
            seat = self.match.current_seat()
            phone = self.phones.get(seat) if seat is not None else None
            if phone is None or self.held(self.match.seat_view(phone.seat)):
                return played
            if phone.answer is None:
                if not self._no_choice(phone):
                    return played
                played += 1
                continue
            view = self.match.seat_view(phone.seat)
            window, answer = phone.answer
            if view.phase() == "block" and answer == "let" and not self.window_due(view):
                return played  # kept until the window's least time is over
            phone.answer = None
            if view.phase() != "block" or block_window(view.to_json()) != window:
                return played
            if answer == "block" and "block" not in [str(a) for a in view.legal_actions()]:
                answer = "let"
            played += self._play(phone, answer, phone.last_n)


__all__ = ["OTHERS_PER_PUSH", "PhoneHost", "PhoneSeat", "kept_port", "local_address"]
