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
from collections.abc import Iterable, Sequence

import pygame

from ....rules.llamaland.estate import Estate, Orientation
from ...scale import MIN_TEXT
from .llama_sprites import Herd
from .painting import GHOST_HINT, PULSE_STEPS, GlowItem, Painter, paint_ghost, paint_glow
from .projection import LEVEL_HEIGHT, Cell, Point, Projection, Room, ViewMode, fit, paint_order
from .spot_marks import MarkLayer

GHOST_ICON_ALPHA = 165
"""A refused tile's or the hint's icons are see-through: what lies under them reads too (a
legal tile in hand is solid, icons and all)."""
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


def llama_spot(cell: Cell, estate: Estate) -> Point:
    """Where on its square (in squares from its back-left corner) a llama stands.

    A llama just behind another stood over it, the two drawn as one: with a llama on the
    square in front, this one steps back and left; with one behind, forward and right."""
    tops = estate.tops
    x, y = cell

    def llama(c: Cell) -> bool:
        top = tops.get(c)
        return top is not None and bool(top[3])

    front, behind = llama((x, y + 1)), llama((x, y - 1))
    if front and not behind:
        return (0.3, 0.4)
    if behind and not front:
        return (0.7, 0.82)
    return (0.5, 0.62)


LLAMA_LEVELS = math.ceil(0.95 * 1.1 / LEVEL_HEIGHT)
"""A standing llama's height in levels (``_llama_height`` at the herd's largest size)."""

TOP_LLAMA = 0.76
"""A llama's height seen from above, in squares: its tallest size and breath (x1.14) stay
within 0.9 of its square, so it covers no icon of the squares around it."""
TOP_FOOT = 0.94
"""Where a llama's feet are on its square seen from above (its figure rises to the back edge)."""

STEADY_EASE = 0.35
"""Seconds your estate's view takes to ease to a new fit when the estate outgrew the last."""

GHOST = "ghost"
LLAMA = "llama"


def depth_steps(ghost: Iterable[Cell], llamas: Iterable[Cell]) -> list[tuple[str, Cell]]:
    """The ghost's squares and the llamas in one painting order, back to front (rows from the
    back, right to left in a row, as ``paint_order``); on one square the ghost comes after the
    llama it would bury, so a refused ghost over a llama shows."""
    steps = [((c[1], -c[0], 1), GHOST, c) for c in ghost] + [((c[1], -c[0], 0), LLAMA, c) for c in llamas]
    return [(what, cell) for _, what, cell in sorted(steps)]


HEAD_BEHIND = 0.15
"""Squares of table kept behind your estate while a band over its field (a tip, a message) is
fitted clear of: the band takes the place of that room."""
LEFT_ACROSS = 1.0
"""Squares of table kept at each side of your estate while a column at its field's left (the
tip's, or its folded tab) is fitted clear of: the ring where a tile may go stays in view."""


def bubble_room(room: Room, head: int, left: int) -> Room:
    """The room kept around your estate while a bubble's band (``head``) or column (``left``)
    stands over its field: the bubble takes the place of part of that room."""
    if not isinstance(room, tuple):
        return room
    across, behind, front = room
    return (min(across, LEFT_ACROSS) if left else across, min(behind, HEAD_BEHIND) if head else behind, front)


TOP_RING = 1.0
"""Squares of table kept behind and in front of your estate seen from above, where those rows
are whole squares deep: the ring where a tile may go stays whole in view (its back row lay
under the field's title line and legend, cut)."""


def ring_room(room: Room, mode: ViewMode, head: int) -> Room:
    """``room`` with the whole ring of squares behind and in front kept from above (not where
    a band over the field takes the room behind: ``bubble_room``)."""
    if not isinstance(room, tuple) or mode is not ViewMode.TOP_DOWN:
        return room
    across, behind, front = room
    return (across, behind if head else max(behind, TOP_RING), max(front, TOP_RING))


