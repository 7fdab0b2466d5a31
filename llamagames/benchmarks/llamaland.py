"""Llamaland speed: random full games per second, and the placement generator on a crowded estate.

Games are ``LLAMALAND.new_game`` plus ``core.random_playout`` (uniform over legal actions).
The crowded estate is the largest end-of-game estate of a fixed random 2-player game; the
placement figures rebuild the generator's bitboards on every call, as after each move.
"""

from __future__ import annotations

import random
import time

from ..rules.core import random_playout
from ..rules.llamaland import LLAMALAND, Estate, orientations
from ..rules.llamaland.components import TILES
from . import best_rate

PLAYER_COUNTS = (2, 4)
CROWDED_SEED = 1


def _games(num_players: int, rng: random.Random):
    def batch(start: int) -> int:
        random_playout(LLAMALAND, LLAMALAND.new_game(num_players, start), rng)
        return 1

    return batch


def crowded_estate() -> Estate:
    """The biggest estate at the end of a fixed uniform-random 2-player game."""
    state = random_playout(LLAMALAND, LLAMALAND.new_game(2, CROWDED_SEED), random.Random(CROWDED_SEED))
    return max((p.estate for p in state.players), key=lambda e: len(e.tops))


def _fresh(estate: Estate) -> Estate:
    # A new object has no cached bitboards: every measured call does the full work.
    return Estate(estate.tops, estate.pieces)


def _placements(estate: Estate):
    tile_ids = [t.id for t in TILES]

    def batch(start: int) -> int:
        tile = tile_ids[start % len(tile_ids)]
        return max(1, len(_fresh(estate).placements(orientations(tile), 3)))

    return batch


def worst_list_ms(estate: Estate, repeats: int) -> float:
    """The slowest tile's best time (ms) to list all its placements with 3 foundations left."""
    worst = 0.0
    for tile in TILES:
        best = float("inf")
        for _ in range(repeats):
            fresh = _fresh(estate)
            t0 = time.process_time()
            fresh.placements(orientations(tile.id), 3)
            best = min(best, time.process_time() - t0)
        worst = max(worst, best)
    return worst * 1000


def figures(quick: bool = False) -> dict[str, float]:
    """Random games per second at 2 and 4 players; placements per second and worst list time."""
    seconds, repeats = (0.3, 2) if quick else (1.0, 3)
    rng = random.Random(2026)
    result: dict[str, float] = {}
    for n in PLAYER_COUNTS:
        result[f"random_games_per_s_{n}p"] = round(best_rate(_games(n, rng), seconds, repeats), 1)
    estate = crowded_estate()
    result["crowded_estate_squares"] = float(len(estate.tops))
    result["crowded_placements_per_tile_avg"] = round(
        sum(len(estate.placements(orientations(t.id), 3)) for t in TILES) / len(TILES), 1
    )
    result["placements_per_s_crowded"] = round(best_rate(_placements(estate), seconds, repeats), 0)
    result["crowded_full_list_ms_worst_tile"] = round(worst_list_ms(estate, 3 if quick else 10), 3)
    return result
