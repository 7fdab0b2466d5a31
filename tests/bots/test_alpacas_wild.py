"""The normal Llamas & Alpacas bot names a wild card the value that scores most.

The position came from a normal-bot game (seed 11) where the bot, before the fix, placed the
pink star at the middle of a row and a column and named 1 (2 points) when 2 scored 6."""

from __future__ import annotations

import random

from llamagames.bots.alpacas import best_wild_values, hard_candidates, normal_policy, points_now
from llamagames.rules.alpacas import ALPACAS, Take

POSITION = (
    "play @0 first0 | row L2g A*p A4b' L4g' L1b A*b | boards L1g',A3r',L3r,L3w,.,L*r,.,A1p',. / "
    "A4b,.,A2w,A*r,.,L1r,.,L1b',A*g | treats 5/5 1/1 | scores 0 0 | turns 5 5 | start - - | pile L4r' A4p' "
    "A3p A3w L*p L2g' A3g' A2g L2r L1p L3p' L4p L4b L4b' A1r' A2r' A3b L3r' L3b' A1b A4r L*b A2p' A3b' L4r "
    "A4g' L1p' L*g A3g A1r A1b' A4r' A3p' L3p A2g' L3g' L4p' A2b L2p' A4p A1w L2b L4g A1g' L3g A4w L1w L4w "
    "A2b' L1g L2b' L2w A1g A4g L1r' A1p L3b L2r' A2p L2p A3r A2r | discard - | seed 11 counter 2")


def star_in_the_middle() -> tuple[object, list[Take]]:
    """The observation, and the four ways to put the star (row card 2) on the middle cell."""
    state = ALPACAS.state_from_text(POSITION)
    legal = ALPACAS.legal_actions(state)
    ways = [a for a in legal if isinstance(a, Take) and a.index == 1 and a.cell == 4 and a.wild is not None]
    return ALPACAS.observation(state, 0), ways


def test_the_four_values_score_differently_here() -> None:
    observation, ways = star_in_the_middle()
    assert {a.wild: points_now(observation, a) for a in ways} == {"1": 2, "2": 6, "3": 4, "4": 2}


def test_normal_names_the_value_that_scores_both_lines() -> None:
    observation, ways = star_in_the_middle()
    chosen = normal_policy(observation, ways, random.Random(0))
    assert chosen.wild == "2" and points_now(observation, chosen) == 6


def test_normal_never_plays_a_poorer_value_of_the_same_placement() -> None:
    state = ALPACAS.state_from_text(POSITION)
    observation, legal = ALPACAS.observation(state, 0), ALPACAS.legal_actions(state)
    kept = best_wild_values(observation, legal)
    assert [a for a in kept if a.wild is not None and a.index == 1 and a.cell == 4] == [
        a for a in legal if a.wild == "2" and a.index == 1 and a.cell == 4]
    assert all(a in kept for a in legal if getattr(a, "wild", None) is None)
    chosen = normal_policy(observation, legal, random.Random(0))
    assert chosen in kept
    assert all(a in kept for a in hard_candidates(observation, legal))
