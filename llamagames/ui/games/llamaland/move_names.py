"""Llamaland's moves named whole, for the review: which character, which objective, which crop.

A hint names "Take a character" or "Place a marker" with its target ringed on the table. The
review lists its costliest decisions away from their positions, where nothing is ringed, so a
move is named with what it takes or where it goes, from the position as the reviewed seat saw
it ("Take the Trader from the row", "Place a marker on Wealth", "Use your Merchant: corn for
coins", "Feed a cacao llama, paying 2 coins"). Tiles and llamas are laid where the replay's
ring shows: their names stay the hint's.
"""

from __future__ import annotations

from typing import Any

from ....i18n import t
from ....rules.llamaland import Feed, PlaceMarker, TakeCharacter, UseCharacter
from ....rules.llamaland.components import CHARACTERS, COIN, CROP_NAMES, OBJECTIVES


def crop_words(item: str) -> str:
    """A crop or coins in the player's language."""
    return t("coins") if item in (COIN, "coin") else t(CROP_NAMES.get(item, item))


def character_words(card: int) -> str:
    """A character card by its kind: "Trader"."""
    return t(CHARACTERS[card].kind.capitalize()) if 0 <= card < len(CHARACTERS) else t("character")


def objective_words(key: str) -> str:
    return t(OBJECTIVES[key].title) if key in OBJECTIVES else key


def whole_name(action: Any, observation: Any) -> str:
    """``action`` named whole from ``observation``; "" where the hint's name says it all."""
    if isinstance(action, TakeCharacter):
        row = getattr(getattr(observation, "state", None), "char_row", ())
        if action.source == "row" and 0 < action.index <= len(row):
            return t("Take the {character} from the row", character=character_words(row[action.index - 1]))
        return t("Take a character from the pile") if action.source == "pile" else ""
    if isinstance(action, PlaceMarker):
        if action.source:
            return t("Move a marker from {source} to {objective}", source=objective_words(action.source),
                     objective=objective_words(action.objective))
        return t("Place a marker on {objective}", objective=objective_words(action.objective))
    if isinstance(action, UseCharacter):
        return t("Use your {character}: {give} for {get}", character=character_words(action.card),
                 give=crop_words(action.give), get=crop_words(action.get))
    if isinstance(action, Feed):
        if action.coins:
            return t("Feed a {crop} llama, paying {coins} coins", crop=crop_words(action.crop), coins=action.coins)
        return t("Feed a {crop} llama", crop=crop_words(action.crop))
    return ""


__all__ = ["character_words", "crop_words", "objective_words", "whole_name"]
