"""Every legal spot of the tile in hand, marked faintly with what it earns.

A newcomer holding a tile sees at a glance where it may go and what each place pays: for the
tile as it is turned now, each legal spot's held square (where the pointer goes to take that
spot, ``pivot.under_pointer``) gets a faint outline, and a small tag "+2" with the icons of
what it earns. The tag stands on the square's right edge, in the gap between two squares'
icons, and is made smaller, or loses its icons, or is left out, where it would cover an icon
of the estate: the estate's icons stay readable under the marks.

The spots and their gains are worked out once per position, tile, turn and held square; the
layer is drawn once per projection (a pan or a zoom): a frame is one blit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ....i18n import t
from ....rules.llamaland import LlamalandState, Place, orientation
from ....rules.llamaland.components import COIN, CROPS, HUT, TILES
from ....rules.llamaland.estate import Estate
from ... import assets
from ...text import draw_text, text_width
from .gains import Gains, gains_of
from .looks import ICON_FILES
from .pivot import same_turn, square_at
from .projection import Cell, Projection
from .ranking import brought

MARK_ALPHA = 170
"""How strongly the marks show: faint, under the tile in hand and over the estate."""
ICON_SHARE = (0.6, 0.5)
"""An estate icon's box as a share of a square's width (``Painter._icon``: 0.6 wide, 0.5 tall)."""


@dataclass(frozen=True)
class SpotMark:
    """One legal spot: the square its held square lands over, that square's height, its gains."""

    square: Cell
    ground: int
    """The level the square stands at now (0: the table beside the estate)."""
    gains: Gains
    foundations: int = 0
    """Foundation tiles the spot uses (holes under the tile filled): its tag says so."""


def spot_marks(preview: LlamalandState, seat: int, places: Sequence[Place], tile: int, face: str, rot: int,
               held: int) -> list[SpotMark]:
    """The legal spots of ``tile`` turned as in the hand, one per square its held square goes on."""
    shape = TILES[tile].shape
    hx, hy = square_at(shape, face, rot, held)
    estate = preview.players[seat].estate
    marks: dict[Cell, SpotMark] = {}
    cells = orientation(tile, face, rot)
    for place in same_turn(places, tile, face, rot):
        square = (place.x + hx, place.y + hy)
        if square not in marks:
            used = sum(max(0, place.level - 1 - estate.level(c)) for c in cells.at(place.x, place.y))
            marks[square] = SpotMark(square, estate.level(square), gains_of(preview, place), used)
    return list(marks.values())


def gain_kinds(gains: Gains) -> list[str]:
    """The kinds of icon a spot earns, most first (crops, coins, then a hut for a character)."""
    kinds = [(gains.count(crop), crop) for crop in CROPS] + [(gains.count(COIN), COIN), (gains.characters, HUT)]
    return [kind for count, kind in sorted(kinds, key=lambda k: -k[0]) if count]


def icon_boxes(estate: Estate, proj: Projection) -> list[pygame.Rect]:
    """Where the estate's icons are drawn (as ``Painter._icon`` places them)."""
    w, h = proj.scale * ICON_SHARE[0], proj.scale * ICON_SHARE[1]
    boxes = []
    for cell, top in estate.tops.items():
        if top[1] in ICON_FILES:
            cx, cy = proj.centre(cell, top[0])
            boxes.append(pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h)))
    return boxes


@dataclass
class Tag:
    """A mark's tag as laid out: its box on screen, its words and its icons."""

    rect: pygame.Rect
    words: str
    px: int
    icons: list[str]
    icon: int


def lay_tag(mark: SpotMark, proj: Projection, px: int, least: int, icons: list[pygame.Rect],
            within: pygame.Rect | None = None) -> Tag | None:
    """The tag of ``mark`` on its square's right edge, clear of every icon (and tag laid before)
    in ``icons`` and inside ``within``: its icons left out, then its words smaller (not under
    ``least``), then the gain without its cost, else None (outline only)."""
    count = brought(mark.gains)
    if not count:
        return None
    short = f"+{count}"
    words = short
    if mark.foundations:  # what the spot costs beside what it earns
        words = t("+{gain} · uses {count} foundation" if mark.foundations == 1 else "+{gain} · uses {count} foundations",
                  gain=count, count=mark.foundations)
    x, y = mark.square
    cx, cy = proj.point(x + 1, y + 0.5, mark.ground)
    kinds = gain_kinds(mark.gains)[:2]
    for said in dict.fromkeys((words, short)):  # where the cost does not fit clear of the icons: the gain
        for size in range(px, least - 1, -1):
            icon = max(10, round(size * 0.95))
            for shown in (kinds, []):
                width = max(text_width(said, size, True), len(shown) * (icon + 1)) + 4
                height = size + 2 + (icon + 1 if shown else 0)
                rect = pygame.Rect(0, 0, width, height)
                rect.center = (round(cx), round(cy))
                if rect.collidelist(icons) < 0 and (within is None or within.contains(rect)):
                    return Tag(rect, said, size, shown, icon)
    return None


