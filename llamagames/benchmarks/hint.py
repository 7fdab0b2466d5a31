"""The Hint button's cost: processor seconds per request by game, p50 / p95 / max, before and
after it became the review's judgement, on the same positions in one run.

``before_*``: the hint as it was, the normal bot's move and its reason
(``suggest(..., level="normal")``); the plain figures: the hint now, the hard bot at its fixed
budget and its reason (``suggest``, with the second half of a Llamaland tile's move: where the
ghost lays it), what the bot worker thinks per request. The positions are
seat 1's decisions with a choice (every other one) in games of four normal bots (the game's
largest table up to four), with what that seat watched and the seed its bot would have, as the
table asks. ``window_ms_p95``: the window's own processor time per request with the app's
worker process (asking, then collecting the answer once done), which is all the frame pays.

    python -m llamagames.bench --only hint
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from .. import bots
from ..bot_worker import ProcessBotWorker
from ..bots.explain import suggest
from ..rules import GAMES
from ..rules.core import watched_observation

REQUESTS = 30
QUICK_REQUESTS = 8


def positions(game_name: str, count: int, seed: int = 1) -> Iterator[tuple[Any, list[Any], int, int]]:
    """(watched observation, legal actions, the hint's seed, the next decision's seed) at
    ``count`` decisions of seat 0."""
    game = GAMES[game_name]
    players = max(min(4, game.player_counts[-1]), game.player_counts[0])
    found = 0
    while found < count:
        history: list[Any] = []
        for step, (_, state) in enumerate(bots.play_steps(game_name, ["normal"] * players, seed)):
            history.append(state)
            if game.is_over(state):
                break
            legal = list(game.legal_actions(state))
            if game.current_player(state) != 0 or len(legal) < 2 or step % 2:
                continue
            yield (watched_observation(game, history, 0), legal, bots.derive_seed(seed, 0, step),
                   bots.derive_seed(seed, 0, step + 1))
            found += 1
            if found >= count:
                return
        seed += 1


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _cpu(game_name: str, observation: Any, legal: list[Any], seed: int, then_seed: int, level: str) -> float:
    """Processor seconds of one hint; the hint now also advises a move's second half (where a
    Llamaland tile taken is laid), the hint before did not."""
    start = time.process_time()
    suggest(game_name, observation, legal, seed, level=level, then_seed=then_seed if level == "hard" else None)
    return time.process_time() - start


def window_ms(game_name: str, sample: list[tuple[Any, list[Any], int, int]]) -> list[float]:
    """The window's processor milliseconds per request through the app's worker process."""
    worker = ProcessBotWorker()
    spent: list[float] = []
    try:
        worker.advise(game_name, 0, *sample[0][:2]).result()  # the process started, its imports done
        for observation, legal, seed, then_seed in sample:
            start = time.process_time()
            future = worker.advise(game_name, seed, observation, legal, then_seed)
            asked = time.process_time() - start
            while not future.done():
                time.sleep(0.005)
            start = time.process_time()
            future.result()
            spent.append(1000 * (asked + time.process_time() - start))
    finally:
        worker.close()
    return spent


def figures(quick: bool = False) -> dict[str, float]:
    """Each game's hint CPU time (the normal bot's, as before, and the hard bot's), and the
    window's own time per request through the worker process for the game whose hint is slowest."""
    report: dict[str, float] = {}
    count = QUICK_REQUESTS if quick else REQUESTS
    samples: dict[str, list[tuple[Any, list[Any], int, int]]] = {}
    for name in sorted(GAMES):
        sample = samples[name] = list(positions(name, count))
        before = [_cpu(name, *position, level="normal") for position in sample]
        after = [_cpu(name, *position, level="hard") for position in sample]
        report[f"{name}_requests"] = len(sample)
        for prefix, seconds in (("before_", before), ("", after)):
            report[f"{name}_{prefix}p50_s"] = round(_percentile(seconds, 0.5), 4)
            report[f"{name}_{prefix}p95_s"] = round(_percentile(seconds, 0.95), 4)
            report[f"{name}_{prefix}max_s"] = round(max(seconds), 4)
    slowest = max(samples, key=lambda name: report[f"{name}_p95_s"])
    report[f"{slowest}_window_ms_p95"] = round(_percentile(window_ms(slowest, samples[slowest]), 0.95), 2)
    return report
