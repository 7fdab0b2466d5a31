"""What a new player (pt53) found in the guided games: four rules Llamaland's lesson left out (each
now said where it comes up, as the rules have it), and a skipped last step told as a win."""

from __future__ import annotations

from llamagames import i18n
from llamagames.learn import LESSONS, Guide
from llamagames.learn.script import timeline, words
from llamagames.ui.table.guide_finish import finish_words


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
        step = lesson.steps[min(entry.step, len(lesson.steps) - 1)]
        asks = step.says  # the ask is always in the bubble (at 150% the bots' news gives way to it)
        if entry.actor == "bot" and entry.action.startswith("place") and \
                state.players[seat].crop_total >= COMPULSORY_FEED_CROPS:
            assert LLAMALAND.parse_action("end") not in LLAMALAND.legal_actions(state)  # the rules force it
            assert f"Nina held {state.players[seat].crop_total} crops, and whoever holds " \
                   f"{COMPULSORY_FEED_CROPS} or more must feed a llama." in asks
            told.append("must feed")
        if entry.actor == "bot" and entry.action.startswith("feed"):
            event = next(e for e in state.last_events if e.kind == "feed")
            column = state.llama_columns[CROPS.index(event.get("crop"))]  # values ascending, top last
            assert f"card, {event.get('value')}: the next is worth {column[-1]}." in asks
            assert column[-1] < event.get("value")
            told.append("falling")
    assert told == ["must feed", "falling"]
    said = " ".join(words(lesson))
    purple = next(key for key in state.objectives if OBJECTIVES[key].colour == PURPLE)
    assert OBJECTIVE_LETTER[PURPLE] == "P" and f"marked P asks for something you hold ({OBJECTIVES[purple].title}" in said
    assert "one marked B, for where your llamas stand" in said
    assert "each crop you hold scores 1 point and every two coins 1" in said


def test_a_skipped_last_step_is_not_told_as_the_players_win() -> None:
    """Skip step on Alpacas' last step made the winning move and the finish said "you win": it now
    says the guide made that move and whose the win is; earlier skips are counted; no skip, no change."""
    from llamagames.rules.alpacas import ALPACAS

    lesson = LESSONS["alpacas"]
    guide = Guide.start(lesson, len(lesson.steps) - 1)
    guide.run_bots()
    assert guide.skip()
    guide.run_bots()
    assert guide.finished() and ALPACAS.outcome(guide.match.state).scores == (18, 16)
    i18n.set_language("en")
    title, said = finish_words(lesson, guide.skipped)
    guide.match.close()
    assert title != "Well played!" and "you win" not in said.lower()
    assert "Skip step made your last move" in said and "not yours" in said and "18" in said and "16" in said
    assert finish_words(lesson, {0, 5})[1].startswith("Skip step made the moves of 1 of your steps")
    assert finish_words(lesson, {0})[1].endswith(lesson.summary) and finish_words(lesson)[1] == lesson.summary
    llama = LESSONS["llama"]
    assert "not a win of yours" in finish_words(llama, {len(llama.steps) - 1})[1]  # no words of its own
