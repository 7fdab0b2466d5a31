"""A long message on the menu (a damaged settings file set aside, say) stays whole in the window:
under the bottom row of buttons, clear of the llamas, on as many lines as it needs."""

from __future__ import annotations

import pygame
import pytest

from llamagames import storage
from llamagames.ui.app import App
from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME

LONG = ("Your settings file has no format version, so it was set aside and the defaults are used: "
        "settings.json was kept as settings.damaged.json in your data folder.")


@pytest.mark.parametrize("size, factor", [((1366, 768), 1.5), ((1024, 600), 1.0), ((1024, 600), 1.5)])
def test_a_long_message_stays_whole_under_the_buttons_and_clear_of_the_llamas(size, factor) -> None:
    app = App(size, settings=storage.Settings(animation_speed="instant", ui_scale=factor), persist_settings=False)
    try:
        app.start(MenuScene(app))
        menu = app.scenes.top
        menu.message = LONG
        app.frame(FRAME, [])
        drawn = menu.message_rect
        assert drawn.width > 0 and pygame.Rect((0, 0), size).contains(drawn), (drawn, size)
        assert drawn.top >= menu.row_rect.bottom, (drawn, menu.row_rect)
        for figure in menu.figures:
            assert not figure.body().colliderect(drawn)
    finally:
        app.scenes.clear()
