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
from dataclasses import dataclass, replace

import pygame

from ....i18n import t
from ....rules.llamaland import LlamalandState, Place, orientation
from ....rules.llamaland.components import COIN, CROPS, HUT, TILES
from ....rules.llamaland.estate import Estate
from ... import assets
from ...text import draw_text, render, text_width
from .gains import Gains, gains_of
from .looks import ICON_FILES
from .pivot import same_turn, square_at
from .projection import Cell, Projection
from .ranking import brought

MARK_ALPHA = 170
"""How strongly the marks show: faint, under the tile in hand and over the estate."""
BEST = 3
"""How many of the spots that earn most stand out (a gold outline, their tag whole and bright)."""
BEST_GOLD = (255, 208, 80)
TURN_KEYS = (("front", 1, "R"), ("front", 2, "R R"), ("front", 3, "R R R"), ("back", 0, "F"), ("back", 1, "F R"),
             ("back", 2, "F R R"), ("back", 3, "F R R R"))
"""The other turns of the tile in hand (face turned over or not, quarter turns more), each with the
keys that take it there, fewest presses first: where the tile fits nowhere as it is turned, the
marks show where the first of these that fits would go."""
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
    level: int = 1
    """The level the tile lands on there."""
    best: bool = False
    """One of the few spots that earn most (``BEST``): its mark stands out."""
    keys: str = ""
    """The keys that turn the tile so it fits here ("R", "F R"), where it fits nowhere as it is
    turned now; "" for a spot of the turn in hand."""


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
            marks[square] = SpotMark(square, estate.level(square), gains_of(preview, place), used, place.level)
    found = list(marks.values())
    earning = sorted((m for m in found if brought(m.gains)), key=lambda m: (-brought(m.gains), -m.level))
    best = {m.square for m in earning[:BEST]}
    return [replace(m, best=m.square in best) for m in found]


def turn_marks(preview: LlamalandState, seat: int, places: Sequence[Place], tile: int, face: str, rot: int,
               held: int) -> list[SpotMark]:
    """The marks of the tile as turned now; where it fits nowhere so, those of the nearest turn
    that fits (``TURN_KEYS`` from this one), each saying the keys that turn it there."""
    marks = spot_marks(preview, seat, places, tile, face, rot, held)
    if marks:
        return marks
    flips = {"front": face, "back": "back" if face == "front" else "front"}
    for side, turns, keys in TURN_KEYS:
        other = spot_marks(preview, seat, places, tile, flips[side], (rot + turns) % 4, held)
        if other:
            return [replace(m, keys=keys) for m in other]
    return []


def foundations_spent(preview: LlamalandState | None, seat: int, place: Place) -> tuple[int, int]:
    """(the foundation tiles ``place`` lays under the tile, those the seat has left) in ``preview``
    (the position with the tile in hand); (0, 0) without one."""
    if preview is None:
        return 0, 0
    player = preview.players[seat]
    cells = orientation(preview.turn.tile, place.face, place.rot).at(place.x, place.y)
    return sum(max(0, place.level - 1 - player.estate.level(c)) for c in cells), player.foundations


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
    square: Cell = (0, 0)
    """The square of the spot it is about (hidden while the tile in hand lies there)."""


def lay_tag(mark: SpotMark, proj: Projection, px: int, least: int, icons: list[pygame.Rect],
            within: pygame.Rect | None = None) -> Tag | None:
    """The tag of ``mark`` on its square's right edge, clear of every icon (and tag laid before)
    in ``icons`` and inside ``within``: its icons left out, then its words smaller (not under
    ``least``), then the gain without its cost, else None (outline only)."""
    count = brought(mark.gains)
    if not count or (mark.keys and not mark.best):  # another turn's spots: only its best say so
        return None
    short = mark.keys or f"+{count}"
    if mark.keys:  # the keys that turn the tile there, and what the spot pays
        words = f"{mark.keys} · +{count}"
    elif mark.foundations:  # what the spot costs beside what it earns
        words = t("+{gain} · uses {count} foundation" if mark.foundations == 1 else "+{gain} · uses {count} foundations",
                  gain=count, count=mark.foundations)
    elif mark.best and mark.level > 1:  # the spots that earn most say the level too
        words = t("+{gain} · level {level}", gain=count, level=mark.level)
    else:
        words = short
    x, y = mark.square
    # on the square's right edge; the best spots' tags (and the keys') try its other edges too
    edges = ((1, 0.5), (0.5, 0), (0, 0.5), (0.5, 1)) if mark.best else ((1, 0.5),)
    kinds = gain_kinds(mark.gains)[:2]
    for said in dict.fromkeys((words, short)):  # where the cost does not fit clear of the icons: the gain
        for size in range(px, least - 1, -1):
            icon = max(10, round(size * 0.95))
            for shown in (kinds, []):
                width = max(text_width(said, size, True), len(shown) * (icon + 1)) + 4
                height = words_height(said, size) + (icon + 1 if shown else 0)
                rect = pygame.Rect(0, 0, width, height)
                for ex, ey in edges:
                    cx, cy = proj.point(x + ex, y + ey, mark.ground)
                    rect.center = (round(cx), round(cy))
                    if rect.collidelist(icons) < 0 and (within is None or within.contains(rect)):
                        return Tag(rect, said, size, shown, icon, mark.square)
    return None


