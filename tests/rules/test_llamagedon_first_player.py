"""Llamagedón's first player: the table chooses (the rulebook suggests the best llama
impression), as a seat or by lot; the engine starts there, and a saved game keeps it."""

from __future__ import annotations

import json
import random

import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.core import FIRST_PLAYER_CHOICES, GameRecord, offered_options, replay
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.seats import SeatConfig


def test_the_setup_offers_the_same_first_player_choice_as_the_other_games():
    option = next(o for o in offered_options(LLAMAGEDON) if o.key == "first_player")
    assert option.choices == FIRST_PLAYER_CHOICES and option.default == 1


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_chosen_seat_takes_the_first_turn_and_draws_its_card(players):
    for choice in range(1, players + 1):
        state = LLAMAGEDON.new_game(players, 7, first_player=choice)
        assert state.turn == choice - 1 and LLAMAGEDON.current_player(state) == choice - 1
        assert state.turn_number == 1
        drew = [e for e in state.last_events if e.kind == "draw"]
        assert drew[0].seat == choice - 1
        # the deal is the same whoever starts: only the starter's extra card differs
        assert len(state.hands[choice - 1]) + len(state.areas[choice - 1]) == 5


def test_a_seat_the_table_does_not_have_is_refused_in_words():
    with pytest.raises(ValueError, match="only 3 players"):
        LLAMAGEDON.new_game(3, 7, first_player=4)


def test_random_draws_a_seat_from_the_seed():
    starts = {LLAMAGEDON.new_game(4, seed, first_player="random").turn for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert LLAMAGEDON.new_game(4, 9, first_player="random") == LLAMAGEDON.new_game(4, 9, first_player="random")


def test_turns_go_round_from_the_first_player_and_the_bots_guess_hands_the_same_way():
    state = LLAMAGEDON.new_game(3, 2, first_player=3)
    rng = random.Random(1)
    seen = [state.turn]
    while len(seen) < 5 and not LLAMAGEDON.is_over(state):
        state = LLAMAGEDON.apply(state, rng.choice(LLAMAGEDON.legal_actions(state)))
        if state.turn != seen[-1]:
            seen.append(state.turn)
    assert seen[:4] == [2, 0, 1, 2]
    for seat in range(3):  # a determinized state matches what the seat sees
        guess = LLAMAGEDON.determinize(LLAMAGEDON.observation(state, seat), random.Random(seat))
        assert guess.hands[seat] == state.hands[seat] and guess.turn == state.turn


def test_a_match_started_by_the_third_seat_saves_and_replays_with_it():
    seats = [SeatConfig("human", "Ana"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = Match("llamagedon", seats, 5, {"first_player": 3}, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    assert match.current_seat() == 2
    record = GameRecord.from_json(json.loads(json.dumps(match.record.to_json())))
    assert record.options["first_player"] == 3
    assert replay(LLAMAGEDON, record)[0].turn == 2
