"""The legal placements of the tile in hand as a lazy, immutable, ordered sequence.

Modelled on python-chess's ``board.legal_moves``: the generator leaves, per oriented face
and level, a bit mask of anchors; the view counts them with popcounts and builds a
:class:`Place` only when asked. A uniform-random game asks for one placement of ~500 per
turn (``len`` and one ``view[i]``), and ``apply`` checks a placement with one bit test, so
neither makes the hundreds of objects a full listing costs. Iterating yields every placement
in the generator's stable order (segment after segment, lowest anchor bit first).

The :class:`Place` action lives here too (``estate`` imports both), so the two modules do
not import each other.
"""

from __future__ import annotations

import operator
import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import chain, repeat
from typing import Any, NamedTuple, overload


class Place(NamedTuple):
    """The action of putting the turn's tile down: shape, face, quarter turns, anchor, level.

    The anchor is the top-left corner of the turned tile's bounding box; foundations are not
    chosen but derived (each lower square is filled up to ``level - 1``). Text form:
    ``place T front r1 @3,-1 L2``. A tuple, so the generator can make thousands quickly.
    """

    shape: str
    face: str
    rot: int
    x: int
    y: int
    level: int

    def __str__(self) -> str:
        return f"place {self.shape} {self.face} r{self.rot} @{self.x},{self.y} L{self.level}"

    def __repr__(self) -> str:
        return f"Place({str(self)!r})"


_ONE = re.compile("1")
_match_start = re.Match.start


def bit_indices(mask: int) -> list[int]:
    """The positions of the set bits of ``mask``, lowest first, found by C-level scanning
    (the regular expression engine walks the binary text; no Python step per bit)."""
    return list(map(_match_start, _ONE.finditer(bin(mask)[:1:-1])))


Segment = tuple[int, str, int, int]  # anchor mask, face, quarter turns, level

_new_tuple = tuple.__new__


class PlacementView(Sequence[Place]):
    """Every legal placement of one tile, in a stable order, made on demand.

    Behaves as the list of the same placements for reading: ``len``, indexing (slices give a
    list), iteration, ``in`` (a bit test, no listing), ``index``, ``count``, and ``==`` with a
    list or tuple of the same placements. Immutable and picklable (the masks and the grid).
    """

    __slots__ = ("_shape", "_segments", "_ends", "_ox", "_oy", "_w", "_h", "_by_name", "_xs", "_ys")

    def __init__(self, shape: str, segments: Sequence[Segment], ox: int, oy: int, w: int, h: int) -> None:
        self._shape = shape
        self._segments = tuple(segments)
        ends = []
        total = 0
        for mask, _, _, _ in self._segments:
            total += mask.bit_count()
            ends.append(total)
        self._ends = ends
        self._ox, self._oy, self._w, self._h = ox, oy, w, h
        self._by_name: dict[tuple[str, int, int], int] | None = None
        self._xs: tuple[int, ...] | None = None
        self._ys: tuple[int, ...] | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return (PlacementView, (self._shape, self._segments, self._ox, self._oy, self._w, self._h))

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    @overload
    def __getitem__(self, index: int) -> Place: ...

    @overload
    def __getitem__(self, index: slice) -> list[Place]: ...

    def __getitem__(self, index: int | slice) -> Place | list[Place]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = operator.index(index)  # as a list: an int (or int-like), not a float
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("placement index out of range")
        seg = bisect_right(self._ends, index)
        k = index - (self._ends[seg - 1] if seg else 0)
        mask, face, rot, level = self._segments[seg]
        bit = bit_indices(mask)[k]
        y, x = divmod(bit, self._w)
        return _new_tuple(Place, (self._shape, face, rot, self._ox + x, self._oy + y, level))

    def __iter__(self) -> Iterator[Place]:
        return iter(self.materialise())

    @property
    def segments(self) -> tuple[Segment, ...]:
        """The (anchor mask, face, quarter turns, level) runs, in the listing order: a bot can
        rank the anchors of a run from the masks without building a :class:`Place` for each."""
        return self._segments

    @property
    def grid(self) -> tuple[int, int, int, int]:
        """(ox, oy, w, h): mask bit ``i`` is the anchor ``(ox + i % w, oy + i // w)``."""
        return self._ox, self._oy, self._w, self._h

    @property
    def shape(self) -> str:
        return self._shape

    def place_at(self, bit: int, face: str, rot: int, level: int) -> Place:
        """The placement of one run's anchor bit."""
        y, x = divmod(bit, self._w)
        return _new_tuple(Place, (self._shape, face, rot, self._ox + x, self._oy + y, level))

    def __reversed__(self) -> Iterator[Place]:
        return reversed(self.materialise())

    def materialise(self) -> list[Place]:
        """All the placements as a new list, each built by C-level ``map`` and ``zip``."""
        xs, ys = self._xs, self._ys
        if xs is None or ys is None:
            w, h = self._w, self._h
            # Square of grid bit i: (xs[i], ys[i]). Tuples of numbers, which the garbage
            # collector stops scanning.
            xs = self._xs = tuple(range(self._ox, self._ox + w)) * h
            ys = self._ys = tuple(chain.from_iterable(map(repeat, range(self._oy, self._oy + h), repeat(w))))
        shape = self._shape
        out: list[Place] = []
        for mask, face, rot, level in self._segments:
            bits = bit_indices(mask)
            fields = zip(repeat(shape), repeat(face), repeat(rot), map(xs.__getitem__, bits),
                         map(ys.__getitem__, bits), repeat(level))
            out += map(_new_tuple, repeat(Place), fields)
        return out

    def __contains__(self, action: object) -> bool:
        """Whether ``action`` is one of these placements: a dictionary look-up and a bit test."""
        if not isinstance(action, tuple) or len(action) != 6:
            return False
        shape, face, rot, x, y, level = action
        if shape != self._shape:
            return False
        by_name = self._by_name
        if by_name is None:
            by_name = self._by_name = {}
            for mask, f, r, lv in self._segments:
                by_name[f, r, lv] = by_name.get((f, r, lv), 0) | mask
        try:
            mask = by_name.get((face, rot, level), 0)
        except TypeError:  # an unhashable field: equal to no placement
            return False
        if not mask:
            return False
        if type(x) is not int or type(y) is not int:
            return any(action == p for p in self)  # equal-valued numbers of other types
        dx, dy = x - self._ox, y - self._oy
        return 0 <= dx < self._w and 0 <= dy < self._h and bool(mask >> (dy * self._w + dx) & 1)

    def count(self, action: Any) -> int:
        return 1 if action in self else 0  # each placement is listed once

    def index(self, action: Any, start: int = 0, stop: int | None = None) -> int:
        if action in self:
            first, last, _ = slice(start, stop).indices(len(self))
            for i, p in enumerate(self):
                if p == action:
                    if first <= i < last:
                        return i
                    break
        raise ValueError(f"{action!r} is not a legal placement")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlacementView):
            return len(self) == len(other) and self.materialise() == list(other)
        if isinstance(other, (list, tuple)):
            return len(self) == len(other) and self.materialise() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to lists, which do not hash

    def __repr__(self) -> str:
        return f"PlacementView({self.materialise()!r})"
