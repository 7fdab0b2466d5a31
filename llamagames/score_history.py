"""Each player's score after every round (L.L.A.M.A.'s rounds; in the other games, one turn of
every player), read from the states of a played game: the results screen charts it per player.

Nothing here scores anything or knows a game: every engine says what its scores are now
(``scores(state)``) and whether a move closed a round of the chart (``round_ended(previous,
state)``); this module reads them one way for every game.
Pure Python, no pygame: the states come from ``Match.history`` or ``rules.core.replay``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import catalogue
from .rules import GAMES


@dataclass(frozen=True)
class ScoreHistory:
    """Every seat's score at the start and after each round.

    ``totals[seat][k]`` is the seat's score after round ``k + 1``. A round is L.L.A.M.A.'s own
    round, or in the other games one turn of every player; a game that ends part-way through
    a round (Llamagedón) has its final scores as the last step.
    """

    start: tuple[int, ...]
    totals: tuple[tuple[int, ...], ...]
    lower_is_better: bool = False

    @property
    def num_players(self) -> int:
        return len(self.totals)

    def gains(self, seat: int) -> tuple[int, ...]:
        """Points won (or lost) in each round: the differences of the running totals."""
        before = (self.start[seat],) + self.totals[seat][:-1]
        return tuple(after - prior for prior, after in zip(before, self.totals[seat]))

    def steps(self) -> int:
        """How many rounds (the chart's x axis)."""
        return max((len(series) for series in self.totals), default=0)


def start_scores(game_name: str, state: Any) -> tuple[int, ...]:
    """Everyone's score before the first round, read from the engine rather than assumed 0."""
    return tuple(GAMES[game_name].scores(state))


def score_history(game_name: str, states: Sequence[Any]) -> ScoreHistory | None:
    """The per-step scores of a game from its states (setup first); None for an unknown game."""
    if game_name not in GAMES or not states:
        return None
    game: Any = GAMES[game_name]
    n = game.num_players(states[0])
    series: list[list[int]] = [[] for _ in range(n)]
    for prev, state in zip(states, states[1:]):
        if game.round_ended(prev, state):
            for seat, score in enumerate(game.scores(state)):
                series[seat].append(score)
    lower = game.outcome(states[-1]).lower_is_better if game.is_over(states[-1]) else catalogue.entry(game_name).lower_is_better
    return ScoreHistory(start_scores(game_name, states[0]), tuple(tuple(s) for s in series), lower)
