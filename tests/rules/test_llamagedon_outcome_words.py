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


def test_a_tie_for_second_place_follows_the_shelter_values_then_the_corner_symbols() -> None:
    from llamagames.rules.llamagedon.game import LlamagedonOutcome

    # Seat 0 wins on shelters; seats 1 and 2 tie on 2 shelters, seat 2's worth more: second.
    outcome = LlamagedonOutcome((3, 2, 2, 2), (0,), values=(20, 10, 14, 10), symbols=(0, 3, 5, 1))
    assert outcome.ranking() == (0, 2, 3, 1)  # then seat 3 before seat 1: fewer corner symbols
    assert [outcome.place(seat) for seat in range(4)] == [1, 4, 2, 3]
