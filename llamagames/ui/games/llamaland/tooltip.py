"""Llamaland's tooltips: what the piece under the pointer is, said beside the pointer.

A tooltip names one piece (a stack, a character card, an objective, a llama column) and lives
only while the pointer rests on that piece: it goes when the pointer leaves it or the window,
when a click acts, when a modal layer opens, and when a move changes what lies there. It
stands by the pointer, below or above it, on whichever side covers fewest words, never
across the table (it once stood in the estate's field, far from a market card).
"""

from __future__ import annotations

import pygame

from ...table.clear_room import ClearRoom
from ...text import text_width, wrap

OFFSET_BELOW = 22
"""Pixels (at scale 1) from the pointer's tip down to a tooltip below it: clear of the arrow."""
OFFSET_ABOVE = 8
"""Pixels (at scale 1) from the pointer's tip up to a tooltip above it."""
SIDE = 12
"""Pixels (at scale 1) from the pointer to a tooltip's near edge, sideways."""


def tooltip_lines(text: str, size: int, most: int) -> list[str]:
    """A tooltip's lines: one when it fits in ``most`` pixels, else wrapped, every word kept."""
    if text_width(text, size) <= most:
        return [text]
    return wrap(text, size, most) or [text]


def tip_spots(size: tuple[int, int], pointer: tuple[int, int], bounds: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Where a tooltip of ``size`` may stand, in order of preference: below the pointer to the
    right, above it to the right, then the same to the left; each moved inside ``bounds``."""
    w, h = size
    px, py = pointer
    below, above, side = round(OFFSET_BELOW * scale), round(OFFSET_ABOVE * scale), round(SIDE * scale)
    spots = [
        pygame.Rect(px + side // 2, py + below, w, h),
        pygame.Rect(px + side // 2, py - above - h, w, h),
        pygame.Rect(px - side - w, py + below, w, h),
        pygame.Rect(px - side - w, py - above - h, w, h),
    ]
    return [spot.clamp(bounds) if bounds.width >= w and bounds.height >= h else spot for spot in spots]


def place_tip(size: tuple[int, int], pointer: tuple[int, int], room: ClearRoom, scale: float) -> pygame.Rect:
    """The spot of :func:`tip_spots` that leaves the pointer's tip uncovered and covers fewest
    kept words (the first such, in order)."""
    best: tuple[int, int, pygame.Rect] | None = None
    bounds = room.bounds if room.bounds.width and room.bounds.height else pygame.Rect(0, 0, 1 << 16, 1 << 16)
    tip = pygame.Rect(pointer[0] - 2, pointer[1] - 2, 5, 5)
    for order, spot in enumerate(tip_spots(size, pointer, bounds, scale)):
        cost = room.covered(spot) + (1 << 30 if spot.colliderect(tip) else 0)
        if cost == 0:
            return spot
        if best is None or (cost, order) < best[:2]:
            best = (cost, order, spot)
    assert best is not None
    return best[2]


__all__ = ["place_tip", "tip_spots", "tooltip_lines"]
