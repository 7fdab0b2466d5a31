"""Llamagedón's How-to-play pictures, drawn with the game's own cards.

- ``shelter_pair``: two Resources of one colour (or one and a Wild) become a Built Shelter.
- ``block_chain``: an Attack, a Block on it and a Block on that Block: an even number of
  Blocks, so the Attack goes ahead.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....i18n import t
from ....rules.llamagedon.cards import ATTACK, BLOCK, RED, SHELTER, WILD
from ...palette import INK
from ...widgets.cards import card_height
from ...widgets.picture_kit import arrow, badge, canvas, caption
from . import art


def _card(surface: pygame.Surface, kind: int, centre: tuple[int, int], width: int, angle: float = 0.0) -> pygame.Rect:
    image = art.face(kind, width)
    if angle:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    rect = image.get_rect(center=centre)
    surface.blit(art.shadow(width), rect.move(3, 4))
    surface.blit(image, rect)
    return rect


def shelter_pair(width: int) -> pygame.Surface:
    """A pair of one colour, or a colour and a Wild, laid down as a shelter; a Shelter card is one alone."""
    card_w = max(44, min(70, width // 10))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    surface = canvas(width, card_h + 3 * size + 30)
    y = 12 + card_h // 2
    groups = [((RED, RED), t("two of one colour")), ((RED, WILD), t("a colour and a Wild")),
              ((SHELTER,), t("a Shelter card"))]
    slot = width // len(groups)
    for i, (cards, words) in enumerate(groups):
        cx = slot * i + slot // 2
        for j, kind in enumerate(cards):
            offset = (j - (len(cards) - 1) / 2) * card_w * 0.55
            _card(surface, kind, (round(cx + offset), y), card_w, angle=-6 * (j - (len(cards) - 1) / 2))
        caption(surface, words, cx, y + card_h // 2 + 8, size, slot - 12, colour=INK)
        if i < len(groups) - 1:
            caption(surface, t("or"), slot * (i + 1), y - size // 2, size, slot // 3)
    caption(surface, t("Each is one shelter in your row."), width // 2, y + card_h // 2 + 10 + round(size * 1.5),
            size, width - 24)
    return surface


def block_chain(width: int) -> pygame.Surface:
    """Blocks answer each other: an odd number stops the action, an even number lets it happen."""
    card_w = max(44, min(70, width // 10))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    surface = canvas(width, card_h + 2 * size + 34)
    y = 12 + card_h // 2
    chain = [ATTACK, BLOCK, BLOCK]
    step = card_w + card_w // 2
    x0 = width // 2 - step - card_w // 2
    notes = (t("Attack"), t("Block"), t("another Block"))
    for i, kind in enumerate(chain):
        x = x0 + i * step
        rect = _card(surface, kind, (x, y), card_w, angle=(i - 1) * 4)
        caption(surface, notes[i], x, rect.bottom + 4, size, step - 4, colour=INK, bold=i == 2)
        if i:
            arrow(surface, (x - card_w // 2 - 2, y), (x - step + card_w // 2 + 4, y), max(3, card_w // 16))
    badge(surface, t("it happens"), (x0 + 3 * step, y), max(13, size + 2))
    caption(surface, t("An odd number of Blocks cancels the action; an even number lets it happen."), width // 2,
            y + card_h // 2 + 10 + round(size * 1.4), size, width - 24)
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "shelter_pair": shelter_pair,
    "block_chain": block_chain,
}
"""Name in a page's ``[picture: name]`` line -> its painter."""

__all__ = ["PICTURES"]
