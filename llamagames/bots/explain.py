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

import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..catalogue import entry, load
from ..rules import GAMES
from ..rules.core import watched_observation
from .levels import game_ai, make


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
    then: Any = None
    """The same seat's next half of the move, when ``action`` is only half of it (the game's
    ``GameAI.follow_up``: Llamaland's tile taken, then laid where the hint's ghost shows), as
    the hint would advise it then; None otherwise."""
    passed: tuple[Any, float] | None = None
    """(the move that scores most at once, its points) where ``action`` scores fewer points now
    (``GameAI.points_now``): the hint says it weighed them and still chose ``action`` (the hard
    bot denying the next player a line worth as much); None when ``action`` takes the most."""


def best_now(game_name: str, observation: Any, legal: Sequence[Any]) -> tuple[list[Any], float]:
    """(the moves that score most at once, their points) for the seat to move; ([], 0) where the
    game scores nothing during play or no move scores now."""
    ai = game_ai(game_name)
    if ai is None or ai.points_now is None:
        return [], 0.0
    gains = [(ai.points_now(observation, action), action) for action in legal]
    most = max((points for points, _ in gains), default=0.0)
    return ([action for points, action in gains if points == most] if most > 0 else []), most


def passed_up(game_name: str, observation: Any, legal: Sequence[Any], action: Any) -> tuple[Any, float] | None:
    """The best immediate score ``action`` passes up (its move and points), or None."""
    best, most = best_now(game_name, observation, legal)
    ai = game_ai(game_name)
    if not best or ai is None or ai.points_now is None or ai.points_now(observation, action) >= most:
        return None
    return best[0], most


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
            level: str = HINT_LEVEL, then_seed: int | None = None) -> Suggestion:
    """The hint's move for the seat of ``observation`` and a reason for it.

    ``legal`` must be that seat's legal actions now (it is its turn); the move is one of them.
    ``seed`` is the seed the seat's bot would have here (``derive_seed(match seed, seat,
    moves played)``): with it the move is the one the review's hard bot makes. ``level`` is
    for measuring the hint as it was (``bench``: "normal"). ``then_seed``, the seed of the
    seat's next decision: when the move is half of one (``GameAI.follow_up``), the next half is
    advised too (``Suggestion.then``), as the hint would advise it then, and the reason, if the
    game's ``explain`` takes a ``then``, speaks of both.
    """
    if not legal:
        raise ValueError("There is no move to suggest: the seat has no legal action.")
    action = make(game_name, level, seed).choose(observation, list(legal))
    then = None
    ai = game_ai(game_name)
    if then_seed is not None and ai is not None and ai.follow_up is not None:
        after = ai.follow_up(observation, action)
        if after is not None and after[1]:
            then = make(game_name, level, then_seed).choose(*after)
    return Suggestion(action, reason_for(game_name, observation, legal, action, then), then,
                      passed_up(game_name, observation, legal, action))


def reason_for(game_name: str, observation: Any, legal: Sequence[Any], action: Any, then: Any = None) -> Reason:
    """Why ``action`` (one of ``legal``, with its second half ``then``), from the game's ``explain``."""
    explain = explainer(game_name)
    if only_move(legal):
        return Reason("only_move")
    if explain is None:
        return Reason("best_guess")
    if then is not None and "then" in inspect.signature(explain).parameters:
        return explain(observation, legal, action, then=then)  # type: ignore[call-arg]
    return explain(observation, legal, action)


def advised_position(game_name: str, history: Sequence[Any], last: Any, seat: int) -> tuple[Any, list[Any]]:
    """(observation, legal actions) a hint for ``seat`` at the end of ``history`` judges from, and
    the review with it: what the seat watched; but when ``last``, the move that led here, was
    the seat's own first half of one move (``GameAI.follow_up``: a Llamaland tile taken from its
    stack), the position after that half as the seat saw it before making it. The table makes
    both halves in one gesture (the tile laid on the hint's gold ghost), so the second half is
    chosen without the tile the take turned up on its stack: judging it with that tile would
    mark the ghost the hint showed."""
    game = GAMES[game_name]
    if last is not None and len(history) > 1 and game.current_player(history[-2]) == seat:
        ai = game_ai(game_name)
        if ai is not None and ai.follow_up is not None:
            after = ai.follow_up(watched_observation(game, history[:-1], seat), last)
            if after is not None and after[1]:
                return after
    return watched_observation(game, history, seat), list(game.legal_actions(history[-1]))


__all__ = ["HINT_LEVEL", "advised_position", "best_now", "passed_up", "reason_for", "Reason", "Suggestion", "explainer", "only_move", "suggest"]
