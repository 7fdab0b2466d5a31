"""L.L.A.M.A.'s part in learning at the table: first-game tips and what a hint highlights.

Every tip is read from the legal actions, never from a rule written twice.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.llama import DRAW, LLAMA_CARD, QUIT, Draw, PlayCard, Quit, ReturnChip
from ...table.parts import Coach
from .stage import stage_of


def card_name(value: int) -> str:
    """A card's value as a player reads it ("4", "Llama")."""
    return t("Llama") if value == LLAMA_CARD else str(value)


def next_value(value: int) -> int:
    """The value one step above ``value`` in the circle (6 -> llama -> 1); named here only to
    word a tip: which cards fit comes from the legal actions."""
    return 1 if value == LLAMA_CARD else value + 1


class LlamaCoach(Coach):
    """First-game tips and hint highlights of the L.L.A.M.A. table."""

    def tip(self) -> str:
        legal = self.table.legal()
        top = stage_of(self.table).view.discard_top
        if top is None:
            return ""
        plays = [a for a in legal if isinstance(a, PlayCard)]
        names = {"top": card_name(top), "next": card_name(next_value(top))}
        acted = self.table.coach.acted  # a tip followed once is not said again this game
        if plays:
            return "" if "play" in acted else t(
                "A {top} or a {next} fits on the {top}: those cards stand up, the dimmed ones must wait. "
                "Drag one onto the discard pile, or click it.", **names)
        if DRAW in legal:
            return "" if "draw" in acted else t(
                "Nothing in your hand fits on the {top}: draw a card (click the pile or press D), "
                "or quit the round (Q) and keep the points you hold.", **names)
        if QUIT in legal:
            return t("Nothing fits and you may not draw: quit the round (Q). Your cards still count.")
        return ""

    def tip_acted_on(self, action: Any) -> str | None:
        """A card played or drawn: its tip is not said again this game (quitting stays told)."""
        if isinstance(action, PlayCard):
            return "play"
        return "draw" if isinstance(action, Draw) else None

    def rects(self, action: Any) -> list[pygame.Rect]:
        stage = stage_of(self.table)
        if isinstance(action, PlayCard):
            sprite = stage.fan.sprite_for(action.value)
            return ([sprite.rect()] if sprite is not None else []) + [stage.rects.discard.copy()]
        if isinstance(action, Draw):
            return [stage.rects.draw_pile.copy()]
        if isinstance(action, Quit):
            button = self.table.controls.buttons.get("quit")
            return [button.rect.copy()] if button is not None else []
        return []

    def move_name(self, action: Any) -> str:
        if isinstance(action, PlayCard):
            return t("Play your {card}", card=card_name(action.value))
        if isinstance(action, Draw):
            return t("Draw a card")
        if isinstance(action, Quit):
            return t("Quit the round")
        if isinstance(action, ReturnChip):  # the review said "you chose return 1"
            return t("Give back a 10-point chip") if action.points == 10 else t("Give back a 1-point chip")
        return str(action)

    def take_words(self, action: Any) -> str:
        """The hint names the key that plays its move."""
        return t("Press P to play this move.")

    def namer(self, kind: str, value: Any) -> str:
        return card_name(value) if kind in ("card", "next") else str(value)


__all__ = ["LlamaCoach", "card_name", "next_value"]
