"""Llamaland has the shape every engine has: declared event kinds, one name for the end of the
game, scores read one way, rounds that close exactly when the score chart says so."""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

from llamagames.rules.core import GAME_OVER
from llamagames.rules.llamaland import LLAMALAND as G
from llamagames.rules.llamaland.game import Phase
from tests.rules.score_readers import READERS


@functools.cache
def _game(players: int, seed: int, **options: Any) -> list[Any]:
    """A random game's states, played once per worker and only where a test asks for it."""
    rng = random.Random(seed)
    state = G.new_game(players, seed, **options)
    states = [state]
    while not G.is_over(state):
        legal = G.legal_actions(state)
        state = G.apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    return states


GAME_IDS = ["2p", "3p-expert", "4p-llama", "2p-beginner"]
GAME_ARGS: list[tuple[int, int, dict[str, Any]]] = [(2, 1, {}), (3, 2, {"variant": "expert"}), (4, 3, {"llama_variant": True}),
                                                    (2, 4, {"variant": "beginner"})]


def game_states(index: int) -> list[Any]:
    players, seed, options = GAME_ARGS[index]
    return _game(players, seed, **options)


def test_phases_are_a_str_enum() -> None:
    assert all(isinstance(phase, str) for phase in Phase) and Phase.MAIN == "main"


@pytest.mark.parametrize("index", range(len(GAME_ARGS)), ids=GAME_IDS)
def test_random_games_emit_only_the_declared_kinds_and_end_with_game_over(index: int) -> None:
    states = game_states(index)
    kinds = [event.kind for state in states for event in G.events(state)]
    assert set(kinds) <= G.event_kinds, set(kinds) - G.event_kinds
    assert kinds.count(GAME_OVER) == 1 and G.events(states[-1])[-1].kind == GAME_OVER
    assert G.events(states[-1])[-1].get("scores") == G.outcome(states[-1]).scores == G.scores(states[-1])
    assert {"setup", "take", "place", "end", "trigger"} <= set(kinds)


def test_every_declared_kind_is_met_in_play_and_has_a_sentence() -> None:
    met = {event.kind for index in range(len(GAME_ARGS)) for state in game_states(index) for event in G.events(state)}
    assert met == G.event_kinds, G.event_kinds - met
    assert all(f"log.{kind}" in G.words for kind in G.event_kinds)


@pytest.mark.parametrize("index", range(len(GAME_ARGS)), ids=GAME_IDS)
def test_round_ended_is_when_the_score_chart_counts_a_round(index: int) -> None:
    """The score chart's reader (today's rule: an ``end`` event and a multiple of the player
    count of turns) and ``round_ended`` agree at every move; the scores are ``scores``."""
    states = game_states(index)
    reader = READERS["llamaland"]
    rounds = 0
    for previous, state in zip(states, states[1:]):
        charted = reader(G, previous, state)
        assert G.round_ended(previous, state) == (charted is not None)
        if charted is not None:
            rounds += 1
            assert charted == G.scores(state)
    assert rounds == states[-1].turns_taken // states[-1].num_players
    assert G.round_ended(states[-2], states[-1])  # the game's last move closes a round


def test_scores_are_every_seat_score_now() -> None:
    states = game_states(1)
    state = states[len(states) // 2]
    assert G.scores(state) == tuple(row["total"] for row in G.score_breakdown(state))
    assert len(G.scores(state)) == state.num_players
