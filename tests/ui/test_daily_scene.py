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
from llamagames.ui import day_words, layout_tour
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


def _layout_cases() -> list:
    """Every language and record at the smallest window, where the screen is most crowded, and
    the largest with the fullest record in Japanese; the other sizes are a soak run's."""
    kept = {((1024, 640), language, stage) for language in ("en", "ja") for stage in ("before", "streak")}
    kept.add(((1920, 1080), "ja", "streak"))
    return [pytest.param(size, language, stage, id=f"{stage}-{language}-{size[0]}x{size[1]}",
                         marks=() if (size, language, stage) in kept else pytest.mark.soak)
            for size in ((1280, 720), (1920, 1080), (1024, 640)) for language in ("en", "ja")
            for stage in ("before", "streak")]


@pytest.mark.parametrize("size, language, stage", _layout_cases())
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
    keys = [*day_words.MONTHS, *day_words.WEEKDAYS, *(day[:3] for day in day_words.WEEKDAYS),
            *daily_scene.LEVEL_WORDS.values(), "daily deal record"]
    missing = [key for key in keys if not i18n.translated_in("ja", key)]
    assert not missing


def test_dates_read_in_each_language() -> None:
    try:
        assert day_words.long_date(DAY) == "Thursday 3 December 2026"
        i18n.set_language("ja")
        assert day_words.long_date(DAY) == "2026年12月3日（木曜日）"
        assert day_words.place_text(2, 3) == "3人中2位"
    finally:
        i18n.set_language("en")


def test_the_table_says_it_is_the_days_deal(app) -> None:
    app.start(MenuScene(app))
    app.scenes.push(DailyScene(app))
    app.frame(FRAME, [])
    press(app, app.scenes.top.play_buttons["llama"])
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.drawing.top_bar_info().startswith("Daily deal · 3 December")


def test_the_share_line_and_the_comparison_with_earlier_days() -> None:
    result = DayResult(False, 46, 3, 3, lower_is_better=True)
    line = day_words.share_line("llama", "L.L.A.M.A.", date(2026, 12, 6), result)
    assert line == "Llama Games daily, 6 December 2026, L.L.A.M.A.: 46 pts, 3rd of 3"
    record = DailyRecord.empty()
    assert "first daily deal" in day_words.compared_line(record, "llama", DAY, result)
    record.count("llama", DAY - timedelta(days=2), DayResult(True, 5, 1, 3, lower_is_better=True))
    record.count("llama", DAY - timedelta(days=1), DayResult(False, 30, 2, 3, lower_is_better=True))
    record.count("llama", DAY, result)  # today's own result is not an earlier day
    compared = day_words.compared_line(record, "llama", DAY, result)
    assert compared.startswith("Your 2 earlier days: 1 won, best Win") and "1 December" in compared
    best = day_words.compared_line(record, "llama", DAY, DayResult(True, 2, 1, 3, lower_is_better=True))
    assert best.startswith("Your best day yet.")


def test_a_finished_daily_deal_offers_its_line_to_copy(app) -> None:
    from llamagames.ui.scenes.results import ResultsScene

    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "easy") for name in ("Pablo", "Dolly")]
    # the results screen reads only the finished match: its bots play it out without a table drawn
    match = inline_match([SeatConfig("bot", s.name, "easy") for s in seats], seed=5)
    for _ in range(5000):
        if match.is_over():
            break
        match.update(FRAME)
    assert match.is_over()
    match.seats = seats
    match.daily = "2026-12-03"
    results = ResultsScene(app, match, [s.name for s in seats])
    app.scenes.push(results)
    app.frame(FRAME, [])
    assert results.copy is not None
    assert results.rule_lines and results.rule_lines[0].startswith("The daily deal of Thursday 3 December 2026")
    press(app, results.copy)
    assert results.copy.text in ("Copied", "Could not copy")
    if results.copy.text == "Copied":
        assert pygame.scrap.get_text() == results.share_line()


def test_todays_deal_is_one_game_resumed_never_dealt_again(app) -> None:
    """Begun, left, pressed again: the same game goes on, the card says so; once its game is
    deleted, the day counts as not finished and the deal is not dealt again."""
    app.start(MenuScene(app))
    app.scenes.push(DailyScene(app))
    app.frame(FRAME, [])
    press(app, app.scenes.top.play_buttons["llama"])
    table = app.scenes.top
    assert isinstance(table, TableScene)
    first = table.match
    first.play(first.legal_actions()[0]) if first.is_human_turn() else first.update(1.0)
    moves = list(first.record.actions)
    assert table.moves.undo_refusal() == "No Undo in the daily deal: everyone plays it once."
    first.close()
    app.scenes.pop()  # the player leaves the table: the game waits in Saved games
    scene = app.scenes.top
    assert isinstance(scene, DailyScene)
    scene.resume()
    assert scene.play_buttons["llama"].text == "Continue today's deal"
    assert scene.record.is_begun("llama", DAY)
    press(app, scene.play_buttons["llama"])
    again = app.scenes.top
    assert isinstance(again, TableScene) and again.match is not first
    assert list(again.match.record.actions)[:len(moves)] == moves and again.match.daily == "2026-12-03"
    again.match.close()
    app.scenes.pop()
    from llamagames import storage
    storage.clear_autosave("llama")  # the player deletes it in Saved games
    scene = app.scenes.top
    scene.resume()
    result = scene.record.result("llama", DAY)
    assert result is not None and not result.finished and not result.won
    button = scene.play_buttons["llama"]
    assert button.text == "Come back tomorrow" and not button.is_enabled
    scene.open_deal("llama")
    assert scene.request is None and "one game a day" in scene.message
