"""Nim's bots: leave the pile at a multiple of four (the winning line for two players), and
the explanation the Hint button words (``advice.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from llamagames.bots.ai import GameAI
from llamagames.bots.explain import Reason

from .rules import MOST, NimState, Take


def best(observation: NimState, legal: Sequence[Take], rng: random.Random) -> Take:
    """The take that leaves a multiple of four, else one stone (wait for a slip)."""
    count = observation.pile % (MOST + 1)
    return Take(count) if Take(count) in legal else legal[0]


def explain(observation: NimState, legal: Sequence[Take], action: Any) -> Reason:
    left = observation.pile - action.count
    if left == 0:
        return Reason("nim_last", {"count": action.count})
    if left % (MOST + 1) == 0:
        return Reason("nim_four", {"count": action.count, "left": left})
    return Reason("nim_wait")


AI = GameAI(normal=best)
