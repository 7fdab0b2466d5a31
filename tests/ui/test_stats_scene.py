"""The Statistics screen: reached from the menu, drawn empty and full, one game at a time."""

from __future__ import annotations

import pygame
import pytest

from llamagames import storage
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.stats import ALL_LEVELS, StatsScene, figures

from .conftest import FRAME, click


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": "", "scancode": 0})


def full_stats() -> storage.Statistics:
    stats = storage.Statistics()
    for won, score in [(True, 8), (True, 12), (False, 41), (True, 3)]:
        stats.record("llama", "hard", won, score, lower_is_better=True)
    stats.record("llama", "easy", False, 30, lower_is_better=True)
    stats.record("alpacas", storage.NO_BOTS, True, 19)
    return stats


def test_the_menu_opens_the_statistics_and_escape_returns(app) -> None:
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    click(app, menu.buttons["stats"].rect.center)
    assert isinstance(app.scenes.top, StatsScene)
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    app.frame(FRAME, [])
    assert app.scenes.top is menu


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("filled", [False, True])
def test_the_screen_draws_empty_and_full(app, size, filled) -> None:
    if filled:
        storage.save_statistics(full_stats())
    app.resize(size)
    scene = StatsScene(app)
    app.start(scene)
    app.frame(FRAME, [])
    assert scene.message == ""
    assert scene.panel.top >= 0 and scene.panel.bottom <= size[1]
    assert scene.table.bottom <= scene.back.rect.top
    rows = dict(scene.rows())
    if filled:
        assert rows["hard"]["played"] == "4" and rows["hard"]["won"] == "3"
        assert rows["hard"]["best"] == "3" and rows["hard"]["average"] == "16.0"
        assert rows["hard"]["streak"] == "1" and rows["hard"]["best_streak"] == "2"
        assert rows[ALL_LEVELS]["played"] == "5" and rows[ALL_LEVELS]["streak"] == "0"
        assert rows["easy"]["share"] == "0%"
    else:
        assert all(cell == "–" for cells in rows.values() for cell in cells.values())
    tabs = list(scene.tabs.values())
    assert all(a.rect.right <= b.rect.left for a, b in zip(tabs, tabs[1:]))


def test_the_games_switch_by_button_and_by_arrow_keys(app) -> None:
    storage.save_statistics(full_stats())
    scene = StatsScene(app)
    app.start(scene)
    app.frame(FRAME, [])
    assert scene.game == "llama"
    click(app, scene.tabs["alpacas"].rect.center)
    assert scene.game == "alpacas"
    assert dict(scene.rows())[storage.NO_BOTS]["won"] == "1"
    app.frame(FRAME, [key(pygame.K_LEFT)])
    assert scene.game == "llama"
    app.frame(FRAME, [key(pygame.K_LEFT)])
    assert scene.game == scene.games[-1]


def test_a_damaged_file_is_set_aside_and_said(app) -> None:
    path = storage.data_dir() / storage.STATISTICS_FILE
    path.write_text('{"version": 1, "levels": {"llama": ', encoding="utf-8")
    scene = StatsScene(app)
    app.start(scene)
    app.frame(FRAME, [])
    assert "could not be used" in scene.message and not path.exists()
    assert all(cell == "–" for _, cells in scene.rows() for cell in cells.values())


def test_figures_of_an_old_entry_show_what_is_known() -> None:
    cells = figures({"played": 4, "won": 1})
    assert (cells["played"], cells["share"], cells["average"], cells["streak"]) == ("4", "25%", "–", "–")


def test_a_games_record_ribbon_opens_its_statistics(app) -> None:
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    name = menu.games()[-1]
    click(app, menu.record_rects[name].center)
    assert isinstance(app.scenes.top, StatsScene) and app.scenes.top.game == name


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_statistics_button_clears_the_title_and_the_other_buttons(app, size) -> None:
    app.resize(size)
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    stats = menu.buttons["stats"].rect
    assert not stats.colliderect(menu.title_rect) and stats.right <= size[0] and stats.top >= 0
    assert not any(stats.colliderect(b.rect) for key, b in menu.buttons.items() if key != "stats")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)], ids=["1920x1080", "1366x768"])
def test_at_150_percent_the_rows_grow_with_the_words(size) -> None:
    """At 150% the rows were squeezed above the llama's head to words smaller than at 100%: the
    daily deal's band stands beside the llama, and the rows' words are at least their 100% size."""
    from llamagames.ui.layout_check import problems, recording
    from llamagames.ui.layout_tour import make_app

    sizes = {}
    for factor in (1.0, 1.5):
        with recording():
            app = make_app(size, factor)
            try:
                scene = StatsScene(app)
                app.start(scene)
                app.frame(FRAME, [])
                app.frame(FRAME, [])
                sizes[factor] = scene.row_px
                assert problems(app) == []
            finally:
                app.scenes.clear()
    assert sizes[1.5] > sizes[1.0], sizes
