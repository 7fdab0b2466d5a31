"""Short messages over the table: a refusal with its reason, or a word from the match.

A toast stays a few seconds and fades; a new one replaces the old (one sentence at a time
is what a player reads). Refusals look like refusals (rust with a gold edge).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..palette import CREAM, GOLD, PANEL
from ..text import draw_text, rounded_panel, text_width
from .clear_room import ClearRoom
from .move_log import wrap

TOAST_TIME = 4.0
MAX_WIDTH = 460
"""A toast's widest line at scale 1: a longer sentence wraps (a line across the whole table
covers everything on its way and is hard to read)."""
MAX_LINES = 4
FADE_TIME = 0.4
REFUSAL = (120, 40, 24)


@dataclass
class Toast:
    text: str
    refusal: bool
    left: float = TOAST_TIME


class Toasts:
    """The current toast, if any."""

    def __init__(self) -> None:
        self.current: Toast | None = None

    def show(self, text: str, *, refusal: bool = False, seconds: float = TOAST_TIME) -> None:
        self.current = Toast(text, refusal, seconds) if text else None

    def clear(self) -> None:
        self.current = None

    @property
    def text(self) -> str:
        return self.current.text if self.current is not None else ""

    def update(self, dt: float) -> None:
        if self.current is not None:
            self.current.left -= dt
            if self.current.left <= 0:
                self.current = None

    def draw(self, surface: pygame.Surface, bottom_centre: tuple[int, int], scale: float,
             room: ClearRoom | None = None) -> None:
        """The toast at ``bottom_centre``, or, with the frame's ``room``, at the spot nearest
        to it that covers none of what the player reads (the tip, the status line, panels)."""
        toast = self.current
        if toast is None:
            return
        size = round(18 * scale)
        max_w = min(surface.get_width() - round(120 * scale), round(MAX_WIDTH * scale))
        lines = wrap(toast.text, size, max_w, True)[:MAX_LINES]
        line_h = round(size * 1.35)
        width = max(text_width(line, size, True) for line in lines) + round(36 * scale)
        box = pygame.Rect(0, 0, width, line_h * len(lines) + round(16 * scale))
        box.midbottom = bottom_centre
        if room is not None:
            box = room.place(box.size, pygame.Rect(bottom_centre, (0, 0)), gap=0,
                             sides=("above", "below", "right", "left", "on"), within=room.messages)
            room.keep(box)
        alpha = 235 if toast.left > FADE_TIME else round(235 * toast.left / FADE_TIME)
        rounded_panel(surface, box, REFUSAL if toast.refusal else PANEL, alpha, radius=10, border=GOLD)
        y = box.top + round(8 * scale)
        for line in lines:
            draw_text(surface, line, size, (box.centerx, y), CREAM, anchor="midtop", bold=True)
            y += line_h
