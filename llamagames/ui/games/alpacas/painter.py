"""Drawing the Llamas & Alpacas table: the row of six with its treats, the piles, your large
board with the space under the held card, the other boards in their seats' panels, what
flies above everything, and the words of the frame (status line, "Last round!", "18+")."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas import PASS, Phase
from ....rules.alpacas.actions import PAY_TREATS
from ....rules.alpacas.components import BOARD_CELLS, MAX_TREATS
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT, TERRACOTTA
from ...table.parts import Painter
from ...text import draw_text, fit_text, rounded_panel, text_width, wrap
from ...widgets.cards import CardSprite
from .art import treat_icon
from .choices import treat_words
from .intents import Piece, intents_of, skipped, takeable
from .layout import layout_of
from .reactions import reactions_of
from .stage import stage_of


def wrapped(text: str, px: int, width: int) -> list[str]:
    """At most three lines of bold ``text`` within ``width``."""
    return [fit_text(line, px, width, True) for line in wrap(text, px, width, bold=True)[:3]]


def start_label_rect(table: Any) -> pygame.Rect:
    """Where "Your starting card" is written: over the card, but (wider than it) kept clear of
    the board's frame on its right; the first-game tip keeps clear of it too."""
    lay, s = layout_of(table).rects, table.scale
    label, px = t("Your starting card"), table.small(13)
    width, height = text_width(label, px, True) + 2, round(px * 1.3)
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (lay.start_spot.centerx, lay.start_spot.top - round(6 * s))
    rect.right = min(rect.right, lay.board.left - round(8 * s))
    return rect


