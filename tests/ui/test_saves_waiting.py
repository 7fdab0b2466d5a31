"""Several unfinished games wait, one per game: each game writes its own place, Saved games
lists them newest first and Continue opens the right one, a second game of the same game never
replaces the waiting one unsaid, a kept copy says what playing on from it does, and the one
autosave of older versions is picked up (a damaged file kept aside with a sentence)."""

from __future__ import annotations

import json
import os

from llamagames import i18n, save_files, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.save_files import keep_waiting, let_go, list_saves, saves_dir, waiting_games
from llamagames.seats import SeatConfig
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.saves import OpenCopyScene, SavedGamesScene, UnfinishedGameScene, copy_words
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click

SEATS = {"llama": [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "easy")],
         "alpacas": [SeatConfig("human", "Ben"), SeatConfig("bot", "Dolly", "easy")],
         "llamaland": [SeatConfig("human", "Cleo"), SeatConfig("bot", "Tina", "easy")]}


def played(game: str, seed: int = 3, moves: int = 2) -> Match:
    """A human-and-bot game of ``game`` a few moves in, autosaved as the app does."""
    match = Match(game, SEATS[game], seed, bot_delay=0.0, worker=InlineBotWorker())
    while len(match.record.actions) < moves:
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    match.autosave()
    storage.flush_writes()  # written in the background: on the disk before the test reads it
    return match


def three_waiting() -> dict[str, Match]:
    """L.L.A.M.A., then Llamas & Alpacas, then Llamaland left unfinished, in that order."""
    matches = {}
    for age, game in enumerate(("llama", "alpacas", "llamaland")):
        matches[game] = played(game, seed=4 + age)
        matches[game].close()
        stamp = 1_700_000_000 + 60 * age
        os.utime(storage.autosave_path(game), (stamp, stamp))
    return matches


def open_saves(app) -> SavedGamesScene:
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SavedGamesScene)
    return scene


def button(scene, what: str, game: str):
    return next(b for b, (doing, e) in scene.row_buttons.items() if doing == what and e.game == game)


def test_a_new_game_of_llamaland_leaves_the_unfinished_llama_game_waiting(app):
    llama = played("llama")
    before = storage.autosave_path("llama").read_bytes()
    land = played("llamaland", moves=3)
    assert storage.autosave_path("llama").read_bytes() == before
    waiting, messages = waiting_games()
    assert messages == [] and sorted(e.game for e in waiting) == ["llama", "llamaland"]
    assert list_saves()[0] == []  # nothing had to be copied aside
    resumed = Match.load_autosave("llama", worker=InlineBotWorker())
    assert isinstance(resumed, Match) and resumed.record == llama.record
    assert Match.load_autosave("llamaland", worker=InlineBotWorker()).record == land.record  # type: ignore[union-attr]


