"""The Hint button's sentences for L.L.A.M.A.: the reason codes of ``bots/explain_llama.py`` in
English (each the key of its translation); the kit's ``table/advice.py`` finds them through
the catalogue entry (``GameEntry.hints``)."""

from __future__ import annotations

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
}
"""Reason code -> English sentence."""


__all__ = ["SENTENCES"]
