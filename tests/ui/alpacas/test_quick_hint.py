"""A hint slow to come (a busy machine, a worker still starting) shows the normal bot's choice
after ``HINT_PATIENCE`` seconds, said as such, until the hard bot's answer takes its place;
a table whose coach does not allow it keeps waiting."""

from __future__ import annotations

from typing import Any

from llamagames.bots.alpacas import normal_policy
from llamagames.bots.explain import Reason, Suggestion
from llamagames.match import Match
from llamagames.rules.alpacas import ALPACAS
from llamagames.ui.games.alpacas.table import TABLE
from llamagames.ui.table.hints import HINT_PATIENCE

from ..conftest import FRAME
from ..test_hint_worker import HeldWorker
from .test_drop_gain import SEATS, red_run_state


def open_held(app: Any) -> tuple[Any, HeldWorker]:
    worker = HeldWorker()
    state = red_run_state()
    match = Match.from_position("alpacas", SEATS, ALPACAS.state_to_text(state), 3, bot_delay=0.0, worker=worker)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table, worker


def test_a_slow_hint_shows_the_normal_bots_choice_until_the_hard_bots_comes(app: Any) -> None:
    table, worker = open_held(app)
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
    assert quick.text.startswith("The normal bot's choice, while the hard bot weighs your moves: ")
    assert quick.rects, "its move is lit on the table"
    worker.futures[-1].set_result(Suggestion(legal[-1], Reason("best_guess")))  # the hard bot's answer comes
    app.frame(FRAME, [])
    hard = coach.current()
    assert hard is not None and not hard.quick and not coach.waiting()
    assert hard.suggestion.action == legal[-1] and not hard.text.startswith("The normal bot's choice")


def test_a_table_that_does_not_allow_it_keeps_waiting(app: Any, monkeypatch: Any) -> None:
    table, worker = open_held(app)
    monkeypatch.setattr(table.parts.coach, "quick_hints", lambda: False)
    table.routing.ask_hint()
    table.coach.update(HINT_PATIENCE * 2)
    app.frame(FRAME, [])
    assert table.coach.waiting() and table.coach.current() is None
