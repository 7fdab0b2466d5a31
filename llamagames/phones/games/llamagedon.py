"""Llamagedón from a phone: the words of its moves (each names its target), the Block chain and
its answers worded by their effect, and the cards' names for the page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import t
from ...rules.llamagedon import actions as ga
from ...rules.llamagedon.cards import LABELS
from ...seat_view import SeatView
from ..adapter import PhoneGame


def kind_names() -> list[str]:
    """The thirteen kinds of card, by number, as a card's face names them."""
    return [t("Llamagedón"), t("Shelter"), t("Red"), t("Blue"), t("Yellow"), t("Green"), t("Wild"),
            t("Attack"), t("Steal"), t("Swap"), t("Draw 2"), t("Protect"), t("Block")]


def _whose(target: int, seat: int, names: Sequence[str], number: int) -> str:
    if target == seat:
        return t("your shelter {number}", number=number)
    return t("{name}'s shelter {number}", name=names[target], number=number)


def label(action: Any, seat: int, names: Sequence[str]) -> str:
    """The button's words for ``action`` of ``seat``: what it does, and to whose shelter."""
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


def message_extra(view: SeatView, names: Sequence[str], data: dict[str, Any],
                  choices: list[dict[str, Any]]) -> dict[str, Any]:
    """In a Block window: the chain link by link, and the two answers worded by their effect
    (the choices take those words)."""
    if data.get("phase") != "block":
        return {}
    links = view.observation().chain
    chain = [f"{names[link.seat]}: {label(link.action, view.seat, names)}" for link in links]
    answers: dict[str, str] = {}
    if links:
        after_block = isinstance(links[-1].action, ga.Block)
        answers = {"block": t("Block: it happens") if after_block else t("Block: stop it"),
                   "let": t("Keep it cancelled") if after_block else t("Let it happen")}
        for choice in choices:
            choice["label"] = answers.get(choice["a"], choice["label"])
    return {"chain": chain, "answers": answers}


def page_words() -> dict[str, str]:
    return {
        "block_q": t("Will you block it?"),
        "kept": t("Your answer is kept until it is your turn to answer."),
        "shelters": t("Shelters"),
        "no_shelters": t("no shelters"),
        "deck": t("Deck: {count}"),
        "kinds": "|".join(kind_names()),
    }


PHONE = PhoneGame(label=label, page_words=page_words, message_extra=message_extra)

__all__ = ["PHONE", "kind_names", "label"]
