"""One seat's view of a game in progress: the only way a screen reaches a match.

A table, a hint, the review strip (and later a phone on the same Wi-Fi) hold a
:class:`SeatView` rather than the match: it gives the seat's observation (what the rules'
``observation`` leaves that seat), its legal actions, the events as that seat saw them, the
scores, who is asked now and whether the game is over; and it takes the seat's action, undo
request and Block answer, routed through the match's own checks. The match stays the one
authority; nothing here reads past the rules' observation except to ask the rules a
question whose answer the seat may know (why a move is refused, the scores).

Python objects are kept for the table's own drawing (observations are what tables draw);
:meth:`SeatView.to_json` is the same snapshot as plain JSON, for the wire.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Hashable, Mapping, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol

from .hint import ask_hint, quick_hint
from .i18n import t
from .rules.core import A, ActionParseError, Event, Game, IllegalActionError, O, Outcome, Refusal, S
from .score_history import ScoreHistory, score_history
from .seats import SeatConfig

if TYPE_CHECKING:
    from .bots.explain import Suggestion


class Played(Protocol[S, A, O]):
    """What a seat's view reads of the game in progress, and the three ways it plays in it
    (``Match`` and ``ReplayMatch`` are two; a phone's proxy could be a third)."""

    game: Game[S, A, O]
    game_name: str
    num_players: int
    seats: tuple[SeatConfig, ...]
    history: list[S]

    def current_seat(self) -> int | None: ...

    def legal_actions(self) -> list[A]: ...

    def events_for(self, viewer: int | None) -> tuple[Event, ...]: ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome: ...

    def play(self, action: A | str) -> tuple[Event, ...]: ...

    def undo(self) -> bool: ...

    def undo_refusal(self, seat: int, names: Sequence[str] | None = None) -> str | None: ...

WATCHER = -1
"""``told`` for a screen that shows events as a watcher sees them: nobody's secrets (a
shared screen, where the other human may read the move log)."""
ALL_SEEING: None = None
"""``told`` for a finished game's replay or a test: every secret is told."""

VIEW_FORMAT = 1
"""The version of :meth:`SeatView.to_json`'s shape (a phone checks it)."""


class SeatView(Generic[S, A, O]):
    """What ``seat`` may see of ``match`` and what it may do there (typed by the match's
    game: its ``observation()`` is the game's observation, its actions the game's).

    ``told`` is whose secrets the events carry: the seat's own (the default), nobody's
    (:data:`WATCHER`, a shared screen) or everyone's (:data:`ALL_SEEING`, a finished replay).
    A view holds no position of its own: every read is of the match as it stands now.
    """

    def __init__(self, match: Played[S, A, O], seat: int, told: int | None | Literal["own"] = "own") -> None:
        if not 0 <= seat < match.num_players:
            raise ValueError(f"The game has no seat {seat}.")
        self._match = match
        self.seat = seat
        self.told: int | None = seat if told == "own" else told
        self._seen: tuple[S, O] | None = None  # (position, observation)

    # -- the position as this seat may know it ----------------------------------------------
    @property
    def game_name(self) -> str:
        return self._match.game_name

    @property
    def num_players(self) -> int:
        return self._match.num_players

    @property
    def moves(self) -> int:
        """How many moves have been played (a replay: up to where it stands)."""
        return len(self._match.history) - 1

    @property
    def stamp(self) -> Hashable:
        """A token that changes whenever the position does (a move, an undo, a replay's step):
        a screen keys what it worked out from the position on it. It tells nothing else."""
        return (self.moves, id(self._match.history[-1]))

    def observation(self) -> O:
        """The rules' observation of the position for this seat (one object per position)."""
        state = self._match.history[-1]
        if self._seen is None or self._seen[0] is not state:
            self._seen = (state, self._match.game.observation(state, self.seat))
        return self._seen[1]

    def current_player(self) -> int | None:
        """The seat that decides now (in turn or out of it, as for a Block); None at the end."""
        return self._match.current_seat()

    def deciding(self) -> bool:
        """Whether this seat is the one asked now."""
        return self.current_player() == self.seat

    def phase(self) -> str | None:
        """What is being asked now, as the observation's phase word (a Block window, a chip to
        return, a tile to place), or None for a game without phases."""
        return phase_of(self.observation())

    def legal_actions(self) -> list[A]:
        """This seat's legal actions now (none when another seat decides or the game is over)."""
        return self._match.legal_actions() if self.deciding() else []

    def refusal(self, action: object) -> Refusal | None:
        """Why the rules refuse ``action`` now, as a code and values (None: they take it). The
        match's rules answer it, as they would when the action is played."""
        found: Refusal | None = self._match.game.refusal(self._match.history[-1], action)
        return found

    def last_events(self) -> tuple[Event, ...]:
        """The last move's events as this view is told them."""
        return self._match.events_for(self.told)

    def position_events(self) -> tuple[Event, ...]:
        """The events of the move that led to this position, as told (also in a replay that
        jumped here, where no move was just played); none before the first move."""
        history = self._match.history
        if len(history) < 2:
            return ()
        return tuple(event.for_viewer(self.told) for event in self._match.game.events(history[-1]))

    def deal_events(self) -> tuple[Event, ...]:
        """The events of the game's opening position (the deal, and what the rules did at once,
        as laying down Shelter cards dealt), as told: a log that starts at the first move."""
        match = self._match
        return tuple(event.for_viewer(self.told) for event in match.game.events(match.history[0]))

    def events_of_moves(self, first: int = 1) -> list[tuple[Event, ...]]:
        """Every move's events from move ``first`` on (1: the whole game so far), as told."""
        game, told = self._match.game, self.told
        return [tuple(event.for_viewer(told) for event in game.events(state))
                for state in self._match.history[max(1, first):]]

    def scores(self) -> tuple[int, ...]:
        """Every seat's score now, in the game's own sense (public in every game)."""
        return tuple(self._match.game.scores(self._match.history[-1]))

    def scores_before(self) -> tuple[int, ...] | None:
        """The scores before the last move (None before the first)."""
        history = self._match.history
        return tuple(self._match.game.scores(history[-2])) if len(history) > 1 else None

    def score_history(self) -> ScoreHistory | None:
        """Everyone's score round by round so far (the results chart), from the public scores."""
        return score_history(self.game_name, self._match.history)

    def round(self) -> int | None:
        """The round number, for a game that counts rounds."""
        value = getattr(self.observation(), "round", None)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def is_over(self) -> bool:
        return self._match.is_over()

    def outcome(self) -> Outcome | None:
        """How the game ended (None while it goes on)."""
        return self._match.outcome() if self.is_over() else None

    def takes_back(self, action: A) -> bool:
        """Whether Undo could take ``action`` back once played (the match's undo policy: not a
        move that ends the game or shows anyone something hidden). An action the rules refuse
        counts as one that could: the table refuses it with its reason, no question first."""
        game = self._match.game
        try:
            after = game.apply(self._match.history[-1], action)
        except Exception:
            return True
        return not game.is_over(after) and not any(event.reveals for event in game.events(after))

    def undo_refusal(self, names: Sequence[str] | None = None) -> str | None:
        """Why this seat cannot take its last move back now, in words; None when it can."""
        return self._match.undo_refusal(self.seat, names)

    def hint(self, held: tuple[O, Sequence[A]] | None = None) -> Future[Suggestion]:
        """The Hint button's move for this seat now, with its reason, as a future (the hard bot
        thinks in the match's bot worker: ``hint.py``). It reads only what this seat
        knows having watched the game. ``held``: (observation, legal actions) one move ahead,
        for a move half made on the table. ValueError when this seat is not asked now."""
        if not self.deciding():
            raise ValueError("A hint is given on your turn.")
        return ask_hint(self._match, self.seat, held)  # type: ignore[arg-type]

    def quick_hint(self, held: tuple[O, Sequence[A]] | None = None) -> Suggestion:
        """The normal bot's move and reason for the same position as :meth:`hint`, thought at
        once in this process (``hint.quick_hint``): for a table while the hard bot is slow."""
        if not self.deciding():
            raise ValueError("A hint is given on your turn.")
        return quick_hint(self._match, self.seat, held)  # type: ignore[arg-type]

    # -- what this seat does ----------------------------------------------------------------
    def act(self, action: A | str) -> tuple[Event, ...]:
        """Play ``action`` (or its text) for this seat through the match's checks; the events
        of the move, unfiltered as the match gives them. Refused -> IllegalActionError."""
        current = self.current_player()
        if current is None:
            raise IllegalActionError("The game is over.", Refusal.make("game_over"))
        if current != self.seat:
            name = self._match.seats[current].name
            raise IllegalActionError(f"It is not your turn: {name} is to play.",
                                     Refusal.make("not_your_turn_name", name=name))
        return self._match.play(action)

    def request_undo(self) -> str | None:
        """Take back this seat's last move: None when it was, else why not in words."""
        reason = self.undo_refusal()
        if reason is not None:
            return reason
        return None if self._match.undo() else t("That move can no longer be taken back.")

    def answer_block(self, block: bool) -> tuple[Event, ...]:
        """Answer the Block window this seat is asked: block the last card of the chain, or
        let it be (the actions whose text forms are "block" and "let"). Refused ->
        IllegalActionError when the seat is asked no such thing."""
        word = "block" if block else "let"
        try:
            action = self._match.game.parse_action(word)
        except ActionParseError:
            action = None
        if action is None or action not in self.legal_actions():
            raise IllegalActionError("It is not your turn.", Refusal.make("not_your_turn"))
        return self.act(action)

    # -- the plain form --------------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """Everything this view gives now, as Python objects (the table's own use)."""
        outcome = self.outcome()
        return {
            "game": self.game_name,
            "seat": self.seat,
            "seats": [seat.name for seat in self._match.seats],
            "moves": self.moves,
            "current": self.current_player(),
            "phase": self.phase(),
            "round": self.round(),
            "observation": self.observation(),
            "legal": self.legal_actions(),
            "events": self.last_events(),
            "scores": self.scores(),
            "over": outcome is not None,
            "outcome": outcome,
        }

    def to_json(self) -> dict[str, Any]:
        """The snapshot as JSON data: actions as their text forms, events and observations as
        plain values. Nothing in it is more than the seat's observation and events hold."""
        snap = self.snapshot()
        return {
            "format": VIEW_FORMAT,
            **{key: snap[key] for key in ("game", "seat", "seats", "moves", "current", "phase", "round", "over")},
            "observation": plain(snap["observation"]),
            "legal": [str(action) for action in snap["legal"]],
            "events": [event_json(event) for event in snap["events"]],
            "scores": list(snap["scores"]),
            "outcome": None if snap["outcome"] is None else plain(snap["outcome"]),
        }


def phase_of(observation: Any) -> str | None:
    """The phase word of an observation: its own ``phase``, or its position's turn's."""
    phase = getattr(observation, "phase", None)
    if phase is None:
        turn = getattr(getattr(observation, "state", None), "turn", None)
        phase = getattr(turn, "phase", None)
    return None if phase is None else str(phase)


def event_json(event: Event) -> dict[str, Any]:
    """An event (already cut for its viewer) as JSON data."""
    return {
        "kind": event.kind,
        "seat": event.seat,
        "data": {key: plain(value) for key, value in event.data},
        "secret": {key: plain(value) for key, value in event.secret},
        "reveals": event.reveals,
    }


def plain(value: Any) -> Any:
    """``value`` as JSON data: dataclasses as objects of the fields that make their value
    (memos left out: fields kept out of equality), enums as their values, tuples, lists and
    sets as lists, mappings with text keys, an event as everyone at the table may know it;
    an object with ``to_json`` says its own, one with ``__slots__`` gives its public slots;
    anything else its text form."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, Event):
        return event_json(value.for_viewer(WATCHER))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: plain(getattr(value, field.name)) for field in dataclasses.fields(value)
                if field.compare and not field.name.startswith("_")}
    if isinstance(value, Mapping):
        return {str(plain(key)): plain(item) for key, item in value.items()}
    if isinstance(value, (frozenset, set)):
        items = [plain(item) for item in value]
        return sorted(items, key=repr)
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return plain(to_json())
    slots = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())
             if not name.startswith("_")]
    if slots:
        return {name: plain(getattr(value, name)) for name in slots if hasattr(value, name)}
    return str(value)


__all__ = ["ALL_SEEING", "SeatView", "VIEW_FORMAT", "WATCHER", "event_json", "phase_of", "plain"]
