"""Where the Llamas & Alpacas things sit: the row with the piles, your large board, the figures,
and the small boards inside the other seats' panels: the table's Layout part (``TableLayout``)
around the rectangles of one window size (``AlpacasLayout``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.alpacas.components import BOARD_CELLS, ROW_SIZE
from ...table.layout import TableFrame
from ...table.parts import Layout
from ...text import fit_text, text_width, wrap
from .art import card_height

if TYPE_CHECKING:
    from ...table.kit import Table

PANEL = (262, 172)
PANEL_WORDS = 100
"""Of a panel's height, the design pixels holding words (the header, the score and its word,
the treats' line): they grow with the player's Size."""
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
    row_label: list[str] = field(default_factory=list)
    """The row's label in the lines it has room for above the row."""

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
        # The row, the status line, the board's title and three board rows must fit the height
        # (the words' lines grow with the player's Size: the cards get smaller).
        label_h = row_label_height(frame, room)
        # the pile's and the discard's labels side by side, never over each other
        labels = (text_width(t("Pile · {count}", count=88), frame.text(13)) +
                  text_width(t("Discard · {count}", count=88), frame.text(13))) // 2 + round(10 * s)
        lines = round(frame.text(13) * 1.35)
        for _ in range(2):  # a row narrower than estimated may need the label's second line: sized again
            tallest = (h - top - frame.room(160, 110) - (label_h - round(24 * s))) // 4
            card_w = round(74 * s)
            for _ in range(2):  # the room between them depends on the cards' width, and the width on it
                apart = max(round(26 * s), labels - card_w - gap)
                card_w = min(round(74 * s), (room - 2 * gap - apart) // (ROW_SIZE + 2) - gap, int(tallest * 63 / 88))
            apart = max(round(26 * s), labels - card_w - gap)
            row_w = (ROW_SIZE + 1) * (card_w + gap) + apart + card_w
            needed = len(row_label_lines(frame.text(13), row_w + round(4 * s))) * lines + round(10 * s)
            if needed <= label_h:
                break
            label_h = needed
        card_h = card_height(card_w)
        lay = AlpacasLayout(card_w=card_w, mini_w=max(24, round(27 * s)), token=max(16, round(card_w * 0.3)))
        x = left + (room - row_w) // 2
        lay.row_label = row_label_lines(frame.text(13), row_w + round(4 * s))
        if len(lay.row_label) * lines + round(10 * s) > label_h:  # fewer lines than it needs: one, cut
            lay.row_label = [fit_text(" ".join(lay.row_label), frame.text(13), row_w + round(4 * s))]
        y = top + label_h  # room for the row's label (or the costs while dragging)
        for i in range(ROW_SIZE + 2):
            rect = pygame.Rect(x, y, card_w, card_h)
            if i < ROW_SIZE:
                lay.row.append(rect)
            elif i == ROW_SIZE:
                lay.pile = rect
            else:
                lay.discard = rect.move(apart, 0)
            x += card_w + gap
        frame.status_y = lay.pile.bottom + max(round(lay.token * 0.55) + round(8 * s), round(28 * s),
                                               round(6 * s) + round(frame.text(13) * 1.45))  # below the pile's label
        if frame.text_scale > s:  # larger words: the status line takes the middle's whole width
            frame.status_room = pygame.Rect(left, frame.status_y, room, frame.room(34, 34))
        cell_gap = round(8 * s)
        board_h = 3 * card_h + 2 * cell_gap + 2 * round(10 * s)
        board_top = max(frame.status_y + frame.room(62, 62), h - round(10 * s) - board_h)
        lay.board = pygame.Rect(0, board_top, 3 * card_w + 2 * cell_gap + 2 * round(10 * s), board_h)
        lay.board.centerx = (left + right) // 2
        # Keep clear of your own panel in the bottom-left corner (the starting card and its label between).
        start_label = text_width(t("Your starting card"), frame.text(13), True) + round(16 * s)
        clear = frame.me_panel.right + max(card_w + round(40 * s), start_label if frame.text_scale > s else 0)
        lay.board.left = max(lay.board.left, clear)
        if frame.text_scale > s:  # larger words: the board as far left as it may go, the tips' room on its right
            lay.board.left = min(lay.board.left, max(left, clear))
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


def row_label_lines(text_px: int, width: int) -> list[str]:
    """The row's label in the lines its band has room for (one, or two at a large Size; what
    is left after two ends in an ellipsis)."""
    text = t("The row: the first card is free; each card skipped takes a treat")
    lines = wrap(text, text_px, width)
    if len(lines) > 2:
        rest = (" " if " " in text else "").join(lines[1:])
        lines = [lines[0], fit_text(rest, text_px, width)]
    return lines


def row_label_height(frame: TableFrame, room: int) -> int:
    """The room above the row for its label's lines (or the costs while dragging)."""
    px, s = frame.text(13), frame.scale
    widest_row = (ROW_SIZE + 2) * (round(74 * s) + round(10 * s)) + round(26 * s)  # cards never wider than 74
    lines = len(row_label_lines(px, min(room - round(40 * s), widest_row)))
    if frame.text_scale > s:  # at a larger Size the row is narrower than the estimate: keep two lines
        lines = 2
    return max(round(24 * s), lines * round(px * 1.35) + round(10 * s))  # clear of the takeable cards' glow


def mini_height(scale: float) -> int:
    """The height of a mini card in a seat panel at ``scale``."""
    return card_height(max(24, round(27 * scale)))


class TableLayout(Layout):
    """The Layout part: panels tall enough for a small board, and the rectangles of ``AlpacasLayout``."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.rects = AlpacasLayout()
        """The game's rectangles at the current window size."""

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """Panels tall enough for three rows of mini cards at this window's scale."""
        scale = TableFrame.compute(size, self.table.match.num_players).scale
        needed = 50 * scale + 3 * mini_height(scale) + 2 * max(2, round(3 * scale)) + 12 * scale
        height = max(PANEL[1], round(needed / max(scale, 0.01)))
        return {"panel": (PANEL[0], height), "me_height": 150, "panel_words": PANEL_WORDS}

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


def layout_of(table: Table) -> TableLayout:
    """The table's Layout part, typed."""
    layout = table.parts.layout
    assert isinstance(layout, TableLayout)
    return layout
