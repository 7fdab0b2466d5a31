"""The guided game's end shows the game's own score pad, with the player's numbers, before the
finish panel (issue 43: the scoring was only a sentence of the lesson); its button says Continue,
for a guided game has no results."""

from __future__ import annotations

import pygame

from llamagames.learn.lessons import LESSONS
from llamagames.rules.llamaland import LLAMALAND
from llamagames.ui.games.llamaland.summary import ScorePadScene

from ..conftest import FRAME
from .test_guided_outline import _guided_table


def test_the_lessons_end_opens_the_score_pad_then_the_finish(app) -> None:
    table, guide = _guided_table(app, len(LESSONS["llamaland"].steps) - 1)  # End turn: Nina's last turn, then the scoring
    assert table.moves.try_action(guide.expected(), asked=True)
    pad = None
    for _ in range(600):
        app.frame(FRAME)
        if isinstance(app.scenes.top, ScorePadScene):
            pad = app.scenes.top
            break
    assert pad is not None and guide.finished() and not table.mode.finish_open
    assert pad.rows == LLAMALAND.score_breakdown(table.match.state)
    assert pad.rows[0]["total"] == 58 and pad.rows[0]["objectives"] == 15  # what the lesson's finish says
    assert pad.button.text == "Continue"
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r",
                                                          "scancode": 0})])
    for _ in range(120):
        app.frame(FRAME)
        if table.mode.finish_open:
            break
    assert app.scenes.top is table and table.mode.finish_open
