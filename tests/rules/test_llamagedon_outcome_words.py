"""The results sentence of Llamagedón explains which tie-break decided, with its figures."""

from __future__ import annotations

from dataclasses import replace

from llamagames.rules.core import Narrator
from llamagames.rules.llamagedon import LLAMAGEDON, Phase, build_state
from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, BLUE, GREEN, RED, SHELTER, WILD

NAMES = ["Ann", "Bo", "Cy"]


def finished(hands, areas):
    return replace(build_state(hands, areas), phase=Phase.OVER)


def words(state, viewer=None):
    return LLAMAGEDON.describe_outcome(LLAMAGEDON.outcome(state), Narrator(NAMES, viewer))


def test_no_tie_says_the_winning_count():
    state = finished([[RED], [RED], [BLUE]], [[(SHELTER,), (SHELTER,)], [(BLUE, BLUE)], []])
    assert LLAMAGEDON.outcome(state).winners == (0,)
    assert words(state) == "No tie to break."


def test_values_break_a_tie_and_the_figures_are_shown():
    # Shelter card 8 against a Built Shelter with a Wild 3 + 1 = 4.
    state = finished([[RED], [RED], [BLUE]], [[(SHELTER,)], [(GREEN, WILD)], []])
    assert LLAMAGEDON.outcome(state).winners == (0,)
    assert words(state, viewer=0) == "Tie on 1 shelter: higher shelter values won (you 8, Bo 4)."


def test_corner_symbols_break_a_tie_on_values():
    # Equal shelters; Ann holds a Resource (1 symbol), Bo a Block (3 symbols).
    state = finished([[RED], [BLOCK], [ATTACK]], [[(SHELTER,)], [(SHELTER,)], []])
    assert LLAMAGEDON.outcome(state).winners == (0,)
    assert words(state) == "Tie on 1 shelter, values 8: fewer corner symbols won (Ann 1, Bo 3)."


def test_a_full_tie_is_shared():
    state = finished([[RED], [BLUE], []], [[(SHELTER,)], [(SHELTER,)], []])
    assert LLAMAGEDON.outcome(state).winners == (0, 1)
    assert words(state) == "Tie on 1 shelter, values and corner symbols: the win is shared."
