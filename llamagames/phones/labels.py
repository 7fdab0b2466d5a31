"""A phone's words for each legal action: the button a player taps.

The rules give actions as texts ("play 3", "attack 1 shelter 0"); a phone shows sentences
in its player's language, made here from the action itself (never from the text).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import t
from ..rules.alpacas import actions as aa
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
    if isinstance(action, (aa.Take, aa.Move, aa.PlaceStart, aa.Pass)):
        return _alpacas(action)
    return _gedon(action, seat, names)


def treats_words(clovers: int, carrots: int) -> str:
    """"1 clover and 2 carrots" (or "nothing")."""
    parts = []
    if clovers:
        parts.append(t("{count} clover", count=clovers) if clovers == 1 else t("{count} clovers", count=clovers))
    if carrots:
        parts.append(t("{count} carrot", count=carrots) if carrots == 1 else t("{count} carrots", count=carrots))
    return t(" and ").join(parts) if parts else t("nothing")


def _alpacas(action: Any) -> str:
    """Llamas & Alpacas: the table's own sentences for a move, and what tells variants apart."""
    if isinstance(action, aa.PlaceStart):
        return t("Place your starting card")
    if isinstance(action, aa.Pass):
        return t("Pass")
    if isinstance(action, aa.Move):
        said = t("Move your card from row {row}, column {column} to row {to_row}, column {to_column}",
                 row=action.src // 3 + 1, column=action.src % 3 + 1, to_row=action.dst // 3 + 1,
                 to_column=action.dst % 3 + 1)
    else:
        said = t("Take card {position} of the row to row {row}, column {column}", position=action.index + 1,
                 row=action.cell // 3 + 1, column=action.cell % 3 + 1)
        if action.pay:
            said = t("{move}, paying {treats}", move=said, treats=treats_words(*aa.paid_treats(action.pay)))
        if action.leave != (0, 0):
            said = t("{move}, leaving {treats} on the next card", move=said, treats=treats_words(*action.leave))
    if action.wild is not None:
        value = action.wild if action.wild.isdigit() else t(action.wild.capitalize())
        said = t("{move}; the wild card counts as {value}", move=said, value=value)
    return said


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
