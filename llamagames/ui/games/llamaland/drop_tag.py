"""What the tile in hand earns, said beside it at the drop point (issue 40).

The whole label (level, what it earns, the characters' bonuses, the foundations; or why the tile
cannot go there) keeps its fixed place under your estate (``ghost_label.py``: a refusal is read
there, never over the squares). Beside the tile stands only its short form, "level 3 · 1 corn +
1 coin", where the eye already is: in the nearest place around the tile that covers none of the
estate's squares, llamas or the marks' tags, inside the field above the status line. Where no
such place is near, it is left out (the line under the estate says it all).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ....i18n import t
from ....rules.llamaland.estate import Estate
from ...scale import MIN_TEXT
from ...text import draw_text, text_width
from .estate_geometry import LLAMA_LEVELS
from .estate_parts import TileDrag
from .estate_view import EstateView
from .gains import Gains, gains_short
from .projection import Projection, ViewMode

TAG_INK = (120, 230, 150)
"""The tag's words: the green of the label under the estate, which says the same."""
REACH = 6
"""How far from the tile (in half squares) a clear place is looked for."""


def drop_words(level: int, gains: Gains) -> str:
    """The tag's words: "level 3 · 1 corn + 1 coin" ("level 1 · earns nothing")."""
    return t("level {level}", level=level) + t(" · ") + (gains_short(gains) or t("earns nothing"))


def estate_boxes(estate: Estate, proj: Projection) -> list[pygame.Rect]:
    """Every square of the estate (its column, tilted) and every llama as drawn, on screen."""
    boxes = []
    for cell, top in estate.tops.items():
        boxes.append(_box(proj.bounds([(cell, top[0])])))
    if proj.mode is ViewMode.OBLIQUE:  # a standing llama rises above its square
        boxes += [_box(proj.bounds([(cell, level + LLAMA_LEVELS)])) for cell, level in estate.llamas()]
    return boxes


def _box(bounds: tuple[float, float, float, float]) -> pygame.Rect:
    left, top, right, bottom = bounds
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def place_tag(ghost: pygame.Rect, size: tuple[int, int], blocked: Sequence[pygame.Rect], within: pygame.Rect,
              step: int) -> pygame.Rect | None:
    """The tag's box of ``size`` nearest the ghost's box, covering nothing in ``blocked``, inside
    ``within``: ring by ring (a half square, ``step``, farther each), beside the tile before
    above or below it, each side from its middle outward; None within ``REACH`` rings."""
    rect = pygame.Rect((0, 0), size)
    gap = max(3, step // 4)
    for ring in range(REACH + 1):
        d = gap + ring * step
        side_y = (ghost.height + size[1]) // (2 * step) + ring
        side_x = (ghost.width + size[0]) // (2 * step) + ring
        for k in range(max(side_x, side_y) + 1):
            for shift in ((0,) if k == 0 else (k, -k)):
                if k <= side_y:
                    rect.midleft = (ghost.right + d, ghost.centery + shift * step)
                    if within.contains(rect) and rect.collidelist(blocked) < 0:
                        return pygame.Rect(rect)
                    rect.midright = (ghost.left - d, ghost.centery + shift * step)
                    if within.contains(rect) and rect.collidelist(blocked) < 0:
                        return pygame.Rect(rect)
                if k <= side_x:
                    rect.midbottom = (ghost.centerx + shift * step, ghost.top - d)
                    if within.contains(rect) and rect.collidelist(blocked) < 0:
                        return pygame.Rect(rect)
                    rect.midtop = (ghost.centerx + shift * step, ghost.bottom + d)
                    if within.contains(rect) and rect.collidelist(blocked) < 0:
                        return pygame.Rect(rect)
    return None


class DropTag:
    """The tag beside the tile in hand: placed once per spot, view and marks, drawn each frame."""

    def __init__(self) -> None:
        self._boxes: tuple[object, list[pygame.Rect]] | None = None
        self._placed: tuple[object, tuple[pygame.Rect, int] | None] | None = None
        self._picture: tuple[tuple[object, ...], pygame.Surface] | None = None
        self.rect: pygame.Rect | None = None
        """Where the tag stands on the frame being drawn (None: none)."""
        self.words = ""
        self.px = 14
        """The words' size as placed (a step smaller where the table's size found no room)."""

    def layout(self, words: str, px: int, ghost: pygame.Rect, estate: Estate, proj: Projection,
               others: Sequence[pygame.Rect], within: pygame.Rect) -> pygame.Rect | None:
        """Where the tag of ``words`` at ``px`` stands, clear of the estate and of ``others``."""
        key = (estate.pieces, proj)
        if self._boxes is None or self._boxes[0] != key:
            self._boxes = (key, estate_boxes(estate, proj))
        placed_key = (key, words, px, tuple(ghost), tuple(within), tuple(map(tuple, others)))
        if self._placed is None or self._placed[0] != placed_key:
            blocked = [*self._boxes[1], ghost.inflate(4, 4), *others]
            found: tuple[pygame.Rect, int] | None = None
            for size in range(px, max(MIN_TEXT, round(px * 0.8)) - 1, -1):  # a little smaller before none
                pad = max(3, size // 3)
                box = (text_width(words, size, True) + 2 * pad, round(size * 1.35) + 2)
                rect = place_tag(ghost, box, blocked, within, max(4, round(proj.scale / 2)))
                if rect is not None:
                    found = (rect, size)
                    break
            self._placed = (placed_key, found)
        placed = self._placed[1]
        self.rect, self.words, self.px = (placed[0], words, placed[1]) if placed is not None else (None, "", px)
        return self.rect

    def clear(self) -> None:
        self.rect, self.words = None, ""

    def show(self, surface: pygame.Surface, view: EstateView, drag: TileDrag | None, px: int,
             others: Sequence[pygame.Rect]) -> pygame.Rect | None:
        """The tag of the tile in hand on a legal spot of ``view`` drawn (after the estate), and its box."""
        ghost = view.ghost_box()
        if drag is None or ghost is None or drag.reason is not None or drag.level < 1:
            self.clear()
            return None
        area = view.fit_area()  # the field's width (a status line beside the estate is in ``others``),
        within = pygame.Rect(view.rect.left, area.top, view.rect.width,  # under its title, above the status line
                             max(0, min(area.bottom, view.rect.bottom - view.mark_foot) - area.top))
        marks = [tag.rect for tag in view.marks.tags] if view.marks.marks else []
        if self.layout(drop_words(drag.level, drag.gains), px, ghost, view.estate, view.projection,
                       [*others, *marks], within) is not None:
            self.draw(surface)
        return self.rect

    def draw(self, surface: pygame.Surface) -> None:
        """The tag, painted once per words and size (a frame is one blit)."""
        if self.rect is None:
            return
        key = (self.words, self.px, self.rect.size)
        if self._picture is None or self._picture[0] != key:
            image = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            box = image.get_rect()
            pygame.draw.rect(image, (16, 26, 20, 225), box, border_radius=max(3, box.height // 3))
            draw_text(image, self.words, self.px, box.center, TAG_INK, anchor="center", bold=True)
            self._picture = (key, image)
        surface.blit(self._picture[1], self.rect.topleft)


__all__ = ["DropTag", "drop_words", "estate_boxes", "place_tag"]
