"""The Llamaland pieces beside the estates: tile thumbnails, character cards, llama card
columns, objective cards and markers. Each image is drawn once per size and cached.

Words a player reads here (what a character or an objective does) are our own short
summaries of the rules, for tooltips.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ....i18n import language, t
from ....rules.llamaland.components import (
    BLUE,
    BUILDER,
    CHARACTERS,
    CROP_NAMES,
    FARMER,
    GOLDEN,
    GRASS,
    MERCHANT,
    MINER,
    OBJECTIVES,
    SETTLER,
    TRADER,
)
from ....rules.llamaland.estate import orientation
from ... import access, assets
from ...palette import CREAM, INK, INK_SOFT, PAPER, RUST, SAND
from ...text import draw_fitted, draw_text, fit_box, line_height, readable, render
from .looks import CROP_COLOUR, ICON_FILES, KIND_COLOUR, level_tint

RGB = tuple[int, int, int]

SHORT_NAME: dict[str, str] = {MERCHANT: "Merch.", BUILDER: "Build.", SETTLER: "Settl."}
OBJECTIVE_COLOUR: dict[str, RGB] = {BLUE: (70, 120, 190), GOLDEN: (214, 170, 50), "purple": (140, 90, 170)}
OBJECTIVE_LETTER: dict[str, str] = {BLUE: "B", GOLDEN: "G", "purple": "P"}


def character_help(card: int) -> str:
    """One line on what a character card does, for its tooltip."""
    data = CHARACTERS[card]
    crops = [t(CROP_NAMES[c]) for c in data.crops]
    label = t(data.label)
    if data.kind == FARMER:
        return t("{card}: cover 2 or more {crop} icons in one placement for 1 extra {crop}.", card=label, crop=crops[0])
    if data.kind == TRADER:
        return t("{card}: once a turn, swap 1 {crop} for 1 {other} or the other way round.", card=label, crop=crops[0],
                 other=crops[1])
    if data.kind == MERCHANT:
        return t("{card}: once a turn, pay a coin for 1 {crop}, or sell 1 {crop} for a coin.", card=label, crop=crops[0])
    if data.kind == SETTLER:
        return t("Settler: cover corn, cacao and potato in one placement for 2 extra coins.")
    if data.kind == MINER:
        return t("Miner: cover a coin icon for 1 extra coin.")
    return t("Builder: cover a Huts icon for 1 extra coin.")


OBJECTIVE_HELP: dict[str, str] = {
    "corn": "4 or more corn llama cards", "cacao": "4 or more cacao llama cards",
    "potato": "4 or more potato llama cards", "diversity": "2 or more llama cards of every crop",
    "wealth": "5 or more coins", "characters": "5 or more character cards",
    "lowlands": "5 llamas on level 1", "plains": "4 llamas on level 2", "hills": "3 llamas on level 3",
    "mountains": "2 llamas on level 4", "peak": "2 llamas on level 5 or higher",
    "levels": "llamas on 4 different levels", "herd": "a connected group of 4 llamas",
    "road": "4 llamas in one row or column", "outposts": "2 llamas 11 or more squares apart",
    "farms": "6 llamas away from every edge and hole",
}
GOLDEN_HELP: dict[str, str] = {
    "corn": "the most corn llama cards", "cacao": "the most cacao llama cards",
    "potato": "the most potato llama cards", "diversity": "the most llama cards",
    "wealth": "the most coins", "characters": "the most character cards",
}


def objective_help(key: str) -> str:
    """What a marker on this card needs at the end, in a few words."""
    data = OBJECTIVES[key]
    if data.colour == GOLDEN:
        return t("Ranked: {what}", what=t(GOLDEN_HELP.get(key.removeprefix("gold-"), key)))
    return t("Needs {what}", what=t(OBJECTIVE_HELP.get(key, key)))


def _rounded(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...], radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


@lru_cache(maxsize=512)
def tile_image(tile: int, face: str, rot: int, cell: int) -> pygame.Surface:
    """A land tile seen from above in one orientation: grass squares with their icons."""
    o = orientation(tile, face, rot)
    w = (max(x for x, _ in o.cells) + 1) * cell
    h = (max(y for _, y in o.cells) + 1) * cell
    pad = max(2, cell // 6)
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    shadow = max(1, cell // 8)
    for x, y in o.cells:
        r = pygame.Rect(pad + x * cell + shadow, pad + y * cell + shadow, cell, cell)
        _rounded(image, r, (0, 0, 0, 70), max(1, cell // 6))
    grass = level_tint(2)
    for (x, y), icon in zip(o.cells, o.icons):
        r = pygame.Rect(pad + x * cell, pad + y * cell, cell, cell)
        pygame.draw.rect(image, grass, r)
        pygame.draw.rect(image, (70, 110, 50), r, max(1, cell // 14))
        if icon != GRASS and icon in ICON_FILES:
            art = assets.art_icon("llamaland", ICON_FILES[icon], max(8, round(cell * 0.78)))
            image.blit(art, art.get_rect(center=r.center))
    # the outline of the whole piece
    cells = set(o.cells)
    line = (40, 60, 30)
    width = max(1, cell // 10)
    for x, y in o.cells:
        px, py = pad + x * cell, pad + y * cell
        if (x, y - 1) not in cells:
            pygame.draw.line(image, line, (px, py), (px + cell, py), width)
        if (x, y + 1) not in cells:
            pygame.draw.line(image, line, (px, py + cell), (px + cell, py + cell), width)
        if (x - 1, y) not in cells:
            pygame.draw.line(image, line, (px, py), (px, py + cell), width)
        if (x + 1, y) not in cells:
            pygame.draw.line(image, line, (px + cell, py), (px + cell, py + cell), width)
    return image


def character_card(card: int, w: int, h: int) -> pygame.Surface:
    """A character card face: a coloured band with the kind's letter, its crops, its name
    (in the interface language: cached per language)."""
    return _character_card(card, w, h, language())


@lru_cache(maxsize=256)
def _character_card(card: int, w: int, h: int, lang: str) -> pygame.Surface:
    data = CHARACTERS[card]
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 8)
    _rounded(image, image.get_rect(), PAPER, radius)
    # the kind's whole name on the band (a player reads "Miner", not "Mi"), condensed
    # sideways where the card is narrow: its letters keep their height, so they stay readable
    name = t(data.kind.capitalize())
    words = assets.font(max(12, round(h * 0.2)), bold=True).render(name, True, CREAM)
    if words.get_width() > w - 4:
        words = pygame.transform.smoothscale(words, (w - 4, words.get_height()))
    # as tall as the words at least (a small card's band cut the accents of a longer language's name)
    band = pygame.Rect(0, 0, w, min(h // 2, max(round(h * 0.36), words.get_height())))
    colour = KIND_COLOUR[data.kind]
    pygame.draw.rect(image, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    image.blit(words, words.get_rect(center=band.center))
    icon = max(10, round(w * 0.36))
    if data.crops:
        n = len(data.crops)
        total = n * icon + (n - 1) * 2
        x = (w - total) // 2
        for crop in data.crops:
            image.blit(assets.art_icon("llamaland", ICON_FILES[crop], icon), (x, band.bottom + 3))
            x += icon + 2
    else:
        extra = {SETTLER: "coin", MINER: "coin", BUILDER: "huts"}[data.kind]
        image.blit(assets.art_icon("llamaland", extra, icon), ((w - icon) // 2, band.bottom + 3))
    _rounded(image, image.get_rect(), (*RUST, 255), radius, 2)
    return image


USED_DIM = 120
"""How much a used card is darkened (alpha of the shade over it): it recedes, still legible."""
USED_GREEN = (70, 140, 70)


def used_card(card: int, w: int, h: int) -> pygame.Surface:
    """A character card used this turn: the same face and footprint, dimmed, with a tick and a
    "used" tag inside it (the printed game turns it sideways; on screen that moved its
    neighbours and changed the row's size)."""
    return _used_card(card, w, h, language())


@lru_cache(maxsize=64)
def _used_card(card: int, w: int, h: int, lang: str) -> pygame.Surface:
    image = character_card(card, w, h).copy()
    radius = max(4, w // 8)
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    _rounded(shade, shade.get_rect(), (20, 26, 22, USED_DIM), radius)
    image.blit(shade, (0, 0))
    size = max(12, round(h * 0.16))
    words: pygame.Surface | None = assets.font(size, bold=True).render(t("used"), True, CREAM)
    tick = max(8, round(size * 0.8))
    pad = max(2, size // 5)
    inner = w - 2 * pad
    show_tick = True
    assert words is not None
    if tick + 3 * pad + words.get_width() > inner:  # a narrow card: the word alone, else the tick alone
        show_tick = words.get_width() + 2 * pad > inner
        if show_tick:
            words = None
    tag_w = (tick + 2 * pad if show_tick else pad) + (words.get_width() + pad if words is not None else 0)
    tag = pygame.Rect(0, 0, min(inner, tag_w), max(tick, size) + 2 * pad)
    tag.midbottom = (w // 2, h - pad)
    pygame.draw.rect(image, USED_GREEN, tag, border_radius=tag.height // 2)
    x = tag.x + pad
    if show_tick:
        y = tag.centery
        points = [(x, y), (x + tick * 0.38, y + tick * 0.35), (x + tick, y - tick * 0.4)]
        pygame.draw.lines(image, CREAM, False, points, max(2, tick // 4))
        x += tick + pad
    if words is not None:
        image.blit(words, words.get_rect(midleft=(x, tag.centery)))
    return image


@lru_cache(maxsize=32)
def card_back(w: int, h: int) -> pygame.Surface:
    """The character pile's back."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 8)
    _rounded(image, image.get_rect(), (120, 70, 50), radius)
    inner = image.get_rect().inflate(-6, -6)
    _rounded(image, inner, (160, 96, 64), max(3, radius - 2))
    for i in range(-h, w, 8):
        pygame.draw.line(image, (178, 114, 78), (i, 0), (i + h, h), 2)
    _rounded(image, image.get_rect(), (*CREAM, 255), radius, 2)
    return image


def marker_disc(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: RGB, letter: str,
                seat: int | None = None) -> None:
    """A player's marker: their colour and their initial (colour is never the only sign); in
    colour-blind mode the seat's own shape as well."""
    if seat is not None and access.colour_blind():
        access.draw_seat_mark(surface, seat, (centre[0] + 1, centre[1] + 2), radius * 1.1, (0, 0, 0), (0, 0, 0))
        access.draw_seat_mark(surface, seat, centre, radius * 1.1, colour)
        draw_text(surface, letter, max(12, round(radius * 1.2)), centre, INK, anchor="center", bold=True)
        return
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, 2)
    draw_text(surface, letter, max(12, round(radius * 1.2)), centre, INK, anchor="center", bold=True)


def seat_marker(surface: pygame.Surface, centre: tuple[int, int], radius: int, seat: int) -> None:
    """A player's marker: their seat's colour in their seat's own shape (circle, square, triangle,
    ...), so who holds a space reads without letters and without colour alone."""
    shape = access.SHAPES[seat % len(access.SHAPES)]
    if shape == "circle":
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
        pygame.draw.circle(surface, access.seat_colour(seat), centre, radius)
        pygame.draw.circle(surface, INK, centre, radius, 2)
        return
    shadow = access.shape_points(shape, (centre[0] + 1, centre[1] + 2), radius * 1.1)
    points = access.shape_points(shape, centre, radius * 1.1)
    pygame.draw.polygon(surface, (0, 0, 0), shadow)
    pygame.draw.polygon(surface, access.seat_colour(seat), points)
    pygame.draw.polygon(surface, INK, points, 2)


def marked_value(surface: pygame.Surface, value: str, size: int, centre: tuple[int, int]) -> None:
    """A space's value over the marker on it: cream, ringed in ink, so it reads on every seat's
    colour and shape (a marker hid the points its space was worth)."""
    image = render(value, readable(size), True, INK)
    box = image.get_rect(center=centre)
    for dx, dy in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
        surface.blit(image, box.move(dx, dy))
    draw_text(surface, value, size, centre, CREAM, anchor="center", bold=True)


def llama_column(surface: pygame.Surface, rect: pygame.Rect, crop: str, values: tuple[int, ...], text_px: int,
                 glow: bool) -> None:
    """A crop's llama cards splayed: the highest on top with its value, the count left.

    The cards under it peek out above it inside ``rect`` (never above it: they covered the
    "Llama cards" heading)."""
    radius = max(4, rect.width // 8)
    n = len(values)
    step = max(2, rect.height // 16)
    under = min(n, 4) - 1
    rect = pygame.Rect(rect.x, rect.y + under * step, rect.width, rect.height - under * step)
    for i in range(under, 0, -1):
        back = pygame.Rect(rect.x + i, rect.y - i * step, rect.width - 2 * i, rect.height)
        _rounded(surface, back, SAND, radius)
        _rounded(surface, back, INK_SOFT, radius, 1)
    if glow:
        _rounded(surface, rect.inflate(8, 8), (170, 220, 255), radius + 4)
    _rounded(surface, rect, PAPER if n else (150, 146, 136), radius)
    _rounded(surface, rect, CROP_COLOUR[crop], radius, 3)
    icon = max(12, min(round(rect.width * 0.4), rect.height // 2 - 4))
    value_px = max(text_px, min(round(rect.height * 0.36), round(rect.width * 0.34)))
    top = rect.y + 4
    surface.blit(assets.art_icon("llamaland", ICON_FILES[crop], icon), (rect.x + 5, top))
    if n:
        draw_text(surface, str(values[-1]), value_px, (rect.right - 5, top + icon // 2), RUST, anchor="midright",
                  bold=True)
    # the count under the icon, inside the card: on two lines or smaller where the card is narrow
    below = pygame.Rect(rect.x + 3, top + icon + 2, rect.width - 6, rect.bottom - 3 - (top + icon + 2))
    words = t("{count} left", count=n) if n else t("none")
    lines, px = fit_box(words, text_px, below.size)
    if n and len(lines) * line_height(px) > below.height:  # a long language's lines would rise over the value
        words = f"×{n}"  # as the tile stacks count theirs
    draw_fitted(surface, words, text_px, below, INK)


__all__ = ["character_card", "character_help", "card_back", "llama_column", "marker_disc", "seat_marker", "objective_help",
           "tile_image"]
