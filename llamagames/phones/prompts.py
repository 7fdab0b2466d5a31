"""What a phone's player is to do now, in one short sentence in the rules' words.

The page keeps it in a bar that stays on screen (a long Llamaland page scrolls the status line
away): it is read from the seat's legal actions, so it always names what can be tapped now.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import t


def _heads(actions: Sequence[str]) -> set[str]:
    return {text.split(" ", 1)[0] for text in actions}


def _llama(heads: set[str]) -> str:
    if "return" in heads:
        return t("You went out: give back one chip.")
    if "play" in heads and "draw" in heads:
        return t("Play a card, draw a card or quit the round.")
    if "play" in heads:
        return t("Play a card or quit the round.")
    if "draw" in heads:
        return t("Draw a card or quit the round.")
    return t("No card fits: quit the round.") if "quit" in heads else ""


def _llamagedon(heads: set[str]) -> str:
    if heads & {"block", "let"}:
        return t("Play a Block card, or let the card happen.")
    if heads & {"build", "replace", "take", "attack", "steal", "swap", "draw2", "protect"}:
        return t("Tap a card in your hand, then where it goes.")
    return t("No card can be played: pass.") if "pass" in heads else ""


def _alpacas(heads: set[str]) -> str:
    if "start" in heads:
        return t("Place your starting card on your board.")
    if heads & {"take", "move"}:
        return t("Take a card from the row (or move one of yours), then tap where it goes.")
    return t("Your board is full: pass.") if "pass" in heads else ""


def _llamaland(heads: set[str]) -> str:
    if "stack" in heads:
        return t("Take a tile: tap one of the stacks.")
    if "place" in heads:
        return t("Place your tile: tap your estate where it goes, then Place.")
    if "hut" in heads:
        return t("Your tile covered a Huts icon: pick a character from the row or the pile.")
    if "marker" in heads or ("skip" in heads and not heads & {"end", "llama"}):
        return t("Place a marker on an objective, or place none.")
    if "llama" in heads:
        return t("Place a llama: tap a glowing square of your estate.")
    if "end" in heads:
        return t("Feed a llama or use a character if you like, then end your turn.")
    return ""


PROMPTS = {"llama": _llama, "llamagedon": _llamagedon, "alpacas": _alpacas, "llamaland": _llamaland}


def prompt(game: str, actions: Sequence[str]) -> str:
    """The one sentence that says what the seat may do with ``actions`` (its legal actions'
    texts); empty when it is not this seat's decision."""
    if not actions:
        return ""
    told = PROMPTS.get(game)
    return told(_heads(actions)) if told else ""


__all__ = ["prompt"]