def test_saved_games_lists_every_waiting_game_newest_first_and_continue_opens_the_right_one(app):
    matches = three_waiting()
    scene = open_saves(app)
    assert [e.game for e in scene.waiting] == ["llamaland", "alpacas", "llama"]
    rows = [entry for entry, _ in scene.rows]
    assert rows[:3] == scene.waiting and all(e.waiting for e in rows)
    assert [e.players for e in rows] == [("Cleo", "Tina"), ("Ben", "Dolly"), ("Ann", "Pablo")]
    assert all(e.moves == 2 and e.saved_at for e in rows)
    for game in matches:
        assert {doing for _, (doing, e) in scene.row_buttons.items() if e.game == game} == {"continue", "copy",
                                                                                          "delete"}
    click(app, button(scene, "continue", "alpacas").rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.game_name == "alpacas"
    assert table.match.record == matches["alpacas"].record


def test_the_menu_continues_the_newest_and_a_tile_asks_only_about_its_own_game(app):
    matches = three_waiting()
    storage.clear_autosave("alpacas")
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert menu.buttons["continue"].text == f"Continue {GAMES['llamaland'].title}"
    click(app, menu.tiles["alpacas"].center)
    assert isinstance(app.scenes.top, SetupScene)  # nothing of its own waits: no question
    app.scenes.pop()
    click(app, menu.tiles["llama"].center)
    dialog = app.scenes.top
    assert isinstance(dialog, UnfinishedGameScene) and dialog.unfinished.game == "llama"
    click(app, dialog.buttons["continue"].rect.center)
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top.match.record == matches["llama"].record
    app.scenes.pop()  # left: L.L.A.M.A.'s is the newest now, and Continue says so
    assert menu.buttons["continue"].text == f"Continue {GAMES['llama'].title}"
    storage.clear_autosave("llama")
    menu.resume()
    click(app, menu.buttons["continue"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.record == matches["llamaland"].record


def test_a_second_game_of_the_same_game_keeps_the_waiting_one_as_a_dated_copy(app):
    first = played("llama", seed=3)
    second = played("llama", seed=9, moves=1)
    [kept], _ = list_saves()
    assert kept.game == "llama" and not kept.waiting and kept.path.parent == saves_dir()
    assert Match.load(kept.path, worker=InlineBotWorker()).record == first.record  # type: ignore[union-attr]
    assert "kept in Saved games" in second.message and "Ann" in second.message
    second.play(second.legal_actions()[0]) if second.is_human_turn() else second.update(1.0)
    second.autosave()
    assert len(list_saves()[0]) == 1  # its own file from now on: no copy of itself
    assert Match.load_autosave("llama", worker=InlineBotWorker()).record == second.record  # type: ignore[union-attr]


def test_letting_go_replaces_without_a_copy_and_keeping_makes_only_one(app):
    played("llama", seed=3)
    let_go("llama")
    played("llama", seed=9)
    assert list_saves()[0] == []
    kept = keep_waiting("llama")
    assert not isinstance(kept, str) and kept.parent == saves_dir()
    played("llama", seed=11)
    assert [e.path for e in list_saves()[0]] == [kept]


def test_playing_on_from_a_kept_copy_says_what_happens_and_keeps_the_waiting_game(app):
    copy_of = played("llama", seed=5, moves=3)
    copy = copy_of.save_as("evening")
    assert not isinstance(copy, str)
    let_go("llama")
    waiting = played("llama", seed=6)
    copy_bytes = copy.read_bytes()
    scene = open_saves(app)
    click(app, button(scene, "play", "llama").rect.center)
    said = app.scenes.top
    assert isinstance(said, OpenCopyScene)
    words = " ".join(line for line in said.lines if line)
    assert "stays in Saved games as it is" in words and "kept in Saved games first" in words and "Ann" in words
    click(app, said.buttons["play"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.record == copy_of.record
    app.scenes.pop()  # leaving writes the game where it waits
    assert isinstance(app.scenes.top, MenuScene)
    assert copy.read_bytes() == copy_bytes
    resumed = Match.load_autosave("llama", worker=InlineBotWorker())
    assert isinstance(resumed, Match) and resumed.record == copy_of.record
    copies = [e for e in list_saves()[0] if e.path != copy]
    assert len(copies) == 1
    assert Match.load(copies[0].path, worker=InlineBotWorker()).record == waiting.record  # type: ignore[union-attr]


def test_the_words_before_a_copy_is_played_are_in_japanese_too(app):
    played("llama")
    copy = played("llama", seed=8).save_as("later")
    entry = save_files.read_entry(copy)
    waiting = save_files.waiting_for("llama")
    english = copy_words(entry, waiting)  # type: ignore[arg-type]
    i18n.set_language("ja")
    try:
        japanese = copy_words(entry, waiting)  # type: ignore[arg-type]
    finally:
        i18n.set_language("en")
    assert len(japanese) == len(english) == 3
    assert all(ja != en and "Saved" not in ja for ja, en in zip(japanese, english))


def old_autosave(game: str, version: int) -> Match:
    """A game left unfinished by an older version: the one ``autosave.json``, in its format."""
    match = Match(game, SEATS[game], 7, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    while len(match.record.actions) < 3:
        match.play(match.legal_actions()[0]) if match.is_human_turn() else match.update(1.0)
    data = match.to_json()
    if version == 1:
        for key in ("saved_at", "moves", "round"):
            data.pop(key)
    storage.write_json(storage.old_autosave_path(), data, version)
    return match


def test_the_old_single_autosave_waits_as_its_games_unfinished_game(app):
    for version, game in ((1, "alpacas"), (2, "llamaland")):
        old = old_autosave(game, version)
        menu = MenuScene(app)
        app.start(menu)
        app.frame(FRAME, [])
        assert menu.continue_game == game and menu.buttons["continue"].text in (
            f"Continue {GAMES[game].title}", "Continue game")  # the short label when the name is too long
        assert not storage.old_autosave_path().exists() and storage.autosave_path(game).is_file()
        click(app, menu.buttons["continue"].rect.center)
        table = app.scenes.top
        assert isinstance(table, TableScene) and table.match.record == old.record
        app.scenes.clear()
    assert sorted(e.game for e in waiting_games()[0]) == ["alpacas", "llamaland"]


def test_an_old_autosave_never_replaces_a_game_waiting_there(app):
    waiting = played("alpacas", seed=12)
    before = storage.autosave_path("alpacas").read_bytes()
    old = old_autosave("alpacas", 2)
    entries, messages = waiting_games()
    assert messages == [] and [e.game for e in entries] == ["alpacas"]
    assert storage.autosave_path("alpacas").read_bytes() == before
    [copy] = list_saves()[0]
    assert Match.load(copy.path, worker=InlineBotWorker()).record == old.record  # type: ignore[union-attr]
    assert waiting.record != old.record


def test_damaged_waiting_and_old_files_are_kept_aside_with_a_sentence(app):
    played("llama")
    storage.autosave_path("llama").write_bytes(b"{\"kind\": \"match\", ")
    storage.old_autosave_path().write_text(json.dumps({"kind": "match", "version": 99}))
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert "continue" not in menu.buttons  # both said on the menu, where they are found
    assert "llama.json" in menu.message and "autosave.json" in menu.message and "newer Llama Games" in menu.message
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SavedGamesScene) and scene.waiting == []
    kept = {p.name.split(".damaged-")[0]: p for p in scene.aside}
    assert set(kept) == {"llama", "autosave"}
    assert kept["llama"].read_bytes() == b"{\"kind\": \"match\", "
    assert json.loads(kept["autosave"].read_text())["version"] == 99
    played("llama", seed=5)  # the next game waits afresh beside what was kept
    assert kept["llama"].exists() and [e.game for e in waiting_games()[0]] == ["llama"]
