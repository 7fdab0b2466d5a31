"""The review's chart shows what a position held before each decision (pt55): her last move
won the game, but the normal bot would not have paid for it, and the chart, drawn from the
normal bot's move, fell to 0% on the move that won (also while the review was still computed,
with no result yet to end the line at 1)."""

from __future__ import annotations

from llamagames.review.engine import Chance, Decision, Review


def decision(move: int, before: float, after: float, hard: float) -> Decision:
    deals = 400
    return Decision(move, 2, 5, "taken", "hard", "normal", Chance.of(before * deals, deals),
                    Chance.of(after * deals, deals), Chance.of(hard * deals, deals), after >= hard,
                    max(0.0, hard - after))


def test_a_winning_last_move_the_normal_bot_would_skip_does_not_drop_the_chart() -> None:
    decisions = (decision(39, 0.35, 0.35, 0.40), decision(45, 0.0, 1.0, 1.0))
    partial = Review("alpacas", 3, 1, 2, 400, decisions, None, 45)
    assert partial.graph() == [(38, 0.40), (44, 1.0)]
    assert decisions[0].standing().value == 0.40  # the best move seen here, not the one taken
