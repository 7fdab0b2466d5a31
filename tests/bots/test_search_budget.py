"""The hard level's budget (a fixed number of iterations, never seconds) and the paired statistics."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest

from llamagames import bots, tournament
from llamagames.bots.llama_search import LlamaSearchBot
from llamagames.bots.llamaland_search import LlamalandSearchBot
from llamagames.bots.paired import PairedStats
from llamagames.rules import GAMES
from llamagames.rules.core import watched_observation


@pytest.mark.parametrize("game_name", ["llama", "llamaland"])
def test_the_hard_level_searches_its_fixed_budget(game_name: str) -> None:
    bot = bots.make(game_name, "hard", 1)
    assert isinstance(bot, (LlamaSearchBot, LlamalandSearchBot))
    assert bot.iterations == bots.fixed_budget(game_name) >= 1
    assert not hasattr(bot, "time_limit")
    assert bots.make(game_name, "hard", 1, iterations=3).iterations == 3


def _open_decision(game_name: str, seed: int) -> tuple[Any, list[Any], int]:
    """The observation and legal actions of the first decision after a few normal moves where
    the hard bot has a real choice, and the seed the app's pacer would give its bot."""
    game = GAMES[game_name]
    history = [game.new_game(game.player_counts[0], seed)]
    rng_bot = bots.make(game_name, "normal", seed)
    for step in itertools.count():
        state = history[-1]
        seat = game.current_player(state)
        assert seat is not None
        legal = game.legal_actions(state)
        observation = watched_observation(game, history, seat)
        if step >= 6 and len(legal) > 2:
            return observation, legal, bots.derive_seed(seed, seat, step)
        history.append(game.apply(state, rng_bot.choose(observation, legal)))
    raise AssertionError("unreachable")


@pytest.mark.parametrize("game_name", ["llama", "llamagedon", "llamaland"])  # each search class once
def test_a_hard_choice_depends_on_the_position_and_seed_not_on_the_clock(
        game_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's worker runs ``bots.think``; on a machine so busy that every reading of a clock
    is a minute later than the last, it makes the choice the tournament's bot makes (its fixed
    budget, ``python -m llamagames.tournament``) on this one."""
    observation, legal, seed = _open_decision(game_name, 5)
    measured = tournament.TimedBot(bots.make(game_name, "hard", seed, iterations=bots.fixed_budget(game_name)))
    expected = measured.choose(observation, legal)
    ticks = itertools.count()
    for clock in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, clock, lambda: 60.0 * next(ticks))
    assert bots.think(game_name, "hard", seed, observation, legal) == expected


def test_the_anchor_stands_without_evidence() -> None:
    stats = PairedStats(3, anchor=1)
    assert stats.best(2.0) == 1  # no deal yet
    stats.add([-0.2, 0.0, -0.1])
    assert stats.best(2.0) == 1  # the others did worse


def test_a_sure_gain_overrules_the_anchor_and_a_noisy_one_does_not() -> None:
    sure = PairedStats(2, anchor=0)
    noisy = PairedStats(2, anchor=0)
    for i in range(20):
        sure.add([0.0, 0.5 + 0.01 * (i % 3)])
        noisy.add([0.0, 1.0 if i % 2 else -0.9])  # mean +0.05, spread about 0.95
    assert sure.best(2.0) == 1
    assert noisy.best(2.0) == 0
    assert noisy.best(None) == 1  # unanchored: the plain mean decides


def test_a_minimum_gain_must_be_exceeded() -> None:
    stats = PairedStats(2, anchor=0)
    for _ in range(10):
        stats.add([1.0, 1.04])
    assert stats.best(1.0, min_gain=0.05) == 0
    assert stats.best(1.0, min_gain=0.01) == 1
