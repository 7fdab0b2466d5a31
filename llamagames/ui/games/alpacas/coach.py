"""Llamas & Alpacas' part in learning at the table: first-game tips and hint highlights.

Tips are read from the phase and the legal actions; none while the chooser asks.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas import PASS, Move, Phase, PlaceStart, Take
from ....rules.alpacas.actions import paid_treats
from ....rules.alpacas.components import COLOURS, WHITE
from ...table.parts import Coach
from .board_paint import start_label_rect
from .choices import treat_words
from .layout import layout_of
from .measures import tip_least
from .painter import AlpacasPainter
from .stage import stage_of


class AlpacasCoach(Coach):
    """First-game tips and hint highlights of the Llamas & Alpacas table."""

    def tip(self) -> str:
        """The first game's tip; none while a card is held: the note beside your board then says
        what its drop does, in the tip's column (at 1280x800 and 150% with four seats the note
        had room only over the seat panels)."""
        legal = self.table.legal()
        if self.table.chooser.open is not None or not legal or stage_of(self.table).held() is not None:
            return ""
        if stage_of(self.table).view.phase is Phase.SETUP:
            return t("A line of three scores when its cards share the animal, the colour, or a digit pattern "
                     "(one digit, or counting up or down). Your starting card may go on any space.")
        if PASS in legal:
            return t("Your board is full, so nothing else is possible: press Pass (P).")
        if "take" in self.table.coach.acted:
            return ""  # a card taken once: the row's tips are not said again this game
        if any(isinstance(a, Take) and a.index > 0 for a in legal):
            return t("The first card of the row is free; each card you pass over takes a treat from you. "
                     "Dimmed cards cost more than you hold. Drag a card onto an empty space.")
        return t("Drag the free first card of the row onto an empty space, or move one of your own cards.")

    def quick_hints(self) -> bool:
        """No quick idea: the hint waits for the hard bot, whose move is the review's best. A quick
        idea contradicted it too often for a player to trust either: the normal bot's move differs
        from the hard bot's in 57 of 120 positions of bot games, and the quick idea (never scoring
        less now) in 86 (at pt41's move 19 it offered a 6 where the hard bot and the review deny Ana a 4)."""
        return False

    def tip_acted_on(self, action: Any) -> str | None:
        """A card taken from the row: its tips are not said again this game."""
        return "take" if isinstance(action, Take) else None

    def tip_key(self) -> Hashable:
        return self.table.chooser.open is not None, stage_of(self.table).held() is not None

    def area(self) -> pygame.Rect | None:
        table = self.table
        lay = layout_of(table).rects
        board, middle = lay.board, lay.middle
        gap = round(16 * table.scale)
        right = pygame.Rect(board.right + gap, board.top, middle.right - board.right - 2 * gap, board.height)
        frame = table.frame
        if frame.text_scale > frame.scale:  # larger words: from under the status line (two lines) to the foot
            top = frame.status_y + frame.room(34, 34) + round(frame.text(19) * 1.3) + gap  # at the status' size
            pill = table.status.pill()  # a third line (a long move said whole) pushes the tip down
            if pill is not None and pill[0].right > right.left:
                top = max(top, pill[0].bottom + gap)
            right = pygame.Rect(right.left, min(right.top, top), right.width, frame.size[1] - gap - min(right.top, top))
        # Left of the board, in the middle (the seats' panels have the column left of it).
        left = pygame.Rect(middle.left + gap // 2, board.top, board.left - middle.left - gap - gap // 2, board.height)
        if stage_of(table).view.phase is Phase.SETUP:  # the starting card and its label stay in sight
            left.width = min(left.width, min(lay.start_spot.left, start_label_rect(table).left) - gap - left.left)
        # Right of the board first: the felt on its left is where a rival's board opens larger.
        least = tip_least(frame)  # a few words a line at the player's Size (smaller words where the column is short)
        if right.width >= least:
            return right
        if left.width >= least:
            return left
        # A long language's wider buttons narrow the middle at a larger Size: the column right of
        # the board still holds the tip with its words at 100%, rather than a line over the board.
        return right if frame.text_scale > frame.scale and right.width >= round(180 * frame.scale) else None

    def tag_above(self) -> bool:
        """The tip's column beside your board is narrow (206 px at 1152x720 and 150%): its tag
        stands above the words, which take the column's whole width (beside the tag, pt50 read
        a hint two or three words a line in a 95 px strip)."""
        return True

    def rects(self, action: Any) -> list[pygame.Rect]:
        lay = layout_of(self.table).rects
        if isinstance(action, Take):
            return [self.row_card_ring(action.index), lay.cells[action.cell].copy()]
        if isinstance(action, Move):
            return [lay.cells[action.src].copy(), lay.cells[action.dst].copy()]
        if action == PASS:
            button = self.table.controls.buttons.get("pass")
            return [button.rect.copy()] if button is not None else []
        if isinstance(action, PlaceStart):
            return [lay.start_spot.copy()]
        return []

    def row_card_ring(self, index: int) -> pygame.Rect:
        """The row card at ``index`` with its "+4 pts" tag, where it has one: the hint's ring goes
        round both (around the card alone it ran across the tag's top, pt47's last hint)."""
        rect = layout_of(self.table).rects.row[index].copy()
        painter = self.table.parts.painter
        if not isinstance(painter, AlpacasPainter) or not (points := painter.row_gains().get(index)):
            return rect
        return rect.union(painter.gain_tag_box(rect, points)[2])

    def namer(self, kind: str, value: Any) -> str:
        """Counts in words with their plural: "1 treat", "2 treats", "a line of two"."""
        if kind in ("treats", "got") and isinstance(value, int):
            return t("{count} treat", count=value) if value == 1 else t("{count} treats", count=value)
        if kind == "lines" and isinstance(value, int):
            return t("a line of two") if value == 1 else t("{count} lines of two", count=value)
        if kind == "shape" and isinstance(value, (tuple, list)) and len(value) == 3:
            return shape_words(*value)
        return str(value)

    def move_name(self, action: Any) -> str:
        if isinstance(action, Take):
            where = t("Take card {position} of the row to row {row}, column {column}",
                      position=action.index + 1, row=action.cell // 3 + 1, column=action.cell % 3 + 1)
            if not action.pay:
                return where
            return t("{move}, paying {treats}", move=where, treats=treat_words(*paid_treats(action.pay)))
        if isinstance(action, Move):
            return t("Move your card from row {row}, column {column} to row {to_row}, column {to_column}",
                     row=action.src // 3 + 1, column=action.src % 3 + 1,
                     to_row=action.dst // 3 + 1, to_column=action.dst % 3 + 1)
        if action == PASS:
            return t("Pass")
        return t("Place your starting card")

    def move_name_at(self, action: Any, observation: Any) -> str:
        """Which card a take takes: the review names it away from its row (``move_names``)."""
        from .move_names import whole_name

        return whole_name(action, observation) or self.move_name(action)


def shape_words(animal: int, colour: int, digit: str) -> str:
    """What a line of two shares (``explain_alpacas.line_shape``) in words: "red llamas, all 2s",
    "alpacas in one colour", "cards, counting in order"."""
    animals = t(("llamas", "alpacas")[animal]) if animal in (0, 1) else t("cards")
    if 0 <= colour < len(COLOURS):
        shape = t("{colour} {animals}", colour=t(COLOURS[colour]), animals=animals)
    elif colour == WHITE:
        shape = t("{animals} in one colour", animals=animals)
    else:
        shape = animals
    if digit == "run":
        return t("{shape}, counting in order", shape=shape)
    if digit == "any":
        return t("{shape} with matching digits", shape=shape)
    if digit:
        return t("{shape}, all {digit}s", shape=shape, digit=digit)
    return shape


__all__ = ["AlpacasCoach", "shape_words"]
