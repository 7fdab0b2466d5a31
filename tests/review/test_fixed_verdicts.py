"""The review got faster (its decisions that matter judged first, Alpacas' play-outs without
listing moves they never read and pricing a placement once, Llamagedón's heuristic finding the
leader once a move): the verdicts on a fixed small sample are those the review gave before."""

from __future__ import annotations

from random import Random

import pytest

from llamagames.benchmarks.review import bot_game
from llamagames.review import engine, review
from llamagames.rules import GAMES

# (game, seed, playouts, hard bot's budget, part, parts) -> (move, taken, hard, clear, better,
# worse, drop, points, deals), as the review before the speed-up judged them
BEFORE = [
    (("llama", 1, 40, None, 33, 45), (102, "draw", "quit", True, 27, 12, 0.0375, 1.5, 40)),
    (("alpacas", 1, 8, 6, 11, 12),
     (47, "take 6 pay 2clover,carrot,clover,clover,carrot @2,2", "take 1 @1,1", True, 8, 0, 0.0, 4.0, 8)),
    (("llamagedon", 3, 8, 6, 3, 5), (45, "block", "let", False, 0, 2, -0.125, -0.375, 8)),
]


@pytest.mark.parametrize(("where", "verdict"), BEFORE, ids=[b[0][0] for b in BEFORE])
def test_a_decisions_verdict_is_the_one_the_slower_review_gave(where, verdict) -> None:
    game, seed, playouts, budget, part, parts = where
    [d] = review(bot_game(game, seed), 0, playouts, hard_iterations=budget, part=part, parts=parts).decisions
    assert (d.move, d.taken, d.hard, d.clear_drop, d.better, d.worse, d.drop, d.points, d.after.playouts) == verdict


def test_alpacas_quick_finish_plays_the_very_moves_of_its_policy() -> None:
    game = GAMES["alpacas"]
    policy = engine.playout_policy("alpacas")
    state = game.new_game(4, 7)
    for luck in range(2):
        slow = engine.play_to_end(game, state, policy, Random(luck))
        assert engine.finisher("alpacas")(state, Random(luck)) == slow and game.is_over(slow)
