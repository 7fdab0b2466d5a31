"""A phone's words for each legal action: the button a player taps.

The rules give actions as texts ("play 3", "attack 1 shelter 0"); a phone shows sentences
in its player's language, made here from the action itself (never from the text).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import t
from ..rules.llama.actions import Draw, PlayCard, Quit, ReturnChip
from ..rules.llama.components import LLAMA_CARD
from ..rules.llamagedon import actions as ga
from ..rules.llamagedon.cards import LABELS
from .words import kind_names


def label(action: Any, seat: int, names: Sequence[str]) -> str:
    """The button's words for ``action`` of ``seat`` (in the language ``t`` speaks now)."""
    if isinstance(action, PlayCard):
        return t("Play the llama") if action.value == LLAMA_CARD else t("Play {card}", card=action.value)
    if isinstance(action, Draw):
        return t("Draw a card")
    if isinstance(action, Quit):
        return t("Quit the round")
    if isinstance(action, ReturnChip):
        return t("Give back a 10-point chip") if action.points == 10 else t("Give back a 1-point chip")
    return _gedon(action, seat, names)


def _whose(target: int, seat: int, names: Sequence[str], number: int) -> str:
    if target == seat:
        return t("your shelter {number}", number=number)
    return t("{name}'s shelter {number}", name=names[target], number=number)


def _gedon(action: Any, seat: int, names: Sequence[str]) -> str:
    kinds = kind_names()
    if isinstance(action, ga.Build):
        return t("Build a shelter: {first} + {second}", first=kinds[action.colour], second=kinds[action.second])
    if isinstance(action, ga.Replace):
        return t("Take the Wild from {shelter}", shelter=_whose(action.seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Recover):
        paid = " + ".join(kinds[c] for c in action.colours)
        return t("Take {card} from the discard pile (pay {paid})", card=t(LABELS[action.card]), paid=paid)
    if isinstance(action, ga.Attack):
        return t("Attack {shelter}", shelter=_whose(action.seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Steal):
        return t("Steal {shelter}", shelter=_whose(action.seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Swap):
        if action.give not in LABELS:  # a swap someone else made: what was given stays hidden
            return t("Swap with {name}", name=names[action.seat])
        return t("Swap with {name}: give {card}", name=names[action.seat], card=t(LABELS[action.give]))
    if isinstance(action, ga.DrawTwo):
        return t("Draw two cards")
    if isinstance(action, ga.Protect):
        return t("Protect {shelter}", shelter=_whose(seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Block):
        return t("Block: stop it")
    if isinstance(action, ga.Let):
        return t("Let it happen")
    if isinstance(action, ga.Pass):
        return t("End your turn")
    return str(action)


__all__ = ["label"]
