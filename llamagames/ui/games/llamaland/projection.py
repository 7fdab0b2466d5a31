"""Where an estate square lands on screen: the oblique and top-down views, zoom and pan.

Pure math, no pygame. A square ``(x, y)`` at level ``L`` (its top is ``L`` layers above the
table) maps by one affine map: ``screen = origin + x * ex + y * ey + L * ez``. In the oblique
view ``ex`` points right, ``ey`` down and slightly right (the table seen from the front-left,
so front and left side faces show), and ``ez`` up: each level lifts a square by a visible
height. In the top-down view ``ez`` is zero and levels are told apart by shading alone.
Zoom multiplies the three vectors, pan moves the origin. The inverse, at a given level, is a
2x2 solve: that is what snaps a dragged tile's ghost to the squares at the level where it
would land.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from dataclasses import dataclass, replace

Cell = tuple[int, int]
Point = tuple[float, float]
Room = float | tuple[float, float, float]
"""Squares of table fitted around an estate: on every side, or (across, behind, in front)."""


class ViewMode(enum.Enum):
    """How the estate is seen: from the front at an angle, or straight from above."""

    OBLIQUE = "oblique"
    TOP_DOWN = "top-down"


# Shape of the oblique view, in units of one square's width.
OBLIQUE_SKEW = 0.22
"""How far right a square's front edge sits compared with its back edge (shows the left faces)."""
OBLIQUE_DEPTH = 0.66
"""A square's depth on screen: the table is seen at an angle, so rows are shorter than columns."""
LEVEL_HEIGHT = 0.26
"""How high one level lifts a square on screen (a tile's visible thickness)."""


@dataclass(frozen=True, slots=True)
class Projection:
    """An affine map from (x, y, level) to screen pixels; immutable, cheap to copy.

    ``scale`` is a square's width in pixels (the zoom), ``origin`` is where the table corner
    of square (0, 0) lands (the pan).
    """

    mode: ViewMode = ViewMode.OBLIQUE
    scale: float = 64.0
    origin: Point = (0.0, 0.0)

    # Basis vectors ----------------------------------------------------------------------

    @property
    def ex(self) -> Point:
        return (self.scale, 0.0)

    @property
    def ey(self) -> Point:
        if self.mode is ViewMode.TOP_DOWN:
            return (0.0, self.scale)
        return (self.scale * OBLIQUE_SKEW, self.scale * OBLIQUE_DEPTH)

    @property
    def ez(self) -> Point:
        if self.mode is ViewMode.TOP_DOWN:
            return (0.0, 0.0)
        return (0.0, -self.scale * LEVEL_HEIGHT)

    @property
    def level_height(self) -> float:
        """Pixels one level lifts a square (0 from above)."""
        return -self.ez[1]

    # Forward ----------------------------------------------------------------------------

    def point(self, x: float, y: float, level: float = 0.0) -> Point:
        """Screen position of the table-plane point (x, y) lifted to ``level``.

        ``origin + x * ex + y * ey + level * ez`` with the basis written out and its zero terms
        left out (the same numbers): a drag asks it a few hundred times a frame."""
        s = self.scale
        if self.mode is ViewMode.TOP_DOWN:
            return (self.origin[0] + x * s, self.origin[1] + y * s)
        return (self.origin[0] + x * s + y * (s * OBLIQUE_SKEW),
                self.origin[1] + y * (s * OBLIQUE_DEPTH) + level * (-s * LEVEL_HEIGHT))

    def corners(self, cell: Cell, level: float) -> tuple[Point, Point, Point, Point]:
        """The top face of a square at ``level``: back-left, back-right, front-right, front-left."""
        x, y = cell
        return (self.point(x, y, level), self.point(x + 1, y, level),
                self.point(x + 1, y + 1, level), self.point(x, y + 1, level))

    def centre(self, cell: Cell, level: float) -> Point:
        """The middle of a square's top face at ``level``."""
        return self.point(cell[0] + 0.5, cell[1] + 0.5, level)

    # Inverse ----------------------------------------------------------------------------

    def unproject(self, screen: Point, level: float) -> Point:
        """The table-plane point (x, y), fractional, whose lift to ``level`` shows at ``screen``."""
        ex, ey, ez = self.ex, self.ey, self.ez
        px = screen[0] - self.origin[0] - level * ez[0]
        py = screen[1] - self.origin[1] - level * ez[1]
        det = ex[0] * ey[1] - ex[1] * ey[0]
        return ((px * ey[1] - py * ey[0]) / det, (ex[0] * py - ex[1] * px) / det)

    def cell_at(self, screen: Point, level: float) -> Cell:
        """The square whose top face at ``level`` contains ``screen`` (for snapping a ghost)."""
        x, y = self.unproject(screen, level)
        return (math.floor(x), math.floor(y))

    def anchor_at(self, screen: Point, level: float, grab: Point) -> Cell:
        """Anchor square for a dragged shape held at ``grab`` (in squares from its anchor).

        Rounds rather than floors so the ghost jumps when the pointer is halfway to the next
        square, the way a tile settles into a grid in the hand.
        """
        x, y = self.unproject(screen, level)
        return (round(x - grab[0]), round(y - grab[1]))

    # Zoom and pan -----------------------------------------------------------------------

    def panned(self, dx: float, dy: float) -> Projection:
        return replace(self, origin=(self.origin[0] + dx, self.origin[1] + dy))

    def zoomed(self, factor: float, about: Point) -> Projection:
        """Zoom by ``factor`` keeping the screen point ``about`` fixed (mouse-wheel zoom)."""
        ox, oy = self.origin
        return replace(self, scale=self.scale * factor,
                       origin=(about[0] + (ox - about[0]) * factor, about[1] + (oy - about[1]) * factor))

    # Bounds and fitting -----------------------------------------------------------------

    def bounds(self, columns: Iterable[tuple[Cell, int]]) -> tuple[float, float, float, float]:
        """Screen box (left, top, right, bottom) of square columns (cell, height) from the table up."""
        xs: list[float] = []
        ys: list[float] = []
        for cell, height in columns:
            for level in (0, height):
                for px, py in self.corners(cell, level):
                    xs.append(px)
                    ys.append(py)
        if not xs:
            return (self.origin[0], self.origin[1], self.origin[0], self.origin[1])
        return (min(xs), min(ys), max(xs), max(ys))