def words_height(words: str, px: int) -> int:
    """A tag's line of words as drawn, in this language's font (a Japanese line is taller than
    ``px + 2``: its foot was cut at 150%)."""
    return max(px + 2, render(words, px, True).get_height() + 1)


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
        self._marks_picture: list[tuple[pygame.Surface, tuple[int, int], Cell | None]] | None = None
        self.paints = 0
        """How many times the layer was painted (tests check the cache with it)."""

    def set_marks(self, marks: list[SpotMark]) -> None:
        if marks != self.marks:
            self.marks = marks
            self._key = None

    def draw(self, surface: pygame.Surface, estate: Estate, proj: Projection, px: int, least: int,
             within: pygame.Rect, under: Sequence[Cell] = ()) -> None:
        """The marks, each tag whole inside ``within`` (the part of the view above the status line),
        but for the tags of the squares ``under`` the tile in hand (what it earns there is said
        beside it: a tag half out under the tile read as broken words)."""
        if not self.marks:
            return
        key = (estate.pieces, proj, px, least, tuple(within))
        if key != self._key or self._marks_picture is None:
            self._marks_picture = self._paint(estate, proj, px, least, within)
            self._key = key
        for image, at, square in self._marks_picture:
            if square is None or square not in under:
                surface.blit(image, at)

    def _paint(self, estate: Estate, proj: Projection, px: int, least: int,
               within: pygame.Rect) -> list[tuple[pygame.Surface, tuple[int, int], Cell | None]]:
        """Two pictures of outlines: the faint marks, then the few best ones whole; then a picture
        per tag, faint or whole as its mark."""
        self.paints += 1
        boxes = icon_boxes(estate, proj)
        # a square cut at the field's edge (under its title line) reads as a broken outline: whole ones only
        outlines = [(o, mark.best) for mark, o in ((m, mark_outline(m, proj)) for m in self.marks)
                    if all(within.left <= x <= within.right and within.top <= y <= within.bottom for x, y in o)]
        self.tags = []
        bright: list[Tag] = []
        # the best first, so theirs are the tags that find room; no tag over another's words
        for mark in sorted(self.marks, key=lambda m: not m.best):
            tag = lay_tag(mark, proj, px, least, boxes, within)
            if tag is not None:
                self.tags.append(tag)
                if mark.best:
                    bright.append(tag)
                boxes.append(tag.rect.inflate(2, 2))
        width = max(1, round(proj.scale * 0.03))
        faint = _picture([o for o, lit in outlines if not lit], width, (250, 244, 220, 170), within)
        faint.set_alpha(MARK_ALPHA)
        pictures: list[tuple[pygame.Surface, tuple[int, int], Cell | None]] = [
            (faint, _corner([o for o, lit in outlines if not lit], width, within), None),
            (_picture([o for o, lit in outlines if lit], width * 2, (*BEST_GOLD, 255), within),
             _corner([o for o, lit in outlines if lit], width * 2, within), None)]
        for tag in self.tags:
            image = _tag_picture(tag)
            if tag not in bright:
                image.set_alpha(MARK_ALPHA)
            pictures.append((image, tag.rect.topleft, tag.square))
        return pictures


def _corner(outlines: list[list[tuple[float, float]]], width: int, within: pygame.Rect) -> tuple[int, int]:
    """Where the picture of ``outlines`` goes (its top left corner)."""
    if not outlines:
        return (within.x, within.y)
    return (math.floor(min(p[0] for o in outlines for p in o)) - 2 - width,
            math.floor(min(p[1] for o in outlines for p in o)) - 2 - width)


def _picture(outlines: list[list[tuple[float, float]]], width: int, colour: tuple[int, int, int, int],
             within: pygame.Rect) -> pygame.Surface:
    """``outlines`` drawn into one picture just their size (placed at ``_corner``)."""
    if not outlines:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    left, top = _corner(outlines, width, within)
    right = math.ceil(max(p[0] for o in outlines for p in o))
    bottom = math.ceil(max(p[1] for o in outlines for p in o))
    image = pygame.Surface((right - left + 3 + width, bottom - top + 3 + width), pygame.SRCALPHA)
    for outline in outlines:
        pygame.draw.polygon(image, colour, [(px_ - left, py - top) for px_, py in outline], width)
    return image


def _tag_picture(tag: Tag) -> pygame.Surface:
    """One tag: its words and the icons of what the spot earns on a dark rounded box."""
    image = pygame.Surface(tag.rect.size, pygame.SRCALPHA)
    box = image.get_rect()
    pygame.draw.rect(image, (20, 30, 24, 215), box, border_radius=max(3, box.height // 4))
    draw_text(image, tag.words, tag.px, (box.centerx, box.top + 1), (255, 236, 160), anchor="midtop", bold=True)
    x = box.centerx - len(tag.icons) * (tag.icon + 1) // 2
    for kind in tag.icons:
        image.blit(assets.art_icon("llamaland", ICON_FILES[kind], tag.icon), (x, box.top + words_height(tag.words, tag.px)))
        x += tag.icon + 1
    return image


__all__ = ["MARK_ALPHA", "MarkLayer", "SpotMark", "Tag", "gain_kinds", "icon_boxes", "lay_tag",
           "foundations_spent", "mark_outline", "spot_marks", "turn_marks"]
