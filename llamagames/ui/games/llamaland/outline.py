"""A guided game's gold outline: the tile in hand takes the outline's place only when the
player has turned and flipped it to match.

A Hint's gold ghost turns the tile for the player (a drop on it plays the hint, ``stage.hinted_at``),
but a lesson that asks "flip it with F" must let F be seen to work: there, the tile over the
outline stays as the player holds it, red with the words of what is left to do. Pure: tested
without a window.
"""

from __future__ import annotations

from ....i18n import t
from ....rules.llamaland import orientation
from ....rules.llamaland.estate import BACK, FRONT


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


__all__ = ["outline_words", "same_turn"]
