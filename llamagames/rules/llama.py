"""L.L.A.M.A. (Reiner Knizia): play the same value or one higher, draw, or quit the round.

Penalties are taken as chips, each value once and llamas for 10; the game ends after the
round in which someone reaches 40 points, and the lowest total wins.

The state is a ``__slots__`` object holding tuples: ``apply`` builds a new one field by
field (no ``dataclasses.replace``), so random playouts and search bots stay fast. What
changes only between rounds (totals, round number, seed) sits in one shared ``_Round``
record, so a move copies eight references. States are read-only and may be shared freely.

>>> state = LLAMA.new_game(4, seed=1)
>>> state.phase, state.current, len(state.hands[0])
(<Phase.PLAY: 'play'>, 0, 6)
>>> penalty((1, 1, LLAMA_CARD))
11
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from itertools import product, repeat, starmap
from operator import add, itemgetter
from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from .core import (
    ActionParseError,
    Event,
    GameNotOverError,
    IllegalActionError,
    Narrator,
    Option,
    Outcome,
    RANDOM_SEAT,
    PlayerId,
    check_player_count,
    check_seed,
    first_player_option,
    first_seat,
    hashed_order,
    resolve_options,
    seeded_rng,
    shared_winners,
)

# --- Components (llama.en.txt: "56 cards: 8 of each value from 1 to 6 and 8 llamas") ---

LLAMA_CARD = 7
"""A llama, as a card value: it follows the 6 and is followed by the 1."""
VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, LLAMA_CARD)
COPIES_PER_VALUE = 8
DECK: tuple[int, ...] = tuple(v for v in VALUES for _ in range(COPIES_PER_VALUE))
_DECK_BYTES = bytes(DECK)
HAND_SIZE = 6
LLAMA_PENALTY = 10
END_TOTAL = 40
"""The game ends after the round in which a total reaches this many points."""
WHITE_CHIP = 1
BLACK_CHIP = 10

# --- Readings where the rulebook is terse (components.md, "Readings") ---

LAST_PLAYER_MAY_DRAW = False
"""The last player left in a round plays while they can and want, then quits; never draws."""
# The other reading, "a round that ends with an emptied hand ends at once: nobody else
# moves", is the one ``return _end_round(...)`` right after a hand empties in ``apply``.

_MIN_ACTIVE_TO_DRAW = 1 if LAST_PLAYER_MAY_DRAW else 2

# --- How the cards are shuffled ---

DEAL_FORMAT = 2
"""The shuffle of new games: ``hashed_order`` of (seed, round). Format 1, a Mersenne Twister
seeded per round, stays for the games saved before format 2 (their files are read with
``deal`` 1, so every old save replays the deals it was played with); format 2 deals the
same way on every machine and costs half as much, which every bot's look-ahead pays."""
DEAL_FORMATS = (1, 2)



class Phase(StrEnum):
    """What the current player decides: play/draw/quit, the emptier's chip return, nothing.

    A ``StrEnum``: the text forms of states and saves ("play", "return_chip", "over") stay
    as they were, and a phase compares equal to its word.
    """

    PLAY = "play"
    RETURN_CHIP = "return_chip"
    OVER = "over"


PLAY = Phase.PLAY
RETURN_CHIP = Phase.RETURN_CHIP
OVER = Phase.OVER

_NEXT: tuple[int, ...] = (0, 2, 3, 4, 5, 6, LLAMA_CARD, 1)
"""``_NEXT[v]``: the value one higher than ``v`` in the loop 1..6, llama, 1."""


def card_label(value: int) -> str:
    """ "1".."6", or "Llama"."""
    return "Llama" if value == LLAMA_CARD else str(value)


def _a_card(value: int) -> str:
    return "a llama" if value == LLAMA_CARD else f"a {value}"


def can_play_on(top: int, value: int) -> bool:
    """Whether ``value`` may go on ``top``: the same value or one higher (6 -> llama -> 1)."""
    return value == top or value == _NEXT[top]


def penalty(cards: Iterable[int]) -> int:
    """The points a set of cards costs: each distinct value once, any llamas 10 together."""
    distinct = set(cards)
    points = sum(distinct)
    if LLAMA_CARD in distinct:
        points += LLAMA_PENALTY - LLAMA_CARD
    return points


def chips(total: int) -> tuple[int, int]:
    """A total as chips: (white, black), ten whites being exchanged for a black."""
    return total % BLACK_CHIP, total // BLACK_CHIP


# --- Actions --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play one card of this value from the hand onto the discard pile."""

    value: int

    def __str__(self) -> str:
        return f"play {card_label(self.value).lower()}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the draw pile; the turn ends."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Quit:
    """Leave the round; the cards are laid down and still count."""

    def __str__(self) -> str:
        return "quit"


@dataclass(frozen=True, slots=True)
class ReturnChip:
    """The emptier's return of one chip they hold: a black (10) or a white (1)."""

    points: int

    def __str__(self) -> str:
        return f"return {self.points}"


LlamaAction = PlayCard | Draw | Quit | ReturnChip

PLAY_CARD: dict[int, PlayCard] = {v: PlayCard(v) for v in VALUES}
DRAW = Draw()
QUIT = Quit()
RETURN_BLACK = ReturnChip(BLACK_CHIP)
RETURN_WHITE = ReturnChip(WHITE_CHIP)
ALL_ACTIONS: tuple[LlamaAction, ...] = (*PLAY_CARD.values(), DRAW, QUIT, RETURN_BLACK, RETURN_WHITE)


