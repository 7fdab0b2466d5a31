"""Painting the seats in Llamas & Alpacas: each panel's score, treats and small board, and a
rival's board opened larger on hover or focus. One job of the table's painter (``painter.py``
composes it): what the others hold is drawn as their cards, readable at a glance."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas.components import BOARD_CELLS, MAX_TREATS
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT, TERRACOTTA
from ...table.parts import Painter
from ...text import draw_fitted, draw_text, fit_text, line_height, rounded_panel, text_width
from .art import card_height, treat_icon
from .layout import layout_of
from .stage import stage_of
from .tiles import mini_tile, open_spots


class SeatPainting(Painter):
    """The seats' part of the painter."""

    zoom_box: pygame.Rect | None = None
    """Where a rival's board opened larger was drawn in the last frame (None: not open)."""

    def draw_zoom(self, surface: pygame.Surface, seat: int) -> None:
        """A rival's board opened larger (hover or keyboard focus): beside its panel, never
        over it, its cards whole, under the title "Pablo's board"."""
        table, stage, layout = self.table, stage_of(self.table), layout_of(self.table)
        s = table.scale
        box = self.zoom_box = layout.zoom_rect(seat)
        table.room.keep(box)
        panel = table.panel_rect(seat)
        rounded_panel(surface, box, (30, 44, 20), 240, radius=round(12 * s), border=SKY_BRIGHT, border_width=2)
        link = pygame.Rect(0, 0, round(6 * s), round(6 * s))  # a thin bridge from the panel says whose it is
        if box.left >= panel.right:
            link = pygame.Rect(panel.right, panel.centery - round(3 * s), box.left - panel.right, round(6 * s))
            if box.top <= panel.centery <= box.bottom:
                pygame.draw.rect(surface, SKY_BRIGHT, link)
        px = table.small(14)
        title = fit_text(t("{name}'s board", name=table.names[seat]), px, box.width - round(16 * s), True)
        draw_text(surface, title, px, (box.centerx, box.top + round(6 * s)), CREAM, anchor="midtop", bold=True)
        w = (box.width - 2 * round(10 * s) - 2 * max(3, round(5 * s))) // 3  # the size zoom_rect made room for
        gap, pad = max(3, round(5 * s)), round(10 * s)
        top = box.top + round(px * 1.5)
        board = stage.view.boards[seat]
        for cell in range(BOARD_CELLS):
            r, c = divmod(cell, 3)
            rect = pygame.Rect(box.left + pad + c * (w + gap), top + pad + r * (card_height(w) + gap), w, card_height(w))
            card = board[cell]
            if card is None:
                pygame.draw.rect(surface, (70, 52, 34), rect, border_radius=max(3, w // 9))
                if cell in (spots := open_spots(board)):
                    self.draw_spot(surface, rect, spots[cell])
            else:
                surface.blit(stage.cards.base(card, w), rect)

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        table, stage, layout = self.table, stage_of(self.table), layout_of(self.table)
        s = table.scale
        pad = round(12 * s)
        # the panel may be drawn into a picture of its own: where it stands on the table -> here
        shift = (rect.left - table.panel_rect(seat).left, rect.top - table.panel_rect(seat).top)
        if seat == table.viewer:
            centre = layout.score_centre(seat)
            score = draw_text(surface, str(stage.shown_scores[seat]), table.small(30),
                              (centre[0] + shift[0], centre[1] + shift[1]), GOLD, anchor="center", bold=True, shadow=INK)
            draw_text(surface, t("points"), table.small(12), (score.centerx, score.bottom), CREAM, anchor="midtop")
            score_x = score.centerx
        else:  # a rival: the number and "points" on one line left of the small board
            spot = layout.score_rect(seat, str(stage.shown_scores[seat])).move(shift)
            score = draw_text(surface, str(stage.shown_scores[seat]), table.small(30), spot.midleft,
                              GOLD, anchor="midleft", bold=True, shadow=INK)
            words = draw_text(surface, t("points"), table.small(12), (score.right + round(4 * s), score.bottom - round(6 * s)),
                              CREAM, anchor="bottomleft")
            if stage.shown_scores[seat] >= 18:  # what the kit's badge says, here clear of the small board
                badge = pygame.Rect(0, 0, text_width("18+", table.small(12), True) + round(10 * s), round(table.small(12) * 1.4))
                badge.midleft = (words.right + round(6 * s), words.centery)
                pygame.draw.rect(surface, TERRACOTTA, badge, border_radius=6)
                draw_text(surface, "18+", table.small(12), badge.center, CREAM, anchor="center", bold=True)
            score_x = spot.left + layout.panel_icon() // 2 + round(30 * s)
        icon = layout.panel_icon()
        clovers, carrots = stage.shown_treats[seat]
        y = layout.treat_anchor(seat)[1] + shift[1]
        for k, (kind, count) in enumerate(((0, clovers), (1, carrots))):
            x = score_x - round(30 * s) + k * round(52 * s)
            surface.blit(treat_icon(kind, icon), treat_icon(kind, icon).get_rect(midright=(x + icon // 2, y)))
            draw_text(surface, f"{count}", table.small(15), (x + icon // 2 + 3, y), CREAM, anchor="midleft", bold=True)
        if seat == table.viewer:
            total = clovers + carrots
            # left of the first treat, on two lines (its own ending at the icons' line) where one
            # would run over the icons (a longer language at 150%)
            room = score_x - round(30 * s) - icon // 2 - round(6 * s) - (rect.left + pad)
            step = line_height(table.small(13))
            box = pygame.Rect(rect.left + pad, y + step // 2 - 2 * step, max(room, 1), 2 * step)
            draw_fitted(surface, t("{count} of {most} treats", count=total, most=MAX_TREATS), table.small(13), box,
                        CREAM, anchor="bottomleft")
            return
        board = stage.view.boards[seat]
        spots = open_spots(board)
        for cell in range(BOARD_CELLS):
            cell_rect = layout.rects.mini_cell(rect, cell, s)
            card = board[cell]
            if card is None or card in stage.incoming:
                pygame.draw.rect(surface, (70, 52, 34), cell_rect, border_radius=3)
                if cell in spots and card is None:
                    self.draw_spot(surface, cell_rect, spots[cell])
            elif layout.rects.tile_w:  # three rivals: wider tiles, their digits large
                surface.blit(mini_tile(card, cell_rect.width, cell_rect.height), cell_rect)
            else:
                surface.blit(stage.cards.base(card, layout.rects.mini_w), cell_rect)

    def draw_spot(self, surface: pygame.Surface, rect: pygame.Rect, worth: int) -> None:
        """An empty space where a card would finish one of the board's lines: a gold outline and
        the most it scores there ("+4"), so a rival's threat reads at a glance (the cards alone
        left a player to work it out across three rows of tiny cards)."""
        width = max(1, round(2 * self.table.scale))
        pygame.draw.rect(surface, GOLD, rect.inflate(-2, -2), width, border_radius=max(3, rect.height // 6))
        label = f"+{worth}"
        px = max(12, min(round(rect.height * 0.65), self.table.small(13))) if rect.height >= 16 else 0
        if px >= 12 and text_width(label, px, True) <= rect.width - 2 * width - 2:
            draw_text(surface, label, px, rect.center, GOLD, anchor="center", bold=True)

    def seat_signature(self, seat: int) -> Any:
        stage = stage_of(self.table)
        board = tuple(None if c in stage.incoming else c for c in stage.view.boards[seat])
        return (board, stage.shown_scores[seat], tuple(stage.shown_treats[seat]), layout_of(self.table).rects.mini_w,
                layout_of(self.table).rects.tile_w, seat == self.table.viewer)


__all__ = ["SeatPainting"]
