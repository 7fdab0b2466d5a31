"""The tile in hand drawn on the estate: its ghost at the level it lands at, green or red, square
by square in the painting order with what stands in front of it faded over it; the outline of
the squares it lands on, with that level, on top of everything; the hint's gold ghost or, under
a held tile, its gold outline.

Playtests found placing in the tilted view trial and error: a stack or a llama in front hid the
squares a tile was aimed at. What stands in front of the tile now fades, and the outline (the
squares the drop covers, ``held_outline``) is drawn last, never hidden; the pointer picks the
square by that same outline (``pivot.under_pointer``), so the drop lands where it is shown.

A layer of ``EstateView`` over the estate's picture (``estate_picture.py``): the ghost is painted
once per spot and cached, since a drag visits a few dozen spots.
"""

from __future__ import annotations

import math

import pygame

from ....rules.llamaland.estate import Estate, Orientation
from .estate_geometry import inside, silhouette
from .estate_picture import EstatePicture
from .painting import GHOST_HINT, GHOST_ILLEGAL, GHOST_LEGAL, level_badge, paint_ghost
from .projection import Cell, Point, Projection, Room, ViewMode, paint_order

GHOST_ICON_ALPHA = 165
"""A refused tile's or the hint's icons are see-through: what lies under them reads too (a
legal tile in hand is solid, icons and all)."""
FRONT_FADE = 90
"""What stands in front of the tile in hand (a higher stack, a llama) is drawn over it this
see-through (of 255): the tile's squares show through, and what hides them is still seen."""
OUTLINE_INK = (16, 24, 20)
"""The dark edge under the held tile's outline: it reads on every level's colour."""


