"""Llamaland's banner at the top of the results: the winner's own estate as a little scene.

The estate is the real final one (tiles, levels and the llamas standing on it), drawn by the
table's estate painter on a sky and a meadow, with the game's name beside it; rendered once
per size and match, since the results redraw every frame.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ...palette import CREAM, GOLD, RUST
from ...text import draw_text, text_width
from .estate_view import EstateView
from .projection import ViewMode

SKY_TOP, SKY_LOW, MEADOW = (150, 200, 225), (222, 236, 214), (120, 170, 90)

_cache: dict[tuple[int, int, int, int], pygame.Surface] = {}


def banner_scene(size: tuple[int, int], match: Any) -> pygame.Surface:
    """The banner picture at ``size``: sky, meadow, the winner's estate and the title."""
    w, h = size
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    card = pygame.Rect(0, 0, w, h)
    sky = pygame.Surface((w, h))
    for y in range(h):
        mix = y / max(1, h - 1)
        sky.fill(tuple(round(a + (b - a) * mix) for a, b in zip(SKY_TOP, SKY_LOW)), (0, y, w, 1))
    pygame.draw.ellipse(sky, MEADOW, (-w // 4, h * 2 // 3, w * 3 // 2, h))
    pygame.draw.ellipse(sky, (104, 150, 78), (w // 3, h * 3 // 4, w, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), card, border_radius=max(6, h // 8))
    surface.blit(sky, (0, 0))
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    winners = match.outcome().winners if match.is_over() else ()
    seat = winners[0] if winners else 0
    scene = pygame.Rect(w // 2, 2, w // 2 - 4, h - 4)
    estate = match.seat_view(seat).observation().state.players[seat].estate  # estates are public
    view = EstateView(scene, estate, ViewMode.OBLIQUE, seed=seat)
    view.draw(surface)
    title = t("Llamaland")
    size_px = max(14, round(h * 0.36))
    while size_px > 12 and text_width(title, size_px, True) > w // 2 - 24:
        size_px -= 1
    # a small banner (a small window at 90%): the title keeps inside the card, over the meadow if it must
    at = (max(w // 4 + 6, text_width(title, size_px, True) // 2 + 8), h // 2)
    draw_text(surface, title, size_px, (at[0] + 2, at[1] + 3), GOLD, anchor="center", bold=True)
    draw_text(surface, title, size_px, at, RUST, anchor="center", bold=True)
    pygame.draw.rect(surface, CREAM, card, 2, border_radius=max(6, h // 8))
    return surface


def results_banner(surface: pygame.Surface, rect: pygame.Rect, match: Any) -> None:
    """``TableDesign.results_banner``: the banner scene, centred in ``rect``."""
    h = max(40, min(rect.height, round(rect.width * 0.3)))
    w = min(rect.width, round(h * 3.6))
    key = (w, h, id(match), len(match.record.actions))
    if key not in _cache:
        _cache.clear()
        _cache[key] = banner_scene((w, h), match)
    image = _cache[key]
    surface.blit(image, image.get_rect(midtop=rect.midtop))


__all__ = ["banner_scene", "results_banner"]
