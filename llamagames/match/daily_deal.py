"""What a match does differently when it is a day's deal (``daily.py``): its hard bots search
a fixed budget (everyone meets the same moves), its saves carry the day, and only the
first finished game of a day counts for the daily record."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import bots, daily


def bot_budget(day: str, game_name: str, level: str) -> dict[str, int]:
    """The bot's search budget: a fixed one for the daily deal's hard bot, never a clock."""
    return {"iterations": bots.fixed_budget(game_name)} if day and level == "hard" else {}


def day_of(data: Mapping[str, Any]) -> str:
    """The day a saved match is the deal of, or "" (a day that does not read is no day)."""
    return str(data["daily"]) if daily.parse_day(data.get("daily")) is not None else ""


def count_day(game_name: str, day: str, scores: Sequence[int], winners: Sequence[int], humans: Sequence[int],
              lower_is_better: bool, place: int | None = None) -> tuple[bool, str]:
    """Count a finished daily game in the day's record: (whether it counts in the statistics
    too, the sentence); a replay of a day already counted is practice, counted nowhere."""
    return daily.count_finished(game_name, day, tuple(scores), tuple(winners), tuple(humans), lower_is_better, place)


__all__ = ["bot_budget", "count_day", "day_of"]