class HeldTile(EstatePicture):
    """An estate's picture with the tile in hand's ghost and the hint's gold ghost or outline over it."""

    def __init__(self, rect: pygame.Rect, estate: Estate, mode: ViewMode, room: Room, numbers: bool | None,
                 supersample: int) -> None:
        super().__init__(rect, estate, mode, room, numbers, supersample)
        self._ghost: tuple[Orientation, int, int, int, bool] | None = None
        self._hint: tuple[Orientation, int, int, int] | None = None
        """The hint's move, drawn as a gold ghost (or, under a held tile's ghost, as a gold outline)."""
        self._hinting = False
        self._ghosts: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface, Point]] = {}
        self._behind: dict[tuple[object, ...], list[tuple[tuple[int, int], list[tuple[pygame.Surface, Point]]]]] = {}
        self._hint_covers: dict[tuple[int, Cell, int], tuple[pygame.Surface, Point] | None] = {}
        self._ghost_box: tuple[tuple[object, ...], pygame.Rect] | None = None
        self._column_boxes: dict[tuple[object, ...], tuple[float, float, float, float]] = {}

    def _painted_again(self) -> None:
        self._ghosts.clear()
        self._behind.clear()

    def set_ghost(self, orientation: Orientation | None, x: int = 0, y: int = 0, level: int = 1,
                  legal: bool = True) -> None:
        """Show (or with None, hide) a dragged tile's ghost at ``level``: green if legal, red if not."""
        self._ghost = None if orientation is None else (orientation, x, y, level, legal)

    def set_hint(self, orientation: Orientation | None, x: int = 0, y: int = 0, level: int = 1) -> None:
        """Show (or with None, hide) the hint's placement as a gold ghost."""
        self._hint = None if orientation is None else (orientation, x, y, level)

    @property
    def hinted(self) -> bool:
        """Whether the hint's gold ghost (or outline) is shown now."""
        return self._hint is not None

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
            if inside(slab if proj.level_height else list(proj.corners((cx, cy), level)), pos):
                return True
        return False

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
        self.draw_held_outline(surface, proj)
        surface.set_clip(clip)

    def held_outline(self) -> list[tuple[Cell, int]]:
        """The squares the tile in hand lands on, each with the level it lands at (what the
        outline shows and a drop covers); none without a tile in hand (the hint is not one)."""
        if self._ghost is None or self._hinting:
            return []
        o, x, y, level, _ = self._ghost
        return [(cell, level) for cell in paint_order(o.at(x, y), self.mode)]

    def draw_held_outline(self, surface: pygame.Surface, proj: Projection) -> None:
        """The held tile's squares outlined at the level it lands at, with that level, over
        everything in the tilted view (seen from above nothing stands in front of the tile)."""
        squares = self.held_outline()
        if not squares or not proj.level_height:
            return
        assert self._ghost is not None
        o, x, y, level, legal = self._ghost
        colour = GHOST_LEGAL if legal else GHOST_ILLEGAL
        width = max(2, round(proj.scale * 0.05))
        for cell, at in squares:
            corners = proj.corners(cell, at)
            pygame.draw.polygon(surface, OUTLINE_INK, corners, width + 2)
        for cell, at in squares:
            pygame.draw.polygon(surface, colour, proj.corners(cell, at), width)
        level_badge(surface, proj, o.at(x, y), o.icons, level, colour)

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
            self.outline_hint_square(surface, proj, cell, level, width, (dx, dy))

    def outline_hint_square(self, surface: pygame.Surface, proj: Projection, cell: Cell, level: int,
                            width: int, shift: Point) -> None:
        """One of the hint's squares outlined in gold as it lies in the view (tilted, the tile's
        shape, not a flat ring round its box), what stands in front of it over the outline."""
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
            surface.blit(cover[0], (round(shift[0] + cover[1][0]), round(shift[1] + cover[1][1])))

    def has_ghost(self) -> bool:
        return self._ghost is not None

    def ghost_box(self) -> pygame.Rect | None:
        """The ghost's box on screen (its slab and the foundations under it); None without one."""
        if self._ghost is None:
            return None
        o, x, y, level, _ = self._ghost
        proj = self.projection
        key = (o.key, x, y, level, proj)  # asked several times a frame: worked out once a spot and view
        if self._ghost_box is None or self._ghost_box[0] != key:
            left, top, right, bottom = proj.bounds([(c, level) for c in o.at(x, y)])
            box = pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left), math.ceil(bottom - top))
            self._ghost_box = (key, box)
        return pygame.Rect(self._ghost_box[1])

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

        boxes = self._column_boxes
        if len(boxes) > 4096:
            boxes.clear()

        def box_of(c: Cell, height: int) -> tuple[float, float, float, float]:
            # a column's box at the drag's scale, kept: each new spot asks it of every column in front
            key = (local.mode, local.scale, c, height)
            box = boxes.get(key)
            if box is None:
                sil = silhouette(local, c, height)
                box = (min(p[0] for p in sil), min(p[1] for p in sil), max(p[0] for p in sil), max(p[1] for p in sil))
                boxes[key] = box
            return box

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
            outline = [(px - gx, py - gy) for px, py in silhouette(local, cell, level)]
            mask = pygame.Surface(whole_ghost.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
            pygame.draw.polygon(mask, (255, 255, 255, 255), outline, 2)
            piece = whole_ghost.copy()
            piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            pieces.append((piece, (float(gx), float(gy))))
            sil = silhouette(local, cell, level)
            box = pygame.Rect(math.floor(min(p[0] for p in sil)), math.floor(min(p[1] for p in sil)),
                              math.ceil(max(p[0] for p in sil) - min(p[0] for p in sil)) + 2,
                              math.ceil(max(p[1] for p in sil) - min(p[1] for p in sil)) + 2)
            under, behind = self.estate.level(cell), order(cell)
            front = [c for c, t in tops.items()
                     if c not in inside and order(c) > behind and t[0] > under and overlaps(box_of(c, t[0]), box)]
            at = box.move(round(ox), round(oy)).clip(cache.get_rect())
            if front and at.w > 0 and at.h > 0:
                # What stands in front, cut from the estate picture along those squares' outlines.
                image = cache.subsurface(at).copy()
                mask = pygame.Surface(at.size, pygame.SRCALPHA)
                for c in front:
                    outline = [(px - at.x, py - at.y) for px, py in silhouette(self._local, c, tops[c][0])]
                    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
                image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                image.set_alpha(FRONT_FADE)  # faded: the tile's square shows through it
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


__all__ = ["GHOST_ICON_ALPHA", "HeldTile"]
