"""Painting the Llamas & Alpacas row: its band and label, the six cards with the treats lying on
them, what each scores now ("+4 pts"), what skipping a card costs while one is held, and the
pile and the discard with their counts. One job of the table's painter (``painter.py``
composes it): the row is what a player reads first on every turn, and its words fight for
the same narrow band."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas.actions import PAY_TREATS
from ...palette import CREAM, GOLD, INK
from ...scale import MIN_TEXT
from ...table.parts import Painter
from ...text import draw_text, fit_text, rounded_panel, shrink_to_fit, text_width, wrap
from ...widgets.cards import CardSprite
from .art import treat_icon
from .drops import Piece, skipped, takeable
from .gain import gain_meaning, gain_tag, row_gains
from .layout import layout_of
from .stage import stage_of


class RowPainting(Painter):
    """The row's part of the painter: drawn first, under your board."""

    def draw_row(self, surface: pygame.Surface, held: Piece | None) -> list[CardSprite]:
        """The row, its piles and the costs of a held card; returns the row's cards dropped on
        your board while the chooser asks (drawn on the board, after it)."""
        table, stage = self.table, stage_of(self.table)
        s = table.scale
        lay = layout_of(table).rects
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
            chosen = held is not None and held == ("row", card)  # picked up (Enter or a click): lifted, lit
            sprite.lift, sprite.glow = (round(0.12 * sprite.rect().height) if chosen else 0), chosen
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
        return waiting

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

    def draw_row_treats(self, surface: pygame.Surface, sprite: CardSprite, treats: tuple[int, int]) -> None:
        """The treats lying on a row card: small tokens above its colour band and its letter, counted when many."""
        if treats == (0, 0):
            return
        size = layout_of(self.table).rects.token
        rect = sprite.rect()
        # wholly above the colour band, whose letter ("P" in its circle) the "×2" backing hid (pt55)
        y = rect.bottom - round(rect.height * 0.22) - size // 2 - 2
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


__all__ = ["RowPainting"]
