"""The replay viewer at the table: from the results and from Saved games, stepping with the
keys and the bar, the move log in step, and playing on from a move."""

from __future__ import annotations

import pygame

from llamagames.replay import ReplayMatch
from llamagames.save_files import finished_dir, list_saves
from llamagames.seats import SeatConfig
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.scenes.saves import SavedGamesScene
from llamagames.ui.table.replay import PlayOnScene
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click, inline_match

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": "", "scancode": 0})


def finished_game(seed: int = 4):
    """A human-and-bots game of L.L.A.M.A. played to its end, as the app plays it."""
    match = inline_match(SEATS, seed)
    match.persist = True
    while not match.is_over():
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    return match


def log_size(table: TableScene) -> int:
    return len(table.log.entries)


def test_results_open_a_replay_that_steps_with_the_keys_and_keeps_the_log_in_step(app):
    match = finished_game()
    app.start(MenuScene(app))
    results = ResultsScene(app, match, ["Ann", "Pablo", "Dolly"])
    app.scenes.push(results)
    app.frame(FRAME, [])
    click(app, results.watch.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.match, ReplayMatch)
    replay = table.match
    assert replay.position == 0 and log_size(table) == 0 and not table.my_turn()
    app.frame(FRAME, [key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert replay.position == 3 and replay.state == match.history[3]
    three = log_size(table)
    assert three >= 3
    app.frame(FRAME, [key(pygame.K_LEFT)])
    assert replay.position == 2 and replay.state == match.history[2] and log_size(table) < three
    app.frame(FRAME, [key(pygame.K_END)])
    assert replay.position == replay.total == len(match.record.actions)
    for _ in range(200):  # the end of a replay never opens the results again
        app.frame(FRAME, [])
    assert app.scenes.top is table
    app.frame(FRAME, [key(pygame.K_HOME)])
    assert replay.position == 0 and log_size(table) == 0
    app.frame(FRAME, [key(pygame.K_SPACE)])
    for _ in range(400):
        app.frame(0.05, [])
    assert replay.position > 3, "Play steps through the moves by itself"
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    assert app.scenes.top is results


def test_a_finished_game_is_kept_and_watched_from_saved_games_without_changing_its_file(app):
    finished_game(seed=6)
    kept = list(finished_dir().glob("*.json"))
    assert len(kept) == 1
    before = kept[0].read_bytes()
    entries, _ = list_saves()
    assert [e.finished for e in entries] == [True]
    app.start(MenuScene(app))
    saves = SavedGamesScene(app)
    app.scenes.push(saves)
    app.frame(FRAME, [])
    actions = sorted(action for action, _ in saves.row_buttons.values())
    assert actions == ["delete", "review", "watch"], "a finished game can be watched and reviewed, not played on as it is"
    watch = next(button for button, (action, _) in saves.row_buttons.items() if action == "watch")
    click(app, watch.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.match, ReplayMatch)
    app.frame(FRAME, [key(pygame.K_RIGHT)] * 5)
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    assert app.scenes.top is saves
    assert kept[0].read_bytes() == before


def test_play_on_from_here_opens_a_live_game_from_that_move(app):
    match = finished_game(seed=8)
    menu = MenuScene(app)
    app.start(menu)
    replay = ReplayMatch.of(match.record, match.seats, start=6)
    table = app.open_table(replay)
    app.scenes.push(table)
    app.frame(FRAME, [])
    click(app, table.replay.buttons["play_on"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, PlayOnScene)
    app.frame(FRAME, [key(pygame.K_RETURN)])
    live = app.scenes.top
    assert isinstance(live, TableScene) and not isinstance(live.match, ReplayMatch)
    assert live.match.record.actions == match.record.actions[:6]
    assert live.match.seats[0].is_human and app.scenes.stack[0] is menu and len(app.scenes.stack) == 2


def test_pressing_a_card_in_a_replay_is_refused_with_a_reason(app):
    match = finished_game(seed=9)
    app.start(MenuScene(app))
    table = app.open_table(ReplayMatch.of(match.record, match.seats, start=0))
    app.scenes.push(table)
    app.frame(FRAME, [])
    assert not table.moves.try_action(match.game.legal_actions(table.match.state)[0])
    assert "replay" in table.toasts.current.text.lower()


def test_a_value_key_in_a_replay_says_it_is_a_replay_not_what_the_hand_lacks(app):
    """pt52 pressed 1 in a review (the costliest list's key) and read "You have no 1 in your
    hand": a replay takes no move, and says so whatever the hand holds."""
    match = finished_game(seed=9)
    app.start(MenuScene(app))
    table = app.open_table(ReplayMatch.of(match.record, match.seats, start=0))
    app.scenes.push(table)
    app.frame(FRAME, [])
    missing = next(value for value in range(1, 7) if table.parts.stage.fan.sprite_for(value) is None)
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_0 + missing, "mod": 0,
                                                          "unicode": str(missing), "scancode": 0})])
    said = table.toasts.current.text
    assert "replay" in said.lower() and "hand" not in said.lower(), said
    assert table.match.position == 0
