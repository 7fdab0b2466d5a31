"""One shape for every engine (the rules contract): what the app, the score chart, the
digest and the tests read the same way in all four games."""

from __future__ import annotations

import enum
import random

import pytest

from llamagames.rules import GAMES
from llamagames.rules.core import GAME_OVER, Game, random_playout
from llamagames.rules.words import Phrasebook


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_engine_has_the_contracts_shape(name: str) -> None:
    game = GAMES[name]
    assert isinstance(game, Game)
    assert isinstance(game.words, Phrasebook)
    assert GAME_OVER in game.event_kinds
    state = game.new_game(min(game.player_counts), 3)
    phase = state.phase if hasattr(state, "phase") else state.turn.phase  # Llamaland keeps it per turn
    assert isinstance(phase, enum.StrEnum), type(phase)
    assert len(game.scores(state)) == game.num_players(state)
    assert game.state_from_text(game.state_to_text(state)) == state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_game_ends_on_game_over_and_emits_only_its_kinds(name: str) -> None:
    game = GAMES[name]
    state = random_playout(game, game.new_game(min(game.player_counts), 5), random.Random(5))
    assert game.events(state)[-1].kind == GAME_OVER
    assert {event.kind for event in game.events(state)} <= game.event_kinds
