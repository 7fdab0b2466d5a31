"""The Hint button's sentences for Llamaland: the reason codes of ``bots/explain_llamaland.py`` in
English (each the key of its translation); the kit's ``table/advice.py`` finds them through
the catalogue entry (``GameEntry.hints``)."""

from __future__ import annotations

from ....bots.explain import Reason

SENTENCES: dict[str, str] = {
    "llamaland_stack": "Take the {shape} tile: it has the best place on your estate.",
    "llamaland_stack_earns": "Take the {shape} tile: built on level {level} it earns {got}.",
    "llamaland_stack_ground": "Take the {shape} tile: laid beside your estate it widens it for later builds.",
    "llamaland_stack_level": "Take the {shape} tile: it goes up to level {level}, which helps your objectives.",
    "llamaland_place_build": "Build on level {level}: the tile covers {icons} icons, and each pays out.",
    "llamaland_place_high": "Build up to level {level}: higher ground helps your objectives.",
    "llamaland_place_ground": "Lay the tile on the ground: it widens your estate for later builds.",
    "llamaland_place_marker": "Lay the tile beside your estate: it earns nothing now, but extending lets you "
                              "put a marker on “{objective}”.",
    "llamaland_place_compact": "Lay the tile beside your estate, touching it on {sides} sides: it earns nothing "
                               "now, but a compact estate keeps flat ground to build a level higher later.",
    "llamaland_character_row": "Take the character from the row: it pays most over the turns left.",
    "llamaland_character_pile": "Take a character from the pile: none in the row pays better on average.",
    "llamaland_marker": "Put a marker on “{objective}”: you have a good chance to meet it.",
    "llamaland_marker_skip": "Place no marker: no objective is worth one now.",
    "llamaland_marker_move": "Move one of your markers to “{objective}”: you have a good chance to meet it.",
    "llamaland_llama": "Put your llama there: it helps the objectives you aim at.",
    "llamaland_feed": "Feed a {crop} llama card: it is worth the most points now.",
    "llamaland_feed_coins": "Feed a {crop} llama card, paying {coins} coins for missing crops: it is worth the most now.",
    "llamaland_trade": "Trade {give} for {get}: it brings you closer to a llama card.",
    "llamaland_end": "End your turn: nothing more is worth doing now.",
}
"""Reason code -> English sentence."""


def variant(reason: Reason) -> str:
    """The sentence key for ``reason``: a few Llamaland codes read better split by a value."""
    code, values = reason.code, reason.values
    if code == "llamaland_stack" and "level" in values:
        if values.get("got"):
            return "llamaland_stack_earns"
        return "llamaland_stack_ground" if values["level"] <= 1 else "llamaland_stack_level"
    if code == "llamaland_place_ground" and values.get("objective"):
        return "llamaland_place_marker"
    if code == "llamaland_place_ground" and values.get("sides"):
        return "llamaland_place_compact"
    if code == "llamaland_place_build" and not values.get("icons"):
        return "llamaland_place_high"
    if code == "llamaland_character":
        return "llamaland_character_pile" if values.get("source") == "pile" else "llamaland_character_row"
    if code == "llamaland_marker" and values.get("moved"):  # from a card, not the reserve
        return "llamaland_marker_move"
    if code == "llamaland_feed" and values.get("coins"):
        return "llamaland_feed_coins"
    return code


__all__ = ["SENTENCES", "variant"]
