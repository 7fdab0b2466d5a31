"""The Hint button's sentence: a bot's reason code (``bots.explain.Reason``) in words.

The bots return codes and values only; this module words them in the player's language
through ``t()``, naming players and components the way the tables do. One sentence: the
move, then why.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ...bots.explain import Reason
from ...i18n import t

SENTENCES: dict[str, str] = {
    "only_move": "{move}: it is the only move you have now.",
    "best_guess": "{move}: this is what a normal bot would play here.",
    # L.L.A.M.A.
    "llama_return": "Hand back your {points}-point chip: your hand is empty, so the biggest chip goes.",
    "llama_play_twin": "Play a {card}: you hold {count} of them, and the next one can follow on itself.",
    "llama_play_chain": "Play your {card}: you also hold a {next}, which can follow it.",
    "llama_play_shed": "Play your {card}: it takes {points} points out of your hand.",
    "llama_draw": "Draw a card: nothing fits, and at {points} points your hand is still worth the risk "
                  "(about {chance}% to empty it).",
    "llama_quit": "Quit the round: nothing fits, and keeping your {points} points is cheaper than drawing on.",
    "llama_quit_no_draw": "Quit the round: nothing fits and you may not draw.",
    # Llamas & Alpacas
    "alpacas_take_scores": "Take card {position} of the row to row {row}, column {column}: it scores {points} points now.",
    "alpacas_take_paid": "Take card {position} of the row ({treats} treats) to row {row}, column {column}: "
                         "its lines can still score.",
    "alpacas_take_treats": "Take card {position} of the row to row {row}, column {column}: it costs {treats} treats "
                           "but carries {got}.",
    "alpacas_take_plain": "Take card {position} of the row ({treats} treats) to row {row}, column {column}: "
                          "it suits your board best.",
    "alpacas_take_deny": "Take the free first card to row {row}, column {column}: the next player would have scored with it.",
    "alpacas_take_line": "Take card {position} of the row to row {row}, column {column}: it starts a line that can still score.",
    "alpacas_take_free": "Take the free first card to row {row}, column {column}: your treats stay for later.",
    "alpacas_move_scores": "Move one of your cards to row {row}, column {column}: it completes a line worth {points} points.",
    "alpacas_move": "Move one of your cards to row {row}, column {column}: it sets up lines that can score.",
    "alpacas_start": "Put your starting card on any space: at the start every space will do.",
    # Llamagedón
    "llamagedon_block": "Block it: letting this card stand would cost you more than a Block in hand is worth.",
    "llamagedon_let_keep": "Let it happen: this card hurts you too little to spend your Block.",
    "llamagedon_let": "Let it happen: you have no Block to stop it.",
    "llamagedon_build_last": "Build your shelter now: the last turns have come.",
    "llamagedon_build_limit": "Build a shelter: your hand is close to its limit of {limit} cards.",
    "llamagedon_build_protect": "Build a shelter: you hold a Protect card and no shelter to lay it on.",
    "llamagedon_build": "Build a shelter from a pair.",
    "llamagedon_replace_own": "Take the Wild back from your own shelter: it can make another pair.",
    "llamagedon_replace": "Replace the Wild in {player}'s shelter: the Wild becomes yours.",
    "llamagedon_steal_leader": "Steal a shelter from {player}: they lead, and it is one more for you and one less for them.",
    "llamagedon_steal": "Steal a shelter from {player}: it is one more for you and one less for them.",
    "llamagedon_attack_leader": "Attack {player}'s shelter: they lead, and a lost shelter slows them down.",
    "llamagedon_attack": "Attack {player}'s shelter: it has no protection.",
    "llamagedon_recover": "Trade three colours for {card} from the discard pile: it helps you more than those colours.",
    "llamagedon_protect": "Protect your shelter: it can no longer be attacked or stolen.",
    "llamagedon_draw": "Draw two cards: more cards make more pairs later.",
    "llamagedon_swap": "Swap a card with {player}: you give away the card you need least.",
    "llamagedon_pass_keep": "End your turn and keep your pairs: a shelter in hand cannot be attacked or stolen.",
    "llamagedon_pass": "End your turn: nothing you could do now is worth a card.",
    # Llamaland
    "llamaland_stack": "Take the {shape} tile: it has the best place on your estate.",
    "llamaland_place_build": "Build on level {level}: the tile covers {icons} icons, and each pays out.",
    "llamaland_place_high": "Build up to level {level}: higher ground helps your objectives.",
    "llamaland_place_ground": "Lay the tile on the ground: it widens your estate for later builds.",
    "llamaland_character_row": "Take the character from the row: it pays most over the turns left.",
    "llamaland_character_pile": "Take a character from the pile: none in the row pays better on average.",
    "llamaland_marker": "Put a marker on “{objective}”: you have a good chance to meet it.",
    "llamaland_marker_skip": "Place no marker: no objective is worth one now.",
    "llamaland_llama": "Put your llama there: it helps the objectives you aim at.",
    "llamaland_feed": "Feed a {crop} llama card: it is worth the most points now.",
    "llamaland_feed_coins": "Feed a {crop} llama card, paying {coins} coins for missing crops: it is worth the most now.",
    "llamaland_trade": "Trade {give} for {get}: it brings you closer to a llama card.",
    "llamaland_end": "End your turn: nothing more is worth doing now.",
}
"""Reason code -> English sentence (the key of its translation)."""

Namer = Callable[[str, Any], str]
"""(kind of value, value) -> its name on this table: ("player", 2) -> "Ann"."""


def variant(reason: Reason) -> str:
    """The sentence key for ``reason`` (a few codes read better split by a value)."""
    code, values = reason.code, reason.values
    if code == "llamaland_place_build" and not values.get("icons"):
        return "llamaland_place_high"
    if code == "llamaland_character":
        return "llamaland_character_pile" if values.get("source") == "pile" else "llamaland_character_row"
    if code == "llamaland_feed" and values.get("coins"):
        return "llamaland_feed_coins"
    return code


def sentence(reason: Reason, move: str, names: Sequence[str], namer: Namer | None = None) -> str:
    """One sentence for a hint: what to do and why, in the current language.

    ``move`` names the action (for the generic codes); ``names`` are the seats' names;
    ``namer`` names a game's components (a card, a crop) for the values that need it.
    """
    key = variant(reason)
    template = SENTENCES.get(key, SENTENCES["best_guess"])
    values: dict[str, Any] = {"move": move}
    for name, value in reason.values.items():
        if name == "seat":
            values["player"] = names[value] if 0 <= value < len(names) else str(value)
        elif namer is not None and name in ("card", "next", "crop", "give", "get", "shape"):
            values[name] = namer(name, value)
        else:
            values[name] = value
    try:
        return t(template, **values)
    except (KeyError, IndexError):  # a translation names a field the values lack: the English sentence
        return template.format_map(_Default(values))


class _Default(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


def sentences() -> Mapping[str, str]:
    """Every English sentence (the translation test walks them)."""
    return SENTENCES


__all__ = ["SENTENCES", "Namer", "sentence", "sentences", "variant"]
