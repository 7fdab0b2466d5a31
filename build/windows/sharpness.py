"""How sharp the text in a screenshot is, measured, not looked at.

Why: a program Windows does not know to be DPI aware is drawn at 96 DPI and its bitmap
stretched to the screen's scaling (150 %: every pixel becomes 1.5), which smears each edge
of a glyph over more pixels. Along every row of the picture, an edge is a run of steps
between two flat stretches (no step of more than ``FLAT``) that climbs or falls by at least
``CONTRAST`` in brightness; its width is the number of steps in it. Text drawn at the
screen's own pixels has edges one or two steps wide; the same picture stretched by 1.5 has
wider ones (``stretched`` makes that comparison from any screenshot). A glyph's stem is a
dark run between a falling and a rising edge: its width says how large the text is drawn.
"""

from __future__ import annotations

import os
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FLAT = 6
"""Brightness steps (0-255) at most this large belong to a flat stretch, not an edge."""
CONTRAST = 128
"""An edge climbs or falls at least this much: glyphs on their background, not shading."""
LONGEST_EDGE = 8


@dataclass(frozen=True)
class Sharpness:
    edges: int
    """Edges measured."""
    mean_edge_px: float
    """Their mean width in pixels (1 = a step from background to ink in one pixel)."""
    sharp_share: float
    """Share of edges at most two pixels wide."""
    stem_px: float
    """Median width of dark runs between a falling and a rising edge (glyph stems)."""


def _pygame() -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def _rows(surface: Any, every: int) -> list[bytes]:
    pygame = _pygame()
    grey = pygame.transform.grayscale(surface)
    width, height = grey.get_size()
    flat = pygame.image.tobytes(grey, "RGB")[::3]
    return [flat[y * width:(y + 1) * width] for y in range(0, height, every)]


def measure(surface: Any, every: int = 2) -> Sharpness:
    """The edges and stems in ``surface`` (a pygame Surface), every ``every``-th row."""
    widths: list[int] = []
    stems: list[int] = []
    for row in _rows(surface, every):
        i, n = 0, len(row)
        fell_at: int | None = None
        while i < n - 1:
            if abs(row[i + 1] - row[i]) <= FLAT:
                i += 1
                continue
            start = i
            sign = 1 if row[i + 1] > row[i] else -1
            while i < n - 1 and abs(row[i + 1] - row[i]) > FLAT and (row[i + 1] - row[i]) * sign > 0:
                i += 1
            width = i - start
            if abs(row[i] - row[start]) >= CONTRAST and width <= LONGEST_EDGE:
                widths.append(width)
                if sign < 0:
                    fell_at = i
                elif fell_at is not None:
                    stems.append(start - fell_at + 1)
                    fell_at = None
            else:
                fell_at = None
    if not widths:
        return Sharpness(0, 0.0, 0.0, 0.0)
    return Sharpness(len(widths), round(statistics.fmean(widths), 2),
                     round(sum(1 for w in widths if w <= 2) / len(widths), 3),
                     float(statistics.median(stems)) if stems else 0.0)


def stretched(surface: Any, factor: float = 1.5) -> Any:
    """``surface`` as Windows would show a DPI-unaware window at ``factor`` scaling."""
    pygame = _pygame()
    w, h = surface.get_size()
    return pygame.transform.smoothscale(surface, (round(w * factor), round(h * factor)))


def crop(path: Path, rect: tuple[int, int, int, int]) -> Any:
    """The part ``rect`` (x, y, w, h) of an image file, as a Surface."""
    pygame = _pygame()
    image = pygame.image.load(str(path))
    x, y, w, h = rect
    area = pygame.Rect(x, y, w, h).clip(image.get_rect())
    return image.subsurface(area).copy()
