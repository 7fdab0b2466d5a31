"""Llamas & Alpacas art, drawn with pygame and cached per size: our own faces for the 80 cards,
the back, clover and carrot tokens and a standing alpaca figure.

Every face shows the four things a player reads, each with more than colour: the animal (a
drawing, a tinted paper and an "L"/"A" letter), the digit or a star, the treat symbol
(clover or carrot) and the accessory's colour as a patterned band with its letter
(P, G, R, B; W with four tiny colour squares for white, which counts as any colour).
Illustrations are drawn four times larger and smoothed down, so edges are soft at any size.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ....rules.alpacas.components import ANIMAL, COLOUR, DIGIT, LLAMA, STAR, WHITE
from ... import assets
from ...palette import CREAM, INK
from .looks import CARROT_RGB, CLOVER_RGB, COLOUR_LETTER, COLOUR_RGB, FUR, FUR_DARK, PAPER

CARD_RATIO = 88 / 63
MINI_WIDTH = 46
"""Below this width a face is drawn in little: the animal, the digit and the colour band, without the treat icon."""

_SS = 4
"""Supersampling factor of the drawn illustrations."""


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


# ------------------------------------------------------------------ small shapes
def star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _pattern(surface: pygame.Surface, rect: pygame.Rect, colour: int) -> None:
    """The colour's pattern over its band, so the colour never stands alone."""
    dark = tuple(max(0, c - 70) for c in COLOUR_RGB[colour])
    light = (255, 255, 255)
    step = max(4, rect.height // 3)
    clip = surface.get_clip()
    surface.set_clip(rect)
    if colour == 0:  # pink: dots
        r = max(1, step // 5)
        for y in range(rect.top + step // 2, rect.bottom, step):
            for x in range(rect.left + step // 2 + (y // step % 2) * step // 2, rect.right, step):
                pygame.draw.circle(surface, light, (x, y), r)
    elif colour == 1:  # green: diagonal stripes
        for x in range(rect.left - rect.height, rect.right, step):
            pygame.draw.line(surface, dark, (x, rect.bottom), (x + rect.height, rect.top), max(1, step // 4))
    elif colour == 2:  # red: crosses
        for y in range(rect.top + step // 2, rect.bottom, step):
            for x in range(rect.left + step // 2, rect.right, step):
                d = max(1, step // 5)
                pygame.draw.line(surface, light, (x - d, y - d), (x + d, y + d), 1)
                pygame.draw.line(surface, light, (x - d, y + d), (x + d, y - d), 1)
    elif colour == 3:  # blue: waves
        for y in range(rect.top + step // 2, rect.bottom + step, step):
            pts = [(x, y + math.sin(x / max(2, step / 2)) * step / 4) for x in range(rect.left, rect.right + 2, 2)]
            if len(pts) > 1:
                pygame.draw.lines(surface, light, False, pts, 1)
    else:  # white: the four colours in tiny squares (it counts as any colour)
        q = max(2, rect.height // 4)
        for i in range(4):
            box = pygame.Rect(0, 0, q, q)
            box.center = (rect.right - (4 - i) * (q + 2), rect.centery)
            pygame.draw.rect(surface, COLOUR_RGB[i], box)
    surface.set_clip(clip)


@lru_cache(maxsize=64)
def treat_icon(kind: int, size: int) -> pygame.Surface:
    """A clover (kind 0) or a carrot (kind 1) token, ``size`` pixels square."""
    size = max(8, int(size))
    big = size * _SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    if kind == 0:
        pygame.draw.circle(surf, (240, 250, 230), (c, c), big * 0.48)
        pygame.draw.circle(surf, (30, 90, 40), (c, c), big * 0.48, max(1, big // 18))
        pygame.draw.line(surf, (40, 110, 40), (c, c), (c + big * 0.14, c + big * 0.36), max(2, big // 14))
        for a in (-90, 30, 150):
            x = c + math.cos(math.radians(a)) * big * 0.17
            y = c - big * 0.04 + math.sin(math.radians(a)) * big * 0.17
            pygame.draw.circle(surf, CLOVER_RGB, (x, y), big * 0.15)
            pygame.draw.circle(surf, (30, 100, 40), (x, y), big * 0.15, max(1, big // 40))
    else:
        pygame.draw.circle(surf, (255, 244, 226), (c, c), big * 0.48)
        pygame.draw.circle(surf, (150, 70, 20), (c, c), big * 0.48, max(1, big // 18))
        body = [(c - big * 0.13, c - big * 0.16), (c + big * 0.13, c - big * 0.16), (c, c + big * 0.36)]
        for dx in (-0.08, 0.0, 0.08):
            pygame.draw.line(surf, (60, 140, 50), (c, c - big * 0.15), (c + dx * big * 2.2, c - big * 0.38),
                             max(2, big // 16))
        pygame.draw.polygon(surf, CARROT_RGB, body)
        for k in range(1, 4):
            y = c - big * 0.16 + k * big * 0.11
            pygame.draw.line(surf, (190, 90, 20), (c - big * 0.06, y), (c + big * 0.02, y), max(1, big // 50))
    return pygame.transform.smoothscale(surf, (size, size))


# ------------------------------------------------------------------ the illustration
def _draw_llama_head(surf: pygame.Surface, box: pygame.Rect, colour: int) -> None:
    fur, dark = FUR[LLAMA], FUR_DARK[LLAMA]
    w, h = box.size
    x0, y0 = box.topleft
    neck = pygame.Rect(0, 0, round(w * 0.30), round(h * 0.55))
    neck.midbottom = (x0 + round(w * 0.44), box.bottom)
    pygame.draw.rect(surf, fur, neck, border_radius=w // 10)
    head = pygame.Rect(0, 0, round(w * 0.42), round(h * 0.34))
    head.center = (x0 + round(w * 0.47), y0 + round(h * 0.36))
    for ex in (-0.12, 0.10):  # long banana ears
        ear = [(head.centerx + ex * w - w * 0.05, head.top + h * 0.05), (head.centerx + ex * w + w * 0.04, head.top - h * 0.2),
               (head.centerx + ex * w + w * 0.07, head.top + h * 0.06)]
        pygame.draw.polygon(surf, fur, ear)
        pygame.draw.polygon(surf, dark, ear, max(1, w // 90))
    pygame.draw.ellipse(surf, fur, head)
    snout = pygame.Rect(0, 0, round(w * 0.30), round(h * 0.18))
    snout.midleft = (head.centerx + round(w * 0.02), head.centery + round(h * 0.08))
    pygame.draw.ellipse(surf, (214, 170, 122), snout)
    pygame.draw.circle(surf, INK, (snout.right - w * 0.05, snout.centery - h * 0.02), max(2, w // 70))
    pygame.draw.arc(surf, INK, snout.inflate(-w * 0.1, -h * 0.06).move(w * 0.03, h * 0.02), math.pi * 1.15,
                    math.pi * 1.7, max(1, w // 90))
    pygame.draw.circle(surf, INK, (head.centerx + w * 0.02, head.centery - h * 0.06), max(3, w // 36))
    pygame.draw.circle(surf, (255, 255, 255), (head.centerx + w * 0.03, head.centery - h * 0.075), max(1, w // 110))
    # The cap, in the herd's colour.
    cap_rgb = COLOUR_RGB[colour]
    cap = pygame.Rect(0, 0, round(w * 0.36), round(h * 0.22))
    cap.midbottom = (head.centerx - round(w * 0.03), head.top + round(h * 0.09))
    pygame.draw.ellipse(surf, cap_rgb, cap)
    brim = pygame.Rect(0, 0, round(w * 0.30), round(h * 0.06))
    brim.midleft = (cap.centerx, cap.bottom - round(h * 0.03))
    pygame.draw.ellipse(surf, cap_rgb, brim)
    outline = (120, 120, 120) if colour == WHITE else tuple(max(0, v - 80) for v in cap_rgb)
    pygame.draw.ellipse(surf, outline, cap, max(2, w // 60))
    pygame.draw.ellipse(surf, outline, brim, max(2, w // 60))
    band = pygame.Rect(cap.left, cap.centery, cap.width, cap.height // 2)
    _pattern(surf, band.inflate(-w // 10, -h // 40), colour)


def _draw_alpaca_head(surf: pygame.Surface, box: pygame.Rect, colour: int) -> None:
    fur, dark = FUR[1 - LLAMA], FUR_DARK[1 - LLAMA]
    w, h = box.size
    x0, y0 = box.topleft
    neck = pygame.Rect(0, 0, round(w * 0.36), round(h * 0.5))
    neck.midbottom = (x0 + w // 2, box.bottom)
    pygame.draw.rect(surf, fur, neck, border_radius=w // 8)
    for k in range(5):  # fluffy neck
        pygame.draw.circle(surf, fur, (neck.left + k * neck.width / 4, neck.top + h * 0.1), w * 0.07)
    head = pygame.Rect(0, 0, round(w * 0.40), round(h * 0.34))
    head.center = (x0 + w // 2, y0 + round(h * 0.40))
    for ex in (-0.13, 0.13):  # short pointed ears
        ear = [(head.centerx + ex * w - w * 0.04, head.top + h * 0.06), (head.centerx + ex * w, head.top - h * 0.1),
               (head.centerx + ex * w + w * 0.04, head.top + h * 0.06)]
        pygame.draw.polygon(surf, fur, ear)
        pygame.draw.polygon(surf, dark, ear, max(1, w // 90))
    pygame.draw.ellipse(surf, fur, head)
    for k in range(6):  # the pompom of wool on top
        a = math.pi * (1.1 + 0.16 * k)
        pygame.draw.circle(surf, (255, 250, 240), (head.centerx + math.cos(a) * w * 0.13, head.top + h * 0.04
                                                    + math.sin(a) * h * 0.04 + h * 0.02), w * 0.075)
    muzzle = pygame.Rect(0, 0, round(w * 0.2), round(h * 0.13))
    muzzle.midtop = (head.centerx, head.centery + round(h * 0.02))
    pygame.draw.ellipse(surf, (228, 206, 184), muzzle)
    pygame.draw.circle(surf, INK, (muzzle.centerx - w * 0.03, muzzle.top + h * 0.03), max(2, w // 80))
    pygame.draw.circle(surf, INK, (muzzle.centerx + w * 0.03, muzzle.top + h * 0.03), max(2, w // 80))
    pygame.draw.arc(surf, INK, muzzle.inflate(-w * 0.08, -h * 0.04).move(0, h * 0.01), math.pi * 1.2, math.pi * 1.8,
                    max(1, w // 90))
    for ex in (-0.08, 0.08):
        pygame.draw.circle(surf, INK, (head.centerx + ex * w, head.centery - h * 0.04), max(3, w // 36))
        pygame.draw.circle(surf, (255, 255, 255), (head.centerx + ex * w + w * 0.01, head.centery - h * 0.055),
                           max(1, w // 110))
    # The bandana, in the herd's colour, tied round the neck.
    rgb = COLOUR_RGB[colour]
    top = head.bottom - round(h * 0.02)
    cloth = [(neck.left - w * 0.06, top), (neck.right + w * 0.06, top), (neck.centerx, top + h * 0.24)]
    pygame.draw.polygon(surf, rgb, cloth)
    band = pygame.Rect(round(neck.left - w * 0.02), top, round(neck.width + w * 0.04), round(h * 0.09))
    _pattern(surf, band, colour)
    outline = (120, 120, 120) if colour == WHITE else tuple(max(0, v - 80) for v in rgb)
    pygame.draw.polygon(surf, outline, cloth, max(2, w // 60))


@lru_cache(maxsize=64)
def _illustration(animal: int, colour: int, size: int) -> pygame.Surface:
    """The animal's head with its cap or bandana, ``size`` pixels square (smoothed)."""
    big = size * _SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, big, big)
    pygame.draw.ellipse(surf, (255, 255, 255, 120), box.inflate(-big // 8, -big // 3).move(0, big // 8))
    if animal == LLAMA:
        _draw_llama_head(surf, box, colour)
    else:
        _draw_alpaca_head(surf, box, colour)
    return pygame.transform.smoothscale(surf, (size, size))


# ------------------------------------------------------------------ faces and the back
def _text(surface: pygame.Surface, text: str, px: int, pos: tuple[float, float], colour: tuple[int, int, int],
          anchor: str = "center", bold: bool = True) -> pygame.Rect:
    image = assets.font(max(12, px), bold=bold).render(text, True, colour)
    rect = image.get_rect()
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    surface.blit(image, rect)
    return rect


def _colour_band(surf: pygame.Surface, band: pygame.Rect, colour: int, px: int) -> None:
    pygame.draw.rect(surf, COLOUR_RGB[colour], band)
    _pattern(surf, band, colour)
    disc = max(7, round(band.height * 0.42))
    centre = (band.left + disc + max(2, band.height // 6), band.centery)
    pygame.draw.circle(surf, (255, 255, 255), centre, disc)
    pygame.draw.circle(surf, INK, centre, disc, 1)
    _text(surf, COLOUR_LETTER[colour], px, centre, INK)


def _digit_mark(surf: pygame.Surface, digit: int, px: int, pos: tuple[float, float], anchor: str = "center") -> None:
    if digit == STAR:
        r = px * 0.55
        rect = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        setattr(rect, anchor, (round(pos[0]), round(pos[1])))
        pts = star_points(rect.centerx, rect.centery, r)
        pygame.draw.polygon(surf, (242, 193, 78), pts)
        pygame.draw.polygon(surf, INK, pts, max(1, px // 14))
    else:
        _text(surf, str(digit), px, pos, INK, anchor)


def card_face(card: int, width: int) -> pygame.Surface:
    """The face of card ``card`` (0..79) ``width`` pixels wide (cached)."""
    return _card_face(int(card), max(12, int(width)))


@lru_cache(maxsize=400)
def _card_face(card: int, width: int) -> pygame.Surface:
    animal, digit, colour = ANIMAL[card], DIGIT[card], COLOUR[card]
    w, h = width, card_height(width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 9)
    body = surf.get_rect()
    pygame.draw.rect(surf, PAPER[animal], body, border_radius=radius)
    letter = "L" if animal == LLAMA else "A"
    if w < MINI_WIDTH:
        _small_face(surf, body, animal, digit, colour, radius)
        return surf
    inner = body.inflate(-max(4, w // 12), -max(4, w // 12))
    pygame.draw.rect(surf, FUR_DARK[animal], inner, max(1, w // 60), border_radius=max(2, radius - 2))
    band_h = round(h * 0.17)
    band = pygame.Rect(inner.left + 1, inner.bottom - band_h - 1, inner.width - 2, band_h)
    art_size = min(inner.width, band.top - inner.top - round(h * 0.08))
    art = _illustration(animal, colour, max(8, art_size))
    surf.blit(art, art.get_rect(midbottom=(w // 2 + round(w * 0.06), band.top)))
    _colour_band(surf, band, colour, max(12, round(band_h * 0.62)))
    px = max(12, round(h * 0.2))
    corner = (inner.left + max(3, w // 14), inner.top + max(1, w // 30))
    _digit_mark(surf, digit, px, corner, "topleft")
    _text(surf, letter, max(12, round(px * 0.62)), (corner[0] + px * 0.28 + (2 if digit == STAR else 0),
                                                     corner[1] + px * 1.05), FUR_DARK[animal], "midtop")
    icon = treat_icon(0 if animal == LLAMA else 1, max(10, round(w * 0.26)))
    surf.blit(icon, icon.get_rect(topright=(inner.right - max(2, w // 25), inner.top + max(2, w // 25))))
    pygame.draw.rect(surf, (60, 44, 34), body, max(1, w // 40), border_radius=radius)
    return surf


def _small_face(surf: pygame.Surface, body: pygame.Rect, animal: int, digit: int, colour: int, radius: int) -> None:
    """A card too small for the whole face (a rival's small board): the same card in little,
    its animal drawn with its cap or bandana, the digit (or the star) in the corner and the
    colour's patterned band at the foot; no letters standing for them."""
    w, h = body.size
    band = pygame.Rect(0, round(h * 0.74), w, h - round(h * 0.74))
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, COLOUR_RGB[colour], band)
    _pattern(layer, band, colour)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), body, border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(layer, (0, 0))
    art_size = max(8, min(w + w // 5, band.top + 2))
    art = _illustration(animal, colour, art_size)
    surf.blit(art, art.get_rect(midbottom=(w // 2 + w // 8, band.top + 1)))
    px = max(12, round(w * 0.42))
    corner = (max(1, w // 14), 0)
    if digit == STAR:
        _digit_mark(surf, STAR, px, (corner[0], corner[1] + 1), "topleft")
    else:
        image = assets.font(px, bold=True).render(str(digit), True, INK)
        halo = assets.font(px, bold=True).render(str(digit), True, PAPER[animal])
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            surf.blit(halo, (corner[0] + dx, corner[1] + dy - px // 6))
        surf.blit(image, (corner[0], corner[1] - px // 6))
    pygame.draw.rect(surf, FUR_DARK[animal], body, max(1, w // 24), border_radius=radius)


@lru_cache(maxsize=16)
def card_back(width: int) -> pygame.Surface:
    """The back: a woven green and sand pattern with a clover and a carrot."""
    w, h = max(12, int(width)), card_height(max(12, int(width)))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 9)
    body = surf.get_rect()
    pygame.draw.rect(surf, (84, 120, 58), body, border_radius=radius)
    inner = body.inflate(-max(4, w // 9), -max(4, w // 9))
    pygame.draw.rect(surf, (232, 207, 159), inner, border_radius=max(2, radius - 2))
    step = max(4, w // 8)
    clip = surf.get_clip()
    surf.set_clip(inner.inflate(-4, -4))
    for x in range(inner.left - h, inner.right + h, step):
        pygame.draw.line(surf, (200, 170, 118), (x, inner.top), (x + h, inner.bottom), max(1, w // 40))
        pygame.draw.line(surf, (200, 170, 118), (x, inner.bottom), (x + h, inner.top), max(1, w // 40))
    surf.set_clip(clip)
    medal = pygame.Rect(0, 0, round(w * 0.7), round(w * 0.7))
    medal.center = body.center
    pygame.draw.ellipse(surf, (84, 120, 58), medal)
    pygame.draw.ellipse(surf, CREAM, medal, max(1, w // 30))
    icon = max(8, round(w * 0.3))
    surf.blit(treat_icon(0, icon), treat_icon(0, icon).get_rect(midright=(medal.centerx + 1, medal.centery)))
    surf.blit(treat_icon(1, icon), treat_icon(1, icon).get_rect(midleft=(medal.centerx - 1, medal.centery)))
    pygame.draw.rect(surf, (40, 60, 30), body, max(1, w // 40), border_radius=radius)
    return surf


def card_image(card: int | None, width: int) -> pygame.Surface:
    """For ``CardImages``: a face, or the back when ``card`` is None."""
    return card_back(width) if card is None else card_face(card, width)


# ------------------------------------------------------------------ the alpaca figure
ALPACA_POSES = 3
"""0 stand, 1 happy (eyes closed, ears up), 2 spit (mouth open, head back)."""


@lru_cache(maxsize=16)
def alpaca_figure(height: int, pose: int = 0) -> pygame.Surface:
    """A standing alpaca for the table (our own drawing), facing right."""
    height = max(16, int(height))
    width = round(height * 0.85)
    big_w, big_h = width * _SS, height * _SS
    surf = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    fur, dark = (246, 236, 218), (160, 138, 116)
    u = big_h / 100
    for lx in (24, 36, 56, 68):  # legs
        leg = pygame.Rect(round(lx * u), round(70 * u), round(7 * u), round(29 * u))
        pygame.draw.rect(surf, (220, 204, 182), leg, border_radius=round(3 * u))
        pygame.draw.rect(surf, (90, 70, 56), pygame.Rect(leg.left, leg.bottom - round(4 * u), leg.width, round(4 * u)),
                         border_radius=round(2 * u))
    body = pygame.Rect(round(14 * u), round(46 * u), round(64 * u), round(32 * u))
    pygame.draw.ellipse(surf, fur, body)
    for k in range(8):  # wool tufts along the back
        pygame.draw.circle(surf, fur, (body.left + round((6 + k * 7.5) * u), body.top + round(3 * u)), round(6 * u))
    pygame.draw.circle(surf, fur, (body.left + round(2 * u), body.top + round(10 * u)), round(6 * u))  # tail
    tilt = -6 * u if pose == 2 else 0
    neck = pygame.Rect(round(60 * u), round(20 * u + tilt), round(14 * u), round(34 * u))
    pygame.draw.rect(surf, fur, neck, border_radius=round(6 * u))
    head = pygame.Rect(round(56 * u), round(6 * u + tilt), round(24 * u), round(20 * u))
    ears_up = pose == 1
    for ex in (61, 72):
        tip_y = (-3 if ears_up else 0) * u + head.top - 6 * u
        pygame.draw.polygon(surf, fur, [(ex * u, head.top + 4 * u), ((ex + 2) * u, tip_y), ((ex + 5) * u, head.top + 4 * u)])
        pygame.draw.polygon(surf, dark, [(ex * u, head.top + 4 * u), ((ex + 2) * u, tip_y), ((ex + 5) * u, head.top + 4 * u)],
                            max(1, round(u * 0.8)))
    pygame.draw.ellipse(surf, fur, head)
    for k in range(4):  # top knot
        pygame.draw.circle(surf, (255, 252, 244), (head.left + round((6 + k * 4) * u), head.top + round(2 * u)), round(4 * u))
    muzzle = pygame.Rect(round(70 * u), head.top + round(9 * u), round(12 * u), round(9 * u))
    pygame.draw.ellipse(surf, (230, 210, 188), muzzle)
    eye = (round(68 * u), head.top + round(8 * u))
    if pose == 1:
        pygame.draw.arc(surf, INK, pygame.Rect(eye[0] - 3 * u, eye[1] - 2 * u, 6 * u, 5 * u), 0, math.pi, max(2, round(u)))
    else:
        pygame.draw.circle(surf, INK, eye, round(2 * u))
    if pose == 2:
        pygame.draw.ellipse(surf, (120, 50, 50), pygame.Rect(muzzle.right - 5 * u, muzzle.centery - u, 5 * u, 4 * u))
    else:
        pygame.draw.arc(surf, INK, muzzle.inflate(-4 * u, -3 * u).move(u, u), math.pi * 1.2, math.pi * 1.8, max(1, round(u)))
    scarf = [(neck.left - 2 * u, neck.top + 14 * u), (neck.right + 2 * u, neck.top + 14 * u), (neck.centerx, neck.top + 24 * u)]
    pygame.draw.polygon(surf, COLOUR_RGB[3], scarf)
    pygame.draw.polygon(surf, (30, 60, 130), scarf, max(1, round(u)))
    return pygame.transform.smoothscale(surf, (width, height))


__all__ = [
    "ALPACA_POSES",
    "COLOUR_LETTER",
    "COLOUR_RGB",
    "alpaca_figure",
    "card_back",
    "card_face",
    "card_height",
    "card_image",
    "treat_icon",
]
