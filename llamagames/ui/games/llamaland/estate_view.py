"""One player's estate drawn into a rectangle: stacked squares, icons, shadows, llamas, a ghost.

The view is built in layers, each a module with one job: ``estate_frame.py`` fits, zooms, pans
and picks; ``estate_picture.py`` paints the static estate once into a cache and cuts out what
stands in front; ``held_tile.py`` draws the tile in hand and the hint. This top layer owns the
llamas and draws a frame: one blit of the cached estate, the glows, the legal spots' marks, the
ghost's squares and the llamas in one painting order back to front
(``estate_geometry.depth_steps``).
"""

from __future__ import annotations

import math

import pygame

from ....rules.llamaland.estate import Estate
from ...scale import MIN_TEXT
from .estate_geometry import GHOST, depth_steps
from .estate_picture import SUPERSAMPLE
from .held_tile import FRONT_FADE, HeldTile
from .llama_sprites import Herd
from .painting import PULSE_STEPS
from .projection import Room, ViewMode, paint_order
from .spot_marks import MarkLayer


class EstateView(HeldTile):
    """Draws one estate into ``rect``; owns its projection (fit, zoom, pan), cache, herd and ghost."""

    def __init__(self, rect: pygame.Rect, estate: Estate, mode: ViewMode = ViewMode.OBLIQUE, *,
                 seed: int = 0, numbers: bool | None = None, supersample: int = SUPERSAMPLE,
                 room: Room = 0.5) -> None:
        super().__init__(rect, estate, mode, room, numbers, supersample)
        self.herd = Herd(seed)
        self.time = 0.0
        self.marks = MarkLayer()
        """The legal spots of the tile in hand, marked faintly with what each earns (``spot_marks.py``)."""
        self.mark_px = 12
        """The marks' words' size (the table's, at the player's Size)."""
        self.mark_foot = 0
        """Pixels at the foot of ``rect`` the marks stay above (the status line, two lines tall
        with a tile in hand, stands there over the estate: no words under words)."""
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

    # Herd -------------------------------------------------------------------------------

    def _sync_herd(self, hop_new: bool) -> None:
        proj = self.projection
        self.herd.sync(self.estate.llamas(), self._llama_height(proj), hop_new)

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance the llamas and the glow's pulse."""
        self.time += dt if speed > 0 else 0.0
        self.herd.update(dt, speed)
        if self._ease is not None:
            left = self._ease[1] - dt
            self._ease = None if left <= 0 else (self._ease[0], left)

    # Drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """One frame, back to front: the cached estate; each glow, then the columns in front
        of it that rise over it; the ghost's squares and the llamas in one painting order
        (each followed by what stands in front of it); the icons the ghost covers, lit."""
        self._hinting = self._ghost is None and self._hint is not None
        if self._hinting:
            assert self._hint is not None
            self._ghost = (*self._hint, True)
        try:
            self._draw(surface)
        finally:
            if self._hinting:
                self._ghost = None
                self._hinting = False

    def _draw(self, surface: pygame.Surface) -> None:
        proj = self.projection
        cache = self._ensure_cache()
        dx = proj.origin[0] - self._local.origin[0]
        dy = proj.origin[1] - self._local.origin[1]
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        surface.blit(cache, (round(dx), round(dy)))
        glows = self._ensure_glow() if self._highlight else []
        step = min(PULSE_STEPS - 1, int((math.sin(self.time * 3.0) + 1) / 2 * PULSE_STEPS))
        for (kind, frames, at), cover in zip(glows, self._glow_covers):
            if kind != "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
                if cover is not None:
                    surface.blit(cover[0], (round(dx + cover[1][0]), round(dy + cover[1][1])))
        if self._hint is not None and not self._hinting:
            self._draw_hint_outline(surface, proj)  # under the held tile, never over it
        if self._ghost is not None and not self._hinting:  # every legal spot, under the tile in hand, above the
            area = self.fit_area()
            area.height = max(0, min(area.height, self.rect.bottom - self.mark_foot - area.top))
            surface.set_clip(area.clip(surface.get_clip()))  # status line (no words under words)
            o, x, y = self._ghost[0], self._ghost[1], self._ghost[2]
            self.marks.draw(surface, self.estate, proj, self.mark_px, MIN_TEXT, area, o.at(x, y))
            surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        ghost = self._ghost_surface(proj) if self._ghost is not None else None
        sliced = self._ghost_behind(proj) if ghost is not None else None
        pieces = dict(sliced) if sliced is not None else {}
        held = self.ghost_box() if sliced is not None else None
        shaped = self._hinting and self.mode is ViewMode.OBLIQUE  # the hint's tilted squares outlined in gold
        line = max(2, round(proj.scale * 0.06))
        hint_cells = set(self.hint_outline_cells()) if shaped else set()
        hint_level = self._hint[3] if shaped and self._hint is not None else 0
        for what, cell in depth_steps(list(pieces), list(self.herd.llamas)):
            if what == GHOST:
                for image, at in pieces[cell]:
                    surface.blit(image, (round(proj.origin[0] + at[0]), round(proj.origin[1] + at[1])))
                if cell in hint_cells:  # under the llamas in front of it, never over them
                    hint_cells.discard(cell)
                    self.outline_hint_square(surface, proj, cell, hint_level, line, (dx, dy))
                continue
            llama = self.herd.llamas[cell]
            foot = self.foot(cell, llama.level, proj)
            # a llama in front of the tile in hand fades over it, as the stacks in front do (not
            # in front of the hint's ghost: a playtest saw a llama by the hint washed out)
            front = held is not None and not self._hinting and any((cell[1], -cell[0]) > (c[1], -c[0]) for c in pieces) \
                and llama.box_at(foot).colliderect(held)
            llama.draw_at(surface, foot, FRONT_FADE if front else 255)
            occluder = self._occluder(cell, llama.level)
            if occluder is not None:
                image, pos = occluder
                if front:  # the columns before a faded llama fade with it
                    image = image.copy()
                    image.set_alpha(FRONT_FADE)
                surface.blit(image, (round(dx + pos[0]), round(dy + pos[1])))
        if ghost is not None and sliced is None:
            surface.blit(ghost[0], ghost[2])
        # covered icons light up over the ghost's slab: they are what the tile will earn
        for kind, frames, at in glows:
            if kind == "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
        if ghost is not None and sliced is None:
            surface.blit(ghost[1], ghost[2])
        for cell in paint_order(hint_cells, self.mode):  # the squares not drawn in slices above
            self.outline_hint_square(surface, proj, cell, hint_level, line, (dx, dy))
        if ghost is not None and not self._hinting:
            self.draw_held_outline(surface, proj)  # on top of all: the squares the tile lands on
        surface.set_clip(clip)


__all__ = ["EstateView"]
