"""Llamas & Alpacas' takes named whole, for the review: which card, not only where in the row.

A hint names "card 4 of the row" with the card ringed on the table. The review lists its costliest
decisions away from their positions, where the row has changed since: a playtester read "you chose
Take card 4 of the row to row 1, column 2" and could not tell which card that was. So a take is
named with its card, from the row as the reviewed seat saw it ("Take the alpaca 3 blue (card 4
of the row) to row 1, column 2, paying 2 clovers").
"""

from __future__ import annotations

from typing import Any

from ....i18n import language, t
from ....rules.alpacas import Take
from ....rules.alpacas.actions import paid_treats
from ....rules.alpacas.components import card_name
from ....rules.alpacas.words import card_ja
from .choices import treat_words


def card_words(card: int) -> str:
    """A card in the player's language: "alpaca 3 blue", "アルパカ（3・青）"."""
    return card_ja(card) if language() == "ja" else card_name(card)


def whole_name(action: Any, observation: Any) -> str:
    """A take named with its card from ``observation``'s row; "" for any other move (or a row
    that does not hold the card: the hint's name then)."""
    row = getattr(observation, "row", ())
    if not isinstance(action, Take) or not 0 <= action.index < len(row):
        return ""
    where = t("Take the {card} (card {position} of the row) to row {row}, column {column}",
              card=card_words(row[action.index]), position=action.index + 1, row=action.cell // 3 + 1,
              column=action.cell % 3 + 1)
    if not action.pay:
        return where
    return t("{move}, paying {treats}", move=where, treats=treat_words(*paid_treats(action.pay)))


__all__ = ["card_words", "whole_name"]
