"""Where a reviewed decision was taken: the (observation, legal actions) the seat judged from.

The review strip words why the hard bot's move is better at each of the costliest decisions it
lists, not only at the one the replay stands on: the reason codes (``bots.explain``) read the
position as the seat saw it, the same position the review and the Hint judge
(``bots.explain.advised_position``). The game is replayed once per record.
"""

from __future__ import annotations

from typing import Any

from ..bots.explain import advised_position
from ..rules import GAMES
from ..rules.core import GameRecord, replay


class DecisionPositions:
    """The positions of one record's decisions, replayed once (on the first question)."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self._states: list[Any] | None = None

    def at(self, move: int, seat: int) -> tuple[Any, list[Any]]:
        """(observation, legal actions) of ``seat`` at decision ``move`` (numbered from 1: the
        move ``record.actions[move - 1]`` was made from there)."""
        game = GAMES[self.record.game]
        if self._states is None:
            self._states = replay(game, self.record)
        history = self._states[:move]
        last = game.parse_action(self.record.actions[move - 2]) if move >= 2 else None
        return advised_position(self.record.game, history, last, seat)


__all__ = ["DecisionPositions"]
