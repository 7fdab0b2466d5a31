"""The Hint button's sentences for Llamas & Alpacas: the reason codes of ``bots/explain_alpacas.py`` in
English (each the key of its translation); the kit's ``table/advice.py`` finds them through
the catalogue entry (``GameEntry.hints``)."""

from __future__ import annotations

SENTENCES: dict[str, str] = {
    "alpacas_take_scores": "Take card {position} of the row to row {row}, column {column}: it scores {points} points now.",
    "alpacas_take_scores_paid": "Take card {position} of the row ({treats}) to row {row}, column {column}: it scores {points} "
                                "points now, worth more than the treats it costs.",
    "alpacas_take_paid": "Take card {position} of the row ({treats}) to row {row}, column {column}: the treats buy two of "
                         "a line of {shape}, worth up to {worth} points once a third card fits.",
    "alpacas_take_paid_deny": "Take card {position} of the row ({treats}) to row {row}, column {column}: {player} could "
                              "finish a line of three with it, so the treats stop {stopped} points.",
    "alpacas_take_paid_start": "Take card {position} of the row ({treats}) to row {row}, column {column}: it starts an "
                               "empty line for {shape}, worth up to {worth} points once two more join.",
    "alpacas_take_treats": "Take card {position} of the row to row {row}, column {column}: it costs {treats} "
                           "but carries {got}.",
    "alpacas_take_treats_line": "Take card {position} of the row to row {row}, column {column}: it costs {treats} but "
                                "carries {got}, and it makes two of a line of {shape}, worth up to {worth} points.",
    "alpacas_take_plain": "Take card {position} of the row ({treats}) to row {row}, column {column}: "
                          "the other cards of the row fit your board worse.",
    "alpacas_take_deny": "Take the free first card to row {row}, column {column}: {player} could finish a line of three "
                         "with it, so taking it stops {stopped} points.",
    "alpacas_take_deny_treats": "Take the free first card to row {row}, column {column}: it carries {got}, and {player} "
                                "could finish a line of three with it, so taking it stops {stopped} points.",
    "alpacas_take_free_treats": "Take the free first card to row {row}, column {column}: it carries {got} for you, "
                                "and your own treats stay for later.",
    "alpacas_take_line": "Take the free first card to row {row}, column {column}: it makes two of a line of {shape}, "
                         "worth up to {worth} points once a third card fits.",
    "alpacas_take_line_treats": "Take the free first card to row {row}, column {column}: it carries {got}, and it makes "
                                "two of a line of {shape}, worth up to {worth} points once a third card fits.",
    "alpacas_take_free_start": "Take the free first card to row {row}, column {column}: no card of the row builds a line "
                               "on your board yet, and this one starts an empty line for {shape} at no cost.",
    "alpacas_take_free_cheap": "Take the free first card to row {row}, column {column}: the cards that would build a line "
                               "cost treats, and this one keeps yours for a better chance.",
    "alpacas_take_free": "Take the free first card to row {row}, column {column}: no card of the row builds a line on "
                         "your board yet, so keep your treats for one that does.",
    "alpacas_move_scores": "Move one of your cards to row {row}, column {column}: it completes a line worth {points} points.",
    "alpacas_move": "Move one of your cards to row {row}, column {column}: it makes two of a line of {shape}, "
                    "worth up to {worth} points once a third card fits.",
    "alpacas_move_plain": "Move one of your cards to row {row}, column {column}: a move costs nothing, and no card of the row is worth more to you now.",
    "alpacas_start": "Put your starting card on any space: each space lies in one row and one column, so every "
                     "space gives it two lines to build.",
}
"""Reason code -> English sentence."""


__all__ = ["SENTENCES"]
