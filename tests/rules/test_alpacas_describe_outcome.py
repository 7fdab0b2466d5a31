"""The results screen's sentence for Llamas & Alpacas: a tie on points explained by the treats."""

from __future__ import annotations

from dataclasses import replace

from llamagames.rules.alpacas import ALPACAS, build_state
from llamagames.rules.alpacas.game import Phase
from llamagames.rules.core import Narrator


def finished(scores, treats):
    state = build_state([[None] * 9 for _ in scores], list(range(6)), treats=treats, scores=scores)
    return replace(state, phase=Phase.OVER, current=None)


NAMES = ["Ann", "Bob", "Cy"]


def test_a_points_tie_broken_by_treats_is_explained():
    outcome = ALPACAS.outcome(finished([18, 18, 4], [(3, 3), (4, 4), (2, 2)]))
    assert outcome.winners == (1,)
    text = ALPACAS.describe_outcome(outcome, Narrator(NAMES, -1))
    assert text == "Ann and Bob tied on 18 points; Bob held the most treats and takes the win."


def test_a_tie_on_points_and_treats_is_shared():
    outcome = ALPACAS.outcome(finished([19, 19, 4], [(3, 3), (3, 3), (3, 3)]))
    assert outcome.winners == (0, 1)
    assert "shared" in ALPACAS.describe_outcome(outcome, Narrator(NAMES, 0))
    assert ALPACAS.describe_outcome(outcome, Narrator(NAMES, 0)).startswith("You and Bob tied on 19 points")


def test_a_clear_winner_needs_no_extra_sentence():
    outcome = ALPACAS.outcome(finished([20, 12, 4], [(3, 3), (3, 3), (3, 3)]))
    assert ALPACAS.describe_outcome(outcome, Narrator(NAMES, -1)) == ""
