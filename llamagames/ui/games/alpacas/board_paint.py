"""Painting your board in Llamas & Alpacas: its nine spaces and cards, the starting card and its
label, where a held card may go, the lines a drop completes, and the note at the drop point
(what it scores over what it costs, or why it is refused). One job of the table's painter
(``painter.py`` composes it): the board is where a player plans, so what a drop does is said
where it happens."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas import Phase
from ....rules.alpacas.actions import PAY_TREATS
from ....rules.alpacas.components import MAX_TREATS
from ...palette import CREAM, GOLD, INK, SKY_BRIGHT, TERRACOTTA
from ...table.parts import Painter
from ...text import draw_text, line_height, rounded_panel, text_width, wrap
from .choices import treat_words
from .drops import Piece
from .gain import DropGain, drop_gain, gain_words, worth_rule
from .intents import intents_of
from .layout import layout_of
from .measures import start_label_lines
from .stage import stage_of


def start_label_name(table: Any) -> str | None:
    """Whose starting card the label names: None ("Your") where the laptop's one player is
    the viewer, else the viewer's name (a phone's seat shown at the laptop)."""
    return None if table.speaks_to_viewer() else table.names[table.viewer]


def start_label_rect(table: Any) -> pygame.Rect:
    """Where "Your starting card" is written: over the card, but (wider than it) kept clear of
    the board's frame on its right; the first-game tip keeps clear of it too."""
    lay, s = layout_of(table).rects, table.scale
    px = table.small(13)
    lines = start_label_lines(px, lay.board_w, s, start_label_name(table), lay.start_within)
    width, height = max(text_width(line, px, True) for line in lines) + 2, round(px * 1.3) * len(lines)
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (lay.start_spot.centerx, lay.start_spot.top - round(6 * s))
    rect.right = min(rect.right, lay.board.left - round(8 * s))
    return rect