class AlpacasPainter(Painter):
    """Paints what the stage holds where the layout puts it."""

    # -- the middle ----------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        table, stage = self.table, stage_of(self.table)
        s = table.scale
        lay = layout_of(table).rects
        held = stage.held()
        lifted = held[1] if held is not None and stage.drag.dragging is not None else None
        # The row, its slots and the treats lying on each card.
        label_px = table.small(13)
        band = lay.row[0].union(lay.discard).inflate(round(24 * s), round(40 * s))
        band.top = lay.row[0].top - max(round(22 * s), len(lay.row_label) * round(label_px * 1.35) + round(10 * s))
        for rect, words in ((lay.pile, t("Pile · {count}", count=88)), (lay.discard, t("Discard · {count}", count=88))):
            half = text_width(words, label_px) // 2 + round(8 * s)  # the labels under the cards stay on the band
            band.union_ip(pygame.Rect(rect.centerx - half, band.top, 2 * half, band.height))
        # the pile's and the discard's labels lie on the band, never across its edge
        band.height = max(band.height, lay.discard.bottom + round(6 * s) + round(label_px * 1.45) - band.top)
        rounded_panel(surface, band, (30, 44, 20), 90, radius=round(14 * s))
        costs = skipped(held, stage.view, table.viewer)
        if not costs:  # while dragging, the costs take the label's place
            for k, line in enumerate(lay.row_label):
                draw_text(surface, fit_text(line, label_px, band.width - round(20 * s)), label_px,
                          (lay.row[0].left, band.top + round(3 * s) + k * round(label_px * 1.35)), CREAM)
        for slot in lay.row:
            pygame.draw.rect(surface, (255, 255, 255), slot, 1, border_radius=max(4, lay.card_w // 9))
        open_ = takeable(table.legal(), stage.view.phase)
        waiting: list[CardSprite] = []
        for index, card in enumerate(stage.view.row):
            sprite = stage.sprites.get(card)
            if sprite is None or card == lifted:
                continue
            if lay.board.collidepoint(sprite.pos):
                waiting.append(sprite)  # dropped on your board while the chooser asks: drawn on it
                continue
            sprite.dim = open_ is not None and index not in open_
            if card in costs:
                halo = sprite.rect().inflate(round(12 * s), round(12 * s))
                rounded_panel(surface, halo, GOLD, 200, radius=round(10 * s))
            stage.cards.draw(surface, sprite)
            self.draw_row_treats(surface, sprite, stage.shown_row_treats.get(card, (0, 0)))
        for index, card in enumerate(stage.view.row):
            if card in costs:
                self.draw_cost(surface, index, costs[card])
        self.draw_pile(surface)
        self.draw_discard(surface)
        self.draw_board(surface, held)
        for sprite in waiting:
            stage.cards.draw(surface, sprite, shadow_offset=3)
        for figure in stage.figures:
            figure.draw(surface)

    def draw_row_treats(self, surface: pygame.Surface, sprite: CardSprite, treats: tuple[int, int]) -> None:
        """The treats lying on a row card: small tokens above its colour band, counted when many."""
        if treats == (0, 0):
            return
        size = layout_of(self.table).rects.token
        rect = sprite.rect()
        y = rect.bottom - round(rect.height * 0.19) - size // 2
        parts: list[tuple[int, int]] = [(kind, count) for kind, count in enumerate(treats) if count]
        px = max(12, round(12 * self.table.scale))  # a count on a piece: as large as the piece, not the words
        gap = layout_of(self.table).rects.row[1].left - layout_of(self.table).rects.row[0].right
        while True:  # tiny cards (a crowded table): the tokens get smaller before they reach the next card
            widths = [size + (text_width(f"×{n}", px, True) + 2 if n > 1 else 0) for _, n in parts]
            total = sum(widths) + (len(parts) - 1) * 2
            if total + 6 <= rect.width + 2 * gap or size <= 8:
                break
            size -= 1
        x = rect.centerx - total // 2
        backing = pygame.Rect(x - 3, y - size // 2 - 2, total + 6, size + 4)
        rounded_panel(surface, backing, INK, 170, radius=backing.height // 2)
        for (kind, count), width in zip(parts, widths):
            icon = treat_icon(kind, size)
            surface.blit(icon, icon.get_rect(midleft=(x, y)))
            if count > 1:
                draw_text(surface, f"×{count}", px, (x + size + 1, y), CREAM, anchor="midleft", bold=True)
            x += width + 2

    def draw_cost(self, surface: pygame.Surface, index: int, codes: set[int]) -> None:
        """Above a card to be skipped: the treat(s) it will take, or "?" when you will choose."""
        lay, s = layout_of(self.table).rects, self.table.scale
        slot = lay.row[index]
        size = max(16, min(round(lay.token * 1.2), round(22 * s)))
        y = slot.top - round(11 * s)
        if len(codes) == 1:
            clovers, carrots = PAY_TREATS[next(iter(codes))]
            kinds = [0] * clovers + [1] * carrots
            disc = pygame.Rect(0, 0, size * len(kinds) + round(10 * s), size + round(10 * s))
            disc.center = (slot.centerx, y)
            rounded_panel(surface, disc, INK, 200, radius=disc.height // 2)
            for k, kind in enumerate(kinds):
                icon = treat_icon(kind, size)
                surface.blit(icon, icon.get_rect(center=(slot.centerx + (k - (len(kinds) - 1) / 2) * size, y)))
        elif codes:
            disc = pygame.Rect(0, 0, slot.width, size)
            disc.center = (slot.centerx, y)
            rounded_panel(surface, disc, INK, 210, radius=disc.height // 2)
            draw_text(surface, t("1 or 2"), self.table.small(13), disc.center, GOLD, anchor="center", bold=True)

    def draw_pile(self, surface: pygame.Surface) -> None:
        stage, lay, s = stage_of(self.table), layout_of(self.table).rects, self.table.scale
        rect = lay.pile
        count = stage.view.pile_size
        for i in range(min(5, (count + 9) // 10)):
            sprite = CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0, width=lay.card_w, face_up=False)
            stage.cards.draw(surface, sprite, shadow_offset=3 if i == 0 else 0)
        if count == 0:
            pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, lay.card_w // 9))
        draw_text(surface, t("Pile · {count}", count=count), self.table.small(13),
                  (rect.centerx, rect.bottom + round(6 * s)), CREAM, anchor="midtop", shadow=INK)

    def draw_discard(self, surface: pygame.Surface) -> None:
        stage, lay, s = stage_of(self.table), layout_of(self.table).rects, self.table.scale
        rect = lay.discard
        pygame.draw.rect(surface, (255, 255, 255), rect, 1, border_radius=max(4, lay.card_w // 9))
        if stage.discard_top is not None:
            stage.cards.draw(surface, CardSprite(stage.discard_top, rect.centerx, rect.centery, angle=-4.0,
                                                 width=lay.card_w), shadow_offset=2)
        draw_text(surface, t("Discard · {count}", count=len(stage.view.discard)), self.table.small(13),
                  (rect.centerx, rect.bottom + round(6 * s)), CREAM, anchor="midtop", shadow=INK)

    def draw_board(self, surface: pygame.Surface, held: Piece | None) -> None:
        table, stage, intents = self.table, stage_of(self.table), intents_of(self.table)
        s = table.scale
        lay = layout_of(table).rects
        rounded_panel(surface, lay.board, (86, 60, 36), 235, radius=round(16 * s), border=(52, 34, 20), border_width=3)
        mine = table.names[table.viewer] if len(table.humans) != 1 else "Your"
        title = t("Your board") if mine == "Your" else t("{name}'s board", name=mine)
        draw_text(surface, title, table.small(14), (lay.board.centerx, lay.board.top - round(4 * s)), CREAM,
                  anchor="midbottom", bold=True, shadow=INK)
        for rect, alpha in stage.glow_lines:
            rounded_panel(surface, rect, GOLD, max(0, min(255, round(200 * alpha))), radius=round(12 * s))
        board = stage.view.boards[table.viewer]
        lifted = held[1] if held is not None and stage.drag.dragging is not None else None
        hover_cell = intents.cell_at(stage.drag_pos) if stage.drag_pos is not None else None
        for cell, rect in enumerate(lay.cells):
            pygame.draw.rect(surface, (64, 44, 26), rect, border_radius=max(4, lay.card_w // 9))
            if board[cell] is None and held is not None:
                ok = intents.candidates(held, cell)
                colour = SKY_BRIGHT if ok else (130, 110, 90)
                width = 3 if ok else 1
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=max(4, lay.card_w // 9))
        for card in board:
            if card is None or card == lifted:
                continue
            sprite = stage.sprites.get(card)
            if sprite is not None:
                sprite.glow = held is not None and held[1] == card and stage.drag.dragging is None
                stage.cards.draw(surface, sprite, shadow_offset=3)
        start = stage.view.start_cards[table.viewer] if stage.view.phase is Phase.SETUP else None
        if start is not None and start != lifted and start in stage.sprites:
            sprite = stage.sprites[start]
            sprite.glow = table.my_turn()
            stage.cards.draw(surface, sprite)
            label_rect = start_label_rect(table)
            draw_text(surface, t("Your starting card"), table.small(13), label_rect.midbottom, GOLD,
                      anchor="midbottom", bold=True, shadow=INK)
        if held is not None and hover_cell is not None:
            self.draw_hover(surface, held, hover_cell)

    def draw_hover(self, surface: pygame.Surface, held: Piece, cell: int) -> None:
        """Under the held card's space: what the drop would cost, or why it is refused."""
        table, lay = self.table, layout_of(self.table).rects
        rect = lay.cells[cell]
        reason = intents_of(table).drop_reason(held, cell)
        if reason is None:
            text, colour = self.cost_words(held, cell), SKY_BRIGHT
        else:
            text, colour = table.moves.reason_words(reason), TERRACOTTA
            pygame.draw.rect(surface, TERRACOTTA, rect.inflate(6, 6), 3, border_radius=max(4, lay.card_w // 9))
        px = table.small(14)
        s = table.scale
        room = table.frame.log.left - lay.board.right - round(24 * s)
        beside = room >= round(150 * s)
        width = room if beside else min(round(520 * s), table.frame.size[0] - round(40 * s))
        width = min(width, round(360 * s)) if beside else width
        lines = wrapped(text, px, width - round(20 * s))
        box = pygame.Rect(0, 0, width, len(lines) * (px + 4) + round(12 * s))
        if beside:
            box.midleft = (lay.board.right + round(12 * s), rect.centery)
        else:
            box.midbottom = (lay.board.centerx, rect.top - round(10 * s))
        box.clamp_ip(surface.get_rect())
        rounded_panel(surface, box, INK, 235, radius=round(10 * s), border=colour, border_width=2)
        for k, line in enumerate(lines):
            draw_text(surface, line, px, (box.centerx, box.top + round(6 * s) + k * (px + 4)), colour,
                      anchor="midtop", bold=True)

    def cost_words(self, held: Piece, cell: int) -> str:
        """What dropping ``held`` on ``cell`` does, in words (its cost, what it collects)."""
        kind, card = held
        view, intents = stage_of(self.table).view, intents_of(self.table)
        r, c = divmod(cell, 3)
        where = t("row {row}, column {column}", row=r + 1, column=c + 1)
        if kind == "start":
            return t("Place your starting card on {where}", where=where)
        if kind == "board":
            options = intents.candidates(held, cell)
            extra = t(" (you will name the wild card's value)") if len(options) > 1 else ""
            return t("Move it to {where}{extra}", where=where, extra=extra)
        index = view.row.index(card)
        options = intents.candidates(held, cell)
        if index == 0:
            cost = t("Free")
        else:
            pays = {a.pay for a in options}
            spent = {(sum(PAY_TREATS[p][0] for p in pay), sum(PAY_TREATS[p][1] for p in pay)) for pay in pays}
            words = t(" or ").join(treat_words(*pair) for pair in sorted(spent))
            cost = t("Costs {treats}", treats=words) + (t(" (you choose where the double goes)") if len(pays) > 1 else "")
        got = view.row_treats[index]
        extra = t(", you collect {treats}", treats=treat_words(*got)) if got != (0, 0) else ""
        if len({a.leave for a in options}) > 1 or any(a.leave != (0, 0) for a in options):
            extra += t("; over {count} treats, some go onto the next card", count=MAX_TREATS)
        return t("{cost}{extra}: onto {where}", cost=cost, extra=extra, where=where)

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
        for floater in stage.floaters:
            draw_text(surface, floater.text, round(34 * s), (floater.x, floater.y), GOLD, anchor="center", bold=True,
                      shadow=INK)
        stage.spitter.draw(surface, s)
        held = stage.drag.dragging
        if held is not None and held[1] in stage.sprites:
            stage.cards.draw(surface, stage.sprites[held[1]], shadow_offset=14)

    # -- the seats' panels ---------------------------------------------------------------------
    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        table, stage, layout = self.table, stage_of(self.table), layout_of(self.table)
        s = table.scale
        pad = round(12 * s)
        score_x = rect.right - round(60 * s)
        grown = table.frame.header_growth
        score = draw_text(surface, str(stage.shown_scores[seat]), table.small(30), (score_x, rect.top + round(68 * s) + grown),
                          GOLD, anchor="center", bold=True, shadow=INK)
        draw_text(surface, t("points"), table.small(12), (score_x, score.bottom), CREAM, anchor="midtop")
        icon = layout.panel_icon()
        clovers, carrots = stage.shown_treats[seat]
        y = rect.bottom - round(24 * s)
        for k, (kind, count) in enumerate(((0, clovers), (1, carrots))):
            x = score_x - round(30 * s) + k * round(52 * s)
            surface.blit(treat_icon(kind, icon), treat_icon(kind, icon).get_rect(midright=(x + icon // 2, y)))
            draw_text(surface, f"{count}", table.small(15), (x + icon // 2 + 3, y), CREAM, anchor="midleft", bold=True)
        if seat == table.viewer:
            total = clovers + carrots
            draw_text(surface, t("{count} of {most} treats", count=total, most=MAX_TREATS), table.small(13),
                      (rect.left + pad, y), CREAM, anchor="midleft")
            return
        board = stage.view.boards[seat]
        for cell in range(BOARD_CELLS):
            cell_rect = layout.rects.mini_cell(rect, cell, s)
            card = board[cell]
            if card is None or card in stage.incoming:
                pygame.draw.rect(surface, (70, 52, 34), cell_rect, border_radius=3)
            else:
                surface.blit(stage.cards.base(card, layout.rects.mini_w), cell_rect)

    def seat_signature(self, seat: int) -> Any:
        stage = stage_of(self.table)
        board = tuple(None if c in stage.incoming else c for c in stage.view.boards[seat])
        return (board, stage.shown_scores[seat], tuple(stage.shown_treats[seat]), layout_of(self.table).rects.mini_w,
                seat == self.table.viewer)

    # -- words of the frame --------------------------------------------------------------------
    def top_bar_info(self) -> str:
        view = stage_of(self.table).view
        return t("Last round!") if view.end_triggered and view.phase is not Phase.OVER else ""

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return ("18+",) if stage_of(self.table).view.scores[seat] >= 18 else ()

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
