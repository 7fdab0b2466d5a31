"""A guided game asks only for moves its own table calls good: a playtester was asked to build
red + Wild while holding two reds and to pay with the Wild, the very moves Llamagedón's chooser
marks "its Wild can be taken" and "breaks a pair"."""

from __future__ import annotations

from llamagames.learn import LESSONS
from llamagames.learn.script import timeline
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.ui.games.llamagedon.choice_words import action_note


def test_no_move_llamagedons_lesson_asks_is_one_its_chooser_marks_weak() -> None:
    lesson = LESSONS["llamagedon"]
    state = LLAMAGEDON.state_from_text(lesson.position)
    asked = 0
    for entry in timeline(lesson):
        action = LLAMAGEDON.parse_action(entry.action)
        if entry.actor == "you":
            note = action_note(action, LLAMAGEDON.observation(state, 0))
            assert note == "", f"step {entry.step + 1} asks '{entry.action}', which the chooser marks '{note}'"
            asked += 1
        state = LLAMAGEDON.apply(state, action)
    assert asked == sum(len(step.expect) for step in lesson.steps)
    assert LLAMAGEDON.outcome(state).winners == (0,)


def test_llamagedons_refusals_say_why_and_the_hand_limit_depends_on_the_players() -> None:
    """A wrong move's sentence gives a reason (a colon or "would"/"if"), not only the move to
    make; the hand limit is told for two players and for more."""
    lesson = LESSONS["llamagedon"]
    for step in lesson.steps:
        assert ":" in step.wrong, step.wrong
    said = " ".join([*(step.says for step in lesson.steps), *lesson.learned])
    assert "nine with two" in said and "seven with three or more" in said
    assert any("last rounds" in step.done for step in lesson.steps if "protect" in step.expect[0])
