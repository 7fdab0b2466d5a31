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
    assert words(state, viewer=0) == ("Bo and you each kept 1 shelter, so the shelters' value decided (the numbers at "
                                      "their top right corners, added up; higher wins): you 8, Bo 4.")


def test_corner_symbols_break_a_tie_on_values():
    # Equal shelters; Ann holds a Resource (1 symbol), Bo a Block (3 symbols).
    state = finished([[RED], [BLOCK], [ATTACK]], [[(SHELTER,)], [(SHELTER,)], []])
    assert LLAMAGEDON.outcome(state).winners == (0,)
    assert words(state) == ("Ann and Bo each kept 1 shelter, so the shelters' value came next (the numbers at their "
                            "top right corners, added up): Ann 8, Bo 8. Ann and Bo were level on 8, so the cards left in hand "
                            "decided: fewer corner symbols (the small marks at a card's bottom left) won: Ann 1, Bo 3.")


def test_the_tie_break_names_everyone_it_decided_between():
    # Three tied on shelters; Cy's shelter is worth less; Ann and Bo, level on 8, go to the corner symbols.
    state = finished([[RED], [BLOCK], [ATTACK]], [[(SHELTER,)], [(SHELTER,)], [(GREEN, WILD)]])
    assert LLAMAGEDON.outcome(state).winners == (0,)
    said = words(state)
    assert said.startswith("Ann, Bo and Cy each kept 1 shelter") and "Ann 8, Bo 8, Cy 4." in said
    assert "Ann and Bo were level on 8" in said and "Ann 1, Bo 3." in said
    japanese = LLAMAGEDON.describe_outcome(LLAMAGEDON.outcome(state), Narrator(NAMES, None, "ja"))
    assert all(name in japanese for name in NAMES) and "角のマーク" in japanese and "価値" in japanese


def test_a_full_tie_is_shared():
    state = finished([[RED], [BLUE], []], [[(SHELTER,)], [(SHELTER,)], []])
    assert LLAMAGEDON.outcome(state).winners == (0, 1)
    assert words(state) == ("Ann and Bo each kept 1 shelter, with the same shelter value and as many corner symbols "
                            "in hand: the win is shared.")


def test_a_tie_for_second_place_follows_the_shelter_values_then_the_corner_symbols() -> None:
    from llamagames.rules.llamagedon.game import LlamagedonOutcome

    # Seat 0 wins on shelters; seats 1 and 2 tie on 2 shelters, seat 2's worth more: second.
    outcome = LlamagedonOutcome((3, 2, 2, 2), (0,), values=(20, 10, 14, 10), symbols=(0, 3, 5, 1))
    assert outcome.ranking() == (0, 2, 3, 1)  # then seat 3 before seat 1: fewer corner symbols
    assert [outcome.place(seat) for seat in range(4)] == [1, 4, 2, 3]


def test_seats_tied_below_the_winner_are_ranked_in_words_as_the_results_rank_them():
    """The playtest: three players on 2 shelters ranked 2nd, 3rd and 4th under "No tie to break"."""
    names = ["Ann", "Bo", "Cy", "Di"]
    state = finished([[], [RED], [BLOCK], [BLUE]],
                     [[(SHELTER,)] * 3, [(RED, RED), (BLUE, WILD)], [(SHELTER,), (GREEN, GREEN)],
                      [(RED, RED), (BLUE, BLUE)]])
    outcome = LLAMAGEDON.outcome(state)
    assert outcome.winners == (0,)
    ranked = sorted(range(4), key=outcome.standing)
    assert ranked == [0, 2, 3, 1]
    said = LLAMAGEDON.describe_outcome(outcome, Narrator(names, None))
    assert said == ("No tie for the win. Bo, Cy and Di each kept 2 shelters, so the shelters' value ranks them (the "
                    "numbers at their top right corners, added up; higher first): Cy 14, Di 12, Bo 10.")
    japanese = LLAMAGEDON.describe_outcome(outcome, Narrator(names, None, "ja"))
    assert "Cy 14、Di 12、Bo 10" in japanese and "同点はありません" not in japanese


def test_below_the_winner_a_level_value_goes_to_the_corner_symbols():
    state = finished([[], [BLOCK], [RED]], [[(SHELTER,)] * 2, [(SHELTER,)], [(SHELTER,)]])
    outcome = LLAMAGEDON.outcome(state)
    assert sorted(range(3), key=outcome.standing) == [0, 2, 1]
    assert words(state) == ("No tie for the win. Bo and Cy each kept 1 shelter, so the shelters' value ranks them "
                            "(the numbers at their top right corners, added up; higher first): Cy 8, Bo 8. Bo and Cy were level "
                            "on value, so fewer corner symbols in hand come first: Cy 1, Bo 3.")
