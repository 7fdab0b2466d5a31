"""Where the ghost's label goes: beside the aimed squares, never over them, never cut off.

The label says the level the tile lands on and what it earns (or why it cannot go there). It
sits above the ghost when there is room in the view, else below it, else beside it; a text
too wide for the view is broken into lines rather than cut. A bubble standing on the table (a
tip, a lesson's step) is avoided as the ghost is: the bubble stays put, the label moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame


def label_rect(ghost: pygame.Rect, size: tuple[int, int], area: pygame.Rect, gap: int,
               estate: pygame.Rect | None = None, avoid: Sequence[pygame.Rect] = (),
               icons: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The label's rectangle of ``size``: inside ``area`` and clear of ``ghost`` when any
    such place exists (above, below, right, left, in that order), and first of all clear of
    the ``estate`` too (its squares and llamas: beside the ghost, else beside the estate at
    the ghost's height); above and kept in ``area`` otherwise. Every spot tried is clear of
    ``avoid`` (the bubbles on the table) where one such is found; where the label must lie
    over the estate, the spot covering fewest of its ``icons`` (a refusal's words lay over the
    back row's icons: what the player reads the estate by)."""

    def clear(spot: pygame.Rect) -> bool:
        return not any(spot.colliderect(rect) for rect in avoid)

    w, h = size
    rect = pygame.Rect(0, 0, w, h)
    if estate is not None:
        beside = []
        for side in ("midbottom", "midtop", "midleft", "midright"):
            spot = rect.copy()
            setattr(spot, side, {"midbottom": (ghost.centerx, ghost.top - gap), "midtop": (ghost.centerx, ghost.bottom + gap),
                                 "midleft": (ghost.right + gap, ghost.centery),
                                 "midright": (ghost.left - gap, ghost.centery)}[side])
            beside.append(spot)
        for x_side, x in (("left", estate.right + gap), ("right", estate.left - gap)):
            spot = rect.copy()
            setattr(spot, x_side, x)
            spot.centery = ghost.centery
            beside.append(spot)
        for spot in beside:
            inside = spot.clamp(area)
            if (area.contains(inside) and not inside.colliderect(ghost) and not inside.colliderect(estate)
                    and clear(inside)):
                return inside
    candidates = []
    above = rect.copy()
    above.midbottom = (ghost.centerx, ghost.top - gap)
    candidates.append(above)
    below = rect.copy()
    below.midtop = (ghost.centerx, ghost.bottom + gap)
    candidates.append(below)
    right = rect.copy()
    right.midleft = (ghost.right + gap, ghost.centery)
    candidates.append(right)
    left = rect.copy()
    left.midright = (ghost.left - gap, ghost.centery)
    candidates.append(left)
    for spot in (above, below):  # slid along, off a bubble's side
        for bubble in avoid:
            candidates += [spot.move(bubble.right + gap - spot.left, 0), spot.move(bubble.left - gap - spot.right, 0)]
    if icons:  # the field's edges beside the ghost's height, above and below it: where fewest icons lie
        for spot in (above, below, right, left):
            candidates += [spot.move(area.left - spot.left, 0), spot.move(area.right - spot.right, 0)]
    best: tuple[bool, int, int, pygame.Rect] | None = None
    for order, spot in enumerate(candidates):
        inside = spot.clamp(area)
        if inside.colliderect(ghost) or not area.contains(inside):
            continue
        judged = (not clear(inside), sum(1 for icon in icons if inside.colliderect(icon)), order, inside)
        if best is None or judged[:3] < best[:3]:
            best = judged
    return best[3] if best is not None else above.clamp(area)


def label_lines(words: list[str], width_of: Callable[[str], int], room: int, joiner: str) -> list[str]:
    """The label's parts (``words``: "Level 3", "earns 3 corn") joined on as few lines as fit
    in ``room`` pixels; a part wider than ``room`` stands on a line of its own."""
    lines: list[str] = []
    for word in words:
        if lines and width_of(lines[-1] + joiner + word) <= room:
            lines[-1] += joiner + word
        else:
            lines.append(word)
    return lines


__all__ = ["label_lines", "label_rect"]