class ActionList(tuple[LlamaAction, ...]):
    """A legal-action list built once and shared: a tuple (nobody can change it) that equals
    the list of the same actions, as the contract asks (``legal == [PLAY_CARD[3], QUIT]``).

    Handing out these ready-made tuples spares ``legal_actions`` a list copy on every move.
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple)):
            return tuple.__eq__(self, tuple(other))
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, (list, tuple)):
            return tuple.__ne__(self, tuple(other))
        return NotImplemented

    __hash__ = tuple.__hash__

    def __repr__(self) -> str:
        return repr(list(self))


def _build_legal_table() -> list[ActionList]:
    table: list[ActionList] = [ActionList()] * (8 * (LLAMA_CARD + 1))
    for top in VALUES:
        for same in (0, 1):
            for higher in (0, 1):
                for draw in (0, 1):
                    acts: list[LlamaAction] = []
                    if same:
                        acts.append(PLAY_CARD[top])
                    if higher:
                        acts.append(PLAY_CARD[_NEXT[top]])
                    if draw:
                        acts.append(DRAW)
                    acts.append(QUIT)
                    table[top * 8 + same * 4 + higher * 2 + draw] = ActionList(acts)
    return table


_LEGAL_PLAY = _build_legal_table()
"""Index top * 8 + 4 (holds the same) + 2 (holds one higher) + 1 (may draw): the legal
actions of the play phase, in a stable order (same value, one higher, draw, quit)."""
_LEGAL_RETURN_BOTH = ActionList((RETURN_BLACK, RETURN_WHITE))
_LEGAL_RETURN_WHITE = ActionList((RETURN_WHITE,))
_LEGAL_NONE = ActionList()


# --- State ----------------------------------------------------------------------------


class RoundResult(NamedTuple):
    """How a round was scored: cards left (in hand or laid down), penalties and the return.

    A named tuple (read-only, by name or position): every round end builds one, and
    ``tuple.__new__`` builds it at a fraction of a frozen dataclass's cost.
    """

    ender: PlayerId
    emptied: PlayerId | None
    hands: tuple[tuple[int, ...], ...]
    penalties: tuple[int, ...]
    returned: int
    totals_after: tuple[int, ...]
    round: int = 0


class _Round:
    """What stays fixed during a round, shared by every state of it."""

    __slots__ = ("num_players", "round", "seed", "totals", "round_starter", "last_round", "deal")

    def __init__(
        self,
        num_players: int,
        round: int,
        seed: int,
        totals: tuple[int, ...],
        round_starter: PlayerId,
        last_round: RoundResult | None,
        deal: int = DEAL_FORMAT,
    ) -> None:
        self.num_players = num_players
        self.round = round
        self.seed = seed
        self.totals = totals
        self.round_starter = round_starter
        self.last_round = last_round
        self.deal = deal


_Fields = tuple[Phase, "PlayerId | None", tuple[tuple[int, ...], ...], tuple[bool, ...], tuple[int, ...],
                tuple[int, ...], _Round, tuple[tuple[Any, ...], ...]]
"""phase, current, hands, quit, discard, draw_pile, the round record, the raw events."""


class LlamaState(_Fields):
    """A position. Read-only: ``apply`` always builds a new one, so states can be shared.

    ``hands`` keeps the cards of players who quit (laid down, still counted); ``discard`` and
    ``draw_pile`` have their top card last; ``totals`` are the points held as chips.

    A tuple underneath, built with ``tuple.__new__`` in one call: a move costs one
    allocation, ``apply`` unpacks the eight fields at once, and no field can be written.
    The fields are read by name through C-level item getters.
    """

    __slots__ = ()

    phase: Phase = property(itemgetter(0))  # type: ignore[assignment]
    current: PlayerId | None = property(itemgetter(1))  # type: ignore[assignment]
    hands: tuple[tuple[int, ...], ...] = property(itemgetter(2))  # type: ignore[assignment]
    quit: tuple[bool, ...] = property(itemgetter(3))  # type: ignore[assignment]
    discard: tuple[int, ...] = property(itemgetter(4))  # type: ignore[assignment]
    draw_pile: tuple[int, ...] = property(itemgetter(5))  # type: ignore[assignment]
    _r: _Round = property(itemgetter(6))  # type: ignore[assignment]
    _events: tuple[tuple[Any, ...], ...] = property(itemgetter(7))  # type: ignore[assignment]

    @property
    def num_players(self) -> int:
        return self[6].num_players

    @property
    def round(self) -> int:
        """The round being played (or just scored), from 1."""
        return self[6].round

    @property
    def seed(self) -> int:
        """The game's seed: the deal of round ``n`` comes from (seed, n) (see ``deal``)."""
        return self[6].seed

    @property
    def deal(self) -> int:
        """How the rounds are shuffled: :data:`DEAL_FORMAT` for new games, 1 for old saves."""
        return self[6].deal

    @property
    def totals(self) -> tuple[int, ...]:
        return self[6].totals

    @property
    def round_starter(self) -> PlayerId:
        return self[6].round_starter

    @property
    def last_round(self) -> RoundResult | None:
        return self[6].last_round

    def _key(self) -> tuple[Any, ...]:
        # The round record by value, the last events left out: they do not make the position.
        r = self[6]
        return (*self[:6], r.num_players, r.round, r.seed, r.totals, r.round_starter, r.last_round, r.deal)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LlamaState):
            return NotImplemented
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, LlamaState):
            return NotImplemented
        return self._key() != other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"LlamaState({state_to_text(self)!r})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"A L.L.A.M.A. state is read-only ('{name}'): apply an action for a new one.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"A L.L.A.M.A. state is read-only ('{name}').")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_make_state, tuple(self))

    def __copy__(self) -> LlamaState:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> LlamaState:
        return self


_new_tuple = tuple.__new__

_NO_DRAW = random.Random(0)
"""Handed to ``first_seat`` for a chosen seat, which draws nothing (never called)."""


def _make_state(phase: Phase, current: PlayerId | None, hands: tuple[tuple[int, ...], ...],
                quit: tuple[bool, ...], discard: tuple[int, ...], draw_pile: tuple[int, ...],
                r: _Round, events: tuple[tuple[Any, ...], ...]) -> LlamaState:
    """A state from its fields (``apply`` inlines this call on its hot path)."""
    return _new_tuple(LlamaState, (phase, current, hands, quit, discard, draw_pile, r, events))


# --- Shuffling and dealing ------------------------------------------------------------

