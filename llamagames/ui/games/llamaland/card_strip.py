"""A seat's own llama cards as a row of small cards: crop colour, crop icon and points each.

The collection panel and a rival's enlarged estate show them, so a player sees which llamas
were fed (and what each is worth), not only a total. Too many for the row overlap a little.
"""

from __future__ import annotations

import pygame

from ... import assets
from ...palette import PAPER, RUST
from ...text import draw_text, text_width
from .painting import ICON_FILES
from .pieces import CROP_COLOUR


def strip_cards(at: pygame.Rect, cards: tuple[tuple[str, int], ...]) -> list[tuple[pygame.Rect, pygame.Rect, int]]:
    """Each card's rectangle, its icon's rectangle and its points' text size: a card is wide
    enough for its icon beside its widest number ("12" once read "2", its "1" under the icon)."""
    if not cards:
        return []
    h = at.height
    icon = max(8, round(h * 0.62))
    px = max(10, round(h * 0.62))
    digits = max(text_width(str(points), px, True) for _, points in cards)
    w = max(20, round(h * 1.55), 3 + icon + 3 + digits + 4)
    step = min(w + 3, (at.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
    found = []
    for i in range(len(cards)):
        card = pygame.Rect(at.x + i * step, at.y, w, h)
        found.append((card, pygame.Rect(card.x + 3, card.centery - icon // 2, icon, icon), px))
    return found


def draw_card_strip(surface: pygame.Surface, at: pygame.Rect, cards: tuple[tuple[str, int], ...]) -> None:
    """``cards`` ((crop, points), ...) left to right in ``at``, as tall as ``at``."""
    h = at.height
    for (crop, points), (card, icon, px) in zip(cards, strip_cards(at, cards)):
        pygame.draw.rect(surface, PAPER, card, border_radius=max(2, h // 5))
        pygame.draw.rect(surface, CROP_COLOUR[crop], card, max(2, h // 8), border_radius=max(2, h // 5))
        surface.blit(assets.art_icon("llamaland", ICON_FILES[crop], icon.width), icon.topleft)
        draw_text(surface, str(points), px, (card.right - 3, card.centery), RUST, anchor="midright", bold=True)


def points_line(at: pygame.Rect, size: int, line: int, s: float) -> pygame.Rect:
    """Where your collection's line of points and foundation tiles left stands, under the
    crops (text ``size``) and the card strip (text ``line``): drawn there, and its tooltip's piece."""
    icon = max(12, round(size * 1.1))
    top = at.y + icon + round(4 * s) + round(line * 1.4) + round(3 * s)
    return pygame.Rect(at.x, top, at.width, round(line * 1.35))


__all__ = ["draw_card_strip", "points_line", "strip_cards"]
