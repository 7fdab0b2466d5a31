"""The small shared types of the kit: a game's buttons, its still regions, what the keys reach
(``KeyGroup``, see ``keyboard.py``), the first frame's warm-up.

They sit below every other module of the kit (they import none of it), so a part, the
drawing and the buttons can all name them without an import circle.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from .. import assets
from ..scale import text_px
from .layout import TableFrame

KIT_BUTTONS = 2
"""The kit's own buttons in the action column, above the game's: Undo, and Hint above it."""
TEXT_SIZES = (12, 13, 14, 15, 17, 18, 19, 20, 22, 24, 30, 36)
"""Design sizes of the table's text: their glyphs are rendered once while the menu idles."""
GLYPHS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?'’()+-–—×·…/%"


def kit_prewarm(size: tuple[int, int], felt: str) -> list[Callable[[], Any]]:
    """What every table's first frame at ``size`` needs: the felt and the glyphs of its text."""
    scale = TableFrame.compute(size, 2).text_scale
    sizes = sorted({round(n * scale) for n in TEXT_SIZES} | {text_px(scale, n) for n in TEXT_SIZES})
    return [partial(assets.table_felt, size, felt)] + [
        partial(warm_glyphs, px, bold) for px in sizes for bold in (False, True)]


_WARMED: dict[tuple[int, bool], pygame.font.Font] = {}
"""The font last warmed at each size: FreeType keeps its glyphs, so the menu opened again (or
another table's prewarm at the same size) does not render them again."""


def warm_glyphs(px: int, bold: bool) -> None:
    """Render every common glyph once at ``px``: FreeType keeps them for the first frame."""
    font = assets.font(px, bold=bold)
    if _WARMED.get((px, bold)) is font:
        return
    font.size(GLYPHS)
    font.render(GLYPHS, True, (0, 0, 0))
    _WARMED[(px, bold)] = font


def no_prewarm(size: tuple[int, int]) -> list[Callable[[], Any]]:
    """A game whose first frame needs nothing beyond the kit's felt and glyphs."""
    return []


@dataclass(frozen=True)
class StillRegion:
    """A still part of a table, painted into the kit's cached backdrop and painted again only
    when ``key`` (everything the painting shows) or ``rect`` changes."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], None]
    reads: pygame.Rect | None = None  # the part holding words, kept clear of messages (None: all of it)


@dataclass(frozen=True)
class ButtonSpec:
    """One of a game's own buttons in the action column (the first is the primary one)."""

    key: str
    label: str
    tooltip: str = ""
    any_time: bool = False
    """Pressable while others play too (a view switch), not only on the viewer's turn."""


@dataclass(frozen=True)
class KeyTarget:
    """One thing Enter can do at the table: play ``action``, or run ``callback``."""

    rect: pygame.Rect
    label: str
    action: Any = None
    callback: Callable[[], None] | None = None
    key: Hashable = None
    on_focus: Callable[[], None] | None = None


@dataclass(frozen=True)
class KeyGroup:
    """Targets that belong together (the hand, the market, the free places)."""

    name: str
    targets: Sequence[KeyTarget]


__all__ = ["ButtonSpec", "KeyGroup", "KeyTarget", "GLYPHS", "KIT_BUTTONS", "StillRegion", "TEXT_SIZES", "kit_prewarm", "no_prewarm",
           "warm_glyphs"]
