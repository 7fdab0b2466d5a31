"""A hint slow to come (a busy machine, a worker still starting): the kit can show a quick idea
(the normal bot's choice, never one that scores less now than another move) after
``HINT_PATIENCE`` seconds, said as such, until the hard bot's answer takes its place. Llamas &
Alpacas does not allow it (its table keeps waiting): the quick idea contradicted the hard bot's
move, the review's best, too often (pt41's denial: below). A hint that passes up an immediate
score says what it weighed, and a denial names the rival and the points it stops."""

from __future__ import annotations

import json
from typing import Any

from llamagames import bots
from llamagames.bots.alpacas import normal_policy, points_now
from llamagames.bots.explain import Reason, Suggestion, suggest
from llamagames.match import Match
from llamagames.review.engine import _review_decision, finisher
from llamagames.rules.alpacas import ALPACAS, Take, build_state
from llamagames.rules.core import GameRecord, replay
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.table import TABLE
from llamagames.ui.table.hints import HINT_PATIENCE

from ...rules.alpacas_helpers import card
from ..conftest import FRAME
from ..test_hint_worker import HeldWorker
from .test_drop_gain import SEATS, red_run_state


def four_or_a_line_of_two() -> Any:
    """A playtest's first hint (three seats): your middle row holds an alpaca 2 pink and 3 blue;
    the row's second card, an alpaca star, completes that row for 4 points (a clover to skip the
    first), but the normal bot's heuristic valued a line of two on row 1 more, and the hard bot
    takes the free llama 3 red that would give the next player a line worth 4."""
    mine = [None, None, None, card("alpaca", 2, "pink"), card("alpaca", 3, "blue"), None, None, None, None]
    pablo = [card("llama", 2, "pink"), None, card("llama", 4, "red"), None, None, None, None, None, None]
    dolly = [card("llama", 1, "blue"), card("alpaca", 1, "green"), None, None, None, None, None, None, None]
    row = [card("llama", 3, "red"), card("alpaca", "*", "blue"), card("llama", 3, "blue"),
           card("llama", 2, "white"), card("llama", 3, "pink"), card("llama", 1, "white")]
    return build_state([mine, pablo, dolly], row)


def open_held(app: Any, state: Any = None, seats: Any = SEATS) -> tuple[Any, HeldWorker]:
    worker = HeldWorker()
    state = red_run_state() if state is None else state
    match = Match.from_position("alpacas", seats, ALPACAS.state_to_text(state), 3, bot_delay=0.0, worker=worker)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table, worker


def test_a_slow_hint_shows_the_normal_bots_choice_until_the_hard_bots_comes(app: Any, monkeypatch: Any) -> None:
    table, worker = open_held(app)
    monkeypatch.setattr(table.parts.coach, "quick_hints", lambda: True)  # the kit's way, for a game that allows it
    coach = table.coach
    table.routing.ask_hint()
    coach.update(HINT_PATIENCE / 2)
    app.frame(FRAME, [])
    assert coach.waiting() and coach.current() is None, "within the patience: still weighing"
    coach.update(HINT_PATIENCE / 2)
    app.frame(FRAME, [])
    quick = coach.current()
    assert quick is not None and quick.quick and coach.waiting()
    _, _, observation, legal, _ = worker.asked[-1]
    assert quick.suggestion.action == normal_policy(observation, legal, None)  # type: ignore[arg-type]
    assert quick.text.startswith("Quick idea (still thinking…): ")
    assert quick.rects, "its move is lit on the table"
    worker.futures[-1].set_result(Suggestion(legal[-1], Reason("best_guess")))  # the hard bot's answer comes
    assert coach.pending() and not coach.waiting(), "come, not yet shown: the table must not rest now"
    app.frame(FRAME, [])
    assert not coach.pending()
    hard = coach.current()
    assert hard is not None and not hard.quick and not coach.waiting()
    assert hard.suggestion.action == legal[-1] and not hard.text.startswith("Quick idea")


def test_the_alpacas_table_keeps_waiting_for_the_hard_bot(app: Any) -> None:
    table, worker = open_held(app)
    table.routing.ask_hint()
    table.coach.update(HINT_PATIENCE * 2)
    app.frame(FRAME, [])
    assert table.coach.waiting() and table.coach.current() is None


THREE = [*SEATS, SeatConfig("bot", "Dolly", "normal")]


