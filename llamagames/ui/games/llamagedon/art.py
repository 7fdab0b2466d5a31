"""Our own Llamagedón card art, drawn with pygame and cached: night-blue cards, one clear symbol
and name per kind, a large corner index so a fanned card reads, the corner symbols (the
tie-break marks) bottom left. Resources carry a picture of their material (bricks, stones,
straw, a leaf) and a pattern as well as a colour.

Faces are drawn at twice the size and smoothed down (cheap anti-aliasing); each (kind, width)
is drawn once.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ....i18n import language, t
from ....rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    BLUE,
    CORNER_SYMBOLS,
    DRAW2,
    GREEN,
    LLAMAGEDON_CARD,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
)
from ... import assets
from ...widgets.cards import card_height
from .looks import CREAM, EMBER, GOLDEN, KIND_LOOK, NIGHT, NIGHT_DEEP, RESOURCE_LOOK, STAR, corner
from .looks import card_name as card_name  # the table reads a card's printed name here

SS = 2
"""Supersampling factor."""
MIN_PX = 12
"""No word or letter on a face is drawn smaller than this (final pixels); where it cannot be
that large it is left out, and the corner index, always at least this size, says it."""
MINI_WIDTH = 60
"""Below this width a face keeps its corner index and picture only (a shelter in a seat panel)."""


def _readable(final: float) -> int | None:
    """The supersampled font size for ``final`` pixels, or None if that is under 12 px."""
    return round(final * SS) if final >= MIN_PX else None


NAME_BANNER = 0.1
"""The name banner's height, in card heights, at 100% words."""
NAME_BANNER_MOST = 0.15
"""The banner's height at most: it grows with the player's Size up to this, above the corner marks."""
WORDS_MOST = 1.5
"""The printed name grows with the player's Size up to this factor of its 100% size."""


def face(kind: int, width: int, words: float = 1.0) -> pygame.Surface:
    """The face of a card of ``kind`` at ``width`` pixels (cached; its name in the interface
    language), its printed name ``words`` times its 100% size where the banner holds it."""
    return _face(int(kind), int(width), language(), round(min(max(words, 1.0), WORDS_MOST), 2))


def banner_height(height: int, words: float = 1.0) -> int:
    """The name banner's height on a card ``height`` pixels tall (at the face's own pixels)."""
    return max(round(height * min(NAME_BANNER * words, NAME_BANNER_MOST)), (MIN_PX + 4) * SS)


def name_size(name: str, height: int, room: int, words: float = 1.0) -> int:
    """The printed name's size on a card ``height`` pixels tall, ``room`` wide (the face's own
    pixels): 62% of the banner, smaller where a larger Size's name would not fit its width
    (never under its 100% size: at that size it is squeezed across, as before)."""
    base = max(MIN_PX * SS, round(banner_height(height) * 0.62))
    size = max(base, round(banner_height(height, words) * 0.62))
    while size > base and assets.font(size, bold=True).size(name)[0] > room:
        size -= 1
    return size


def back(width: int) -> pygame.Surface:
    """The common back: a starry night with a meteor and a llama's head (cached)."""
    return _back(int(width))


