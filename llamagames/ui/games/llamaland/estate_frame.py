"""Where one estate is seen: fitted into its rectangle, zoomed, panned, easing to a new fit,
and which square is under the pointer.

The base of ``EstateView`` (``estate_view.py``): the projection every layer draws and picks
with. A frame owns no picture; the layers above it paint (``estate_picture.py``,
``held_tile.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ....rules.llamaland.estate import Estate
from .estate_geometry import (
    LLAMA_LEVELS,
    TOP_FOOT,
    TOP_LLAMA,
    bubble_room,
    drawn_cell,
    fit_margin,
    llama_spot,
    ring_room,
)
from .projection import Cell, Point, Projection, Room, ViewMode, fit

STEADY_EASE = 0.35
"""Seconds your estate's view takes to ease to a new fit when the estate outgrew the last."""


KEEP_SHARE = 0.95
"""Your estate keeps its fit after a placement only while that fit draws it within this share of
the size a new fit gives: it grows back when it can (a kept fit once stayed a third small), and
a fit kept too large (the ring for new tiles gone out of view) eases to the new one too."""


GROW_SHARE = 0.8
"""Your estate's kept fit grows back to a new fit only once it draws the estate smaller than this
share of that fit's size (a kept fit once stayed a third small)."""
STEP_SHARE = 0.9
"""Where your estate outgrows its fit, its new fit is this share of the size it needs now: room
for the next tiles at the same size, so its squares shrink seldom, in steps, not at each tile."""


