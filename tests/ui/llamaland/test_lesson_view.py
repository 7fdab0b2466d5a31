"""Llamaland's guided game opens in the view from above (the tilted view's depth misled a
newcomer), whatever the player chose before; a step says V tilts it."""

from __future__ import annotations

from llamagames.learn import LESSONS, Guide
from llamagames.ui.games.llamaland.projection import ViewMode

from ..conftest import FRAME


def test_llamalands_lesson_opens_from_above_and_says_v_tilts_it(app) -> None:
    """The tilted view's depth misled a newcomer: the guided game opens in the view from above,
    whatever the player chose before, and a step says V tilts it."""
    lesson = LESSONS["llamaland"]
    assert any("V tilts the view" in step.says for step in lesson.steps)
    app.settings.llamaland_view = "tilted"
    guide = Guide.start(lesson)
    table = app.open_table(guide.match)
    app.scenes.push(table)
    app.frame(FRAME)
    try:
        assert table.parts.stage.mode is ViewMode.TOP_DOWN
    finally:
        app.scenes.clear()
        guide.match.close()
