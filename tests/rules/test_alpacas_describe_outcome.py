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


# --- Every place, not only the first, follows the rulebook's tie-break (treats) ----------------


def test_a_tie_for_second_place_goes_to_the_most_treats():
    # Ann wins; Bob and Cy tie on 12 points, Cy holding more treats: Cy is second, Bob third.
    outcome = ALPACAS.outcome(finished([20, 12, 12], [(3, 3), (2, 1), (4, 5)]))
    assert outcome.ranking() == (0, 2, 1)
    assert [outcome.place(seat) for seat in range(3)] == [1, 3, 2]
    assert not outcome.shares_place(1) and not outcome.shares_place(2)


def test_a_tie_for_second_on_points_and_treats_shares_the_place():
    outcome = ALPACAS.outcome(finished([20, 12, 12], [(3, 3), (4, 2), (2, 4)]))
    assert [outcome.place(seat) for seat in range(3)] == [1, 2, 2]
    assert outcome.shares_place(1) and outcome.shares_place(2)


def test_a_tie_below_first_broken_by_treats_is_explained():
    outcome = ALPACAS.outcome(finished([20, 12, 12], [(3, 3), (2, 1), (4, 5)]))
    text = ALPACAS.describe_outcome(outcome, Narrator(NAMES, -1))
    assert text == "Cy and Bob tied on 12 points: the more treats held, the higher the place."
    assert "12点で並び" in ALPACAS.describe_outcome(outcome, Narrator(NAMES, -1, language="ja"))


def test_four_players_two_ties_below_the_winner_each_follow_the_treats():
    outcome = ALPACAS.outcome(finished([18, 9, 9, 9], [(3, 3), (5, 5), (2, 2), (2, 2)]))
    assert [outcome.place(seat) for seat in range(4)] == [1, 2, 3, 3]
