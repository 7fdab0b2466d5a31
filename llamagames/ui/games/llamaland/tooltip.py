"""Llamaland's tooltips: what the piece under the pointer is, said beside the pointer.

A tooltip names one piece (a stack, a character card, an objective, a llama column) and lives
only while the pointer rests on that piece: it goes when the pointer leaves it or the window,
when a click acts, when a modal layer opens, and when a move changes what lies there. It
stands by the pointer, below or above it, on whichever side covers fewest words, never
across the table (it once stood in the estate's field, far from a market card).
"""

from __future__ import annotations

import pygame

from ...table.clear_room import ClearRoom, spot_for
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


FAR = 110
"""Pixels (at scale 1, or the text's scale where larger) a tooltip may stand from the piece it
names when every spot beside the pointer covers words: pushed past them (a character card's
tooltip goes below the supply strip and the estate's header line; beside the pointer at 150%
text it covered the objectives' names and counts)."""
STEPS = {"below": (0, 1), "above": (0, -1), "right": (1, 0), "left": (-1, 0)}
SLIDES = (0.0, -0.5, 0.5, -0.9, 0.9)
"""Along each side of the piece, how far off centre a spot is tried (in the tooltip's widths)."""


def words_covered(rect: pygame.Rect, room: ClearRoom) -> int:
    """Pixels of kept words (not pictures: ``ClearRoom.soften``) that ``rect`` would cover."""
    return sum(rect.clip(kept).width * rect.clip(kept).height for kept in room.kept)


def pushed_spots(spot: pygame.Rect, side: str, room: ClearRoom, bounds: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """``spot`` moved on towards ``side`` past each kept thing it covers, one after another,
    while it stays inside ``bounds``: every place it stops at."""
    dx, dy = STEPS[side]
    found: list[pygame.Rect] = []
    spot = pygame.Rect(spot)
    for _ in range(8):
        hits = [kept for kept in room.kept if spot.colliderect(kept)]
        if not hits:
            break
        if dy > 0:
            spot.top = max(kept.bottom for kept in hits) + gap
        elif dy < 0:
            spot.bottom = min(kept.top for kept in hits) - gap
        elif dx > 0:
            spot.left = max(kept.right for kept in hits) + gap
        else:
            spot.right = min(kept.left for kept in hits) - gap
        if not bounds.contains(spot):
            break
        found.append(pygame.Rect(spot))
    return found


def gap_to(rect: pygame.Rect, other: pygame.Rect) -> int:
    """Pixels between two rectangles (0 where they touch or overlap)."""
    return max(other.left - rect.right, rect.left - other.right, other.top - rect.bottom, rect.top - other.bottom, 0)


def place_tip(size: tuple[int, int], pointer: tuple[int, int], room: ClearRoom, scale: float,
              text_scale: float | None = None, piece: pygame.Rect | None = None) -> pygame.Rect:
    """Where the tooltip stands: the first spot of :func:`tip_spots` that leaves the pointer's
    tip uncovered and covers nothing kept; else the spot nearest the pointer that covers no
    words nor the piece (beside the pointer over pictures only, or beside the piece, or either
    pushed past the words in its way), at most ``FAR`` from the piece at ``text_scale`` (what
    it passes is words, which grow with the text), fewest pictures among equals; else the spot
    beside the pointer that covers fewest kept words."""
    bounds = room.bounds if room.bounds.width and room.bounds.height else pygame.Rect(0, 0, 1 << 16, 1 << 16)
    tip = pygame.Rect(pointer[0] - 2, pointer[1] - 2, 5, 5)
    near = tip_spots(size, pointer, bounds, scale)
    for spot in near:
        if not spot.colliderect(tip) and room.covered(spot) == 0:
            return spot
    named = pygame.Rect(piece) if piece is not None else tip
    gap = max(2, round(4 * scale))
    far = round(FAR * (scale if text_scale is None else max(scale, text_scale)))
    candidates: list[pygame.Rect] = []
    for order, spot in enumerate(near):
        candidates += [spot, *pushed_spots(spot, "below" if order % 2 == 0 else "above", room, bounds, gap)]
    for side in STEPS:
        for slide in SLIDES:
            spot = spot_for(side, size, named, gap, slide)
            if bounds.width >= size[0] and bounds.height >= size[1]:
                spot.clamp_ip(bounds)
            candidates += [spot, *pushed_spots(spot, side, room, bounds, gap)]
    clear = [spot for spot in candidates
             if bounds.contains(spot) and not spot.colliderect(tip) and not spot.colliderect(named)
             and words_covered(spot, room) == 0 and gap_to(spot, named) <= far]
    if clear:
        return min(clear, key=lambda spot: (gap_to(spot, tip), room.covered(spot)))
    best: tuple[int, int, pygame.Rect] | None = None
    for order, spot in enumerate(near):
        cost = room.covered(spot) + (1 << 30 if spot.colliderect(tip) else 0)
        if best is None or (cost, order) < best[:2]:
            best = (cost, order, spot)
    assert best is not None
    return best[2]


__all__ = ["FAR", "gap_to", "place_tip", "pushed_spots", "tip_spots", "tooltip_lines", "words_covered"]
