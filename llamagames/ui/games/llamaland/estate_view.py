"""One player's estate drawn into a rectangle: stacked squares, icons, shadows, llamas, a ghost.

The static estate (every column, its side faces banded by level, the tops tinted by altitude,
icons, shadows) is painted once into a cached surface and painted again only when the estate's
pieces, the zoom, the size or the view mode change; panning moves the cached picture. A frame
is then one blit, the highlight overlay, the llamas (one blit each) and the ghost of a dragged
tile (cached per position). Painting goes back to front (see ``projection.paint_order``), and
is supersampled for smooth edges.
"""

from __future__ import annotations

import math
import random
from typing import Iterable, Sequence

import pygame

from ... import assets
from ....rules.llamaland.components import CACAO, COIN, CORN, GRASS, HUT, POTATO
from ....rules.llamaland.estate import FOUNDATION_KIND, START_KIND, Estate, Orientation
from .llama_sprites import Herd
from .projection import Cell, Point, Projection, ViewMode, fit, paint_order

RGB = tuple[int, int, int]

ICON_FILES: dict[str, str] = {CORN: "corn", CACAO: "cacao", POTATO: "potato", COIN: "coin", HUT: "huts"}
"""Rules icon character -> icon art name (grass has no icon)."""

LEVEL_TINTS: tuple[RGB, ...] = (
    (96, 162, 78),    # 1 valley meadow
    (170, 206, 96),   # 2 upland grass
    (230, 210, 112),  # 3 high pasture
    (226, 162, 96),   # 4 puna ochre
    (192, 124, 102),  # 5 red rock
    (172, 162, 168),  # 6 scree
    (236, 238, 244),  # 7+ snow
)
"""Top colour per level, like a relief map: the higher, the drier, up to snow."""
START_SIDE: RGB = (150, 104, 66)
TILE_SIDE: RGB = (122, 92, 58)
BRICK: RGB = (176, 84, 52)
INK: RGB = (58, 38, 26)
GHOST_LEGAL: RGB = (90, 210, 120)
GHOST_ILLEGAL: RGB = (226, 74, 60)
GLOW_LLAMA: RGB = (150, 220, 255)
GLOW_COVERED: RGB = (255, 214, 90)
SUPERSAMPLE = 2
"""Paint the cache at this multiple and scale down: smooth edges without per-shape anti-aliasing."""


def level_tint(level: int) -> RGB:
    return LEVEL_TINTS[max(1, min(level, len(LEVEL_TINTS))) - 1]


def _shade(colour: RGB, factor: float) -> RGB:
    return (min(255, round(colour[0] * factor)), min(255, round(colour[1] * factor)), min(255, round(colour[2] * factor)))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _inside(poly: Sequence[Point], p: Point) -> bool:
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


class _Layers:
    """Which piece makes each layer of each square: the side faces are banded by it."""

    def __init__(self, estate: Estate) -> None:
        self.kind: dict[tuple[Cell, int], str] = {}
        for piece in estate.pieces:
            for cell in piece.cells:
                self.kind[(cell, piece.level)] = piece.kind


