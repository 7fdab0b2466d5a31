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
from ...scale import MIN_TEXT
from ...table.parts import Painter
from ...text import draw_fitted, draw_text, fit_text, line_height, rounded_panel, shrink_to_fit, text_width, wrap
from ...widgets.cards import CardSprite
from .art import card_height, treat_icon
from .choices import treat_words
from .drops import Piece, skipped, takeable
from .gain import DropGain, drop_gain, gain_meaning, gain_tag, gain_words, row_gains, worth_rule
from .intents import intents_of
from .layout import ZOOM_CARD, floater_px, layout_of, start_label_lines
from .moment import tag_px
from .reactions import reactions_of
from .stage import stage_of
from .tiles import mini_tile


def wrapped(text: str, px: int, width: int) -> list[str]:
    """At most three lines of bold ``text`` within ``width``."""
    return [fit_text(line, px, width, True) for line in wrap(text, px, width, bold=True)[:3]]


def start_label_name(table: Any) -> str | None:
    """Whose starting card the label names: None ("Your") where the laptop's one player is
    the viewer, else the viewer's name (a phone's seat shown at the laptop)."""
    return None if table.speaks_to_viewer() else table.names[table.viewer]


def start_label_rect(table: Any) -> pygame.Rect:
    """Where "Your starting card" is written: over the card, but (wider than it) kept clear of
    the board's frame on its right; the first-game tip keeps clear of it too."""
    lay, s = layout_of(table).rects, table.scale
    px = table.small(13)
    lines = start_label_lines(px, lay.board_w, s, start_label_name(table))
    width, height = max(text_width(line, px, True) for line in lines) + 2, round(px * 1.3) * len(lines)
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (lay.start_spot.centerx, lay.start_spot.top - round(6 * s))
    rect.right = min(rect.right, lay.board.left - round(8 * s))
    return rect


