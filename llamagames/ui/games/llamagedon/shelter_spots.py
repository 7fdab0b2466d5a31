"""Where shelters are drawn: in your row above the hand, or small in a rival's seat panel
beside the backs of their hand and its count's badge.
"""

from __future__ import annotations

from functools import lru_cache
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


def shelter_rects(lay: ShelterSizes, box: pygame.Rect, mine: bool, count: int, scale: float,
                  px: int = 0, count_w: int = 0) -> list[pygame.Rect]:
    """Where each of ``count`` shelters is drawn: in your row (``mine``, ``box`` is the row) or
    in a rival's seat panel (``box`` is the panel; ``px`` is the size of the words of the value
    tags on the shelters' corners and ``count_w`` the width of the panel's count of shelters at its bottom
    right, both kept clear)."""
    s = scale
    if count == 0:
        return []
    if not mine:  # right of the hand's backs and their count's badge (``count_badge``)
        top = box.top + round(56 * s)
        start = count_badge(box, s)[0].right + round(4 * s)
        right = box.right - max(round(22 * s), round(14 * s) + count_w + round(4 * s))
        room = pygame.Rect(start, top, right - start, box.bottom - top - round(4 * s))
        return fitted_shelters(room, lay.mini_w, count, round(4 * s), px)
    w = lay.mine_w
    slot = round(w * 1.5)
    top = box.top + lay.mine_pad
    h = card_height(w)
    # apart by a little under half a card where the row has room: at 150% the value tag on one
    # shelter's corner stood over the next shelter's card with the row mostly empty
    step = min(slot + max(round(6 * s), round(w * 0.45)), (box.width - round(16 * s) - slot) / max(count - 1, 1)) if count > 1 else 0
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
COMPACT_SLOT = 1.12
"""Where four to six shelters would otherwise be drawn too small to read (a playtest could not
tell a rival's shelters apart at 1366x768), a Built Shelter's second card only peeks out behind
the first, so the cards stay larger."""
RIVAL_GAP = 0.36
"""Card widths before each rival's shelter: a Protect tucked behind one shows its corner there."""
COMPACT_COST = 0.85
"""The compact shelters are taken only where they give cards larger than this by its inverse:
two Resources side by side read best."""


def tag_side(px: int) -> int:
    """The side of a shelter's value tag for words of ``px`` (never under 12 px)."""
    return round(max(12, px) * 1.45)


def rival_tag_px(px: int, width: int) -> int:
    """The value tag's words on a rival's shelter of card width ``width``: the player's size,
    but no larger than about half the card (at 150% a tag as wide as its card hid it)."""
    return max(12, min(px, round(width * 0.55)))


def tag_overhang(tag: int) -> int:
    """How far a value tag of side ``tag`` stands out right of and above its shelter's corner
    (the painter's ``value_tag`` centres it a fifth of its side inside the corner)."""
    return tag - tag // 5 - tag // 2 + 1 if tag else 0


def fitted_shelters(room: pygame.Rect, most: int, count: int, gap: int, px: int = 0) -> list[pygame.Rect]:
    """``count`` shelters side by side in ``room``, never over each other (nor a Protect's
    corner or a value tag for words of ``px``, ``rival_tag_px``, over its neighbour): at the
    panel's card width ``most`` when they fit, else smaller, compact (``COMPACT_SLOT``) where
    that gives larger cards, in as many rows as give the largest cards. A shelter's card width
    is its rectangle's height's (``rival_card_width``)."""
    return [pygame.Rect(spot) for spot in _fitted(tuple(room), most, count, gap, px)]


@lru_cache(maxsize=256)
def _fitted(room_spot: tuple[int, int, int, int], most: int, count: int, gap: int,
            px: int) -> tuple[tuple[int, int, int, int], ...]:
    room = pygame.Rect(room_spot)
    lead = round(most * RIVAL_GAP)  # the first shelter stands at the same place whatever the count
    usable = room.width - lead
    best: tuple[float, int, int, float] = (0.0, 6, 1, RIVAL_SLOT)
    for factor, cost in ((RIVAL_SLOT, 1.0), (COMPACT_SLOT, COMPACT_COST)):
        for rows in range(1, count + 1):
            per_row = -(-count // rows)
            for width in range(most, 5, -1):  # the largest that fits, its tag with it
                out = tag_overhang(tag_side(rival_tag_px(px, width))) if px else 0
                if (per_row * (width * factor + out) + (per_row - 1) * width * RIVAL_GAP <= usable
                        and rows * card_height(width) + (rows - 1) * (gap + out) <= room.height):
                    if width * cost > best[0]:
                        best = (width * cost, width, rows, factor)
                    break
    width, rows, factor = best[1], best[2], best[3]
    out = tag_overhang(tag_side(rival_tag_px(px, width))) if px else 0
    per_row = -(-count // rows)
    slot, h = round(width * factor), card_height(width)
    step = slot + width * RIVAL_GAP + out
    left = room.left + lead
    return tuple((round(left + (i % per_row) * step), room.top + (i // per_row) * (h + gap + out), slot, h)
                 for i in range(count))


def rival_card_width(rect: pygame.Rect) -> int:
    """The card width a rival's shelter in ``rect`` is drawn at (its height is a card's)."""
    return round(rect.height * 63 / 88)


__all__ = ["BACK_W", "COMPACT_SLOT", "RIVAL_GAP", "RIVAL_SLOT", "count_badge", "fitted_shelters", "rival_card_width",
           "rival_tag_px", "shelter_rects", "tag_overhang", "tag_side"]
