"""Killing a save half-way never loses the previous save; its temporary file is cleaned at
the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    return storage.data_dir()


def a_match() -> Match:
    return Match("llama", [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo")], 3,
                 bot_delay=0.0, worker=InlineBotWorker())


def writer(home: Path, body: str) -> subprocess.Popen[str]:
    """A separate Python that saves into ``home`` as the app does (then is killed)."""
    code = textwrap.dedent(body)
    env = {**os.environ, storage.HOME_ENV: str(home)}
    return subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def test_a_save_killed_between_write_and_rename_keeps_the_previous_save(home: Path) -> None:
    match = a_match()
    match.play(match.legal_actions()[0])
    match.close()  # its save written (in the background) before the file is read
    before = storage.autosave_path("llama").read_bytes()
    process = writer(home, """
        import os, sys, time
        from llamagames import storage
        def stall(src, dst):
            print("written", flush=True)
            time.sleep(60)
        os.replace = stall
        storage.write_json(storage.autosave_path("llama"), {"kind": "match", "half": True})
    """)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "written"
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    assert storage.autosave_path("llama").read_bytes() == before
    leftovers = list(storage.waiting_dir().glob(".llama.json.*.tmp"))
    assert len(leftovers) == 1
    old = time.time() - 60
    os.utime(leftovers[0], (old, old))
    resumed = Match.load_autosave(worker=InlineBotWorker())
    assert isinstance(resumed, Match) and resumed.record == match.record
    import pygame

    from llamagames.ui.app import App

    app = App((960, 600), persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    try:
        assert list(home.glob("*.tmp")) == []
    finally:
        app.scenes.clear()
        pygame.display.quit()  # later tests expect no window (tests/ui/test_assets.py)
        pygame.display.init()


def test_killing_a_stream_of_autosaves_at_random_moments_never_damages_the_save(home: Path) -> None:
    match = a_match()
    match.play(match.legal_actions()[0])
    match.close()  # its save on the disk before another process reads it
    for delay in (0.05, 0.2, 0.4):
        process = writer(home, """
            from llamagames.bot_worker import InlineBotWorker
            from llamagames.match import Match
            match = Match.load_autosave(worker=InlineBotWorker(), bot_delay=0.0)
            print("ready", flush=True)
            while True:
                match.autosave()
        """)
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready"
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        data = json.loads(storage.autosave_path("llama").read_text())
        assert data["record"]["actions"] == list(match.record.actions)
    storage.clean_leftovers(min_age=0.0)
    assert sorted(p.name for p in storage.waiting_dir().iterdir()) == ["llama.json"]


def test_a_crash_between_write_and_rename_leaves_no_temporary_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = home / "settings.json"
    storage.write_json(path, {"sound": True})

    def crash(src: str, dst: str) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(storage.os, "replace", crash)
    with pytest.raises(OSError):
        storage.write_json(path, {"sound": False})
    assert json.loads(path.read_text())["sound"] is True
    assert [p.name for p in home.iterdir()] == ["settings.json"]
