"""The static estate painted once: every column, its side faces banded by level, the tops
tinted by altitude, icons, shadows; and what stands in front of a square, cut from that picture.

The picture is painted into a cache again only when the estate's pieces, the zoom, the size or
the view mode change (panning moves the cached picture), supersampled for smooth edges. A
llama, a glow or an outline drawn over it later is hidden where a higher column stands in front:
the parts of the picture in front are cut out and blitted again over it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from ....rules.llamaland.estate import Estate
from .estate_frame import EstateFrame
from .estate_geometry import llama_spot, silhouette
from .painting import GlowItem, Painter, paint_glow
from .projection import Cell, Point, Projection, Room, ViewMode

SUPERSAMPLE = 2
"""Paint the cache at this multiple and scale down: smooth edges without per-shape anti-aliasing."""


class EstatePicture(EstateFrame):
    """An estate's frame with its cached picture, its glows and the cut-outs of what stands in front."""

    def __init__(self, rect: pygame.Rect, estate: Estate, mode: ViewMode, room: Room, numbers: bool | None,
                 supersample: int) -> None:
        super().__init__(rect, estate, mode, room)
        self.numbers = numbers
        self.ground_numbers = False
        """Level 1's squares carry their "1" too (the player asked for every level number: N)."""
        self.supersample = supersample
        self.renders = 0
        """How many times the static estate was painted (tests check the cache with it)."""
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._local: Projection = Projection()
        self._highlight: dict[str, frozenset[Cell]] = {}
        self._glow: list[GlowItem] = []
        self._glow_covers: list[tuple[pygame.Surface, Point] | None] = []
        """Per glow, the columns painted after its square that rise over it, cut from the picture."""
        self._glow_key: tuple[object, ...] | None = None
        self._occluders: dict[tuple[int, Cell, int, Point], tuple[pygame.Surface, Point] | None] = {}

    def _painted_again(self) -> None:
        """The picture was painted again: what was cut from or drawn over the old one is forgotten."""

    def set_highlight(self, kind: str, cells: Iterable[Cell]) -> None:
        """Glow squares: ``"llama"`` for squares a llama may take, ``"covered"`` for icons a ghost covers."""
        self._highlight[kind] = frozenset(cells)

    def clear_highlights(self) -> None:
        self._highlight.clear()

    def _from_level(self) -> int:
        return 1 if self.ground_numbers else 2

    def _numbers_shown(self, scale: float) -> bool:
        if self.numbers is not None:
            return self.numbers
        return scale >= 26 or self.mode is ViewMode.TOP_DOWN and scale >= 16

    def _ensure_cache(self) -> pygame.Surface:
        proj = self.projection
        key = (self.estate.pieces, round(proj.scale, 3), self.mode, self.rect.size, self.supersample,
               self._numbers_shown(proj.scale), self.ground_numbers)
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
        self._painted_again()
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
        Painter(self.estate, local, self._numbers_shown(proj.scale), ss, self._from_level()).paint(big)
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
        key = (self.renders, cell, level, llama_spot(cell, self.estate))
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
            sil = silhouette(local, other, top[0])
            xs = [p[0] for p in sil]
            ys = [p[1] for p in sil]
            if min(xs) < box.right and max(xs) > box.left and min(ys) < box.bottom and max(ys) > box.top:
                cells.append(other)
        result: tuple[pygame.Surface, Point] | None = None
        if cells:
            ss = self.supersample
            big = pygame.Surface((box.w * ss, box.h * ss), pygame.SRCALPHA)
            shifted = Projection(local.mode, local.scale * ss, ((local.origin[0] - box.x) * ss, (local.origin[1] - box.y) * ss))
            Painter(self.estate, shifted, self._numbers_shown(local.scale), ss,
                    self._from_level()).paint_cells(big, cells)
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
            tops = self.estate.tops
            cells = [c for kind, chosen in self._highlight.items() for c in sorted(chosen) if c in tops]
            self._glow_covers = [None if kind == "covered" else self._cover(cell)
                                 for (kind, _, _), cell in zip(self._glow, cells)]
        return self._glow

    def _cover(self, cell: Cell) -> tuple[pygame.Surface, Point] | None:
        """The columns painted after ``cell`` that rise over its top, cut from the cached picture
        (in the cache's coordinates): blitted over a glow, they hide it as they hide the square."""
        return self._cover_at(cell, self.estate.tops[cell][0])

    def _cover_at(self, cell: Cell, level: int) -> tuple[pygame.Surface, Point] | None:
        """The estate's columns painted after ``cell`` that rise over its top at ``level``, cut
        from the cached picture (cache coordinates); None where nothing hides it."""
        if self.mode is ViewMode.TOP_DOWN or self._cache is None:
            return None
        tops = self.estate.tops
        local = self._local
        corners = local.corners(cell, level)
        pad = 4 + math.ceil(local.scale * 0.04)  # a glow's edge or the hint outline's line (``_draw_hint_outline``)
        box = pygame.Rect(math.floor(min(p[0] for p in corners)) - pad, math.floor(min(p[1] for p in corners)) - pad,
                          math.ceil(max(p[0] for p in corners) - min(p[0] for p in corners)) + 2 * pad,
                          math.ceil(max(p[1] for p in corners) - min(p[1] for p in corners)) + 2 * pad)
        later = (cell[1], -cell[0])
        front = []
        for other, top in tops.items():
            if top[0] <= level or (other[1], -other[0]) <= later:
                continue
            sil = silhouette(local, other, top[0])
            if min(p[0] for p in sil) < box.right and max(p[0] for p in sil) > box.left \
                    and min(p[1] for p in sil) < box.bottom and max(p[1] for p in sil) > box.top:
                front.append(other)
        at = box.clip(self._cache.get_rect())
        if not front or at.w <= 0 or at.h <= 0:
            return None
        image = self._cache.subsurface(at).copy()
        mask = pygame.Surface(at.size, pygame.SRCALPHA)
        for c in front:
            outline = [(px - at.x, py - at.y) for px, py in silhouette(local, c, tops[c][0])]
            pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return image, (float(at.x), float(at.y))


__all__ = ["SUPERSAMPLE", "EstatePicture"]
