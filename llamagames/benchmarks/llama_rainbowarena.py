"""L.L.A.M.A. against the open-source RainbowArena engine: uniform-random 4-player games, same run.

RainbowArena's code is never part of this repository: ``--peer-rainbowarena DIR`` (or the
environment variable ``LLAMAGAMES_PEER_RAINBOWARENA``) names a folder holding its
``rainbowarena`` package (and, separated by ``os.pathsep``, more folders, e.g. one with
numpy, which its dealer needs). Without it this module does nothing: it has no ``figures``
on purpose, so ``python -m llamagames.bench`` never runs it by itself (``side_by_side`` is
called only when the folder is given).

Both engines play the same policy, a uniform choice among the legal actions at each step
from one ``random.Random`` each, through their public game loop: ours is ``new_game``,
``is_over``, ``legal_actions``, ``apply``; theirs is ``LamaGame.init_game``, ``is_over``,
``get_legal_actions``, ``step``. The two are measured in alternating slices of CPU time
so a busy machine disturbs both alike; the best slice of each counts (as ``timeit``).
"""

from __future__ import annotations

import importlib
import os
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from ..rules.llama import LLAMA

GAME = LLAMA.name
"""The game the peer plays (its engine is L.L.A.M.A.'s): ``--only`` with it runs the peer too."""
ENV_VAR = "LLAMAGAMES_PEER_RAINBOWARENA"
PLAYERS = 4
BATCH = 20


def peer_path(option: str | None) -> str | None:
    """The folder list given on the command line, else in the environment, else None."""
    return option or os.environ.get(ENV_VAR) or None


def load_peer(path: str) -> Any:
    """RainbowArena's ``LamaGame`` class, imported from the folders in ``path``."""
    for folder in reversed(path.split(os.pathsep)):
        if folder and folder not in sys.path:
            sys.path.insert(0, folder)
    module = importlib.import_module("rainbowarena.games.lama.game")
    return module.LamaGame


def _ours(rng: random.Random) -> Callable[[int], tuple[int, int]]:
    """A batch of our games from consecutive seeds: (games, actions)."""
    new_game, is_over, legal_actions, apply = LLAMA.new_game, LLAMA.is_over, LLAMA.legal_actions, LLAMA.apply
    randrange = rng.randrange

    def batch(start: int) -> tuple[int, int]:
        actions = 0
        for seed in range(start, start + BATCH):
            state = new_game(PLAYERS, seed)
            while not is_over(state):
                legal = legal_actions(state)
                state = apply(state, legal[randrange(len(legal))])
                actions += 1
        return BATCH, actions

    return batch


def _theirs(game_class: Any, rng: random.Random) -> Callable[[int], tuple[int, int]]:
    """A batch of RainbowArena games (its own numpy generator deals, seeded once)."""
    game = game_class(num_players=PLAYERS)
    game.np_random.seed(2026)
    randrange = rng.randrange

    def batch(start: int) -> tuple[int, int]:
        actions = 0
        for _ in range(BATCH):
            game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[randrange(len(legal))])
                actions += 1
        return BATCH, actions

    return batch


def _slice(batch: Callable[[int], tuple[int, int]], seconds: float, start: int) -> tuple[int, int, float]:
    """Run ``batch`` for ``seconds`` of CPU time: (games, actions, CPU seconds)."""
    games = actions = 0
    t0 = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        g, a = batch(start + games)
        games += g
        actions += a
        elapsed = time.process_time() - t0
    return games, actions, elapsed


def side_by_side(path: str, quick: bool = False) -> dict[str, float]:
    """Games per second of both engines at 4 players, their ratio, and actions per game."""
    seconds, repeats = (0.3, 3) if quick else (1.0, 7)
    theirs = _theirs(load_peer(path), random.Random(7))
    ours = _ours(random.Random(7))
    best = {"ours": 0.0, "theirs": 0.0}
    totals = {"ours": [0, 0], "theirs": [0, 0]}
    start = 0
    for _ in range(repeats):
        for name, batch in (("ours", ours), ("theirs", theirs)):
            games, actions, elapsed = _slice(batch, seconds, start)
            best[name] = max(best[name], games / elapsed)
            totals[name][0] += games
            totals[name][1] += actions
        start += 1_000_000
    return {
        "ours_games_per_s_4p": round(best["ours"], 1),
        "rainbowarena_games_per_s_4p": round(best["theirs"], 1),
        "ratio_ours_over_rainbowarena": round(best["ours"] / best["theirs"], 3),
        "ours_actions_per_game": round(totals["ours"][1] / totals["ours"][0], 2),
        "rainbowarena_actions_per_game": round(totals["theirs"][1] / totals["theirs"][0], 2),
    }
