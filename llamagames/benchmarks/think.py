"""Hard bots' think time as the app sees it: wall-clock seconds per decision, p50 / p95 / max.

The hard level searches a fixed budget (``bots.fixed_budget``), never against a clock, so
its think time is its cost on this machine: a busy machine makes it longer, never weaker.
One hard bot against normal bots, 3 players (2 when the game allows no more), decisions
with a single legal action skipped (they take no search).

    python -m llamagames.bench --only think
"""

from __future__ import annotations

import time
from typing import Any

from .. import bots
from ..rules import GAMES

DECISIONS = 30
QUICK_DECISIONS = 8


class _Timed:
    """A bot wrapper recording the wall time of every real choice."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seconds: list[float] = []

    def choose(self, observation: Any, legal: Any) -> Any:
        if len(legal) == 1:
            return legal[0]
        t0 = time.perf_counter()
        action = self.bot.choose(observation, legal)
        self.seconds.append(time.perf_counter() - t0)
        return action


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def think_times(game_name: str, decisions: int, seed: int = 1) -> list[float]:
    """Seconds of ``decisions`` hard decisions (several games if one is too short)."""
    game = GAMES[game_name]
    n = max(min(3, game.player_counts[-1]), game.player_counts[0])
    seconds: list[float] = []
    while len(seconds) < decisions:
        hard = _Timed(bots.make(game_name, "hard", seed))
        players = [hard] + [bots.make(game_name, "normal", seed * 10 + s) for s in range(1, n)]

        def enough(_state: object, hard: _Timed = hard, seconds: list[float] = seconds) -> bool:
            return len(seconds) + len(hard.seconds) >= decisions

        bots.play_out(game_name, players, seed, stop=enough)
        seconds += hard.seconds
        seed += 1
    return seconds[:decisions]


def figures(quick: bool = False) -> dict[str, float]:
    report: dict[str, float] = {}
    for name in sorted(GAMES):
        seconds = think_times(name, QUICK_DECISIONS if quick else DECISIONS)
        report[f"{name}_decisions"] = len(seconds)
        report[f"{name}_p50_s"] = round(_percentile(seconds, 0.5), 3)
        report[f"{name}_p95_s"] = round(_percentile(seconds, 0.95), 3)
        report[f"{name}_max_s"] = round(max(seconds), 3)
    return report