def _shuffled(rng: random.Random, cards: Sequence[int]) -> tuple[int, ...]:
    """``cards`` in a uniformly random order, drawn from ``rng``.

    Sorting by independent random floats is a uniform permutation (two equal 53-bit keys
    among 56 have odds of about 1e-13) and costs less than ``random.shuffle``'s Python loop
    of ``randrange`` calls; ``random()`` gives the same numbers on every machine.
    """
    # The keys are drawn in card order, then sorted (as ``key=lambda _: rng.random()``, which
    # every saved game's deals depend on); ``next(keys, card)`` draws them without a Python
    # call per card.
    keys = starmap(rng.random, repeat((), len(cards)))
    return tuple(sorted(cards, key=partial(next, keys)))


def _deal(num_players: int, seed: int, round_no: int, starter: PlayerId, totals: tuple[int, ...],
          last_round: RoundResult | None, events: tuple[tuple[Any, ...], ...], deal: int) -> LlamaState:
    """Shuffle all 56 cards, by (seed, round_no) as the ``deal`` format says, and deal a round."""
    # Format 2 gives bytes (one card value each): hands, top card and pile read the same.
    deck: bytes | tuple[int, ...]
    if deal == DEAL_FORMAT:
        deck = hashed_order(seed, round_no, _DECK_BYTES)
    else:
        deck = _shuffled(seeded_rng(seed, round_no), DECK)
    dealt = num_players * HAND_SIZE
    hands = tuple(map(tuple, map(sorted, map(deck.__getitem__, _HAND_SLICES[num_players]))))
    top = deck[dealt]
    r = _Round(num_players, round_no, seed, totals, starter, last_round, deal)
    return _new_tuple(LlamaState, (PLAY, starter, hands, _NO_QUIT[num_players], (top,), tuple(deck[dealt + 1:]), r,
                                   events + (("deal", starter, round_no, top),)))


def _next_seat(quit: tuple[bool, ...], seat: PlayerId) -> PlayerId:
    """The next seat clockwise still in the round (``seat`` itself if it is the last)."""
    n = len(quit)
    i = seat + 1
    while True:
        if i == n:
            i = 0
        if not quit[i]:
            return i
        i += 1


def _next_seat_table() -> dict[tuple[bool, ...], tuple[PlayerId, ...]]:
    """For every tuple of quit flags (2 to 6 players), the next seat after each seat."""
    table = {}
    for n in range(2, 7):
        for flags in product((False, True), repeat=n):
            if False in flags:
                table[flags] = tuple(_next_seat(flags, seat) for seat in range(n))
    return table


_NEXT_SEAT = _next_seat_table()
"""``_NEXT_SEAT[quit][seat]``: :func:`_next_seat` as one lookup, on the path of every move."""

def _after_quit_table() -> dict[tuple[bool, ...], tuple[tuple[tuple[bool, ...], PlayerId | None], ...]]:
    """For every tuple of quit flags and seat still in: the flags once that seat quits, and
    who moves next (None: nobody is left, the round ends)."""
    table = {}
    for flags in _NEXT_SEAT:
        steps = []
        for seat in range(len(flags)):
            after = tuple(True if i == seat else q for i, q in enumerate(flags))
            steps.append((after, _NEXT_SEAT[after][seat] if False in after else None))
        table[flags] = tuple(steps)
    return table


_AFTER_QUIT = _after_quit_table()
"""``_AFTER_QUIT[quit][seat]``: (the new flags, the next seat or None), one lookup per quit."""

_HAND_SLICES: dict[int, tuple[slice, ...]] = {
    n: tuple(slice(i, i + HAND_SIZE) for i in range(0, n * HAND_SIZE, HAND_SIZE)) for n in range(2, 7)}
"""The cards of each hand in a shuffled deck, by player count (dealt in one C-level pass)."""

_NO_QUIT: dict[int, tuple[bool, ...]] = {n: (False,) * n for n in range(2, 7)}
_NO_POINTS: dict[int, tuple[int, ...]] = {n: (0,) * n for n in range(2, 7)}

# The raw events of plain moves, built once: ``_PLAYED[seat][value]``, ``_DREW[seat][card]``,
# ``_QUITS[seat]`` (each a one-event tuple, as ``apply`` stores them).
_PLAYED = tuple(tuple((("play", seat, v),) for v in range(LLAMA_CARD + 1)) for seat in range(6))
_DREW = tuple(tuple((("draw", seat, v),) for v in range(LLAMA_CARD + 1)) for seat in range(6))
_QUITS = tuple((("quit", seat),) for seat in range(6))


class _PenaltyMemo(dict[tuple[int, ...], int]):
    """``penalty(hand)`` by hand, remembered: every round end scores each hand, and a few
    thousand sorted hands make nearly all of them (the memo stops growing at ``LIMIT``)."""

    LIMIT = 8_192

    def __missing__(self, hand: tuple[int, ...]) -> int:
        points = penalty(hand)
        if len(self) < self.LIMIT:
            self[hand] = points
        return points


_PENALTY = _PenaltyMemo()


def _end_round(hands: tuple[tuple[int, ...], ...], quit: tuple[bool, ...], discard: tuple[int, ...],
               draw_pile: tuple[int, ...], r: _Round, ender: PlayerId, emptied: PlayerId | None,
               events: tuple[tuple[Any, ...], ...]) -> LlamaState:
    """Score the round at once; then the emptier's chip return, the next deal or the end."""
    penalties = tuple(map(_PENALTY.__getitem__, hands))
    totals = tuple(map(add, r.totals, penalties))
    result = _new_tuple(RoundResult, (ender, emptied, hands, penalties, 0, totals, r.round))
    events = events + (("round_end", ender, result),)
    if emptied is not None and totals[emptied] > 0:
        r2 = _Round(r.num_players, r.round, r.seed, totals, r.round_starter, result, r.deal)
        return _make_state(RETURN_CHIP, emptied, hands, quit, discard, draw_pile, r2, events)
    return _after_round(hands, quit, discard, draw_pile, r, totals, result, events)


