"""What a game contributes to its bots: its heuristics and the kind of search its hard level uses.

Each game's bot module defines ``AI = GameAI(...)``; the catalogue names it, and
``bots.make`` builds every level from it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import Bot, Policy
from .ismcts import DEFAULT_ITERATIONS, LeafValue, RolloutPolicy


@dataclass(frozen=True)
class GameAI:
    """What a game contributes to its bots; every field is optional but ``normal``."""

    normal: Policy
    easy: Policy | None = None
    rollout: RolloutPolicy | None = None
    leaf_value: LeafValue | None = None
    hard_iterations: int = DEFAULT_ITERATIONS
    hard_depth: int | None = None
    hard_paired: bool = False
    hard_bot: Callable[[int, int | None], Bot] | None = None
    """Builds a game's own hard bot from (seed, iterations) instead of ISMCTS (iterations None:
    ``hard_iterations``, its budget of deals per decision)."""
    follow_up: Callable[[Any, Any], tuple[Any, list[Any]] | None] | None = None
    """(observation, action) -> the seat's (observation, legal actions) after ``action`` when it
    is half of one move on the table and the next half is the same seat's to choose (Llamaland's
    tile taken from its stack, then laid); None otherwise. A hint then also says the next half
    (``bots.explain.Suggestion.then``: where the gold ghost lies)."""
    points_now: Callable[[Any, Any], float] | None = None
    """(observation, action) -> the points ``action`` scores at once for the seat to move, where a
    game scores during play (Llamas & Alpacas' lines): a hint never passes up the best of them
    without saying so (``bots.explain.Suggestion.passed``); None where nothing scores at once."""
