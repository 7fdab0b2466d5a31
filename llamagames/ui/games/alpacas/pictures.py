"""Llamas & Alpacas' How-to-play pictures, drawn with the game's own cards and treats.

- ``scored_line``: a card completing a row of three on a board, and what that line scores
  (counted by the rules' own scoring, never by this picture).
- ``row_payment``: taking the third card of the row: the two cards passed over each get a
  treat (a clover on a llama, a carrot on an alpaca).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....i18n import t
from ....rules.alpacas import score_placement
from ....rules.alpacas.components import ALPACA, CARDS, CARROT, CLOVER, LLAMA
from ...palette import INK
from ...widgets.picture_kit import arrow, badge, canvas, caption
from .art import card_height, card_image, treat_icon


def card_id(animal: int, digit: int, colour: int) -> int:
    """The first card of the deck with this animal, digit and colour (0 pink .. 3 blue)."""
    return CARDS.index((animal, digit, colour))


def scored_line(width: int) -> pygame.Surface:
    """Three llamas, one colour, 2-3-4 in order: a row meeting all three conditions."""
    card_w = max(40, min(64, width // 11))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    gap = max(4, card_w // 10)
    board_w, board_h = 3 * card_w + 4 * gap, 3 * card_h + 4 * gap
    surface = canvas(width, board_h + 2 * size + 30)
    board = pygame.Rect(width // 3 - board_w // 2, 12, board_w, board_h)
    pygame.draw.rect(surface, (74, 52, 38), board, border_radius=gap * 2)
    cells: list[int | None] = [None] * 9
    row = [card_id(LLAMA, 2, 2), card_id(LLAMA, 3, 2), card_id(LLAMA, 4, 2)]
    cells[3], cells[4], cells[5] = row
    cells[0] = card_id(ALPACA, 1, 3)
    for index in range(9):
        rect = pygame.Rect(board.x + gap + (index % 3) * (card_w + gap), board.y + gap + (index // 3) * (card_h + gap),
                           card_w, card_h)
        card = cells[index]
        if card is None:
            pygame.draw.rect(surface, (98, 72, 54), rect, border_radius=gap)
        else:
            lift = -gap if index == 5 else 0
            surface.blit(card_image(card, card_w), rect.move(0, lift))
    points = sum(p for _, p in score_placement(tuple(cells), 5))
    last = pygame.Rect(board.x + gap + 2 * (card_w + gap), board.y + gap + (card_h + gap), card_w, card_h)
    pygame.draw.rect(surface, INK, pygame.Rect(board.x + gap // 2, last.y - gap // 2, board_w - gap, card_h + gap),
                     max(2, gap // 2), border_radius=gap)
    right = board.right + (width - board.right) // 2
    badge(surface, f"+{points}", (right, board.centery - size * 2), max(16, size + 6))
    lines = (t("same animal"), t("same colour"), t("2, 3, 4 in order"))
    for i, line in enumerate(lines):
        caption(surface, line, right, board.centery + i * round(size * 1.5), size,
                width - board.right - 24, colour=INK)
    caption(surface, t("All three conditions: 6 points, and the line leaves the board."), width // 2,
            board.bottom + 8, size, width - 24)
    return surface


def row_payment(width: int) -> pygame.Surface:
    """Taking a later card of the row: a treat on every card passed over."""
    row = [card_id(LLAMA, 1, 0), card_id(ALPACA, 4, 1), card_id(LLAMA, 2, 3), card_id(ALPACA, 3, 2)]
    card_w = max(40, min(64, width // 9))
    card_h = card_height(card_w)
    size = max(12, card_w // 5)
    surface = canvas(width, card_h * 3 // 2 + 2 * size + 28)
    gap = card_w // 3
    x0 = (width - len(row) * card_w - (len(row) - 1) * gap) // 2
    y = 12
    for i, card in enumerate(row):
        rect = pygame.Rect(x0 + i * (card_w + gap), y + (card_h // 2 if i == 2 else 0), card_w, card_h)
        surface.blit(card_image(card, card_w), rect)
        if i < 2:
            treat = CLOVER if CARDS[card][0] == LLAMA else CARROT
            icon = treat_icon(treat, max(16, card_w // 2))
            surface.blit(icon, icon.get_rect(center=(rect.centerx, rect.bottom + icon.get_height() // 2 + 4)))
    taken = pygame.Rect(x0 + 2 * (card_w + gap), y + card_h // 2, card_w, card_h)
    arrow(surface, (taken.centerx, y + 4), (taken.centerx, taken.top - 4), max(3, card_w // 16))
    caption(surface, t("Passed over: a clover on each llama, a carrot on each alpaca."),
            width // 2, y + card_h * 3 // 2 + 10, size, width - 24)
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "scored_line": scored_line,
    "row_payment": row_payment,
}
"""Name in a page's ``[picture: name]`` line -> its painter."""

__all__ = ["PICTURES"]
