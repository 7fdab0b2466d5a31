"""Opening a game for its review: the reviewed replay and the requests that open it.

A :class:`ReviewReplay` is a replay that says which seat is reviewed and holds the review's
running worker (killed when the table closes); the replay's controls give it a review strip
(``review_strip.py``). The results screen and Saved games open one through
:func:`open_review` and :func:`review_saved`, which say why not for a game nobody may watch
yet (:mod:`llamagames.secrecy`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ...replay import ReplayMatch
from ...review.cli import default_seat
from ...rules.core import GameRecord
from ...seats import SeatConfig
from ...secrecy import HiddenGame
from ..scene import OpenTable


class ReviewReplay(ReplayMatch):
    """A replay opened for its review: which seat is reviewed, and the running review's worker
    (killed when the table closes)."""

    reviewing = True
    review_seat: int = 0
    review_playouts: int | None = None
    """Deals per estimate (None: the game's default, the catalogue entry's ``review_playouts``)."""
    task: Any = None

    def close(self) -> None:
        if self.task is not None:
            self.task.close()
        super().close()


def review_replay(record: GameRecord, seats: Sequence[SeatConfig], start: int = 0) -> ReviewReplay:
    """The replay of ``record`` with the review of its (first) human's decisions."""
    replay = ReviewReplay.of(record, seats, start)
    assert isinstance(replay, ReviewReplay)
    replay.review_seat = default_seat(seats)
    return replay


def open_review(record: GameRecord, seats: Sequence[SeatConfig]) -> OpenTable | str:
    """The request that opens the reviewed replay of a finished game, or why it cannot be
    reviewed now (an unfinished game of two humans: see :mod:`llamagames.secrecy`)."""
    try:
        return OpenTable(review_replay(record, seats))
    except HiddenGame as refused:
        return str(refused)


def review_saved(path: Path | str) -> OpenTable | str:
    """The request that opens the reviewed replay of the game saved at ``path``, or why not."""
    replay = ReviewReplay.watch(path)
    if isinstance(replay, str):
        return replay
    assert isinstance(replay, ReviewReplay)
    replay.review_seat = default_seat(replay.seats)
    return OpenTable(replay)


__all__ = ["ReviewReplay", "open_review", "review_replay", "review_saved"]
