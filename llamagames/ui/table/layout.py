"""Where the shared parts of every table sit, computed from the window size alone.

One scale for the whole table (``ui_scale``), the top bar, a panel for every other seat
around the table (2 to 6 seats), your own panel, the move log, the action buttons and the
lines for the status and messages. A game's own layout starts from this frame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..scale import fitted_scale

# Seat slots around the table (fractions of the window), clockwise from the viewer's left.
_LEFT, _TOP_LEFT, _TOP, _TOP_RIGHT, _RIGHT = (0.105, 0.43), (0.29, 0.165), (0.5, 0.165), (0.71, 0.165), (0.895, 0.43)
SLOTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: (_TOP,),
    2: (_TOP_LEFT, _TOP_RIGHT),
    3: (_LEFT, _TOP, _RIGHT),
    4: (_LEFT, _TOP_LEFT, _TOP_RIGHT, _RIGHT),
    5: (_LEFT, _TOP_LEFT, _TOP, _TOP_RIGHT, _RIGHT),
}
"""Opponent count -> where their panels' centres go."""
TABLE_ROOM = 1.0
"""A table fills the window at 100%: a larger player size cannot make it larger (see fitted_scale)."""


@dataclass
class TableFrame:
    """The rectangles every table shares for one window size and player count."""

    size: tuple[int, int]
    num_players: int
    scale: float = 1.0
    top_bar: pygame.Rect = field(default_factory=pygame.Rect)
    panels: list[pygame.Rect] = field(default_factory=list)
    """One per other seat, clockwise from the viewer's left."""
    me_panel: pygame.Rect = field(default_factory=pygame.Rect)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: list[pygame.Rect] = field(default_factory=list)
    """The action buttons, bottom first, in the bottom-right corner."""
    top_buttons: list[pygame.Rect] = field(default_factory=list)
    """Menu, How to play: right-aligned in the top bar."""
    status_y: int = 0
    message_y: int = 0
    status_room: pygame.Rect | None = None
    """Where the status line must stay (it is centred in it); None: the middle of the window,
    clear of the log and button column."""

    @staticmethod
    def compute(
        size: tuple[int, int],
        num_players: int,
        *,
        buttons: int = 2,
        panel: tuple[int, int] = (232, 128),
        me_height: int = 156,
        status_y: float = 0.64,
    ) -> TableFrame:
        """The frame for ``num_players`` seats with ``buttons`` action buttons (Undo included)."""
        w, h = size
        s = fitted_scale(size, TABLE_ROOM)
        frame = TableFrame(size, num_players, s)
        frame.top_bar = pygame.Rect(0, 0, w, round(46 * s))
        bw, bh = round(104 * s), frame.top_bar.height - 10
        frame.top_buttons = [pygame.Rect(w - (i + 1) * (bw + 8) - 2, 5, bw, bh) for i in range(2)]
        panel_w, panel_h = round(panel[0] * s), round(panel[1] * s)
        me_h = round(me_height * s)
        frame.me_panel = pygame.Rect(round(16 * s), h - round(16 * s) - me_h, panel_w, me_h)
        area = pygame.Rect(0, frame.top_bar.bottom + 4, w, h - frame.top_bar.bottom - 4)
        for fx, fy in SLOTS[max(0, num_players - 1)]:
            rect = pygame.Rect(0, 0, panel_w, panel_h)
            rect.center = (round(w * fx), round(h * fy) + frame.top_bar.height // 2)
            rect.clamp_ip(area)
            frame.panels.append(rect)
        button_w = max(200, round(210 * s))
        primary_h, other_h, gap = max(40, round(48 * s)), max(34, round(40 * s)), max(8, round(10 * s))
        bottom = h - round(22 * s)
        for index in range(buttons):
            height = primary_h if index == 0 else other_h
            rect = pygame.Rect(0, 0, button_w, height)
            rect.bottomright = (w - round(20 * s), bottom)
            frame.buttons.append(rect)
            bottom = rect.top - gap
        log_w = max(button_w, round(250 * s))
        log_right = w - round(16 * s)
        column = pygame.Rect(log_right - log_w, 0, log_w, h)
        top = frame.top_bar.bottom + round(10 * s)
        for rect in frame.panels:
            if rect.colliderect(column):
                top = max(top, rect.bottom + round(10 * s))
        log_bottom = bottom - round(4 * s)
        frame.log = pygame.Rect(column.left, top, log_w, max(0, log_bottom - top))  # never under the buttons
        frame.status_y = round(h * status_y)
        frame.message_y = h - round(220 * s)
        return frame