@lru_cache(maxsize=128)
def _face(kind: int, width: int, lang: str = "en", words: float = 1.0) -> pygame.Surface:
    w, h = width * SS, card_height(width) * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 9)
    _, name, accent = KIND_LOOK[kind]
    index, name = corner(kind), t(name)
    pygame.draw.rect(surf, CREAM, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 26) * 2, -max(4, w // 26) * 2)
    pygame.draw.rect(surf, NIGHT, inner, border_radius=max(4, radius - 3))
    _stars(surf, inner, kind * 7 + 1, 10)
    art = pygame.Rect(0, 0, round(inner.width * 0.74), round(inner.height * 0.5))
    art.center = (inner.centerx, inner.top + round(inner.height * 0.47))
    if kind in RESOURCE_LOOK:
        _resource(surf, art, kind)
    elif kind == WILD:
        _wild(surf, art)
    else:
        pygame.draw.rect(surf, NIGHT_DEEP, art, border_radius=max(4, w // 14))
        pygame.draw.rect(surf, accent, art, max(2, w // 60), border_radius=max(4, w // 14))
        _SYMBOLS[kind](surf, art.inflate(-art.width // 6, -art.height // 6), accent)
    # corner index: big letters top left (never under 12 px), and upside down bottom right
    mini = width < MINI_WIDTH
    size = max(MIN_PX * SS, round(h * 0.12))
    x, y = inner.left + round(w * 0.06), inner.top + round(h * 0.02)
    if mini:
        x, y = inner.left + max(1, round(w * 0.03)), inner.top
    room = (inner.right - x - 2) if mini else inner.width // 2
    label, outline = (_index(index, size, colour, room) for colour in (accent, NIGHT_DEEP))
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        surf.blit(outline, (x + dx, y + dy))
    surf.blit(label, (x, y))
    if not mini:
        flipped = pygame.transform.rotate(label, 180)
        surf.blit(flipped, flipped.get_rect(bottomright=(inner.right - round(w * 0.06), inner.bottom - round(h * 0.02))))
    # name banner, where its name can be 12 px
    banner = pygame.Rect(0, 0, round(inner.width * 0.86), banner_height(h))
    text_size = name_size(name, h, banner.width - 8, words)
    banner.height = max(banner.height, round(text_size / 0.62))  # a larger Size: a taller banner, as tall as its name
    banner.midtop = (inner.centerx, art.bottom + round(h * 0.035) - (banner.height - banner_height(h)) // 2)
    if not mini:
        pygame.draw.rect(surf, CREAM, banner, border_radius=banner.height // 2)
        text = assets.font(text_size, bold=True).render(name, True, NIGHT_DEEP)
        if text.get_width() > banner.width - 8:
            text = pygame.transform.smoothscale(text, (banner.width - 8, text.get_height()))
        surf.blit(text, text.get_rect(center=banner.center))
    # the corner symbols (tie-break marks), bottom left
    marks = CORNER_SYMBOLS[kind]
    r = max(3, round(w * 0.035))
    for i in range(marks):
        cx = inner.left + round(w * 0.09) + i * round(r * 2.6)
        cy = inner.bottom - round(h * 0.055)
        _star(surf, (cx, cy), r, STAR)
    return pygame.transform.smoothscale(surf, (width, card_height(width)))


def _index(index: str, size: int, colour: tuple[int, int, int], room: int) -> pygame.Surface:
    """The corner index at ``size``, squeezed across to ``room`` where it is wider (a longer
    language's index on a shelter 24 px wide in a seat panel ran off the card): its height,
    and so its size, stay, as the name banner's words are squeezed."""
    label = assets.font(size, bold=True).render(index, True, colour)
    if label.get_width() > room > 0:
        label = pygame.transform.smoothscale(label, (room, label.get_height()))
    return label


@lru_cache(maxsize=32)
def _back(width: int) -> pygame.Surface:
    w, h = width * SS, card_height(width) * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 9)
    pygame.draw.rect(surf, CREAM, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 26) * 2, -max(4, w // 26) * 2)
    pygame.draw.rect(surf, NIGHT_DEEP, inner, border_radius=max(4, radius - 3))
    band = inner.inflate(-w // 10, -w // 10)
    pygame.draw.rect(surf, NIGHT, band, border_radius=max(4, radius - 6))
    pygame.draw.rect(surf, GOLDEN, band, max(2, w // 70), border_radius=max(4, radius - 6))
    _stars(surf, band, 99, 26)
    _meteor(surf, (band.left + band.width * 0.72, band.top + band.height * 0.26), band.width * 0.16, EMBER, tail=2.2)
    _llama_head(surf, pygame.Rect(band.centerx - band.width * 0.28, band.top + band.height * 0.42,
                                  band.width * 0.56, band.height * 0.46), CREAM)
    return pygame.transform.smoothscale(surf, (width, card_height(width)))


def shadow(width: int) -> pygame.Surface:
    """The soft shadow under a card (the collection's)."""
    return assets.card_shadow(width)


# -- drawing helpers -------------------------------------------------------------------------


def _stars(surf: pygame.Surface, rect: pygame.Rect, seed: int, count: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        x = rng.randint(rect.left + 6, rect.right - 6)
        y = rng.randint(rect.top + 6, rect.bottom - 6)
        a = rng.randint(50, 140)
        pygame.draw.circle(surf, (*STAR, a), (x, y), max(1, rect.width // 120 + rng.randint(0, 1)))


def _star(surf: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r if i % 2 == 0 else r * 0.45
        points.append((centre[0] + math.cos(angle) * radius, centre[1] + math.sin(angle) * radius))
    pygame.draw.polygon(surf, colour, points)


def _meteor(surf: pygame.Surface, head: tuple[float, float], r: float, colour: tuple[int, int, int],
            tail: float = 3.0) -> None:
    hx, hy = head
    for i in range(12, 0, -1):
        t = i / 12
        cx, cy = hx - r * tail * t * 1.2, hy - r * tail * t
        alpha = round(200 * (1 - t))
        pygame.draw.circle(surf, (*colour, alpha), (round(cx), round(cy)), max(1, round(r * (1 - t * 0.7))))
    pygame.draw.circle(surf, colour, (round(hx), round(hy)), round(r))
    pygame.draw.circle(surf, (255, 230, 170), (round(hx - r * 0.25), round(hy - r * 0.25)), max(1, round(r * 0.45)))


def _llama_head(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A llama's head and neck in profile (ears up), filling ``box``."""
    x, y, w, h = box.x, box.y, box.width, box.height
    neck = [(x + w * 0.30, y + h), (x + w * 0.34, y + h * 0.42), (x + w * 0.58, y + h * 0.42), (x + w * 0.62, y + h)]
    pygame.draw.polygon(surf, colour, neck)
    pygame.draw.ellipse(surf, colour, pygame.Rect(x + w * 0.26, y + h * 0.18, w * 0.40, h * 0.34))
    pygame.draw.ellipse(surf, colour, pygame.Rect(x + w * 0.50, y + h * 0.26, w * 0.36, h * 0.22))
    for ex in (0.32, 0.46):
        pygame.draw.polygon(surf, colour, [(x + w * ex, y + h * 0.26), (x + w * (ex + 0.05), y), (x + w * (ex + 0.11), y + h * 0.24)])
    pygame.draw.circle(surf, NIGHT_DEEP, (round(x + w * 0.56), round(y + h * 0.31)), max(2, round(w * 0.035)))


def _resource(surf: pygame.Surface, art: pygame.Rect, kind: int) -> None:
    rgb = RESOURCE_LOOK[kind][0]
    pygame.draw.rect(surf, rgb, art, border_radius=max(4, art.width // 8))
    pattern = pygame.Surface(art.size, pygame.SRCALPHA)
    light = (255, 255, 255, 70)
    step = max(8, art.width // 7)
    if kind == RED:  # diagonal stripes
        for i in range(-art.height, art.width, step):
            pygame.draw.line(pattern, light, (i, art.height), (i + art.height, 0), max(2, step // 3))
    elif kind == BLUE:  # waves
        for row in range(step // 2, art.height, step):
            pts = [(x, row + math.sin(x / step * math.pi) * step * 0.3) for x in range(0, art.width + 4, 4)]
            pygame.draw.lines(pattern, light, False, pts, max(2, step // 4))
    elif kind == YELLOW:  # dots
        for row in range(step // 2, art.height, step):
            for col in range(step // 2 + (row // step % 2) * step // 2, art.width, step):
                pygame.draw.circle(pattern, light, (col, row), max(2, step // 5))
    else:  # chevrons
        for row in range(0, art.height + step, step):
            pts = [(x, row + (step * 0.4 if (x // step) % 2 else 0)) for x in range(0, art.width + step, step)]
            pygame.draw.lines(pattern, light, False, pts, max(2, step // 4))
    mask = pygame.Surface(art.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(4, art.width // 8))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pattern, art)
    pygame.draw.rect(surf, CREAM, art, max(2, art.width // 40), border_radius=max(4, art.width // 8))
    side = round(min(art.width, art.height) * 0.78)
    material(surf, pygame.Rect(art.centerx - side // 2, art.centery - side // 2, side, side), kind)


def material(surf: pygame.Surface, box: pygame.Rect, kind: int) -> None:
    """The material a Resources card of ``kind`` brings to a shelter, as a small picture in cream
    outlined in night blue (it reads on its colour and at every size, colour never the only
    signal): red bricks, blue stones, a yellow sheaf of straw, a green leaf."""
    line = max(2, box.width // 14)
    x, y, w, h = box.x, box.y, box.width, box.height
    if kind == RED:  # three courses of bricks, offset
        rows, bh = 3, h / 3
        for row in range(rows):
            offset = (w / 4) if row % 2 else 0
            for col in range(-1, 3):
                left = x + offset + col * w / 2
                brick = pygame.Rect(round(max(x, left)), round(y + row * bh), 0, round(bh) - 1)
                brick.width = round(min(x + w, left + w / 2) - brick.left)
                if brick.width > line:
                    pygame.draw.rect(surf, CREAM, brick, border_radius=max(1, line // 2))
                    pygame.draw.rect(surf, NIGHT_DEEP, brick, line, border_radius=max(1, line // 2))
    elif kind == BLUE:  # a cairn of three stones
        for sx, sy, sw, sh in ((0.02, 0.52, 0.52, 0.46), (0.46, 0.52, 0.52, 0.46), (0.22, 0.08, 0.56, 0.48)):
            stone = pygame.Rect(round(x + sx * w), round(y + sy * h), round(sw * w), round(sh * h))
            pygame.draw.ellipse(surf, CREAM, stone)
            pygame.draw.ellipse(surf, NIGHT_DEEP, stone, line)
    elif kind == YELLOW:  # a sheaf of straw, tied at its waist
        sheaf = [(x + w * 0.5, y + h * 0.5), (x + w * 0.1, y), (x + w * 0.9, y), (x + w * 0.5, y + h * 0.5),
                 (x + w * 0.95, y + h), (x + w * 0.05, y + h)]
        pygame.draw.polygon(surf, CREAM, sheaf)
        pygame.draw.polygon(surf, NIGHT_DEEP, sheaf, line)
        for fx in (0.3, 0.5, 0.7):
            pygame.draw.line(surf, NIGHT_DEEP, (x + w * 0.5, y + h * 0.5), (x + w * fx, y + line), max(1, line // 2))
            pygame.draw.line(surf, NIGHT_DEEP, (x + w * 0.5, y + h * 0.5), (x + w * fx, y + h - line), max(1, line // 2))
        band = pygame.Rect(round(x + w * 0.32), round(y + h * 0.43), round(w * 0.36), round(h * 0.14))
        pygame.draw.rect(surf, NIGHT_DEEP, band, border_radius=max(1, line // 2))
    else:  # a leaf with its vein and stalk
        leaf = [(x + w * 0.5 + (w * 0.42 * math.sin(t * math.pi) if t <= 1 else -w * 0.42 * math.sin((t - 1) * math.pi)),
                 y + h * 0.05 + h * 0.8 * (t if t <= 1 else 2 - t)) for t in (i / 20 for i in range(41))]
        pygame.draw.polygon(surf, CREAM, leaf)
        pygame.draw.polygon(surf, NIGHT_DEEP, leaf, line)
        pygame.draw.line(surf, NIGHT_DEEP, (x + w * 0.5, y + h * 0.12), (x + w * 0.5, y + h), line)
        for t in (0.35, 0.55, 0.75):
            vy = y + h * 0.05 + h * 0.8 * t
            for side in (-1, 1):
                pygame.draw.line(surf, NIGHT_DEEP, (x + w * 0.5, vy), (x + w * 0.5 + side * w * 0.2, vy - h * 0.12),
                                 max(1, line // 2))


def _wild(surf: pygame.Surface, art: pygame.Rect) -> None:
    radius = max(4, art.width // 8)
    quarters = pygame.Surface(art.size, pygame.SRCALPHA)
    hw, hh = art.width // 2, art.height // 2
    for (kind, (qx, qy)) in zip((RED, BLUE, YELLOW, GREEN), ((0, 0), (hw, 0), (0, hh), (hw, hh))):
        rgb = RESOURCE_LOOK[kind][0]
        cell = pygame.Rect(qx, qy, art.width - hw if qx else hw, art.height - hh if qy else hh)
        pygame.draw.rect(quarters, rgb, cell)
        side = round(min(cell.width, cell.height) * 0.5)
        corner = (cell.left + cell.width * (0.3 if qx == 0 else 0.7), cell.top + cell.height * (0.3 if qy == 0 else 0.7))
        material(quarters, pygame.Rect(round(corner[0] - side / 2), round(corner[1] - side / 2), side, side), kind)
    mask = pygame.Surface(art.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    quarters.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(quarters, art)
    pygame.draw.rect(surf, CREAM, art, max(2, art.width // 40), border_radius=radius)
    _star(surf, art.center, min(art.width, art.height) * 0.3 + max(2, art.width // 60), NIGHT_DEEP)
    _star(surf, art.center, min(art.width, art.height) * 0.3, CREAM)  # any of the four materials


def _shelter(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    body = pygame.Rect(x + w * 0.2, y + h * 0.45, w * 0.6, h * 0.5)
    pygame.draw.rect(surf, colour, body)
    pygame.draw.polygon(surf, colour, [(x + w * 0.08, y + h * 0.5), (x + w * 0.5, y + h * 0.05), (x + w * 0.92, y + h * 0.5)])
    door = pygame.Rect(0, 0, w * 0.18, h * 0.28)
    door.midbottom = body.midbottom
    pygame.draw.rect(surf, NIGHT_DEEP, door, border_top_left_radius=door.width // 2, border_top_right_radius=door.width // 2)


def _attack(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    bolt = [(x + w * 0.58, y), (x + w * 0.22, y + h * 0.56), (x + w * 0.48, y + h * 0.56), (x + w * 0.36, y + h),
            (x + w * 0.80, y + h * 0.40), (x + w * 0.54, y + h * 0.40), (x + w * 0.70, y)]
    pygame.draw.polygon(surf, colour, bolt)


def _steal(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    # a hooked arrow pulling a little shelter towards the holder
    _shelter(surf, pygame.Rect(x + w * 0.5, y, w * 0.5, h * 0.5), colour)
    thick = max(3, round(w * 0.07))
    pts = [(x + w * 0.72, y + h * 0.56), (x + w * 0.72, y + h * 0.82), (x + w * 0.2, y + h * 0.82)]
    pygame.draw.lines(surf, colour, False, pts, thick)
    pygame.draw.polygon(surf, colour, [(x + w * 0.04, y + h * 0.82), (x + w * 0.24, y + h * 0.66), (x + w * 0.24, y + h * 0.98)])


def _swap(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    thick = max(3, round(h * 0.09))
    for row, direction in ((0.3, 1), (0.7, -1)):
        cy = y + h * row
        left, right = x + w * 0.12, x + w * 0.88
        pygame.draw.line(surf, colour, (left, cy), (right, cy), thick)
        tip = right if direction > 0 else left
        back_x = tip - direction * w * 0.2
        pygame.draw.polygon(surf, colour, [(tip + direction * 4, cy), (back_x, cy - h * 0.16), (back_x, cy + h * 0.16)])


def _draw2(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    cw, ch = w * 0.42, h * 0.62
    for ox, oy in ((0.14, 0.08), (0.38, 0.28)):
        card = pygame.Rect(x + w * ox, y + h * oy, cw, ch)
        pygame.draw.rect(surf, NIGHT_DEEP, card, border_radius=max(3, round(cw // 8)))
        pygame.draw.rect(surf, colour, card, max(2, round(w * 0.03)), border_radius=max(3, round(cw // 8)))
    size = _readable(h * 0.36 / SS)
    if size is not None:
        text = assets.font(size, bold=True).render("+2", True, colour)
        surf.blit(text, text.get_rect(center=(round(x + w * 0.59), round(y + h * 0.6))))


def _protect(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    shield = [(x + w * 0.5, y), (x + w * 0.86, y + h * 0.14), (x + w * 0.8, y + h * 0.62), (x + w * 0.5, y + h),
              (x + w * 0.2, y + h * 0.62), (x + w * 0.14, y + h * 0.14)]
    pygame.draw.polygon(surf, colour, shield)
    _shelter(surf, pygame.Rect(x + w * 0.3, y + h * 0.22, w * 0.4, h * 0.42), NIGHT_DEEP)


def _block(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    r = min(box.width, box.height) * 0.46
    thick = max(3, round(r * 0.22))
    pygame.draw.circle(surf, colour, box.center, round(r), thick)
    d = r * 0.68
    pygame.draw.line(surf, colour, (box.centerx - d, box.centery - d), (box.centerx + d, box.centery + d), thick)


def _llamagedon(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> None:
    for i, (fx, fy, fr) in enumerate(((0.78, 0.3, 0.12), (0.42, 0.2, 0.07), (0.6, 0.62, 0.09))):
        _meteor(surf, (box.x + box.width * fx, box.y + box.height * fy), box.width * fr, colour if i != 1 else GOLDEN)
    _llama_head(surf, pygame.Rect(box.x, box.y + box.height * 0.45, box.width * 0.5, box.height * 0.55), CREAM)


_SYMBOLS = {
    LLAMAGEDON_CARD: _llamagedon, SHELTER: _shelter, ATTACK: _attack, STEAL: _steal, SWAP: _swap,
    DRAW2: _draw2, PROTECT: _protect, BLOCK: _block,
}
