"""Every test keeps its saves, settings and statistics in its own temporary folder."""

from __future__ import annotations

import os

import pytest

# The whole suite is headless, and pygame's greeting would trail after pytest's summary line.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LLAMAGAMES_HOME", str(tmp_path_factory.mktemp("llamagames-home")))
