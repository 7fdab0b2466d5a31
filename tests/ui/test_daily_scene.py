"""The daily deal screen: reached from the menu, it opens today's deal (the day's seed and
table, marked as the day's), asks first about an unfinished game, offers practice once the day
is counted, passes the layout checker and reads in Japanese."""

from __future__ import annotations

from datetime import date, timedelta

import pygame
import pygame_gui
import pytest

from llamagames import daily, i18n
from llamagames.daily import DailyRecord, DayResult
from llamagames.seats import SeatConfig
from llamagames.ui import layout_tour
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.scenes import daily as daily_scene
from llamagames.ui.scenes.daily import DailyScene
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.saves import UnfinishedGameScene
from llamagames.ui.scenes.stats import StatsScene
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, inline_match

DAY = date(2026, 12, 3)


@pytest.fixture(autouse=True)
def _fixed_day(monkeypatch) -> None:
    monkeypatch.setattr(daily, "today", lambda: DAY)


def press(app, button) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)])
    app.frame(FRAME, [])


def test_the_menu_opens_the_daily_deal(app) -> None:
    app.start(MenuScene(app))
    app.frame(FRAME, [])
    menu = app.scenes.top
    assert menu.buttons["daily"].text == "Daily deal"
    press(app, menu.buttons["daily"])
    assert isinstance(app.scenes.top, DailyScene)


def test_play_opens_todays_deal_marked_as_the_days(app) -> None:
    app.start(MenuScene(app))
    app.scenes.push(DailyScene(app))
    app.frame(FRAME, [])
    scene = app.scenes.top
    assert scene.play_buttons["alpacas"].text == "Play today's deal"
    press(app, scene.play_buttons["alpacas"])
    table = app.scenes.top
    assert isinstance(table, TableScene)
    match = table.match
    assert match.game_name == "alpacas"
    assert match.seed == daily.daily_seed(DAY, "alpacas")
    assert match.daily == "2026-12-03"
    assert [(s.kind, s.level) for s in match.seats] == [("human", "normal"), ("bot", "normal"), ("bot", "hard")]


def test_a_day_already_counted_offers_practice(app) -> None:
    record = DailyRecord.empty()
    record.count("llama", DAY, DayResult(True, 3, 1, 3, True))
    daily.save_record(record)
    app.start(MenuScene(app))
    app.scenes.push(DailyScene(app))
    app.frame(FRAME, [])
    scene = app.scenes.top
    assert scene.play_buttons["llama"].text == "Play again (practice)"
    assert scene.play_buttons["alpacas"].text == "Play today's deal"


def test_the_screen_reads_the_record_again_when_a_game_ends(app) -> None:
    app.start(MenuScene(app))
    scene = DailyScene(app)
    app.scenes.push(scene)
    app.frame(FRAME, [])
    record = DailyRecord.empty()
    record.count("llamagedon", DAY, DayResult(False, 2, 2, 3))
    daily.save_record(record)
    scene.resume()
    assert scene.play_buttons["llamagedon"].text == "Play again (practice)"


def test_an_unfinished_game_is_asked_about_first(app) -> None:
    match = inline_match([SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo")], 4)
    match.play(match.legal_actions()[0]) if match.is_human_turn() else match.update(1.0)
    match.autosave()
    match.close()
    app.start(MenuScene(app))
    app.scenes.push(DailyScene(app))
    app.frame(FRAME, [])
    press(app, app.scenes.top.play_buttons["llama"])
    assert isinstance(app.scenes.top, UnfinishedGameScene)
    press(app, app.scenes.top.buttons["replace"])
    assert isinstance(app.scenes.top, TableScene)
    assert app.scenes.top.match.daily == "2026-12-03"


def test_the_layout_tour_shows_the_daily_deal() -> None:
    app = layout_tour.make_app((1024, 640))
    names = []
    for name in layout_tour.walk(app, ("llama",)):
        names.append(name)
        if name == "daily":
            assert isinstance(app.scenes.top, DailyScene)
            break
    app.scenes.clear()
    assert "daily" in names


def a_run_of_days() -> DailyRecord:
    record = DailyRecord.empty()
    for back in range(6):
        record.count("llama", DAY - timedelta(days=back), DayResult(back % 2 == 0, 10 + back, 1 + back % 3, 3, True))
    record.count("llamaland", DAY - timedelta(days=1), DayResult(False, 61, 3, 3))
    return record


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("stage", ["before", "streak"])
def test_the_daily_screen_and_its_statistics_pass_the_layout_checker(size, language, stage) -> None:
    if stage == "streak":
        daily.save_record(a_run_of_days())
    app = layout_tour.make_app(size, language=language)
    try:
        with recording():
            for screen in (DailyScene(app), StatsScene(app, "llama")):
                app.start(screen)
                layout_tour.run(app, 2)
                found = problems(app)
                assert not found, f"{type(screen).__name__}: {found[:6]}"
                app.scenes.clear()
    finally:
        app.scenes.clear()
        i18n.set_language("en")


def test_every_word_built_from_data_has_a_japanese_entry() -> None:
    keys = [*daily_scene.MONTHS, *daily_scene.WEEKDAYS, *(day[:3] for day in daily_scene.WEEKDAYS),
            *daily_scene.LEVEL_WORDS.values(), "daily deal record"]
    missing = [key for key in keys if not i18n.translated_in("ja", key)]
    assert not missing


def test_dates_read_in_each_language() -> None:
    try:
        assert daily_scene.long_date(DAY) == "Thursday 3 December 2026"
        i18n.set_language("ja")
        assert daily_scene.long_date(DAY) == "2026年12月3日（木曜日）"
        assert daily_scene.place_text(2, 3) == "3人中2位"
    finally:
        i18n.set_language("en")
