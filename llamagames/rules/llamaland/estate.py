"""The three-dimensional estate and the placement generator, the hot spot of every bot.

An estate is a sparse map from footprint squares ``(x, y)`` to the top of their stack:
``(level, icon, piece index, llama)``. Levels count layers: the start board and extension
tiles are level 1, a tile built on level-n squares is level n + 1, foundations are layers.

The generator works on bitboards (Python ints over a padded grid around the estate): for
each oriented face it intersects shifted masks to find, in a handful of big-int operations,
every anchor where the face fits, instead of testing anchors one by one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, reduce
from operator import and_, itemgetter, or_

from ..core import Refusal
from .components import GRASS, SHAPES, START_BOARDS, TILES
from .placements import Place as Place  # defined with its view; re-exported from here
from .placements import PlacementView

Cell = tuple[int, int]
Top = tuple[int, str, int, bool]  # level, icon, piece index, llama on it

FRONT = "front"
BACK = "back"
FACES = (FRONT, BACK)
START_KIND = "start"
TILE_KIND = "tile"
FOUNDATION_KIND = "foundation"
_PAD = 5  # grid margin: wider than any face, so shifted masks never wrap a row
_SLACK = 3  # extra margin of a freshly laid grid, room for the estate to grow into

# Why a placement is refused, for those without values (worded in ``words``).
LEVEL_BELOW_ONE = Refusal("level_below_one")
EXTENSION_ON_ESTATE = Refusal("extension_on_estate")
EXTENSION_APART = Refusal("extension_apart")
OVER_LLAMA = Refusal("over_llama")
SAME_SHAPE_ON_TOP = Refusal("same_shape_on_top")


@dataclass(frozen=True, slots=True)
class Orientation:
    """A tile turned and flipped: normalised cells (min x = min y = 0) with their icons.

    ``face`` and ``rot`` (quarter turns clockwise, after the flip) name it; orientations of
    one tile whose cells and icons coincide are merged under the first such name.
    """

    tile: int
    shape: str
    face: str
    rot: int
    cells: tuple[Cell, ...]
    icons: tuple[str, ...]

    @property
    def key(self) -> frozenset[tuple[Cell, str]]:
        return frozenset(zip(self.cells, self.icons))

    def at(self, x: int, y: int) -> list[Cell]:
        """The absolute squares of this face with its anchor (top-left corner) at ``(x, y)``."""
        return [(x + dx, y + dy) for dx, dy in self.cells]


def _oriented_cells(cells: Iterable[Cell], face: str, rot: int) -> tuple[Cell, ...]:
    pts = [(-x, y) if face == BACK else (x, y) for x, y in cells]
    for _ in range(rot % 4):
        pts = [(-y, x) for x, y in pts]
    mx = min(x for x, _ in pts)
    my = min(y for _, y in pts)
    return tuple((x - mx, y - my) for x, y in pts)


@cache
def _tile_orientations(tile_id: int) -> tuple[dict[tuple[str, int], Orientation], tuple[Orientation, ...]]:
    tile = TILES[tile_id]
    canonical: dict[frozenset[tuple[Cell, str]], Orientation] = {}
    by_name: dict[tuple[str, int], Orientation] = {}
    for face in FACES:
        icons = tuple(tile.front if face == FRONT else tile.back)
        for rot in range(4):
            o = Orientation(tile_id, tile.shape, face, rot, _oriented_cells(SHAPES[tile.shape], face, rot), icons)
            by_name[(face, rot)] = canonical.setdefault(o.key, o)
    return by_name, tuple(canonical.values())


def orientations(tile_id: int) -> tuple[Orientation, ...]:
    """Every distinct orientation of a tile, each once (symmetric ones merged)."""
    return _tile_orientations(tile_id)[1]


def orientation(tile_id: int, face: str, rot: int) -> Orientation:
    """The canonical orientation named by ``face`` and ``rot`` (any of the 8 names works)."""
    return _tile_orientations(tile_id)[0][(face, rot % 4)]


@dataclass(frozen=True, slots=True)
class Piece:
    """One layer element of the estate: the start board, a land tile or a foundation."""

    kind: str
    tile: int  # tile number for land tiles, -1 otherwise
    name: str  # start board key, tile name or "foundation"
    face: str
    rot: int
    cells: tuple[Cell, ...]
    icons: tuple[str, ...]
    level: int


def neighbours(c: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four orthogonal neighbours of a square (seen from above: levels do not matter)."""
    x, y = c
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def _repunit(unit: int, width: int, count: int) -> int:
    """``unit`` repeated ``count`` times every ``width`` bits, as one multiplication."""
    return unit * (((1 << (width * count)) - 1) // ((1 << width) - 1)) if count > 0 else 0


class _Boards:
    """Bitboards of one estate, built once per estate and reused for every tile; placing a
    tile or a llama derives the next estate's boards from these when the grid still fits.

    Grid bit ``i`` is the square ``(ox + i % w, oy + i // w)``, row after row; the
    placement view turns masks of anchors into :class:`Place` actions only when asked.
    """

    __slots__ = ("ox", "oy", "w", "h", "full", "valid", "at_least", "exactly", "not_llama", "adjacent", "_exposed")

    def __init__(self, estate: Estate) -> None:
        tops = estate.tops
        xs = [x for x, _ in tops]
        ys = [y for _, y in tops]
        # Every square needs a margin of _PAD; _SLACK more lets the next estates, grown by
        # a few extensions, keep this grid (see ``raised``). Listings do not depend on it.
        margin = _PAD + _SLACK
        ox, oy = min(xs) - margin, min(ys) - margin
        w = max(xs) - ox + 1 + margin
        h = max(ys) - oy + 1 + margin
        self.ox, self.oy, self.w, self.h = ox, oy, w, h
        self.full = full = (1 << (w * h)) - 1
        self.valid = _repunit((1 << (w - _PAD + 1)) - 1, w, h - _PAD + 1)
        top_level = max(map(itemgetter(0), tops.values()))
        exactly = [0] * (top_level + 2)
        llamas = 0
        base = -oy * w - ox
        for (x, y), top in tops.items():
            bit = 1 << (base + y * w + x)
            exactly[top[0]] |= bit
            if top[3]:
                llamas |= bit
        self.not_llama = full ^ llamas
        self._set_levels(exactly)

    def _set_levels(self, exactly: list[int]) -> None:
        """``exactly`` (squares per height, one spare level on top) and what follows from it."""
        full, w = self.full, self.w
        top_level = len(exactly) - 2
        at_least = [0] * (top_level + 2)
        acc = 0
        for level in range(top_level, 0, -1):
            acc |= exactly[level]
            at_least[level] = acc
        at_least[0] = full
        self.exactly = exactly
        self.at_least = at_least
        occ = at_least[1]
        self.adjacent = ((occ << 1) | (occ >> 1) | (occ << w) | (occ >> w)) & ~occ & full
        self._exposed: dict[str, list[tuple[frozenset[Cell], int, int]]] = {}

    def _copy(self) -> _Boards:
        new = object.__new__(_Boards)
        new.ox, new.oy, new.w, new.h = self.ox, self.oy, self.w, self.h
        new.full, new.valid, new.not_llama = self.full, self.valid, self.not_llama
        return new

    def raised(self, cells: list[Cell], heights: list[int], level: int) -> _Boards | None:
        """The boards after ``cells`` (of ``heights`` before) rose to ``level``, derived from
        these in a few big-int operations; None if a cell comes closer than ``_PAD`` to the
        grid's edge (the estate outgrew it: its boards are built afresh when asked)."""
        ox, oy, w = self.ox, self.oy, self.w
        lo_x, lo_y, hi_x, hi_y = ox + _PAD, oy + _PAD, ox + w - 1 - _PAD, oy + self.h - 1 - _PAD
        if not all(lo_x <= x <= hi_x and lo_y <= y <= hi_y for x, y in cells):
            return None
        exactly = list(self.exactly)
        if len(exactly) < level + 2:
            exactly += [0] * (level + 2 - len(exactly))
        base = -oy * w - ox
        for (x, y), height in zip(cells, heights):
            bit = 1 << (base + y * w + x)
            exactly[height] &= ~bit
            exactly[level] |= bit
        new = self._copy()
        new._set_levels(exactly)
        return new

    def with_llama(self, cell: Cell) -> _Boards:
        """The boards with a llama figure on ``cell`` (heights unchanged)."""
        new = self._copy()
        x, y = cell
        new.not_llama = self.not_llama & ~(1 << ((y - self.oy) * self.w + x - self.ox))
        new.exactly, new.at_least, new.adjacent = self.exactly, self.at_least, self.adjacent
        new._exposed = self._exposed
        return new

    def exposed(self, estate: Estate, shape: str) -> list[tuple[frozenset[Cell], int, int]]:
        """Tiles of ``shape`` still fully visible: (normalised cells, anchor bit, level), for
        the same-shape rule. Worked out for the shape asked only (a turn places one tile)."""
        found = self._exposed.get(shape)
        if found is None:
            found = self._exposed[shape] = []
            tops = estate.tops
            for index, piece in enumerate(estate.pieces):
                if piece.kind != TILE_KIND or TILES[piece.tile].shape != shape:
                    continue
                if any(tops[c][2] != index for c in piece.cells):
                    continue
                mx = min(x for x, _ in piece.cells)
                my = min(y for _, y in piece.cells)
                norm = frozenset((x - mx, y - my) for x, y in piece.cells)
                found.append((norm, (my - self.oy) * self.w + (mx - self.ox), piece.level))
        return found


_NONE: dict[int, int] = {}


def _deficit_at_most(at_least: list[int], offsets: list[int], below: int, limit: int, full: int) -> int:
    """Anchors where the face needs at most ``limit`` foundations in all, as a bit mask.

    A square of height h under a tile at level ``below + 1`` needs ``below - h`` foundations,
    i.e. one for each j in 1..below-h; each (square, j) pair is a mask that a bit-sliced
    counter adds up for all anchors at once.
    """
    width = max(1, limit.bit_length())
    counter = [0] * width
    over = 0
    for j in range(1, limit + 1):
        lower = full ^ at_least[below - j + 1] if below - j + 1 > 0 else 0
        if not lower:
            continue
        for off in offsets:
            carry = lower >> off
            for k in range(width):
                nxt = counter[k] & carry
                counter[k] ^= carry
                carry = nxt
                if not carry:
                    break
            over |= carry
    greater = 0
    equal = full
    for k in range(width - 1, -1, -1):
        if (limit >> k) & 1:
            equal &= counter[k]
        else:
            greater |= equal & counter[k]
            equal &= ~counter[k]
    return full & ~over & ~greater


class Estate:
    """One player's estate; immutable: every change returns a new estate."""

    __slots__ = ("tops", "pieces", "_boards")

    def __init__(self, tops: dict[Cell, Top], pieces: tuple[Piece, ...]) -> None:
        self.tops = tops
        self.pieces = pieces
        self._boards: _Boards | None = None

    @staticmethod
    def start(board: str) -> Estate:
        """A fresh estate: the 4x4 start board ``board`` ("1A".."4B") at (0, 0)-(3, 3), level 1."""
        rows = START_BOARDS[board]
        cells = tuple((x, y) for y in range(len(rows)) for x in range(len(rows[0])))
        icons = tuple(rows[y][x] for x, y in cells)
        piece = Piece(START_KIND, -1, board, FRONT, 0, cells, icons, 1)
        return Estate({c: (1, i, 0, False) for c, i in zip(cells, icons)}, (piece,))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Estate) and self.pieces == other.pieces and self.llama_cells() == other.llama_cells()

    def __hash__(self) -> int:
        return hash((self.pieces, self.llama_cells()))

    def __repr__(self) -> str:
        return f"Estate({len(self.pieces)} pieces, {len(self.tops)} squares)"

    # Queries -------------------------------------------------------------------------

    def level(self, cell: Cell) -> int:
        """Height of the stack at ``cell`` (0 for the table)."""
        top = self.tops.get(cell)
        return top[0] if top else 0

    def footprint(self) -> frozenset[Cell]:
        return frozenset(self.tops)

    def llama_cells(self) -> tuple[Cell, ...]:
        return tuple(sorted(c for c, t in self.tops.items() if t[3]))

    def llamas(self) -> list[tuple[Cell, int]]:
        """Every llama figure as (square, level)."""
        return [(c, t[0]) for c, t in sorted(self.tops.items()) if t[3]]

    def llama_squares(self, within: Iterable[Cell] | None = None) -> list[Cell]:
        """Squares that may take a llama: top shows no icon and holds no llama."""
        cells = sorted(self.tops) if within is None else sorted(c for c in within if c in self.tops)
        return [c for c in cells if self.tops[c][1] == GRASS and not self.tops[c][3]]

    def tile_count(self) -> int:
        return sum(1 for p in self.pieces if p.kind == TILE_KIND)

    def foundation_count(self) -> int:
        return sum(1 for p in self.pieces if p.kind == FOUNDATION_KIND)

    # Placement -------------------------------------------------------------------------

    def check(self, o: Orientation, x: int, y: int, level: int, foundations: int) -> tuple[Refusal | None, int]:
        """Why ``o`` cannot go at ``(x, y)`` on ``level`` (None if it can), as a code, and the
        foundations it needs."""
        cells = o.at(x, y)
        tops = self.tops
        if level < 1:
            return LEVEL_BELOW_ONE, 0
        if level == 1:
            if any(c in tops for c in cells):
                return EXTENSION_ON_ESTATE, 0
            if not any(n in tops for c in cells for n in neighbours(c)):
                return EXTENSION_APART, 0
            return None, 0
        below = level - 1
        needed = 0
        lowest = below
        supported = False
        pieces_under: set[int] = set()
        for c in cells:
            top = tops.get(c)
            height = top[0] if top else 0
            if height > below:
                return Refusal.make("square_too_high", height=height, level=level), 0
            if top and top[3]:
                return OVER_LLAMA, 0
            if height == below:
                supported = True
                pieces_under.add(top[2] if top else -1)
            else:
                pieces_under.add(-1)
                needed += below - height
                lowest = min(lowest, height)
        if not supported:
            return Refusal.make("unsupported", below=below), needed
        if needed > foundations:
            if below - lowest > 1:  # a hole two or more levels deep: the ground is the cause, not the count
                return Refusal.make("uneven_ground", low=lowest, below=below, needed=needed, have=foundations), needed
            return Refusal.make("foundations_short", needed=needed, have=foundations), needed
        if needed == 0 and len(pieces_under) == 1:
            piece = self.pieces[next(iter(pieces_under))]
            if piece.kind == TILE_KIND and TILES[piece.tile].shape == o.shape:
                return SAME_SHAPE_ON_TOP, 0
        return None, needed

    def placements(self, orients: Iterable[Orientation], foundations: int) -> list[Place]:
        """Every legal spot for every given orientation, each once, in a stable order."""
        return self.placement_view(orients, foundations).materialise()

    def placement_view(self, orients: Iterable[Orientation], foundations: int) -> PlacementView:
        """The same placements as :meth:`placements`, as a lazy view that builds each one
        only when asked (``len``, ``in`` and one ``view[i]`` list nothing)."""
        orients = tuple(orients)
        b = self._boards
        if b is None:
            b = self._boards = _Boards(self)
        shape = orients[0].shape if orients else ""
        return PlacementView(shape, self._segments(b, orients, foundations), b.ox, b.oy, b.w, b.h)

    def _segments(self, b: _Boards, orients: tuple[Orientation, ...],
                  foundations: int) -> list[tuple[int, str, int, int]]:
        """The legal anchors as (mask, face, rot, level) runs, in the listing order."""
        w = b.w
        full, valid = b.full, b.valid
        at_least, exactly = b.at_least, b.exactly
        top_level = len(at_least) - 2
        cell_offsets = [[dy * w + dx for dx, dy in o.cells] for o in orients]
        # The orientations of one tile share most cell offsets: each mask is shifted once
        # per distinct offset, and every orientation combines the shifted copies it needs.
        distinct = set().union(*cell_offsets)

        def shifted(mask: int) -> dict[int, int]:
            return {off: mask >> off for off in distinct}

        off_table = shifted(full ^ at_least[1]).__getitem__
        beside = shifted(b.adjacent).__getitem__
        # Per level, the squares a tile at that level may cover (not too high, no llama,
        # few enough foundations below) and the squares it may rest on; a level with
        # neither has no placement.
        levels = []
        for level in range(2, top_level + 2):
            below = level - 1
            too_high = full ^ at_least[level] if level < len(at_least) else full
            floor = at_least[below - foundations] if below - foundations > 0 else full
            allowed = too_high & b.not_llama & floor
            if allowed and exactly[below]:
                levels.append((level, below, shifted(allowed).__getitem__, shifted(exactly[below]).__getitem__))
        out: list[tuple[int, str, int, int]] = []
        exposed: list[tuple[frozenset[Cell], int, int]] | None = None
        for o, offsets in zip(orients, cell_offsets):
            face, rot = o.face, o.rot
            same_shape: dict[int, int] | None = None
            extend = reduce(and_, map(off_table, offsets), valid) & reduce(or_, map(beside, offsets))
            if extend:
                out.append((extend, face, rot, 1))
            for level, below, allowed_at, flat_at in levels:
                ok = reduce(and_, map(allowed_at, offsets), valid)
                if not ok:
                    continue
                rests = list(map(flat_at, offsets))
                ok &= reduce(or_, rests)
                if not ok:
                    continue
                zero = reduce(and_, rests, ok)
                rest = ok & ~zero
                if zero:
                    if same_shape is None:  # worked out only where a tile may lie flat
                        if exposed is None:
                            exposed = b.exposed(self, o.shape)
                        same_shape = self._same_shape_masks(exposed, o) if exposed else _NONE
                    zero &= ~same_shape.get(below, 0)
                    if zero:
                        out.append((zero, face, rot, level))
                if foundations and rest:
                    rest &= _deficit_at_most(at_least, offsets, below, foundations, full)
                    if rest:
                        out.append((rest, face, rot, level))
        return out

    @staticmethod
    def _same_shape_masks(exposed: list[tuple[frozenset[Cell], int, int]], o: Orientation) -> dict[int, int]:
        """Per level under the face, the anchors where it would lie exactly on a visible
        tile of its own shape (worked out once per orientation, not once per level)."""
        masks: dict[int, int] = {}
        cells = frozenset(o.cells)
        for norm, anchor, plevel in exposed:
            if norm == cells:
                masks[plevel] = masks.get(plevel, 0) | 1 << anchor
        return masks

    def with_tile(self, o: Orientation, x: int, y: int, level: int) -> tuple[Estate, list[str], list[Cell]]:
        """The estate after placing ``o`` (legality checked by the caller).

        Returns the new estate, the icons the tile itself covers (they give benefits) and one
        entry per foundation laid (icons under foundations give nothing).
        """
        tops = dict(self.tops)
        pieces = list(self.pieces)
        covered: list[str] = []
        laid: list[Cell] = []
        cells = o.at(x, y)
        for c in cells:
            top = tops.get(c)
            height = top[0] if top else 0
            if height == level - 1:
                if top:
                    covered.append(top[1])
                continue
            for layer in range(height + 1, level):
                pieces.append(Piece(FOUNDATION_KIND, -1, FOUNDATION_KIND, FRONT, 0, (c,), (GRASS,), layer))
                laid.append(c)
        index = len(pieces)
        pieces.append(Piece(TILE_KIND, o.tile, TILES[o.tile].name, o.face, o.rot, tuple(cells), o.icons, level))
        heights = [self.tops[c][0] if c in self.tops else 0 for c in cells]
        for c, icon in zip(cells, o.icons):
            tops[c] = (level, icon, index, False)
        estate = Estate(tops, tuple(pieces))
        if self._boards is not None:  # the next turn's placements start from these boards
            estate._boards = self._boards.raised(cells, heights, level)
        return estate, covered, laid

    def with_llama(self, cell: Cell) -> Estate:
        """The estate with a llama figure standing on ``cell``."""
        tops = dict(self.tops)
        level, icon, piece, _ = tops[cell]
        tops[cell] = (level, icon, piece, True)
        estate = Estate(tops, self.pieces)
        if self._boards is not None:
            estate._boards = self._boards.with_llama(cell)
        return estate

    def render(self) -> str:
        """Rows of "icon+level" per square, for logs and test failures."""
        xs = [x for x, _ in self.tops]
        ys = [y for _, y in self.tops]
        lines = []
        for y in range(min(ys), max(ys) + 1):
            row = []
            for x in range(min(xs), max(xs) + 1):
                t = self.tops.get((x, y))
                row.append("  " if t is None else ("L" if t[3] else t[1]) + str(t[0]))
            lines.append(" ".join(row))
        return "\n".join(lines)
