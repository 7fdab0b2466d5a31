"""The kit gives Nim everything the four games have, from its catalogue entry alone: the menu
and setup, a table bots play to the end, saves, replay, the Hint button, how-to-play,
statistics, the layout tour and the monkey."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from llamagames import i18n, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.replay import ReplayMatch
from llamagames.seats import SeatConfig
from llamagames.ui import assets, layout_tour
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.registry import playable_games, score_text, table_design, win_rule
from llamagames.ui.rules_pictures import painters
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.scenes.rules import RulesScene, rules_text
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.scenes.stats import StatsScene
from llamagames.ui.table.scene import TableScene

from .rules import NIM, Take
from .table import TABLE

FRAME = 1 / 60
HERE = Path(__file__).resolve().parent
BOTS = [SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "normal")]
HUMAN = [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "normal")]


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def open_table(app, seats, seed: int = 3, **options) -> TableScene:
    table = app.open_table(Match("nim", seats, seed, options, bot_delay=0.0, worker=InlineBotWorker()))
    assert isinstance(table, TableScene) and table.design is TABLE
    app.start(MenuScene(app))
    app.scenes.push(table)
    app.frame(FRAME, [])
    return table


def run_until(app, done, frames: int = 600) -> None:
    for _ in range(frames):
        if done():
            return
        app.frame(0.25, [])
    raise AssertionError("not done in time")


def test_the_menu_and_the_setup_offer_it(app) -> None:
    assert "nim" in playable_games() and table_design("nim") is TABLE
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert "nim" in menu.games()
    app.scenes.push(SetupScene(app, "nim"))
    app.frame(FRAME, [])
    assert app.scenes.top.game is NIM
    assert win_rule("nim") == "Whoever takes the last stone wins." and score_text("nim", 1) == "1 pt"
    felt = assets.table_felt((64, 64), "nim").get_at((32, 28))
    assert felt.b > felt.g  # its own felt, named by the entry
    assert assets.game_icon("nim", 48).get_size() == (48, 48)


def test_bots_play_it_to_the_end_on_its_table_and_the_results_show(app) -> None:
    table = open_table(app, BOTS)
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    assert table.match.is_over() and table.match.state.pile == 0
    said = [entry.text for entry in table.log.entries]
    assert said[-1] in ("Pablo takes the last stone and wins.", "Dolly takes the last stone and wins."), said
    assert len(said) == len(table.match.record.actions) + 1  # every take, then the end, in the game's words


def test_a_take_button_plays_the_move_and_a_refused_move_is_said_in_the_games_words(app) -> None:
    table = open_table(app, HUMAN, first_player=1)
    assert table.match.is_human_turn()
    button = table.controls.buttons["take3"]
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)):
        pygame.event.post(event)
    app.frame(FRAME)
    app.frame(FRAME)
    assert table.match.record.actions[0] == "take 3"
    assert table.moves.reason_words(NIM.refusal(table.match.state, Take(7))) == "Take from 1 to 3 stones."


def test_save_and_resume(app) -> None:
    table = open_table(app, HUMAN, first_player=1)
    table.moves.try_action(Take(2))
    run_until(app, lambda: table.match.is_human_turn())
    path = table.match.save_as("nim here")
    assert isinstance(path, Path)
    loaded = Match.load(path, bot_delay=0.0, worker=InlineBotWorker())
    assert not isinstance(loaded, str), loaded
    assert loaded.game_name == "nim" and loaded.record.actions == table.match.record.actions
    assert NIM.state_to_text(loaded.state) == NIM.state_to_text(table.match.state)
    resumed = app.open_table(loaded)
    assert isinstance(resumed, TableScene) and resumed.design is TABLE


def test_a_finished_game_replays_on_its_table(app) -> None:
    match = Match("nim", BOTS, 6, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    while not match.is_over():
        match.update(1.0)
    replay = app.open_table(ReplayMatch.of(match.record, match.seats, start=2))
    assert isinstance(replay, TableScene) and replay.design is TABLE and replay.replay is not None
    assert replay.match.state.pile == NIM.new_game(2, 6).pile - sum(int(a.split()[1]) for a in match.record.actions[:2])


@pytest.mark.parametrize("language, expected", [
    ("en", "Take 1: it leaves 8 stones, a multiple of four."),
    ("ja", "1個取る：残りは8個、4の倍数になります。"),
])
def test_the_hint_button_words_the_games_reason(app, language: str, expected: str) -> None:
    i18n.set_language(language)
    try:
        table = open_table(app, HUMAN, first_player=1, pile=9)
        table.routing.ask_hint()
        advice = table.coach.current()
        assert advice is not None and advice.suggestion.action == Take(1)
        assert advice.text == expected
    finally:
        i18n.set_language("en")


def test_how_to_play_is_its_own_page_in_both_languages(app, japanese) -> None:
    assert rules_text("nim") == (HERE / "ja" / "how_to_play.txt").read_text(encoding="utf-8")
    i18n.set_language("en")
    assert rules_text("nim") == (HERE / "how_to_play.txt").read_text(encoding="utf-8")
    assert set(painters("nim")) == {"pile"}
    app.start(RulesScene(app, "nim"))
    app.frame(FRAME, [])
    assert "Take the last stone" in app.scenes.top.box.html_text


def test_statistics_count_it(app) -> None:
    table = open_table(app, HUMAN, first_player=1)
    for _ in range(40):
        if table.match.is_over():
            break
        if table.match.is_human_turn():
            table.moves.try_action(table.match.legal_actions()[0])
        app.frame(0.25, [])
    assert table.match.is_over()
    stats, problem = storage.load_statistics()
    assert not problem and stats.played("nim") == 1
    scene = StatsScene(app, "nim")
    app.start(scene)
    app.frame(FRAME, [])
    assert scene.game == "nim" and "nim" in scene.games


def test_the_layout_tour_walks_it_cleanly() -> None:
    seen: list[str] = []
    found: list[str] = []
    with recording():
        app = layout_tour.make_app((1024, 640))
        try:
            for name in layout_tour.walk(app, ("nim",)):
                seen.append(name)
                found += [f"{name}: {line}" for line in problems(app)]
        finally:
            app.scenes.clear()
    for expected in ("setup_nim", "rules_nim", "table_nim_2p", "table_nim_4p", "pause_nim", "results_nim"):
        assert expected in seen, seen
    assert found == [], "\n".join(found)


def test_a_monkey_on_its_table(app) -> None:
    from tests.ui.test_monkey import run_monkey

    app.resize((960, 600))
    run_monkey(app, "nim", "table with bots", 150)
    run_monkey(app, "nim", "hot seat", 150)