def fit(columns: list[tuple[Cell, int]], size: tuple[float, float], mode: ViewMode = ViewMode.OBLIQUE,
        margin: float = 0.06, max_scale: float | None = None, pad: Room = 0.0) -> Projection:
    """The projection that shows every column (cell, height) centred in a box of ``size``.

    ``margin`` is the share of the box kept free on each side (for shadows and llamas);
    ``pad`` widens the picture by that many squares on every side (room for a ghost), or by
    ``(across, behind, in front)``: a wide field has room across for free, while room behind
    and in front is paid for with a smaller estate.
    """
    unit = Projection(mode, 1.0, (0.0, 0.0))
    left, top, right, bottom = unit.bounds(columns)
    across, behind, front = pad if isinstance(pad, tuple) else (pad, pad, pad)
    left, top, right, bottom = left - across, top - behind, right + across, bottom + front
    w = max(right - left, 1e-6)
    h = max(bottom - top, 1e-6)
    scale = min(size[0] * (1 - 2 * margin) / w, size[1] * (1 - 2 * margin) / h)
    if max_scale is not None:
        scale = min(scale, max_scale)
    ox = size[0] / 2 - (left + right) / 2 * scale
    oy = size[1] / 2 - (top + bottom) / 2 * scale
    return Projection(mode, scale, (ox, oy))


def paint_order(cells: Iterable[Cell], mode: ViewMode = ViewMode.OBLIQUE) -> list[Cell]:
    """Squares back to front: rows from the back, and in a row right to left.

    In the oblique view the left faces show, so a square hides part of its right neighbour
    (never the other way) and any square hides the rows behind it; columns of unit squares
    never overlap otherwise, so this order paints every column correctly.
    """
    return sorted(cells, key=lambda c: (c[1], -c[0]))
