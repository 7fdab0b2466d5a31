"""The results charts' figures are the engines' own scores, round by round, for seeded games."""

from __future__ import annotations

import pytest

from llamagames import bots
from llamagames.rules import GAMES
from llamagames.score_history import score_history


def played(game_name: str, players: int, seed: int) -> list:
    """Every state of a game the easy bots play from ``seed``."""
    game = GAMES[game_name]
    state = game.new_game(players, seed)
    states = [state]
    seats = [bots.make(game_name, "easy", seed * 10 + seat) for seat in range(players)]
    while not game.is_over(state):
        seat = game.current_player(state)
        state = game.apply(state, seats[seat].choose(game.observation(state, seat), game.legal_actions(state)))
        states.append(state)
    return states


def columns(snapshots: list[tuple[int, ...]], players: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(snapshot[seat] for snapshot in snapshots) for seat in range(players))


@pytest.mark.parametrize("players, seed", [(2, 1), (4, 7), (6, 3)])
def test_llama_rounds_are_the_penalties_minus_returned_chips(players: int, seed: int) -> None:
    game = GAMES["llama"]
    states = played("llama", players, seed)
    running = [0] * players
    expected: list[tuple[int, ...]] = []
    for state in states[1:]:
        for event in game.events(state):
            if event.kind == "round_end":
                running = [total + points for total, points in zip(running, event.get("penalties"))]
            elif event.kind == "return_chip":
                running[event.seat] -= event.get("points")
        kinds = [event.kind for event in game.events(state)]
        if "game_over" in kinds or ("deal" in kinds):
            expected.append(tuple(running))
    history = score_history("llama", states)
    assert history is not None and history.lower_is_better
    assert history.totals == columns(expected, players)
    assert history.steps() == states[-1].round
    assert tuple(series[-1] for series in history.totals) == game.outcome(states[-1]).scores
    # The bars are each round's net points: they add up to the total.
    assert all(sum(history.gains(seat)) == history.totals[seat][-1] for seat in range(players))


@pytest.mark.parametrize("players, seed", [(2, 2), (3, 5), (4, 9)])
def test_alpacas_rounds_sum_the_scored_lines(players: int, seed: int) -> None:
    game = GAMES["alpacas"]
    states = played("alpacas", players, seed)
    last = (states[0].first - 1) % players
    running = [0] * players
    expected = []
    for state in states[1:]:
        events = game.events(state)
        for event in events:
            if event.kind == "score":
                running[event.seat] += event.get("points")
        if any(event.kind in ("take", "move", "pass") and event.seat == last for event in events):
            expected.append(tuple(running))
    history = score_history("alpacas", states)
    assert history is not None and not history.lower_is_better
    assert history.totals == columns(expected, players)
    assert tuple(series[-1] for series in history.totals) == game.outcome(states[-1]).scores


@pytest.mark.parametrize("players, seed", [(2, 4), (4, 1)])
def test_llamaland_rounds_are_the_engines_count_after_the_last_turn_of_each_round(players: int, seed: int) -> None:
    game = GAMES["llamaland"]
    states = played("llamaland", players, seed)
    last = (states[0].crook - 1) % players
    expected = [tuple(game.outcome_of(state).scores) for state in states[1:]
                if any(event.kind == "end" and event.seat == last for event in game.events(state))]
    history = score_history("llamaland", states)
    assert history is not None
    assert history.totals == columns(expected, players)
    assert tuple(series[-1] for series in history.totals) == game.outcome(states[-1]).scores


@pytest.mark.parametrize("players, seed", [(2, 3), (5, 1)])
def test_llamagedon_rounds_count_shelters_and_end_on_the_final_count(players: int, seed: int) -> None:
    game = GAMES["llamagedon"]
    states = played("llamagedon", players, seed)
    starts = [state for state in states[1:] if any(event.kind == "turn" and event.seat == 0
                                                    for event in game.events(state))]
    expected = [tuple(len(area) for area in state.areas) for state in starts]
    final = game.outcome(states[-1]).scores
    history = score_history("llamagedon", states)
    assert history is not None
    assert history.totals == columns(expected + [final], players)


def test_an_unfinished_game_charts_the_rounds_so_far_and_unknown_games_none() -> None:
    states = played("llama", 3, 11)
    cut = next(index for index, state in enumerate(states) if state.round == 2)
    history = score_history("llama", states[:cut + 1])
    assert history is not None and history.steps() == 1
    assert score_history("chess", states) is None
    assert score_history("llama", []) is None


def test_the_module_stays_free_of_pygame() -> None:
    import subprocess
    import sys

    code = "import sys, llamagames.score_history; assert 'pygame' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0
