"""P pressed while the hint is still weighing the moves says nothing false and covers nothing:
the hint's move is played once it comes (pt52 read "No hint is shown yet: press H first" in a
red box over the estate while the hint's bubble said it was weighing)."""

from __future__ import annotations

from typing import Any

import pygame

from llamagames.bots.explain import Suggestion
from llamagames.bots.explain_llamaland import explain
from llamagames.match import Match
from llamagames.rules.llamaland import TakeStack
from llamagames.ui.games.llamaland.table import TABLE

from ..conftest import FRAME
from ..test_hint_worker import HeldWorker
from .test_table import SEATS, key


def test_p_while_the_hint_weighs_plays_its_move_when_it_comes(app: Any) -> None:
    worker = HeldWorker()
    match = Match("llamaland", SEATS, 7, {"first_player": 1}, bot_delay=0.0, worker=worker)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    key(app, pygame.K_h)
    assert table.coach.waiting()
    key(app, pygame.K_p)
    assert table.toasts.current is None, "no refusal: the hint is on its way"
    assert not any(str(action).startswith("place") for action in match.record.actions)
    _, _, observation, legal, _ = worker.asked[-1]  # the normal bot's first stack, not the hard bot's hour
    take = next(action for action in legal if isinstance(action, TakeStack))
    worker.futures[-1].set_result(Suggestion(take, explain(observation, legal, take)))
    for _ in range(3):
        app.frame(FRAME, [])
    assert str(match.record.actions[-1]).startswith("place "), "the hint's tile is laid once it comes"
    assert table.toasts.current is None
