"""Hand-edited and hostile saved games: refused with a message naming the file and the
problem, moved aside, never overwritten, never crashing Continue; older versions migrate."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.save_files import MATCH_FORMAT_VERSION, list_saves, saves_dir
from llamagames.seats import SeatConfig


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    monkeypatch.setattr(storage, "_write_warned", False)
    return storage.data_dir()


def started(game: str = "llama", moves: int = 3) -> Match:
    """A human and a bot, a few moves in, autosaved."""
    match = Match(game, [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo")], 11,
                  bot_delay=0.0, worker=InlineBotWorker())
    for _ in range(moves):
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    match.autosave()
    storage.flush_writes()  # autosaved: on the disk, as a reader of the file finds it
    return match


def saved_data() -> dict[str, Any]:
    started().close()
    return json.loads(storage.autosave_path("llama").read_text())


def edit(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    data = saved_data()
    change(data)
    return data


def load() -> Match | str:
    return Match.load_autosave(worker=InlineBotWorker(), bot_delay=0.0)


CASES: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("seed infinity", lambda d: d["record"].__setitem__("seed", float("inf")), "Infinity"),
    ("players infinity", lambda d: d["record"].__setitem__("num_players", float("-inf")), "Infinity"),
    ("seed float", lambda d: d["record"].__setitem__("seed", 1.5), "impossible seed"),
    ("seed huge", lambda d: d["record"].__setitem__("seed", 10**300), "impossible seed"),
    ("players huge", lambda d: d["record"].__setitem__("num_players", 10**300), "impossible number of players"),
    ("players text", lambda d: d["record"].__setitem__("num_players", "2"), "impossible number of players"),
    ("players bool", lambda d: d["record"].__setitem__("num_players", True), "impossible number of players"),
    ("players beyond the game", lambda d: d["record"].__setitem__("num_players", 9), "players"),
    ("options list", lambda d: d["record"].__setitem__("options", [1, 2]), "options"),
    ("option unknown", lambda d: d["record"].__setitem__("options", {"cheat": True}), "cheat"),
    ("option nested", lambda d: d["record"].__setitem__("options", {"first_player": [1]}), "options"),
    ("actions text", lambda d: d["record"].__setitem__("actions", "draw"), "moves"),
    ("action number", lambda d: d["record"]["actions"].append(3), "move"),
    ("action too long", lambda d: d["record"]["actions"].append("draw" * 100), "move"),
    ("illegal action", lambda d: d["record"]["actions"].insert(0, "return 10"), "move 1 ("),
    ("unparsable action", lambda d: d["record"]["actions"].append("fly away"), "fly away"),
    ("unknown game", lambda d: d["record"].__setitem__("game", "chess"), "chess"),
    ("record version", lambda d: d["record"].__setitem__("version", 0), "format version"),
    ("file version newer", lambda d: d.__setitem__("version", MATCH_FORMAT_VERSION + 1), "newer"),
    ("file version ancient", lambda d: d.__setitem__("version", 0), "too old"),
    ("not a match", lambda d: d.__setitem__("kind", "settings"), "not a saved match"),
    ("seats missing", lambda d: d.pop("seats"), "seats"),
    ("seat count", lambda d: d["seats"].pop(), "seats"),
    ("seat kind", lambda d: d["seats"][0].__setitem__("kind", "alien"), "neither a human nor a bot"),
    ("seat level", lambda d: d["seats"][1].__setitem__("level", ["hard"]), "unknown level"),
    ("seat name long", lambda d: d["seats"][0].__setitem__("name", "A" * 3000), "3,000 characters"),
    ("seat name type", lambda d: d["seats"][0].__setitem__("name", {"first": "Ann"}), "name"),
    ("seat name control", lambda d: d["seats"][0].__setitem__("name", "Ann\x1b[2J"), "control"),
]


@pytest.mark.parametrize("what, change, words", CASES, ids=[c[0] for c in CASES])
def test_a_hand_edited_save_is_refused_with_the_file_and_the_reason(home: Path, what: str, change, words: str) -> None:
    data = edit(change)
    text = json.dumps(data, allow_nan=True)
    storage.autosave_path("llama").write_text(text)
    started_at = time.monotonic()
    result = load()
    assert time.monotonic() - started_at < 2.0
    assert isinstance(result, str), what
    assert words in result and "llama.json" in result
    kept = [p for p in storage.waiting_dir().iterdir() if p.name.startswith("llama.damaged-")]
    assert len(kept) == 1 and kept[0].name in result and kept[0].read_text() == text
    assert not storage.autosave_path("llama").exists()
    # The next game saves afresh and never overwrites the kept file.
    started().close()
    assert kept[0].read_text() == text


def test_the_autosave_of_a_finished_game_is_not_resumed(home: Path) -> None:
    match = Match("llama", [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo")], 5,
                  bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    while not match.is_over():
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    match.save(storage.autosave_path("llama"))
    assert Match.load(storage.autosave_path("llama"), worker=InlineBotWorker()) == (
        "The saved game could not be used: the game in it had already ended. llama.json was kept as "
        + next(p.name for p in storage.waiting_dir().iterdir() if ".damaged-" in p.name) + ".")
    match.save(storage.autosave_path("llama"))
    result = load()  # the waiting games: a finished one (killed before it was cleared) goes among the finished
    assert result == "There is no saved game to resume." and not storage.autosave_path("llama").exists()
    finished = Match.load(next(save_files.finished_dir().iterdir()), finished=True, worker=InlineBotWorker())
    assert isinstance(finished, Match) and finished.is_over()


def test_a_version_1_save_is_migrated(home: Path) -> None:
    data = saved_data()
    for key in ("saved_at", "moves", "round"):
        data.pop(key)
    data["version"] = 1
    storage.autosave_path("llama").write_text(json.dumps(data))
    match = load()
    assert isinstance(match, Match) and len(match.record.actions) == 3


def test_an_unwritable_folder_says_so_once_and_the_game_goes_on(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.tempfile, "mkstemp", read_only)
    match = started(moves=0)
    messages = []
    for _ in range(6):
        if match.is_over():
            break
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
        storage.flush_writes()  # the writer's report comes back to the frame's thread
        messages.append(match.message)
        match.message = ""
    assert sum(1 for m in messages if m) == 1
    assert "Permission denied" in next(m for m in messages if m)
    assert len(match.record.actions) >= 3


def test_the_autosave_being_a_folder_is_moved_aside(home: Path) -> None:
    storage.autosave_path("llama").mkdir(parents=True)
    assert "folder" in str(load())
    match = started()
    assert storage.autosave_path("llama").is_file()
    match.close()


def test_named_saves_list_load_and_delete(home: Path) -> None:
    match = started(moves=4)
    path = match.save_as("Evening game")
    assert isinstance(path, Path) and path.parent == saves_dir()
    entries, messages = list_saves()
    assert messages == [] and len(entries) == 1
    entry = entries[0]
    assert entry.game == "llama" and entry.title == GAMES["llama"].title
    assert entry.players == ("Ann", "Pablo") and entry.moves == 4 and entry.saved_at
    loaded = Match.load(entry.path, worker=InlineBotWorker())
    assert isinstance(loaded, Match) and loaded.record == match.record
    from llamagames.save_files import delete_save

    assert delete_save(entry.path) == ""
    assert list_saves()[0] == []
    assert "Only" in delete_save(storage.old_autosave_path())


def test_a_damaged_named_save_is_listed_as_a_message_and_kept_aside(home: Path) -> None:
    started().save_as("good")
    folder = saves_dir()
    (folder / "bad.json").write_bytes(b"\xff\xfe")
    entries, messages = list_saves()
    assert len(entries) == 1 and len(messages) == 1 and "bad.json" in messages[0]
    assert any(p.name.startswith("bad.damaged-") for p in folder.iterdir())
    assert list_saves() == (entries, [])


# -- round two: names the setup accepts, links, rotation, finished files ---------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from llamagames import save_files  # noqa: E402
from llamagames.text_safety import clean_name, name_problem  # noqa: E402

HOSTILE_NAMES = ["Ann\nBo", "Tab\tbed", "Esc\x1b[2J", "\u202eevil", "nul\x00", "lone\ud800", "  多  ", "👨\u200d👩\u200d👧",
                 "x" * 100, "\u3000\u00a0", "\r\n", "\ufeffbom", "a\u2028b"]


def finished_match(seed: int = 5, game: str = "llama") -> Match:
    match = Match(game, [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo")], seed,
                  bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    while not match.is_over():
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    return match


def _round_trip(name: str) -> None:
    """A name as the setup takes it is saved and resumed as it is."""
    cleaned = clean_name(name)
    assert name_problem(cleaned) is None and cleaned == cleaned.strip() and len(cleaned) <= 20
    match = Match("llama", [SeatConfig("human", cleaned), SeatConfig("bot", "Pablo")], 3,
                  bot_delay=0.0, worker=InlineBotWorker())
    match.play(match.legal_actions()[0])
    match.close()
    loaded = load()
    assert isinstance(loaded, Match), loaded
    assert loaded.seats[0].name == cleaned
    loaded.close()


@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=range(len(HOSTILE_NAMES)))
def test_every_name_the_setup_accepts_survives_save_and_load(home: Path, name: str) -> None:
    _round_trip(name)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=60))
def test_any_typed_text_becomes_a_name_that_survives_save_and_load(name: str) -> None:
    _round_trip(name)


def test_a_match_cleans_a_name_it_could_not_read_back(home: Path) -> None:
    match = Match("llama", [SeatConfig("human", "Ann\n\u202eBo\x00"), SeatConfig("bot", "Pablo")], 3,
                  bot_delay=0.0, worker=InlineBotWorker())
    match.play(match.legal_actions()[0])
    match.close()
    loaded = load()
    assert isinstance(loaded, Match) and loaded.seats[0].name == "Ann Bo"
    loaded.close()


@pytest.mark.parametrize("what", ["autosave", "named", "finished"])
def test_a_link_to_a_valid_game_is_refused_kept_aside_and_not_followed(home: Path, tmp_path: Path, what: str) -> None:
    outside = tmp_path / "elsewhere.json"
    if what == "finished":
        finished_match().save(outside)
    else:
        started().save(outside)
    storage.clear_autosave("llama")
    before = outside.read_bytes()
    folder = {"autosave": storage.waiting_dir(), "named": saves_dir(), "finished": save_files.finished_dir()}[what]
    folder.mkdir(parents=True, exist_ok=True)
    link = storage.autosave_path("llama") if what == "autosave" else folder / "link-20261202-101010.json"
    link.symlink_to(outside)
    if what == "autosave":
        result = load()
        assert isinstance(result, str) and "link" in result and "llama.json" in result
    else:
        entries, messages = list_saves()
        assert entries == [] and len(messages) == 1 and "link" in messages[0]
    [kept] = [p for p in folder.iterdir() if ".damaged-" in p.name]
    assert kept.is_symlink() and not link.exists() and not link.is_symlink()
    started().close()  # the next autosave writes a file of its own
    assert outside.read_bytes() == before and kept.is_symlink()


def test_a_saves_folder_that_leads_outside_the_data_folder_is_refused(home: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    started().save(elsewhere / "game-20261202-101010.json")
    storage.clear_autosave("llama")
    storage.waiting_dir().rmdir()  # the waiting games' folder is inside the saves folder
    saves_dir().rmdir()
    saves_dir().symlink_to(elsewhere, target_is_directory=True)
    entries, messages = list_saves()
    assert entries == [] and len(messages) == 1 and "outside the data folder" in messages[0]
    assert [p.name for p in elsewhere.iterdir()] == ["game-20261202-101010.json"]  # left where it is


def test_an_autosave_that_is_a_link_is_never_replaced_by_the_next_save(home: Path, tmp_path: Path) -> None:
    outside = tmp_path / "mine.txt"
    outside.write_text("my notes")
    storage.waiting_dir().mkdir(parents=True)
    storage.autosave_path("llama").symlink_to(outside)
    started().close()  # autosaves without reading first
    assert outside.read_text() == "my notes"
    assert storage.autosave_path("llama").is_file() and not storage.autosave_path("llama").is_symlink()
    assert any(p.is_symlink() for p in storage.waiting_dir().iterdir() if ".damaged-" in p.name)


def test_rotation_of_finished_games_keeps_every_file_it_did_not_write(home: Path) -> None:
    folder = save_files.finished_dir()
    folder.mkdir(parents=True)
    strangers = {
        "llama-20260101-000000.damaged-20260101-000001.json": b"\xff",
        "damaged-20260101-000000.json": b"[[[",
        "notes.json": b'{"kind": "match"}',
        "llama-20260101-000002.json": b'{"kind": "match", "finished": false, "version": 3}',
    }
    for name, content in strangers.items():
        (folder / name).write_bytes(content)
    (folder / "link-20260101-000003.json").symlink_to(home / "nowhere.json")
    old = time.time() - 10_000
    for path in folder.iterdir():
        os.utime(path, (old, old), follow_symlinks=False)
    match = finished_match()
    for _ in range(save_files.FINISHED_KEPT + 3):
        assert match.keep_finished() is not None
    names = {p.name for p in folder.iterdir()}
    assert set(strangers) | {"link-20260101-000003.json"} <= names
    assert sum(1 for p in folder.iterdir() if save_files.is_own_finished(p)) == save_files.FINISHED_KEPT


def test_a_finished_file_with_its_last_move_dropped_is_refused(home: Path) -> None:
    match = finished_match()
    path = match.keep_finished()
    assert isinstance(path, Path)
    data = json.loads(path.read_text())
    data["record"]["actions"].pop()
    path.write_text(json.dumps(data))
    entries, messages = list_saves()
    assert entries == [] and len(messages) == 1 and "stop before the end" in messages[0]
    [kept] = [p for p in save_files.finished_dir().iterdir() if ".damaged-" in p.name]
    assert json.loads(kept.read_text()) == data
    from llamagames.replay import ReplayMatch

    kept.rename(path)
    watched = ReplayMatch.watch(path)
    assert isinstance(watched, str) and "stop before the end" in watched


def test_an_intact_finished_file_is_listed_and_watched(home: Path) -> None:
    path = finished_match().keep_finished()
    entries, messages = list_saves()
    assert messages == [] and [e.path for e in entries] == [path] and entries[0].finished
    from llamagames.replay import ReplayMatch

    watched = ReplayMatch.watch(path)
    assert isinstance(watched, ReplayMatch) and watched.full_history[-1] is not None
    assert GAMES["llama"].is_over(watched.full_history[-1])
