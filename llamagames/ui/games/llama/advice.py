"""The Hint button's sentences for L.L.A.M.A.: the reason codes of ``bots/explain_llama.py`` in
English (each the key of its translation); the kit's ``table/advice.py`` finds them through
the catalogue entry (``GameEntry.hints``)."""

from __future__ import annotations

from ....bots.explain import Reason

SENTENCES: dict[str, str] = {
    "llama_return": "Hand back your {points}-point chip: your hand is empty, so the biggest chip goes.",
    "llama_play_twin": "Play a {card}: you hold {count} of them, and the next one can follow on itself.",
    "llama_play_chain": "Play your {card}: you also hold a {next}, which can follow it.",
    "llama_play_shed": "Play your {card}: it takes {points} points out of your hand.",
    "llama_draw": "Draw a card: nothing fits, and at {points} points your hand is still worth the risk "
                  "(about {chance}% to empty it).",
    "llama_quit": "Quit the round: nothing fits, and keeping your {points} points is cheaper than drawing on.",
    "llama_quit_no_draw": "Quit the round: nothing fits and you may not draw.",
    "llama_draw_fits": "Draw a card rather than play one: at {points} points your hand is still worth the risk "
                       "(about {chance}% to empty it).",
    "llama_quit_fits": "Quit the round now, though a card fits: with about {chance}% to empty your hand, "
                       "keeping your {points} points costs less than playing on.",
    "llama_play_shed_one": "Play your {card}: it takes 1 point out of your hand.",
    "llama_draw_one": "Draw a card: nothing fits, and at 1 point your hand is still worth the risk "
                      "(about {chance}% to empty it).",
    "llama_quit_one": "Quit the round: nothing fits, and keeping your 1 point is cheaper than drawing on.",
    "llama_draw_fits_one": "Draw a card rather than play one: at 1 point your hand is still worth the risk "
                           "(about {chance}% to empty it).",
    "llama_quit_fits_one": "Quit the round now, though a card fits: with about {chance}% to empty your hand, "
                           "keeping your 1 point costs less than playing on.",
}
"""Reason code -> English sentence (a ``_one`` key is its code's sentence for a single point)."""

_SINGULAR = ("llama_play_shed", "llama_draw", "llama_quit", "llama_draw_fits", "llama_quit_fits")
"""The codes whose sentence counts points: one point is said in the singular ("1 point")."""


def variant(reason: Reason) -> str:
    """The sentence key for ``reason``: "1 point", never "1 points"."""
    if reason.code in _SINGULAR and reason.values.get("points") == 1:
        return reason.code + "_one"
    return reason.code


__all__ = ["SENTENCES", "variant"]
