"""Where the player left each guided game: the step to continue from, and which guided games
the player has opened (the menu then offers the real game first), in the data folder.

One small versioned JSON file (``learn.json``), written atomically by ``storage``; a damaged
file is set aside by ``storage.load_json`` and the guided games start from the beginning.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import storage

FILE = "learn.json"


def path() -> Path:
    return storage.data_dir() / FILE


def _read() -> dict[str, Any]:
    result = storage.load_json(path(), what="guided games' progress")
    data = result.data if isinstance(result.data, dict) else {}
    steps = data.get("steps", {})
    steps = {game: step for game, step in steps.items()
             if isinstance(game, str) and isinstance(step, int) and not isinstance(step, bool) and step >= 0} \
        if isinstance(steps, dict) else {}
    tried = data.get("tried", [])
    tried = sorted({game for game in tried if isinstance(game, str)}) if isinstance(tried, list) else []
    finished = data.get("finished", [])
    finished = sorted({game for game in finished if isinstance(game, str)}) if isinstance(finished, list) else []
    return {"steps": steps, "tried": tried, "finished": finished}


def _write(data: dict[str, Any], what: str) -> str:
    try:
        storage.write_json(path(), data)
    except OSError as exc:
        return storage.write_problem(exc, what)
    return ""


def saved_step(game: str) -> int:
    """The step the player left ``game``'s guided game at (0: not started, or finished)."""
    steps: dict[str, int] = _read()["steps"]
    return steps.get(game, 0)


def save_step(game: str, step: int) -> str:
    """Keep ``step`` as where ``game``'s guided game continues ("" when written, else why not)."""
    data = _read()
    if step > 0:
        data["steps"][game] = step
    else:
        data["steps"].pop(game, None)
    return _write(data, "the guided game's progress")


def tried(game: str) -> bool:
    """Whether the player has opened ``game``'s guided game (and so finished or left it when
    back on the menu): its card then offers the real game first."""
    return game in _read()["tried"]


def finished(game: str) -> bool:
    """Whether the player has reached ``game``'s guided game's finish at least once."""
    return game in _read()["finished"]


def mark(game: str, done: bool = False) -> str:
    """Remember that ``game``'s guided game was opened (``done``: and finished)."""
    data = _read()
    keys = ("tried", "finished") if done else ("tried",)
    if all(game in data[key] for key in keys):
        return ""
    for key in keys:
        data[key] = sorted({*data[key], game})
    return _write(data, "the guided game's progress")


__all__ = ["finished", "mark", "path", "save_step", "saved_step", "tried"]