class EstateView:
    """Draws one estate into ``rect``; owns its projection (fit, zoom, pan), cache, herd and ghost."""

    def __init__(self, rect: pygame.Rect, estate: Estate, mode: ViewMode = ViewMode.OBLIQUE, *,
                 seed: int = 0, numbers: bool | None = None, supersample: int = SUPERSAMPLE) -> None:
        self.rect = pygame.Rect(rect)
        self.estate = estate
        self.mode = mode
        self.zoom = 1.0
        self.pan: Point = (0.0, 0.0)
        self.numbers = numbers
        self.supersample = supersample
        self.herd = Herd(seed)
        self.renders = 0
        """How many times the static estate was painted (tests check the cache with it)."""
        self.time = 0.0
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._cache_pos: Point = (0.0, 0.0)
        self._local: Projection = Projection()
        self._highlight: dict[str, frozenset[Cell]] = {}
        self._glow: list[GlowItem] = []
        self._glow_key: tuple[object, ...] | None = None
        self._ghost: tuple[Orientation, int, int, int, bool] | None = None
        self._ghosts: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface, Point]] = {}
        self._occluders: dict[tuple[int, Cell, int], tuple[pygame.Surface, Point] | None] = {}
        self._fit: Projection | None = None
        self._fit_key: tuple[object, ...] | None = None
        self._sync_herd(hop_new=False)

    # Configuration ----------------------------------------------------------------------

    def set_estate(self, estate: Estate, hop_new: bool = True) -> None:
        """Show a new estate; the cache is painted again only if its pieces changed."""
        self.estate = estate
        self._sync_herd(hop_new)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._sync_herd(False)

    def set_mode(self, mode: ViewMode) -> None:
        self.mode = mode
        self._sync_herd(False)

    def toggle_mode(self) -> None:
        self.set_mode(ViewMode.TOP_DOWN if self.mode is ViewMode.OBLIQUE else ViewMode.OBLIQUE)

    def zoom_by(self, factor: float, about: Point | None = None) -> None:
        """Zoom (mouse wheel) keeping the screen point ``about`` (default: the centre) in place."""
        before = self.projection
        about = about if about is not None else (float(self.rect.centerx), float(self.rect.centery))
        self.zoom = max(0.4, min(4.0, self.zoom * factor))
        after = self._fitted()
        wanted = before.zoomed(after.scale / before.scale, about)
        self.pan = (wanted.origin[0] - after.origin[0], wanted.origin[1] - after.origin[1])
        self._sync_herd(False)

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the picture (dragging the background); the cache is not painted again."""
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)

    def reset_view(self) -> None:
        self.zoom, self.pan = 1.0, (0.0, 0.0)
        self._sync_herd(False)

    def set_highlight(self, kind: str, cells: Iterable[Cell]) -> None:
        """Glow squares: ``"llama"`` for squares a llama may take, ``"covered"`` for icons a ghost covers."""
        self._highlight[kind] = frozenset(cells)

    def clear_highlights(self) -> None:
        self._highlight.clear()

    def set_ghost(self, orientation: Orientation | None, x: int = 0, y: int = 0, level: int = 1,
                  legal: bool = True) -> None:
        """Show (or with None, hide) a dragged tile's ghost at ``level``: green if legal, red if not."""
        self._ghost = None if orientation is None else (orientation, x, y, level, legal)

    # Geometry ---------------------------------------------------------------------------

    def _columns(self) -> list[tuple[Cell, int]]:
        tops = self.estate.tops
        return [(c, t[0]) for c, t in tops.items()]

    def _fitted(self) -> Projection:
        key = (id(self.estate.pieces), self.estate.pieces, self.rect.size, self.rect.topleft, self.mode, self.zoom)
        if self._fit_key is not None and self._fit_key[0] == key[0] and self._fit_key[1] is key[1] \
                and self._fit_key[2:] == key[2:] and self._fit is not None:
            return self._fit
        base = fit(self._columns(), self.rect.size, self.mode, margin=0.04, pad=0.5)
        scale = base.scale * self.zoom
        cx, cy = self.rect.w / 2, self.rect.h / 2
        ox = cx + (base.origin[0] - cx) * self.zoom + self.rect.x
        oy = cy + (base.origin[1] - cy) * self.zoom + self.rect.y
        self._fit = Projection(self.mode, scale, (ox, oy))
        self._fit_key = key
        return self._fit

    @property
    def projection(self) -> Projection:
        """Screen projection now (fit to the rect, then the user's zoom and pan)."""
        p = self._fitted()
        return p.panned(*self.pan)

    def foot(self, cell: Cell, level: int, proj: Projection | None = None) -> Point:
        """Where a llama on ``cell`` stands: a little in front of the top's middle."""
        proj = proj or self.projection
        return proj.point(cell[0] + 0.5, cell[1] + 0.62, level)

    def cell_at(self, pos: Point) -> Cell | None:
        """The square drawn at screen ``pos`` (its top or a side face), front-most first; None if none."""
        proj = self.projection
        tops = self.estate.tops
        top_level = max(t[0] for t in tops.values())
        candidates: set[Cell] = set()
        steps = max(1, top_level * 4)
        for i in range(steps + 1):
            candidates.add(proj.cell_at(pos, top_level * i / steps))
        hits = [c for c in candidates if c in tops and _inside(self._silhouette(proj, c, tops[c][0]), pos)]
        if not hits:
            return None
        return paint_order(hits, self.mode)[-1]

    def _silhouette(self, proj: Projection, cell: Cell, height: int) -> list[Point]:
        x, y = cell
        if proj.level_height == 0:
            return list(proj.corners(cell, height))
        return [proj.point(x, y, height), proj.point(x + 1, y, height), proj.point(x + 1, y + 1, height),
                proj.point(x + 1, y + 1, 0), proj.point(x, y + 1, 0), proj.point(x, y, 0)]

    # Herd -------------------------------------------------------------------------------

    def _llama_height(self, proj: Projection) -> int:
        return max(10, round(proj.scale * 0.95))

    def _sync_herd(self, hop_new: bool) -> None:
        proj = self.projection
        self.herd.sync(self.estate.llamas(), self._llama_height(proj), hop_new)

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance the llamas and the glow's pulse."""
        self.time += dt if speed > 0 else 0.0
        self.herd.update(dt, speed)

    # Drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """One frame: the cached estate, llama-square glows, llamas back to front, the ghost, covered icons."""
        proj = self.projection
        cache = self._ensure_cache()
        dx = proj.origin[0] - self._local.origin[0]
        dy = proj.origin[1] - self._local.origin[1]
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        surface.blit(cache, (round(dx + self._cache_pos[0]), round(dy + self._cache_pos[1])))
        glows = self._ensure_glow() if self._highlight else []
        step = min(PULSE_STEPS - 1, int((math.sin(self.time * 3.0) + 1) / 2 * PULSE_STEPS))
        for kind, frames, at in glows:
            if kind != "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
        order = paint_order(self.herd.llamas, self.mode)
        for cell in order:
            llama = self.herd.llamas[cell]
            llama.draw_at(surface, self.foot(cell, llama.level, proj))
            occluder = self._occluder(cell, llama.level)
            if occluder is not None:
                image, pos = occluder
                surface.blit(image, (round(dx + pos[0]), round(dy + pos[1])))
        ghost = self._ghost_surface(proj) if self._ghost is not None else None
        if ghost is not None:
            surface.blit(ghost[0], ghost[2])
        # covered icons light up over the ghost's slab: they are what the tile will earn
        for kind, frames, at in glows:
            if kind == "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
        if ghost is not None:
            surface.blit(ghost[1], ghost[2])
        surface.set_clip(clip)

    # The static picture -----------------------------------------------------------------

    def _numbers_shown(self, scale: float) -> bool:
        if self.numbers is not None:
            return self.numbers
        return scale >= 26 or self.mode is ViewMode.TOP_DOWN and scale >= 16

    def _ensure_cache(self) -> pygame.Surface:
        proj = self.projection
        key = (self.estate.pieces, round(proj.scale, 3), self.mode, self.rect.size, self.supersample,
               self._numbers_shown(proj.scale))
        old = self._cache_key
        same = old is not None and old[0] is key[0] and old[1:] == key[1:]
        if self._cache is None or not (same or key == old):
            self._render(proj)
        self._cache_key = key
        assert self._cache is not None
        return self._cache

    def _render(self, proj: Projection) -> None:
        """Paint the static estate into the cache (the only expensive call; counted in ``renders``)."""
        self.renders += 1
        self._occluders.clear()
        self._ghosts.clear()
        ss = self.supersample
        tops = self.estate.tops
        cols = [(c, t[0]) for c, t in tops.items()]
        left, top, right, bottom = proj.bounds(cols)
        pad = proj.scale * 0.5
        left, top, right, bottom = left - pad, top - pad, right + pad, bottom + pad
        w, h = max(1, math.ceil(right - left)), max(1, math.ceil(bottom - top))
        # The local projection paints at (0, 0) = the cache's top-left corner, ``ss`` times larger.
        local = Projection(proj.mode, proj.scale * ss, ((proj.origin[0] - left) * ss, (proj.origin[1] - top) * ss))
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        _Painter(self.estate, local, self._numbers_shown(proj.scale)).paint(big)
        image = pygame.transform.smoothscale(big, (w, h)) if ss > 1 else big
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        self._cache = image
        self._local = Projection(proj.mode, proj.scale, (proj.origin[0] - left, proj.origin[1] - top))
        self._cache_pos = (0.0, 0.0)
        self._glow_key = None

    def _occluder(self, cell: Cell, level: int) -> tuple[pygame.Surface, Point] | None:
        """The squares painted after ``cell`` that overlap its llama, cut to the llama's box.

        A llama stands between its own column and the columns in front of it, so those are
        blitted again over the llama: a llama behind a higher terrace is hidden by it, as on the table.
        """
        if self.mode is ViewMode.TOP_DOWN:
            return None  # seen from above, nothing stands in front of a llama
        key = (self.renders, cell, level)
        if key in self._occluders:
            return self._occluders[key]
        local = self._local
        height = self._llama_height(local) * 1.2
        fx, fy = self.foot(cell, level, local)
        box = pygame.Rect(math.floor(fx - height * 0.5), math.floor(fy - height * 1.1), math.ceil(height),
                          math.ceil(height * 1.2))
        tops = self.estate.tops
        later = (cell[1], -cell[0])
        cells = []
        for other, top in tops.items():
            # only a higher square painted later (in front, or to the left) can rise over the llama
            if top[0] <= level or (other[1], -other[0]) <= later:
                continue
            sil = self._silhouette(local, other, top[0])
            xs = [p[0] for p in sil]
            ys = [p[1] for p in sil]
            if min(xs) < box.right and max(xs) > box.left and min(ys) < box.bottom and max(ys) > box.top:
                cells.append(other)
        result: tuple[pygame.Surface, Point] | None = None
        if cells:
            ss = self.supersample
            big = pygame.Surface((box.w * ss, box.h * ss), pygame.SRCALPHA)
            shifted = Projection(local.mode, local.scale * ss, ((local.origin[0] - box.x) * ss, (local.origin[1] - box.y) * ss))
            _Painter(self.estate, shifted, self._numbers_shown(local.scale)).paint_cells(big, cells)
            image = pygame.transform.smoothscale(big, box.size) if ss > 1 else big
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            result = (image, (float(box.x), float(box.y)))
        if len(self._occluders) > 256:
            self._occluders.clear()
        self._occluders[key] = result
        return result

    def _ensure_glow(self) -> list["GlowItem"]:
        key = (self.renders, tuple(sorted(self._highlight.items())))
        if key != self._glow_key:
            self._glow_key = key
            cache = self._cache
            assert cache is not None
            self._glow = _paint_glow(self._local, self.estate, self._highlight)
        return self._glow

    def _ghost_surface(self, proj: Projection) -> tuple[pygame.Surface, pygame.Surface, tuple[int, int]]:
        assert self._ghost is not None
        o, x, y, level, legal = self._ghost
        key = (o.key, x, y, level, legal, self.renders)
        found = self._ghosts.get(key)
        if found is None:
            found = _paint_ghost(self.estate, Projection(proj.mode, proj.scale, (0.0, 0.0)), o, x, y, level, legal)
            if len(self._ghosts) >= 48:  # a drag visits a few dozen spots; forget the oldest
                del self._ghosts[next(iter(self._ghosts))]
            self._ghosts[key] = found
        slab, icons, offset = found
        return slab, icons, (round(proj.origin[0] + offset[0]), round(proj.origin[1] + offset[1]))


