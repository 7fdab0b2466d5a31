"""Llamas & Alpacas: the rules engine (see :mod:`.game`), its cards, actions and scoring."""

from __future__ import annotations

from .actions import PASS, AlpacasAction, Move, Pass, PlaceStart, Take, parse_action
from .game import (
    ALPACAS,
    AlpacasGame,
    AlpacasObservation,
    AlpacasState,
    Phase,
    build_state,
    empty_cells,
    leave_options,
    paid_treats,
    payment_options,
    skip_cost,
    wild_options,
)
from .scoring import (
    completed_lines,
    conditions_met,
    line_score,
    needs_wild_choice,
    possible_conditions,
    score_placement,
)

__all__ = [
    "ALPACAS",
    "AlpacasAction",
    "AlpacasGame",
    "AlpacasObservation",
    "AlpacasState",
    "Move",
    "PASS",
    "Pass",
    "Phase",
    "PlaceStart",
    "Take",
    "build_state",
    "completed_lines",
    "conditions_met",
    "empty_cells",
    "leave_options",
    "line_score",
    "needs_wild_choice",
    "paid_treats",
    "parse_action",
    "payment_options",
    "possible_conditions",
    "score_placement",
    "skip_cost",
    "wild_options",
]