class EstateView:
    """Draws one estate into ``rect``; owns its projection (fit, zoom, pan), cache, herd and ghost."""

    def __init__(self, rect: pygame.Rect, estate: Estate, mode: ViewMode = ViewMode.OBLIQUE, *,
                 seed: int = 0, numbers: bool | None = None, supersample: int = SUPERSAMPLE,
                 room: Room = 0.5) -> None:
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
        self.numbers = numbers
        self.ground_numbers = False
        """Level 1's squares carry their "1" too (the player asked for every level number: N)."""
        self.supersample = supersample
        self.herd = Herd(seed)
        self.renders = 0
        """How many times the static estate was painted (tests check the cache with it)."""
        self._box: tuple[Estate, Projection, pygame.Rect] | None = None
        """``estate_box`` as last worked out, with the estate and projection it holds for."""
        self.time = 0.0
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._local: Projection = Projection()
        self._highlight: dict[str, frozenset[Cell]] = {}
        self._glow: list[GlowItem] = []
        self._glow_covers: list[tuple[pygame.Surface, Point] | None] = []
        """Per glow, the columns painted after its square that rise over it, cut from the picture."""
        self._glow_key: tuple[object, ...] | None = None
        self._ghost: tuple[Orientation, int, int, int, bool] | None = None
        self._hint: tuple[Orientation, int, int, int] | None = None
        """The hint's move, drawn as a gold ghost (or, under a held tile's ghost, as a gold outline)."""
        self._hinting = False
        self.marks = MarkLayer()
        """The legal spots of the tile in hand, marked faintly with what each earns (``spot_marks.py``)."""
        self.mark_px = 12
        """The marks' words' size (the table's, at the player's Size)."""
        self.mark_foot = 0
        """Pixels at the foot of ``rect`` the marks stay above (the status line, two lines tall
        with a tile in hand, stands there over the estate: no words under words)."""
        self._ghosts: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface, Point]] = {}
        self._behind: dict[tuple[object, ...], list[tuple[tuple[int, int], list[tuple[pygame.Surface, Point]]]]] = {}
        self._hint_covers: dict[tuple[int, Cell, int], tuple[pygame.Surface, Point] | None] = {}
        self._occluders: dict[tuple[int, Cell, int, Point], tuple[pygame.Surface, Point] | None] = {}
        self._fit: Projection | None = None
        self._fit_key: tuple[object, ...] | None = None
        self.steady = False
        """Your own estate's view: its fit is the layout's alone and stays as the estate grows
        while the estate still lies inside it; when it outgrows it, the view eases to the new
        fit (``STEADY_EASE`` seconds) rather than jump under the pointer."""
        self._ease: tuple[Projection, float] | None = None
        """The fit the view eases from, and the seconds left of the ease."""
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

    def set_highlight(self, kind: str, cells: Iterable[Cell]) -> None:
        """Glow squares: ``"llama"`` for squares a llama may take, ``"covered"`` for icons a ghost covers."""
        self._highlight[kind] = frozenset(cells)

    def clear_highlights(self) -> None:
        self._highlight.clear()

    def set_ghost(self, orientation: Orientation | None, x: int = 0, y: int = 0, level: int = 1,
                  legal: bool = True) -> None:
        """Show (or with None, hide) a dragged tile's ghost at ``level``: green if legal, red if not."""
        self._ghost = None if orientation is None else (orientation, x, y, level, legal)

    def set_hint(self, orientation: Orientation | None, x: int = 0, y: int = 0, level: int = 1) -> None:
        """Show (or with None, hide) the hint's placement as a gold ghost."""
        self._hint = None if orientation is None else (orientation, x, y, level)

    def hint_box(self) -> pygame.Rect | None:
        """The hint's ghost on screen; None without a hint."""
        if self._hint is None:
            return None
        o, x, y, level = self._hint
        left, top, right, bottom = self.projection.bounds([(c, level) for c in o.at(x, y)])
        return pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left), math.ceil(bottom - top))

    def on_hint(self, pos: Point) -> bool:
        """Whether ``pos`` lies on the hint's gold ghost as drawn (a square's top at the hint's
        level or the slab's sides under it): a tile dropped there takes the hint's placement."""
        if self._hint is None:
            return False
        o, x, y, level = self._hint
        proj = self.projection
        for cx, cy in o.at(x, y):
            slab = [proj.point(cx, cy, level), proj.point(cx + 1, cy, level), proj.point(cx + 1, cy + 1, level),
                    proj.point(cx + 1, cy + 1, level - 1), proj.point(cx, cy + 1, level - 1),
                    proj.point(cx, cy, level - 1)]
            if _inside(slab if proj.level_height else list(proj.corners((cx, cy), level)), pos):
                return True
        return False

    # Geometry ---------------------------------------------------------------------------

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
        if self.steady and old is not None and old_key is not None and old_key[2:8] == key[2:8] \
                and old_key[9:] == key[9:]:  # only the estate changed (a new layout fits at once)
            if self._holds(old):
                self._fit_key = key  # and it still lies inside the fit
                return old
            self._ease = (self.projection_at(old), STEADY_EASE)  # it outgrew the fit: ease to the new one
        else:
            self._ease = None  # a new frame (zoom, size, a column fitted in): no ease from before
        foot = min(self.fit_foot, self.rect.h // 3)
        head = min(self.fit_head, max(0, self.rect.h - foot - self.rect.h // 4))
        left = min(self.fit_left, self.rect.w // 2)
        room = ring_room(bubble_room(self.room, head, left), self.mode, head)  # a bubble takes part of the room
        base = fit(self._columns() + self._llama_columns() + list(self.fit_extra),
                   (self.rect.w - left, self.rect.h - foot - head), self.mode, margin=0.04, pad=room)
        scale = base.scale * self.zoom
        cx, cy = (self.rect.w - left) / 2, (self.rect.h - foot - head) / 2
        ox = cx + (base.origin[0] - cx) * self.zoom + self.rect.x + left
        oy = cy + (base.origin[1] - cy) * self.zoom + self.rect.y + head
        self._fit = Projection(self.mode, scale, (ox, oy))
        self._fit_key = key
        return self._fit

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
        return max(10, round(proj.scale * (TOP_LLAMA if self.mode is ViewMode.TOP_DOWN else 0.95)))

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
            self.marks.draw(surface, self.estate, proj, self.mark_px, MIN_TEXT, area)
            surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        ghost = self._ghost_surface(proj) if self._ghost is not None else None
        sliced = self._ghost_behind(proj) if ghost is not None else None
        pieces = dict(sliced) if sliced is not None else {}
        for what, cell in depth_steps(list(pieces), list(self.herd.llamas)):
            if what == GHOST:
                for image, at in pieces[cell]:
                    surface.blit(image, (round(proj.origin[0] + at[0]), round(proj.origin[1] + at[1])))
                continue
            llama = self.herd.llamas[cell]
            llama.draw_at(surface, self.foot(cell, llama.level, proj))
            occluder = self._occluder(cell, llama.level)
            if occluder is not None:
                image, pos = occluder
                surface.blit(image, (round(dx + pos[0]), round(dy + pos[1])))
        if ghost is not None and sliced is None:
            surface.blit(ghost[0], ghost[2])
        # covered icons light up over the ghost's slab: they are what the tile will earn
        for kind, frames, at in glows:
            if kind == "covered":
                surface.blit(frames[step], (round(dx + at[0]), round(dy + at[1])))
        if ghost is not None and sliced is None:
            surface.blit(ghost[1], ghost[2])
        surface.set_clip(clip)

    def draw_ghost_over(self, surface: pygame.Surface, within: pygame.Rect) -> None:
        """The held tile's ghost again, inside ``within`` only: over what the kit drew on the
        field after the estate (the status line at its foot, two lines tall with a tile in
        hand, lay over the front row the ghost lands on). The tile in hand is the top layer."""
        if self._ghost is None or self._hinting:
            return
        self._blit_ghost(surface, within.clip(self.rect))

    def draw_ghost_past_edge(self, surface: pygame.Surface) -> None:
        """The held tile's parts outside the estate's area, drawn on top: a tile held near
        the area's edge was cut there. The tile in hand is whole, over all but dialogs."""
        box = self.ghost_box()
        if box is None or self._hinting or self.rect.contains(box):
            return
        r = self.rect
        for part in (pygame.Rect(box.left, box.top, box.width, max(0, r.top - box.top)),
                     pygame.Rect(box.left, r.bottom, box.width, max(0, box.bottom - r.bottom)),
                     pygame.Rect(box.left, r.top, max(0, r.left - box.left), r.height),
                     pygame.Rect(r.right, r.top, max(0, box.right - r.right), r.height)):
            self._blit_ghost(surface, part.clip(box))

    def _blit_ghost(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The held tile's ghost inside ``area`` only (its squares in the painting order)."""
        if not area.width or not area.height:
            return
        proj = self.projection
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        sliced = self._ghost_behind(proj)
        if sliced is None:
            slab, icons, at = self._ghost_surface(proj)
            surface.blit(slab, at)
            surface.blit(icons, at)
        else:
            for _, pieces in sliced:
                for image, offset in pieces:
                    surface.blit(image, (round(proj.origin[0] + offset[0]), round(proj.origin[1] + offset[1])))
        surface.set_clip(clip)

    def hint_outline_cells(self) -> list[Cell]:
        """The hint's squares outlined under a held tile: those the tile in hand does not lie
        over (where both are, the held tile is drawn and the gold is not)."""
        if self._hint is None:
            return []
        o, x, y, level = self._hint
        held: set[Cell] = set()
        if self._ghost is not None and not self._hinting:
            g, gx, gy, _, _ = self._ghost
            held = set(g.at(gx, gy))
        return [c for c in paint_order(o.at(x, y), self.mode) if c not in held]

    def _draw_hint_outline(self, surface: pygame.Surface, proj: Projection) -> None:
        """The hint's spot under a held tile's ghost: its squares outlined in gold."""
        assert self._hint is not None
        o, x, y, level = self._hint
        width = max(2, round(proj.scale * 0.06))
        dx = proj.origin[0] - self._local.origin[0]
        dy = proj.origin[1] - self._local.origin[1]
        for cell in self.hint_outline_cells():
            corners = proj.corners(cell, level)
            pygame.draw.polygon(surface, (20, 16, 8), corners, width + 2)
            pygame.draw.polygon(surface, GHOST_HINT, corners, width)
            key = (self.renders, cell, level)
            if key not in self._hint_covers:
                if len(self._hint_covers) > 64:
                    self._hint_covers.clear()
                self._hint_covers[key] = self._cover_at(cell, level)
            cover = self._hint_covers[key]
            if cover is not None:  # a higher column in front hides that part of the outline, as it hides the square
                surface.blit(cover[0], (round(dx + cover[1][0]), round(dy + cover[1][1])))

    def has_ghost(self) -> bool:
        return self._ghost is not None

    def ghost_box(self) -> pygame.Rect | None:
        """The ghost's box on screen (its slab and the foundations under it); None without one."""
        if self._ghost is None:
            return None
        o, x, y, level, _ = self._ghost
        proj = self.projection
        cols = [(c, level) for c in o.at(x, y)]
        left, top, right, bottom = proj.bounds(cols)
        return pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left), math.ceil(bottom - top))

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
        foot = min(foot, self.rect.h // 3)
        if head > max(0, self.rect.h - foot - self.rect.h // 4) or left > self.rect.w // 2:
            return None
        room = ring_room(bubble_room(self.room, head, left), self.mode, head)
        columns = self._columns()
        w, h = self.rect.w - left, self.rect.h - foot - head
        base = fit(columns + self._llama_columns() + list(self.fit_extra), (w, h), self.mode, margin=0.04, pad=room)
        ox = w / 2 + (base.origin[0] - w / 2) * self.zoom + self.rect.x + left
        oy = h / 2 + (base.origin[1] - h / 2) * self.zoom + self.rect.y + head
        x0, y0, x1, y1 = Projection(self.mode, base.scale * self.zoom, (ox, oy)).bounds(columns)
        return pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1 - x0), math.ceil(y1 - y0))

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

    # The static picture -----------------------------------------------------------------

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
            sil = self._silhouette(local, other, top[0])
            if min(p[0] for p in sil) < box.right and max(p[0] for p in sil) > box.left \
                    and min(p[1] for p in sil) < box.bottom and max(p[1] for p in sil) > box.top:
                front.append(other)
        at = box.clip(self._cache.get_rect())
        if not front or at.w <= 0 or at.h <= 0:
            return None
        image = self._cache.subsurface(at).copy()
        mask = pygame.Surface(at.size, pygame.SRCALPHA)
        for c in front:
            outline = [(px - at.x, py - at.y) for px, py in self._silhouette(local, c, tops[c][0])]
            pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return image, (float(at.x), float(at.y))

    def _ghost_behind(self, proj: Projection) -> list[tuple[Cell, list[tuple[pygame.Surface, Point]]]] | None:
        """The ghost square by square, each with what stands in front of it (None from above).

        Each square of the ghost is cut from the whole ghost along its column, and followed by
        the estate's columns painted after it that overlap it, cut from the cached picture: so a
        ghost behind a higher terrace is hidden by it, and the llamas, painted in the same order
        (``draw``), stand in front of it or behind it as they should. Cached per ghost position.
        """
        assert self._ghost is not None
        if self.mode is ViewMode.TOP_DOWN:
            return None
        o, x, y, level, legal = self._ghost
        key = ("behind", o.key, x, y, level, legal, self._hinting, self.renders)
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

        result: list[tuple[Cell, list[tuple[pygame.Surface, Point]]]] = []
        cache = self._ensure_cache()
        ox, oy = self._local.origin
        slab, icons, corner = self._ghost_painted(proj)
        whole_ghost = slab.copy()
        whole_ghost.blit(icons, (0, 0))
        gx, gy = math.floor(corner[0]), math.floor(corner[1])
        for cell in sorted(cells, key=order):
            pieces: list[tuple[pygame.Surface, Point]] = []
            # this square of the ghost: the whole ghost cut along the square's column
            outline = [(px - gx, py - gy) for px, py in self._silhouette(local, cell, level)]
            mask = pygame.Surface(whole_ghost.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
            pygame.draw.polygon(mask, (255, 255, 255, 255), outline, 2)
            piece = whole_ghost.copy()
            piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            pieces.append((piece, (float(gx), float(gy))))
            sil = self._silhouette(local, cell, level)
            box = pygame.Rect(math.floor(min(p[0] for p in sil)), math.floor(min(p[1] for p in sil)),
                              math.ceil(max(p[0] for p in sil) - min(p[0] for p in sil)) + 2,
                              math.ceil(max(p[1] for p in sil) - min(p[1] for p in sil)) + 2)
            front = [c for c, t in tops.items()
                     if c not in inside and order(c) > order(cell) and t[0] > self.estate.level(cell)
                     and overlaps(box_of(c, t[0]), box)]
            at = box.move(round(ox), round(oy)).clip(cache.get_rect())
            if front and at.w > 0 and at.h > 0:
                # What stands in front, cut from the estate picture along those squares' outlines.
                image = cache.subsurface(at).copy()
                mask = pygame.Surface(at.size, pygame.SRCALPHA)
                for c in front:
                    outline = [(px - at.x, py - at.y) for px, py in self._silhouette(self._local, c, tops[c][0])]
                    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
                image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                pieces.append((image, (float(at.x - ox), float(at.y - oy))))
            result.append((cell, pieces))
        if len(self._behind) >= 48:
            del self._behind[next(iter(self._behind))]
        self._behind[key] = result
        return result

    def _ghost_painted(self, proj: Projection) -> tuple[pygame.Surface, pygame.Surface, Point]:
        """The ghost's slab and icons, and their corner relative to the projection's origin."""
        assert self._ghost is not None
        o, x, y, level, legal = self._ghost
        key = (o.key, x, y, level, legal, self._hinting, self.renders)
        found = self._ghosts.get(key)
        if found is None:
            found = paint_ghost(self.estate, Projection(proj.mode, proj.scale, (0.0, 0.0)), o, x, y, level, legal,
                                self._hinting)
            if not legal or self._hinting:
                found[1].set_alpha(GHOST_ICON_ALPHA)  # what it would rest on shows through
            if len(self._ghosts) >= 48:  # a drag visits a few dozen spots; forget the oldest
                del self._ghosts[next(iter(self._ghosts))]
            self._ghosts[key] = found
        return found

    def _ghost_surface(self, proj: Projection) -> tuple[pygame.Surface, pygame.Surface, tuple[int, int]]:
        slab, icons, offset = self._ghost_painted(proj)
        return slab, icons, (round(proj.origin[0] + offset[0]), round(proj.origin[1] + offset[1]))
