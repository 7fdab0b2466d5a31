"""The rules contract every game follows, and the helpers they share.

A game is one object (see :class:`Game`) with pure functions over immutable states: the
menu, the bots, the tests and the save files treat all four games alike through it.
Nothing here imports pygame, touches files or reads the clock; randomness comes only
from the game's seed (:func:`seeded_rng`).
"""

from __future__ import annotations

import _random
import hashlib
import json
import random
import struct
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeGuard, TypeVar, runtime_checkable

PlayerId = int
"""A seat at the table, 0 .. num_players - 1, clockwise."""

NOBODY: PlayerId = -1
"""The viewer who is no seat (a screen several humans share): it sees no seat's secrets, and
no sentence calls it "You"."""
EVERYONE: None = None
"""The all-seeing viewer (a finished game's replay, the digest, a test): it sees every seat's
secrets, and a narrator for it names every seat."""

SAVE_FORMAT_VERSION = 1

RECORD_MAX_PLAYERS = 16
RECORD_MAX_ACTIONS = 50_000
RECORD_MAX_TEXT = 200
RECORD_MAX_POSITION = 100_000
"""The longest starting-position text a record may hold (a whole Llamaland table fits)."""
"""Bounds a record read from a file must keep: a hand-edited save beyond them is refused
before any game is set up from it (no game has that many seats, moves or letters)."""


def _whole(value: object) -> TypeGuard[int]:
    """A JSON whole number (``true`` parses as a Python bool, which is an int too)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value: object) -> str:
    """A value for a message, cut short (a number of thousands of digits must not fill it)."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**12 else "a number far too large"
    return text if len(text) <= 24 else text[:21] + "..."


GAME_OVER = "game_over"
"""The kind of the event every game ends with (one name in every engine)."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is refused, as a code and values: the game's ``words`` put it into the
    player's language (:class:`~.words.Phrasebook`), so no sentence is translated after the fact."""

    code: str
    values: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def make(code: str, **values: Any) -> Refusal:
        return Refusal(code, tuple(sorted(values.items())))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.values:
            if k == key:
                return v
        return default


class IllegalActionError(ValueError):
    """An action the rules refuse. The message is a sentence a player understands (English);
    ``refusal``, when the rules gave one, is its code and values for other languages."""

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal


class ActionParseError(ValueError):
    """A text that is not an action of this game (a damaged save or a typo)."""