def _after_round(hands: tuple[tuple[int, ...], ...], quit: tuple[bool, ...], discard: tuple[int, ...],
                 draw_pile: tuple[int, ...], r: _Round, totals: tuple[int, ...], result: RoundResult,
                 events: tuple[tuple[Any, ...], ...]) -> LlamaState:
    """The game ends once a total reaches 40; otherwise the round's ender deals the next."""
    if max(totals) >= END_TOTAL:
        winners = shared_winners(totals, lower_is_better=True)
        r2 = _Round(r.num_players, r.round, r.seed, totals, r.round_starter, result, r.deal)
        return _make_state(OVER, None, hands, quit, discard, draw_pile, r2,
                           events + (("game_over", None, winners),))
    return _deal(r.num_players, r.seed, r.round + 1, result.ender, totals, result, events, r.deal)


# --- Explanations for refused actions -------------------------------------------------


def _choices_sentence(actions: Sequence[LlamaAction]) -> str:
    """ "You can only play a 4, a 5 or quit." from the legal actions of the play phase."""
    plays = [_a_card(a.value) for a in actions if isinstance(a, PlayCard)]
    parts = []
    if plays:
        parts.append("play " + ", ".join(plays))
    if DRAW in actions:
        parts.append("draw")
    parts.append("quit")
    if len(parts) == 1:
        return "You can only quit."
    return "You can only " + ", ".join(parts[:-1]) + " or " + parts[-1] + "."


def _return_sentence(total: int) -> str:
    if total >= BLACK_CHIP:
        return "You emptied your hand: first return a chip (10 or 1 points)."
    return "You emptied your hand: first return a white chip (1 point)."


# --- Observation ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LlamaObservation:
    """What one seat may know: its own hand, the other hands as counts, no deck order.

    ``discard`` (every card played this round, top last) is public: all players saw it.
    Once a round is scored, ``last_round.hands`` shows every hand.
    """

    seat: PlayerId
    num_players: int
    round: int
    phase: Phase
    current: PlayerId | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    quit: tuple[bool, ...]
    discard_top: int
    discard_size: int
    draw_size: int
    totals: tuple[int, ...]
    round_starter: PlayerId
    last_round: RoundResult | None
    discard: tuple[int, ...] = ()
    moves: tuple[int, ...] = ()
    """The public moves of this round so far, in turn order from ``round_starter``: the value
    of a card played, ``MOVE_DRAW`` or ``MOVE_QUIT``. Only ``watched_observation`` knows them
    (one position does not show who drew); ``observation`` leaves them empty."""


MOVE_DRAW = 0
"""In ``LlamaObservation.moves``: the player drew a card (which one, only they know)."""
MOVE_QUIT = -1
"""In ``LlamaObservation.moves``: the player quit the round."""


# --- The game -------------------------------------------------------------------------


_MOVES_MEMO: dict[int, tuple[LlamaState, tuple[int, ...]]] = {}
"""The round's moves up to a position, by the position's id (the position is kept, so its id
is not reused): each decision of a watched game then reads one move, not the whole round."""
_MOVES_MEMO_LIMIT = 4096


def _round_moves(history: Sequence[LlamaState]) -> tuple[int, ...]:
    """The public moves of the current round, from the positions in ``history`` (see
    ``LlamaObservation.moves``), walking back only to the last position already read."""
    state = history[-1]
    round_no = state._r.round
    found: list[int] = []
    earlier: tuple[int, ...] = ()
    index = len(history) - 1
    while index > 0:
        after = history[index]
        known = _MOVES_MEMO.get(id(after))
        if known is not None and known[0] is after:
            earlier = known[1]
            break
        before = history[index - 1]
        if before.phase is not PLAY or before._r.round != round_no:
            break
        mover = before.current
        assert mover is not None, "someone is to move while a round is played"
        if len(after.discard) > len(before.discard):
            found.append(after.discard[-1])
        elif len(after.hands[mover]) > len(before.hands[mover]):
            found.append(MOVE_DRAW)
        else:
            found.append(MOVE_QUIT)
        index -= 1
    moves = earlier + tuple(reversed(found))
    if len(_MOVES_MEMO) >= _MOVES_MEMO_LIMIT:
        _MOVES_MEMO.clear()
    _MOVES_MEMO[id(state)] = (state, moves)
    return moves


