"""Paired comparison of candidate moves on common random deals: the statistics both search bots share.

Each deal plays every candidate with the same hidden cards and the same luck, so the
difference between a candidate and the anchor (the heuristic's own move) measures the move,
not the luck. A candidate replaces the anchor only when its mean gain, less ``confidence``
standard errors of the paired difference, still exceeds ``min_gain``: the search overrules
the heuristic only where it is sure.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


class PairedStats:
    """Running sums of each candidate's difference to the anchor, one deal at a time."""

    __slots__ = ("anchor", "deals", "diff_sum", "diff_sq")

    def __init__(self, candidates: int, anchor: int) -> None:
        self.anchor = anchor
        self.deals = 0
        self.diff_sum = [0.0] * candidates
        self.diff_sq = [0.0] * candidates

    def add(self, values: Sequence[float]) -> None:
        """One deal: the value of every candidate, in order (a partial deal must not be added)."""
        base = values[self.anchor]
        for index, value in enumerate(values):
            d = value - base
            self.diff_sum[index] += d
            self.diff_sq[index] += d * d
        self.deals += 1

    def best(self, confidence: float | None, min_gain: float = 0.0) -> int:
        """The candidate to play: the anchor unless another beats it surely enough.

        ``confidence`` None compares plain means (an unanchored search: the best mean wins,
        the anchor only breaks ties); otherwise the lower bound mean - confidence * SE counts.
        """
        done = self.deals
        if done == 0:
            return self.anchor
        best, best_margin = self.anchor, min_gain
        for index, total in enumerate(self.diff_sum):
            mean = total / done
            if confidence is None:
                margin = mean
            else:
                var = max(self.diff_sq[index] / done - mean * mean, 0.0)
                margin = mean - confidence * math.sqrt(var / max(done - 1, 1))
            if margin > best_margin:
                best, best_margin = index, margin
        return best


__all__ = ["PairedStats"]
