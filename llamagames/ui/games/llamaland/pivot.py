"""The tile stays in the hand: which of its squares the pointer holds, and where the ghost snaps.

A held tile is gripped by one of its five squares: the one the pointer took it by on its
stack (``grip_at``), or the one nearest its middle when a key picked it up. Turning or flipping spins the tile about that square, so the square under the
pointer stays under it; the ghost then takes the engine's spot for that square, at the level
it would land at. When that spot is refused, the ghost stays there (red, with the engine's
reason): it moves to a legal spot only when the pointer is within ``snap_reach`` of that
spot's held square, so aiming on top of tiles never sends the tile to the ground elsewhere.
Pure functions of the position: tested without a window.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....rules.llamaland import LLAMALAND, LlamalandState, Place, orientation
from ....rules.llamaland.components import SHAPES, TILES
from ....rules.llamaland.estate import BACK
from .projection import Cell, Point

if TYPE_CHECKING:
    from .projection import Projection

SNAP_PIXELS = 6.0
"""How near (in pixels on screen) the pointer must be to a legal spot's held square for a refused
ghost to move there: a pointer on a square's edge gets the help, one on a square does not."""
SNAP_SHARE = 0.08
"""The help reaches no farther than this share of a square's width: on a grown estate's small
squares (17 px from above at 150% on 1366x768) six pixels were a third of a square, and a
playtest saw the dragged tile sit a square off the pointer a quarter of the time."""


def snap_reach(projection: Projection) -> float:
    """How near the pointer must be to a legal spot's held square to be helped there (pixels)."""
    return min(SNAP_PIXELS, projection.scale * SNAP_SHARE)


def square_at(shape: str, face: str, rot: int, index: int) -> Cell:
    """Where the tile's physical square ``index`` lies in the turned and flipped tile (its
    corner at (0, 0)); the same transform as the engine's, which keeps square ``i`` as ``i``
    (the back of square ``i`` is behind its front)."""
    points = [(-x, y) if face == BACK else (x, y) for x, y in SHAPES[shape]]
    for _ in range(rot % 4):
        points = [(-y, x) for x, y in points]
    mx = min(x for x, _ in points)
    my = min(y for _, y in points)
    x, y = points[index]
    return (x - mx, y - my)


def grip(shape: str, face: str, rot: int) -> int:
    """The square the hand holds when the tile is picked up: the one nearest its middle."""
    cells = [square_at(shape, face, rot, i) for i in range(len(SHAPES[shape]))]
    mx = (max(x for x, _ in cells) + 1) / 2
    my = (max(y for _, y in cells) + 1) / 2
    return min(range(len(cells)), key=lambda i: ((cells[i][0] + 0.5 - mx) ** 2 + (cells[i][1] + 0.5 - my) ** 2, i))


def grip_at(shape: str, face: str, rot: int, centre: Point, cell: float, pos: Point) -> int:
    """The square of a tile drawn from above (``tile_image``, ``cell`` pixels a square, its
    middle at ``centre``) nearest ``pos``: the square a player took the tile by."""
    cells = [square_at(shape, face, rot, i) for i in range(len(SHAPES[shape]))]
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1

    def gap(i: int) -> float:
        x = centre[0] + (cells[i][0] + 0.5 - w / 2) * cell
        y = centre[1] + (cells[i][1] + 0.5 - h / 2) * cell
        return (x - pos[0]) ** 2 + (y - pos[1]) ** 2

    return min(range(len(cells)), key=lambda i: (gap(i), i))


def turned_anchor(anchor: Cell, shape: str, before: tuple[str, int], after: tuple[str, int], held: int) -> Cell:
    """The anchor after a turn or flip that keeps the held square on its square (the keys' pivot)."""
    bx, by = square_at(shape, *before, held)
    ax, ay = square_at(shape, *after, held)
    return (anchor[0] + bx - ax, anchor[1] + by - ay)


@dataclass(frozen=True)
class Snap:
    """Where the ghost goes: its anchor, level, and whether the held square is under the pointer."""

    anchor: Cell
    level: int
    exact: bool
    """The held square lies on the square under the pointer (False: moved to a legal spot nearby)."""