class _Painter:
    """Paints the static estate with one projection onto one surface (used once per cache fill)."""

    def __init__(self, estate: Estate, proj: Projection, numbers: bool) -> None:
        self.estate = estate
        self.proj = proj
        self.numbers = numbers
        self.layers = _Layers(estate)
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
            if icon != GRASS:
                self._icon(target, cell, level, icon, icon_size)
            else:
                self._grass(target, cell, level)
            if self.numbers:
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
            a, b, c, d = quad
            mid_l = ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2)
            mid_r = ((b[0] + c[0]) / 2, (b[1] + c[1]) / 2)
            pygame.draw.line(target, _shade(colour, 0.7), mid_l, mid_r, self.line)
            for t, (p, q) in ((0.5, (a, b)), (0.25, (d, c)), (0.75, (d, c))):
                top_pt = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t) if p is a else (
                    mid_l[0] + (mid_r[0] - mid_l[0]) * t, mid_l[1] + (mid_r[1] - mid_l[1]) * t)
                low = (top_pt[0] + (d[0] - a[0]) / 2, top_pt[1] + (d[1] - a[1]) / 2)
                pygame.draw.line(target, _shade(colour, 0.7), top_pt, low, self.line)

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

    def _icon(self, target: pygame.Surface, cell: Cell, level: int, icon: str, size: int) -> None:
        proj = self.proj
        art = assets.llamaland_icon(ICON_FILES[icon], size)
        if proj.level_height:
            # printed on a tilted square: a little flatter than seen from above
            art = pygame.transform.smoothscale(art, (size, max(4, round(size * 0.84))))
        cx, cy = proj.centre(cell, level)
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

    def _number(self, target: pygame.Surface, cell: Cell, level: int) -> None:
        proj = self.proj
        size = max(8, round(self.s * 0.2))
        text = assets.font(size, bold=True).render(str(level), True, _shade(level_tint(level), 0.38))
        px, py = proj.point(cell[0] + 0.06, cell[1] + 0.05, level)
        target.blit(text, (round(px + self.s * 0.04), round(py)))


