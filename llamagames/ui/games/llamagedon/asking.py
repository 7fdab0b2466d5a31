"""Whether a Block window is worth stopping you for: "Ask me only when it touches me" (a
setting, off by default: a new player felt the game played their card for them when it was on).
With it on, a card on someone else passes with a notice and a log line saying you let it pass,
and one on your shelters or hand, or a Block on your own card, always asks. Bots are not
concerned (no pygame here)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ....i18n import t
from ....rules.core import Event
from ....rules.llamagedon.actions import Attack, Steal, Swap


def touches_me(chain: Sequence[Any], viewer: int | None) -> bool:
    """Whether the card on ``chain`` is aimed at ``viewer``'s shelters or hand, or is the
    viewer's own (someone blocked it, or a Block on a Block of theirs is asked)."""
    if viewer is None or not chain:
        return False
    first = chain[0]
    if first.seat == viewer:
        return True
    action = first.action
    if isinstance(action, (Attack, Steal, Swap)) and action.seat == viewer:
        return True
    return any(link.seat == viewer for link in chain[1:])  # a Block of yours on the chain: yours to defend


def let_pass_words(name: str) -> str:
    """The notice and log line when a card on someone else goes by unasked: said in words, so
    the table never passes your Block silently, with where to change it."""
    return t("You let it pass: {name}'s card was not aimed at you (your Block is kept; change in Settings).",
             name=name)


def unarmed(events: Sequence[Event], viewer: int | None) -> list[Event]:
    """``events`` with the viewer's answer marked as made without a Block in hand: the log says
    "you hold no Block" (the rules' words, ``let_unarmed``), not that you let the card be (a
    playtest read "Dolly and you let it be" holding no Block). The card's own player's answer
    is not marked: it says that no one blocked."""
    return [replace(event, data=event.data + (("unarmed", True),))
            if event.kind == "let" and event.seat == viewer and not event.get("own") and not event.get("unarmed")
            else event for event in events]


__all__ = ["let_pass_words", "touches_me", "unarmed"]
