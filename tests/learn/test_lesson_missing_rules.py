"""The four rules a new player still got wrong alone after Llamaland's lesson (pt53): each is
now said where it comes up, as the rules have it."""

from __future__ import annotations

from llamagames.learn import LESSONS
from llamagames.learn.script import timeline, words


def test_llamalands_lesson_says_must_feed_falling_values_end_scoring_and_the_objective_letters() -> None:
    from llamagames.rules.llamaland import LLAMALAND
    from llamagames.rules.llamaland.components import COMPULSORY_FEED_CROPS, CROPS, OBJECTIVES, PURPLE
    from llamagames.ui.games.llamaland.pieces import OBJECTIVE_LETTER

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    told = []
    for entry in timeline(lesson):
        before = state
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
        seat = before.turn.seat
        if entry.actor == "bot" and entry.action.startswith("place") and \
                state.players[seat].crop_total >= COMPULSORY_FEED_CROPS:
            assert LLAMALAND.parse_action("end") not in LLAMALAND.legal_actions(state)  # the rules force it
            assert f"holding {COMPULSORY_FEED_CROPS} or more, one must feed a llama" in entry.says
            told.append("must feed")
        if entry.actor == "bot" and entry.action.startswith("feed"):
            event = next(e for e in state.last_events if e.kind == "feed")
            column = state.llama_columns[CROPS.index(event.get("crop"))]  # values ascending, top last
            assert f"card, {event.get('value')}: the next is worth {column[-1]}." in entry.says
            assert column[-1] < event.get("value")
            told.append("falling")
    assert told == ["must feed", "falling"]
    said = " ".join(words(lesson))
    purple = next(key for key in state.objectives if OBJECTIVES[key].colour == PURPLE)
    assert OBJECTIVE_LETTER[PURPLE] == "P" and f"marked P asks for something you hold ({OBJECTIVES[purple].title}" in said
    assert "one marked B, for where your llamas stand" in said
    assert "each crop you hold scores 1 point and every two coins 1" in said
