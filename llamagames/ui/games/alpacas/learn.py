"""Llamas & Alpacas' part in learning at the table: first-game tips and hint highlights.

A mixin for ``AlpacasTable`` (the kit's ``hint_*`` hooks); tips are read from the phase and
the legal actions.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from ....i18n import t
from ....rules.alpacas import PASS, Move, Phase, Take


class AlpacasLearning:
    """First-game tips and hint highlights of the Llamas & Alpacas table."""

    def hint_text(self: Any) -> str:
        legal = self.legal()
        if self.chooser is not None or not legal:
            return ""
        if self.view.phase is Phase.SETUP:
            return t("A line of three scores when its cards share the animal, the colour, or a digit pattern "
                     "(one digit, or counting up or down). Your starting card may go on any space.")
        if PASS in legal:
            return t("Your board is full, so nothing else is possible: press Pass (P).")
        if any(isinstance(a, Take) and a.index > 0 for a in legal):
            return t("The first card of the row is free; each card you pass over takes a treat from you. "
                     "Dimmed cards cost more than you hold. Drag a card onto an empty space.")
        return t("Drag the free first card of the row onto an empty space, or move one of your own cards.")

    def hint_key(self: Any) -> Hashable:
        return self.chooser is not None

    def hint_area(self: Any) -> pygame.Rect | None:
        board, log, me = self.lay.board, self.frame.log, self.frame.me_panel
        gap = round(16 * self.scale)
        right = pygame.Rect(board.right + gap, board.top, log.left - board.right - 2 * gap, board.height)
        # Left of the board, above your own panel (the side seats' panels end above the board's top).
        left = pygame.Rect(gap, board.top, board.left - 2 * gap, me.top - board.top - gap)
        best = max((right, left), key=lambda area: area.width)
        return best if best.width >= round(200 * self.scale) else None

    def hint_rects(self: Any, action: Any) -> list[pygame.Rect]:
        lay = self.lay
        if isinstance(action, Take):
            return [lay.row[action.index].copy(), lay.cells[action.cell].copy()]
        if isinstance(action, Move):
            return [lay.cells[action.src].copy(), lay.cells[action.dst].copy()]
        if action == PASS:
            button = self.buttons.get("pass")
            return [button.rect.copy()] if button is not None else []
        if type(action).__name__ == "PlaceStart":
            return [lay.start_spot.copy()]
        return []

    def hint_move_name(self: Any, action: Any) -> str:
        if isinstance(action, Take):
            return t("Take card {position} of the row", position=action.index + 1)
        if isinstance(action, Move):
            return t("Move one of your cards")
        if action == PASS:
            return t("Pass")
        return t("Place your starting card")


__all__ = ["AlpacasLearning"]
