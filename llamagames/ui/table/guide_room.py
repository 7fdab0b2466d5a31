"""Where the guide's bubble stands when its own place is taken: the spot on the table that
covers least of what the player reads, and never what the step rings.

A guided step's bubble has a place of its own (the game's tip place, or under the status
line), but in a small window or at large text that place may lie over the card to take, the
square to fill, or the status line. Then every spot of the window is weighed, for each of a
few bubble shapes (narrower, smaller words): covering a ring costs more than anything,
covering kept words (the room's ``kept``) much more than covering a picture. The sums come
from a table of running totals over a coarse grid, so weighing a few thousand spots takes a
few milliseconds; it is done once per sentence and window, not every frame. Pure geometry
on rectangles (tested without a window).

Through a lesson the bubble keeps one place, its home (``steady_spot``): a new step's words
stand where the first step's did, unless there they would cover a ring or kept words; then
where the bubble last stood, or the spot nearest it that covers none. A playtest's eye hunted for a bubble that, in Japanese,
stood elsewhere at each step because another spot covered a few cells less of a picture.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

CELL = 8
"""Pixels per grid cell (a cell touched by something counts whole)."""
STRIDE = 2
"""Spots are tried every this many cells (16 px): close enough, and four times fewer to weigh."""
RING_COST = 10**10
"""A cell of a ring: a bubble over what the step asks for is the worst spot there is."""
WORD_COST = 10**5
"""A cell of something kept (words, a panel, a piece in play): more than all the pictures of a
window together, so a spot over kept things is never chosen while one over pictures is free."""
PICTURE_COST = 1
"""A cell of a picture without words (covered before any words)."""


def weigh(bounds: pygame.Rect, kept: Sequence[pygame.Rect], pictures: Sequence[pygame.Rect],
          rings: Sequence[pygame.Rect]) -> list[list[int]]:
    """Running totals of the cost of each cell of ``bounds`` (a row and a column of zeros first):
    a ring's cell costs most, then a kept thing's, then a picture's; one over another counts once."""
    cols = max(1, bounds.width // CELL)
    rows = max(1, bounds.height // CELL)
    cost = [[0] * cols for _ in range(rows)]
    for rects, weight in ((pictures, PICTURE_COST), (kept, WORD_COST), (rings, RING_COST)):
        for rect in rects:
            clip = rect.clip(bounds)
            if not clip.width or not clip.height:
                continue
            c0, c1 = (clip.left - bounds.left) // CELL, min(cols, -(-(clip.right - bounds.left) // CELL))
            r0, r1 = (clip.top - bounds.top) // CELL, min(rows, -(-(clip.bottom - bounds.top) // CELL))
            cells = [weight] * (c1 - c0)
            for r in range(r0, r1):
                cost[r][c0:c1] = cells  # the weights come in rising order: the worst thing on a cell wins
    totals = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        above, here, line = totals[r], totals[r + 1], cost[r]
        run = 0
        for c in range(cols):
            run += line[c]
            here[c + 1] = above[c + 1] + run
    return totals


def cost_of(totals: list[list[int]], bounds: pygame.Rect, rect: pygame.Rect) -> int:
    """What ``rect`` covers by the weights of ``totals``; leaving ``bounds`` costs as a ring."""
    if not bounds.contains(rect):
        return RING_COST
    rows, cols = len(totals) - 1, len(totals[0]) - 1
    c0, r0 = (rect.left - bounds.left) // CELL, (rect.top - bounds.top) // CELL
    c1 = min(cols, -(-(rect.right - bounds.left) // CELL))
    r1 = min(rows, -(-(rect.bottom - bounds.top) // CELL))
    return totals[r1][c1] - totals[r1][c0] - totals[r0][c1] + totals[r0][c0]


def best_spot(sizes: Sequence[tuple[int, int]], totals: list[list[int]], bounds: pygame.Rect,
              prefer: tuple[int, int]) -> tuple[int, int, pygame.Rect] | None:
    """(cost, shape index, spot): the spot inside ``bounds`` that covers least by ``totals``, for
    the shapes ``sizes`` in order of preference; among equals the earlier shape, then the spot
    nearest ``prefer`` (a top-left corner). The search stops at the first shape with a clear
    spot. None when no shape fits inside ``bounds``."""
    rows, cols = len(totals) - 1, len(totals[0]) - 1
    best: tuple[int, int, int, pygame.Rect] | None = None
    for index, (width, height) in enumerate(sizes):
        w, h = -(-width // CELL), -(-height // CELL)
        if w > cols or h > rows:
            continue
        last_r, last_c = rows - h, cols - w
        for r in [*range(0, last_r, STRIDE), last_r]:  # the far edges are always tried
            top, bottom = totals[r], totals[r + h]
            y = bounds.top + r * CELL
            for c in [*range(0, last_c, STRIDE), last_c]:
                cost = bottom[c + w] - bottom[c] - top[c + w] + top[c]
                if best is not None and cost > best[0]:
                    continue
                x = bounds.left + c * CELL
                key = (cost, index, abs(x - prefer[0]) + abs(y - prefer[1]))
                if best is None or key < best[:3]:
                    best = (*key, pygame.Rect(x, y, width, height))
        if best is not None and best[0] == 0:
            break  # this shape has a clear spot: no smaller one is needed
    return None if best is None else (best[0], best[1], best[3])


def edges_of(area: pygame.Rect) -> list[pygame.Rect]:
    """The four edges of ``area``, a pixel wide: kept, they keep a bubble wholly in or out of it."""
    return [pygame.Rect(area.left, area.top, area.width, 1), pygame.Rect(area.left, area.bottom - 1, area.width, 1),
            pygame.Rect(area.left, area.top, 1, area.height), pygame.Rect(area.right - 1, area.top, 1, area.height)]


def steady_spot(sizes: Sequence[tuple[int, int]], ranks: Sequence[int], totals: list[list[int]],
                bounds: pygame.Rect, home: tuple[int, int],
                last: tuple[int, int] | None = None) -> tuple[int, int, pygame.Rect] | None:
    """(cost, shape index, spot) as ``best_spot`` weighs them, but chosen to stay put: the fewest
    kept and ringed cells first, then the shape's ``ranks`` (its words' size: 0 for the full
    size), then exactly ``home`` or else exactly ``last`` (where it was forced to before) over
    any pictures there, then the spot covering fewest pictures, nearest ``last`` among equals
    (top-left corners). None when no shape fits."""
    rows, cols = len(totals) - 1, len(totals[0]) - 1
    near = last or home
    best: tuple[int, int, int, int, int, int, pygame.Rect] | None = None  # the key, then the spot
    for rank in sorted(set(ranks)):
        fitting = [i for i in range(len(sizes)) if ranks[i] == rank
                   and -(-sizes[i][0] // CELL) <= cols and -(-sizes[i][1] // CELL) <= rows]
        for order, spot in enumerate([home] if last is None else [home, last]):
            for index in fitting:  # exactly there (off the grid, maybe)
                at = pygame.Rect(spot, sizes[index])
                cost = cost_of(totals, bounds, at)
                key = (cost // WORD_COST, rank, order, 0, 0, index)
                if best is None or key < best[:6]:
                    best = (*key, at)
        if best is not None and best[:2] == (0, rank):
            break  # clear at home, or where it last stood, in the largest words left
        for index in fitting:
            w, h = -(-sizes[index][0] // CELL), -(-sizes[index][1] // CELL)
            last_r, last_c = rows - h, cols - w
            for r in [*range(0, last_r, STRIDE), last_r]:
                top, bottom = totals[r], totals[r + h]
                y = bounds.top + r * CELL
                for c in [*range(0, last_c, STRIDE), last_c]:
                    cost = bottom[c + w] - bottom[c] - top[c + w] + top[c]
                    x = bounds.left + c * CELL
                    key = (cost // WORD_COST, rank, 2, cost, abs(x - near[0]) + abs(y - near[1]), index)
                    if best is None or key < best[:6]:
                        best = (*key, pygame.Rect((x, y), sizes[index]))
        if best is not None and best[:2] == (0, rank):
            break  # clear of words and rings in words this large: smaller words never win
    return None if best is None else (cost_of(totals, bounds, best[6]), best[5], best[6])


__all__ = ["best_spot", "cost_of", "edges_of", "steady_spot", "weigh"]
