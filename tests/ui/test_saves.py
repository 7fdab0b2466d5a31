"""Saved games from the menu (list, play, delete, keep the unfinished game), the question
before a new game replaces an unfinished one, and setups remembered with wrong types."""

from __future__ import annotations

import pygame
import pytest

from llamagames import storage
from llamagames.rules import GAMES
from llamagames.save_files import list_saves, saves_dir
from llamagames.seats import SeatConfig
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.saves import OpenCopyScene, SavedGamesScene, UnfinishedGameScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click, inline_match

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "normal")]


def unfinished(seed: int = 3, moves: int = 2):
    """A human-and-bot game a few moves in, autosaved as the app does after every move."""
    match = inline_match(SEATS, seed)
    while len(match.record.actions) < moves:
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    match.autosave()
    storage.flush_writes()  # written in the background: on the disk before the test reads it
    return match


def open_menu(app) -> MenuScene:
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    return menu


def esc() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "\x1b", "scancode": 41})


def test_the_menu_reaches_saved_games_and_esc_comes_back(app):
    menu = open_menu(app)
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SavedGamesScene) and scene.entries == []
    app.frame(FRAME, [esc()])
    assert app.scenes.top is menu


def test_continue_names_the_unfinished_game(app):
    unfinished()
    menu = open_menu(app)
    assert menu.buttons["continue"].text == f"Continue {GAMES['llama'].title}"


