"""Where a square of an estate is, in words a player says ("on level 2, at the front left,
next to a hut"), not in coordinates: the keyboard's targets and the hints name squares so.

Pure: an estate and a square in, a phrase out (tested without a window).
"""

from __future__ import annotations

from ....i18n import t
from ....rules.llamaland.components import CACAO, COIN, CORN, HUT, POTATO
from ....rules.llamaland.estate import Estate
from .projection import Cell

LANDMARKS: tuple[tuple[str, str], ...] = ((HUT, "a hut"), (CORN, "a corn field"), (CACAO, "a cacao field"),
                                          (POTATO, "a potato field"), (COIN, "a coin"))
"""What a square may be next to, in the order a player would name it (a hut stands out most)."""

SIDES = {(-1, -1): "at the back left", (0, -1): "at the back", (1, -1): "at the back right",
         (-1, 0): "on the left", (0, 0): "in the middle", (1, 0): "on the right",
         (-1, 1): "at the front left", (0, 1): "at the front", (1, 1): "at the front right"}
"""The nine parts of an estate as the tilted view shows it (the back row is the top of the screen)."""


def _third(value: int, low: int, high: int) -> int:
    """-1, 0 or 1: which third of ``low..high`` holds ``value``."""
    span = high - low + 1
    if span < 3:
        return 0 if span == 1 else (-1 if value == low else 1)
    position = (value - low) * 3 // span
    return position - 1


def side_of(estate: Estate, cell: Cell) -> str:
    """The part of the estate ``cell`` lies in: "at the back left", "in the middle"."""
    xs = [x for x, _ in estate.tops]
    ys = [y for _, y in estate.tops]
    return t(SIDES[(_third(cell[0], min(xs), max(xs)), _third(cell[1], min(ys), max(ys)))])


def landmark_of(estate: Estate, cell: Cell) -> str:
    """What stands on a square beside ``cell`` (a hut, a field, a llama), "" for nothing."""
    beside = [(cell[0] + dx, cell[1] + dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))]
    icons = {estate.tops[c][1] for c in beside if c in estate.tops}
    for icon, words in LANDMARKS:
        if icon in icons:
            return t(words)
    if any(c in estate.tops and estate.tops[c][3] for c in beside):
        return t("another llama")
    return ""


def square_words(estate: Estate, cell: Cell) -> str:
    """The square ``cell`` in a player's words: its level, its part of the estate and what
    stands beside it ("on level 2, at the front left, next to a hut")."""
    level = estate.level(cell)
    landmark = landmark_of(estate, cell)
    if landmark:
        return t("on level {level}, {side}, next to {landmark}", level=level, side=side_of(estate, cell),
                 landmark=landmark)
    return t("on level {level}, {side}", level=level, side=side_of(estate, cell))


__all__ = ["landmark_of", "side_of", "square_words"]
