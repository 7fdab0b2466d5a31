"""The window opens wholly on a screen, at a comfortable size, and comes back where it was left
only while that place is still on a screen (issue: "Every table fills the laptop")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llamagames import storage
from llamagames.ui.display import Display
from llamagames.ui.window_place import (
    COMFORT,
    TITLE_BAR,
    first_place,
    fitted_place,
    is_inside,
    start_display,
    usable_room,
)

MIN = (960, 600)
LAPTOP = Display((0, 0, 1366, 768), (0, 0, 1366, 728))  # a taskbar of 40 px at the bottom
FULL_HD = Display((0, 0, 1920, 1080), (0, 0, 1920, 1040))


def test_first_start_on_a_1366x768_laptop_is_wholly_on_screen_with_room_for_the_title_bar() -> None:
    x, y, w, h = first_place(LAPTOP, MIN)
    assert (w, h) == (round(1366 * COMFORT), round(728 * COMFORT))
    assert y - TITLE_BAR >= 0, "the title bar (Rules, Menu live below it) must not start above the screen"
    assert y + h <= 728, "the bottom of the hand must not sit under the taskbar"
    assert x >= 0 and x + w <= 1366
    assert abs((x + w / 2) - 683) <= 1, "centred across"


def test_a_screen_smaller_than_the_minimum_gets_a_window_that_still_fits() -> None:
    netbook = Display((0, 0, 1024, 600), (0, 0, 1024, 570))
    place = first_place(netbook, MIN)
    assert is_inside(place, usable_room(netbook))
    assert place[3] == 570 - TITLE_BAR, "as tall as the room allows, below the minimum"


def test_display_scaling_keeps_more_room_for_a_larger_title_bar() -> None:
    scaled = Display((0, 0, 1920, 1080), (0, 0, 1920, 1032), scale=1.5)
    assert usable_room(scaled)[1] == round(TITLE_BAR * 1.5)
    assert is_inside(first_place(scaled, MIN), usable_room(scaled))


def test_a_remembered_place_on_screen_is_kept_as_the_player_left_it() -> None:
    left = (300, 120, 1100, 700)
    assert fitted_place(left, [FULL_HD], MIN) == left


def test_a_remembered_place_off_a_screen_that_changed_is_moved_in_and_sized_down() -> None:
    # Left on a 1920x1080 screen near its bottom right; now the laptop's own screen only.
    place = fitted_place((1000, 500, 1600, 900), [LAPTOP], MIN)
    assert place is not None
    assert is_inside(place, usable_room(LAPTOP))


def test_a_place_on_a_screen_that_is_gone_opens_on_the_screen_under_the_pointer() -> None:
    left_screen = Display((-1920, 0, 1920, 1080), (-1920, 0, 1920, 1040))
    gone = (2500, 100, 1200, 800)  # on a second screen to the right that was unplugged
    place = fitted_place(gone, [left_screen, LAPTOP], MIN, pointer=(500, 400))
    assert place == first_place(LAPTOP, MIN)
    assert start_display([left_screen, LAPTOP], (-100, 10)) == left_screen


screens = st.builds(
    lambda x, y, w, h, bar, scale: Display((x, y, w, h), (x, y, w, h - bar), scale),
    st.integers(-4000, 4000), st.integers(-2000, 2000), st.integers(800, 5120), st.integers(560, 2880),
    st.integers(0, 120), st.sampled_from([1.0, 1.25, 1.5, 2.0]),
)


@settings(deadline=None)  # pure geometry; a loaded machine must not fail it on time
@given(screens, st.one_of(st.none(), st.tuples(st.integers(-9000, 9000), st.integers(-9000, 9000),
                                                st.integers(200, 6000), st.integers(200, 4000))))
def test_whatever_was_remembered_the_window_opens_wholly_on_a_screen(screen: Display, saved) -> None:
    place = fitted_place(saved, [screen], MIN, pointer=None)
    assert place is not None
    assert is_inside(place, usable_room(screen)), (place, screen)


def test_settings_keep_a_window_place_and_drop_a_broken_one() -> None:
    kept = storage.Settings.from_json({"window": [10, -20, 1200, 700]})
    assert kept.window == [10, -20, 1200, 700]
    for broken in ([1, 2, 3], [0, 0, 5, 5], ["a", 0, 900, 600], [0, 0, 900.5, 600], True, {"x": 1}):
        assert storage.Settings.from_json({"window": broken}).window is None


def _app_on(monkeypatch, screens: list[Display], settings: storage.Settings):
    """An App that believes it opens on ``screens`` (the headless driver draws it anyway)."""
    from llamagames.ui import app as app_module

    monkeypatch.setattr(app_module, "has_real_screen", lambda: True)
    monkeypatch.setattr(app_module.display, "displays", lambda: screens)
    monkeypatch.setattr(app_module.display, "pointer_position", lambda: None)
    monkeypatch.setattr(app_module, "use_plain_framebuffer", lambda: None)
    return app_module.App(settings=settings, persist_settings=False)


def test_the_app_opens_inside_the_laptop_screen_whatever_place_was_saved(monkeypatch) -> None:
    app = _app_on(monkeypatch, [LAPTOP], storage.Settings(window=[2400, 900, 1700, 1000]))
    try:
        place = app.windowed_place
        assert place is not None and is_inside(place, usable_room(LAPTOP))
        assert app.size == place[2:]
    finally:
        app.close()


def test_leaving_fullscreen_gives_back_the_same_window(monkeypatch) -> None:
    app = _app_on(monkeypatch, [FULL_HD], storage.Settings())
    try:
        before = app.size
        app.set_fullscreen(True)
        app.set_fullscreen(False)
        assert app.size == before
        assert app.window_place() is not None and app.window_place()[2:] == before
        assert app.settings.fullscreen is False
    finally:
        app.close()


def test_the_app_declares_itself_dpi_aware_before_the_window_opens(monkeypatch) -> None:
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    app = _app_on(monkeypatch, [FULL_HD], storage.Settings())
    try:
        import os

        assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    finally:
        app.close()


def test_a_window_left_on_a_laptop_screen_opens_at_the_first_place_on_a_larger_screen() -> None:
    """Left at 90% of a 1366x768 laptop, the window opened at 1229x691 on a 1920x1080 monitor
    (44% of it); a screen of the same size keeps the player's place."""
    left = first_place(LAPTOP, MIN)
    on_laptop = (*LAPTOP.usable[2:],)
    assert fitted_place(left, [FULL_HD], MIN, saved_screen=on_laptop) == first_place(FULL_HD, MIN)
    assert fitted_place(left, [LAPTOP], MIN, saved_screen=on_laptop) == left
    kept = storage.Settings.from_json({"window": [10, 20, 1229, 691, 1366, 728]})
    assert kept.window == [10, 20, 1229, 691, 1366, 728]
    assert storage.Settings.from_json({"window": [10, 20, 1229, 691, 1366]}).window is None


def test_fullscreen_starts_from_the_screens_corner(monkeypatch) -> None:
    """Without a window manager SDL's X11 fullscreen keeps the window where it stood (on a
    virtual screen it stayed at its place, screen-sized, with Quit and Statistics off the
    edge): the window goes to its screen's corner first, and back to its place after."""
    from llamagames.ui import app as app_module

    second = Display((1920, 0, 1366, 768), (1920, 0, 1366, 728))
    app = _app_on(monkeypatch, [FULL_HD, second], storage.Settings())
    moves: list[tuple[int, int]] = []
    monkeypatch.setattr(app_module.display, "move_window", lambda x, y: moves.append((x, y)))
    try:
        place = app.windowed_place
        assert place is not None
        monkeypatch.setattr(app_module.display, "window_position", lambda: (2000, 40))  # on the second screen
        app.set_fullscreen(True)
        assert moves == [(1920, 0)]
        app.set_fullscreen(False)
        assert moves[-1] == app.windowed_place[:2]  # back at its own place
        monkeypatch.setattr(app_module.display, "window_position", lambda: (100, 80))  # on the first
        app.set_fullscreen(True)
        assert moves[-1] == (0, 0)
    finally:
        app.close()
