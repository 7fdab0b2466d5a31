"""A rival's card as a tile: where a rival's small board has more width than height (three or
more rivals stacked in the left column), each card is drawn wider than tall, so its digit
stands large enough to read at a glance. It keeps what a card says, each with more than
colour: the digit (or the star) large on the card's paper (warm for a llama, cool for an
alpaca), its "L"/"A" letter always beside it (pt50 could not tell a rival's llamas from its
alpacas: the letter stood only where it had room), and the accessory's colour as a patterned
band on its right. ``open_spots`` says where a board's lines can still score."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from ....rules.alpacas import possible_conditions
from ....rules.alpacas.components import ANIMAL, BOARD_CELLS, COLOUR, DIGIT, LINES_THROUGH, LLAMA, STAR, WHITE
from ... import assets
from ...palette import INK
from .art import _pattern, star_points
from .looks import COLOUR_RGB, FUR_DARK, PAPER

TILE_RATIO = 1.55
"""The widest a tile stands against its height: wider, the board's columns would read as one strip."""


def mini_tile(card: int, width: int, height: int) -> pygame.Surface:
    """Card ``card`` as a tile ``width`` x ``height`` pixels (cached)."""
    return _tile(int(card), max(12, int(width)), max(10, int(height)))


@lru_cache(maxsize=200)
def _tile(card: int, w: int, h: int) -> pygame.Surface:
    animal, digit, colour = ANIMAL[card], DIGIT[card], COLOUR[card]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 6)
    body = surf.get_rect()
    pygame.draw.rect(surf, PAPER[animal], body, border_radius=radius)
    band = pygame.Rect(round(w * 0.66), 0, w - round(w * 0.66), h)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, COLOUR_RGB[colour], band)
    if colour == WHITE:  # the four colours in a square of four (it counts as any colour)
        q = max(3, min(band.width, h) // 3)
        for i in range(4):
            box = pygame.Rect(0, 0, q, q)
            box.center = (band.centerx + (q // 2 + 1) * (1 if i % 2 else -1), h // 2 + (q // 2 + 1) * (1 if i // 2 else -1))
            pygame.draw.rect(layer, COLOUR_RGB[i], box)
    else:
        _pattern(layer, band, colour)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), body, border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(layer, (0, 0))
    letter = assets.font(max(12, round(h * 0.42)), bold=True).render("L" if animal == LLAMA else "A", True,
                                                                    FUR_DARK[animal])
    left = max(2, w // 14)
    room = band.left - left - letter.get_width() - 2  # the digit's room: the letter always stands beside it
    px = max(12, min(round(h * 0.7), round(room * 1.6)))
    if digit == STAR:
        r = max(3.0, min(px * 0.5, room / 2))
        points = star_points(left + r, h / 2, r)
        pygame.draw.polygon(surf, (242, 193, 78), points)
        pygame.draw.polygon(surf, INK, points, 1)
        shown = pygame.Rect(left, 0, round(2 * r), h)
    else:
        image = assets.font(px, bold=True).render(str(digit), True, INK)
        shown = image.get_rect(midleft=(left, h // 2))
        surf.blit(image, shown)
    spot = letter.get_rect(bottomleft=(min(shown.right + 1, band.left - 1 - letter.get_width()), h - max(1, h // 10)))
    surf.blit(letter, spot)
    pygame.draw.rect(surf, FUR_DARK[animal], body, max(1, h // 24), border_radius=radius)
    return surf


def open_spots(board: Sequence[int | None]) -> dict[int, int]:
    """The empty spaces of ``board`` where a card would finish a line that can still score,
    with the most it can make there (2 a condition): where a rival's next card may score."""
    spots: dict[int, int] = {}
    for cell in range(BOARD_CELLS):
        if board[cell] is not None:
            continue
        for line in LINES_THROUGH[cell]:
            cards = [board[i] for i in line]
            if cards.count(None) == 1:
                worth = 2 * sum(possible_conditions(cards))
                if worth:
                    spots[cell] = max(worth, spots.get(cell, 0))
    return spots
