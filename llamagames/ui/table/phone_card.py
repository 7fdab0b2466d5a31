"""The pictures of a phone seat's codes on the laptop: the whole card (the QR code and its
words) and, where the table has no room for it, the short card (the address and the room and
seat codes, with a "Show QR" control) that never covers a board, an estate or a hand.

Pure drawing: where a card stands is ``phone_codes``'s job.
"""

from __future__ import annotations

import pygame

from ...i18n import t
from ...phones.qr import modules
from ..palette import INK, PAPER, RUST, WHITE
from ..text import draw_text, rounded_panel, text_width

QR_LEAST = 96
"""The smallest QR code drawn (pixels): a phone's camera still reads it from a hand's length."""


def qr_surface(text: str, size: int) -> pygame.Surface:
    """``text`` as a QR code about ``size`` pixels square (whole pixels per module)."""
    rows = modules(text)
    count = len(rows)
    cell = max(2, size // count)
    image = pygame.Surface((cell * count, cell * count))
    image.fill(WHITE)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                image.fill((0, 0, 0), (x * cell, y * cell, cell, cell))
    return image


def whole_card(code: pygame.Surface, lines: list[str], size: int) -> pygame.Surface:
    """The QR ``code`` above its ``lines`` (the last two, the room and seat codes, in bold)."""
    width = max(code.get_width(), *(text_width(line, size) for line in lines)) + 16
    image = pygame.Surface((width, code.get_height() + 16 + len(lines) * (size + 4)), pygame.SRCALPHA)
    box = image.get_rect()
    rounded_panel(image, box, PAPER, 245, radius=10, border=RUST)
    image.blit(code, code.get_rect(midtop=(box.centerx, 8)))
    y = 12 + code.get_height()
    for index, line in enumerate(lines):
        draw_text(image, line, size, (box.centerx, y), INK, anchor="midtop", bold=index >= len(lines) - 2)
        y += size + 4
    return image


def short_card(name: str, address: str, room: str, seat: str, size: int) -> pygame.Surface:
    """The codes without the picture: "{name}: codes" and a "Show QR" button on the first row,
    then the short address and the room and seat codes a friend types on the phone's join page.
    The whole card is the control (a click shows the QR over the table until a click folds it)."""
    title, button = t("{name}: codes", name=name), t("Show QR")
    rows = [address, t("Room {code}", code=room), t("Seat code {code}", code=seat)]  # narrow: it fits an
    # estate panel's empty corner where the felt is taken (Llamaland at 1366x768, 150%)
    pad, gap = 8, 3
    button_w = text_width(button, size, bold=True) + 2 * pad
    first = text_width(title, size, bold=True) + pad + button_w
    width = max(first, *(text_width(row, size, bold=True) for row in rows)) + 2 * pad
    height = pad + (size + 6) + len(rows) * (size + gap) + pad
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    box = image.get_rect()
    rounded_panel(image, box, PAPER, 245, radius=8, border=RUST)
    draw_text(image, title, size, (pad, pad + 3), INK, anchor="topleft", bold=True)
    knob = pygame.Rect(box.right - pad - button_w, pad - 2, button_w, size + 8)
    rounded_panel(image, knob, RUST, 255, radius=6)
    draw_text(image, button, size, knob.center, WHITE, anchor="center", bold=True)
    y = pad + size + 6 + gap
    for index, row in enumerate(rows):
        draw_text(image, row, size, (pad, y), INK, anchor="topleft", bold=index > 0)
        y += size + gap
    return image


__all__ = ["QR_LEAST", "qr_surface", "short_card", "whole_card"]
