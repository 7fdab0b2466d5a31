"""A seat's own llama cards as a row of small cards: crop colour, crop icon and points each.

The collection panel and a rival's enlarged estate show them, so a player sees which llamas
were fed (and what each is worth), not only a total. Too many for the row overlap a little.
"""

from __future__ import annotations

import pygame

from ... import assets
from ...palette import PAPER, RUST
from ...text import draw_text
from .painting import ICON_FILES
from .pieces import CROP_COLOUR


def draw_card_strip(surface: pygame.Surface, at: pygame.Rect, cards: tuple[tuple[str, int], ...]) -> None:
    """``cards`` ((crop, points), ...) left to right in ``at``, as tall as ``at``."""
    if not cards:
        return
    h = at.height
    w = max(20, round(h * 1.55))
    step = min(w + 3, (at.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
    icon = max(8, round(h * 0.62))
    for i, (crop, points) in enumerate(cards):
        card = pygame.Rect(at.x + i * step, at.y, w, h)
        pygame.draw.rect(surface, PAPER, card, border_radius=max(2, h // 5))
        pygame.draw.rect(surface, CROP_COLOUR[crop], card, max(2, h // 8), border_radius=max(2, h // 5))
        surface.blit(assets.art_icon("llamaland", ICON_FILES[crop], icon), (card.x + 3, card.centery - icon // 2))
        draw_text(surface, str(points), max(10, round(h * 0.62)), (card.right - 3, card.centery), RUST,
                  anchor="midright", bold=True)

__all__ = ["draw_card_strip"]
