"""Reading the rivals' hands from the round's public moves, for L.L.A.M.A.'s hard level.

Dealing the hidden cards uniformly throws away what the table showed: a rival who drew had
nothing to play on the card then on top, a rival who played a 4 rather than a 5 preferred
it, a rival still in with a big hand chose not to quit. With every hand visible (an
experiment, not a bot) the hard level won 0.485 of 200 four-player games against 0.328 on
the same deals; this module recovers part of that from the moves alone.

A reading is a set of hands for the rivals that could have made every move they made this
round, were they playing as the heuristic (``normal_policy``) plays. For each rival, hands
are drawn from the unseen cards; a hand's cards and the cards the rival played are ordered at
random into the six dealt and the ones drawn, and the round is replayed for that rival; the
hands whose replay makes the rival's moves are kept (rejection sampling, ``fitting_hands``).
A reading then gives each rival one of its fitting hands that the cards left can make. A
rival who plays otherwise (a person, say) may fit no hand: it gets a hand of the cards left,
so the reading degrades to the uniform deal instead of failing.

Not on by default (``llama_search.READING``): its hands share 1.89 of the 3.63 cards a rival
holds (a uniform deal 1.55), and that has not yet shown in the wins (0.340 of 235 four-player
games against 0.343 without it) while it doubles the CPU of a game. A sharper reading (the
next step) would weigh hands by how many orders of their cards fit, not take the first fit.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from ..rules.core import PlayerId
from ..rules.llama import (
    DECK,
    HAND_SIZE,
    LAST_PLAYER_MAY_DRAW,
    LLAMA_CARD,
    MOVE_DRAW,
    MOVE_QUIT,
    PLAY,
    LlamaObservation,
)
from .llama import best_play_value, quits_on, return_value

READINGS = 32
"""Sets of hands read per decision; the search deals from them in turn."""
TRIES = 60
"""Hands tried per rival before the reading gives up on that rival's moves."""
_MIN_ACTIVE_TO_DRAW = 1 if LAST_PLAYER_MAY_DRAW else 2


class SeenMove(NamedTuple):
    """One public move of the round, with what the table showed just before it."""

    seat: PlayerId
    move: int
    """A card value played, ``MOVE_DRAW`` or ``MOVE_QUIT``."""
    top: int
    pile: int
    sizes: tuple[int, ...]
    quit: tuple[bool, ...]


def _successor(value: int) -> int:
    return 1 if value == LLAMA_CARD else value + 1


def seen_moves(observation: LlamaObservation) -> list[SeenMove]:
    """The round's moves with who made each and the table before it, from ``moves``."""
    n = observation.num_players
    sizes = [HAND_SIZE] * n
    quit = [False] * n
    pile = len(DECK) - n * HAND_SIZE - 1
    top = observation.discard[0] if observation.discard else 0
    seat = observation.round_starter
    seen: list[SeenMove] = []
    for move in observation.moves:
        seen.append(SeenMove(seat, move, top, pile, tuple(sizes), tuple(quit)))
        if move > 0:
            sizes[seat] -= 1
            top = move
        elif move == MOVE_DRAW:
            sizes[seat] += 1
            pile -= 1
        elif move == MOVE_QUIT:
            quit[seat] = True
        if all(quit):
            break
        seat = (seat + 1) % n
        while quit[seat]:
            seat = (seat + 1) % n
    return seen


