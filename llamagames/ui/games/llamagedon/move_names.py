"""Llamagedón's moves named whole, for the review: what each did to whom.

The table shows a hint's target (the ring is on Dolly's shelter), so a hint says "Attack". The
review names moves away from the position they were chosen in, in a list of the costliest
decisions: a playtester read "you chose Attack" and "Move 21: you chose Build a shelter" and
could not tell which. So a move is named from the position as the reviewed seat saw it
(``observation``): "Attack Dolly's yellow shelter", "Swap with Pablo, giving a red Resource",
"Block Dolly's Steal on your Shelter card".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....i18n import t
from ....rules.llamagedon.actions import (
    Attack,
    Block,
    Build,
    DrawTwo,
    Let,
    Pass,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
)
from ....rules.llamagedon.cards import LABELS, PROTECT, SHELTER, WILD
from .choice_words import colour_word

PLAYED = {Attack: "Attack", Steal: "Steal", Swap: "Swap", DrawTwo: "Draw 2", Protect: "Protect", Block: "Block",
          Recover: "three colours"}
"""A card on the chain, by the kind of what was played (a Block or Let names it)."""


def owner(seat: int, viewer: int, names: Sequence[str]) -> str:
    """Whose: "your", "Dolly's" (Japanese: あなたの, Dollyの)."""
    if seat == viewer:
        return t("your")
    return t("{name}'s", name=names[seat] if 0 <= seat < len(names) else str(seat + 1))


def shelter_words(observation: Any, seat: int, index: int) -> str:
    """A shelter by what it is made of: "yellow shelter", "Shelter card", "shelter of two
    Wilds"; by its number where the position does not hold it."""
    areas = getattr(observation, "areas", ())
    row = areas[seat] if 0 <= seat < len(areas) else ()
    if not 0 <= index < len(row):
        return t("shelter {number}", number=index + 1)
    cards = [card for card in row[index] if card != PROTECT]
    if cards == [SHELTER]:
        return t("Shelter card")
    colours = [card for card in cards if card != WILD]
    if not colours:
        return t("shelter of two Wilds")
    return t("{colour} shelter", colour=colour_word(colours[0]))


def played_words(action: Any, seat: int, observation: Any, viewer: int, names: Sequence[str]) -> str:
    """A card on the chain with whose it is and, for an Attack or Steal, its target:
    "Dolly's Attack on your yellow shelter"."""
    card = t(PLAYED.get(type(action), "card"))
    if isinstance(action, (Attack, Steal)):
        card = t("{card} on {owner} {shelter}", card=card, owner=owner(action.seat, viewer, names),
                 shelter=shelter_words(observation, action.seat, action.shelter))
    return t("{owner} {card}", owner=owner(seat, viewer, names), card=card)


def whole_name(action: Any, observation: Any, names: Sequence[str]) -> str:
    """``action`` named whole from ``observation``, the position the seat chose it in."""
    viewer = getattr(observation, "seat", -1)
    if isinstance(action, Build):
        if action.colour == WILD:
            return t("Build a shelter from two Wilds")
        colour = colour_word(action.colour)
        if action.second == WILD:
            return t("Build a {colour} shelter from a {colour} and a Wild", colour=colour)
        return t("Build a {colour} shelter from a pair", colour=colour)
    if isinstance(action, (Attack, Steal, Replace)):
        verb = {Attack: "Attack {owner} {shelter}", Steal: "Steal {owner} {shelter}",
                Replace: "Take the Wild from {owner} {shelter}"}[type(action)]
        return t(verb, owner=owner(action.seat, viewer, names),
                 shelter=shelter_words(observation, action.seat, action.shelter))
    if isinstance(action, Protect):
        return t("Protect your {shelter}", shelter=shelter_words(observation, viewer, action.shelter))
    if isinstance(action, Swap):
        name = names[action.seat] if 0 <= action.seat < len(names) else str(action.seat + 1)
        return t("Swap with {name}, giving {card}", name=name, card=t(LABELS.get(action.give, "a card")))
    if isinstance(action, Recover):
        return t("Trade three colours for {card} from the discard pile", card=t(LABELS[action.card]))
    if isinstance(action, DrawTwo):
        return t("Play a Draw 2")
    chain = getattr(observation, "chain", ())
    if isinstance(action, (Block, Let)) and chain:
        played = played_words(chain[-1].action, chain[-1].seat, observation, viewer, names)
        return t("Block {card}", card=played) if isinstance(action, Block) else \
            t("Let {card} happen", card=played)
    if isinstance(action, Pass):
        return t("End your turn")
    return str(action)


__all__ = ["owner", "played_words", "shelter_words", "whole_name"]