class GameNotOverError(ValueError):
    """``outcome`` asked of a game that has not ended (the same error in every game)."""


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that changed in the last ``apply``: the UI animates it, the log says it.

    ``kind`` is a short machine word ("play", "draw", "quit", "deal", "score", ...).
    ``data`` holds the details everyone at the table sees (card values played, chips paid,
    squares covered) as sorted key/value pairs so events stay hashable; ``secret`` holds
    details only the seats in ``seen_by`` may know (the value of a drawn card, a swapped
    card). ``reveals`` says the event showed someone hidden information (a draw, a deal, a
    shuffle): undo never goes back across it. The game turns an event into a sentence for
    one viewer with its ``describe``; ``Match`` hands each viewer :meth:`for_viewer`.
    """

    kind: str
    seat: PlayerId | None
    data: tuple[tuple[str, Any], ...] = ()
    secret: tuple[tuple[str, Any], ...] = ()
    seen_by: frozenset[PlayerId] = frozenset()
    reveals: bool = False

    def get(self, key: str, default: Any = None) -> Any:
        """The value stored under ``key`` (public details first, then secret ones)."""
        for k, v in self.data:
            if k == key:
                return v
        for k, v in self.secret:
            if k == key:
                return v
        return default

    def sees_secret(self, viewer: PlayerId | None) -> bool:
        """Whether ``viewer`` may know the secret details: a seat in ``seen_by``, or
        :data:`EVERYONE` (None); never :data:`NOBODY`."""
        return viewer is EVERYONE or viewer in self.seen_by

    def for_viewer(self, viewer: PlayerId | None) -> Event:
        """This event as ``viewer`` may know it: secret details dropped unless they may see them,
        and with them who saw them (a cut event that still said its drawer saw the card was
        worded for the drawer without the card: a laptop's log told to nobody, in "You" words)."""
        if not self.secret or self.sees_secret(viewer):
            return self
        return Event(self.kind, self.seat, self.data, (), frozenset(), self.reveals)

    @staticmethod
    def make(
        kind: str,
        seat: PlayerId | None,
        *,
        secret: Mapping[str, Any] | None = None,
        seen_by: Iterable[PlayerId] = (),
        reveals: bool = False,
        **data: Any,
    ) -> Event:
        """Build an event with keyword details; ``secret`` details are for ``seen_by`` only."""
        return Event(
            kind,
            seat,
            tuple(sorted(data.items())),
            tuple(sorted((secret or {}).items())),
            frozenset(seen_by),
            reveals,
        )


class Narrator:
    """Who a move log is told to, and the seats' names: what a sentence needs besides its
    values to say "You play" or "Ann plays".

    Games describe events through it, so the viewer is a seat (:data:`EVERYONE` or
    :data:`NOBODY` for a neutral narrator that names every seat), never the string "You"
    patched into a sentence. It holds no words: each language's grammar ("You play",
    "あなたが") is functions of a narrator beside that language (``rules/languages/en.py``,
    ``ja.py``).

    ``language`` is the code of the language the sentences are wanted in ("en", "ja"); a
    game without sentences in that language answers in English.
    """

    def __init__(self, names: Sequence[str], viewer: PlayerId | None, language: str = "en") -> None:
        self.names = tuple(names)
        self.viewer = viewer
        self.language = language


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    ``scores`` has one number per seat in the game's own sense; ``lower_is_better`` says
    which way they count (L.L.A.M.A. counts penalty points). ``winners`` holds every seat
    that shares the victory after the rulebook's tie-breaks.
    """

    scores: tuple[int, ...]
    winners: tuple[PlayerId, ...]
    lower_is_better: bool = False
    reason: str = ""

    def standing(self, seat: PlayerId) -> tuple[int, ...]:
        """Where ``seat`` stands, lower first: winners, then the better score. A game whose
        rulebook breaks ties adds its tie-break figures, so every place follows it, not only
        the first (equal standings share a place)."""
        score = self.scores[seat]
        return (0 if seat in self.winners else 1, score if self.lower_is_better else -score)

    def place(self, seat: PlayerId) -> int:
        """``seat``'s place, 1 for first: one more than the seats standing strictly ahead."""
        mine = self.standing(seat)
        return 1 + sum(1 for other in range(len(self.scores)) if self.standing(other) < mine)

    def ranking(self) -> tuple[PlayerId, ...]:
        """Every seat, first place first (seats sharing a place in seat order)."""
        return tuple(sorted(range(len(self.scores)), key=self.standing))

    def shares_place(self, seat: PlayerId) -> bool:
        """Whether another seat stands exactly where ``seat`` does: their place is shared."""
        mine = self.standing(seat)
        return any(self.standing(other) == mine for other in range(len(self.scores)) if other != seat)


@dataclass(frozen=True, slots=True)
class Option:
    """A variant or setting offered at new-game setup, with its default."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...]
    help: str = ""
    offered: bool = True
    """False for a setting the setup never shows: it keeps old saves replaying (a record
    names its value; new games take the default)."""


@runtime_checkable
class Action(Protocol):
    """A small frozen value object; ``str(action)`` is its text form (``"play 5"``)."""

    def __str__(self) -> str: ...


S = TypeVar("S")
A = TypeVar("A")
O = TypeVar("O")


@runtime_checkable
class Game(Protocol[S, A, O]):
    """The rules of one game, as pure functions over immutable states."""

    name: str
    title: str
    player_counts: range
    options: tuple[Option, ...]

    # How the match paces the bots of this game. An engine subclasses ``Game`` explicitly to
    # take these defaults, or sets its own (Llamaland).
    timing_tells_nothing: bool = False
    """Every seat sees the same position, so how long a bot thinks tells the table nothing: a
    bot's decision lands at the pace, with no fixed delay per level to hide its think time
    (``BotPacer.answer_delay``)."""
    follow_up_pace: float = 1.0
    """The share of the bot pace after which a bot's later decision of the same turn comes
    (1: every decision waits the whole pace; a game of many small steps per turn sets less)."""
    follow_speed: bool = False
    """The bots' pauses follow the animation speed setting ("fast" halves them, as it halves
    the animations)."""

    def new_game(self, num_players: int, seed: int, **options: Any) -> S:
        """Set up a game, shuffles included, from the seed."""
        ...

    def num_players(self, state: S) -> int: ...

    def current_player(self, state: S) -> PlayerId | None:
        """The seat that decides now (it may be out of turn); None once the game is over."""
        ...

    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal decision for ``current_player``, in a stable order: a sequence (a list,
        or a lazy view like python-chess's ``board.legal_moves`` that supports ``len``,
        indexing, iteration, ``in`` and ``==`` with a list of the same actions). Callers
        read it only; ``list(...)`` gives a list to change or send elsewhere."""
        ...

    def apply(self, state: S, action: A) -> S:
        """A new state after ``action``; ``state`` is never changed.

        :raises IllegalActionError: with a reason in words when the action is not legal.
        """
        ...

    def is_over(self, state: S) -> bool: ...

    def outcome(self, state: S) -> Outcome:
        """The final scores and winners (only once ``is_over``)."""
        ...

    def observation(self, state: S, seat: PlayerId) -> O:
        """What ``seat`` may know: other hands as counts, no deck order."""
        ...

    def determinize(self, observation: O, rng: random.Random) -> S:
        """A full state consistent with ``observation``, hidden cards dealt from the unseen."""
        ...

    def events(self, state: S) -> tuple[Event, ...]:
        """What changed in the ``apply`` that produced ``state``."""
        ...

    def why_illegal(self, state: S, action: object) -> str | None:
        """None when ``action`` is legal now, else the reason in words (for a piece still
        being dragged, and the message of ``apply``'s IllegalActionError)."""
        ...

    words: Any
    """The game's phrasebook (:class:`~.words.Phrasebook`): every refusal and event sentence,
    English and Japanese side by side, worded from codes."""

    event_kinds: frozenset[str]
    """Every ``Event.kind`` the game emits; a game's last event is :data:`GAME_OVER`."""

    def refusal(self, state: S, action: object) -> Refusal | None:
        """None when ``action`` is legal now, else why not as a code and values (``why_illegal``
        is its English words)."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """Every seat's score now, in the game's own sense (the results chart reads it)."""
        ...

    def round_ended(self, previous: S, state: S) -> bool:
        """Whether the move from ``previous`` to ``state`` closed a round of the score chart."""
        ...

    def state_to_text(self, state: S) -> str:
        """The position as one text (like chess's FEN): tests and bug reports set positions up
        with it; :meth:`state_from_text` reads it back to an equal state."""
        ...

    def state_from_text(self, text: str) -> S:
        """The position written by :meth:`state_to_text`; ValueError in words for a damaged text."""
        ...

    def describe(self, event: Event, narrator: Narrator) -> str:
        """The move-log sentence for ``event`` as ``narrator.viewer`` may know it."""
        ...

    # Optional: ``describe_together(events, narrator) -> str | None``, one move-log sentence for
    # a run of consecutive events that read better as one (Llamagedón: "Ann, Bo and you let it
    # be."), None to say them one by one. Callers go through :func:`log_sentences`.
    # Optional: ``joins(previous, event) -> bool``, whether ``event`` belongs to the run ending
    # at ``previous`` though its kind differs (Llamagedón: a Draw 2 and the two cards it draws).

    # Optional: ``describe_outcome(outcome, narrator) -> str``, one sentence for the results
    # screen on why the game ended or what broke a tie ("Carlos reached 40 points.").

    # Optional: ``watched_observation(history, seat) -> O``, the observation of a seat that
    # watched every position in ``history`` (oldest first, the current one last): it may add
    # the public moves that led here, which one position does not show (L.L.A.M.A.: who drew
    # and who played what this round). Callers go through :func:`watched_observation`.

    def parse_action(self, text: str) -> A:
        """The action whose text form is ``text``.

        :raises ActionParseError: when the text is not an action of this game.
        """
        ...


def watched_observation(game: Game[S, A, O], history: Sequence[S], seat: PlayerId) -> O:
    """What ``seat`` knows having watched ``history`` (the positions of the game so far, the
    current one last): the game's ``watched_observation`` if it has one, else the plain
    ``observation`` of the current position. The app and the tournament give bots this, so
    a bot can read the moves a player at the table saw, and both give it the same."""
    watched = getattr(game, "watched_observation", None)
    if watched is None:
        return game.observation(history[-1], seat)
    observation: O = watched(history, seat)
    return observation


def log_sentences(game: Game[Any, Any, Any], events: Sequence[Event], narrator: Narrator) -> list[tuple[Event, str]]:
    """The move-log sentences of ``events``, each with the (first) event it tells: one per
    event, except where the game's ``describe_together`` says a run of consecutive events of
    one kind (or that the game's ``joins`` ties) as one sentence."""
    together = getattr(game, "describe_together", None)
    joins = getattr(game, "joins", None)
    said: list[tuple[Event, str]] = []
    index = 0
    while index < len(events):
        end = index + 1
        while end < len(events) and (events[end].kind == events[index].kind
                                     or (joins is not None and joins(events[end - 1], events[end]))):
            end += 1
        run = events[index:end]
        sentence = together(run, narrator) if together is not None and len(run) > 1 else None
        if sentence:
            said.append((run[0], sentence))
        else:
            said.extend((event, game.describe(event, narrator)) for event in run)
        index = end
    return said


def seeded_rng(seed: int, counter: int) -> random.Random:
    """The generator for the ``counter``-th random event of the game started from ``seed``.

    Each shuffle uses its own generator derived from (seed, counter), so a state can carry
    the counter instead of a generator, and exploring states in any order changes nothing.
    """
    # As random.Random(n), seeded once: its __init__ goes through two Python-level calls
    # on the way to the C seeding (about a seventh of the seeding's time, paid every deal).
    rng = _new_random(random.Random)
    _seed_random(rng, (seed & 0xFFFFFFFFFFFF) * 1_000_003 + counter)
    rng.gauss_next = None  # type: ignore[attr-defined]  # what Random.seed also sets
    return rng


_new_random = random.Random.__new__
_seed_random = _random.Random.seed


def hashed_order(seed: int, counter: int, cards: bytes) -> bytes:
    """``cards`` (values 0-255) in a random order fixed by (seed, counter).

    The same guarantees as a ``seeded_rng(seed, counter)`` shuffle (any (seed, counter), in
    any order, gives the same deal on every machine) for about half its cost: seeding a
    Mersenne Twister is a third of a L.L.A.M.A. deal, and this needs none. Each card gets
    a 44-bit key from SHAKE-128 of (seed, counter), and the cards are sorted by key; two
    keys of one deal are equal with odds under 1e-10 (a tie orders those two by value), so
    it is as uniform as sorting by ``random()``. All of it runs in C: the keys are built as
    little-endian floats in [1, 2) with the card in the low byte, sorted, and read back.
    """
    digest = _shake(b"llamagames.deal.%d.%d" % (seed, counter)).digest(len(cards) * 8)
    words = bytearray(digest)
    words[0::8] = cards  # the low byte of each float: which card it carries
    words[7::8] = _FLOAT_HIGH_BYTE * len(cards)  # sign and exponent of a float in [1, 2) ...
    words[6::8] = digest[6::8].translate(_FLOAT_EXPONENT_LOW)  # ... with 4 random mantissa bits
    floats = _floats(len(cards))
    return floats.pack(*sorted(floats.unpack(words)))[0::8]


def _floats(count: int) -> struct.Struct:
    """The packing of ``count`` little-endian doubles (made once per count)."""
    packing = _FLOATS.get(count)
    if packing is None:
        packing = _FLOATS[count] = struct.Struct(f"<{count}d")
    return packing


_shake = hashlib.shake_128
_FLOATS: dict[int, struct.Struct] = {}
_FLOAT_HIGH_BYTE = b"\x3f"
_FLOAT_EXPONENT_LOW = bytes(0xF0 | (b & 0x0F) for b in range(256))


def resolve_options(game: Game[Any, Any, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """The game's options with defaults filled in; an unknown key, value or type is refused.

    A value must equal a choice of the same type: ``True`` is not the seat ``1`` and ``1``
    is not ``True``, though Python counts them equal.
    """
    known = {opt.key: opt for opt in game.options}
    for key in given:
        if key not in known:
            names = ", ".join(known) or "none"
            raise ValueError(f"{game.title} has no option '{key}' (its options: {names}).")
    resolved: dict[str, Any] = {}
    for key, opt in known.items():
        value = given.get(key, opt.default)
        if opt.choices:
            if not any(type(value) is type(c) and value == c for c in opt.choices):
                choices = ", ".join(repr(c) for c in opt.choices)
                raise ValueError(f"{opt.label} must be one of {choices}, not {value!r}.")
        elif type(value) is not type(opt.default):
            raise ValueError(f"{opt.label} must be a {type(opt.default).__name__}, not {value!r}.")
        resolved[key] = value
    return resolved


RANDOM_SEAT = "random"
FIRST_PLAYER_CHOICES: tuple[Any, ...] = (RANDOM_SEAT, 1, 2, 3, 4, 5, 6)
"""The choices of every game's ``first_player`` option: a seat number (1 = the first seat)
or a seeded random pick. One tuple for every player count (a drop-down cannot depend on
N), so a seat beyond the player count is refused by :func:`first_seat`."""


def offered_options(game: Game[Any, Any, Any]) -> tuple[Option, ...]:
    """The options the new-game setup shows (not those kept only for old saves)."""
    return tuple(opt for opt in game.options if opt.offered)


def first_player_option(default: Any, help: str) -> Option:
    """The ``first_player`` setup option, with the game's own default and help."""
    return Option("first_player", "First player", default, FIRST_PLAYER_CHOICES, help)


def first_seat(choice: Any, num_players: int, rng: random.Random) -> PlayerId:
    """The seat (0-based) that starts: ``choice`` 1..N, or a pick from ``rng`` for "random".

    :raises ValueError: in words, for a seat the table does not have.
    """
    if choice == RANDOM_SEAT:
        return rng.randrange(num_players)
    if not 1 <= choice <= num_players:
        raise ValueError(f"Seat {choice} cannot start: this game has only {num_players} players.")
    return int(choice) - 1


def check_player_count(game: Game[Any, Any, Any], num_players: object) -> int:
    """The player count as an int, or ValueError in words when the rulebook does not give it
    (``3.0``, ``"3"``, ``True`` and ``7`` are all refused)."""
    counts = game.player_counts
    if isinstance(num_players, bool) or not isinstance(num_players, int):
        raise ValueError(f"The number of players must be a whole number, not {num_players!r}.")
    if num_players not in counts:
        raise ValueError(
            f"{game.title} is for {counts.start} to {counts.stop - 1} players, not {num_players}."
        )
    return num_players


def check_seed(seed: object) -> int:
    """The seed as an int; anything else (a float, a string, a bool) is refused in words."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"The seed must be a whole number, not {seed!r}.")
    return seed


@dataclass(frozen=True)
class GameRecord:
    """A whole game as data: the save file, the replay, the test fixture and the bug report."""

    game: str
    num_players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[str, ...] = ()
    start: str = ""
    """The position the game started from, in the game's state text (``state_to_text``); ""
    for the deal the seed makes. Tests and bug reports start a match from a position."""

    def with_action(self, action: object) -> GameRecord:
        return GameRecord(self.game, self.num_players, self.seed, dict(self.options), self.actions + (str(action),),
                          self.start)

    def truncated(self, length: int) -> GameRecord:
        return GameRecord(self.game, self.num_players, self.seed, dict(self.options), self.actions[:length],
                          self.start)

    def to_json(self) -> dict[str, Any]:
        data = {
            "version": SAVE_FORMAT_VERSION,
            "game": self.game,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": list(self.actions),
        }
        if self.start:
            data["start"] = self.start
        return data

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Read a record; anything malformed raises ValueError with what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("The save is not a game record.")
        if data.get("version") != SAVE_FORMAT_VERSION:
            raise ValueError(f"The save has format version {data.get('version')!r}, expected {SAVE_FORMAT_VERSION}.")
        game, num_players, seed = data.get("game"), data.get("num_players"), data.get("seed")
        options, actions = data.get("options", {}), data.get("actions", [])
        if not isinstance(game, str) or not 0 < len(game) <= RECORD_MAX_TEXT:
            raise ValueError("The save does not name its game.")
        if not _whole(num_players) or not 1 <= num_players <= RECORD_MAX_PLAYERS:
            raise ValueError(f"The save has an impossible number of players ({_short(num_players)}).")
        if not _whole(seed) or not abs(seed) < 2**63:
            raise ValueError(f"The save has an impossible seed ({_short(seed)}).")
        if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, (str, int, float, bool)) for k, v in options.items()
        ):
            raise ValueError("The save's options are not simple choices.")
        if not isinstance(actions, list) or len(actions) > RECORD_MAX_ACTIONS:
            raise ValueError("The save's list of moves is missing or far too long.")
        if not all(isinstance(a, str) and len(a) <= RECORD_MAX_TEXT for a in actions):
            raise ValueError("The save holds a move that is not a short text.")
        start = data.get("start", "")
        if not isinstance(start, str) or len(start) > RECORD_MAX_POSITION:
            raise ValueError("The save's starting position is not a position text.")
        return GameRecord(game, num_players, seed, dict(options), tuple(actions), start)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)


def replay(game: Game[S, A, O], record: GameRecord) -> list[S]:
    """Every state of a recorded game, from setup to the last action.

    :raises ValueError: (ActionParseError or IllegalActionError) naming the move that fails.
    """
    if record.start:
        try:
            state = game.state_from_text(record.start)
        except ValueError as exc:
            raise ValueError(f"The starting position: {exc}") from exc
    else:
        state = game.new_game(record.num_players, record.seed, **dict(record.options))
    states = [state]
    for index, text in enumerate(record.actions, start=1):
        try:
            action = game.parse_action(text)
            state = game.apply(state, action)
        except ValueError as exc:
            raise type(exc)(f"Move {index} ('{text}'): {exc}") from exc
        states.append(state)
    return states


def random_playout(game: Game[S, A, O], state: S, rng: random.Random, max_actions: int = 100_000) -> S:
    """Play uniformly random legal actions until the game ends (tests, bench, bots)."""
    for _ in range(max_actions):
        if game.is_over(state):
            return state
        actions = game.legal_actions(state)
        state = game.apply(state, actions[rng.randrange(len(actions))])
    raise RuntimeError(f"{game.title} did not end within {max_actions} actions.")


def shared_winners(scores: Sequence[int], lower_is_better: bool, tiebreak: Sequence[int] | None = None) -> tuple[PlayerId, ...]:
    """The seats with the best score; ``tiebreak`` (higher is better) splits ties, else they share."""
    best = min(scores) if lower_is_better else max(scores)
    tied = [seat for seat, s in enumerate(scores) if s == best]
    if tiebreak is not None and len(tied) > 1:
        top = max(tiebreak[seat] for seat in tied)
        tied = [seat for seat in tied if tiebreak[seat] == top]
    return tuple(tied)



__all__ = [
    "EVERYONE",
    "NOBODY",
    "Action",
    "ActionParseError",
    "Event",
    "GAME_OVER",
    "Game",
    "GameRecord",
    "GameNotOverError",
    "IllegalActionError",
    "check_seed",
    "FIRST_PLAYER_CHOICES",
    "RANDOM_SEAT",
    "first_player_option",
    "first_seat",
    "Narrator",
    "Option",
    "Outcome",
    "PlayerId",
    "Refusal",
    "check_player_count",
    "random_playout",
    "replay",
    "resolve_options",
    "seeded_rng",
    "offered_options",
    "hashed_order",
    "shared_winners",
    "watched_observation",
]
