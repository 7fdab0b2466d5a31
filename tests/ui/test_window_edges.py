"""The menu's and the pause panel's edges at large text: inside the window, with a margin."""

from __future__ import annotations

import pytest

from llamagames.ui.layout_check import label_room
from llamagames.ui.layout_tour import make_app, run
from llamagames.ui.scenes.menu import MenuScene, shared_widths
from llamagames.ui.table.pause import PauseScene


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_pause_panel_keeps_a_margin_at_150(size):
    app = make_app(size, factor=1.5)
    try:
        app.start(PauseScene(app, "llama", None))
        run(app)
        panel = app.scenes.top.panel
        assert panel.top >= 16 and panel.bottom <= size[1] - 16, panel
        for button in app.scenes.top.buttons.values():
            assert panel.contains(button.rect), (button.text, button.rect, panel)
    finally:
        app.scenes.clear()


def test_bottom_row_holds_each_label():
    """1024x600 at 150%: the five equal buttons were 176 px, and 'Continue game' needs more."""
    needs = [214, 140, 170, 120, 80]
    widths = shared_widths(needs, [176] * 5, 960)
    assert all(width >= need for width, need in zip(widths, needs))
    assert sum(widths) <= 960
    tight = shared_widths(needs, [200] * 5, 800)
    assert all(width >= need for width, need in zip(tight, needs)) and sum(tight) <= 800


def test_menu_continue_game_whole_at_150_on_a_netbook():
    from llamagames import storage
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.ui.layout_tour import mid_game, seats

    app = make_app((1024, 600), factor=1.5)
    try:
        match = Match.from_record(mid_game("llama", 3, 12, 4), seats(3), bot_delay=0.0, worker=InlineBotWorker(),
                                  autosave=False)
        match.save(storage.autosave_path("llama"))
        match.close()
        app.start(MenuScene(app))
        run(app)
        button = app.scenes.top.buttons["continue"]
        assert 0 <= button.rect.left and button.rect.right <= 1024 and button.rect.bottom <= 600 - 12
        words = button.font.size(button.text)[0]
        assert words <= label_room(button, button.rect.width), (button.text, button.rect, words)
    finally:
        app.scenes.clear()