class AlpacasPainter(Painter):
    """Paints what the stage holds where the layout puts it."""

    zoom_box: pygame.Rect | None = None
    """Where a rival's board opened larger was drawn in the last frame (None: not open)."""

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
        open_ = takeable(table.legal(), stage.view.phase)
        gains = self.row_gains() if open_ is not None else {}
        if not costs:  # while dragging, the costs take the label's place; a "+4 pts" pointed at, its meaning
            legend = self.gain_legend(gains, label_px, band.width - round(20 * s), len(lay.row_label))
            for k, line in enumerate(legend or lay.row_label):
                draw_text(surface, fit_text(line, label_px, band.width - round(20 * s)), label_px,
                          (lay.row[0].left, band.top + round(3 * s) + k * round(label_px * 1.35)),
                          GOLD if legend else CREAM, bold=bool(legend))
        for slot in lay.row:
            pygame.draw.rect(surface, (255, 255, 255), slot, 1, border_radius=max(4, lay.card_w // 9))
        waiting: list[CardSprite] = []
        coming: list[tuple[CardSprite, tuple[int, int]]] = []
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
            if sprite.rect().colliderect(lay.pile):  # coming off the pile: it lies on it, never under
                coming.append((sprite, stage.shown_row_treats.get(card, (0, 0))))
                continue
            stage.cards.draw(surface, sprite)
            self.draw_row_treats(surface, sprite, stage.shown_row_treats.get(card, (0, 0)))
            if held is None and index in gains:
                self.draw_row_gain(surface, sprite, gains[index])
        for index, card in enumerate(stage.view.row):
            if card in costs:
                self.draw_cost(surface, index, costs[card])
        self.draw_pile(surface)
        self.draw_discard(surface)
        for sprite, treats in coming:
            stage.cards.draw(surface, sprite)
            self.draw_row_treats(surface, sprite, treats)
        self.draw_board(surface, held)
        for sprite in waiting:
            stage.cards.draw(surface, sprite, shadow_offset=3)
        for figure in stage.figures:
            figure.draw(surface)

    _gains: tuple[Any, dict[int, int]] = (None, {})
    """The row cards' best gains and the position they were read for (read once a position)."""

    def row_gains(self) -> dict[int, int]:
        """The most each row card you may take scores now, by its place in the row."""
        table = self.table
        key = (table.view.stamp, table.viewer)
        if self._gains[0] != key:
            self._gains = (key, row_gains(table.legal(), stage_of(table).view, table.viewer))
        return self._gains[1]

    def draw_row_gain(self, surface: pygame.Surface, sprite: CardSprite, points: int) -> None:
        """On a row card that can complete a scoring line now, before it is picked up: "+4 pts"
        in the score's gold on a dark square-cornered tag hanging under the card (a playtest read
        the round gold "+4" on its colour band as treats), clear of its band, digit and treats."""
        words, px, tag = self.gain_tag_box(sprite.rect(), points)
        rounded_panel(surface, tag, (34, 40, 26), 245, radius=max(2, round(3 * self.table.scale)), border=GOLD,
                      border_width=2)
        draw_text(surface, words, px, tag.center, GOLD, anchor="center", bold=True)

    def gain_tag_box(self, rect: pygame.Rect, points: int) -> tuple[str, int, pygame.Rect]:
        """The "+4 pts" tag of the row card at ``rect``: its words, their size and its box, no
        wider than the card and the gap beside it (two neighbours' tags overlapped in a longer
        language); where even the smallest words are wider, the number alone ("+4")."""
        s = self.table.scale
        row = layout_of(self.table).rects.row
        gap = row[1].left - row[0].right if len(row) > 1 else round(10 * s)
        room = rect.width + gap - 2
        if row and rect.right >= row[-1].right:  # the last card's tag keeps clear of "Pile · 67" under the pile
            pile = layout_of(self.table).rects.pile
            words = t("Pile · {count}", count=stage_of(self.table).view.pile_size)
            room = min(room, 2 * (pile.centerx - text_width(words, self.table.small(13)) // 2 - 2 - rect.centerx))
        px = MIN_TEXT
        for words in (gain_tag(points), f"+{points}"):
            px = self.table.small(14)
            while px > MIN_TEXT and text_width(words, px, True) + round(10 * s) > room:
                px -= 1
            if text_width(words, px, True) + round(10 * s) <= room:
                break
        tag = pygame.Rect(0, 0, text_width(words, px, True) + round(10 * s), round(px * 1.4))
        tag.midtop = (rect.centerx, rect.bottom - round(4 * s))  # hanging under the card: its colour band shows
        if row and rect.right >= row[-1].right:  # even "+2" reaches the pile's label: it slides left, in its slot
            tag.right = max(rect.left, min(tag.right, rect.centerx + room // 2))
        return words, px, tag

    def gain_legend(self, gains: dict[int, int], px: int, width: int, most: int) -> list[str]:
        """The row's label while the pointer rests on a row card with a "+4 pts" tag: what the
        tag means ("Scores 4 for you where it fits best"), in as many lines as the label has."""
        stage = stage_of(self.table)
        if stage.pointer is None or stage.held() is not None:
            return []
        for index, card in enumerate(stage.view.row):
            sprite = stage.sprites.get(card)
            if index in gains and sprite is not None and sprite.rect().collidepoint(stage.pointer):
                lines = wrap(gain_meaning(gains[index]), px, width)
                return lines if len(lines) <= max(1, most) else []
        return []

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
        stage, lay = stage_of(self.table), layout_of(self.table).rects
        rect = lay.pile
        count = stage.view.pile_size
        for i in range(min(5, (count + 9) // 10)):
            sprite = CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0, width=lay.card_w, face_up=False)
            stage.cards.draw(surface, sprite, shadow_offset=3 if i == 0 else 0)
        if count == 0:
            pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, lay.card_w // 9))
        self._pile_label(surface, t("Pile · {count}", count=count), rect)

    def draw_discard(self, surface: pygame.Surface) -> None:
        stage, lay = stage_of(self.table), layout_of(self.table).rects
        rect = lay.discard
        pygame.draw.rect(surface, (255, 255, 255), rect, 1, border_radius=max(4, lay.card_w // 9))
        if stage.discard_top is not None:
            stage.cards.draw(surface, CardSprite(stage.discard_top, rect.centerx, rect.centery, angle=-4.0,
                                                 width=lay.card_w), shadow_offset=2)
        self._pile_label(surface, t("Discard · {count}", count=len(stage.view.discard)), rect)

    def _pile_label(self, surface: pygame.Surface, words: str, rect: pygame.Rect) -> None:
        """A pile's label under it, short of the move log on its right: a size smaller (never under
        12 px), then slid left, where centred it would run under the log (a longer language's
        "Discard · 0" at 1024x640)."""
        s, log = self.table.scale, self.table.frame.log
        right = log.left - round(6 * s) if log.width and log.left > rect.centerx else self.table.frame.size[0]
        px = shrink_to_fit(words, self.table.small(13), 2 * (right - rect.centerx), MIN_TEXT)
        at = (rect.centerx, rect.bottom + round(6 * s))
        if rect.centerx + text_width(words, px) // 2 > right:
            draw_text(surface, words, px, (right, at[1]), CREAM, anchor="topright", shadow=INK)
        else:
            draw_text(surface, words, px, at, CREAM, anchor="midtop", shadow=INK)

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
                stage.cards.draw(surface, sprite, shadow_offset=3)
        start = stage.view.start_cards[table.viewer] if stage.view.phase is Phase.SETUP else None
        if start is not None and start != lifted and start in stage.sprites:
            sprite = stage.sprites[start]
            sprite.glow = table.my_turn()
            stage.cards.draw(surface, sprite)
            label_rect, px = start_label_rect(table), table.small(13)
            lines = start_label_lines(px, lay.board_w, s, start_label_name(table))
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
            else:
                surface.blit(stage.cards.base(card, w), rect)

    # -- the seats' panels ---------------------------------------------------------------------
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
        for cell in range(BOARD_CELLS):
            cell_rect = layout.rects.mini_cell(rect, cell, s)
            card = board[cell]
            if card is None or card in stage.incoming:
                pygame.draw.rect(surface, (70, 52, 34), cell_rect, border_radius=3)
            elif layout.rects.tile_w:  # three rivals: wider tiles, their digits large
                surface.blit(mini_tile(card, cell_rect.width, cell_rect.height), cell_rect)
            else:
                surface.blit(stage.cards.base(card, layout.rects.mini_w), cell_rect)

    def seat_signature(self, seat: int) -> Any:
        stage = stage_of(self.table)
        board = tuple(None if c in stage.incoming else c for c in stage.view.boards[seat])
        return (board, stage.shown_scores[seat], tuple(stage.shown_treats[seat]), layout_of(self.table).rects.mini_w,
                layout_of(self.table).rects.tile_w, seat == self.table.viewer)

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