PULSE_STEPS = 6
"""Pre-rendered brightness steps of a glow: the pulse picks one, no per-frame alpha change."""

GlowItem = tuple[str, list[pygame.Surface], Point]


def _paint_glow(proj: Projection, estate: Estate, highlight: dict[str, frozenset[Cell]]) -> list[GlowItem]:
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
                art = assets.llamaland_icon(ICON_FILES[icon], max(8, round(s * 0.7)))
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


def _paint_ghost(estate: Estate, proj: Projection, o: Orientation, x: int, y: int, level: int,
                 legal: bool) -> tuple[pygame.Surface, pygame.Surface, Point]:
    """A translucent tile at ``level`` with foundation bricks where it needs them.

    Returns (slab, icons, offset): the icons are a layer of their own so the squares the tile
    would cover can light up between the two.
    """
    cells = o.at(x, y)
    cols = [(c, level) for c in cells]
    left, top, right, bottom = proj.bounds(cols)
    pad = proj.scale * 0.2
    w, h = math.ceil(right - left + 2 * pad), math.ceil(bottom - top + 2 * pad)
    local = proj.panned(-left + pad, -top + pad)
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    icons = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    colour = GHOST_LEGAL if legal else GHOST_ILLEGAL
    line = max(2, round(proj.scale * 0.05))
    icon_size = max(8, round(proj.scale * 0.5))
    for cell in paint_order(cells, proj.mode):
        base = estate.level(cell)
        cx, cy = cell
        if local.level_height:
            # foundations (bricks) under the square, then the tile's own slab
            for layer_level in range(base + 1, level + 1):
                side = BRICK if layer_level < level else colour
                front = [local.point(cx, cy + 1, layer_level), local.point(cx + 1, cy + 1, layer_level),
                         local.point(cx + 1, cy + 1, layer_level - 1), local.point(cx, cy + 1, layer_level - 1)]
                lside = [local.point(cx, cy, layer_level), local.point(cx, cy + 1, layer_level),
                         local.point(cx, cy + 1, layer_level - 1), local.point(cx, cy, layer_level - 1)]
                pygame.draw.polygon(layer, _shade(side, 0.8) + (190,), front)
                pygame.draw.polygon(layer, _shade(side, 0.65) + (190,), lside)
        corners = local.corners(cell, level)
        pygame.draw.polygon(layer, colour + (165,), corners)
        pygame.draw.lines(layer, _mix(colour, (255, 255, 255), 0.55) + (255,), True, corners, line)
    for cell, icon in zip(cells, o.icons):
        if icon in ICON_FILES:
            art = assets.llamaland_icon(ICON_FILES[icon], icon_size)
            icons.blit(art, art.get_rect(center=tuple(round(v) for v in local.centre(cell, level))))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        layer, icons = layer.convert_alpha(), icons.convert_alpha()
    return layer, icons, (left - pad, top - pad)
