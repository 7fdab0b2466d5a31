"""The score chart's readers as ``score_history.py`` had them before every engine said its own
``scores`` and ``round_ended``: the reference the engines' answers are held to (the chart
must show the same numbers at the same moves as before)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Reader = Callable[[Any, Any, Any], "tuple[int, ...] | None"]
"""(game, previous state, state) -> every seat's score when a round ended with this move."""


def _llama_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round is settled (its chip returned) when the next deal comes or the game ends."""
    kinds = {event.kind for event in game.events(state)}
    if "game_over" in kinds or ("deal" in kinds and state.round > prev.round):
        return tuple(state.totals)
    return None


def _alpacas_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round ended when every seat has had one more turn (the game always ends on one)."""
    return tuple(state.scores) if min(state.turns) > min(prev.turns) else None


def _llamagedon_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round ended when seat 0 begins a turn again; the game may end part-way (shelters, as
    the engine's ``result`` counts them)."""
    n = game.num_players(state)
    new_round = state.turn_number > prev.turn_number and state.turn_number % n == 1
    if new_round or (game.is_over(state) and not game.is_over(prev)):
        return tuple(game.result(state).scores)
    return None


def _llamaland_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round ended when the seat before the crook ends its turn; the score is the engine's
    own count as if the game ended there (the game always ends on a round)."""
    ended = any(event.kind == "end" for event in game.events(state))
    if ended and state.turns_taken % game.num_players(state) == 0:
        return tuple(game.outcome_of(state).scores)
    return None


READERS: dict[str, Reader] = {
    "llama": _llama_round,
    "alpacas": _alpacas_round,
    "llamagedon": _llamagedon_round,
    "llamaland": _llamaland_round,
}


