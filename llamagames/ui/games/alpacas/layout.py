"""The Llamas & Alpacas table's Layout part (``TableLayout``): the rectangles of the window's
size (``geometry.AlpacasLayout``) and what the other parts ask of them: a seat's panel, where
its score and treats stand, where points and treats fly to, where a rival's board opens larger
on hover or keyboard focus (``zoom_rect``: beside its panel, clear of what the player reads)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ...scale import text_px
from ...session import describe_seat
from ...table.parts import Layout
from ...text import text_width
from .art import card_height
from .geometry import AlpacasLayout

if TYPE_CHECKING:
    from ...table.kit import Table

PANEL = (262, 150)
PANEL_WORDS = 100
"""Of a panel's height, the design pixels holding words (the header, the score and its word,
the treats' line): they grow with the player's Size."""
ZOOM_CARD = 58
"""A rival's board opened by hover or focus: its cards' width (design pixels)."""


class TableLayout(Layout):
    """The Layout part: the rivals' panels in the left column, and the rectangles of ``AlpacasLayout``."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.rects = AlpacasLayout()
        """The game's rectangles at the current window size."""

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """Your panel as tall as the kit's; the others are placed here (``panel_rect``)."""
        return {"panel": PANEL, "me_height": PANEL[1], "panel_words": PANEL_WORDS}

    def compute(self, size: tuple[int, int]) -> None:
        table = self.table
        px = text_px(table.text_scale)
        words = max((text_width(describe_seat(table.match.seats[seat]), px) for seat in self.rivals()), default=0)
        self.rects = AlpacasLayout.compute(table.frame, table.match.num_players - 1, words)

    def rivals(self) -> list[int]:
        """The other seats in their places (their panels top to bottom): the kit's ``around``."""
        return self.table.sight.around()

    def panel_rect(self, seat: int) -> pygame.Rect | None:
        others = self.rivals()
        if seat in others and len(self.rects.rivals) == len(others):
            return self.rects.rivals[others.index(seat)]
        return None

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """Your 3x3 board; the row's cards and the draw pile."""
        return {"own": [self.rects.board], "choices": [*self.rects.row, self.rects.pile]}

    def held(self) -> list[pygame.Rect]:
        """The row cards' colour bands with their letters, read at every glance: the keyboard's
        label for a space of your board stood on them (pt55: "Starting card in row 1, column 1"
        over the row's R, B, G)."""
        return [pygame.Rect(r.left, r.bottom - r.height * 22 // 100, r.width, r.height * 22 // 100) for r in self.rects.row]

    def kept(self) -> list[pygame.Rect]:
        """The row's band: its label, the row, the pile and the empty discard with their counts
        (a phone seat's "codes" tag stood on the discard's outline, then on the label)."""
        lay, table = self.rects, self.table
        if not lay.row:
            return []
        lines = round(table.small(13) * 1.35)
        top = lay.row[0].top - len(lay.row_label) * lines - round(6 * table.scale)
        bottom = lay.discard.bottom + lines + round(6 * table.scale)
        return [pygame.Rect(lay.row[0].left, top, lay.discard.right - lay.row[0].left, bottom - top)]

    def mini_cell(self, seat: int, cell: int) -> pygame.Rect:
        """``cell`` of ``seat``'s small board, in its panel."""
        return self.rects.mini_cell(self.table.panel_rect(seat), cell, self.table.scale)

    def cell_rect(self, seat: int, cell: int) -> pygame.Rect:
        """``cell`` of ``seat``'s board: the large one for the viewer, else the small one."""
        return self.rects.cells[cell] if seat == self.table.viewer else self.mini_cell(seat, cell)

    def score_centre(self, seat: int) -> tuple[int, int]:
        """The centre of ``seat``'s score in its panel: on the right of your own panel; beside
        a rival's small board, its number and "points" on one line (``score_rect``)."""
        rect, s = self.table.panel_rect(seat), self.table.scale
        if seat == self.table.viewer:
            return (rect.right - round(60 * s), rect.top + round(68 * s) + self.table.frame.header_growth)
        return self.score_rect(seat).center

    def score_rect(self, seat: int, score: str = "88") -> pygame.Rect:
        """Where a rival's score stands: its number (``score`` wide) and "points" on one line,
        left of its small board, between the header and the treats."""
        table, s = self.table, self.table.scale
        rect = table.panel_rect(seat)
        big, small = table.small(30), table.small(12)
        width = text_width(score, big, True) + round(4 * s) + text_width(t("points"), small)
        box = pygame.Rect(rect.left + round(12 * s), 0, width, round(big * 1.2))
        treats = self.treat_anchor(seat)[1] - round(table.small(15) * 0.6)
        box.centery = (rect.top + self.rects.header + treats) // 2
        box.top = max(box.top, rect.top + self.rects.header)  # under the subtitle, however tight
        return box

    def treat_anchor(self, seat: int) -> tuple[int, int]:
        """Where treats fly to and from ``seat``'s panel (its treats' line)."""
        rect, s = self.table.panel_rect(seat), self.table.scale
        if seat == self.table.viewer:
            return (self.score_centre(seat)[0], rect.bottom - round(24 * s))
        bottom = rect.top + self.rects.mini_below if self.rects.mini_below else rect.bottom  # over a board below
        return (rect.left + round(12 * s) + round(40 * s), bottom - round(20 * s))

    def score_digits(self, seat: int, score: int) -> pygame.Rect:
        """Where ``seat``'s score's digits stand in its panel (the points fly beside them)."""
        px = self.table.small(30)
        rect = pygame.Rect(0, 0, text_width(str(score), px, True), round(px * 1.2))
        if seat == self.table.viewer:
            rect.center = self.score_centre(seat)
        else:
            rect.midleft = self.score_rect(seat, str(score)).midleft
        return rect

    def score_anchor(self, seat: int, text: str = "+6", score: int = 88) -> tuple[int, int]:
        """Where points (``text``, drawn at ``floater_px``) land: beside ``seat``'s score, never
        on its digits; left of yours, right of a rival's "points" (its panel's left edge is
        near). The score takes the new value when they land."""
        s = self.table.scale
        half = text_width(text, floater_px(s), True) // 2
        digits = self.score_digits(seat, score)
        if seat == self.table.viewer:
            return (digits.left - round(8 * s) - half, digits.centery)
        spot = self.score_rect(seat, str(score))
        return (spot.right + round(8 * s) + half, digits.centery)

    def zoom_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s board opens larger: beside its panel, on the felt left of your
        board where that holds it, else wherever the table's room finds clear."""
        table, lay, s = self.table, self.rects, self.table.scale
        # from just right of the seats' column (the middle keeps 14 px from it): at 1152x720 and
        # 150% your larger board left the felt 5 px short of three rivals' boards opened larger,
        # and they opened over the row's label
        left = lay.middle.left - round(10 * s)
        felt = pygame.Rect(left, lay.board.top, lay.board.left - left, lay.board.height)
        size = zoom_size(lay, s, table.small(14), felt)
        panel = table.panel_rect(seat)
        whole = zoom_size(lay, s, table.small(14), pygame.Rect(felt.left, felt.top, lay.board.right - felt.left, felt.height))
        if zoom_card(lay, s, table.small(14), felt) < 0.7 * zoom_card(lay, s, table.small(14)):
            # the felt holds only cards about the small board's size (1152x720 at 150%: 28 px, its
            # title cut): the board opens as large as your board's felt holds it, over your board's
            # left (you are looking at the rival's, not yours), beside the seats' column
            spot = pygame.Rect((felt.left + round(4 * s), felt.top), whole)
            return spot.clamp(pygame.Rect(0, 0, *table.frame.size))
        spot = pygame.Rect((0, 0), size)
        spot.midleft = (felt.left + max(0, min(round(4 * s), felt.width - size[0])),
                        min(max(panel.centery, felt.top + size[1] // 2), table.frame.size[1] - size[1] // 2 - round(6 * s)))
        if felt.width >= size[0] and felt.contains(spot) and table.room.covered(spot) == 0:
            return spot
        return table.room.place(size, panel, gap=round(8 * s), sides=("right", "below", "above", "left"))

    def panel_icon(self) -> int:
        """The size of the treat icons in a seat panel."""
        return max(16, round(22 * self.table.scale))


def floater_px(scale: float) -> int:
    """The size of the points flying from a scored line to the score ("+4")."""
    return round(34 * scale)


def zoom_card(lay: AlpacasLayout, s: float, title_px: int = 0, felt: pygame.Rect | None = None) -> int:
    """The width of a card of a rival's board opened larger: as large as the felt left of your
    board holds (``felt``), never smaller than the small board's."""
    w = min(round(ZOOM_CARD * s), lay.card_w)
    if felt is not None:
        gap, pad = max(3, round(5 * s)), round(10 * s)
        across = (felt.width - round(8 * s) - 2 * gap - 2 * pad) // 3
        down = int((felt.height - round(title_px * 1.5) - 2 * gap - 2 * pad) / 3 * 63 / 88)
        w = min(w, across, down)
    return max(lay.mini_w + 8, w)


def zoom_size(lay: AlpacasLayout, s: float, title_px: int, felt: pygame.Rect | None = None) -> tuple[int, int]:
    """The size of a rival's board opened larger, its title line included."""
    w = zoom_card(lay, s, title_px, felt)
    gap, pad = max(3, round(5 * s)), round(10 * s)
    return (3 * w + 2 * gap + 2 * pad, round(title_px * 1.5) + 3 * card_height(w) + 2 * gap + 2 * pad)


def layout_of(table: Table) -> TableLayout:
    """The table's Layout part, typed."""
    layout = table.parts.layout
    assert isinstance(layout, TableLayout)
    return layout
