"""Where shelters are drawn: in your row above the hand, or small in a rival's seat panel
beside the backs of their hand and its count's badge.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ...widgets.cards import card_height

BACK_W = 40
"""A rival's hand: the width of its card backs, in design pixels (larger since a playtest found
the rivals' pieces too small to read; ``layout`` sizes the panels for them)."""


class ShelterSizes(Protocol):
    """What the spots read of the table's layout (``layout.GedonLayout``, which imports this)."""

    mine_w: int
    mini_w: int
    mine_pad: int


def shelter_rects(lay: ShelterSizes, box: pygame.Rect, mine: bool, count: int, scale: float) -> list[pygame.Rect]:
    """Where each of ``count`` shelters is drawn: in your row (``mine``, ``box`` is the row) or
    in a rival's seat panel (``box`` is the panel)."""
    s = scale
    if count == 0:
        return []
    if not mine:  # right of the hand's backs and their count's badge (``count_badge``)
        top = box.top + round(56 * s)
        start = count_badge(box, s)[0].right + round(4 * s)
        room = pygame.Rect(start, top, box.right - round(22 * s) - start, box.bottom - top - round(4 * s))
        return fitted_shelters(room, lay.mini_w, count, round(4 * s))
    w = lay.mine_w
    slot = round(w * 1.5)
    top = box.top + lay.mine_pad
    h = card_height(w)
    step = min(slot + round(6 * s), (box.width - round(16 * s) - slot) / max(count - 1, 1)) if count > 1 else 0
    total = slot + step * (count - 1)
    left = box.centerx - total / 2 if mine else box.left
    return [pygame.Rect(round(left + i * step), top, slot, h) for i in range(count)]


def count_badge(panel: pygame.Rect, scale: float, stack_top: int | None = None) -> tuple[pygame.Rect, int]:
    """A rival's hand: where its card backs stand (from ``stack_top``, by default under a
    100% header) and the centre's bounding box of the badge with their count, and its radius."""
    s = scale
    back_w = round(BACK_W * s)
    top = panel.top + round(56 * s) if stack_top is None else stack_top
    cx, cy = panel.left + round(12 * s) + back_w, top + round(4 * s)
    radius = round(11 * s) + 2
    return pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius), radius


RIVAL_SLOT = 1.45
"""A rival's shelter (two Resources overlapping) is this many card widths wide."""
RIVAL_GAP = 0.36
"""Card widths before each rival's shelter: a Protect tucked behind one shows its corner there."""


def fitted_shelters(room: pygame.Rect, most: int, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` shelters side by side in ``room``, never over each other (nor a Protect's
    corner over its neighbour): at the panel's card width ``most`` when they fit, else smaller,
    in as many rows as give the largest cards. A shelter's card width is its rectangle's
    width / ``RIVAL_SLOT``."""
    lead = round(most * RIVAL_GAP)  # the first shelter stands at the same place whatever the count
    usable = room.width - lead
    best: tuple[int, int] = (0, 1)
    for rows in range(1, count + 1):
        per_row = -(-count // rows)
        by_width = usable / (per_row * RIVAL_SLOT + (per_row - 1) * RIVAL_GAP)
        by_height = (room.height - gap * (rows - 1)) / rows * 63 / 88
        width = int(min(most, by_width, by_height))
        if width > best[0]:
            best = (width, rows)
    width, rows = max(best[0], 6), best[1]
    per_row = -(-count // rows)
    slot, h, step = round(width * RIVAL_SLOT), card_height(width), width * (RIVAL_SLOT + RIVAL_GAP)
    left = room.left + lead
    return [pygame.Rect(round(left + (i % per_row) * step), room.top + (i // per_row) * (h + gap), slot, h)
            for i in range(count)]


def rival_card_width(rect: pygame.Rect) -> int:
    """The card width a rival's shelter in ``rect`` is drawn at."""
    return round(rect.width / RIVAL_SLOT)


__all__ = ["BACK_W", "RIVAL_GAP", "RIVAL_SLOT", "count_badge", "fitted_shelters", "rival_card_width", "shelter_rects"]
