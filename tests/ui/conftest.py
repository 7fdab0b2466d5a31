"""Headless fixtures for the UI tests: a real App with instant animation and in-process bots."""

from __future__ import annotations

import os
import subprocess

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig

FRAME = 1 / 60
WAIT = 0.1
"""A frame's time while a table waits with nothing moving (the undo grace of 1.5 s after each
human move, a phone's away grace): the longest frame the app's own loop makes (``App.step``
caps a frame at 0.1 s), so a wait is framed in a few steps, each still looked at, rather than
in many of the same picture at 1/60."""


@pytest.fixture(autouse=True)
def _user_folder(tmp_path, monkeypatch) -> None:
    """Every test gets its own user data folder (settings, autosave, statistics)."""
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _player_size_at_100() -> None:
    """Every test starts at the player's 100% Size: the factor is the process's (``ui.scale``),
    and a test that sets 150% without an app (or one that failed before it set 100% back)
    would hand its size to whatever test the worker runs next."""
    from llamagames.ui.scale import set_player_factor

    set_player_factor(1.0)


class _NoFileBrowser:
    """Stands in for ``subprocess`` in ``ui.open_folder``: a test (the monkey on the About
    screen) never opens a real file browser on the developer's desktop."""

    DEVNULL = subprocess.DEVNULL

    @staticmethod
    def Popen(command, **kwargs):
        return subprocess.Popen(["true"], **kwargs)


@pytest.fixture(autouse=True)
def _no_file_browser(monkeypatch) -> None:
    from llamagames.ui import open_folder

    monkeypatch.setattr(open_folder, "subprocess", _NoFileBrowser)


@pytest.fixture
def app() -> Iterator[App]:  # noqa: F821
    from llamagames.ui.app import App

    application = App((1280, 800), settings=storage.Settings(animation_speed="instant"), persist_settings=False,
                      bot_worker=InlineBotWorker, bot_delay=0.0)
    # What an earlier test's window left queued (a fullscreen switch queues resizes to its
    # screen's size) must not reach this app: its first frame would lay out for that size.
    pygame.event.clear()
    yield application
    application.scenes.clear()


def inline_match(seats: list[SeatConfig], seed: int) -> Match:
    return Match("llama", seats, seed, bot_delay=0.0, worker=InlineBotWorker())


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    """A mouse event as SDL posts it."""
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": button})


def drag(app, start: tuple[float, float], end: tuple[float, float], steps: int = 4) -> None:
    """Press at ``start``, move in steps to ``end`` and release, one frame per step."""
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    for i in range(1, steps + 1):
        t = i / steps
        point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, point)])
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, end)])


def click(app, pos: tuple[float, float]) -> None:
    """A real click: the events go through the queue, as pygame_gui posts its own there too."""
    for event in (mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)):
        pygame.event.post(event)
    app.frame(FRAME)
    app.frame(FRAME)