class LlamaGame:
    """The L.L.A.M.A. rules as pure functions over :class:`LlamaState`."""

    name = "llama"
    title = "L.L.A.M.A."
    player_counts = range(2, 7)
    options: tuple[Option, ...] = (
        # The rulebook gives the first round to the youngest: seat 1 by default (seat them
        # there), and existing saves, which name no first player, replay unchanged.
        first_player_option(1, "Who leads the first round: a chosen seat (the youngest, say) or by lot."),
        # Never shown: a saved game names the shuffle it was dealt with (see DEAL_FORMAT).
        Option("deal", "Shuffle", DEAL_FORMAT, DEAL_FORMATS, offered=False),
    )

    def new_game(self, num_players: int, seed: int, **options: Any) -> LlamaState:
        """Deal round 1; the ``first_player`` seat (the youngest player) starts it.

        :raises ValueError: in words, for a player count, seed or option the game does not take.
        """
        if not options and num_players.__class__ is int and seed.__class__ is int and 2 <= num_players <= 6:
            # Every playout's case (a valid count and seed, the default options): seat 1
            # leads, today's shuffle deals; nothing to check or resolve.
            return _deal(num_players, seed, 1, 0, _NO_POINTS[num_players], None, (), DEAL_FORMAT)
        check_player_count(self, num_players)
        check_seed(seed)
        # No options given: the defaults, resolved once.
        opts = resolve_options(self, options) if options else _DEFAULT_OPTIONS
        # Counter 0: the deals use the round numbers 1, 2, ... as their counters. Seeding a
        # generator costs a quarter of a deal: only a seat drawn by lot needs one.
        choice = opts["first_player"]
        rng = seeded_rng(seed, 0) if choice == RANDOM_SEAT else _NO_DRAW
        starter = first_seat(choice, num_players, rng)
        return _deal(num_players, seed, 1, starter, (0,) * num_players, None, (), opts["deal"])

    def num_players(self, state: LlamaState) -> int:
        return state[6].num_players

    def current_player(self, state: LlamaState) -> PlayerId | None:
        return state[1]

    def is_over(self, state: LlamaState) -> bool:
        return state[0] is OVER

    def legal_actions(self, state: LlamaState) -> ActionList:
        """Plays (same value, then one higher), draw, quit; or the chip return choices.

        A shared read-only tuple that equals the list of the same actions (``list(...)`` for
        one to change)."""
        cur: PlayerId  # a seat in both phases with choices; only OVER has None
        phase, cur, hands, quit, discard, pile, r, _ = state  # type: ignore[assignment]
        if phase is PLAY:
            hand = hands[cur]
            top = discard[-1]
            index = top * 8
            if top in hand:
                index += 4
            if _NEXT[top] in hand:
                index += 2
            if pile and quit.count(False) >= _MIN_ACTIVE_TO_DRAW:
                index += 1
            return _LEGAL_PLAY[index]
        if phase is RETURN_CHIP:
            if r.totals[cur] >= BLACK_CHIP:
                return _LEGAL_RETURN_BOTH
            return _LEGAL_RETURN_WHITE
        return _LEGAL_NONE

    def apply(self, state: LlamaState, action: LlamaAction, seat: PlayerId | None = None) -> LlamaState:
        """The state after ``action``; ``state`` is left unchanged.

        ``seat``, when given, is who tries to act: anyone but the current player is refused.

        :raises IllegalActionError: with the reason, in a player's words.
        """
        # The hot path of every playout: the fields unpacked at once, no generic checks,
        # new states built by one tuple.__new__ call.
        cur: PlayerId  # a seat in both phases with choices; only OVER has None
        phase, cur, hands, quit, discard, pile, r, _ = state  # type: ignore[assignment]
        if seat is not None and seat != cur:
            raise IllegalActionError(self.why_illegal(state, action, seat) or "It is not your turn.")
        kind = action.__class__
        if phase is PLAY:
            hand = hands[cur]
            if kind is PlayCard:
                v = action.value  # type: ignore[union-attr]
                top = discard[-1]
                if (v == top or v == _NEXT[top]) and v in hand:
                    i = hand.index(v)
                    new_hands = list(hands)
                    new_hands[cur] = new_hand = hand[:i] + hand[i + 1:]
                    if not new_hand:
                        # An emptied hand ends the round at once: nobody else moves.
                        return _end_round(tuple(new_hands), quit, discard + (v,), pile, r, cur, cur,
                                          _PLAYED[cur][v])
                    return _new_tuple(LlamaState, (PLAY, _NEXT_SEAT[quit][cur], tuple(new_hands), quit,
                                                   discard + (v,), pile, r, _PLAYED[cur][v]))
            elif kind is Draw:
                if pile and quit.count(False) >= _MIN_ACTIVE_TO_DRAW:
                    card = pile[-1]
                    grown = list(hand)
                    grown.append(card)
                    grown.sort()
                    new_hands = list(hands)
                    new_hands[cur] = tuple(grown)
                    return _new_tuple(LlamaState, (PLAY, _NEXT_SEAT[quit][cur], tuple(new_hands), quit,
                                                   discard, pile[:-1], r, _DREW[cur][card]))
            elif kind is Quit:
                quit, after = _AFTER_QUIT[quit][cur]
                if after is None:
                    return _end_round(hands, quit, discard, pile, r, cur, None, _QUITS[cur])
                return _new_tuple(LlamaState, (PLAY, after, hands, quit, discard, pile, r, _QUITS[cur]))
        elif phase is RETURN_CHIP and kind is ReturnChip:
            points = action.points  # type: ignore[union-attr]
            total = r.totals[cur]
            if (points == BLACK_CHIP and total >= BLACK_CHIP) or (points == WHITE_CHIP and total >= WHITE_CHIP):
                totals = list(r.totals)
                totals[cur] -= points
                new_totals = tuple(totals)
                old = r.last_round
                assert old is not None
                result = RoundResult(old.ender, old.emptied, old.hands, old.penalties, points, new_totals, old.round)
                return _after_round(hands, quit, discard, pile, r, new_totals, result, (("return_chip", cur, points),))
        raise IllegalActionError(self.why_illegal(state, action, seat) or f"'{action}' is not possible now.")

    def why_illegal(self, state: LlamaState, action: object, seat: PlayerId | None = None) -> str | None:
        """The reason ``action`` is refused now, in a player's words; None when it is legal."""
        if state.phase == OVER:
            return "The game is over."
        if seat is not None and seat != state.current:
            return "It is not your turn."
        if state.phase == RETURN_CHIP:
            total = state.totals[state.current]  # type: ignore[index]
            if not isinstance(action, ReturnChip):
                return _return_sentence(total)
            if action.points not in (BLACK_CHIP, WHITE_CHIP):
                return "A chip is worth 10 or 1 points: return 10 or return 1."
            if action.points > total:
                return f"You hold only {total} points: you can only return 1."
            return None
        legal = self.legal_actions(state)
        if action in legal:
            return None
        if isinstance(action, ReturnChip):
            return "Only a player who has just emptied their hand returns a chip. " + _choices_sentence(legal)
        if isinstance(action, Draw):
            if not state.draw_pile:
                return "The draw pile is empty: play a card or quit."
            return "You are the last player in the round: you can play or quit, but not draw."
        if isinstance(action, PlayCard):
            top = state.discard[-1]
            v = action.value
            if v not in VALUES:
                return f"There is no card '{v}': cards are 1 to 6 and llamas. " + _choices_sentence(legal)
            if not can_play_on(top, v):
                return (f"{_a_card(v).capitalize()} cannot go on {_a_card(top)}. "
                        + _choices_sentence(legal))
            return f"You have no {card_label(v).lower()} in your hand. " + _choices_sentence(legal)
        return f"'{action}' is not a L.L.A.M.A. action. " + _choices_sentence(legal)

    def outcome(self, state: LlamaState) -> Outcome:
        """Totals as scores (lower is better); every seat with the lowest total wins."""
        if state.phase != OVER:
            raise GameNotOverError("The game is not over yet: nobody has reached 40 points.")
        totals = state.totals
        winners = shared_winners(totals, lower_is_better=True)
        reached = [seat for seat, t in enumerate(totals) if t >= END_TOTAL]
        reason = f"{_seat_list(reached)} reached {END_TOTAL} points; the lowest total wins."
        return Outcome(totals, winners, lower_is_better=True, reason=reason)

    def describe_outcome(self, outcome: Outcome, narrator: Narrator) -> str:
        """Why the game ended, by name: "Carlos reached 40 points." (results screen)."""
        if narrator.language == "ja":
            from .llama_ja import describe_outcome as describe_outcome_ja
            return describe_outcome_ja(outcome, narrator)
        reached = [seat for seat, total in enumerate(outcome.scores) if total >= END_TOTAL]
        if not reached:
            return ""
        names = [narrator.who(seat, start=index == 0) for index, seat in enumerate(reached)]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"{who} reached {END_TOTAL} points."

    def observation(self, state: LlamaState, seat: PlayerId, moves: tuple[int, ...] = ()) -> LlamaObservation:
        """What ``seat`` may know of ``state`` (``moves``: the round's, if the caller watched them)."""
        r = state._r
        return LlamaObservation(
            seat=seat,
            num_players=r.num_players,
            round=r.round,
            phase=state.phase,
            current=state.current,
            hand=state.hands[seat],
            hand_sizes=tuple(len(h) for h in state.hands),
            quit=state.quit,
            discard_top=state.discard[-1],
            discard_size=len(state.discard),
            draw_size=len(state.draw_pile),
            totals=r.totals,
            round_starter=r.round_starter,
            last_round=r.last_round,
            discard=state.discard,
            moves=moves,
        )

    def watched_observation(self, history: Sequence[LlamaState], seat: PlayerId) -> LlamaObservation:
        """The observation of the last position in ``history``, with the round's ``moves``
        read from the positions since the deal (a card more on the discard: played; a card
        more in the mover's hand: drew; neither: quit)."""
        state = history[-1]
        return self.observation(state, seat, _round_moves(history) if state.phase is PLAY else ())


    def determinize(self, observation: LlamaObservation, rng: random.Random,
                    hands: Mapping[PlayerId, tuple[int, ...]] | None = None) -> LlamaState:
        """A state matching ``observation``: unseen cards dealt at random, a fresh seed.

        The unseen cards are the 56 minus the own hand and the discard pile (and, once a
        round is scored, minus the hands it revealed). The seed is drawn from ``rng`` so
        that the later deals are not the real game's either. ``hands`` gives some rivals'
        hands outright (a bot's reading of the round); they must fit the unseen cards.
        """
        if hands:
            return self._determinize_with(observation, rng, hands)
        obs = observation
        revealed = obs.phase != PLAY and obs.last_round is not None
        known: list[int] = list(obs.discard) + list(obs.hand)
        if revealed:
            assert obs.last_round is not None
            for seat, h in enumerate(obs.last_round.hands):
                if seat != obs.seat:
                    known.extend(h)
        counts = dict.fromkeys(VALUES, COPIES_PER_VALUE)
        for card in known:
            counts[card] -= 1
        if min(counts.values()) < 0:
            raise ValueError("The observation shows more copies of a card than the deck holds.")
        unseen = [v for v in VALUES for _ in range(counts[v])]
        hidden_sizes = 0 if revealed else sum(n for seat, n in enumerate(obs.hand_sizes) if seat != obs.seat)
        if len(unseen) != hidden_sizes + obs.draw_size:
            raise ValueError("The observation's card counts do not add up to 56.")
        cards = list(_shuffled(rng, unseen))
        dealt: list[tuple[int, ...]] = []
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                dealt.append(obs.hand)
            elif revealed:
                assert obs.last_round is not None
                dealt.append(obs.last_round.hands[seat])
            else:
                dealt.append(tuple(sorted(cards[:size])))
                del cards[:size]
        r = _Round(obs.num_players, obs.round, rng.getrandbits(48), obs.totals, obs.round_starter,
                   obs.last_round, DEAL_FORMAT)
        return _make_state(obs.phase, obs.current, tuple(dealt), obs.quit, obs.discard, tuple(cards), r, ())

    def _determinize_with(self, observation: LlamaObservation, rng: random.Random,
                          given: Mapping[PlayerId, tuple[int, ...]]) -> LlamaState:
        """``determinize`` with the hands in ``given`` dealt as they are (during a round)."""
        obs = observation
        if obs.phase is not PLAY:
            raise ValueError("Hands can be given only while a round is being played.")
        counts = Counter(DECK)
        counts.subtract(obs.discard)
        counts.subtract(obs.hand)
        for seat, hand in given.items():
            if seat == obs.seat or not 0 <= seat < obs.num_players or len(hand) != obs.hand_sizes[seat]:
                raise ValueError(f"A hand of {len(hand)} cards cannot be seat {seat + 1}'s.")
            counts.subtract(hand)
        if min(counts.values()) < 0:
            raise ValueError("The given hands hold cards that are not unseen.")
        cards = list(_shuffled(rng, [v for v in VALUES for _ in range(counts[v])]))
        hands: list[tuple[int, ...]] = []
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                hands.append(obs.hand)
            elif seat in given:
                hands.append(tuple(sorted(given[seat])))
            else:
                hands.append(tuple(sorted(cards[:size])))
                del cards[:size]
        if len(cards) != obs.draw_size:
            raise ValueError("The observation's card counts do not add up to 56.")
        r = _Round(obs.num_players, obs.round, rng.getrandbits(48), obs.totals, obs.round_starter,
                   obs.last_round, DEAL_FORMAT)
        return _make_state(obs.phase, obs.current, tuple(hands), obs.quit, obs.discard, tuple(cards), r, ())

    def events(self, state: LlamaState) -> tuple[Event, ...]:
        """What the ``apply`` that produced ``state`` did (the deal, for a new game)."""
        return tuple(_event(raw) for raw in state._events)

    def describe(self, event: Event, narrator: Narrator) -> str:
        """The move-log sentence for ``event`` ("You draw a 4." / "Ann draws a card.")."""
        return describe_event(event, narrator)

    def parse_action(self, text: str) -> LlamaAction:
        """ "play 3", "play llama", "draw", "quit", "return 10", "return 1"."""
        words = text.strip().lower().split()
        if words == ["draw"]:
            return DRAW
        if words == ["quit"]:
            return QUIT
        if len(words) == 2:
            verb, arg = words
            if verb == "play":
                if arg == "llama":
                    return PLAY_CARD[LLAMA_CARD]
                if arg in ("1", "2", "3", "4", "5", "6"):
                    return PLAY_CARD[int(arg)]
            elif verb == "return" and arg in ("10", "1"):
                return RETURN_BLACK if arg == "10" else RETURN_WHITE
        raise ActionParseError(
            f"'{text}' is not a L.L.A.M.A. action: try 'play 3', 'play llama', 'draw', 'quit', "
            "'return 10' or 'return 1'."
        )


