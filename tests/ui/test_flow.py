"""Whole paths through the app: menu -> setup -> table -> summary -> results, and --smoke."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from llamagames import storage
from llamagames.rules import GAMES
from llamagames.rules.llama import DRAW
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.summary import RoundSummaryScene, penalty_lines, penalty_sentence
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.registry import playable_games
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.scenes.rules import RulesScene, rules_text
from llamagames.ui.scenes.settings import SettingsScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.table.cover import HotSeatCover
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click, inline_match

ROOT = Path(__file__).resolve().parents[2]


def test_menu_lists_exactly_the_playable_games(app):
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert list(menu.tiles) == playable_games() == ["llama", "alpacas", "llamagedon", "llamaland"]
    assert all(name in GAMES for name in playable_games())
    assert "continue" not in menu.buttons


def test_clicking_a_tile_opens_its_setup_and_setup_builds_the_seats(app):
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    click(app, menu.tiles["llama"].center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.game_name == "llama"
    click(app, setup.buttons["players 3"].rect.center)
    assert setup.num_players == 3
    kind_menu = next(w for w, (what, i) in setup.widgets.items() if what == "kind" and i == 2)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=kind_menu, text="Human"))
    app.frame(FRAME)
    level_menu = next(w for w, (what, i) in setup.widgets.items() if what == "level" and i == 1)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=level_menu, text="Hard"))
    app.frame(FRAME)
    expected = [SeatConfig("human", "Player 1", "normal"), SeatConfig("bot", "Pablo", "hard"),
                SeatConfig("human", "Player 3", "normal")]
    assert setup.seat_configs() == expected
    click(app, setup.buttons["start"].rect.center)
    table = next(scene for scene in app.scenes.stack if isinstance(scene, TableScene) and scene.game_name == "llama")
    assert isinstance(app.scenes.top, HotSeatCover), "two humans share the screen: the first is covered"
    assert list(table.match.seats) == expected
    assert app.settings.last_setup["llama"]["num_players"] == 3


def test_a_bot_only_game_runs_through_the_table_to_the_results(app):
    seats = [SeatConfig("bot", "A", "easy"), SeatConfig("bot", "B", "normal"), SeatConfig("bot", "C", "easy")]
    match = inline_match(seats, seed=5)
    app.start(MenuScene(app))
    app.scenes.push(LLAMA_TABLE(app, match))
    summaries = 0
    for _ in range(20000):
        app.frame(FRAME, [])
        if isinstance(app.scenes.top, RoundSummaryScene):
            summaries += 1
        if isinstance(app.scenes.top, ResultsScene):
            break
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert match.is_over() and summaries >= 1
    assert results.outcome.winners == match.outcome().winners
    assert max(match.outcome().scores) >= 40
    assert results.ranking[0] in results.outcome.winners
    click(app, results.menu.rect.center)
    assert isinstance(app.scenes.top, MenuScene) and len(app.scenes.stack) == 1


def test_round_summary_waits_for_next_round_and_explains_penalties(app):
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "B", "normal")]
    match = inline_match(seats, seed=11)
    table = LLAMA_TABLE(app, match)
    app.start(table)
    for _ in range(2000):
        app.frame(FRAME, [])
        if isinstance(app.scenes.top, RoundSummaryScene):
            break
        if table.my_turn():
            app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0)])
    summary = app.scenes.top
    assert isinstance(summary, RoundSummaryScene)
    moves = len(match.record.actions)
    for _ in range(30):
        app.frame(FRAME, [])
    assert app.scenes.top is summary and len(match.record.actions) == moves
    if summary._human_decides():
        button = next(b for key, (b, _) in summary.buttons.items() if key.startswith("return"))
        click(app, button.rect.center)
    click(app, summary.buttons["next"][0].rect.center)
    assert app.scenes.top is table and table.parts.stage.view.round == 2


def test_penalty_sentence_follows_the_rulebook_example():
    assert penalty_sentence([1, 1, 7]) == "1, 1, Llama: 1 + 10 = 11"
    assert penalty_sentence([5, 5, 5]) == "5, 5, 5: 5"
    assert penalty_sentence([]) == "No cards left: 0"


def test_a_long_penalty_keeps_its_sum_whole_on_the_second_line():
    from llamagames.ui.text import text_width

    cards = [1, 2, 2, 3, 5, 7, 7]
    sentence = penalty_sentence(cards)
    assert penalty_lines(cards, 14, text_width(sentence, 14) + 2) == [sentence]
    lines = penalty_lines(cards, 14, text_width(sentence, 14) - 20)
    assert lines == ["1, 2, 2, 3, 5, Llama, Llama:", "1 + 2 + 3 + 5 + 10 = 21"]


def test_a_list_too_long_for_its_line_gets_smaller_not_cut():
    """Six cards in a longer language at 150% lost the list's end to an ellipsis."""
    from llamagames.ui.games.llama.summary import penalty_size
    from llamagames.ui.text import text_width

    cards = [1, 1, 3, 3, 3, 4, 6, 7]
    sentence = penalty_sentence(cards)
    head = penalty_lines(cards, 18, text_width(sentence, 18) - 20)[0]  # the list, the sum below it
    width = text_width(head, 18) - 20
    px = penalty_size(cards, 18, width)
    assert 12 <= px < 18
    lines = penalty_lines(cards, px, width)
    assert not any(line.endswith("…") for line in lines) and all(text_width(line, px) <= width for line in lines)
    assert penalty_size(cards, 18, 10_000) == 18


