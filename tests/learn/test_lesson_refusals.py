"""A wrong move in a guided game is told the rule it breaks, then the move asked again: a new
player (pt56) who built two yellows was told about a Wild she had not used, read "Not that one
yet" for a 5 on a 3, and heard nothing of what quitting costs."""

from __future__ import annotations

from fnmatch import fnmatchcase
from types import SimpleNamespace

import pytest

from llamagames.learn import LESSONS, Guide
from llamagames.learn.script import refusal, timeline
from llamagames.rules.core import IllegalActionError
from llamagames.ui.table.chooser import Choice
from llamagames.ui.table.choosing import lesson_row

TRIED = {"llama": ("play 1", "play 2", "play 3", "play 5", "play 6", "play llama", "draw", "quit")}
"""Moves a player may send that the rules refuse (a card on a pile it does not fit)."""


@pytest.mark.parametrize("game", ["llama", "llamagedon"])
def test_every_named_mistake_is_one_a_player_can_make_there(game: str) -> None:
    """Each refusal pattern matches a wrong move of its own step (a dead pattern would hide that
    the step's sentence is the one a player reads)."""
    guide = Guide.start(LESSONS[game])
    wrong: dict[int, list[str]] = {}
    while not guide.finished():
        guide.run_bots()
        if guide.finished():
            break
        expected, seen = guide.expected(), wrong.setdefault(guide.step_index, [])
        seen += [str(a) for a in guide.match.legal_actions() if a != expected]
        seen += [text for text in TRIED.get(game, ()) if guide.parse(text) != expected]
        guide.match.play(expected)
    guide.match.close()
    for index, step in enumerate(LESSONS[game].steps):
        for pattern, _ in step.refusals:
            assert any(fnmatchcase(text, pattern) for text in wrong[index]), (step.expect, pattern)


def test_llamas_refusals_name_the_rule_and_what_quitting_costs() -> None:
    guide = Guide.start(LESSONS["llama"])
    with pytest.raises(IllegalActionError) as five:
        guide.match.play(guide.parse("play 5"))
    assert "only a 3 or a 4" in str(five.value) and "yet" not in str(five.value)
    with pytest.raises(IllegalActionError) as quitting:
        guide.match.play(guide.parse("quit"))
    assert "Quitting" in str(quitting.value) and "to pay" in str(quitting.value)
    guide.match.close()
    steps = LESSONS["llama"].steps
    drawing = next(s for s in steps if s.expect == ("draw",))
    assert "costs your 3 points" in refusal(drawing, "quit") and refusal(drawing, "quit").endswith("Draw a card.")
    assert "round 3" in LESSONS["llama"].welcome and "14 points" in LESSONS["llama"].welcome
    first_llama = next(s for s in steps if s.expect == ("play llama",))
    assert "10 points" in first_llama.says  # said when the llama is played, not only at the finish


def test_llamagedons_first_build_refuses_the_yellows_for_what_they_are() -> None:
    step = LESSONS["llamagedon"].steps[0]
    yellows = refusal(step, "build yellow yellow")
    assert "Wild" not in yellows and "attacked" in yellows and yellows.endswith("hold the yellows.")
    assert "Wild" in refusal(step, "build green wild")
    assert '"?" slot' in LESSONS["llamagedon"].welcome and "Llamagedón card" in LESSONS["llamagedon"].welcome


def test_llamagedons_lesson_tells_the_hand_limit_before_it_bites_and_weighs_build_against_hold() -> None:
    from llamagames.rules.llamagedon import LLAMAGEDON

    lesson = LESSONS["llamagedon"]
    state = LLAMAGEDON.state_from_text(lesson.position)
    for entry in timeline(lesson):
        state = LLAMAGEDON.apply(state, LLAMAGEDON.parse_action(entry.action))
        if any(event.kind == "hand_limit" for event in state.last_events):
            break
    told = [step.says for step in lesson.steps[:entry.step]]
    assert any("over nine cards" in says and "four at random" in says for says in told)
    decision = next(step for step in lesson.steps if step.says.startswith("Build your yellows now or hold them?"))
    assert "attack" in decision.bots[0].says and decision.bots[0].action.startswith("attack")  # the risk built
    block = next(step for step in lesson.steps if step.expect == ("block",))
    assert "third player" in block.says and "two Blocks cancel out" in block.says


def test_a_lessons_chooser_starts_on_the_row_that_leads_to_the_steps_move() -> None:
    """'Take a red Resource' was lit while the lesson asked to take the Steal: a row standing for
    several moves (the card to take, the colours asked next) is lit when the step's move is one."""
    guide = SimpleNamespace(expected=lambda: "take steal with red blue yellow")
    table = SimpleNamespace(mode=SimpleNamespace(guide=guide))
    rows = [Choice("red", lambda: None, action=["take red with red blue yellow"]),
            Choice("steal", lambda: None, action=["take steal with blue green wild", "take steal with red blue yellow"])]
    assert lesson_row(table, rows) == 1
    assert lesson_row(SimpleNamespace(mode=SimpleNamespace(guide=None)), rows) == 0
