"""The review's speed: a whole 4-player game reviewed with the playouts the app uses.

The game is one of an easy bot (seat 1, the one reviewed, as the app reviews its human)
against three normal bots, from a fixed seed; the figure is the CPU time of one process
(``time.process_time``) for ``review.review`` of every decision of seat 1, with the app's
playouts (the catalogue entry's ``review_playouts``). Goals: L.L.A.M.A. within 30 s, Llamaland within 120 s.

Then the same review as the app runs it (``bot_worker.ReviewTask``: ``REVIEW_PARTS`` worker
processes, one per core up to four), by the wall clock: ``first_progress_s``, when the progress
first moves (the player waits that long to see it move), ``first_costly_s``, when the strip
first lists a decision that cost something (the first useful line: the costliest so far,
clear or within the noise), ``first_clear_s``, when it first lists a clear mistake (0 when
the game has none), and ``wall_s``, the whole review.

    python -m llamagames.bench --only review
"""

from __future__ import annotations

import time

from .. import bots, catalogue
from ..bot_worker import REVIEW_PARTS, ReviewTask
from ..review.engine import Decision, default_playouts, mark, review
from ..rules.core import GameRecord

PLAYERS = 4
QUICK_SHARE = 10
"""``--quick``: a tenth of the playouts, at least two (the figure is then not the goal's)."""


def bot_game(game_name: str, seed: int, players: int = PLAYERS) -> GameRecord:
    """A whole game of an easy bot in seat 1 against normal bots."""
    steps = list(bots.play_steps(game_name, ["easy"] + ["normal"] * (players - 1), seed))
    return GameRecord(game_name, players, seed, {}, tuple(str(action) for action, _ in steps[1:]))


def timed_review(game_name: str, seed: int, playouts: int) -> dict[str, float]:
    """The review of seat 1 in a fixed game: CPU seconds, moves, decisions and marked ones."""
    record = bot_game(game_name, seed)
    start = time.process_time()
    judged = review(record, 0, playouts)
    seconds = time.process_time() - start
    return {"s": round(seconds, 2), "moves": len(record.actions), "decisions": len(judged.decisions),
            "unlike_hard": sum(1 for d in judged.decisions if not d.as_good), "marked": len(judged.marked),
            "playouts": playouts}


def timed_task(game_name: str, seed: int, playouts: int) -> dict[str, float]:
    """The app's review of seat 1 in the same game, by the wall clock: when its progress first
    moved, and when it ended."""
    record = bot_game(game_name, seed)
    start = time.perf_counter()
    task = ReviewTask(record.to_json(), 0, playouts)
    first = costly = clear = None
    seen = 0
    try:
        while task.running:
            task.poll()
            now = time.perf_counter() - start
            if first is None and task.progress[0] > 0:
                first = now
            if clear is None and len(task.judged) > seen:
                seen = len(task.judged)
                judged = mark([Decision.from_json(d) for d in task.judged])
                if costly is None and any(not d.as_good and (d.drop > 0 or d.points > 0) for d in judged):
                    costly = now
                if any(d.marked for d in judged):
                    clear = now
            time.sleep(0.02)
    finally:
        task.close()
    if task.result is None:
        raise RuntimeError(task.error or "the review was cancelled")
    return {"wall_s": round(time.perf_counter() - start, 2), "first_progress_s": round(first or 0.0, 2),
            "first_costly_s": round(costly or 0.0, 2), "first_clear_s": round(clear or 0.0, 2), "parts": REVIEW_PARTS}


def figures(quick: bool = False) -> dict[str, float]:
    report: dict[str, float] = {}
    for entry in catalogue.games():
        # The games the goals are set for (the quickest and the slowest to review), each on
        # its entry's seeds: a game whose length varies is timed on several.
        name, seeds = entry.name, entry.review_timed
        if not seeds:
            continue
        playouts = max(2, default_playouts(name) // QUICK_SHARE) if quick else default_playouts(name)
        timed = [timed_review(name, seed, playouts) for seed in seeds[: 1 if quick else None]]
        slowest = max(timed, key=lambda figures: figures["s"])
        for key, value in slowest.items():
            report[f"{name}_{PLAYERS}p_{key}"] = value
        seed = seeds[timed.index(slowest)]
        for key, value in timed_task(name, seed, playouts).items():
            report[f"{name}_{PLAYERS}p_{key}"] = value
    return report
