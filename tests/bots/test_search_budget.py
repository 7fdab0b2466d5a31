"""The hard level's budget (time in the app, iterations when reproducible) and the paired statistics."""

from __future__ import annotations

import pytest

from llamagames import bots
from llamagames.bots.ismcts import ISMCTSBot
from llamagames.bots.llama_search import LlamaSearchBot
from llamagames.bots.llamaland_search import LlamalandSearchBot
from llamagames.bots.paired import PairedStats


@pytest.mark.parametrize("game_name", ["llama", "llamaland"])
def test_the_hard_level_thinks_for_a_second_unless_the_app_caps_it_lower(game_name: str) -> None:
    for cap, expected in ((None, 1.0), (2.0, 1.0), (0.25, 0.25)):
        bot = bots.make(game_name, "hard", 1, time_limit=cap)
        assert isinstance(bot, (ISMCTSBot, LlamaSearchBot, LlamalandSearchBot))
        assert bot.time_limit == expected == min(cap or bots.HARD_TIME_LIMIT, bots.HARD_TIME_LIMIT)
        if game_name == "llamaland":  # its fixed deals, the tournament's, end well inside the second
            assert bot.iterations == bots.fixed_budget(game_name)
        else:  # it settles by itself; only the clock bounds it
            assert bot.iterations > 10**9, "bounded by the clock, not by a count"


@pytest.mark.parametrize("game_name", ["llama", "llamaland"])
def test_an_iteration_budget_makes_the_hard_level_reproducible(game_name: str) -> None:
    bot = bots.make(game_name, "hard", 1, iterations=3)
    assert bot.iterations == 3 and bot.time_limit is None
    assert bots.fixed_budget(game_name) >= 1


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
