"""The score pad's words: each objective's result per player, and the tie-break line."""

from __future__ import annotations

import pytest

from llamagames.bots import make
from llamagames.rules.llamaland import LLAMALAND
from llamagames.rules.llamaland.components import COIN, CORN, HUT
from llamagames.ui.games.llamaland.estate_parts import earnings
from llamagames.ui.games.llamaland.summary import objective_results, tiebreak_line


def finished(players: int, seed: int, **options):
    state = LLAMALAND.new_game(players, seed, **options)
    bots = [make("llamaland", "easy", seed + i) for i in range(players)]
    while not LLAMALAND.is_over(state):
        seat = LLAMALAND.current_player(state)
        state = LLAMALAND.apply(state, bots[seat].choose(LLAMALAND.observation(state, seat),
                                                          LLAMALAND.legal_actions(state)))
    return state


@pytest.mark.parametrize("players, options", [(4, {}), (3, {"variant": "expert"})])
def test_each_objectives_points_add_up_to_the_engines_objective_score(players, options):
    state = finished(players, 3, **options)
    rows = LLAMALAND.score_breakdown(state)
    results = objective_results(state)
    assert [key for key, _, _ in results] == list(state.objectives)
    for seat in range(players):
        assert sum(points[seat] for _, _, points in results) == rows[seat]["objectives"]
    for key, texts, _points in results:
        index = state.objectives.index(key)
        for seat in range(players):
            assert (texts[seat] == "—") == (seat not in state.markers[index])


def test_the_tie_break_line_names_the_llama_card_winner_or_a_shared_win():
    names = ["Ana", "Ben", "Cai"]
    rows = [{"total": 50, "llamas": 30}, {"total": 50, "llamas": 34}, {"total": 40, "llamas": 40}]
    assert "Ben" in tiebreak_line(rows, names) and "Ana" not in tiebreak_line(rows, names).split(":")[1]
    rows[0]["llamas"] = 34
    assert "Ana and Ben share" in tiebreak_line(rows, names)
    rows[0]["total"] = 51
    assert tiebreak_line(rows, names) == ""


def test_earnings_words():
    assert earnings([CORN, CORN, COIN, HUT]) == "2 corn, 1 coin and a character"
    assert earnings([COIN, COIN]) == "2 coins"
    assert earnings([]) == ""


def test_the_tie_break_line_tells_the_one_human_here_as_you():
    """Not "You has the most llama-card points" (the human's seat is named "You")."""
    names = ["You", "Ben", "Cai"]
    rows = [{"total": 50, "llamas": 34}, {"total": 50, "llamas": 30}, {"total": 40, "llamas": 40}]
    assert tiebreak_line(rows, names, you=0) == "Tie on 50 points: you have the most llama-card points (34) and win."
    rows[1]["llamas"] = 34
    assert "Ben and you share the win" in tiebreak_line(rows, names, you=0)
    assert "Ben has the most" in tiebreak_line([rows[0] | {"llamas": 1}, rows[1], rows[2]], names, you=0)