class BoardPainting(Painter):
    """Your board's part of the painter."""

    def draw_board(self, surface: pygame.Surface, held: Piece | None) -> None:
        table, stage, intents = self.table, stage_of(self.table), intents_of(self.table)
        s = table.scale
        lay = layout_of(table).rects
        rounded_panel(surface, lay.board, (86, 60, 36), 235, radius=round(16 * s), border=(52, 34, 20), border_width=3)
        title = t("Your board") if table.speaks_to_viewer() else t("{name}'s board", name=table.names[table.viewer])
        draw_text(surface, title, table.small(14), (lay.board.centerx, lay.board.top - round(4 * s)), CREAM,
                  anchor="midbottom", bold=True, shadow=INK)
        for rect, alpha in stage.glow_lines:
            rounded_panel(surface, rect, GOLD, max(0, min(255, round(200 * alpha))), radius=round(12 * s))
        board = stage.view.boards[table.viewer]
        # Your board's empty squares are a picture: where the felt has no room for a message (a
        # long toast at 1280x720 and 150%, the cards at their 100% size), it lies over them
        # rather than over words or the cards on it.
        table.room.soften(lay.board)
        table.room.keep_all(lay.cells[cell] for cell, card in enumerate(board) if card is not None)
        lifted = held[1] if held is not None and stage.drag.dragging is not None else None
        hover_cell = self.aimed_cell()
        if held is not None and hover_cell is not None:  # the lines this drop completes light up
            for line in self.hover_gain(held, hover_cell).scoring:
                rects = [lay.cells[i] for i in line.cells]
                glow = rects[0].unionall(rects[1:]).inflate(round(14 * s), round(14 * s))
                rounded_panel(surface, glow, GOLD, 190, radius=round(12 * s))
        for cell, rect in enumerate(lay.cells):
            pygame.draw.rect(surface, (64, 44, 26), rect, border_radius=max(4, lay.board_w // 9))
            if board[cell] is None and held is not None:
                ok = intents.candidates(held, cell)
                colour = SKY_BRIGHT if ok else (130, 110, 90)
                width = 3 if ok else 1
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=max(4, lay.board_w // 9))
        for card in board:
            if card is None or card == lifted:
                continue
            sprite = stage.sprites.get(card)
            if sprite is not None:
                sprite.glow = held is not None and held[1] == card and stage.drag.dragging is None
                sprite.lift = 0.0  # a row card picked up with the keys was lifted in the row
                stage.cards.draw(surface, sprite, shadow_offset=3)
        start = stage.view.start_cards[table.viewer] if stage.view.phase is Phase.SETUP else None
        if start is not None and start != lifted and start in stage.sprites:
            sprite = stage.sprites[start]
            sprite.glow = table.my_turn()
            stage.cards.draw(surface, sprite)
            label_rect, px = start_label_rect(table), table.small(13)
            lines = start_label_lines(px, lay.board_w, s, start_label_name(table), lay.start_within)
            for k, words in enumerate(lines):  # one line, or two with large words
                bottom = label_rect.bottom - (len(lines) - 1 - k) * round(px * 1.3)
                draw_text(surface, words, px, (label_rect.centerx, bottom), GOLD, anchor="midbottom", bold=True,
                          shadow=INK)
        if held is not None and hover_cell is not None and intents.drop_reason(held, hover_cell) is not None:
            rect = lay.cells[hover_cell]
            pygame.draw.rect(surface, TERRACOTTA, rect.inflate(6, 6), 3, border_radius=max(4, lay.card_w // 9))

    def hover_gain(self, held: Piece, cell: int) -> DropGain:
        """What dropping ``held`` on ``cell`` scores (nothing where the drop is refused)."""
        table = self.table
        return drop_gain(intents_of(table).candidates(held, cell), stage_of(table).view, table.viewer)

    def draw_drop_note(self, surface: pygame.Surface, held: Piece, cell: int) -> None:
        """At the drop point, beside the held card's row of your board: what the drop scores
        ("+4: three llamas, one colour", large, in gold) over what it costs, or why it is
        refused; where the table's room finds it clear of what the player reads."""
        table, lay, s = self.table, layout_of(self.table).rects, self.table.scale
        rect = lay.cells[cell]
        reason = intents_of(table).drop_reason(held, cell)
        gain = "" if reason is not None else gain_words(self.hover_gain(held, cell))
        text, colour = (self.cost_words(held, cell), SKY_BRIGHT) if reason is None else (table.moves.reason_words(reason), TERRACOTTA)
        rule = worth_rule() if reason is None and held[0] != "start" else ""
        px, big, fine = table.small(14), table.small(17), table.small(12)
        # a line's step holds its glyphs (a longer language's accents ran into the next line)
        step, fine_step = max(px + 4, line_height(px)), max(fine + 3, line_height(fine))
        band = pygame.Rect(lay.board.left, rect.top, lay.board.width, rect.height)  # the drop point's row
        sprite = stage_of(table).sprites.get(held[1])
        avoid = [sprite.rect()] if sprite is not None else []
        # nor over the llama and the alpaca beside your board (pt55 read the note as a narrow
        # column drawn over the llama)
        avoid += [figure.image().get_rect(midbottom=figure.foot) for figure in stage_of(table).figures]
        gap = round(10 * s)
        felt = (lay.middle.right - lay.board.right, lay.board.left - lay.middle.left)  # beside your board
        widths = sorted({min(round(360 * s), max(round(170 * s), room - 2 * gap)) for room in felt}, reverse=True)
        box = pygame.Rect(0, 0, 0, 0)
        # The widest that stands clear beside the board, else the narrower side's; the rule of
        # worth only where the note still stands beside the drop point's row with it.
        tries = [(width, said) for said in ((rule, "") if rule else ("",)) for width in widths]
        for width, said in tries:
            top_lines = wrap(gain, big, width - round(20 * s), bold=True) if gain else []
            lines = wrap(text, px, width - round(20 * s), bold=True)  # every line: nothing is cut
            rule_lines = wrap(said, fine, width - round(20 * s)) if said else []
            height = (len(top_lines) * round(big * 1.3) + len(lines) * step + len(rule_lines) * fine_step
                      + round(12 * s) + (round(4 * s) if rule_lines else 0))
            box = table.room.place((width, height), band, gap=gap, sides=("right", "left", "above", "below"),
                                   avoid=avoid)
            beside = box.top < band.bottom and box.bottom > band.top
            if table.room.covered(box) == 0 and not any(box.colliderect(r) for r in avoid) and (beside or not said):
                break
        table.room.keep(box)
        border = GOLD if top_lines else colour
        rounded_panel(surface, box, INK, 235, radius=round(10 * s), border=border, border_width=2)
        y = box.top + round(6 * s)
        for line in top_lines:
            draw_text(surface, line, big, (box.centerx, y), GOLD, anchor="midtop", bold=True)
            y += round(big * 1.3)
        for line in lines:
            draw_text(surface, line, px, (box.centerx, y), colour, anchor="midtop", bold=True)
            y += step
        y += round(4 * s) if rule_lines else 0
        for line in rule_lines:  # what makes a line worth more: the rulebook's 2, 4 or 6, in our words
            draw_text(surface, line, fine, (box.centerx, y), CREAM, anchor="midtop")
            y += fine_step

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

    def aimed_cell(self) -> int | None:
        """The space of your board the held card aims at: under the dragged card, else (a card
        chosen with a click or the keys) the space the keys' focus is on, else under the pointer."""
        table, stage, intents = self.table, stage_of(self.table), intents_of(self.table)
        if stage.drag.dragging is not None:
            return intents.cell_at(stage.drag_pos) if stage.drag_pos is not None else None
        if stage.held() is None:
            return None
        ring = table.ring
        stop = ring.focused() if ring.active else None
        key = getattr(stop, "key", None)
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "cell":
            return int(key[1])
        return intents.cell_at(stage.pointer) if stage.pointer is not None else None


__all__ = ["BoardPainting", "start_label_name", "start_label_rect"]
