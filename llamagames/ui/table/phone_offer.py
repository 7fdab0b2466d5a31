"""The offer a table makes while a phone seat's phone is away: wait, give the seat to a bot, or
play it at the laptop; and the seat's phone taking it back from the laptop. Its own module so
the phone table keeps to its jobs (seats, hand, frame)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame

from ...i18n import t
from ..palette import CREAM, GOLD, INK, PANEL, PAPER
from ..text import draw_text, rounded_panel, wrap


def offer_layout(area: pygame.Rect, name: str, size: int, text_scale: float,
                 clear_of: Callable[[pygame.Rect, pygame.Rect], pygame.Rect], came: bool = True,
                 ) -> tuple[pygame.Rect, list[str], dict[str, pygame.Rect]]:
    """The offer's box, its lines and its two buttons (a bot, the laptop) in a window of ``area``,
    kept clear of the seat codes by ``clear_of``; ``came``: the phone was there and left (one
    that never came is not told to scan "again")."""
    width = min(area.width - 40, round(560 * text_scale))
    said = (t("Waiting for {name}'s phone. Scan the code again, or let the game go on:", name=name) if came
            else t("{name}'s phone has not joined yet. Scan the seat's code, or let the game go on:", name=name))
    lines = wrap(said, size, width - 32)
    button_h = size + 20
    box = pygame.Rect(0, 0, width, 24 + len(lines) * (size + 6) + 12 + button_h + 20)
    box.center = area.center
    box = clear_of(box, area)
    y = box.top + 16 + len(lines) * (size + 6) + 12
    half = (width - 48) // 2
    buttons = {key: pygame.Rect(box.left + 16 + index * (half + 16), y, half, button_h)
               for index, key in enumerate(("bot", "laptop"))}
    return box, lines, buttons


def draw_offer(surface: pygame.Surface, box: pygame.Rect, lines: list[str], buttons: dict[str, pygame.Rect],
               size: int, button_size: int) -> None:
    """The offer as ``offer_layout`` placed it."""
    labels = {"bot": t("Give the seat to a bot"), "laptop": t("Play it at the laptop")}
    rounded_panel(surface, box, PANEL, 235, radius=12, border=GOLD)
    y = box.top + 16
    for line in lines:
        draw_text(surface, line, size, (box.centerx, y), CREAM, anchor="midtop")
        y += size + 6
    for index, (key, rect) in enumerate(buttons.items()):
        rounded_panel(surface, rect, PAPER if index else GOLD, 255, radius=10)
        draw_text(surface, labels[key], button_size, rect.center, INK, anchor="center", bold=True)


def seat_back(table: Any, seat: int) -> None:
    """``seat``'s phone came back (its codes) while the laptop played it: the phone plays it
    again, and the laptop says so (a playtester's phone could not, and was told nothing)."""
    match = table.match
    match.seats = tuple(dataclasses.replace(s, phone=True) if i == seat else s for i, s in enumerate(match.seats))
    table.phone_seats.add(seat)
    table.at_laptop.discard(seat)
    table.chooser.close()
    table.parts.stage.cancel()
    table.seat_humans()
    said = t("{name}'s phone is back: the seat is played on it again.", name=table.names[seat])
    table.log.add(seat, said)
    table.toasts.show(said)
    table.parts.stage.sync(animate=False)
    table.controls.refresh()


__all__ = ["draw_offer", "offer_layout", "seat_back"]
