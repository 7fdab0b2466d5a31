"""Painting an estate with one projection: columns, tops, icons, shadows; glows and ghosts.

Everything here is drawn once and cached by :class:`~.estate_view.EstateView` (the estate
picture, a llama's occluder, a glow stamp, a ghost); nothing here runs every frame.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

import pygame

from ....rules.llamaland.components import GRASS
from ....rules.llamaland.estate import FOUNDATION_KIND, START_KIND, Estate, Orientation
from ... import assets
from ...scale import MIN_TEXT
from .looks import ICON_FILES, level_tint
from .projection import Cell, Point, Projection, paint_order

RGB = tuple[int, int, int]

START_SIDE: RGB = (150, 104, 66)
TILE_SIDE: RGB = (122, 92, 58)
BRICK: RGB = (176, 84, 52)
INK: RGB = (58, 38, 26)
GHOST_LEGAL: RGB = (90, 210, 120)
GHOST_ILLEGAL: RGB = (226, 74, 60)
GHOST_HINT: RGB = (240, 190, 60)
"""The hint's ghost: gold, like the hint's bubble."""
GLOW_LLAMA: RGB = (150, 220, 255)
GLOW_COVERED: RGB = (255, 214, 90)


def _shade(colour: RGB, factor: float) -> RGB:
    return (min(255, round(colour[0] * factor)), min(255, round(colour[1] * factor)), min(255, round(colour[2] * factor)))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


class Layers:
    """Which piece makes each layer of each square: the side faces are banded by it."""

    def __init__(self, estate: Estate) -> None:
        self.kind: dict[tuple[Cell, int], str] = {}
        for piece in estate.pieces:
            for cell in piece.cells:
                self.kind[(cell, piece.level)] = piece.kind


class Painter:
    """Paints the static estate with one projection onto one surface (used once per cache fill)."""

    def __init__(self, estate: Estate, proj: Projection, numbers: bool, supersample: int = 1,
                 from_level: int = 2) -> None:
        self.estate = estate
        self.proj = proj
        self.numbers = numbers
        self.from_level = from_level
        """The lowest level whose squares carry their number (level 1 only when asked: N)."""
        self.supersample = supersample
        """How many times larger than on screen it paints (its level numbers stay 12 px there)."""
        self.layers = Layers(estate)
        self.s = proj.scale
        self.line = max(1, round(self.s * 0.025))

    def height(self, cell: Cell) -> int:
        return self.estate.level(cell)

    def paint(self, target: pygame.Surface) -> None:
        self._table_shadow(target)
        self.paint_cells(target, self.estate.tops)

    def paint_cells(self, target: pygame.Surface, cells: Iterable[Cell]) -> None:
        """Paint these squares' columns back to front (all of them for the cache, a few for an occluder)."""
        tops = self.estate.tops
        icon_size = max(8, round(self.s * 0.6))
        for cell in paint_order(cells, self.proj.mode):
            level, icon, piece, _ = tops[cell]
            self._sides(target, cell, level)
            self._top(target, cell, level, piece)
            self._shadows_on_top(target, cell, level)
            numbered = self.numbers and level >= self.from_level
            if icon != GRASS:
                self._icon(target, cell, level, icon, icon_size, self._number_right(level) if numbered else 0.0)
            else:
                self._grass(target, cell, level)
            if numbered:
                self._number(target, cell, level)

    def _table_shadow(self, target: pygame.Surface) -> None:
        """A soft shadow of the whole estate on the table, thrown to the front right."""
        proj = self.proj
        w, h = target.get_size()
        small = max(1, round(self.s / 10))
        layer = pygame.Surface((max(1, w // small), max(1, h // small)), pygame.SRCALPHA)
        for cell, (level, *_rest) in self.estate.tops.items():
            lift = 0.08 + 0.05 * level
            pts = [(px / small + lift * self.s / small, py / small + lift * self.s * 1.2 / small)
                   for px, py in proj.corners(cell, 0)]
            pygame.draw.polygon(layer, (30, 16, 6, 120), pts)
        layer = pygame.transform.box_blur(layer, 1)
        target.blit(pygame.transform.smoothscale(layer, (w, h)), (0, 0))

    def _sides(self, target: pygame.Surface, cell: Cell, level: int) -> None:
        proj = self.proj
        if proj.level_height == 0:
            return
        x, y = cell
        front_cover = self.height((x, y + 1))
        left_cover = self.height((x - 1, y))
        for layer in range(1, level + 1):
            kind = self.layers.kind.get((cell, layer), FOUNDATION_KIND)
            base = START_SIDE if kind == START_KIND else BRICK if kind == FOUNDATION_KIND else _mix(TILE_SIDE, level_tint(layer), 0.35)
            if layer > front_cover:
                quad = [proj.point(x, y + 1, layer), proj.point(x + 1, y + 1, layer),
                        proj.point(x + 1, y + 1, layer - 1), proj.point(x, y + 1, layer - 1)]
                self._face(target, quad, _shade(base, 0.86), kind)
            if layer > left_cover:
                quad = [proj.point(x, y, layer), proj.point(x, y + 1, layer),
                        proj.point(x, y + 1, layer - 1), proj.point(x, y, layer - 1)]
                self._face(target, quad, _shade(base, 0.68), kind)

    def _face(self, target: pygame.Surface, quad: list[Point], colour: RGB, kind: str) -> None:
        pygame.draw.polygon(target, colour, quad)
        # a light top lip and a dark seam at the bottom: each layer reads as its own slab
        pygame.draw.line(target, _shade(colour, 1.25), quad[0], quad[1], self.line)
        pygame.draw.line(target, _shade(colour, 0.55), quad[3], quad[2], self.line)
        if kind == FOUNDATION_KIND:
            self._bricks(target, quad, _shade(colour, 0.7))

    def _bricks(self, target: pygame.Surface, quad: list[Point], mortar: RGB) -> None:
        """Two courses of bricks on a foundation's face: a middle joint, staggered upright joints."""
        a, b, c, d = quad  # top-left, top-right, bottom-right, bottom-left

        def at(u: float, v: float) -> Point:  # u along the face, v down it
            top = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
            low = (d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u)
            return (top[0] + (low[0] - top[0]) * v, top[1] + (low[1] - top[1]) * v)

        pygame.draw.line(target, mortar, at(0, 0.5), at(1, 0.5), self.line)
        for u, v0, v1 in ((0.5, 0.0, 0.5), (0.25, 0.5, 1.0), (0.75, 0.5, 1.0)):
            pygame.draw.line(target, mortar, at(u, v0), at(u, v1), self.line)

    def _top(self, target: pygame.Surface, cell: Cell, level: int, piece: int) -> None:
        proj = self.proj
        tint = level_tint(level)
        kind = self.estate.pieces[piece].kind
        if kind == FOUNDATION_KIND:
            tint = _mix(tint, BRICK, 0.45)
        corners = proj.corners(cell, level)
        pygame.draw.polygon(target, tint, corners)
        # a lighter inner panel: the printed square inside its edge
        cx, cy = proj.centre(cell, level)
        inner = [(cx + (px - cx) * 0.84, cy + (py - cy) * 0.84) for px, py in corners]
        pygame.draw.polygon(target, _shade(tint, 1.07), inner)
        # edges: dark where the neighbour belongs to another piece or level, faint inside one piece
        tops = self.estate.tops
        x, y = cell
        edge_dark = _shade(tint, 0.5)
        edge_soft = _shade(tint, 0.84)
        sides = (((x, y - 1), corners[0], corners[1]), ((x + 1, y), corners[1], corners[2]),
                 ((x, y + 1), corners[2], corners[3]), ((x - 1, y), corners[3], corners[0]))
        for other, a, b in sides:
            t = tops.get(other)
            same = t is not None and t[2] == piece and t[0] == level
            pygame.draw.line(target, edge_soft if same else edge_dark, a, b,
                             self.line if same else max(2, round(self.s * 0.045)))

    def _shadows_on_top(self, target: pygame.Surface, cell: Cell, level: int) -> None:
        """Taller neighbours behind or to the left shade the near edge of this top (light from back left)."""
        proj = self.proj
        x, y = cell
        back = self.height((x, y - 1)) - level
        left = self.height((x - 1, y)) - level
        corner = self.height((x - 1, y - 1)) - level
        if back <= 0 and left <= 0 and corner <= 0:
            return
        size = target.get_size()
        xs = [p[0] for p in proj.corners(cell, level)]
        ys = [p[1] for p in proj.corners(cell, level)]
        box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 2,
                          math.ceil(max(ys) - min(ys)) + 2).clip(pygame.Rect((0, 0), size))
        if box.w <= 0 or box.h <= 0:
            return
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        shift = proj.panned(-box.x, -box.y)
        bands = 5
        for i in range(bands):
            alpha = 26
            if back > 0:
                depth = min(0.55, 0.2 + 0.12 * back) * (bands - i) / bands
                pygame.draw.polygon(layer, (20, 14, 6, alpha), [shift.point(x, y, level), shift.point(x + 1, y, level),
                                                                shift.point(x + 1, y + depth, level), shift.point(x, y + depth, level)])
            if left > 0:
                depth = min(0.55, 0.2 + 0.12 * left) * (bands - i) / bands
                pygame.draw.polygon(layer, (20, 14, 6, alpha), [shift.point(x, y, level), shift.point(x + depth, y, level),
                                                                shift.point(x + depth, y + 1, level), shift.point(x, y + 1, level)])
            if corner > 0 and back <= 0 and left <= 0:
                depth = 0.3 * (bands - i) / bands
                pygame.draw.polygon(layer, (20, 14, 6, alpha), [shift.point(x, y, level), shift.point(x + depth, y, level),
                                                                shift.point(x, y + depth, level)])
        target.blit(layer, box.topleft)

    def _icon(self, target: pygame.Surface, cell: Cell, level: int, icon: str, size: int, clear: float = 0.0) -> None:
        """``clear``: where the square's level number ends from its left edge (a share of the
        square): the icon stands right of it, smaller where it must (pt52 read the numbers run
        into the icons on a grown estate's small squares)."""
        proj = self.proj
        u = 0.5
        if clear:
            left = max(0.5 - size / self.s / 2, clear + 0.03)
            size = min(size, max(round(self.s * 0.45), round(self.s * (0.96 - left))))
            u = left + size / self.s / 2
        art = flat_icon(ICON_FILES[icon], size) if proj.level_height else assets.art_icon("llamaland", ICON_FILES[icon], size)
        cx, cy = proj.point(cell[0] + u, cell[1] + 0.5, level)
        target.blit(art, art.get_rect(center=(round(cx), round(cy))))

    def _grass(self, target: pygame.Surface, cell: Cell, level: int) -> None:
        """A few blades of grass so empty squares read as meadow, not as blank cells."""
        proj = self.proj
        rng = random.Random(hash(cell) & 0xFFFF)
        colour = _shade(level_tint(level), 0.8)
        width = max(1, round(self.s * 0.02))
        for _ in range(3):
            u, v = rng.uniform(0.22, 0.78), rng.uniform(0.3, 0.8)
            bx, by = proj.point(cell[0] + u, cell[1] + v, level)
            hgt = self.s * 0.07
            for dx, tall in ((-0.05, 1.0), (0.0, 0.7), (0.05, 1.0)):
                pygame.draw.line(target, colour, (bx + dx * 0.3 * self.s, by), (bx + dx * self.s, by - hgt * tall), width)

    def _number_size(self) -> int:
        return max(12 * self.supersample, round(self.s * 0.2))  # never under 12 px on screen

    def _number_right(self, level: int) -> float:
        """Where a square's level number ends, from its left edge, as a share of the square."""
        width = assets.font(self._number_size(), bold=True).size(str(level))[0]
        return 0.06 + (self.s * 0.04 + width) / max(1.0, self.s)

    def _number(self, target: pygame.Surface, cell: Cell, level: int) -> None:
        proj = self.proj
        size = self._number_size()
        text = assets.font(size, bold=True).render(str(level), True, _shade(level_tint(level), 0.38))
        px, py = proj.point(cell[0] + 0.06, cell[1] + 0.05, level)
        target.blit(text, (round(px + self.s * 0.04), round(py)))


_FLAT: dict[tuple[str, int], pygame.Surface] = {}


def flat_icon(name: str, size: int) -> pygame.Surface:
    """An icon printed on a tilted square: a little flatter than seen from above. Made once per
    icon and size (a new estate picture after every move printed each of its icons so again)."""
    key = (name, size)
    if key not in _FLAT:
        if len(_FLAT) > 96:  # a few sizes of eight icons; a resize or a zoom brings new ones
            _FLAT.clear()
        art = assets.art_icon("llamaland", name, size)
        _FLAT[key] = pygame.transform.smoothscale(art, (size, max(4, round(size * 0.84))))
    return _FLAT[key]


PULSE_STEPS = 6
"""Pre-rendered brightness steps of a glow: the pulse picks one, no per-frame alpha change."""

GlowItem = tuple[str, list[pygame.Surface], Point]


def paint_glow(proj: Projection, estate: Estate, highlight: dict[str, frozenset[Cell]]) -> list[GlowItem]:
    """The glows, as (pulse frames, corner in the cache's coordinates) per square.

    Every top face is the same parallelogram moved, so one stamp per kind serves every square;
    only a covered icon, lit up over its stamp, is painted per square.
    """
    items: list[GlowItem] = []
    s = proj.scale
    origin = Projection(proj.mode, s, (0.0, 0.0))
    left, top, right, bottom = origin.bounds([((0, 0), 0)])
    pad = max(2.0, s * 0.06)
    corner = (math.floor(left - pad), math.floor(top - pad))
    size = (math.ceil(right - left + 2 * pad) + 1, math.ceil(bottom - top + 2 * pad) + 1)
    stamp_proj = origin.panned(-corner[0], -corner[1])
    stamps: dict[str, list[pygame.Surface]] = {}
    for kind, cells in highlight.items():
        colour = GLOW_COVERED if kind == "covered" else GLOW_LLAMA
        stamp = pygame.Surface(size, pygame.SRCALPHA)
        corners = stamp_proj.corners((0, 0), 0)
        cx, cy = stamp_proj.centre((0, 0), 0)
        for k, alpha in ((1.0, 70), (0.8, 60), (0.6, 40)):
            pygame.draw.polygon(stamp, colour + (alpha,), [(cx + (px - cx) * k, cy + (py - cy) * k) for px, py in corners])
        pygame.draw.lines(stamp, colour + (255,), True, corners, max(2, round(s * 0.06)))
        stamps[kind] = _pulse_frames(stamp)
        for cell in sorted(cells):
            if cell not in estate.tops:
                continue
            level = estate.level(cell)
            px, py = proj.point(cell[0], cell[1], level)
            at = (px + corner[0], py + corner[1])
            icon = estate.tops[cell][1]
            if kind == "covered" and icon in ICON_FILES:
                lit = stamp.copy()
                art = assets.art_icon("llamaland", ICON_FILES[icon], max(8, round(s * 0.7)))
                lit.blit(art, art.get_rect(center=(round(cx), round(cy))))
                items.append((kind, _pulse_frames(lit), at))
            else:
                items.append((kind, stamps[kind], at))
    return items


def _pulse_frames(stamp: pygame.Surface) -> list[pygame.Surface]:
    frames = []
    for i in range(PULSE_STEPS):
        image = stamp.copy()
        factor = 0.6 + 0.4 * i / (PULSE_STEPS - 1)
        image.fill((255, 255, 255, round(255 * factor)), special_flags=pygame.BLEND_RGBA_MULT)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        frames.append(image)
    return frames


def level_badge(layer: pygame.Surface, proj: Projection, cells: list[Cell], icons: tuple[str, ...], level: int,
                 colour: RGB) -> None:
    """The level the ghost lands on, written on its front-most square without an icon (the
    front-most square if all have one), so a raised ghost never reads as a row further back."""
    order = paint_order(cells, proj.mode)
    plain = [c for c in order if icons[cells.index(c)] not in ICON_FILES]
    cell = (plain or order)[-1]
    cx, cy = proj.centre(cell, level)
    r = max(10, round(proj.scale * 0.2))  # room for a 12 px digit on the smallest squares
    pygame.draw.circle(layer, (16, 24, 20, 235), (round(cx), round(cy)), r)
    pygame.draw.circle(layer, _mix(colour, (255, 255, 255), 0.55) + (255,), (round(cx), round(cy)), r, max(1, r // 6))
    font = assets.font(max(MIN_TEXT, round(r * 1.25)), bold=True)
    text = font.render(str(level), True, (255, 255, 255))
    layer.blit(text, text.get_rect(center=(round(cx), round(cy) + 1)))


def paint_ghost(estate: Estate, proj: Projection, o: Orientation, x: int, y: int, level: int,
                legal: bool, hint: bool = False) -> tuple[pygame.Surface, pygame.Surface, Point]:
    """The tile at ``level`` with foundation bricks where it needs them: a legal one solid, as
    the real tile at the height where it lands (what it covers is said beside it, not seen
    through it); a refused one or the hint's see-through, with where it would rest.

    Returns (slab, icons, offset): the icons are a layer of their own.
    """
    cells = o.at(x, y)
    cols = [(c, level) for c in cells]
    left, top, right, bottom = proj.bounds(cols)
    pad = proj.scale * 0.2
    w, h = math.ceil(right - left + 2 * pad), math.ceil(bottom - top + 2 * pad)
    local = proj.panned(-left + pad, -top + pad)
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    icons = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    colour = GHOST_HINT if hint else GHOST_LEGAL if legal else GHOST_ILLEGAL
    solid = legal and not hint
    top_colour, alpha, side_alpha = (level_tint(level), 255, 255) if solid else (colour, 165, 190)
    line = max(2, round(proj.scale * 0.05))
    icon_size = max(8, round(proj.scale * 0.5))
    if not solid:
        # Where it would rest: a shadow on the squares below and their outline, seen through the slab.
        for cell in cells:
            rest = local.corners(cell, estate.level(cell))
            pygame.draw.polygon(layer, (0, 0, 0, 70), rest)
        for cell in cells:
            rest = local.corners(cell, estate.level(cell))
            pygame.draw.lines(layer, _shade(colour, 0.45) + (230,), True, rest, max(1, line - 1))
    for cell in paint_order(cells, proj.mode):
        base = estate.level(cell)
        cx, cy = cell
        if local.level_height:
            # foundations (bricks) under the square, then the tile's own slab
            for layer_level in range(base + 1, level + 1):
                side = BRICK if layer_level < level else top_colour
                front = [local.point(cx, cy + 1, layer_level), local.point(cx + 1, cy + 1, layer_level),
                         local.point(cx + 1, cy + 1, layer_level - 1), local.point(cx, cy + 1, layer_level - 1)]
                lside = [local.point(cx, cy, layer_level), local.point(cx, cy + 1, layer_level),
                         local.point(cx, cy + 1, layer_level - 1), local.point(cx, cy, layer_level - 1)]
                pygame.draw.polygon(layer, _shade(side, 0.8) + (side_alpha,), front)
                pygame.draw.polygon(layer, _shade(side, 0.65) + (side_alpha,), lside)
        corners = local.corners(cell, level)
        pygame.draw.polygon(layer, top_colour + (alpha,), corners)
        pygame.draw.lines(layer, _mix(colour, (255, 255, 255), 0.55) + (255,), True, corners, line)
    for cell, icon in zip(cells, o.icons):
        if icon in ICON_FILES:
            art = assets.art_icon("llamaland", ICON_FILES[icon], icon_size)
            icons.blit(art, art.get_rect(center=tuple(round(v) for v in local.centre(cell, level))))
    level_badge(layer, local, cells, o.icons, level, colour)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        layer, icons = layer.convert_alpha(), icons.convert_alpha()
    return layer, icons, (left - pad, top - pad)