class EstateFrame:
    """The projection of one estate into ``rect``: its fit, the player's zoom and pan, an ease."""

    def __init__(self, rect: pygame.Rect, estate: Estate, mode: ViewMode, room: Room) -> None:
        self.rect = pygame.Rect(rect)
        self.room = room
        """Squares of table kept free around the estate when it is fitted (room for new tiles)."""
        self.fit_foot = 0
        """Pixels at the bottom of ``rect`` the estate is not fitted into (the status line lies
        there); the picture is still drawn down to the bottom."""
        self.fit_head = 0
        """Pixels at the top of ``rect`` the estate is not fitted into (a tip, a hint or a
        message stands there while it shows: ``LlamalandStage.make_room``)."""
        self.fit_left = 0
        """Pixels at the left of ``rect`` the estate is not fitted into (a bubble's column)."""
        self.fit_extra: tuple[tuple[Cell, int], ...] = ()
        """Columns (cell, level) off the estate fitted into view too: a keyboard ghost or the
        hint's beside the estate (``keep_in_view``); cleared when the view is fitted again."""
        self.estate = estate
        self.mode = mode
        self.zoom = 1.0
        self.pan: Point = (0.0, 0.0)
        self._box: tuple[Estate, Projection, pygame.Rect] | None = None
        """``estate_box`` as last worked out, with the estate and projection it holds for."""
        self._fit: Projection | None = None
        self._fit_key: tuple[object, ...] | None = None
        self._boxes: dict[tuple[object, ...], pygame.Rect | None] = {}
        """``fitted_box`` answers for the estate and frame in ``_boxes_for`` (a move asks the
        rivals' estates again, unchanged, and the bubble asks each place every time it moves)."""
        self._boxes_for: tuple[object, ...] = ()
        self.steady = False
        """Your own estate's view: its fit stays as the estate grows while the estate still lies
        inside it at nearly full size (``KEEP_SHARE``); else the view eases to the new fit
        (``STEADY_EASE`` seconds) rather than jump under the pointer."""
        self._ease: tuple[Projection, float] | None = None
        """The fit the view eases from, and the seconds left of the ease."""

    def _sync_herd(self, hop_new: bool) -> None:
        """Follow a new projection (the view's llamas take their size from it)."""

    def zoom_by(self, factor: float, about: Point | None = None) -> None:
        """Zoom (mouse wheel) keeping the screen point ``about`` (default: the centre) in place."""
        if factor == 1.0:
            return
        before = self.projection
        self._ease = None  # the wheel takes the view from where it is drawn now
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
        """Fit the whole estate (and the room around it) again: no zoom, no pan."""
        self.zoom, self.pan, self.fit_extra = 1.0, (0.0, 0.0), ()
        self._sync_herd(False)

    def _columns(self) -> list[tuple[Cell, int]]:
        tops = self.estate.tops
        return [(c, t[0]) for c, t in tops.items()]

    def _llama_columns(self) -> list[tuple[Cell, int]]:
        """The llamas as columns as tall as they stand (tilted view): a llama on the back row
        rises above the estate, and its head is fitted into view too."""
        if self.mode is ViewMode.TOP_DOWN:
            return []
        return [(cell, level + LLAMA_LEVELS) for cell, level in self.estate.llamas()]

    def _fitted(self) -> Projection:
        key = (id(self.estate.pieces), self.estate.pieces, self.rect.size, self.rect.topleft, self.mode, self.zoom,
               self.fit_foot, self.fit_extra, self.estate, self.fit_head, self.fit_left, self.room)
        old, old_key = self._fit, self._fit_key
        if old_key is not None and old_key[0] == key[0] and old_key[1] is key[1] \
                and old_key[2:] == key[2:] and old is not None:
            return old
        steady = self.steady and old is not None and old_key is not None and old_key[2:8] == key[2:8] \
            and old_key[9:] == key[9:]  # only the estate changed (a new layout fits at once)
        fresh = self._fresh_fit()
        self._fit_key = key
        if steady and old is not None:
            if self._holds(old) and GROW_SHARE <= old.scale / fresh.scale <= 1 / KEEP_SHARE:
                return old  # it still lies inside the fit, at nearly the size a new fit gives: no twitch
            # it outgrew the fit, or the fit is smaller than the estate needs now (a tall llama
            # or a far hint was fitted in before, or the review stepped back): ease to the new one,
            # at the same size where the estate still fits so (only its place moves), else a
            # step smaller than it needs now, so the next tiles find room at that size (pt53
            # saw the squares shrink at every tile that widened the estate)
            self._ease = (self.projection_at(old), STEADY_EASE)
            if not self._holds(old):  # outgrown (not grown back or too large: the new fit as it is)
                same = self._centred(fresh, old.scale / fresh.scale)
                near = old.scale <= fresh.scale / KEEP_SHARE  # the ring for new tiles still in view
                fresh = same if near and self._holds(same) else self._centred(fresh, STEP_SHARE)
        else:
            self._ease = None  # a new frame (zoom, size, a column fitted in): no ease from before
        self._fit = fresh
        return fresh

    def _centred(self, fit: Projection, share: float) -> Projection:
        """``fit`` drawn at ``share`` of its size about the middle of what it fits."""
        left, top, right, bottom = fit.bounds(self._columns() + self._llama_columns() + list(self.fit_extra))
        return fit.zoomed(share, ((left + right) / 2, (top + bottom) / 2))

    def _fresh_fit(self) -> Projection:
        """The fit of the estate now into the fitted area, at the player's zoom (not panned)."""
        foot = min(self.fit_foot, self.rect.h // 3)
        head = min(self.fit_head, max(0, self.rect.h - foot - self.rect.h // 4))
        left = min(self.fit_left, self.rect.w // 2)
        room = ring_room(bubble_room(self.room, head, left), self.mode, head)  # a bubble takes part of the room
        base = fit(self._columns() + self._llama_columns() + list(self.fit_extra),
                   (self.rect.w - left, self.rect.h - foot - head), self.mode, margin=fit_margin(self.room, self.mode), pad=room)
        scale = base.scale * self.zoom
        cx, cy = (self.rect.w - left) / 2, (self.rect.h - foot - head) / 2
        ox = cx + (base.origin[0] - cx) * self.zoom + self.rect.x + left
        oy = cy + (base.origin[1] - cy) * self.zoom + self.rect.y + head
        return Projection(self.mode, scale, (ox, oy))

    def _holds(self, fit: Projection) -> bool:
        """Whether the estate (its llamas' heads too) lies inside the fitted area under ``fit``."""
        area = self.fit_area()
        left, top, right, bottom = fit.bounds(self._columns() + self._llama_columns() + list(self.fit_extra))
        return area.left <= left and right <= area.right and area.top <= top and bottom <= area.bottom

    def projection_at(self, fit: Projection) -> Projection:
        """``fit`` with the user's pan, and part way along an ease that is under way."""
        now = fit.panned(*self.pan)
        if self._ease is None:
            return now
        start, left = self._ease
        if start.mode is not now.mode:
            return now
        k = max(0.0, min(1.0, 1.0 - (left / STEADY_EASE) ** 2))  # out-quad: the share of the way gone
        # the new size at once (the estate's picture is painted once, 30 ms), its middle sliding
        # from where it was drawn to its new place
        tops = self.estate.tops
        cx = sum(c[0] for c in tops) / len(tops) + 0.5
        cy = sum(c[1] for c in tops) / len(tops) + 0.5
        was, will = start.point(cx, cy, 0), now.point(cx, cy, 0)
        return Projection(now.mode, now.scale, (now.origin[0] + (was[0] - will[0]) * (1 - k),
                                                now.origin[1] + (was[1] - will[1]) * (1 - k)))

    def settle(self) -> None:
        """End an ease at once (a position jumped to: a table opened, a game loaded, an undo)."""
        self._ease = None

    @property
    def easing(self) -> bool:
        """Whether the view is easing to a new fit now (the estate outgrew the last one)."""
        return self._ease is not None

    @property
    def projection(self) -> Projection:
        """Screen projection now (fit to the rect, then the user's zoom and pan)."""
        return self.projection_at(self._fitted())

    def foot(self, cell: Cell, level: int, proj: Projection | None = None) -> Point:
        """Where a llama on ``cell`` stands: a little in front of the top's middle, or, with a
        llama on the square just in front or just behind, apart from it (``llama_spot``)."""
        proj = proj or self.projection
        if self.mode is ViewMode.TOP_DOWN:  # from above each figure stands within its own square
            return proj.point(cell[0] + 0.5, cell[1] + TOP_FOOT, level)
        fx, fy = llama_spot(cell, self.estate)
        return proj.point(cell[0] + fx, cell[1] + fy, level)

    def cell_at(self, pos: Point) -> Cell | None:
        """The square drawn at screen ``pos`` (its top or a side face), front-most first; None if none."""
        return drawn_cell(self.projection, self.estate, pos)

    def _llama_height(self, proj: Projection) -> int:
        return max(10, round(proj.scale * (TOP_LLAMA if self.mode is ViewMode.TOP_DOWN else 0.95)))

    def estate_box(self) -> pygame.Rect:
        """Where the whole estate lies on screen now (every column from the table up); worked
        out again only when the estate or its projection changed (the table asks every frame)."""
        proj, estate = self.projection, self.estate
        cached = self._box
        if cached is not None and cached[0] is estate and cached[1] == proj:
            return pygame.Rect(cached[2])
        left, top, right, bottom = proj.bounds(self._columns())
        box = pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left), math.ceil(bottom - top))
        self._box = (estate, proj, pygame.Rect(box))
        return box

    def shows_estate(self) -> bool:
        """Whether the whole estate is inside the view (after an extension it may not be)."""
        return self.rect.contains(self.estate_box())

    def fitted_box(self, head: int, foot: int, left: int) -> pygame.Rect | None:
        """Where the estate would stand (at its zoom, not panned) fitted below ``head`` pixels
        of the view, above ``foot`` and right of ``left``: what a bubble's place there would
        cost it (``LlamalandLayout.tip_band`` chooses the place by it). None where the view
        would not keep it clear of that place (it keeps the estate a least room)."""
        frame = (self.estate, tuple(self.rect), self.mode, self.zoom, self.room, self.fit_extra)
        was = self._boxes_for
        if not (was and was[0] is self.estate and was[1:] == frame[1:]):
            self._boxes_for, self._boxes = frame, {}
        if (head, foot, left) not in self._boxes:
            self._boxes[(head, foot, left)] = self._fitted_box(head, foot, left)
        found = self._boxes[(head, foot, left)]
        return None if found is None else pygame.Rect(found)

    def _fitted_box(self, head: int, foot: int, left: int) -> pygame.Rect | None:
        """``fitted_box`` worked out."""
        foot = min(foot, self.rect.h // 3)
        if head > max(0, self.rect.h - foot - self.rect.h // 4) or left > self.rect.w // 2:
            return None
        room = ring_room(bubble_room(self.room, head, left), self.mode, head)
        columns = self._columns()
        w, h = self.rect.w - left, self.rect.h - foot - head
        base = fit(columns + self._llama_columns() + list(self.fit_extra), (w, h), self.mode, margin=fit_margin(self.room, self.mode), pad=room)
        ox = w / 2 + (base.origin[0] - w / 2) * self.zoom + self.rect.x + left
        oy = h / 2 + (base.origin[1] - h / 2) * self.zoom + self.rect.y + head
        x0, y0, x1, y1 = Projection(self.mode, base.scale * self.zoom, (ox, oy)).bounds(columns)
        return pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1 - x0), math.ceil(y1 - y0))

    def fit_scale(self, size: tuple[int, int]) -> float:
        """The squares' size the estate would be drawn at, fitted into a box of ``size`` (where
        the status line stands is chosen by it: ``status_side.py``)."""
        columns = self._columns() + self._llama_columns() + list(self.fit_extra)
        return fit(columns, size, self.mode, margin=fit_margin(self.room, self.mode),
                   pad=ring_room(self.room, self.mode, 0)).scale * self.zoom

    def fit_area(self) -> pygame.Rect:
        """The part of ``rect`` the estate is fitted into (the prompt at its foot left free)."""
        foot = min(self.fit_foot, self.rect.h // 3)
        head = min(self.fit_head, max(0, self.rect.h - foot - self.rect.h // 4))
        left = min(self.fit_left, self.rect.w // 2)
        return pygame.Rect(self.rect.x + left, self.rect.y + head, self.rect.w - left, self.rect.h - foot - head)

    def keep_in_view(self, cells: Sequence[Cell], level: int, margin: int) -> None:
        """Make these squares at ``level`` (and what is under them) show with the whole estate.

        Never a pan (a panned estate slid under the prompt and stayed there for the rest of a
        game): when they are not in view, the estate is fitted again with them.
        """
        proj = self.projection
        inner = self.fit_area().inflate(-2 * margin, -2 * margin)
        points = [proj.point(cx + ddx, cy + ddy, z) for cx, cy in cells for ddx in (0, 1) for ddy in (0, 1)
                  for z in (0, level)]
        left, right = min(p[0] for p in points), max(p[0] for p in points)
        top, bottom = min(p[1] for p in points), max(p[1] for p in points)
        if left >= inner.left and right <= inner.right and top >= inner.top and bottom <= inner.bottom:
            return
        tops = self.estate.tops
        self.reset_view()
        self.fit_extra = tuple((c, level) for c in cells if c not in tops)
        self._sync_herd(False)

    def fit_with(self, columns: Sequence[tuple[Cell, int]]) -> None:
        """Fit the estate again, at once, with these columns (cell, level) in view too: the reach
        of a tile steered by keys, fitted once when it is taken so that the estate then holds its
        scale and place while the tile moves, turns and flips (a playtest saw each arrow rescale it)."""
        self.reset_view()
        self.fit_extra = tuple(columns)
        self._sync_herd(False)


__all__ = ["KEEP_SHARE", "STEADY_EASE", "EstateFrame"]
