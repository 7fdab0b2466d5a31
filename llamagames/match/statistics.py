"""A finished game counted once: the player's statistics, the daily record, the finished games kept.

Only a match that persists (a human plays) counts; a bot-only demo never does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .. import bots, storage
from ..rules.core import Outcome
from ..seats import SeatConfig
from .daily_deal import count_day


class Counted(Protocol):
    """What the count reads of the match (and ``message``, which it writes)."""

    game_name: str
    seats: tuple[SeatConfig, ...]
    daily: str
    message: str
    owns_waiting: bool

    def outcome(self) -> Outcome: ...

    def human_seats(self) -> tuple[int, ...]: ...

    def keep_finished(self) -> object: ...


def opponent_level(seats: Sequence[SeatConfig]) -> str:
    """The statistics' opponent level: the strongest bot at the table, or ``storage.NO_BOTS``."""
    levels = [bots.LEVELS.index(seat.level) for seat in seats if not seat.is_human and seat.level in bots.LEVELS]
    return bots.LEVELS[max(levels)] if levels else storage.NO_BOTS


def your_seat(seats: Sequence[SeatConfig]) -> int | None:
    """The seat whose record the statistics keep: the first human at the laptop. A human on a
    phone, or a friend who takes the laptop in turn at a hot seat, is not "you" (their 19 was
    the menu's "Best 19")."""
    return next((i for i, seat in enumerate(seats) if seat.is_human and not seat.phone), None)


def count_finished(match: Counted) -> None:
    """Count the finished ``match`` in the statistics (and the day's record), keep it among the
    finished games and forget its autosave; a problem writing is said in ``match.message``."""
    outcome = match.outcome()
    humans = match.human_seats()
    you = your_seat(match.seats)
    won = you is not None and you in outcome.winners
    best = outcome.scores[you] if you is not None and you < len(outcome.scores) else None
    try:
        counted, message = True, ""
        if match.daily:  # a replay of the day's deal already counted is practice: counted nowhere
            counted, message = count_day(match.game_name, match.daily, outcome.scores, outcome.winners, humans,
                                         outcome.lower_is_better,
                                         outcome.place(humans[0]) if humans and humans[0] < len(outcome.scores) else None)
        if counted:
            message = storage.record_game(match.game_name, won, best, outcome.lower_is_better,
                                          opponent_level(match.seats)) or message
        match.message = message or match.message
        match.keep_finished()
        if match.owns_waiting:  # never another game's waiting file
            storage.clear_autosave(match.game_name)
    except OSError as exc:
        match.message = storage.write_problem(exc, "the statistics") or match.message


__all__ = ["Counted", "count_finished", "opponent_level", "your_seat"]