def test_continue_resumes_the_autosaved_game(app):
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "B", "normal")]
    match = inline_match(seats, seed=3)
    if match.is_human_turn():
        match.play(DRAW)
    match.autosave()
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert "continue" in menu.buttons
    click(app, menu.buttons["continue"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.game_name == "llama"
    assert table.match.record.actions[: len(match.record.actions)] == match.record.actions


def test_rules_and_settings_scenes(app):
    app.start(MenuScene(app))
    app.scenes.push(RulesScene(app, "llama"))
    app.frame(FRAME, [])
    assert "count each value only once" in rules_text("llama")
    app.scenes.pop()
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.frame(FRAME, [])
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=settings.menus["animation_speed"], text="Slow"))
    app.frame(FRAME)
    assert app.settings.animation_speed == "slow" and app.animation_scale == storage.ANIMATION_SPEEDS["slow"]


@pytest.mark.slow(seconds=9)
def test_smoke_flag_exits_zero_and_leaves_nothing_behind(tmp_path):
    # As a player's --smoke runs: no LLAMAGAMES_HOME, so the run makes its own temporary data
    # folder; it must be gone afterwards, and the player's own data folder never touched.
    temp, xdg = tmp_path / "temp", tmp_path / "xdg"
    temp.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "LLAMAGAMES_HOME"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TMPDIR=str(temp), TEMP=str(temp),
               TMP=str(temp), XDG_DATA_HOME=str(xdg), HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "llamagames", "--smoke"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Smoke test passed" in done.stdout and "L.L.A.M.A." in done.stdout
    assert [p.name for p in temp.iterdir() if p.name.startswith("llamagames-smoke-")] == []
    assert not xdg.exists() or not any(xdg.rglob("*"))


def test_resuming_at_a_chip_return_shows_the_summary_with_the_choice(app):
    from llamagames.rules.llama import QUIT, PlayCard, ReturnChip

    seats = [SeatConfig("human", "You"), SeatConfig("bot", "B", "easy")]
    for seed in range(1, 40):
        match = inline_match(seats, seed)
        while not match.is_over() and match.state.phase != "return_chip":
            if match.is_human_turn():
                legal = match.legal_actions()
                plays = [a for a in legal if isinstance(a, PlayCard)]
                match.play(plays[0] if plays else (DRAW if DRAW in legal else QUIT))
            else:
                match.update(0.0)
        if match.state.phase == "return_chip" and match.is_human_turn():
            break
    else:
        raise AssertionError("no game reached a human chip return")
    match.autosave()
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    click(app, menu.buttons["continue"].rect.center)
    app.frame(FRAME, [])
    summary = app.scenes.top
    assert isinstance(summary, RoundSummaryScene) and summary._human_decides()
    from llamagames.ui.table.pause import PauseScene

    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.frame(FRAME, [esc])
    assert isinstance(app.scenes.top, PauseScene), "Esc pauses even while the chip is to be chosen"
    app.frame(FRAME, [esc])
    assert app.scenes.top is summary
    key = next(k for k in summary.buttons if k.startswith("return"))
    button, action = summary.buttons[key]
    total = summary.match.state.totals[0]
    click(app, button.rect.center)
    assert summary.returned == {0: action.points} and isinstance(action, ReturnChip)
    assert summary.match.state.phase != "return_chip"
    assert summary.match.state.totals[0] == total - action.points


def test_escape_on_the_menu_asks_before_quitting(app):
    from llamagames.ui.scenes.confirm import ConfirmScene

    def key(k: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    assert isinstance(app.scenes.top, ConfirmScene) and app.running
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    assert app.scenes.top is menu and app.running, "Esc on the question stays"
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    app.frame(FRAME, [key(pygame.K_RETURN)])
    assert not app.running, "Enter on the question quits"


def test_closing_the_window_right_after_a_move_keeps_the_move_and_leaves_no_writer(app, monkeypatch):
    # The move's save is written in the background: held until the table's end waits for it.
    import threading

    from llamagames import save_writer

    release = threading.Event()
    save_writer.WRITER.put(save_writer.Job(storage.data_dir() / "hold", lambda: release.wait(10)))
    real_flush = save_writer.Writer.flush

    def flush(self, path=None, timeout=3.0):
        if self.holds(storage.autosave_path("llama")):
            release.set()
        return real_flush(self, path, timeout)

    monkeypatch.setattr(save_writer.Writer, "flush", flush)
    match = inline_match([SeatConfig("human", "You"), SeatConfig("bot", "B", "easy")], seed=5)
    table = LLAMA_TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    while not table.my_turn():
        app.frame(FRAME, [])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0)])
    moves = list(match.record.actions)
    assert moves and not storage.autosave_path("llama").exists()  # the frame did not write it
    app.frame(FRAME, [pygame.event.Event(pygame.QUIT)])
    assert not app.running
    app.close()
    saved = storage.load_json(storage.autosave_path("llama"), 3).data
    assert saved is not None and saved["record"]["actions"][: len(moves)] == moves
    assert not [t for t in threading.enumerate() if t.name == save_writer.THREAD_NAME]
