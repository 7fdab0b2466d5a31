"""Where everything sits on the L.L.A.M.A. table, computed from the window size alone."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..widgets.cards import card_height

# Seat slots around the table (fractions of the window), clockwise from the viewer's left.
_LEFT, _TOP_LEFT, _TOP, _TOP_RIGHT, _RIGHT = (0.105, 0.43), (0.29, 0.165), (0.5, 0.165), (0.71, 0.165), (0.895, 0.43)
SLOTS = {
    1: (_TOP,),
    2: (_TOP_LEFT, _TOP_RIGHT),
    3: (_LEFT, _TOP, _RIGHT),
    4: (_LEFT, _TOP_LEFT, _TOP_RIGHT, _RIGHT),
    5: (_LEFT, _TOP_LEFT, _TOP, _TOP_RIGHT, _RIGHT),
}


@dataclass
class TableLayout:
    """Every rectangle of the table for one window size and player count."""

    size: tuple[int, int]
    num_players: int
    scale: float = 1.0
    top_bar: pygame.Rect = field(default_factory=pygame.Rect)
    card_w: int = 96
    pile_w: int = 92
    small_w: int = 40
    draw_pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    fan_anchor: tuple[int, int] = (0, 0)
    fan_width: int = 600
    me_panel: pygame.Rect = field(default_factory=pygame.Rect)
    panels: list[pygame.Rect] = field(default_factory=list)
    status_y: int = 0
    log_y: int = 0
    message_y: int = 0
    llamas: list[tuple[tuple[int, int], int]] = field(default_factory=list)
    quit_button: pygame.Rect = field(default_factory=pygame.Rect)
    undo_button: pygame.Rect = field(default_factory=pygame.Rect)
    chip_d: int = 26

    @staticmethod
    def compute(size: tuple[int, int], num_players: int) -> "TableLayout":
        w, h = size
        s = min(w / 1280, h / 800)
        lay = TableLayout(size, num_players, s)
        lay.top_bar = pygame.Rect(0, 0, w, round(46 * s))
        lay.card_w = round(112 * s)
        lay.pile_w = round(92 * s)
        lay.small_w = round(38 * s)
        lay.chip_d = max(16, round(24 * s))
        pile_h = card_height(lay.pile_w)
        cx, cy = w // 2, round(h * 0.47)
        gap = round(34 * s)
        lay.draw_pile = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.draw_pile.midright = (cx - gap // 2, cy)
        lay.discard = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.discard.midleft = (cx + gap // 2, cy)
        lay.status_y = lay.discard.bottom + round(28 * s)
        lay.log_y = lay.status_y + round(30 * s)
        hand_h = card_height(lay.card_w)
        lay.fan_anchor = (cx, h - round(16 * s))
        lay.fan_width = min(round(w * 0.52), round(780 * s))
        lay.message_y = h - hand_h - round(70 * s)
        panel_w, panel_h = round(232 * s), round(128 * s)
        # Your panel is taller: its status line sits above a chip stack that may be nine high.
        me_h = round(156 * s)
        lay.me_panel = pygame.Rect(round(16 * s), h - round(16 * s) - me_h, panel_w, me_h)
        lay.quit_button = pygame.Rect(0, 0, max(200, round(210 * s)), max(40, round(48 * s)))
        lay.quit_button.bottomright = (w - round(20 * s), h - round(22 * s))
        lay.undo_button = pygame.Rect(0, 0, lay.quit_button.width, max(34, round(40 * s)))
        lay.undo_button.bottomright = (lay.quit_button.right, lay.quit_button.top - max(8, round(10 * s)))
        lay.panels = []
        for fx, fy in SLOTS.get(num_players - 1, ()):
            rect = pygame.Rect(0, 0, panel_w, panel_h)
            rect.center = (round(w * fx), round(h * fy) + lay.top_bar.height // 2)
            rect.clamp_ip(pygame.Rect(0, lay.top_bar.bottom + 4, w, h))
            lay.panels.append(rect)
        figure_h = round(118 * s)
        foot_y = lay.discard.bottom - round(4 * s)
        lay.llamas = [
            ((lay.draw_pile.left - round(92 * s), foot_y), figure_h),
            ((lay.discard.right + round(92 * s), foot_y), figure_h),
        ]
        return lay
