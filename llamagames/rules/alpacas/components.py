"""Llamas & Alpacas components: the 80 cards, the board's lines, treats and numbers.

A card is an int id (0..79) indexing the tables below, so states hold plain tuples of ints.
Numbers the rulebook does not print are proposals (``# proposed: see shared data``).
"""

from __future__ import annotations

from typing import Final

# --- Animals and treats: index 0 is the llama and its clover, 1 the alpaca and its carrot ---

LLAMA: Final = 0
ALPACA: Final = 1
ANIMALS: Final = ("llama", "alpaca")
CLOVER: Final = 0
CARROT: Final = 1
TREATS: Final = ("clover", "carrot")
"""``TREATS[animal]`` is the treat that animal takes when skipped."""

DIGITS: Final = (1, 2, 3, 4)
COLOURS: Final = ("pink", "green", "red", "blue")  # proposed: see shared data (names of the 4 colours)
STAR: Final = 0
"""The digit of a star card (any digit)."""
WHITE: Final = -1
"""The colour of a white-accessory card (any colour)."""

COPIES_PER_PLAIN_CARD: Final = 2
STARS_PER_ANIMAL_COLOUR: Final = 1  # proposed: see shared data (one star card per animal and colour)
WHITES_PER_ANIMAL_DIGIT: Final = 1  # proposed: see shared data (one white card per animal and digit)

ROW_SIZE: Final = 6
START_CLOVERS: Final = 3
START_CARROTS: Final = 3
MAX_TREATS: Final = 10
END_SCORE: Final = 18
POINTS_PER_CONDITION: Final = 2
"""1, 2 or 3 conditions met score 2, 4 or 6 points."""


def _build_cards() -> tuple[tuple[int, int, int], ...]:
    """(animal, digit, colour) per card id: the 64 plain cards first, then the 16 wild ones."""
    cards: list[tuple[int, int, int]] = []
    for animal in (LLAMA, ALPACA):
        for digit in DIGITS:
            for colour in range(len(COLOURS)):
                cards.extend([(animal, digit, colour)] * COPIES_PER_PLAIN_CARD)
    for animal in (LLAMA, ALPACA):
        for colour in range(len(COLOURS)):
            cards.extend([(animal, STAR, colour)] * STARS_PER_ANIMAL_COLOUR)
        for digit in DIGITS:
            cards.extend([(animal, digit, WHITE)] * WHITES_PER_ANIMAL_DIGIT)
    return tuple(cards)


CARDS: Final = _build_cards()
DECK_SIZE: Final = len(CARDS)
ANIMAL: Final = tuple(c[0] for c in CARDS)
DIGIT: Final = tuple(c[1] for c in CARDS)
COLOUR: Final = tuple(c[2] for c in CARDS)
IS_STAR: Final = tuple(d == STAR for d in DIGIT)
IS_WHITE: Final = tuple(c == WHITE for c in COLOUR)
IS_WILD: Final = tuple(s or w for s, w in zip(IS_STAR, IS_WHITE))
WILD_CARDS: Final = tuple(i for i in range(DECK_SIZE) if IS_WILD[i])
assert DECK_SIZE == 80 and len(WILD_CARDS) == 16

# --- The 3x3 board: cell = 3 * row + column, 0..8 ---

BOARD_CELLS: Final = 9
ROWS: Final = ((0, 1, 2), (3, 4, 5), (6, 7, 8))
COLUMNS: Final = ((0, 3, 6), (1, 4, 7), (2, 5, 8))
LINES_THROUGH: Final = tuple((ROWS[cell // 3], COLUMNS[cell % 3]) for cell in range(BOARD_CELLS))
"""``LINES_THROUGH[cell]``: (its row, its column), each in reading order."""


def wild_choices(card: int) -> tuple[str, ...]:
    """The words a wild card's value may take: digits for a star, colours for a white accessory."""
    if IS_STAR[card]:
        return tuple(str(d) for d in DIGITS)
    if IS_WHITE[card]:
        return COLOURS
    return ()


def card_code(card: int) -> str:
    """A short code: ``L3r`` (llama, 3, red), ``A*g`` (alpaca star, green), ``L2w`` (white)."""
    animal, digit, colour = CARDS[card]
    return ("L" if animal == LLAMA else "A") + ("*" if digit == STAR else str(digit)) + (
        "w" if colour == WHITE else COLOURS[colour][0]
    )


def card_name(card: int) -> str:
    """Words for a card: "llama 3 red", "alpaca star green", "llama 2 white"."""
    animal, digit, colour = CARDS[card]
    return f"{ANIMALS[animal]} {'star' if digit == STAR else digit} {'white' if colour == WHITE else COLOURS[colour]}"


def cell_name(cell: int) -> str:
    """ "row 1, column 2" (1-based, as a player counts)."""
    return f"row {cell // 3 + 1}, column {cell % 3 + 1}"


__all__ = [name for name in dir() if not name.startswith("_") and name not in ("annotations", "Final")]
