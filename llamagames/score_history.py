"""Each player's score after every round (L.L.A.M.A.'s rounds; in the other games, one turn of
every player), read from the states of a played game: the results screen charts it per player.

Nothing here scores anything: the figures are what each engine already holds or exposes
(L.L.A.M.A.'s chip totals, the Alpacas score track, Llamagedón's ``result``, Llamaland's
``outcome_of``); this module only decides *when* to read them (a new deal, the end of a round of turns).
Pure Python, no pygame: the states come from ``Match.history`` or ``rules.core.replay``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

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


Reader = Callable[[Any, Any, Any], "tuple[int, ...] | None"]
"""(game, previous state, state) -> every seat's score when a round ended with this move."""


def _llama_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round is settled (its chip returned) when the next deal comes or the game ends."""
    kinds = {event.kind for event in game.events(state)}
    if "game_over" in kinds or ("deal" in kinds and state.round > prev.round):
        return tuple(state.totals)
    return None


def _alpacas_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round ended when every seat has had one more turn (the game always ends on one)."""
    return tuple(state.scores) if min(state.turns) > min(prev.turns) else None


def _llamagedon_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round ended when seat 0 begins a turn again; the game may end part-way (shelters, as
    the engine's ``result`` counts them)."""
    n = game.num_players(state)
    new_round = state.turn_number > prev.turn_number and state.turn_number % n == 1
    if new_round or (game.is_over(state) and not game.is_over(prev)):
        return tuple(game.result(state).scores)
    return None


def _llamaland_round(game: Any, prev: Any, state: Any) -> tuple[int, ...] | None:
    """A round ended when the seat before the crook ends its turn; the score is the engine's
    own count as if the game ended there (the game always ends on a round)."""
    ended = any(event.kind == "end" for event in game.events(state))
    if ended and state.turns_taken % game.num_players(state) == 0:
        return tuple(game.outcome_of(state).scores)
    return None


READERS: dict[str, Reader] = {
    "llama": _llama_round,
    "alpacas": _alpacas_round,
    "llamagedon": _llamagedon_round,
    "llamaland": _llamaland_round,
}


def start_scores(game_name: str, state: Any) -> tuple[int, ...]:
    """Everyone's score before the first round, read from the engine rather than assumed 0."""
    game: Any = GAMES[game_name]
    n = game.num_players(state)
    if game_name == "llama":
        return tuple(state.totals)
    if game_name == "alpacas":
        return tuple(state.scores)
    if game_name == "llamagedon":
        return tuple(game.result(state).scores)
    if game_name == "llamaland":
        return tuple(game.outcome_of(state).scores)
    return (0,) * n


def score_history(game_name: str, states: Sequence[Any]) -> ScoreHistory | None:
    """The per-step scores of a game from its states (setup first); None for an unknown game."""
    if game_name not in READERS or not states:
        return None
    game = GAMES[game_name]
    reader = READERS[game_name]
    n = game.num_players(states[0])
    series: list[list[int]] = [[] for _ in range(n)]
    for prev, state in zip(states, states[1:]):
        scores = reader(game, prev, state)
        if scores is not None:
            for seat in range(n):
                series[seat].append(scores[seat])
    lower = game.outcome(states[-1]).lower_is_better if game.is_over(states[-1]) else game_name == "llama"
    return ScoreHistory(start_scores(game_name, states[0]), tuple(tuple(s) for s in series), lower)
