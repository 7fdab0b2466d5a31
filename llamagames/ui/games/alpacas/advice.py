"""The Hint button's sentences for Llamas & Alpacas: the reason codes of ``bots/explain_alpacas.py`` in
English (each the key of its translation); the kit's ``table/advice.py`` finds them through
the catalogue entry (``GameEntry.hints``)."""

from __future__ import annotations

SENTENCES: dict[str, str] = {
    "alpacas_take_scores": "Take card {position} of the row to row {row}, column {column}: it scores {points} points now.",
    "alpacas_take_paid": "Take card {position} of the row ({treats}) to row {row}, column {column}: "
                         "it leaves {lines} that can still score.",
    "alpacas_take_treats": "Take card {position} of the row to row {row}, column {column}: it costs {treats} "
                           "but carries {got}.",
    "alpacas_take_plain": "Take card {position} of the row ({treats}) to row {row}, column {column}: "
                          "it suits your board best.",
    "alpacas_take_deny": "Take the free first card to row {row}, column {column}: {player} could finish a line of three "
                         "with it, so taking it stops {stopped} points.",
    "alpacas_take_deny_treats": "Take the free first card to row {row}, column {column}: it carries {got}, and {player} "
                                "could finish a line of three with it, so taking it stops {stopped} points.",
    "alpacas_take_free_treats": "Take the free first card to row {row}, column {column}: it carries {got} for you, "
                                "and your own treats stay for later.",
    "alpacas_take_line": "Take card {position} of the row to row {row}, column {column}: it starts a line that can still score.",
    "alpacas_take_free": "Take the free first card to row {row}, column {column}: your treats stay for later.",
    "alpacas_move_scores": "Move one of your cards to row {row}, column {column}: it completes a line worth {points} points.",
    "alpacas_move": "Move one of your cards to row {row}, column {column}: it leaves {lines} that can still score.",
    "alpacas_move_plain": "Move one of your cards to row {row}, column {column}: a move costs nothing, and no card of the row is worth more to you now.",
    "alpacas_start": "Put your starting card on any space: at the start every space will do.",
}
"""Reason code -> English sentence."""


__all__ = ["SENTENCES"]
