"""The menu's "Your record" ribbon: figures from the statistics, and a damaged file shown once."""

from __future__ import annotations

import json

from llamagames import storage
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.shots import advance
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.scenes.menu import NO_GAMES_YET, MenuScene, record_line
from llamagames.ui.scenes.results import ResultsScene

from .conftest import FRAME, click, inline_match


def statistics_path():
    return storage.data_dir() / storage.STATISTICS_FILE


def test_record_line_says_what_the_statistics_hold():
    stats = storage.Statistics()
    assert record_line(stats, "llama") == NO_GAMES_YET
    stats.add("llama", won=False, score=23, lower_is_better=True)
    stats.add("llama", won=True, score=8, lower_is_better=True)
    stats.add("llama", won=False, score=31, lower_is_better=True)
    assert record_line(stats, "llama") == "Played 3 · Won 1 · Best score: 8 (fewer is better)"
    assert record_line(stats, "llama", short=True) == "Played 3 · Won 1 · Best 8 (low wins)"
    stats.add("llamaland", won=True, score=1)
    stats.add("llamaland", won=False, score=0)
    assert record_line(stats, "llamaland") == "Played 2 · Won 1 · Best 1 point"


def test_a_best_score_where_the_fewest_points_win_says_so_in_both_languages():
    """L.L.A.M.A.'s best is its lowest total: "Best 18" alone reads as a high score."""
    stats = storage.Statistics()
    stats.add("llama", won=True, score=1, lower_is_better=True)
    assert record_line(stats, "llama").endswith("Best score: 1 (fewer is better)")
    stats.add("llama", won=False, score=18, lower_is_better=True)
    from llamagames import i18n
    try:
        i18n.set_language("ja")
        assert record_line(stats, "llama").endswith("ベストスコア：1点（少ないほど良い）")
        assert "少ないほど良い" in record_line(stats, "llama", short=True)
        assert "最高" not in record_line(stats, "llama")
    finally:
        i18n.set_language("en")


def test_statistics_from_before_the_best_score_still_load():
    storage.write_json(statistics_path(), {"games": {"llama": {"played": 3, "won": 2}}})
    stats, message = storage.load_statistics()
    assert message == "" and stats.best("llama") is None
    assert record_line(stats, "llama") == "Played 3 · Won 2"
    storage.record_game("llama", won=False, score=12, lower_is_better=True)
    stats, _ = storage.load_statistics()
    assert (stats.played("llama"), stats.won("llama"), stats.best("llama")) == (4, 2, 12)


def test_a_finished_match_with_a_human_shows_in_the_menu(app):
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert menu.records["llama"] == NO_GAMES_YET
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "easy")]
    match = inline_match(seats, seed=4)
    app.scenes.push(LLAMA_TABLE(app, match))
    results = advance(app, ResultsScene)
    outcome = match.outcome()
    click(app, results.menu.rect.center)
    assert app.scenes.top is menu
    won = 1 if 0 in outcome.winners else 0
    best = outcome.scores[0]
    line = f"Played 1 · Won {won} · "
    long = f"Best score: {best} (fewer is better)"
    assert menu.records["llama"] in (line + long, line + f"Best {best} (low wins)")  # shorter on narrow tiles
    assert menu.record_rects["llama"].top > menu.tiles["llama"].bottom
    assert menu.message == ""
    app.frame(FRAME, [])


def test_a_damaged_statistics_file_leaves_the_menu_working_with_a_message_once(app):
    statistics_path().write_text("{ not json", encoding="utf-8")
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert "statistics file could not be used" in menu.message
    assert menu.records["llama"] == NO_GAMES_YET
    kept = [p.name for p in storage.data_dir().iterdir() if p.name.startswith("statistics.damaged-")]
    assert len(kept) == 1 and kept[0] in menu.message
    app.resize((960, 600))
    app.frame(FRAME, [])
    assert len([p for p in storage.data_dir().iterdir() if p.name.startswith("statistics.damaged-")]) == 1
    again = MenuScene(app)
    app.scenes.replace(again)
    app.frame(FRAME, [])
    assert again.message == "" and again.records["llama"] == NO_GAMES_YET


def test_statistics_of_the_wrong_shape_show_no_games_and_no_traceback(app):
    statistics_path().write_text(json.dumps({"version": storage.FORMAT_VERSION, "games": {
        "llama": {"played": "many", "won": True, "best": "low"}}}), encoding="utf-8")
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert menu.records["llama"] == NO_GAMES_YET
    statistics_path().write_text(json.dumps({"version": storage.FORMAT_VERSION, "games": {
        "llama": {"played": 5, "won": 1, "best": True}}}), encoding="utf-8")
    menu.resume()
    app.frame(FRAME, [])
    assert menu.records["llama"] == "Played 5 · Won 1"


def test_the_best_is_said_in_the_games_own_unit():
    """Llamagedón is scored in shelters: the menu said "Best 1 point"."""
    stats = storage.Statistics()
    stats.add("llamagedon", won=True, score=1)
    assert record_line(stats, "llamagedon") == "Played 1 · Won 1 · Best 1 shelter"
    stats.add("llamagedon", won=True, score=3)
    assert record_line(stats, "llamagedon") == "Played 2 · Won 2 · Best 3 shelters"
    assert record_line(stats, "llamagedon", short=True) == "Played 2 · Won 2 · Best 3"


def test_at_150_percent_a_long_record_takes_two_lines_at_the_chosen_size() -> None:
    """At 150% on a 1920x1080 screen the "Played 1 · Won 0 · Fewest 26" ribbon (now "Best score: 26 (fewer is better)") stayed small:
    its figures take two lines at the player's size, and every ribbon of the row grows alike."""
    from llamagames.ui.app import App
    from llamagames.ui.scale import text_scale

    stats = storage.Statistics()
    stats.add("llama", won=False, score=26, lower_is_better=True)
    storage.save_statistics(stats)
    big = App((1920, 1080), settings=storage.Settings(animation_speed="instant", ui_scale=1.5), persist_settings=False)
    try:
        menu = MenuScene(big)
        big.start(menu)
        big.frame(FRAME, [])
        ts = text_scale(big.size)
        assert menu.record_scale["llama"] == ts > 1.3
        rows = menu.record_rows["llama"]
        assert len(rows) == 2 and " · ".join(rows) == menu.records["llama"] and "26" in rows[1]
        ribbon = menu.record_rects["llama"]
        assert ribbon.height == menu.record_rects["alpacas"].height > round(34 * ts)
        assert not any(ribbon.colliderect(other) for name, other in menu.record_rects.items() if name != "llama")
        big.draw()
    finally:
        big.scenes.clear()
