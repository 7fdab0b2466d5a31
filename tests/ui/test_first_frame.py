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
    real = menu_module.table_design
    monkeypatch.setattr(menu_module, "table_design", lambda name: (loaded_at.append(app.frames), real(name))[1])
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


def test_the_sound_starts_once_and_only_after_the_first_frame(monkeypatch) -> None:
    """Opening the audio device waited 8 s under Wine without a sound device, and was tried
    twice (the mixer, then pygame.init()): now it is tried once, after the first frame."""
    import pygame

    from llamagames import storage
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.ui import sound
    from llamagames.ui.app import App

    tries: list[int] = []
    monkeypatch.setattr(pygame, "init", lambda: (_ for _ in ()).throw(AssertionError("pygame.init() opens the sound")))
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: tries.append(1) or (_ for _ in ()).throw(
        pygame.error("no audio endpoint")))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    app = App((1280, 800), settings=storage.Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)
    try:
        app.start(MenuScene(app))
        assert tries == []
        app.frame(FRAME, [])
        assert tries == [] and app.frames == 1  # the first frame never waits for the sound
        for _ in range(5):
            app.frame(FRAME, [])
        assert tries == [1]  # tried once, failed, not tried again
        assert not sound.Sounds.mixer_ready() and app.sounds.play("card") is False  # silence, no error
    finally:
        app.scenes.clear()
