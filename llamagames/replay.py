"""Replays: a finished or saved game, stepped through move by move.

A :class:`ReplayMatch` is a :class:`~llamagames.match.Match` whose history is a window on
the whole game: the table shows it like any match, but nobody moves in it (no bot thinks,
no human plays, nothing is saved). ``goto``/``forward``/``back`` move the window; the
states come from replaying the record through the rules once, so every step is exact.

"Play on from here" is :func:`play_on`: a new live match from the record's first ``k``
moves, with seats chosen again.

An unfinished game with two or more humans is never replayed (:mod:`llamagames.secrecy`):
:meth:`ReplayMatch.of` refuses it with :class:`~llamagames.secrecy.HiddenGame`, whoever asks.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .bot_worker import InlineBotWorker
from .i18n import t
from .match import Match
from .rules.core import Event, GameRecord, IllegalActionError
from .seats import SeatConfig
from .secrecy import HiddenGame, hidden_from_watchers, refusal


class ReplayMatch(Match):
    """A game to watch: its whole history, shown up to ``position`` moves."""

    full_history: list[Any]
    full_record: GameRecord
    position: int
    reviewing = False
    """A replay opened for its review (the refusal of a hidden game says "review")."""

    @classmethod
    def of(cls, record: GameRecord, seats: Sequence[SeatConfig], start: int = 0) -> ReplayMatch:
        """The replay of ``record``, shown after ``start`` moves; ValueError if it cannot replay,
        :class:`~llamagames.secrecy.HiddenGame` (a ValueError) if it is an unfinished game of two
        or more humans, whose hands nobody may watch yet."""
        replay = cls.from_record(record, seats, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
        assert isinstance(replay, ReplayMatch)
        if hidden_from_watchers(record, replay.seats, over=replay.is_over()):
            replay.close()
            raise HiddenGame(refusal(seats, cls.reviewing))
        replay.full_history = list(replay.history)
        replay.full_record = record
        replay.goto(start)
        return replay

    @classmethod
    def watch(cls, path: Path | str) -> ReplayMatch | str:
        """The replay of the game saved at ``path`` (finished or not), or why it cannot be
        watched (a damaged file is set aside, as when it is opened to play)."""
        loaded = Match.load(path, bot_delay=0.0, worker=InlineBotWorker(), autosave=False, finished=True)
        if isinstance(loaded, str):
            return loaded
        loaded.close()
        try:
            return cls.of(loaded.record, loaded.seats)
        except HiddenGame as refused:
            return str(refused)

    @property
    def total(self) -> int:
        """The number of moves in the whole game."""
        return len(self.full_history) - 1

    def goto(self, position: int) -> None:
        """Show the game after ``position`` moves (clamped to the game)."""
        self.position = max(0, min(self.total, position))
        self.history = self.full_history[: self.position + 1]
        self.record = self.full_record.truncated(self.position)
        self.last_events = ()

    def forward(self) -> tuple[Event, ...]:
        """One move on; its events (none at the end)."""
        if self.position >= self.total:
            return ()
        self.goto(self.position + 1)
        self.last_events = tuple(self.game.events(self.state))
        return self.last_events

    def back(self) -> None:
        """One move back."""
        self.goto(self.position - 1)

    # -- nobody moves in a replay ------------------------------------------------------------
    def is_human_turn(self) -> bool:
        return False

    def update(self, dt: float) -> tuple[Event, ...]:
        return ()

    def play(self, action: Any) -> tuple[Event, ...]:
        raise IllegalActionError("This is a replay: choose Play on from here to play from this move.")

    def undo(self) -> bool:
        return False

    def undo_refusal(self, seat: int, names: Sequence[str] | None = None) -> str | None:
        return "This is a replay."

    def autosave(self) -> str:
        return ""


def play_on(replay: ReplayMatch, seats: Sequence[SeatConfig], **match_options: Any) -> Match:
    """A live match that starts where the replay stands, with ``seats`` playing it.

    It is a new game as far as saving goes: it autosaves like any game and never writes
    over the file the replay came from.
    """
    record = replay.full_record.truncated(replay.position)
    return Match.from_record(record, seats, **match_options)


def seats_for_play_on(original: Sequence[SeatConfig], you: int, level: str | None) -> list[SeatConfig]:
    """The seats of a game played on: ``you`` human, everyone else a bot.

    ``level`` None keeps each bot's level (a human of the original game becomes a normal
    bot); a level makes every other seat a bot of that level.
    """
    seats: list[SeatConfig] = []
    for index, seat in enumerate(original):
        if index == you:
            seats.append(SeatConfig("human", seat.name if seat.is_human else t("You")))
        elif level is not None:
            seats.append(SeatConfig("bot", seat.name, level))
        else:
            seats.append(SeatConfig("bot", seat.name, seat.level if not seat.is_human else "normal"))
    return seats
