"""A match can start from a position written as text: tests and bug reports set a table up
this way instead of writing into a match's history, and such a match saves, resumes and
replays like one dealt from a seed."""

from __future__ import annotations

import json
import random

import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, replay
from llamagames.seats import SeatConfig

BUILT_IN = ["llama", "alpacas", "llamagedon", "llamaland"]


def seats(count: int) -> list[SeatConfig]:
    return [SeatConfig("human", "Ana")] + [SeatConfig("bot", f"Bot {i}", "easy") for i in range(1, count)]


def a_position(name: str, moves: int = 12, seed: int = 4) -> tuple[object, str]:
    """A state some random moves into a 3-player game, and its text."""
    game = GAMES[name]
    state = game.new_game(3, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return state, game.state_to_text(state)


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_match_starts_from_the_position_and_plays_on(name: str) -> None:
    state, text = a_position(name)
    match = Match.from_position(name, seats(3), text, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    game = GAMES[name]
    assert game.state_to_text(match.state) == text
    assert match.legal_actions() == game.legal_actions(state)
    if match.is_human_turn():
        match.play(match.legal_actions()[0])
    record = GameRecord.from_json(json.loads(json.dumps(match.record.to_json())))
    assert record.start == text
    assert game.state_to_text(replay(game, record)[-1]) == game.state_to_text(match.state)
    match.close()


def test_a_record_dealt_from_a_seed_writes_no_start_so_old_saves_stay_as_they_were() -> None:
    match = Match("llama", seats(2), 7, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    assert "start" not in match.record.to_json()
    match.close()


def test_a_damaged_position_is_refused_with_a_reason() -> None:
    _, text = a_position("llama")
    with pytest.raises(ValueError, match="starting position"):
        Match.from_position("llama", seats(3), text[: len(text) // 2] + "#?", worker=InlineBotWorker(), autosave=False)
    with pytest.raises(ValueError, match="starting position"):
        GameRecord.from_json({**GameRecord("llama", 3, 1).to_json(), "start": 12})
