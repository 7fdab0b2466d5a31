"""Drawing the Llamas & Alpacas table: the kit's Painter part, composed of one module per job
(``row_paint.py``: the row and its piles; ``board_paint.py``: your board and the drop note;
``seat_paint.py``: the seats' panels and a rival's board opened larger). Here: the order the
middle is drawn in, what flies above everything (cards, treats, the scoring moment), and the
words of the frame (status line, "Last round!", "18+")."""

from __future__ import annotations

import pygame

from ....i18n import t
from ....rules.alpacas import PASS, Phase
from ...palette import GOLD, INK
from ...text import draw_text, rounded_panel
from .art import treat_icon
from .board_paint import BoardPainting
from .layout import ZOOM_CARD, floater_px, layout_of
from .moment import tag_px
from .reactions import reactions_of
from .row_paint import RowPainting
from .seat_paint import SeatPainting
from .stage import stage_of


class AlpacasPainter(RowPainting, BoardPainting, SeatPainting):
    """Paints what the stage holds where the layout puts it."""

    # -- the middle ----------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        stage = stage_of(self.table)
        held = stage.held()
        waiting = self.draw_row(surface, held)
        self.draw_board(surface, held)
        for sprite in waiting:
            stage.cards.draw(surface, sprite, shadow_offset=3)
        for figure in stage.figures:
            figure.draw(surface)

    # -- above everything ----------------------------------------------------------------------
    def draw_over(self, surface: pygame.Surface) -> None:
        table, stage, lay = self.table, stage_of(self.table), layout_of(self.table).rects
        s = table.scale
        reactions_of(table).effects.draw(surface)
        for sprite in list(stage.incoming.values()):
            stage.cards.draw(surface, sprite, shadow_offset=8)
        for sprite in stage.leaving:
            if sprite.glow:
                halo = sprite.rect().inflate(round(10 * s), round(10 * s))
                rounded_panel(surface, halo, GOLD, 230, radius=round(10 * s))
            stage.cards.draw(surface, sprite, shadow_offset=6)
        for token in stage.tokens:
            icon = treat_icon(token.kind, lay.token)
            surface.blit(icon, icon.get_rect(center=(round(token.x), round(token.y))))
        stage.spitter.draw(surface, s)
        self.draw_moments(surface)
        held_piece, cell = stage.held(), self.aimed_cell()
        if held_piece is not None and cell is not None:
            self.draw_drop_note(surface, held_piece, cell)
        zoom = stage.zoom_seat()
        self.zoom_box = None
        lay = layout_of(table).rects
        if zoom is not None and lay.mini_w < min(round(ZOOM_CARD * s), lay.card_w):  # as large already: opens no larger
            self.draw_zoom(surface, zoom)
        held = stage.drag.dragging
        if held is not None and held[1] in stage.sprites:
            stage.cards.draw(surface, stage.sprites[held[1]], shadow_offset=14)

    def draw_moments(self, surface: pygame.Surface) -> None:
        """The scoring moment: the tag beside the scored lines ("+4: three llamas, one
        colour"), where the stage placed it, and the points in the air."""
        table, stage, s = self.table, stage_of(self.table), self.table.scale
        for tag in stage.moments.tags:
            if tag.box is None or tag.alpha <= 0:
                continue
            table.room.keep(tag.box)
            alpha = max(0, min(255, round(tag.alpha)))
            rounded_panel(surface, tag.box, INK, round(235 * alpha / 255), radius=round(10 * s), border=GOLD,
                          border_width=2)
            if alpha < 120:
                continue  # coming or going: the panel only (text has no alpha of its own)
            px = tag_px(table, tag)
            y = tag.box.top + round(6 * s)
            for line in tag.words:
                draw_text(surface, line, px, (tag.box.centerx, y), GOLD, anchor="midtop", bold=True)
                y += round(px * 1.3)
        for points in stage.moments.points:
            if points.flying:
                draw_text(surface, points.text, floater_px(s), (points.x, points.y), GOLD, anchor="center", bold=True,
                          shadow=INK)

    # -- words of the frame --------------------------------------------------------------------
    def top_bar_info(self) -> str:
        view = stage_of(self.table).view
        return t("Last round!") if view.end_triggered and view.phase is not Phase.OVER else ""

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        """Your panel's "18+" (a rival's stands beside its score: the kit's badges stack where
        its small board is)."""
        return ("18+",) if seat == self.table.viewer and stage_of(self.table).view.scores[seat] >= 18 else ()

    def status_line(self) -> str:
        table, view = self.table, stage_of(self.table).view
        last = t("Last round! ") if view.end_triggered and view.phase is not Phase.OVER else ""
        if table.chooser.open is not None:
            return t("Choose in the list (or Esc to take the card back).")
        if not table.my_turn():
            return last + table.status.default()
        if view.phase is Phase.SETUP:
            return t("Drag your starting card onto any space of your board.")
        if PASS in table.legal():
            return last + t("Your board is full: press Pass (P).")
        return last + t("Your turn: take a card from the row, or move one of yours.")


__all__ = ["AlpacasPainter"]
