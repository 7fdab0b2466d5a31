"""How a round goes: the shuffle and deal, who moves next, and scoring a round.

The hot path of every playout (``apply`` calls into it): the turn order and the quits are
table lookups built once, the raw events of plain moves are ready-made, penalties of hands
are remembered (docs/speed.md says what each saves).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from itertools import product, repeat, starmap
from operator import add
from typing import Any

from ..core import GAME_OVER, PlayerId, hashed_order, seeded_rng, shared_winners
from .components import _DECK_BYTES, DEAL_FORMAT, DECK, END_TOTAL, HAND_SIZE, LLAMA_CARD, penalty
from .state import OVER, PLAY, RETURN_CHIP, LlamaState, RoundResult, _make_state, _new_tuple, _Round


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
                           events + ((GAME_OVER, None, winners),))
    return _deal(r.num_players, r.seed, r.round + 1, result.ender, totals, result, events, r.deal)

