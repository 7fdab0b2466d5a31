"""Registers the fifth game with ONE catalogue entry for every test in this folder, and gives
the UI tests a headless app (the same as ``tests/ui``'s)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llamagames import catalogue, storage
from llamagames.bot_worker import InlineBotWorker

HERE = __package__ or "tests.fifth"

ENTRY = catalogue.GameEntry(
    "nim",
    rules=f"{HERE}.rules:NIM",
    table=f"{HERE}.table:TABLE",
    bots=f"{HERE}.bots:AI",
    win_rule="Whoever takes the last stone wins.",
    how_to_play=f"{HERE}:how_to_play.txt",
    felt=((120, 110, 150), (40, 34, 60)),
    icon=f"{HERE}:icon.svg",
    explain=f"{HERE}.bots:explain",
    hints=f"{HERE}.advice",
    pictures=f"{HERE}.pictures:PICTURES",
    translations=f"{HERE}:words",
    interlude="game_over",
)
"""Everything the collection needs to know about Nim: every other file is in this folder."""

BUILT_IN = catalogue.CATALOGUE
"""The catalogue before this folder registers anything."""


@pytest.fixture(autouse=True)
def nim(monkeypatch: pytest.MonkeyPatch) -> catalogue.GameEntry:
    """The one registration: the catalogue with Nim's entry added (undone after the test)."""
    monkeypatch.setattr(catalogue, "CATALOGUE", BUILT_IN + (ENTRY,))
    return ENTRY


@pytest.fixture(autouse=True)
def _user_folder(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))


@pytest.fixture
def app() -> Iterator[App]:  # noqa: F821
    from llamagames.ui.app import App

    application = App((1280, 800), settings=storage.Settings(animation_speed="instant"), persist_settings=False,
                      bot_worker=InlineBotWorker, bot_delay=0.0)
    yield application
    application.scenes.clear()
