"""Llamagedón's part in learning at the table: first-game tips and hint highlights.

Tips are read from the phase and the legal actions.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.llamagedon import (
    Attack,
    Block,
    Build,
    DrawTwo,
    Let,
    Pass,
    Phase,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
)
from ....rules.llamagedon.cards import ATTACK, DRAW2, LABELS, PROTECT, STEAL, SWAP
from ...table.parts import Coach
from .layout import layout_of
from .stage import stage_of

ACTION_CARD = {Attack: ATTACK, Steal: STEAL, Swap: SWAP, DrawTwo: DRAW2, Protect: PROTECT}
"""The card a move is played with (to highlight it in the hand)."""


class LlamagedonCoach(Coach):
    """First-game tips and hint highlights of the Llamagedón table."""

    def tip(self) -> str:
        legal = self.table.legal()
        if not legal:
            return ""
        if stage_of(self.table).view.obs.phase is Phase.BLOCK:
            return t("An action card is on the table. A Block cancels it, and a Block can be blocked in turn: "
                     "Block it (K) or Let it happen (L).")
        if any(isinstance(a, Build) for a in legal):
            return t("You hold a pair: build a shelter (B). A pair kept in hand is safe from Attack and Steal, "
                     "and it goes down anyway when the Llamagedón card turns up.")
        if any(isinstance(a, (Attack, Steal, Swap, DrawTwo, Protect, Recover)) for a in legal):
            return t("Drag one action card onto its target: Attack or Steal onto a rival's shelter, Swap onto a rival, "
                     "Draw 2 onto the table mat, Protect onto your shelter. Or end your turn (P).")
        return t("No action card can be played now: end your turn (P). Collect pairs: the most shelters wins.")

    def rects(self, action: Any) -> list[pygame.Rect]:
        lay = layout_of(self.table).lay
        for kind, key in ((Build, "build"), (Replace, "replace"), (Pass, "pass")):
            if isinstance(action, kind):
                button = self.table.buttons.get(key)
                return [button.rect.copy()] if button is not None else []
        rects: list[pygame.Rect] = []
        card = ACTION_CARD.get(type(action))
        sprite = stage_of(self.table).fan.sprite_for(card) if card is not None else None
        if sprite is not None:
            rects.append(sprite.rect())
        if isinstance(action, (Attack, Steal, Swap)):
            rects.append(self.table.panel_rect(action.seat).copy())
        elif isinstance(action, (DrawTwo, Recover)):
            rects.append(lay.mat.copy())
        elif isinstance(action, Protect):
            rects.append(lay.mine.copy())
        return rects

    def move_name(self, action: Any) -> str:
        names = {Build: "Build a shelter", Replace: "Swap out a Wild", Recover: "Trade three colours",
                 Attack: "Attack", Steal: "Steal", Swap: "Swap", DrawTwo: "Draw 2", Protect: "Protect",
                 Block: "Block it", Let: "Let it happen", Pass: "End your turn"}
        return t(names.get(type(action), str(action)))

    def namer(self, kind: str, value: Any) -> str:
        return t(LABELS[value]) if kind == "card" and value in LABELS else str(value)


__all__ = ["ACTION_CARD", "LlamagedonCoach"]