def mark_outline(mark: SpotMark, proj: Projection) -> list[tuple[float, float]]:
    """The square a spot is taken from, as drawn at its height (inset a little from its edges)."""
    x, y = mark.square
    inset = 0.12
    return [proj.point(x + inset, y + inset, mark.ground), proj.point(x + 1 - inset, y + inset, mark.ground),
            proj.point(x + 1 - inset, y + 1 - inset, mark.ground), proj.point(x + inset, y + 1 - inset, mark.ground)]


class MarkLayer:
    """The marks of the tile in hand, drawn into one picture per projection."""

    def __init__(self) -> None:
        self.marks: list[SpotMark] = []
        self.tags: list[Tag] = []
        """The tags as last laid out (tests read them)."""
        self._key: tuple[object, ...] | None = None
        self._marks_picture: tuple[pygame.Surface, tuple[int, int]] | None = None
        self.paints = 0
        """How many times the layer was painted (tests check the cache with it)."""

    def set_marks(self, marks: list[SpotMark]) -> None:
        if marks != self.marks:
            self.marks = marks
            self._key = None

    def draw(self, surface: pygame.Surface, estate: Estate, proj: Projection, px: int, least: int,
             within: pygame.Rect) -> None:
        """The marks, each tag whole inside ``within`` (the part of the view above the status line)."""
        if not self.marks:
            return
        key = (estate.pieces, proj, px, least, tuple(within))
        if key != self._key or self._marks_picture is None:
            self._marks_picture = self._paint(estate, proj, px, least, within)
            self._key = key
        image, at = self._marks_picture
        surface.blit(image, at)

    def _paint(self, estate: Estate, proj: Projection, px: int, least: int,
               within: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
        self.paints += 1
        boxes = icon_boxes(estate, proj)
        # a square cut at the field's edge (under its title line) reads as a broken outline: whole ones only
        outlines = [o for o in (mark_outline(mark, proj) for mark in self.marks)
                    if all(within.left <= x <= within.right and within.top <= y <= within.bottom for x, y in o)]
        self.tags = []
        for mark in self.marks:  # no tag over another's words (a long "uses 2 foundations" ran into the next)
            tag = lay_tag(mark, proj, px, least, boxes, within)
            if tag is not None:
                self.tags.append(tag)
                boxes.append(tag.rect.inflate(2, 2))
        if not outlines and not self.tags:
            return pygame.Surface((1, 1), pygame.SRCALPHA), (within.x, within.y)
        xs = [p[0] for o in outlines for p in o] + [v for tag in self.tags for v in (tag.rect.left, tag.rect.right)]
        ys = [p[1] for o in outlines for p in o] + [v for tag in self.tags for v in (tag.rect.top, tag.rect.bottom)]
        left, top = math.floor(min(xs)) - 2, math.floor(min(ys)) - 2
        image = pygame.Surface((math.ceil(max(xs)) - left + 3, math.ceil(max(ys)) - top + 3), pygame.SRCALPHA)
        width = max(1, round(proj.scale * 0.03))
        for outline in outlines:
            pygame.draw.polygon(image, (250, 244, 220, 170), [(px_ - left, py - top) for px_, py in outline], width)
        for tag in self.tags:
            box = tag.rect.move(-left, -top)
            pygame.draw.rect(image, (20, 30, 24, 200), box, border_radius=max(3, box.height // 4))
            draw_text(image, tag.words, tag.px, (box.centerx, box.top + 1), (255, 236, 160), anchor="midtop", bold=True)
            x = box.centerx - len(tag.icons) * (tag.icon + 1) // 2
            for kind in tag.icons:
                image.blit(assets.art_icon("llamaland", ICON_FILES[kind], tag.icon), (x, box.top + tag.px + 2))
                x += tag.icon + 1
        image.set_alpha(MARK_ALPHA)
        return image, (left, top)


__all__ = ["MARK_ALPHA", "MarkLayer", "SpotMark", "Tag", "gain_kinds", "icon_boxes", "lay_tag",
           "mark_outline", "spot_marks"]
