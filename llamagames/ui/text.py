"""Text drawing with the collection's fonts, cached per (text, size, style, colour)."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from ..i18n import language
from . import assets
from .palette import INK, PAPER, RUST
from .scale import MIN_TEXT

Anchor = str


def readable(size: int) -> int:
    """The pixel size text is drawn at: never under the 12 px a player can read."""
    return max(MIN_TEXT, int(size))


def render(text: str, size: int, bold: bool = False, color: tuple[int, int, int] = INK) -> pygame.Surface:
    """One line in the interface language's font (cached per language: switching redraws)."""
    return _render(text, readable(size), bold, color, language())


@lru_cache(maxsize=2048)
def _render(text: str, size: int, bold: bool, color: tuple[int, int, int], lang: str) -> pygame.Surface:
    return assets.font(size, bold=bold, japanese=lang == "ja").render(text, True, color)


def place(rect: pygame.Rect, pos: tuple[float, float], anchor: Anchor) -> pygame.Rect:
    """Move ``rect`` so that its ``anchor`` point ("center", "midtop", ...) is at ``pos``."""
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    return rect


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[float, float],
    color: tuple[int, int, int] = INK,
    *,
    anchor: Anchor = "topleft",
    bold: bool = False,
    shadow: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """Draw one line (never under 12 px); returns the rectangle it covers."""
    size = readable(size)
    image = render(text, size, bold, color)
    rect = place(image.get_rect(), pos, anchor)
    if shadow is not None:
        off = max(1, size // 14)
        surface.blit(render(text, size, bold, shadow), rect.move(off, off))
    surface.blit(image, rect)
    return rect


def text_width(text: str, size: int, bold: bool = False) -> int:
    return assets.font(readable(size), bold=bold).size(text)[0]


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so that it fits ``width`` pixels."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


panel_hook: Callable[[pygame.Surface, pygame.Rect, tuple[int, ...]], None] | None = None
"""Told of every panel drawn (the layout checker's, in tests: text must stay inside its panel)."""


def rounded_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, int, int],
    alpha: int = 255,
    radius: int = 12,
    border: tuple[int, int, int] | None = None,
    border_width: int = 2,
) -> None:
    """A rounded, optionally translucent panel with an optional border (cached by look)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel(rect.size, tuple(color), alpha, radius, tuple(border) if border else None, border_width), rect)
    if panel_hook is not None:
        panel_hook(surface, rect, tuple(color))


def veil(surface: pygame.Surface, rgba: tuple[int, int, int, int] = (6, 16, 12, 170)) -> None:
    """Darken the whole surface: what lies under an overlay recedes."""
    surface.blit(_panel(surface.get_size(), rgba[:3], rgba[3], 0, None, 0), (0, 0))


def paper_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The collection's dialog: cream paper with a rust edge and a soft shadow."""
    radius = round(18 * scale)
    rounded_panel(surface, rect.move(6, 8), (0, 0, 0), 90, radius=radius)
    rounded_panel(surface, rect, PAPER, 250, radius=radius, border=RUST, border_width=3)


@lru_cache(maxsize=512)
def _panel(size: tuple[int, int], color: tuple[int, ...], alpha: int, radius: int,
           border: tuple[int, ...] | None, border_width: int) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*color, alpha), panel.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(panel, (*border, 255), panel.get_rect(), border_width, border_radius=radius)
    return panel
