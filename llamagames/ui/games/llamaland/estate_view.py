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
from typing import Iterable, Sequence

import pygame

from ....rules.llamaland.estate import Estate, Orientation
from .llama_sprites import Herd
from .painting import PULSE_STEPS, GlowItem, Painter, paint_ghost, paint_glow
from .projection import Cell, Point, Projection, ViewMode, fit, paint_order

GHOST_ICON_ALPHA = 165
"""The dragged tile's own icons are see-through: what it covers (lit) reads under them."""
SUPERSAMPLE = 2
"""Paint the cache at this multiple and scale down: smooth edges without per-shape anti-aliasing."""


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
        self._local: Projection = Projection()
        self._highlight: dict[str, frozenset[Cell]] = {}
        self._glow: list[GlowItem] = []
        self._glow_key: tuple[object, ...] | None = None
        self._ghost: tuple[Orientation, int, int, int, bool] | None = None
        self._ghosts: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface, Point]] = {}
        self._behind: dict[tuple[object, ...], list[tuple[pygame.Surface, Point]] | None] = {}
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
        surface.blit(cache, (round(dx), round(dy)))
        glows = self._ensure_glow() if self._highlight else []
        step = min(PULSE_STEPS - 1, int((math.sin(self.time * 3.0) + 1) / 2 * PULSE_STEPS))
        for kind, frames, at in glows:
            if kind != "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
        ghost = self._ghost_surface(proj) if self._ghost is not None else None
        hidden = self._ghost_behind(proj) if ghost is not None else None
        if hidden is not None:
            # square by square, with what stands in front of it; before the llamas, whose
            # squares it paints again
            for image, at in hidden:
                surface.blit(image, (round(proj.origin[0] + at[0]), round(proj.origin[1] + at[1])))
        order = paint_order(self.herd.llamas, self.mode)
        for cell in order:
            llama = self.herd.llamas[cell]
            llama.draw_at(surface, self.foot(cell, llama.level, proj))
            occluder = self._occluder(cell, llama.level)
            if occluder is not None:
                image, pos = occluder
                surface.blit(image, (round(dx + pos[0]), round(dy + pos[1])))
        if ghost is not None and hidden is None:
            surface.blit(ghost[0], ghost[2])
        # covered icons light up over the ghost's slab: they are what the tile will earn
        for kind, frames, at in glows:
            if kind == "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
        if ghost is not None and hidden is None:
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
            self._render_estate(proj)
        self._cache_key = key
        assert self._cache is not None
        return self._cache

    def _render_estate(self, proj: Projection) -> None:
        """Paint the static estate into the cache (the only expensive call; counted in ``renders``)."""
        self.renders += 1
        self._occluders.clear()
        self._ghosts.clear()
        self._behind.clear()
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
        Painter(self.estate, local, self._numbers_shown(proj.scale), ss).paint(big)
        image = pygame.transform.smoothscale(big, (w, h)) if ss > 1 else big
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        self._cache = image
        self._local = Projection(proj.mode, proj.scale, (proj.origin[0] - left, proj.origin[1] - top))
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
            Painter(self.estate, shifted, self._numbers_shown(local.scale), ss).paint_cells(big, cells)
            image = pygame.transform.smoothscale(big, box.size) if ss > 1 else big
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            result = (image, (float(box.x), float(box.y)))
        if len(self._occluders) > 256:
            self._occluders.clear()
        self._occluders[key] = result
        return result

    def _ensure_glow(self) -> list[GlowItem]:
        key = (self.renders, tuple(sorted(self._highlight.items())))
        if key != self._glow_key:
            self._glow_key = key
            self._glow = paint_glow(self._local, self.estate, self._highlight)
        return self._glow

    def _ghost_behind(self, proj: Projection) -> list[tuple[pygame.Surface, Point]] | None:
        """The ghost cut by the terraces in front of it, or None when nothing stands in front.

        A ghost behind a higher terrace would otherwise seem to float on it. Each of its squares
        is painted in turn, then the estate's squares painted after it that overlap it are
        painted again over it (the rest of the picture is already right, so repainting that
        suffix of the painting order changes nothing else). Cached per ghost position.
        """
        assert self._ghost is not None
        if self.mode is ViewMode.TOP_DOWN:
            return None
        o, x, y, level, legal = self._ghost
        key = ("behind", o.key, x, y, level, legal, self.renders)
        if key in self._behind:
            return self._behind[key]
        local = Projection(proj.mode, proj.scale, (0.0, 0.0))
        cells = o.at(x, y)
        inside = set(cells)
        tops = self.estate.tops

        def order(c: Cell) -> tuple[int, int]:
            return (c[1], -c[0])

        def box_of(c: Cell, height: int) -> tuple[float, float, float, float]:
            sil = self._silhouette(local, c, height)
            return (min(p[0] for p in sil), min(p[1] for p in sil), max(p[0] for p in sil), max(p[1] for p in sil))

        def overlaps(a: tuple[float, float, float, float], b: pygame.Rect) -> bool:
            return a[0] < b.right and a[2] > b.left and a[1] < b.bottom and a[3] > b.top

        first = min(order(c) for c in cells)
        left, top, right, bottom = local.bounds([(c, level) for c in cells])
        whole = pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left), math.ceil(bottom - top))
        # Only a higher square in front can hide the tile's top; same-height ones hide a side face.
        if not any(c not in inside and t[0] > level and order(c) > first and overlaps(box_of(c, t[0]), whole)
                   for c, t in tops.items()):
            result: list[tuple[pygame.Surface, Point]] | None = None
        else:
            result = []
            cache = self._ensure_cache()
            ox, oy = self._local.origin
            slab, icons, corner = self._ghost_painted(proj)
            whole_ghost = slab.copy()
            whole_ghost.blit(icons, (0, 0))
            gx, gy = math.floor(corner[0]), math.floor(corner[1])
            for cell in sorted(cells, key=order):
                # this square of the ghost: the whole ghost cut along the square's column
                outline = [(px - gx, py - gy) for px, py in self._silhouette(local, cell, level)]
                mask = pygame.Surface(whole_ghost.get_size(), pygame.SRCALPHA)
                pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
                piece = whole_ghost.copy()
                piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                result.append((piece, (float(gx), float(gy))))
                sil = self._silhouette(local, cell, level)
                box = pygame.Rect(math.floor(min(p[0] for p in sil)), math.floor(min(p[1] for p in sil)),
                                  math.ceil(max(p[0] for p in sil) - min(p[0] for p in sil)) + 2,
                                  math.ceil(max(p[1] for p in sil) - min(p[1] for p in sil)) + 2)
                front = [c for c, t in tops.items()
                         if c not in inside and order(c) > order(cell) and overlaps(box_of(c, t[0]), box)]
                if not front:
                    continue
                # What stands in front, cut from the estate picture along those squares' outlines.
                at = box.move(round(ox), round(oy)).clip(cache.get_rect())
                if at.w <= 0 or at.h <= 0:
                    continue
                image = cache.subsurface(at).copy()
                mask = pygame.Surface(at.size, pygame.SRCALPHA)
                for c in front:
                    outline = [(px - at.x, py - at.y) for px, py in self._silhouette(self._local, c, tops[c][0])]
                    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
                    pygame.draw.polygon(mask, (255, 255, 255, 255), outline, 2)
                image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                result.append((image, (float(at.x - ox), float(at.y - oy))))
        if len(self._behind) >= 48:
            del self._behind[next(iter(self._behind))]
        self._behind[key] = result
        return result

    def _ghost_painted(self, proj: Projection) -> tuple[pygame.Surface, pygame.Surface, Point]:
        """The ghost's slab and icons, and their corner relative to the projection's origin."""
        assert self._ghost is not None
        o, x, y, level, legal = self._ghost
        key = (o.key, x, y, level, legal, self.renders)
        found = self._ghosts.get(key)
        if found is None:
            found = paint_ghost(self.estate, Projection(proj.mode, proj.scale, (0.0, 0.0)), o, x, y, level, legal)
            found[1].set_alpha(GHOST_ICON_ALPHA)  # the lit icons it covers show through the tile's own
            if len(self._ghosts) >= 48:  # a drag visits a few dozen spots; forget the oldest
                del self._ghosts[next(iter(self._ghosts))]
            self._ghosts[key] = found
        return found

    def _ghost_surface(self, proj: Projection) -> tuple[pygame.Surface, pygame.Surface, tuple[int, int]]:
        slab, icons, offset = self._ghost_painted(proj)
        return slab, icons, (round(proj.origin[0] + offset[0]), round(proj.origin[1] + offset[1]))
