"""A turn that would end over the hand limit asks first, saying how many cards go and what
could keep them; the table shows the hand over its limit while there is time (a playtest
ended a turn with 8 cards after only "End your turn without an action?" and lost 4)."""

from __future__ import annotations

from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamagedon.limit import LimitConfirm, ending_over, paragraphs
from llamagames.ui.games.llamagedon.stage import stage_of

from .test_gedon_table import open_table, settle

THREE = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
EIGHT = [RED, RED, YELLOW, YELLOW, GREEN, BLUE, ATTACK, ATTACK]


def text(hands) -> str:
    return LLAMAGEDON.state_to_text(build_state(hands, [[(SHELTER,)], [(BLUE, BLUE)], []], turn=0))


def test_ending_a_turn_over_the_limit_asks_how_many_go_and_what_keeps_them(app) -> None:
    table = open_table(app, text([EIGHT, [GREEN], [YELLOW]]), seats=THREE)
    settle(app)
    assert stage_of(table).view.obs.hand_sizes[0] == 8
    assert table.parts.painter.status_line().startswith("Over the hand limit (8 of 7)")
    table.parts.intents.on_button("pass")
    app.frame(1 / 60, [])
    top = app.scenes.top
    assert isinstance(top, LimitConfirm) and table.match.record.actions == ()
    assert top.question == "End your turn with 8 cards?"
    assert "4 of them go to the discard pile at random and you keep 4" in top.lines[0]
    assert "get 1 card out of your hand" in top.lines[1] and "(B)" in top.lines[1]
    top.answer(True)
    assert table.match.record.actions[0] == "pass"


def test_within_the_limit_no_such_question_and_a_draw_two_past_it_is_asked_too() -> None:
    obs = LLAMAGEDON.observation(LLAMAGEDON.state_from_text(text([[RED, ATTACK], [GREEN], [YELLOW]])), 0)
    assert ending_over(LLAMAGEDON.parse_action("pass"), obs, 0) is None
    seven = LLAMAGEDON.observation(LLAMAGEDON.state_from_text(text([EIGHT[:6] + [ATTACK], [GREEN], [YELLOW]])), 0)
    draw2 = LLAMAGEDON.parse_action("draw2")
    over = ending_over(draw2, seven, 0)
    assert over is not None and (over.count, over.lost) == (8, 4)
    stuck = paragraphs(LLAMAGEDON.parse_action("pass"), over, [LLAMAGEDON.parse_action("pass")], [])
    assert stuck[-1].startswith("Nothing you hold can be played")
