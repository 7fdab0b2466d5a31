"""L.L.A.M.A. speed: uniform-random full games per second, setup included, on one core.

A game is ``LLAMA.new_game`` plus ``core.random_playout`` through the public rules API,
round after round until someone reaches 40 points.
"""

from __future__ import annotations

import random

from ..rules.core import random_playout
from ..rules.llama import LLAMA
from . import best_rate

PLAYER_COUNTS = (2, 4, 6)
BATCH = 50


def _games(num_players: int, rng: random.Random):
    def batch(start: int) -> int:
        for seed in range(start, start + BATCH):
            random_playout(LLAMA, LLAMA.new_game(num_players, seed), rng)
        return BATCH

    return batch


def _actions(num_players: int, rng: random.Random):
    def batch(start: int) -> int:
        actions = 0
        state = LLAMA.new_game(num_players, start)
        while not LLAMA.is_over(state):
            legal = LLAMA.legal_actions(state)
            state = LLAMA.apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        return actions

    return batch


def figures(quick: bool = False) -> dict[str, float]:
    """Random full games per second at 2, 4 and 6 players, and actions per second at 4."""
    seconds, repeats = (0.2, 2) if quick else (1.0, 5)
    rng = random.Random(2026)
    result = {}
    for n in PLAYER_COUNTS:
        result[f"random_games_per_s_{n}p"] = round(best_rate(_games(n, rng), seconds, repeats), 1)
    result["random_actions_per_s_4p"] = round(best_rate(_actions(4, rng), seconds, repeats), 1)
    return result
