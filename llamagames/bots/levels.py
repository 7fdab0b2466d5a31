"""Bots for every game: ``make(game_name, level, seed)`` -> a Bot that sees only observations.

Levels, weakest first:

- ``random``: uniform among the legal actions (the baseline);
- ``easy``: weak but plausible (the game's naive player, else its heuristic with slips);
- ``normal``: the game's heuristic;
- ``hard``: ISMCTS over ``Game.determinize`` of the bot's observation (the game's GameAI
  picks the kind of search and its rollouts; see :mod:`.ismcts`), or the game's own search
  (``GameAI.hard_bot``: Llamaland's look-ahead, :mod:`.llamaland_search`). It thinks for
  ``HARD_TIME_LIMIT`` seconds (less if the app caps it) unless given an iteration budget,
  which makes it reproducible (tests and tournaments).

``play_out`` plays a whole bot-only game: the one loop the tournament, the benchmarks and
the tests share.

Each game registers its heuristics in a :class:`GameAI` (here, or by defining
``normal_policy``/``easy_policy`` in ``bots/<game>.py``); a game without any still gets all
four levels from the generic search (random rollouts), so a new game is playable at once.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..rules import GAMES
from . import llama as _llama
from . import llamaland as _llamaland
from . import llamaland_search as _llamaland_search
from .base import Bot, NoisyBot, Policy, PolicyBot, RandomBot
from .ismcts import DEFAULT_ITERATIONS, ISMCTSBot, LeafValue, RolloutPolicy

LEVELS = ("random", "easy", "normal", "hard")

GENERIC_NORMAL_ITERATIONS = 60
"""Search budget standing in for the heuristic of a game that has none registered."""

HARD_TIME_LIMIT = 1.0
"""Seconds a hard bot thinks per decision in the app (a shorter cap from the app wins)."""


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
    hard_bot: Callable[[int, int | None, float | None], Bot] | None = None
    """Builds a game's own hard bot from (seed, iterations, time_limit) instead of ISMCTS;
    ``hard_iterations`` is then its reproducible budget (deals per decision)."""


REGISTRY: dict[str, GameAI] = {
    "llama": GameAI(
        normal=_llama.normal_policy,
        easy=_llama.easy_policy,
        rollout=_llama.heuristic_rollout,
        leaf_value=_llama.round_value,
        # Measured (tournament.py, 4 players): a deep tree search lost to the heuristic
        # (0.16 win share in 40 games against three normal bots); the flat search with common
        # random numbers that overrules the heuristic only when sure wins 0.343 [0.280, 0.411]
        # over 200 games (seed 1), a fair share being 0.25.
        hard_iterations=100,
        hard_depth=1,
        hard_paired=True,
    ),
    "llamaland": GameAI(
        normal=_llamaland.normal_policy,
        easy=_llamaland.easy_policy,
        # ISMCTS with random rollouts lost to the heuristic here (and took ~0.1 s a rollout):
        # the hard level is a paired look-ahead over the heuristic's best candidates instead.
        hard_bot=_llamaland_search.make_hard,
        hard_iterations=_llamaland_search.DEFAULT_ITERATIONS,
    ),
}


def register(game_name: str, ai: GameAI) -> None:
    """Give a game its heuristics explicitly (instead of, or overriding, the convention below)."""
    REGISTRY[game_name] = ai


def game_ai(game_name: str) -> GameAI | None:
    """The heuristics of a game: registered, or found by convention in ``bots/<game_name>.py``.

    The module may define ``AI`` (a GameAI), or just ``normal_policy`` and optionally
    ``easy_policy``, ``rollout`` and ``leaf_value``. None: the game has no heuristic yet.
    """
    if game_name in REGISTRY:
        return REGISTRY[game_name]
    try:
        module = importlib.import_module(f"{__package__}.{game_name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__package__}.{game_name}":
            raise
        return None
    ai = getattr(module, "AI", None)
    if not isinstance(ai, GameAI):
        normal = getattr(module, "normal_policy", None)
        if normal is None:
            return None
        ai = GameAI(
            normal=normal,
            easy=getattr(module, "easy_policy", None),
            rollout=getattr(module, "rollout", None),
            leaf_value=getattr(module, "leaf_value", None),
        )
    REGISTRY[game_name] = ai
    return ai


def make(
    game_name: str,
    level: str,
    seed: int,
    *,
    iterations: int | None = None,
    time_limit: float | None = None,
    depth: int | None = None,
    paired: bool | None = None,
) -> Bot:
    """A bot of ``level`` for ``game_name``, deterministic from ``seed``.

    The hard level thinks for ``HARD_TIME_LIMIT`` seconds, or ``time_limit`` if that is
    shorter; given ``iterations`` it stops after that many instead (reproducible), with
    ``time_limit`` still a cap. ``depth`` and ``paired`` choose the kind of search (see
    :class:`ISMCTSBot`; the game's GameAI gives the defaults, and its ``hard_bot``, if any,
    unless one of them is given); the other levels ignore them, except ``normal`` for a
    game without a heuristic (a short fixed search).
    """
    if game_name not in GAMES:
        raise ValueError(f"There is no game called '{game_name}'.")
    if level not in LEVELS:
        raise ValueError(f"Bot level must be one of {', '.join(LEVELS)}, not '{level}'.")
    game = GAMES[game_name]
    ai = game_ai(game_name)
    if level == "random":
        return RandomBot(seed)
    if level == "hard" and iterations is None:
        time_limit = HARD_TIME_LIMIT if time_limit is None else min(time_limit, HARD_TIME_LIMIT)
    if ai is None:
        if level == "easy":
            return RandomBot(seed)
        if level == "normal":
            return ISMCTSBot(game, seed, iterations or GENERIC_NORMAL_ITERATIONS, time_limit)
        return ISMCTSBot(game, seed, iterations, time_limit)
    if level == "easy":
        if ai.easy is not None:
            return PolicyBot(ai.easy, seed)
        return NoisyBot(ai.normal, seed)
    if level == "normal":
        return PolicyBot(ai.normal, seed)
    if ai.hard_bot is not None and depth is None and paired is None:
        return ai.hard_bot(seed, iterations, time_limit)
    paired = ai.hard_paired if paired is None else paired
    return ISMCTSBot(
        game,
        seed,
        iterations,
        time_limit,
        rollout=ai.rollout,
        leaf_value=ai.leaf_value,
        max_depth=ai.hard_depth if depth is None else depth,
        paired=paired,
        prior=ai.normal if paired else None,
    )


def think(
    game_name: str,
    level: str,
    seed: int,
    observation: Any,
    legal_actions: Sequence[Any],
    time_limit: float | None = None,
) -> Any:
    """One decision by a fresh bot: the function a worker process runs (all arguments pickle)."""
    return make(game_name, level, seed, time_limit=time_limit).choose(observation, list(legal_actions))


def fixed_budget(game_name: str) -> int:
    """The hard level's reproducible budget for ``game_name`` (tournaments measure with it)."""
    ai = game_ai(game_name)
    return ai.hard_iterations if ai is not None else DEFAULT_ITERATIONS


def derive_seed(*parts: int) -> int:
    """A seed for one bot decision from the match seed, the seat and the move number."""
    return random.Random(":".join(str(p) for p in parts)).getrandbits(48)


__all__ = [
    "Bot",
    "GameAI",
    "HARD_TIME_LIMIT",
    "ISMCTSBot",
    "LEVELS",
    "NoisyBot",
    "PolicyBot",
    "REGISTRY",
    "RandomBot",
    "derive_seed",
    "fixed_budget",
    "game_ai",
    "make",
    "register",
    "think",
]
