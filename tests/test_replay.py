"""Replays: the window on a game's history, and playing on from a move."""

from __future__ import annotations

import pytest

from llamagames.bots import make
from llamagames.replay import ReplayMatch, play_on, seats_for_play_on
from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, IllegalActionError, replay
from llamagames.seats import SeatConfig

GAMES_AND_COUNTS = [("llama", 3), ("alpacas", 2), ("llamagedon", 3), ("llamaland", 2)]


def bot_game(game_name: str, players: int, seed: int = 3) -> GameRecord:
    """A whole game between easy bots, as its record."""
    game = GAMES[game_name]
    state = game.new_game(players, seed)
    record = GameRecord(game_name, players, seed, {})
    bots = [make(game_name, "easy", seed + seat) for seat in range(players)]
    while not game.is_over(state):
        seat = game.current_player(state)
        action = bots[seat].choose(game.observation(state, seat), game.legal_actions(state))
        state = game.apply(state, action)
        record = record.with_action(action)
    return record


def seats(players: int) -> list[SeatConfig]:
    return [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot {i}", "hard") for i in range(1, players)]


@pytest.mark.parametrize("game_name,players", GAMES_AND_COUNTS)
def test_every_step_shows_the_state_of_that_many_moves(game_name, players):
    record = bot_game(game_name, players)
    states = replay(GAMES[game_name], record)
    watched = ReplayMatch.of(record, seats(players))
    assert watched.position == 0 and watched.total == len(record.actions)
    for k in (1, 2, watched.total // 2):
        watched.goto(k)
        assert watched.state == states[k] and watched.record.actions == record.actions[:k]
    watched.goto(5)
    events = watched.forward()
    assert watched.position == 6 and watched.state == states[6]
    assert events == tuple(GAMES[game_name].events(states[6]))
    watched.back()
    assert watched.position == 5 and watched.state == states[5] and watched.last_events == ()
    watched.goto(10**6)
    assert watched.position == watched.total and watched.is_over() and watched.forward() == ()
    watched.goto(-3)
    assert watched.position == 0 and len(watched.history) == 1


def test_nobody_moves_in_a_replay():
    record = bot_game("llama", 3)
    watched = ReplayMatch.of(record, seats(3), start=4)
    assert not watched.is_human_turn() and watched.update(10.0) == () and watched.position == 4
    with pytest.raises(IllegalActionError, match="replay"):
        watched.play(watched.game.legal_actions(watched.state)[0])
    assert not watched.undo() and watched.undo_refusal(0) is not None


def test_play_on_starts_a_live_game_from_the_move_with_new_seats():
    record = bot_game("alpacas", 2)
    watched = ReplayMatch.of(record, seats(2), start=7)
    chosen = seats_for_play_on(watched.seats, you=1, level=None)
    assert [s.kind for s in chosen] == ["bot", "human"] and chosen[0].level == "normal"
    assert all(s.level == "easy" for s in seats_for_play_on(watched.seats, you=0, level="easy")[1:])
    live = play_on(watched, chosen, autosave=False)
    try:
        assert live.record.actions == record.actions[:7] and live.state == watched.state
        assert not isinstance(live, ReplayMatch) and live.seats[1].is_human
    finally:
        live.close()
