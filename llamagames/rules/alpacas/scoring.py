"""Scoring lines of three: the three conditions, wild cards, a row and a column at once.

Exported for the table too (glowing lines, previews), so the UI never re-implements them.
"""

from __future__ import annotations

from collections.abc import Sequence

from .components import (
    ANIMAL,
    COLOUR,
    COLOURS,
    DIGIT,
    DIGITS,
    IS_STAR,
    IS_WHITE,
    IS_WILD,
    LINES_THROUGH,
    POINTS_PER_CONDITION,
    STAR,
    WHITE,
)

Board = Sequence["int | None"]
"""Nine cells (3 * row + column), each a card id or None."""

_RUNS = tuple(
    (start, start + step, start + 2 * step)
    for start in DIGITS
    for step in (1, -1)
    if min(DIGITS) <= start + 2 * step <= max(DIGITS)
)
"""Every run of three digits in order, ascending or descending (1-2-3, 4-3-2, ...)."""


def wild_value_index(card: int, word: str) -> int:
    """The digit (star) or colour index (white) a wild word means; ValueError when it does not fit."""
    if IS_STAR[card] and word in tuple(str(d) for d in DIGITS):
        return int(word)
    if IS_WHITE[card] and word in COLOURS:
        return COLOURS.index(word)
    raise ValueError(word)


def conditions_met(cards: Sequence[int], fixed: tuple[int, str] | None = None) -> tuple[bool, bool, bool]:
    """(same animal, same colour, same digit or a run) for three cards in line order.

    Wild cards take whatever value helps each condition, except the card ``fixed[0]`` whose
    value is ``fixed[1]`` (the owner's choice when it scores a row and a column at once).
    """
    animal = ANIMAL[cards[0]] == ANIMAL[cards[1]] == ANIMAL[cards[2]]
    colours: list[int | None] = []
    digits: list[int | None] = []
    for card in cards:
        colour, digit = COLOUR[card], DIGIT[card]
        if fixed is not None and card == fixed[0] and IS_WILD[card]:
            value = wild_value_index(card, fixed[1])
            if IS_STAR[card]:
                digit = value
            else:
                colour = value
        colours.append(None if colour == WHITE else colour)
        digits.append(None if digit == STAR else digit)
    known_colours = {c for c in colours if c is not None}
    same_colour = len(known_colours) <= 1
    known_digits = {d for d in digits if d is not None}
    digit_ok = len(known_digits) <= 1 or any(
        all(d is None or d == r for d, r in zip(digits, run)) for run in _RUNS
    )
    return animal, same_colour, digit_ok


def possible_conditions(cards: Sequence[int | None]) -> tuple[bool, bool, bool]:
    """Which conditions a line could still meet: ``None`` is an empty cell that any card may fill
    (for hints and for bots weighing a line of two)."""
    known = [c for c in cards if c is not None]
    animal = len({ANIMAL[c] for c in known}) <= 1
    colour = len({COLOUR[c] for c in known if COLOUR[c] != WHITE}) <= 1
    digits = [None if c is None or DIGIT[c] == STAR else DIGIT[c] for c in cards]
    fixed = {d for d in digits if d is not None}
    digit_ok = len(fixed) <= 1 or any(all(d is None or d == r for d, r in zip(digits, run)) for run in _RUNS)
    return animal, colour, digit_ok


def line_score(cards: Sequence[int], fixed: tuple[int, str] | None = None) -> int:
    """Points for a complete line: 2 per condition met (0, 2, 4 or 6)."""
    return POINTS_PER_CONDITION * sum(conditions_met(cards, fixed))


def completed_lines(board: Board, cell: int) -> tuple[tuple[int, int, int], ...]:
    """The lines (row first, then column) through ``cell`` whose three cells hold cards."""
    return tuple(line for line in LINES_THROUGH[cell] if all(board[i] is not None for i in line))


def needs_wild_choice(board: Board, cell: int) -> bool:
    """Whether the card on ``cell`` is wild and completes a row and a column at once: then its
    owner names one value for both lines (the action carries it)."""
    card = board[cell]
    return card is not None and IS_WILD[card] and len(completed_lines(board, cell)) == 2


def score_placement(board: Board, cell: int, wild: str | None = None) -> tuple[tuple[tuple[int, int, int], int], ...]:
    """(line, points) for each line the card on ``cell`` completes; points 0 = the line stays.

    ``wild`` is the value chosen for that card when it completes a row and a column.
    """
    card = board[cell]
    assert card is not None
    fixed = (card, wild) if wild is not None else None
    result = []
    for line in completed_lines(board, cell):
        cards = [board[i] for i in line]
        result.append((line, line_score(cards, fixed)))  # type: ignore[arg-type]
    return tuple(result)


__all__ = [
    "Board",
    "completed_lines",
    "conditions_met",
    "line_score",
    "needs_wild_choice",
    "possible_conditions",
    "score_placement",
    "wild_value_index",
]
