"""Pictures of every scene for reviews (``python -m llamagames --screenshot DIR``): each game's
own walk (its catalogue entry's ``shots``), and the helpers the walks share.

Scenes are reached the way a player reaches them: real mouse events for hovering and
dragging, the table's own actions for moves. Bots think in-process and animations are set
to instant so the pictures are deterministic for a seed.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from .. import catalogue
from .app import App

FRAME = 1 / 60


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    """A real pygame mouse event as SDL would post it."""
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": button})


def press(button: Any) -> pygame.event.Event:
    """The event pygame_gui posts when ``button`` is clicked."""
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button, "ui_object_id": button.most_specific_combined_id})


def run(app: App, frames: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.frame(FRAME, events=events or [])
    for _ in range(frames - 1):
        app.frame(FRAME, events=[])


def save_screenshots(folder: str | os.PathLike[str], size: tuple[int, int] = (1280, 800)) -> list[Path]:
    """Every game's walk of pictures (``GameEntry.shots``), in menu order, into ``folder``."""
    saved: list[Path] = []
    for game in catalogue.games():
        if game.shots:
            saved += catalogue.load(game.shots)(folder, size)
    return saved


__all__ = ["FRAME", "mouse", "press", "run", "save_screenshots"]
