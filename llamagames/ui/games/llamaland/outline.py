"""A guided game's gold outline: the tile in hand takes the outline's place only when the
player has turned and flipped it to match.

A Hint's gold ghost turns the tile for the player (a drop on it plays the hint, ``stage.hinted_at``),
but a lesson that asks "flip it with F" must let F be seen to work: there, the tile over the
outline stays as the player holds it, red with the words of what is left to do. The keys
work the same way: Enter brings the tile onto the outline as it lies on its stack (its held
square on the outline's same square), R and F turn it about that square, and Enter lays it once
it matches, as the real table's keys take a tile in hand and then place it. Pure: tested
without a window.
"""

from __future__ import annotations

from ....i18n import t
from ....rules.llamaland import Place, orientation
from ....rules.llamaland.estate import BACK, FRONT
from .pivot import held_square, square_at
from .projection import Cell


def same_turn(tile: int, held: tuple[str, int], outline: tuple[str, int]) -> bool:
    """Whether the tile turned and flipped as ``held`` lies as the outline's (symmetries merged)."""
    a, b = orientation(tile, *held), orientation(tile, *outline)
    return (a.face, a.rot) == (b.face, b.rot)


def outline_words(tile: int, held: tuple[str, int], outline: tuple[str, int]) -> str:
    """What the player still has to do for the tile in hand to match the outline ("" when it does):
    flip it (F), turn it (R), or both."""
    if same_turn(tile, held, outline):
        return ""
    face, rot = held
    flipped = (BACK if face == FRONT else FRONT, rot)
    if same_turn(tile, flipped, outline):
        return t("Flip it with F to match the gold outline.")
    if any(same_turn(tile, (face, turn), outline) for turn in range(4)):
        return t("Turn it with R to match the gold outline.")
    return t("Flip it with F and turn it with R to match the gold outline.")


def onto_outline(shape: str, held_turn: tuple[str, int], held: int, outline: Place) -> Cell:
    """The anchor of a tile turned as ``held_turn`` whose held square lies on the outline's same
    square: R and F then turn it about that square, and it matches once its turn does."""
    ox, oy = held_square((outline.x, outline.y), shape, outline.face, outline.rot, held)
    dx, dy = square_at(shape, *held_turn, held)
    return (ox - dx, oy - dy)


def on_outline(tile: int, anchor: Cell, held_turn: tuple[str, int], held: int, outline: Place) -> bool:
    """Whether the held square of a tile at ``anchor`` lies on one of the outline's squares (the
    keys' ghost is then over the outline, and matches it once turned as it is)."""
    shape = outline.shape
    square = held_square(anchor, shape, *held_turn, held)
    return square in orientation(tile, outline.face, outline.rot).at(outline.x, outline.y)


__all__ = ["on_outline", "onto_outline", "outline_words", "same_turn"]
