"""Llamagedón's part in learning at the table: first-game tips and hint highlights.

A mixin for ``LlamagedonTable`` (the kit's ``hint_*`` hooks); tips are read from the phase and
the legal actions.
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

ACTION_CARD = {Attack: ATTACK, Steal: STEAL, Swap: SWAP, DrawTwo: DRAW2, Protect: PROTECT}
"""The card a move is played with (to highlight it in the hand)."""


class LlamagedonLearning:
    """First-game tips and hint highlights of the Llamagedón table."""

    def hint_text(self: Any) -> str:
        legal = self.legal()
        if not legal:
            return ""
        if self.view.obs.phase is Phase.BLOCK:
            return t("An action card is on the table. A Block cancels it, and a Block can be blocked in turn: "
                     "Block it (K) or Let it happen (L).")
        if any(isinstance(a, Build) for a in legal):
            return t("You hold a pair: build a shelter (B). A pair kept in hand is safe from Attack and Steal, "
                     "and it goes down anyway when the Llamagedón card turns up.")
        if any(isinstance(a, (Attack, Steal, Swap, DrawTwo, Protect, Recover)) for a in legal):
            return t("Drag one action card onto its target: Attack or Steal onto a rival's shelter, Swap onto a rival, "
                     "Draw 2 onto the table mat, Protect onto your shelter. Or end your turn (P).")
        return t("No action card can be played now: end your turn (P). Collect pairs: the most shelters wins.")

    def hint_rects(self: Any, action: Any) -> list[pygame.Rect]:
        for kind, key in ((Build, "build"), (Replace, "replace"), (Pass, "pass")):
            if isinstance(action, kind):
                button = self.buttons.get(key)
                return [button.rect.copy()] if button is not None else []
        rects: list[pygame.Rect] = []
        card = ACTION_CARD.get(type(action))
        sprite = self.fan.sprite_for(card) if card is not None else None
        if sprite is not None:
            rects.append(sprite.rect())
        if isinstance(action, (Attack, Steal, Swap)):
            rects.append(self.panel_rect(action.seat).copy())
        elif isinstance(action, (DrawTwo, Recover)):
            rects.append(self.lay.mat.copy())
        elif isinstance(action, Protect):
            rects.append(self.lay.mine.copy())
        return rects

    def hint_move_name(self: Any, action: Any) -> str:
        names = {Build: "Build a shelter", Replace: "Swap out a Wild", Recover: "Trade three colours",
                 Attack: "Attack", Steal: "Steal", Swap: "Swap", DrawTwo: "Draw 2", Protect: "Protect",
                 Block: "Block it", Let: "Let it happen", Pass: "End your turn"}
        return t(names.get(type(action), str(action)))

    def hint_namer(self: Any, kind: str, value: Any) -> str:
        return t(LABELS[value]) if kind == "card" and value in LABELS else str(value)


__all__ = ["LlamagedonLearning"]
