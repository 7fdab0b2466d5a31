"""Objective progress counts the rules' own measure: a card reads "n of n" exactly when it is met."""

from __future__ import annotations

from llamagames.bots import make
from llamagames.rules.llamaland import LLAMALAND
from llamagames.rules.llamaland import objectives as obj
from llamagames.rules.llamaland.components import GOLDEN, OBJECTIVES
from llamagames.ui.games.llamaland.amounts import crop_amount
from llamagames.ui.games.llamaland.progress import progress, progress_words


def played_states(seed: int, moves: int) -> list:
    """States along a game the easy bot plays against itself (it feeds llamas, unlike random play)."""
    bot = make("llamaland", "easy", seed)
    state = LLAMALAND.new_game(2, seed)
    seen = []
    for i in range(moves):
        if LLAMALAND.is_over(state):
            break
        seat = LLAMALAND.current_player(state)
        state = LLAMALAND.apply(state, bot.choose(LLAMALAND.observation(state, seat), LLAMALAND.legal_actions(state)))
        if i % 25 == 0:
            seen.append(state)
    return seen + [state]


def test_progress_reaches_its_target_exactly_when_the_rules_say_met():
    checked = met_seen = 0
    for seed in (1, 2):
        for state in played_states(seed, 600):
            for player in state.players:
                for key, data in OBJECTIVES.items():
                    have, need = progress(key, player)
                    if data.colour == GOLDEN:
                        assert need is None and have == obj.majority_measure(key, player)
                        continue
                    assert (have >= need) == obj.met(key, player), key
                    checked += 1
                    met_seen += have >= need
    assert checked > 100 and met_seen > 0


def test_progress_in_words_names_the_count_and_the_target():
    state = played_states(3, 400)[-1]
    player = state.players[0]
    have, need = progress("wealth", player)
    assert progress_words("wealth", player) == f"{have} of {need} coins"
    have, need = progress("hills", player)
    assert progress_words("hills", player) == f"{have} of {need} llamas on level 3"


def test_potatoes_take_a_plural_and_corn_does_not():
    assert crop_amount("P", 1) == "1 potato"
    assert crop_amount("P", 2) == "2 potatoes"
    assert crop_amount("C", 2) == "2 corn"
