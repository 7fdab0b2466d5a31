"""Speed figures, one module per game: each has ``figures(quick: bool = False) -> dict[str, float]``.

``python -m llamagames.bench`` finds every module here and reports their figures under the
module's name. Figures are measured, never asserted: tests check behaviour, not speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def best_rate(batch: Callable[[int], int], seconds: float, repeats: int) -> float:
    """The best of ``repeats`` measured rates of ``batch`` (items per CPU second).

    ``batch(start)`` does some work and returns how many items it did; each repeat calls it
    until ``seconds`` of this process's CPU time have passed. CPU time, not wall time, so a
    busy machine slows a figure less; the best repeat is the least disturbed (as ``timeit``).
    """
    best = 0.0
    start = 0
    for _ in range(repeats):
        done = 0
        t0 = time.process_time()
        elapsed = 0.0
        while elapsed < seconds:
            n = batch(start)
            start += n
            done += n
            elapsed = time.process_time() - t0
        best = max(best, done / elapsed)
    return best
