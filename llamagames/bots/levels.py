"""Bots for every game: ``make(game_name, level, seed)`` -> a Bot that sees only observations.

Levels, weakest first:

- ``random``: uniform among the legal actions (the baseline);
- ``easy``: weak but plausible (the game's naive player, else its heuristic with slips);
- ``normal``: the game's heuristic;
- ``hard``: ISMCTS over ``Game.determinize`` of the bot's observation (the game's GameAI
  picks the kind of search and its rollouts; see :mod:`.ismcts`), or the game's own search
  (``GameAI.hard_bot``: the look-aheads of L.L.A.M.A., :mod:`.llama_search`, and Llamaland,
  :mod:`.llamaland_search`). It thinks a fixed amount per decision (``fixed_budget``:
  iterations or deals, never seconds), so its choice depends only on the position and the
  seed: the app plays the bot the tournament measures, the daily deal's bots are everyone's,
  and a busy machine makes a bot slower, never weaker or different.

``play_out`` plays a whole bot-only game: the one loop the tournament, the benchmarks and
the tests share.

Each game gives its heuristics as a :class:`GameAI` named by its catalogue entry
(``llamagames.catalogue``); a game without any still gets all
four levels from the generic search (random rollouts), so a new game is playable at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..catalogue import entry, load
from ..rules import GAMES
from .ai import GameAI
from .base import Bot, NoisyBot, PolicyBot, RandomBot
from .ismcts import DEFAULT_ITERATIONS, ISMCTSBot

LEVELS = ("random", "easy", "normal", "hard")

GENERIC_NORMAL_ITERATIONS = 60
"""Search budget standing in for the heuristic of a game that has none registered."""


REGISTRY: dict[str, GameAI] = {}
"""Heuristics given explicitly with :func:`register` (tests); otherwise the catalogue's."""


def register(game_name: str, ai: GameAI) -> None:
    """Give a game its heuristics explicitly (instead of, or overriding, the convention below)."""
    REGISTRY[game_name] = ai


def game_ai(game_name: str) -> GameAI | None:
    """The heuristics of a game: registered, else the ``AI`` its catalogue entry names.

    None: the game has no heuristic yet (its bots then search with random play-outs).
    """
    if game_name in REGISTRY:
        return REGISTRY[game_name]
    path = entry(game_name).bots
    if not path:
        return None
    ai = _LOADED.get(path)
    if ai is None:
        ai = load(path)
        if not isinstance(ai, GameAI):
            raise TypeError(f"{path} is not a GameAI")
        _LOADED[path] = ai
    return ai


_LOADED: dict[str, GameAI] = {}
"""The catalogue's GameAIs by import path, loaded once (keyed by path, not by game name, so
a game registered later with the same name gets its own)."""


def make(
    game_name: str,
    level: str,
    seed: int,
    *,
    iterations: int | None = None,
    depth: int | None = None,
    paired: bool | None = None,
) -> Bot:
    """A bot of ``level`` for ``game_name``, deterministic from ``seed``.

    The hard level searches ``iterations`` (default: the game's ``fixed_budget``), never
    against a clock. ``depth`` and ``paired`` choose the kind of search (see
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
    if ai is None:
        if level == "easy":
            return RandomBot(seed)
        if level == "normal":
            return ISMCTSBot(game, seed, iterations or GENERIC_NORMAL_ITERATIONS)
        return ISMCTSBot(game, seed, iterations)
    if level == "easy":
        if ai.easy is not None:
            return PolicyBot(ai.easy, seed)
        return NoisyBot(ai.normal, seed)
    if level == "normal":
        return PolicyBot(ai.normal, seed)
    if ai.hard_bot is not None and depth is None and paired is None:
        return ai.hard_bot(seed, iterations)
    paired = ai.hard_paired if paired is None else paired
    return ISMCTSBot(
        game,
        seed,
        iterations if iterations is not None else ai.hard_iterations,
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
) -> Any:
    """One decision by a fresh bot: the function a worker process runs (all arguments pickle).

    Nothing in it reads a clock: the same position and seed give the same choice on every
    machine, however long it took.
    """
    return make(game_name, level, seed).choose(observation, list(legal_actions))


def fixed_budget(game_name: str) -> int:
    """The hard level's budget for ``game_name``: iterations (or deals) per decision, in the
    app, the daily deal, the review and the tournaments alike."""
    ai = game_ai(game_name)
    return ai.hard_iterations if ai is not None else DEFAULT_ITERATIONS


def derive_seed(*parts: int) -> int:
    """A seed for one bot decision from the match seed, the seat and the move number."""
    return random.Random(":".join(str(p) for p in parts)).getrandbits(48)


__all__ = [
    "Bot",
    "GameAI",
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
