"""A guided game asks only for moves its own table calls good: a playtester was asked to build
red + Wild while holding two reds and to pay with the Wild, the very moves Llamagedón's chooser
marks "its Wild can be taken" and "breaks a pair"."""

from __future__ import annotations

from llamagames.learn import LESSONS
from llamagames.learn.script import timeline, topics
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


def test_llamalands_finish_lists_only_what_the_player_did_or_saw() -> None:
    """The finish listed rules never played: now every line is a thing of the lesson. Its moves
    build on a foundation (the count falls), bet markers, stand the fed llama side by side with
    another (a herd of two, the step saying corner to corner does not count), and hold a tile
    over one of its own shape where the rules refuse it (the same-shape rule, now staged); the
    end is said in plain words, and no finish line names what never happened."""
    from llamagames.rules.llamaland import LLAMALAND
    from llamagames.rules.llamaland.estate import SAME_SHAPE_ON_TOP, orientation
    from llamagames.rules.llamaland.objectives import largest_herd

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    did = set()
    for entry in timeline(lesson):
        before = state.players[0]
        if entry.actor == "you" and "exactly over your other Z" in lesson.steps[entry.step].says and \
                entry.action.startswith("place Z"):
            mine = next(p for p in before.estate.pieces if p.name.startswith("Z"))  # the Z laid earlier
            assert (mine.face, mine.rot) == ("back", 0)  # F flips the new one, as it comes, to this turn
            held = orientation(state.turn.tile, "back", 0)
            x, y = min(c[0] for c in mine.cells), min(c[1] for c in mine.cells)
            assert before.estate.check(held, x, y, mine.level + 1, before.foundations)[0] == SAME_SHAPE_ON_TOP
            did.add("same shape")
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
        after = state.players[0]
        if entry.actor != "you":
            continue
        step = lesson.steps[entry.step]
        if after.foundations < before.foundations:
            did.add("foundation")
        if entry.action.startswith("marker "):
            did.add("marker")
        if entry.action.startswith("llama ") and largest_herd(after.estate) == 2 > largest_herd(before.estate):
            said = step.says
            assert "side by side" in said and "corner to corner does not" in said and "never covers a llama" in said
            did.add("herd")
            assert "2/4" in step.done  # the Herd objective's count, as its row reads
    assert did == {"foundation", "marker", "herd", "same shape"}
    finish = " ".join(topics(lesson)).lower()
    assert "four land tiles" not in finish and "its own shape" in finish and "only cacao" in finish
    assert "the game is over" in lesson.ending[-1].says.lower()


def test_llamalands_lesson_teaches_objective_values_kinds_a_moved_marker_and_announces_its_end() -> None:
    """A playtester found the lesson never said an objective's values (the earlier bet the
    higher), its kinds, that a marker moves, nor the end before it came: the bet step names
    Wealth's top and bottom values as the rules have them (the middle closed with two), its next
    sentence three kinds of objective on the table, Nina moves her marker by the rules, and the
    step before the end's trigger says it comes, while the table's top bar names the same one."""
    from llamagames.rules.llamaland import LLAMALAND
    from llamagames.rules.llamaland.components import OBJECTIVES
    from llamagames.ui.games.llamaland.ending import last_round, tiles_words

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    assert "the last round comes when 2 llama piles are empty" in tiles_words(state)[0]  # as the welcome says
    assert "only one kind of llama card is left" in lesson.welcome
    bet = next(step for step in lesson.steps if "marker wealth top" in step.expect)
    top, _, bottom = OBJECTIVES["wealth"].points
    assert f"Wealth's {top}" in bet.says and f"next takes {bottom}" in bet.says and "middle stays empty" in bet.says
    assert all(f"({name}:" in bet.then[0] for name in ("Wealth", "Hills", "Herd"))
    assert {"wealth", "hills", "herd"} <= set(state.objectives)
    moved = False
    for entry in timeline(lesson):
        before = state
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
        if " from " in entry.action and entry.actor == "bot":
            moved = True
            assert "moved her marker" in entry.says
        if last_round(state) and not last_round(before):  # the move that brings the last round
            assert entry.actor == "you" and "the game ends when this round is played out" in lesson.steps[entry.step].says
    assert moved and state.over
