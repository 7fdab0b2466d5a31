"""Llamagedón components: the 55 cards by kind, tie-break values and corner symbols.

Cards are plain ints (their kind): two cards of one kind are interchangeable, so a hand
is a sorted tuple of kinds and the 55 cards are accounted for by counting kinds.
Confirmed numbers come from the rulebook; proposed ones (corner symbols, the hand-limit
policy) are marked ``# proposed: see shared data`` so one edit corrects them.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int
"""A card, as its kind (one of the constants below)."""

LLAMAGEDON_CARD = 0
SHELTER = 1
RED = 2
BLUE = 3
YELLOW = 4
GREEN = 5
WILD = 6
ATTACK = 7
STEAL = 8
SWAP = 9
DRAW2 = 10
PROTECT = 11
BLOCK = 12

KINDS: tuple[Card, ...] = tuple(range(13))
COLOURS: tuple[Card, ...] = (RED, BLUE, YELLOW, GREEN)
RESOURCES: tuple[Card, ...] = COLOURS + (WILD,)

COUNTS: dict[Card, int] = {
    LLAMAGEDON_CARD: 1, SHELTER: 6, RED: 5, BLUE: 5, YELLOW: 5, GREEN: 5, WILD: 2,
    ATTACK: 5, STEAL: 5, SWAP: 5, DRAW2: 5, PROTECT: 1, BLOCK: 5,
}
"""How many cards of each kind the box holds (the rulebook's card list: 55 in all)."""
DECK_SIZE = sum(COUNTS.values())
assert DECK_SIZE == 55

NAMES: dict[Card, str] = {
    LLAMAGEDON_CARD: "llamagedon", SHELTER: "shelter", RED: "red", BLUE: "blue", YELLOW: "yellow",
    GREEN: "green", WILD: "wild", ATTACK: "attack", STEAL: "steal", SWAP: "swap", DRAW2: "draw2",
    PROTECT: "protect", BLOCK: "block",
}
"""The one-word name of each kind, used in action texts ("swap 2 give red")."""
BY_NAME: dict[str, Card] = {name: kind for kind, name in NAMES.items()}

LABELS: dict[Card, str] = {
    LLAMAGEDON_CARD: "the Llamagedón card", SHELTER: "a Shelter", RED: "a red Resource",
    BLUE: "a blue Resource", YELLOW: "a yellow Resource", GREEN: "a green Resource",
    WILD: "a Wild Resource", ATTACK: "an Attack", STEAL: "a Steal", SWAP: "a Swap",
    DRAW2: "a Draw 2", PROTECT: "the Protect card", BLOCK: "a Block",
}
"""How a sentence names one card of each kind."""

ACTION_CARDS: tuple[Card, ...] = (ATTACK, STEAL, SWAP, DRAW2, PROTECT, BLOCK)

# --- Tie-break values (rulebook; sums corrected in the shared data) --------------------

SHELTER_CARD_VALUE = 8
RESOURCE_VALUE = 3
WILD_VALUE = 1
PROTECT_BONUS = 1

CORNER_SYMBOLS: dict[Card, int] = {  # proposed: see shared data
    LLAMAGEDON_CARD: 0, SHELTER: 3, PROTECT: 3, BLOCK: 3, STEAL: 2, ATTACK: 2, SWAP: 1, DRAW2: 1,
    RED: 1, BLUE: 1, YELLOW: 1, GREEN: 1, WILD: 2,
}
"""Symbols in a card's corner; at the second tie-break the fewest in hand wins."""

# --- Hand limit ------------------------------------------------------------------------

HAND_LIMIT = 7
HAND_LIMIT_TWO_PLAYERS = 9
HAND_AFTER_PENALTY = 4
HAND_LIMIT_ALWAYS_DISCOVERED = True  # proposed: see shared data
"""A player over the limit at the end of their turn is always caught (the default of the
``hand_limit`` option): they discard at random down to four, shown to everyone."""

HAND_SIZE = 4
TWO_PLAYER_SHELTERS_REMOVED = 2


def shelter_value(shelter: Iterable[Card]) -> int:
    """A placed shelter's tie-break value: Shelter card 8, Resource 3, Wild 1, Protect +1."""
    value = 0
    for card in shelter:
        if card == SHELTER:
            value += SHELTER_CARD_VALUE
        elif card == WILD:
            value += WILD_VALUE
        elif card == PROTECT:
            value += PROTECT_BONUS
        else:
            value += RESOURCE_VALUE
    return value


def corner_symbols(hand: Iterable[Card]) -> int:
    """The corner symbols of a hand (fewer is better at the second tie-break)."""
    return sum(CORNER_SYMBOLS[card] for card in hand)


def full_deck() -> list[Card]:
    """Every card of the box, kind by kind."""
    return [kind for kind in KINDS for _ in range(COUNTS[kind])]