def test_the_quick_idea_never_passes_up_a_line_that_scores_now(app: Any, monkeypatch: Any) -> None:
    table, worker = open_held(app, four_or_a_line_of_two(), THREE)
    monkeypatch.setattr(table.parts.coach, "quick_hints", lambda: True)  # the kit's way, for a game that allows it
    table.routing.ask_hint()
    table.coach.update(HINT_PATIENCE)
    app.frame(FRAME, [])
    _, _, observation, legal, _ = worker.asked[-1]
    assert points_now(observation, normal_policy(observation, legal, None)) == 0  # type: ignore[arg-type]
    quick = table.coach.current()
    assert quick is not None and quick.quick
    assert points_now(observation, quick.suggestion.action) == 4
    assert isinstance(quick.suggestion.action, Take) and (quick.suggestion.action.index, quick.suggestion.action.cell) == (1, 5)
    assert quick.text == ("Quick idea (still thinking…): Take card 2 of the row (1 treat) to row 2, column 3: "
                          "it scores 4 points now, worth more than the treats it costs.")


def test_a_hint_that_passes_up_points_now_says_what_it_weighed(app: Any) -> None:
    table, worker = open_held(app, four_or_a_line_of_two(), THREE)
    table.routing.ask_hint()
    _, seed, observation, legal, _ = worker.asked[-1]
    found = suggest("alpacas", observation, legal, seed, level="normal")  # fast; the hard bot's passes it up too
    assert found.passed is not None and found.passed[1] == 4 and points_now(observation, found.passed[0]) == 4
    worker.futures[-1].set_result(found)
    app.frame(FRAME, [])
    hint = table.coach.current()
    assert hint is not None and not hint.quick
    assert hint.text.endswith("This move beats scoring 4 points now "
                              "(Take card 2 of the row to row 2, column 3, paying 1 clover).")


PT41 = {"game": "alpacas", "num_players": 3, "seed": 1952485715, "options": {}, "version": 1,
        "actions": ["start @2,2", "start @1,1", "start @1,1", "take 1 @1,2", "take 1 @1,2", "take 2 pay clover @1,3",
                    "take 2 pay clover @3,2", "take 2 pay clover @1,3", "take 1 @2,3", "take 1 @1,1",
                    "take 2 pay clover @1,1", "take 2 pay clover @2,1", "take 1 @2,3", "take 1 @1,2",
                    "take 1 @3,2", "take 2 pay clover @2,1", "take 1 @2,2", "take 2 pay clover @3,3",
                    "take 5 pay clover,carrot,carrot,carrot @3,1"]}
"""pt41's game to its move 19 (you, Ana and Dolly): an alpaca 4 pink five cards along the row
scores 6 for 4 treats; the free llama 4 red would finish a line for Ana, next to play. Its last
move is the 6 the player took."""


def test_the_hint_and_the_review_agree_on_a_denial(app: Any) -> None:
    """The hint shown at move 19 is the review's better move there, and says why: before, the
    quick idea shown while the hard bot thought offered the 6 (never scoring less now), while the
    hard bot and the review denied Ana the card."""
    record = GameRecord.from_json(json.loads(json.dumps(PT41)))
    before = GameRecord.from_json({**PT41, "actions": PT41["actions"][:18]})
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "normal"), SeatConfig("bot", "Dolly", "normal")]
    worker = HeldWorker()
    table = TABLE(app, Match.from_record(before, seats, bot_delay=0.0, worker=worker, autosave=False))
    app.start(table)
    app.frame(FRAME, [])
    states = replay(ALPACAS, record)
    judged = _review_decision(ALPACAS, record, states, 0, 18, 1, finisher("alpacas"), bots.fixed_budget("alpacas"), None)
    assert judged.taken == PT41["actions"][18] and judged.hard == "take 1 @1,3"
    table.routing.ask_hint()
    shown = []
    for _ in range(3):  # the hard bot slow to answer: whatever shows meanwhile is the review's move
        table.coach.update(HINT_PATIENCE)
        app.frame(FRAME, [])
        if table.coach.current() is not None:
            shown.append(str(table.coach.current().suggestion.action))  # type: ignore[union-attr]
    worker.answer()
    app.frame(FRAME, [])
    hint = table.coach.current()
    assert hint is not None and not hint.quick
    shown.append(str(hint.suggestion.action))
    assert set(shown) == {judged.hard}, "every move the hint showed is the review's better move"
    assert hint.text.startswith("Take the free first card to row 1, column 3: it carries 1 treat, and Ana could "
                                "finish a line of three with it, so taking it stops 4 points. This move beats "
                                "scoring 6 points now")
