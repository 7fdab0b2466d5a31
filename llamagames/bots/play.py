"""One bot-only game loop for the tournament, the benchmarks and the tests.

Every seat is a bot that sees only its observation (of the positions it watched); each choice
is checked against the legal actions, so a bot that cheats or errs fails loudly instead of
being refused quietly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from ..rules import GAMES
from ..rules.core import watched_observation
from .base import Bot
from .levels import derive_seed, make

MAX_DECISIONS = 20_000


class BotError(AssertionError):
    """A bot chose an action that is not legal (a bug in the bot, never in the player's hands)."""


def play_steps(
    game_name: str,
    players: Sequence[Bot | str],
    seed: int,
    *,
    options: Mapping[str, Any] | None = None,
    max_decisions: int = MAX_DECISIONS,
    **search: Any,
) -> Iterator[tuple[Any, Any]]:
    """Every step of a bot-only game: ``(None, first state)``, then ``(action, state after)``.

    ``players`` holds a bot or a level name per seat; a level gets ``bots.make(game_name,
    level, derive_seed(seed, seat), **search)``. The game is ``new_game(len(players), seed,
    **options)``; the steps end with the game (stop iterating to end earlier).

    :raises BotError: when a bot picks an action that is not legal.
    :raises RuntimeError: when the game has not ended after ``max_decisions`` decisions.
    """
    game = GAMES[game_name]
    bots = [
        make(game_name, p, derive_seed(seed, seat), **search) if isinstance(p, str) else p
        for seat, p in enumerate(players)
    ]
    state = game.new_game(len(bots), seed, **dict(options or {}))
    history = [state]  # bots see what they watched, as in the app (rules.core.watched_observation)
    yield None, state
    for _ in range(max_decisions):
        if game.is_over(state):
            return
        seat = game.current_player(state)
        assert seat is not None, "a game that is not over has a seat to decide"
        legal = game.legal_actions(state)
        action = bots[seat].choose(watched_observation(game, history, seat), legal)
        if action not in legal:
            raise BotError(f"Seat {seat + 1}'s bot chose '{action}', which is not legal now: {legal}")
        state = game.apply(state, action)
        history.append(state)
        yield action, state
    raise RuntimeError(f"{game.title} did not end within {max_decisions} bot decisions.")


def play_out(
    game_name: str,
    players: Sequence[Bot | str],
    seed: int,
    *,
    options: Mapping[str, Any] | None = None,
    stop: Callable[[Any], bool] | None = None,
    max_decisions: int = MAX_DECISIONS,
    **search: Any,
) -> Any:
    """The last state of a bot-only game (see :func:`play_steps`), or the first state where
    ``stop(state)`` holds."""
    state = None
    for _, state in play_steps(game_name, players, seed, options=options, max_decisions=max_decisions, **search):
        if stop is not None and stop(state):
            break
    return state


__all__ = ["BotError", "MAX_DECISIONS", "play_out", "play_steps"]
