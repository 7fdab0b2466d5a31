"""Small pictures in the How-to-play pages, drawn with each game's own art.

A page places a picture with a line of its own: ``[picture: card_on_card]``. The name is
looked up in the mapping the game's catalogue entry names (``GameEntry.pictures``; the
built-in games keep theirs in ``ui/games/<game>/pictures.py``: ``PICTURES``, name -> a function
of the width in pixels returning a surface); a name that does not exist is left out quietly, so
a translated page can never break the screen.

pygame-gui's text box shows images from files (``<img src=...>``), so each picture is saved
once as a PNG in a folder of this run's own and removed when the app closes.
"""

from __future__ import annotations

import atexit
import re
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame

from ..catalogue import entry, load

PICTURE_LINE = re.compile(r"^\[picture:\s*([a-z0-9_]+)\s*\]$")
"""A page line that places a picture."""

Painter = Callable[[int], pygame.Surface]

_folder: Path | None = None


def picture_name(line: str) -> str | None:
    """The picture a page line asks for, or None for an ordinary line."""
    match = PICTURE_LINE.match(line.strip())
    return match.group(1) if match else None


def painters(game_name: str) -> dict[str, Painter]:
    """The pictures a game offers (none when its entry names none, or the game is unknown)."""
    try:
        path = entry(game_name).pictures
    except ValueError:
        return {}
    if not path:
        return {}
    found: dict[str, Painter] = load(path)
    return found


def picture(game_name: str, name: str, width: int) -> pygame.Surface | None:
    """The picture ``name`` of ``game_name`` at ``width`` pixels, or None if there is none."""
    painter = painters(game_name).get(name)
    return painter(width) if painter is not None else None


def _pictures_folder() -> Path:
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="llamagames-pictures-"))
        atexit.register(shutil.rmtree, _folder, True)
    return _folder


def picture_file(game_name: str, name: str, width: int, tag: str = "") -> Path | None:
    """A PNG of the picture (saved once per size and ``tag``, e.g. the language), or None."""
    path = _pictures_folder() / f"{game_name}-{name}-{width}{'-' + tag if tag else ''}.png"
    if path.exists():
        return path
    surface = picture(game_name, name, width)
    if surface is None:
        return None
    pygame.image.save(surface, str(path))
    return path


__all__ = ["PICTURE_LINE", "painters", "picture", "picture_file", "picture_name"]
