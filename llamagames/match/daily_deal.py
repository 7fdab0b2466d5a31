"""What a match does differently when it is a day's deal (``daily.py``): its saves carry the
day, and only the first finished game of a day counts for the daily record. (Its bots are
everyone's bots with nothing to change: every bot's choice depends only on the position and
its seed, never on a clock, see ``bots.fixed_budget``, so everyone meets the same moves.)"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import daily


def day_of(data: Mapping[str, Any]) -> str:
    """The day a saved match is the deal of, or "" (a day that does not read is no day)."""
    return str(data["daily"]) if daily.parse_day(data.get("daily")) is not None else ""


def count_day(game_name: str, day: str, scores: Sequence[int], winners: Sequence[int], humans: Sequence[int],
              lower_is_better: bool, place: int | None = None) -> tuple[bool, str]:
    """Count a finished daily game in the day's record: (whether it counts in the statistics
    too, the sentence); a replay of a day already counted is practice, counted nowhere."""
    return daily.count_finished(game_name, day, tuple(scores), tuple(winners), tuple(humans), lower_is_better, place)


__all__ = ["count_day", "day_of"]
