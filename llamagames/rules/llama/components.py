"""The L.L.A.M.A. components and the arithmetic of cards and chips (no state, no words).

llama.en.txt: "56 cards: 8 of each value from 1 to 6 and 8 llamas"; penalties are taken as
chips, each value once and llamas for 10; the game ends after the round in which someone
reaches 40 points. The readings where the rulebook is terse are named here (components.md).
"""

from __future__ import annotations

from collections.abc import Iterable

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
PLAYER_COUNTS = range(2, 7)

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

_NEXT: tuple[int, ...] = (0, 2, 3, 4, 5, 6, LLAMA_CARD, 1)
"""``_NEXT[v]``: the value one higher than ``v`` in the loop 1..6, llama, 1."""


def card_label(value: int) -> str:
    """ "1".."6", or "Llama"."""
    return "Llama" if value == LLAMA_CARD else str(value)


def can_play_on(top: int, value: int) -> bool:
    """Whether ``value`` may go on ``top``: the same value or one higher (6 -> llama -> 1)."""
    return value == top or value == _NEXT[top]


def penalty(cards: Iterable[int]) -> int:
    """The points a set of cards costs: each distinct value once, any llamas 10 together.

    >>> penalty((1, 1, LLAMA_CARD))
    11
    """
    distinct = set(cards)
    points = sum(distinct)
    if LLAMA_CARD in distinct:
        points += LLAMA_PENALTY - LLAMA_CARD
    return points


def chips(total: int) -> tuple[int, int]:
    """A total as chips: (white, black), ten whites being exchanged for a black."""
    return total % BLACK_CHIP, total // BLACK_CHIP
