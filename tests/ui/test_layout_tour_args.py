"""The layout tour's command line: --help says how, and arguments it cannot use are refused in
words before any window opens (no traceback, no tour run with a mistyped option)."""

from __future__ import annotations

import pytest

from llamagames.ui import layout_tour
from llamagames.ui.layout_tour import argument_problem


def test_help_prints_the_usage_and_runs_no_tour(capsys: pytest.CaptureFixture[str]) -> None:
    assert layout_tour.main(["--help"]) == 0
    said = capsys.readouterr().out
    assert "python -m llamagames.ui.layout_tour [OUT]" in said and "problem(s)" not in said


@pytest.mark.parametrize("argv, words", [
    (["--size=1280x720"], "unknown option"),
    (["out", "--sizes=1280by720"], "WIDTHxHEIGHT"),
    (["--sizes=1280x"], "WIDTHxHEIGHT"),
    (["--factors=big"], "number"),
    (["--games=chess"], "no game called chess"),
    (["--language=xx"], "no language xx"),
    (["--seed=one"], "whole number"),
])
def test_arguments_the_tour_cannot_use_are_refused_in_words(argv: list[str], words: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    problem = argument_problem(argv)
    assert problem is not None and words in problem
    assert layout_tour.main(argv) == 2
    assert words in capsys.readouterr().err


def test_the_tours_own_arguments_pass() -> None:
    assert argument_problem(["out", "--sizes=1024x600,1920x1080", "--factors=0.9,1.5", "--games=llama",
                             "--language=en,ja,en-XA", "--seed=12", "--colour-blind", "--deuteranopia",
                             "--moments", "--learn"]) is None
    assert argument_problem([]) is None


def test_every_mid_game_table_the_tour_opens_is_in_play_with_the_human_to_move() -> None:
    """The tour's tables are opened mid-game for its hover, drag and focus pictures: a record whose
    random moves ended the game (L.L.A.M.A. with two seats, seed 12: two rounds of quits) showed
    the results and their banner over the table in every hover picture instead."""
    from llamagames.rules import GAMES
    from llamagames.rules.core import replay
    from llamagames.ui.registry import playable_games

    for index, name in enumerate(playable_games()):
        game, counts = GAMES[name], GAMES[name].player_counts
        for players in sorted({counts.start, counts.stop - 1}):
            record = layout_tour.mid_game(name, players, 12 + index, moves=3 * players)
            state = replay(game, record)[-1]
            assert not game.is_over(state), (name, players)
            assert game.current_player(state) == 0 and game.legal_actions(state), (name, players)
