"""Every test keeps its saves, settings and statistics in its own temporary folder."""

from __future__ import annotations

import gc
import os

import pytest

# The whole suite is headless, and pygame's greeting would trail after pytest's summary line.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LLAMAGAMES_HOME", str(tmp_path_factory.mktemp("llamagames-home")))


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are flushed to the disk (``os.fsync``) so a power cut keeps them; the tests' files are
    thrown away, and a flush per autosaved move cost seconds a test. Writing, replacing and reading
    back stay real; the kill tests run in their own processes, which flush."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported (the package, pygame-gui, hypothesis, every test module) lives for
    the whole run: frozen, it is skipped by the collections the app makes when a table closes, as
    the app's own loop freezes what start-up made (``App.run``)."""
    gc.collect()
    gc.freeze()
