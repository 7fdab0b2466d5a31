"""Where a tile taken with a key (1-5, or Enter on its stack) first stands on your estate.

A playtest pressed 1 with the pointer over the character cards and found the tile in hand
there, over the panels, far from the estate it was taken for. A tile taken with a key now
starts on your estate, steered by the keys (arrows move it, R turns, Enter places) until the
mouse moves: under the pointer when the pointer is on your estate, else where this tile was
last aimed this turn (put back with Esc and taken again), else the legal spot nearest the
estate's middle. Pure functions of what they are given: tested without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....rules.llamaland import Place, orientation
from .projection import Cell


@dataclass(frozen=True)
class Aim:
    """Where the tile in hand was last on your estate: which tile, turned how, at which anchor."""

    tile: int
    face: str
    rot: int
    anchor: Cell


def middle_spot(places: Sequence[Place], tile: int, tops: Sequence[Cell]) -> Place | None:
    """The legal spot whose squares lie nearest the estate's middle on average (the first of
    equals, in the engine's order); None without one. A place, not the hint's pick: the best
    spot is what the hint (H) says, so the keys never jump to it unasked."""
    if not places:
        return None
    mx = sum(c[0] for c in tops) / max(1, len(tops))
    my = sum(c[1] for c in tops) / max(1, len(tops))

    def off_middle(place: Place) -> float:
        cells = orientation(tile, place.face, place.rot).at(place.x, place.y)
        return sum((x - mx) ** 2 + (y - my) ** 2 for x, y in cells) / len(cells)

    return min(places, key=off_middle)


def key_start(tile: int, pointed: Cell | None, last: Aim | None, near: Callable[[str, int, Cell], bool],
              face: str, rot: int) -> tuple[str, int, Cell] | None:
    """(face, rot, anchor) of a tile taken with a key: at ``pointed`` (the anchor under the
    pointer, held as it is now) when the pointer is on your estate, else at ``last`` when it
    was this tile's, each only where the tile still reaches your estate's ring (``near``);
    None: the caller starts at the legal spot nearest the middle (``middle_spot``)."""
    if pointed is not None and near(face, rot, pointed):
        return face, rot, pointed
    if last is not None and last.tile == tile and near(last.face, last.rot, last.anchor):
        return last.face, last.rot, last.anchor
    return None


__all__ = ["Aim", "key_start", "middle_spot"]
