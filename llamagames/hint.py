"""The Hint button's move for a seat, thought where the bots think.

A hint is the review's judgement of the position (``bots.explain.suggest``: the hard bot at
its fixed budget) on what the seat knows having watched the game (``advised_position``: what
its bot would be given, or for the second half of a move what it saw before the first), with the seed its bot would have at this move
(``derive_seed(match seed, seat, moves played)``, as ``pacing`` and the review derive it). The
review rebuilds exactly that bot for each decision, so a hint followed is judged the review's
best move there, never one of its marked mistakes. The hard bot searches up to about a second
of processor, so it runs in the match's bot worker (another process in the app) and the table
polls the future: the window keeps its frame rate.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any, Protocol

from . import bots
from .bot_worker import InlineBotWorker
from .bots.explain import Suggestion, advised_position, best_now, reason_for, suggest
from .bots.levels import make
from .rules.core import Game, GameRecord


class Hinted(Protocol):
    """What a hint reads of its match (``Match``; a replay has no hint)."""

    game: Game[Any, Any, Any]
    game_name: str
    seed: int
    history: list[Any]
    record: GameRecord

    def legal_actions(self) -> list[Any]: ...


def hint_seed(match: Hinted, seat: int, ahead: int = 0) -> int:
    """The seed ``seat``'s bot would have at this move (``ahead`` moves later: a move half made)."""
    return bots.derive_seed(match.seed, seat, len(match.record.actions) + ahead)


def hint_position(match: Hinted, seat: int, held: tuple[Any, Sequence[Any]] | None = None) -> tuple[Any, list[Any], int]:
    """(observation, legal actions, moves ahead of the match) a hint for ``seat`` judges from
    (see :func:`ask_hint` for ``held``)."""
    if held is not None:
        return held[0], list(held[1]), 1
    actions = match.record.actions
    last = match.game.parse_action(actions[-1]) if actions else None
    observation, legal = advised_position(match.game_name, match.history, last, seat)
    return observation, legal, 0


def quick_hint(match: Hinted, seat: int, held: tuple[Any, Sequence[Any]] | None = None) -> Suggestion:
    """A quick idea for the same position, thought here at once (a few milliseconds for Llamas &
    Alpacas): what a table shows while the hard bot's answer is slow to come (a busy machine, a
    worker process still starting), said to be a first idea; the hard bot's answer replaces it.
    It is the normal bot's move, but never one that scores less now than another move could
    (``bots.explain.best_now``): the normal bot's heuristic once passed up a line worth 4 for a
    line of two, and a new player followed it (then the normal bot picks among the best scorers)."""
    observation, legal, ahead = hint_position(match, seat, held)
    seed = hint_seed(match, seat, ahead)
    found = suggest(match.game_name, observation, legal, seed, level="normal")
    if found.passed is None:
        return found
    best, _ = best_now(match.game_name, observation, legal)
    action = make(match.game_name, "normal", seed).choose(observation, best)
    return Suggestion(action, reason_for(match.game_name, observation, legal, action))


def ask_hint(match: Hinted, seat: int, held: tuple[Any, Sequence[Any]] | None = None) -> Future[Suggestion]:
    """The hint for ``seat`` now, as a future the table polls: in the match's bot worker if it
    has one that advises (the app's process), else at once in this process.

    ``held`` is (observation, legal actions) one move ahead, for a move half made on the table
    (a Llamaland tile in hand, not yet taken from its stack): the hint is about its next step,
    with the seed of that step. A move made in two halves (a tile taken, then laid) is
    advised whole: the second half with the seed of the decision after (``Suggestion.then``).
    """
    observation, legal, ahead = hint_position(match, seat, held)
    args = (match.game_name, hint_seed(match, seat, ahead), observation, legal, hint_seed(match, seat, ahead + 1))
    worker = getattr(getattr(match, "pacer", None), "worker", None)
    advise = getattr(worker, "advise", None)
    if callable(advise):
        try:
            future: Future[Suggestion] = advise(*args)
            return future
        except Exception:  # the worker cannot start: think here rather than give no hint
            pass
    return InlineBotWorker().advise(*args)


__all__ = ["Hinted", "ask_hint", "hint_position", "hint_seed", "quick_hint"]