def test_a_named_save_is_listed_played_and_deleted(app):
    match = unfinished(moves=3)
    path = match.save_as("evening")
    storage.clear_autosave("llama")
    menu = open_menu(app)
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SavedGamesScene)
    [entry] = scene.entries
    assert entry.path == path and entry.players == ("Ann", "Pablo") and entry.moves == 3
    buttons = {what: button for button, (what, e) in scene.row_buttons.items() if e.path == path}
    assert sorted(buttons) == ["delete", "play", "watch"]
    click(app, buttons["delete"].rect.center)
    assert path.exists()  # the first press only asks
    delete = next(b for b, (what, e) in scene.row_buttons.items() if what == "delete")
    assert delete.text == "Sure?"
    play = next(b for b, (what, e) in scene.row_buttons.items() if what == "play")
    click(app, play.rect.center)
    said = app.scenes.top
    assert isinstance(said, OpenCopyScene)  # what happens to the copy is said first
    click(app, said.buttons["play"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.game_name == "llama"
    assert table.match.record.actions[: len(match.record.actions)] == match.record.actions
    app.scenes.pop()
    assert app.scenes.top is menu  # the table took the list's place: leaving it is the menu
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    [waiting] = scene.waiting  # the game played on from the copy waits now, the copy as it was
    assert waiting.game == "llama" and [e.path for e in scene.entries] == [path]

    def delete_copy():
        return next(b for b, (what, e) in scene.row_buttons.items() if what == "delete" and e.path == path)

    click(app, delete_copy().rect.center)
    click(app, delete_copy().rect.center)
    assert not path.exists() and scene.entries == [] and "Deleted" in scene.message


def test_keep_the_unfinished_game_among_the_saved_ones(app):
    match = unfinished()
    menu = open_menu(app)
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    [waiting] = scene.waiting
    copy = next(b for b, (what, e) in scene.row_buttons.items() if what == "copy")
    click(app, copy.rect.center)
    [entry] = scene.entries
    assert entry.moves == len(match.record.actions) and not entry.waiting and entry.path.parent == saves_dir()
    assert scene.waiting == [waiting] and storage.autosave_path("llama").exists()


def test_a_damaged_named_save_is_said_and_set_aside(app):
    saves_dir().mkdir(parents=True)
    (saves_dir() / "mine.json").write_bytes(b"[" * 4000)
    menu = open_menu(app)
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert "mine.json" in scene.message and "nested" in scene.message
    assert any(p.name.startswith("mine.damaged-") for p in saves_dir().iterdir())


@pytest.mark.parametrize("choice", ["back", "replace", "keep", "continue"])
def test_a_new_game_over_an_unfinished_one_asks_first(app, choice):
    match = unfinished()
    before = storage.autosave_path("llama").read_bytes()
    menu = open_menu(app)
    click(app, menu.tiles["llama"].center)
    dialog = app.scenes.top
    assert isinstance(dialog, UnfinishedGameScene)
    click(app, dialog.buttons[choice].rect.center)
    top = app.scenes.top
    if choice == "back":
        assert top is menu
    elif choice == "continue":
        assert isinstance(top, TableScene) and top.game_name == "llama"
        assert top.match.record.actions[: len(match.record.actions)] == match.record.actions
    else:
        assert isinstance(top, SetupScene)
        assert app.scenes.stack[-2] is menu
    kept = list_saves()[0]
    assert len(kept) == (1 if choice == "keep" else 0)
    assert storage.autosave_path("llama").read_bytes() == before  # nothing replaced until a new game moves


def test_without_an_unfinished_game_a_tile_opens_the_setup_at_once(app):
    menu = open_menu(app)
    click(app, menu.tiles["llama"].center)
    assert isinstance(app.scenes.top, SetupScene)


@pytest.mark.parametrize("remembered", [
    {"llama": {"num_players": float("inf"), "seats": 5}},
    {"llama": {"num_players": "3", "seats": [None, "bot", {"kind": "bot", "level": ["hard"], "name": 7}]}},
    {"llama": {"num_players": 3, "seats": [{"kind": "human", "name": "N" * 3000, "level": "normal"}]}},
    {"llama": ["x"]},
    ["llama"],
])
def test_a_bad_remembered_setup_opens_with_defaults(app, remembered):
    app.settings.last_setup = remembered
    open_menu(app)
    setup = SetupScene(app, "llama")
    app.scenes.push(setup)
    app.frame(FRAME, [])
    assert setup.num_players in GAMES["llama"].player_counts
    assert all(len(seat["name"]) <= 20 for seat in setup.seats)
    click(app, setup.buttons["start"].rect.center)
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top.game_name == "llama"


def test_files_set_aside_are_listed_and_deleted_only_when_the_player_asks(app):
    saves_dir().mkdir(parents=True)
    (saves_dir() / "mine.json").write_bytes(b"\xff")
    (storage.data_dir() / storage.SETTINGS_FILE).mkdir()  # a folder in the settings' place
    storage.load_settings()
    menu = open_menu(app)
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert len(scene.aside) == 2 and "Files kept aside (2)" == scene.buttons["aside"].text
    click(app, scene.buttons["aside"].rect.center)
    assert scene.showing_aside and len(scene.aside_rows) == 2
    kept = next(path for path, _ in scene.aside_rows if path.name.startswith("mine."))
    delete = next(b for b, (what, path) in scene.row_buttons.items() if path == kept)
    click(app, delete.rect.center)
    assert kept.exists()  # the first press only asks
    click(app, next(b for b, (what, path) in scene.row_buttons.items() if path == kept).rect.center)
    assert not kept.exists() and "Deleted" in scene.message
    folder = next(path for path, _ in scene.aside_rows)
    click(app, next(b for b, (what, path) in scene.row_buttons.items() if path == folder).rect.center)
    click(app, next(b for b, (what, path) in scene.row_buttons.items() if path == folder).rect.center)
    assert folder.is_dir() and "folder" in scene.message  # a folder is the player's to remove
    app.frame(FRAME, [esc()])
    assert app.scenes.top is scene and not scene.showing_aside
    app.frame(FRAME, [esc()])
    assert app.scenes.top is menu


def test_only_files_set_aside_can_be_deleted_as_such(app):
    from llamagames.save_files import delete_set_aside

    unfinished()
    assert "Only" in delete_set_aside(storage.autosave_path("llama"))
    assert storage.autosave_path("llama").exists()
