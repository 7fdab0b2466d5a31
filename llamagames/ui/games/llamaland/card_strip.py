"""A seat's own llama cards as a row of small cards: crop colour, crop icon and points each.

The collection panel and a rival's enlarged estate show them, so a player sees which llamas
were fed (and what each is worth), not only a total. Cards never overlap (an overlapped card
hid its number: six cards read "1", "1", "1"): those that do not fit whole give their place to
one chip that says how many more there are and what they are worth together ("+3: 24 pts").
"""

from __future__ import annotations

import pygame

from ....i18n import t
from ... import assets
from ...palette import PAPER, RUST
from ...text import draw_text, text_width
from .painting import ICON_FILES
from .pieces import CROP_COLOUR

GAP = 3
"""Pixels between two cards of the strip."""


def _card_size(h: int, cards: tuple[tuple[str, int], ...]) -> tuple[int, int, int]:
    """(width, icon, text size) of a card as tall as ``h``: wide enough for its icon beside
    its widest number ("12" once read "2", its "1" under the icon)."""
    icon = max(8, round(h * 0.62))
    px = max(10, round(h * 0.62))
    digits = max(text_width(str(points), px, True) for _, points in cards)
    return max(20, round(h * 1.55), 3 + icon + 3 + digits + 4), icon, px


def more_words(cards: tuple[tuple[str, int], ...]) -> str:
    """The summary chip's words for the cards that did not fit: how many, worth how much."""
    points = sum(p for _, p in cards)
    if points == 1:
        return t("+{count}: {points} pt", count=len(cards), points=points)
    return t("+{count}: {points} pts", count=len(cards), points=points)


def strip_layout(at: pygame.Rect, cards: tuple[tuple[str, int], ...]
                 ) -> tuple[list[tuple[pygame.Rect, pygame.Rect, int]], tuple[pygame.Rect, str, int] | None]:
    """The cards shown whole (each card's rectangle, its icon's and its text size), left to
    right and never overlapping, and the summary chip for the rest (its rectangle, words and
    text size), or None when every card fits."""
    if not cards:
        return [], None
    h = at.height
    w, icon, px = _card_size(h, cards)

    def cards_at(n: int) -> list[tuple[pygame.Rect, pygame.Rect, int]]:
        found = []
        for i in range(n):
            card = pygame.Rect(at.x + i * (w + GAP), at.y, w, h)
            found.append((card, pygame.Rect(card.x + 3, card.centery - icon // 2, icon, icon), px))
        return found

    if len(cards) * w + (len(cards) - 1) * GAP <= at.width:
        return cards_at(len(cards)), None
    for shown in range(len(cards) - 1, -1, -1):
        words = more_words(cards[shown:])
        size = px
        chip_w = text_width(words, size, True) + 10
        left = at.x + shown * (w + GAP)
        while shown == 0 and left + chip_w > at.right and size > 9:  # no card fits beside it: smaller words
            size -= 1
            chip_w = text_width(words, size, True) + 10
        if left + chip_w <= at.right or shown == 0:
            return cards_at(shown), (pygame.Rect(left, at.y, min(chip_w, at.width), h), words, size)
    raise AssertionError("unreachable: no card shown always fits")


def strip_cards(at: pygame.Rect, cards: tuple[tuple[str, int], ...]) -> list[tuple[pygame.Rect, pygame.Rect, int]]:
    """The cards shown whole in ``at``: each card's rectangle, its icon's and its text size."""
    return strip_layout(at, cards)[0]


def draw_card_strip(surface: pygame.Surface, at: pygame.Rect, cards: tuple[tuple[str, int], ...]) -> None:
    """``cards`` ((crop, points), ...) left to right in ``at``, as tall as ``at``; those that
    do not fit summed up on the last chip."""
    h = at.height
    shown, more = strip_layout(at, cards)
    for (crop, points), (card, icon, px) in zip(cards, shown):
        pygame.draw.rect(surface, PAPER, card, border_radius=max(2, h // 5))
        pygame.draw.rect(surface, CROP_COLOUR[crop], card, max(2, h // 8), border_radius=max(2, h // 5))
        surface.blit(assets.art_icon("llamaland", ICON_FILES[crop], icon.width), icon.topleft)
        draw_text(surface, str(points), px, (card.right - 3, card.centery), RUST, anchor="midright", bold=True)
    if more is not None:
        chip, words, px = more
        pygame.draw.rect(surface, PAPER, chip, border_radius=max(2, h // 5))
        pygame.draw.rect(surface, RUST, chip, max(1, h // 12), border_radius=max(2, h // 5))
        draw_text(surface, words, px, chip.center, RUST, anchor="center", bold=True)


def own_strip(at: pygame.Rect, size: int, line: int, s: float) -> pygame.Rect:
    """Where your own llama cards stand in your collection ``at``: under the crops (text
    ``size``), as tall as the line of text ``line`` under them."""
    icon = max(12, round(size * 1.1))
    return pygame.Rect(at.x, at.y + icon + round(4 * s), at.width - round(6 * s), round(line * 1.4))


def points_line(at: pygame.Rect, size: int, line: int, s: float) -> pygame.Rect:
    """Where your collection's line of points and foundation tiles left stands, under the
    crops (text ``size``) and the card strip (text ``line``): drawn there, and its tooltip's piece."""
    icon = max(12, round(size * 1.1))
    top = at.y + icon + round(4 * s) + round(line * 1.4) + round(3 * s)
    return pygame.Rect(at.x, top, at.width, round(line * 1.35))


__all__ = ["draw_card_strip", "more_words", "own_strip", "points_line", "strip_cards", "strip_layout"]
