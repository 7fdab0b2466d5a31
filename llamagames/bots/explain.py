"""The Hint button's advice: what the hard bot would do from a seat's observation, and why.

A suggestion is the review's judgement of the position: the hard level's own choice
(``levels.make(game, "hard", seed)``, its fixed budget) on the observation of the seat asking
(the moves it watched included, as a bot is given it), with the seed that seat's bot would
have at this move. The review (``llamagames.review``) judges every decision against the hard
bot built exactly so, so a hint followed is the review's best move there ("as good"), never
one of its marked mistakes. It was the normal level's move until playtesters followed it and
then read those very moves as their costliest mistakes in the review. It thinks well under a
second of processor per request (``python -m llamagames.bench --only hint``), in the bot
worker process, so the window keeps its frame rate. It never sees the full state, so a hint
cannot leak a hidden card. The reason comes back as a code and values (``Reason``); the UI
puts it into words in the player's language, so the bots stay free of any text a player reads.

Each game explains its heuristic with an ``explain(observation, legal, action) -> Reason``
that reads the same quantities the heuristic weighed; its catalogue entry names it
(``GameEntry.explain``; the built-in ones are ``explain_<game>.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..catalogue import entry, load
from .levels import make


@dataclass(frozen=True)
class Reason:
    """Why a move is good, as a code the UI words (``values`` fill the named fields of its sentence)."""

    code: str
    values: Mapping[str, Any] = field(default_factory=dict)


HINT_LEVEL = "hard"
"""The level whose move a hint is: the review's (``review.engine`` judges by the hard bot)."""


@dataclass(frozen=True)
class Suggestion:
    """A legal move the hint's bot picks for the seat, with the reason for it."""

    action: Any
    reason: Reason


def only_move(legal: Sequence[Any]) -> Reason | None:
    """The reason when there is no choice at all (every game shares it)."""
    return Reason("only_move") if len(legal) == 1 else None


def explainer(game_name: str) -> Callable[[Any, Sequence[Any], Any], Reason] | None:
    """The ``explain`` the game's catalogue entry names; None when it names none (or the game
    is unknown), and the generic reason is given."""
    try:
        path = entry(game_name).explain
    except ValueError:
        return None
    if not path:
        return None
    function: Callable[[Any, Sequence[Any], Any], Reason] = load(path)
    return function


def suggest(game_name: str, observation: Any, legal: Sequence[Any], seed: int = 0,
            level: str = HINT_LEVEL) -> Suggestion:
    """The hint's move for the seat of ``observation`` and a reason for it.

    ``legal`` must be that seat's legal actions now (it is its turn); the move is one of them.
    ``seed`` is the seed the seat's bot would have here (``derive_seed(match seed, seat,
    moves played)``): with it the move is the one the review's hard bot makes. ``level`` is
    for measuring the hint as it was (``bench``: "normal").
    """
    if not legal:
        raise ValueError("There is no move to suggest: the seat has no legal action.")
    action = make(game_name, level, seed).choose(observation, list(legal))
    explain = explainer(game_name)
    reason = only_move(legal) or (explain(observation, legal, action) if explain else Reason("best_guess"))
    return Suggestion(action, reason)


__all__ = ["HINT_LEVEL", "Reason", "Suggestion", "explainer", "only_move", "suggest"]
