"""The app's first frame is drawn before the menu warms the tables (Windows start-up issue).

The menu loads each game's table code and renders its art ahead of need, a little per frame.
The first step loads a whole table module (0.1 s on Linux, 0.3 to 0.6 s under Wine on a busy
machine), so it must come after the menu has been shown once, not before its first frame.
"""

from __future__ import annotations

from llamagames.ui.scenes import menu as menu_module
from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME


def test_the_menu_is_drawn_before_any_table_is_loaded(app, monkeypatch) -> None:
    loaded_at: list[int] = []
    real = menu_module.table_class
    monkeypatch.setattr(menu_module, "table_class", lambda name: (loaded_at.append(app.frames), real(name))[1])
    menu = MenuScene(app)
    app.start(menu)
    queued = len(menu.warm)

    app.frame(FRAME, [])

    assert app.frames == 1 and loaded_at == [] and len(menu.warm) == queued
    for _ in range(600):
        app.frame(FRAME, [])
        if not len(menu.warm):
            break
    # Then every table is warmed, each after the first frame.
    assert not len(menu.warm) and len(loaded_at) == len(menu.games()) and min(loaded_at) >= 1
