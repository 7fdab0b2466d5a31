"""The autosave is written off the frame's thread (``llamagames/save_writer.py``), and no
game is lost for it: readers and the app's end wait for what the writer holds.

The writer is held by a job of our own that waits on an Event, never by sleeping."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from llamagames import save_files, save_writer, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig


@pytest.fixture
def held(tmp_path: Path) -> Iterator[threading.Event]:
    """The writer's thread held on a job of its own until the Event is set (then released)."""
    release = threading.Event()
    started = threading.Event()

    def wait() -> None:
        started.set()
        release.wait(10)

    save_writer.WRITER.put(save_writer.Job(tmp_path / "hold", wait))
    assert started.wait(10)
    yield release
    release.set()
    assert save_writer.WRITER.flush()


def a_match() -> Match:
    return Match("llama", [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo")], 3,
                 bot_delay=0.0, worker=InlineBotWorker())


def a_move(match: Match) -> None:
    """One move of the human's (the bot answers first if it is its turn)."""
    while not match.is_human_turn():
        match.update(1.0)
    match.play(match.legal_actions()[0])


def on_disk() -> dict[str, Any]:
    return json.loads(storage.autosave_path("llama").read_text(encoding="utf-8"))


def test_the_move_returns_while_the_writer_is_held_and_the_save_lands_after(held: threading.Event) -> None:
    match = a_match()
    a_move(match)  # the move's autosave: handed over, not written on this thread
    path = storage.autosave_path("llama")
    assert not path.exists() and save_writer.WRITER.holds(path)
    held.set()
    assert storage.flush_writes(path)
    assert on_disk()["record"]["actions"] == list(match.record.actions)
    match.close()


def test_two_saves_in_a_row_write_once_the_newest(held: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    written: list[int] = []
    real = save_files.write_match_now

    def counted(path: Path | str, data: Any) -> None:
        written.append(data["moves"])
        real(path, data)

    monkeypatch.setattr(save_files, "write_match_now", counted)
    match = a_match()
    a_move(match)
    a_move(match)
    assert len(match.record.actions) >= 2
    held.set()
    assert storage.flush_writes()
    assert written == [len(match.record.actions)]
    assert on_disk()["moves"] == len(match.record.actions)
    match.close()


@pytest.fixture
def held_until_waited(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> threading.Event:
    """The writer held until someone waits for it (``flush``): only a reader or a close that
    waits finds what it holds on the disk."""
    release = threading.Event()
    save_writer.WRITER.put(save_writer.Job(tmp_path / "hold", lambda: release.wait(10)))
    real_flush = save_writer.Writer.flush

    def flush(self: save_writer.Writer, path: Path | str | None = None, timeout: float = 3.0) -> bool:
        if path is None or self.holds(storage.autosave_path("llama")) and Path(path).name == "llama.json":
            release.set()  # someone waits for the game's save: the writer goes on
        return real_flush(self, path, timeout)

    monkeypatch.setattr(save_writer.Writer, "flush", flush)
    return release


def test_closing_right_after_a_move_leaves_the_move_on_disk(held_until_waited: threading.Event) -> None:
    match = a_match()
    a_move(match)
    assert not held_until_waited.is_set()
    match.close()  # what the table does when the player leaves it, the window closes or the app quits
    assert on_disk()["record"]["actions"] == list(match.record.actions)


def test_the_waiting_games_list_waits_for_a_first_save_on_its_way(held_until_waited: threading.Event) -> None:
    match = a_match()
    a_move(match)
    assert not storage.autosave_path("llama").exists()
    entries, _ = save_files.waiting_games()  # the menu's Continue, the saved-games list
    assert [entry.moves for entry in entries] == [len(match.record.actions)]
    resumed = Match.load_autosave("llama", worker=InlineBotWorker())
    assert isinstance(resumed, Match) and resumed.record == match.record
    resumed.close()
    match.close()


def test_a_failed_write_is_said_once_on_the_frames_thread_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    said_on: list[threading.Thread] = []
    real_problem = storage.write_problem

    def problem(exc: OSError, what: str = "your data") -> str:
        said_on.append(threading.current_thread())
        return real_problem(exc, what)

    monkeypatch.setattr(storage.tempfile, "mkstemp", read_only)
    monkeypatch.setattr(storage, "write_problem", problem)
    monkeypatch.setattr(storage, "_write_warned", False)
    match = a_match()
    a_move(match)
    storage.flush_writes()
    first = match.message
    assert first.startswith("Could not save the game in ") and "(Permission denied)" in first
    assert first.endswith("The game goes on, but nothing is saved until that is fixed.")
    match.message = ""
    a_move(match)
    storage.flush_writes()
    assert match.message == ""  # said once
    assert said_on and all(thread is threading.main_thread() for thread in said_on)
    monkeypatch.undo()
    a_move(match)
    match.close()
    assert on_disk()["record"]["actions"] == list(match.record.actions)  # the game went on, saved again


def test_a_finished_game_is_not_brought_back_by_an_older_moves_save(held: threading.Event) -> None:
    match = a_match()
    a_move(match)
    path = storage.autosave_path("llama")
    assert save_writer.WRITER.holds(path)
    storage.clear_autosave("llama")  # the game ended: its waiting file goes, and what was on its way too
    held.set()
    assert storage.flush_writes()
    assert not path.exists()
    match.close()


def test_the_writers_thread_ends_when_the_writer_closes() -> None:
    match = a_match()
    a_move(match)
    assert any(t.name == save_writer.THREAD_NAME for t in threading.enumerate())
    match.close()
    assert save_writer.WRITER.close()
    assert not [t for t in threading.enumerate() if t.name == save_writer.THREAD_NAME]
