"""Where the Llamas & Alpacas things sit: the row with the piles, your large board, the figures,
and the small boards inside the other seats' panels: the table's Layout part (``TableLayout``)
around the rectangles of one window size (``AlpacasLayout``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ....rules.alpacas.components import BOARD_CELLS, ROW_SIZE
from ...table.layout import TableFrame
from ...table.parts import Layout
from .art import card_height

if TYPE_CHECKING:
    from ...table.scene import TableScene

PANEL = (262, 172)
"""Seat panels are taller than the kit's default: they hold a small 3x3 board."""


@dataclass
class AlpacasLayout:
    """The game's own rectangles for one window size (the shared ones are in the frame)."""

    card_w: int = 70
    mini_w: int = 26
    token: int = 22
    row: list[pygame.Rect] = field(default_factory=list)
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    board: pygame.Rect = field(default_factory=pygame.Rect)
    cells: list[pygame.Rect] = field(default_factory=list)
    start_spot: pygame.Rect = field(default_factory=pygame.Rect)
    figures: list[tuple[tuple[int, int], int]] = field(default_factory=list)

    @staticmethod
    def compute(frame: TableFrame) -> AlpacasLayout:
        """The layout in ``frame``; it also sets the frame's status and message lines."""
        w, h = frame.size
        s = frame.scale
        left = round(20 * s)
        for panel in frame.panels:  # a panel on the left side keeps the middle clear of it
            if panel.centerx < w * 0.2:
                left = max(left, panel.right + round(10 * s))
        right = frame.log.left - round(14 * s)
        for panel in frame.panels:  # and one on the right side (a wider window puts it over the log)
            if panel.centerx > w * 0.8:
                right = min(right, panel.left - round(14 * s))
        room = right - left
        gap = round(10 * s)
        top = frame.top_bar.bottom + round(8 * s)
        for panel in frame.panels:
            if panel.right > left and panel.left < right:
                top = max(top, panel.bottom + round(6 * s))
        # The row, the status line, the board's title and three board rows must fit the height.
        tallest = (h - top - round(160 * s)) // 4
        card_w = min(round(74 * s), (room - 2 * gap - round(26 * s)) // (ROW_SIZE + 2) - gap,
                     int(tallest * 63 / 88))
        card_h = card_height(card_w)
        lay = AlpacasLayout(card_w=card_w, mini_w=max(24, round(27 * s)), token=max(16, round(card_w * 0.3)))
        row_w = (ROW_SIZE + 1) * (card_w + gap) + round(26 * s) + card_w
        x = left + (room - row_w) // 2
        y = top + round(24 * s)  # room for the row's label (or the costs while dragging)
        for i in range(ROW_SIZE + 2):
            rect = pygame.Rect(x, y, card_w, card_h)
            if i < ROW_SIZE:
                lay.row.append(rect)
            elif i == ROW_SIZE:
                lay.pile = rect
            else:
                lay.discard = rect.move(round(26 * s), 0)
            x += card_w + gap
        frame.status_y = lay.pile.bottom + max(round(lay.token * 0.55) + round(8 * s), round(28 * s))
        cell_gap = round(8 * s)
        board_h = 3 * card_h + 2 * cell_gap + 2 * round(10 * s)
        board_top = max(frame.status_y + round(62 * s), h - round(10 * s) - board_h)
        lay.board = pygame.Rect(0, board_top, 3 * card_w + 2 * cell_gap + 2 * round(10 * s), board_h)
        lay.board.centerx = (left + right) // 2
        # Keep clear of your own panel in the bottom-left corner.
        lay.board.left = max(lay.board.left, frame.me_panel.right + card_w + round(40 * s))
        for cell in range(BOARD_CELLS):
            r, c = divmod(cell, 3)
            lay.cells.append(pygame.Rect(lay.board.left + round(10 * s) + c * (card_w + cell_gap),
                                         lay.board.top + round(10 * s) + r * (card_h + cell_gap), card_w, card_h))
        lay.start_spot = pygame.Rect(0, 0, card_w, card_h)
        lay.start_spot.midright = (lay.board.left - round(24 * s), lay.board.centery)
        frame.message_y = lay.board.top + card_h // 2 + round(20 * s)
        figure_h = round(112 * s)
        foot_y = lay.board.bottom - round(6 * s)
        lay.figures = [
            ((lay.start_spot.centerx, foot_y), figure_h),
            ((min(lay.board.right + round(70 * s), right - round(50 * s)), foot_y), figure_h),
        ]
        return lay

    def mini_cell(self, panel: pygame.Rect, cell: int, scale: float) -> pygame.Rect:
        """The rectangle of ``cell`` of the small board in a seat panel."""
        w, h = self.mini_w, card_height(self.mini_w)
        gap = max(2, round(3 * scale))
        board_h = 3 * h + 2 * gap
        left = panel.left + round(12 * scale)
        top = panel.bottom - round(8 * scale) - board_h
        r, c = divmod(cell, 3)
        return pygame.Rect(left + c * (w + gap), top + r * (h + gap), w, h)


def mini_height(scale: float) -> int:
    """The height of a mini card in a seat panel at ``scale``."""
    return card_height(max(24, round(27 * scale)))


class TableLayout(Layout):
    """The Layout part: panels tall enough for a small board, and the rectangles of ``AlpacasLayout``."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.rects = AlpacasLayout()
        """The game's rectangles at the current window size."""

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """Panels tall enough for three rows of mini cards at this window's scale."""
        scale = TableFrame.compute(size, self.table.match.num_players).scale
        needed = 50 * scale + 3 * mini_height(scale) + 2 * max(2, round(3 * scale)) + 12 * scale
        height = max(PANEL[1], round(needed / max(scale, 0.01)))
        return {"panel": (PANEL[0], height), "me_height": 150}

    def compute(self, size: tuple[int, int]) -> None:
        self.rects = AlpacasLayout.compute(self.table.frame)

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """Your 3x3 board; the row's cards and the draw pile."""
        return {"own": [self.rects.board], "choices": [*self.rects.row, self.rects.pile]}

    def mini_cell(self, seat: int, cell: int) -> pygame.Rect:
        """``cell`` of ``seat``'s small board, in its panel."""
        return self.rects.mini_cell(self.table.panel_rect(seat), cell, self.table.scale)

    def cell_rect(self, seat: int, cell: int) -> pygame.Rect:
        """``cell`` of ``seat``'s board: the large one for the viewer, else the small one."""
        return self.rects.cells[cell] if seat == self.table.viewer else self.mini_cell(seat, cell)

    def treat_anchor(self, seat: int) -> tuple[int, int]:
        """Where treats fly to and from ``seat``'s panel."""
        rect = self.table.panel_rect(seat)
        return (rect.right - round(60 * self.table.scale), rect.bottom - round(30 * self.table.scale))

    def score_anchor(self, seat: int) -> tuple[int, int]:
        """Where points fly to: ``seat``'s score."""
        rect = self.table.panel_rect(seat)
        return (rect.right - round(60 * self.table.scale), rect.top + round(70 * self.table.scale))

    def panel_icon(self) -> int:
        """The size of the treat icons in a seat panel."""
        return max(16, round(22 * self.table.scale))


def layout_of(table: TableScene) -> TableLayout:
    """The table's Layout part, typed."""
    layout = table.parts.layout
    assert isinstance(layout, TableLayout)
    return layout