def under_pointer(preview: LlamalandState, seat: int, projection: Projection, pos: Point, face: str, rot: int,
                  held: Cell, drawn: Cell | None = None) -> tuple[Cell, int]:
    """(anchor, level) putting the held square, as the ghost draws it, under ``pos``.

    The ghost is drawn at the level the tile would land at (``level_for``), so the pick
    inverts that same projection: of the spots whose held square, lifted to the level the tile
    would land at there, contains the pointer, the one whose square's middle is nearest it (a
    tile over a hill lands on it; a tile landing two levels up is no longer picked by the
    ground one square behind it). Where no level agrees (the pointer between two heights),
    ``drawn``, the estate's square drawn on top at the pointer (``EstateView.cell_at``), takes
    the held square; else the table's square at level 1."""
    estate = preview.players[seat].estate
    top = max(square[0] for square in estate.tops.values())
    best: tuple[float, Cell, int] | None = None
    for level in range(top + 1, 0, -1):
        x, y = projection.unproject(pos, level)
        cx, cy = math.floor(x), math.floor(y)
        anchor = (cx - held[0], cy - held[1])
        if LLAMALAND.level_for(preview, face, rot, *anchor) != level:
            continue
        gap = (x - cx - 0.5) ** 2 + (y - cy - 0.5) ** 2
        if best is None or gap < best[0]:
            best = (gap, anchor, level)
    if best is not None:
        return best[1], best[2]
    if drawn is not None and drawn in estate.tops:
        anchor = (drawn[0] - held[0], drawn[1] - held[1])
        return anchor, LLAMALAND.level_for(preview, face, rot, *anchor)
    cx, cy = projection.cell_at(pos, 1)
    anchor = (cx - held[0], cy - held[1])
    return anchor, LLAMALAND.level_for(preview, face, rot, *anchor)


def same_turn(places: Iterable[Place], tile: int, face: str, rot: int) -> list[Place]:
    """The legal placements of the tile turned and flipped as in the hand."""
    o = orientation(tile, face, rot)
    return [p for p in places if (p.face, p.rot) == (o.face, o.rot)]


def gap_to_square(projection: Projection, pos: Point, square: Cell, level: int) -> float:
    """How far ``pos`` lies outside ``square``'s top face at ``level``, in pixels (0 inside)."""
    x, y = projection.unproject(pos, level)
    dx = max(square[0] - x, 0.0, x - square[0] - 1)
    dy = max(square[1] - y, 0.0, y - square[1] - 1)
    return (dx * dx + dy * dy) ** 0.5 * projection.scale


def snap(preview: LlamalandState, seat: int, projection: Projection, pos: Point, face: str, rot: int, held: int,
         places: Sequence[Place], drawn: Cell | None = None) -> Snap:
    """Where the ghost of the tile in hand goes with the pointer at ``pos``.

    ``places`` are the legal placements of the tile (``LLAMALAND.placements``). The spot under
    the pointer, at the level it would land at, when it is legal; else the legal spot of the
    same turn whose held square lies within ``snap_reach`` of the pointer (the nearest); else
    the refused spot under the pointer, which the table draws red with the engine's reason.
    """
    tile = preview.turn.tile
    shape = TILES[tile].shape
    grip_cell = square_at(shape, face, rot, held)
    anchor, level = under_pointer(preview, seat, projection, pos, face, rot, grip_cell, drawn)
    o = orientation(tile, face, rot)
    if LLAMALAND.placement_problem(preview, Place(shape, o.face, o.rot, anchor[0], anchor[1], level)) is None:
        return Snap(anchor, level, True)
    best: tuple[float, Place] | None = None
    reach = snap_reach(projection)
    for place in same_turn(places, tile, face, rot):
        gap = gap_to_square(projection, pos, (place.x + grip_cell[0], place.y + grip_cell[1]), place.level)
        if gap <= reach and (best is None or gap < best[0]):
            best = (gap, place)
    if best is not None:
        return Snap((best[1].x, best[1].y), best[1].level, False)
    return Snap(anchor, level, True)


def stays_put(projection: Projection, pos: Point, anchor: Cell, level: int, held: Cell) -> bool:
    """Whether the pointer at ``pos`` is still on the held square of the ghost drawn at
    ``anchor`` and ``level`` (its outline is drawn on top of all in the tilted view): the tile
    stays where it is shown. A pointer over the outline of a square behind a higher stack
    could also name a spot on that stack; the square the player sees it on is the one kept."""
    return gap_to_square(projection, pos, (anchor[0] + held[0], anchor[1] + held[1]), level) == 0.0


def held_square(anchor: Cell, shape: str, face: str, rot: int, held: int) -> Cell:
    """The estate square the held square of the ghost lies on."""
    dx, dy = square_at(shape, face, rot, held)
    return (anchor[0] + dx, anchor[1] + dy)


__all__ = ["SNAP_PIXELS", "SNAP_SHARE", "Snap", "gap_to_square", "grip", "grip_at", "held_square", "same_turn", "snap", "snap_reach", "square_at", "stays_put", "turned_anchor", "under_pointer"]