def _seat_name(seat: PlayerId) -> str:
    return f"Player {seat + 1}"


def _seat_list(seats: Sequence[PlayerId]) -> str:
    names = [_seat_name(s) for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _event(raw: tuple[Any, ...]) -> Event:
    """A full :class:`Event` from the compact tuple ``apply`` stores.

    Only the drawer knows the drawn card (``secret``); a deal shows each player their own
    hand, so its hands are not in the event at all (each seat's observation has its own).
    """
    kind, seat = raw[0], raw[1]
    if kind == "play":
        return Event.make(kind, seat, card=raw[2])
    if kind == "draw":
        return Event.make(kind, seat, secret={"card": raw[2]}, seen_by=(seat,), reveals=True)
    if kind == "quit":
        return Event.make(kind, seat)
    if kind == "round_end":
        result: RoundResult = raw[2]
        # Every hand is laid open for scoring: hidden cards become known.
        return Event.make(kind, seat, reveals=True, result=result, round=result.round,
                          emptied=result.emptied, penalties=result.penalties)
    if kind == "return_chip":
        return Event.make(kind, seat, points=raw[2])
    if kind == "deal":
        return Event.make(kind, seat, reveals=True, round=raw[2], discard_top=raw[3])
    return Event.make("game_over", None, winners=raw[2])


def _names(narrator: Narrator, seats: Sequence[PlayerId]) -> str:
    """ "Ann", "Ann and you", "Ann, Bo and you" (the viewer named last, as "you")."""
    ordered = sorted(seats, key=lambda s: (s == narrator.viewer, s))
    words = [narrator.whom(s) for s in ordered]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _describe_round_end(event: Event, narrator: Narrator) -> str:
    result: RoundResult = event.get("result")
    if result.emptied is not None:
        how = narrator.does(result.emptied, "has run out of cards", "have run out of cards")
    else:
        how = "Everyone has left the round"
    costs = "; ".join(f"{narrator.whom(s) if s == narrator.viewer else narrator.name(s)} {p}"
                      for s, p in enumerate(result.penalties))
    return f"Round {result.round} is over. {how}. Points taken: {costs}."


def _describe_game_over(event: Event, narrator: Narrator) -> str:
    winners: tuple[PlayerId, ...] = event.get("winners")
    if len(winners) == 1:
        return f"The game is over: {narrator.does(winners[0], 'wins', 'win', start=False)}."
    return f"The game is over: {_names(narrator, winners)} share the win."


def describe_event(event: Event, narrator: Narrator) -> str:
    """The sentence for one L.L.A.M.A. event, as ``narrator.viewer`` may know it."""
    if narrator.language == "ja":
        from .llama_ja import describe_event as describe_event_ja
        return describe_event_ja(event, narrator)
    kind, seat = event.kind, event.seat
    if kind == "game_over":
        return _describe_game_over(event, narrator)
    if kind == "round_end":
        return _describe_round_end(event, narrator)
    assert seat is not None, f"a '{kind}' event names its player"
    if kind == "play":
        return f"{narrator.does(seat, 'plays', 'play')} {_a_card(event.get('card'))}."
    if kind == "draw":
        card = event.get("card") if event.sees_secret(narrator.viewer) else None
        what = "a card" if card is None else _a_card(card)
        return f"{narrator.does(seat, 'draws', 'draw')} {what}."
    if kind == "quit":
        return f"{narrator.does(seat, 'quits', 'quit')} the round."
    if kind == "return_chip":
        chip = "a black chip (10 points)" if event.get("points") == BLACK_CHIP else "a white chip (1 point)"
        return f"{narrator.does(seat, 'hands back', 'hand back')} {chip}."
    if kind == "deal":
        return (f"Round {event.get('round')} is dealt with {_a_card(event.get('discard_top'))} face up; "
                f"{narrator.does(seat, 'goes', 'go', start=False)} first.")
    return f"{kind}."


# --- Compact text form (fixtures, logs, bug reports) -----------------------------------

_CARD_CHARS = {v: card_label(v)[0] for v in VALUES}
_CHAR_CARDS = {c: v for v, c in _CARD_CHARS.items()}


def _cards_text(cards: Sequence[int]) -> str:
    return "".join(_CARD_CHARS[c] for c in cards) or "-"


def _text_cards(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    try:
        return tuple(_CHAR_CARDS[c] for c in text.upper())
    except KeyError as exc:
        raise ValueError(f"'{exc.args[0]}' is not a card: use 1-6 or L.") from None


def state_to_text(state: LlamaState) -> str:
    """One line, e.g. ``r1 play @0 start0 | hands 1123L/456/... | out .x. | discard 34 | ...``.

    The round's history (``last_round``) and the last events are not part of it.
    """
    current = "-" if state.current is None else str(state.current)
    return " | ".join((
        f"r{state.round} {state.phase} @{current} start{state.round_starter}",
        "hands " + "/".join(_cards_text(h) for h in state.hands),
        "out " + "".join("x" if q else "." for q in state.quit),
        "discard " + _cards_text(state.discard),
        "pile " + _cards_text(state.draw_pile),
        "totals " + "/".join(str(t) for t in state.totals),
        f"seed {state.seed}" + ("" if state.deal == DEAL_FORMAT else f" deal {state.deal}"),
    ))


def _deal_in_text(seed_part: str) -> int:
    """The deal format after the seed ("5 deal 1"); none written means today's."""
    words = seed_part.split()
    if len(words) == 1:
        return DEAL_FORMAT
    if len(words) == 3 and words[1] == "deal":
        return int(words[2])
    raise ValueError(f"expected 'seed N' or 'seed N deal F', found 'seed {seed_part}'")


def state_from_text(text: str) -> LlamaState:
    """The state written by :func:`state_to_text` (checked like :func:`build_state`)."""
    try:
        head, hands, out, discard, pile, totals, seed = (part.strip() for part in text.split("|"))
        round_part, phase, current, starter = head.split()
        fields = {"hands": hands, "out": out, "discard": discard, "pile": pile, "totals": totals, "seed": seed}
        values = {}
        for name, part in fields.items():
            label, _, value = part.partition(" ")
            if label != name:
                raise ValueError(f"expected '{name}', found '{label}'")
            values[name] = value.strip()
        if not (round_part.startswith("r") and current.startswith("@") and starter.startswith("start")):
            raise ValueError("the head must read like 'r1 play @0 start0'")
        return build_state(
            hands=[_text_cards(h) for h in values["hands"].split("/")],
            discard=_text_cards(values["discard"]),
            draw_pile=_text_cards(values["pile"]),
            quit=[c == "x" for c in values["out"]],
            current=None if current == "@-" else int(current[1:]),
            phase=phase,
            round=int(round_part[1:]),
            round_starter=int(starter[len("start"):]),
            totals=[int(t) for t in values["totals"].split("/")],
            seed=int(values["seed"].split()[0]),
            deal=_deal_in_text(values["seed"]),
        )
    except ValueError as exc:
        raise ValueError(f"Not a L.L.A.M.A. position: {exc}") from None


def build_state(
    hands: Sequence[Sequence[int]],
    discard: Sequence[int],
    draw_pile: Sequence[int] | None = None,
    *,
    current: PlayerId | None = 0,
    quit: Sequence[bool] | None = None,
    phase: Phase | str = PLAY,
    round: int = 1,
    round_starter: PlayerId = 0,
    totals: Sequence[int] | None = None,
    seed: int = 0,
    last_round: RoundResult | None = None,
    deal: int = DEAL_FORMAT,
) -> LlamaState:
    """A position set up by hand (tests, puzzles). ``draw_pile`` None takes the remaining cards.

    :raises ValueError: when the 56 cards are not all accounted for, or a field is out of range.
    """
    n = len(hands)
    if n not in LlamaGame.player_counts:
        raise ValueError(f"L.L.A.M.A. is for 2 to 6 players, not {n}.")
    rest = list(DECK)
    for card in [c for h in hands for c in h] + list(discard) + list(draw_pile or ()):
        if card not in VALUES:
            raise ValueError(f"{card!r} is not a card value (1-6, {LLAMA_CARD} for a llama).")
        try:
            rest.remove(card)
        except ValueError:
            raise ValueError(f"more than {COPIES_PER_VALUE} cards of {card_label(card)}") from None
    if draw_pile is None:
        draw_pile = tuple(rest)
    elif rest:
        raise ValueError(f"{len(rest)} of the 56 cards are missing")
    if not discard:
        raise ValueError("the discard pile needs at least its first card")
    quit_t = tuple(bool(q) for q in quit) if quit is not None else (False,) * n
    totals_t = tuple(int(t) for t in totals) if totals is not None else (0,) * n
    if len(quit_t) != n or len(totals_t) != n:
        raise ValueError("one quit flag and one total per player are needed")
    try:
        phase = Phase(phase)
    except ValueError:
        raise ValueError(f"unknown phase '{phase}'") from None
    if phase == OVER:
        current = None
    elif current is None or not 0 <= current < n:
        raise ValueError("the current player must be a seat")
    elif phase == PLAY and (quit_t[current] or all(quit_t)):
        raise ValueError("the current player has quit")
    if deal not in DEAL_FORMATS:
        raise ValueError(f"unknown deal format {deal!r}")
    r = _Round(n, round, seed, totals_t, round_starter, last_round, deal)
    return _make_state(phase, current, tuple(tuple(sorted(h)) for h in hands), quit_t, tuple(discard),
                       tuple(draw_pile), r, ())


LLAMA = LlamaGame()

_DEFAULT_OPTIONS: dict[str, Any] = resolve_options(LLAMA, {})
"""The options as resolved when none are given (every playout's ``new_game``); only read."""

__all__ = [
    "ALL_ACTIONS",
    "DECK",
    "DRAW",
    "END_TOTAL",
    "LLAMA",
    "LLAMA_CARD",
    "LAST_PLAYER_MAY_DRAW",
    "LlamaAction",
    "LlamaGame",
    "LlamaObservation",
    "LlamaState",
    "MOVE_DRAW",
    "MOVE_QUIT",
    "Phase",
    "PLAY_CARD",
    "PlayCard",
    "Draw",
    "Quit",
    "QUIT",
    "RETURN_BLACK",
    "RETURN_WHITE",
    "ReturnChip",
    "RoundResult",
    "build_state",
    "can_play_on",
    "card_label",
    "chips",
    "penalty",
    "state_from_text",
    "state_to_text",
]
