"""Where an estate's things are on screen: which square the pointer is on, a column's outline,
where a llama stands on its square, what is painted before what, the room kept around it.

Plain functions of a projection and an estate (no pygame): the view draws with them and the
pointer picks with the same ones, so a square is picked where it is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from ....rules.llamaland.estate import Estate
from .projection import LEVEL_HEIGHT, Cell, Point, Projection, Room, ViewMode, paint_order


def inside(poly: Sequence[Point], p: Point) -> bool:
    """Point in a convex polygon given in either winding."""
    sign = 0
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        cross = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
        if cross:
            s = 1 if cross > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True


def llama_spot(cell: Cell, estate: Estate) -> Point:
    """Where on its square (in squares from its back-left corner) a llama stands.

    A llama just behind another stood over it, the two drawn as one: with a llama on the
    square in front, this one steps back and left; with one behind, forward and right."""
    tops = estate.tops
    x, y = cell

    def llama(c: Cell) -> bool:
        top = tops.get(c)
        return top is not None and bool(top[3])

    front, behind = llama((x, y + 1)), llama((x, y - 1))
    if front and not behind:
        return (0.3, 0.4)
    if behind and not front:
        return (0.7, 0.82)
    return (0.5, 0.62)


LLAMA_LEVELS = math.ceil(0.95 * 1.1 / LEVEL_HEIGHT)
"""A standing llama's height in levels (``_llama_height`` at the herd's largest size)."""

TOP_LLAMA = 0.76
"""A llama's height seen from above, in squares: its tallest size and breath (x1.14) stay
within 0.9 of its square, so it covers no icon of the squares around it."""
TOP_FOOT = 0.94
"""Where a llama's feet are on its square seen from above (its figure rises to the back edge)."""


GHOST = "ghost"
LLAMA = "llama"


def depth_steps(ghost: Iterable[Cell], llamas: Iterable[Cell]) -> list[tuple[str, Cell]]:
    """The ghost's squares and the llamas in one painting order, back to front (rows from the
    back, right to left in a row, as ``paint_order``); on one square the ghost comes after the
    llama it would bury, so a refused ghost over a llama shows."""
    steps = [((c[1], -c[0], 1), GHOST, c) for c in ghost] + [((c[1], -c[0], 0), LLAMA, c) for c in llamas]
    return [(what, cell) for _, what, cell in sorted(steps)]


HEAD_BEHIND = 0.15
"""Squares of table kept behind your estate while a band over its field (a tip, a message) is
fitted clear of: the band takes the place of that room."""
LEFT_ACROSS = 1.0
"""Squares of table kept at each side of your estate while a column at its field's left (the
tip's, or its folded tab) is fitted clear of: the ring where a tile may go stays in view."""


def bubble_room(room: Room, head: int, left: int) -> Room:
    """The room kept around your estate while a bubble's band (``head``) or column (``left``)
    stands over its field: the bubble takes the place of part of that room."""
    if not isinstance(room, tuple):
        return room
    across, behind, front = room
    return (min(across, LEFT_ACROSS) if left else across, min(behind, HEAD_BEHIND) if head else behind, front)


TOP_RING = 1.0
"""Squares of table kept behind and in front of your estate seen from above, where those rows
are whole squares deep: the ring where a tile may go stays whole in view (its back row lay
under the field's title line and legend, cut)."""


TOP_MARGIN = 0.012
"""The share of your estate's fitted area kept free on each side seen from above (0.04 tilted,
for the shadows and the llamas' heads): from above nothing rises past a square, and the ring of
whole squares kept around the estate is its room already (the estate drew 6% larger)."""
MARGIN = 0.04
"""The share kept free on each side of any other estate's fitted area."""


def fit_margin(room: Room, mode: ViewMode) -> float:
    """The share of the fitted area kept free on each side: less for your estate from above
    (its ``room`` is a ring of squares, ``ring_room``), ``MARGIN`` otherwise."""
    return TOP_MARGIN if isinstance(room, tuple) and mode is ViewMode.TOP_DOWN else MARGIN


def ring_room(room: Room, mode: ViewMode, head: int) -> Room:
    """``room`` with the whole ring of squares behind and in front kept from above (not where
    a band over the field takes the room behind: ``bubble_room``)."""
    if not isinstance(room, tuple) or mode is not ViewMode.TOP_DOWN:
        return room
    across, behind, front = room
    return (across, behind if head else max(behind, TOP_RING), max(front, TOP_RING))


def silhouette(proj: Projection, cell: Cell, height: int) -> list[Point]:
    """A column's outline on screen, from the table up to ``height`` (its top alone from above)."""
    x, y = cell
    if proj.level_height == 0:
        return list(proj.corners(cell, height))
    return [proj.point(x, y, height), proj.point(x + 1, y, height), proj.point(x + 1, y + 1, height),
            proj.point(x + 1, y + 1, 0), proj.point(x, y + 1, 0), proj.point(x, y, 0)]


def drawn_cell(proj: Projection, estate: Estate, pos: Point) -> Cell | None:
    """The square drawn at screen ``pos`` (its top or a side face), front-most first; None if none."""
    tops = estate.tops
    top_level = max(t[0] for t in tops.values())
    candidates: set[Cell] = set()
    steps = max(1, top_level * 4)
    for i in range(steps + 1):
        candidates.add(proj.cell_at(pos, top_level * i / steps))
    hits = [c for c in candidates if c in tops and inside(silhouette(proj, c, tops[c][0]), pos)]
    if not hits:
        return None
    return paint_order(hits, proj.mode)[-1]


__all__ = ["GHOST", "HEAD_BEHIND", "LEFT_ACROSS", "LLAMA", "LLAMA_LEVELS", "TOP_FOOT", "TOP_LLAMA", "TOP_RING",
           "bubble_room", "depth_steps", "drawn_cell", "inside", "llama_spot", "ring_room", "silhouette"]