def fits(seat: PlayerId, dealt: Sequence[int], drawn: Sequence[int], seen: Sequence[SeenMove], total: int) -> bool:
    """Whether a rival dealt ``dealt`` who then drew ``drawn`` (in order) makes its moves in
    ``seen`` playing as the heuristic does (``total``: its points, for the chip it could win)."""
    hand = sorted(dealt)
    draws = iter(drawn)
    reward = return_value(total)
    for move in seen:
        if move.seat != seat:
            continue
        top = move.top
        playable = [v for v in (top, _successor(top)) if v in hand]
        if move.move > 0:
            if move.move not in playable:
                return False
            if len(playable) == 2 and best_play_value(tuple(hand), tuple(playable)) != move.move:
                return False
            hand.remove(move.move)
            continue
        if playable:
            return False  # the heuristic plays whenever it can
        quit = move.quit
        if move.pile > 0 and quit.count(False) >= _MIN_ACTIVE_TO_DRAW:
            others = [size for s, size in enumerate(move.sizes) if s != seat and not quit[s]]
            quits = quits_on(tuple(hand), min(others) if others else -1, move.pile < 4, reward)
        else:
            quits = True  # no draw was possible
        if quits != (move.move == MOVE_QUIT):
            return False
        if move.move == MOVE_DRAW:
            card = next(draws, None)
            if card is None:
                return False
            hand.append(card)
            hand.sort()
    return True


def fitting_hands(observation: LlamaObservation, seat: PlayerId, seen: Sequence[SeenMove], pool: Sequence[int],
                  rng: random.Random, wanted: int, tries: int) -> list[tuple[int, ...]]:
    """Up to ``wanted`` hands for ``seat`` that fit its moves, drawn from ``pool`` (the unseen
    cards), in at most ``tries`` attempts: each attempt draws a hand, orders it with the cards
    the rival played into the six dealt and the ones drawn, and replays the rival's moves."""
    size = observation.hand_sizes[seat]
    played = [m.move for m in seen if m.seat == seat and m.move > 0]
    total = observation.totals[seat]
    free = list(pool)
    found: list[tuple[int, ...]] = []
    for _ in range(tries):
        rng.shuffle(free)
        hand = free[:size]
        held = played + hand
        rng.shuffle(held)
        if fits(seat, held[:HAND_SIZE], held[HAND_SIZE:], seen, total):
            found.append(tuple(sorted(hand)))
            if len(found) >= wanted:
                break
    return found


def read_hands(observation: LlamaObservation, rng: random.Random, readings: int = READINGS,
               tries: int = TRIES) -> list[dict[PlayerId, tuple[int, ...]]]:
    """``readings`` sets of rival hands that fit the round's moves (see the module's text);
    empty outside a round's play, or before anyone but us has moved.

    Each rival's fitting hands are found on their own (``readings * tries`` attempts at most),
    then combined: a reading gives each rival, in random order, one of its hands that the
    cards left can still make (a rival with none gets a hand of the cards left)."""
    if observation.phase is not PLAY or not observation.moves:
        return []
    seen = seen_moves(observation)
    me = observation.seat
    rivals = [s for s in range(observation.num_players) if s != me and any(m.seat == s for m in seen)]
    if not rivals:
        return []
    unseen = Counter(DECK)
    unseen.subtract(observation.discard)
    unseen.subtract(observation.hand)
    pool = [value for value, count in unseen.items() for _ in range(count)]
    found = {s: fitting_hands(observation, s, seen, pool, rng, readings, readings * tries) for s in rivals}
    result = []
    for _ in range(readings):
        left = Counter(pool)
        hands: dict[PlayerId, tuple[int, ...]] = {}
        for seat in rng.sample(rivals, len(rivals)):
            hand = _one_that_fits(found[seat], left, rng)
            if hand is None:
                cards = list(left.elements())
                rng.shuffle(cards)
                hand = tuple(sorted(cards[: observation.hand_sizes[seat]]))
            left.subtract(hand)
            hands[seat] = hand
        result.append(hands)
    return result


def _one_that_fits(hands: Sequence[tuple[int, ...]], left: Counter[int], rng: random.Random,
                   picks: int = 8) -> tuple[int, ...] | None:
    """A random hand among ``hands`` that the cards ``left`` can make (None: none in ``picks``)."""
    for _ in range(min(picks, len(hands))):
        hand = hands[rng.randrange(len(hands))]
        if all(left[v] >= n for v, n in Counter(hand).items()):
            return hand
    return None


__all__ = ["READINGS", "SeenMove", "TRIES", "fits", "fitting_hands", "read_hands", "seen_moves"]
