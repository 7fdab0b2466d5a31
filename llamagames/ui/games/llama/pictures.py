"""L.L.A.M.A.'s How-to-play pictures, drawn with the game's own cards.

- ``card_on_card``: a 3 on the discard pile; a 3 and a 4 fit on it, a 6 does not.
- ``llama_after_six``: the circle of values, a llama going onto a 6 and a 1 onto a llama.
- ``hand_score``: a hand left at the end of a round and what it costs (each value once).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....i18n import t
from ....rules.llama import LLAMA_CARD, penalty
from ... import assets
from ...widgets.cards import card_height
from ...widgets.picture_kit import arrow, badge, canvas, caption, cross, tick


def _card(surface: pygame.Surface, value: int, centre: tuple[int, int], width: int, angle: float = 0.0,
          dim: bool = False) -> pygame.Rect:
    image = assets.llama_card(value, width)
    if dim:
        image = image.copy()
        image.fill((130, 130, 130), special_flags=pygame.BLEND_RGB_MULT)
    if angle:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    rect = image.get_rect(center=centre)
    shadow = assets.card_shadow(width)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 4)))
    surface.blit(image, rect)
    return rect


def card_on_card(width: int) -> pygame.Surface:
    """What fits on the discard pile: the same value or the next one up."""
    card_w = max(44, min(78, width // 9))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    height = card_h + 2 * size + 24
    surface = canvas(width, height)
    top = 14 + card_h // 2
    pile_x = width // 5
    _card(surface, 2, (pile_x - 4, top + 2), card_w, angle=6)
    _card(surface, 3, (pile_x, top), card_w)
    caption(surface, t("The discard pile"), pile_x, top + card_h // 2 + 8, size, width // 3)
    hand = [(3, True), (4, True), (6, False)]
    left = pile_x + card_w + card_w // 2
    step = (width - left - 12) // 3
    xs = [left + step // 2 + i * step for i in range(3)]
    words = (t("same value"), t("one up"), t("not now"))
    for x, (value, fits), word in zip(xs, hand, words):
        rect = _card(surface, value, (x, top), card_w, dim=not fits)
        (tick if fits else cross)(surface, (rect.right - 4, rect.top + 4), max(9, card_w // 6))
        caption(surface, word, x, rect.bottom + 8, size, step - 8, bold=fits)
    arrow(surface, (xs[0] - card_w // 2 - 8, top), (pile_x + card_w // 2 + 10, top), max(3, card_w // 16))
    return surface


def llama_after_six(width: int) -> pygame.Surface:
    """The values go round: 1 … 6, llama, and a 1 again after the llama."""
    values = [1, 2, 3, 4, 5, 6, LLAMA_CARD, 1]
    card_w = max(40, min(64, (width - 40) // (len(values) + 1)))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    surface = canvas(width, card_h + 2 * size + 36)
    gap = (width - len(values) * card_w) // (len(values) + 1)
    y = 14 + card_h // 2
    for i, value in enumerate(values):
        x = gap + i * (card_w + gap) + card_w // 2
        _card(surface, value, (x, y), card_w)
        if i:
            arrow(surface, (x - card_w // 2 - gap + 4, y), (x - card_w // 2 - 3, y), max(2, card_w // 20))
    caption(surface, t("After a 6 comes a llama, and after a llama a 1 again."), width // 2, y + card_h // 2 + 10,
            size, width - 24)
    return surface


def hand_score(width: int) -> pygame.Surface:
    """Cards left in hand cost their values, each value counted once; a llama costs 10."""
    hand = [3, 3, 5, LLAMA_CARD]
    card_w = max(44, min(70, width // 9))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    surface = canvas(width, card_h + 2 * size + 40)
    y = 14 + card_h // 2
    x0 = width // 6
    for i, value in enumerate(hand):
        _card(surface, value, (x0 + i * (card_w * 3 // 4), y), card_w, angle=(1.5 - i) * 4)
    total = penalty(hand)
    words = t("3 + 5 + 10 = {total} points: the second 3 costs nothing", total=total)
    badge(surface, f"= {total}", (x0 + 4 * (card_w * 3 // 4) + card_w, y), max(14, size + 4))
    caption(surface, words, width // 2, y + card_h // 2 + 12, size, width - 24)
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "card_on_card": card_on_card,
    "llama_after_six": llama_after_six,
    "hand_score": hand_score,
}
"""Name in a page's ``[picture: name]`` line -> its painter."""

__all__ = ["PICTURES"]
