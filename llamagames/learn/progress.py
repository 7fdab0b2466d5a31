"""Where the player left each guided game: the step to continue from, in the data folder.

One small versioned JSON file (``learn.json``), written atomically by ``storage``; a damaged
file is set aside by ``storage.load_json`` and the guided games start from the beginning.
"""

from __future__ import annotations

from pathlib import Path

from .. import storage

FILE = "learn.json"


def path() -> Path:
    return storage.data_dir() / FILE


def _steps() -> dict[str, int]:
    result = storage.load_json(path(), what="guided games' progress")
    data = result.data or {}
    steps = data.get("steps", {})
    if not isinstance(steps, dict):
        return {}
    return {game: step for game, step in steps.items()
            if isinstance(game, str) and isinstance(step, int) and not isinstance(step, bool) and step >= 0}


def saved_step(game: str) -> int:
    """The step the player left ``game``'s guided game at (0: not started, or finished)."""
    return _steps().get(game, 0)


def save_step(game: str, step: int) -> str:
    """Keep ``step`` as where ``game``'s guided game continues ("" when written, else why not)."""
    steps = _steps()
    if step > 0:
        steps[game] = step
    else:
        steps.pop(game, None)
    try:
        storage.write_json(path(), {"steps": steps})
    except OSError as exc:
        return storage.write_problem(exc, "the guided game's progress")
    return ""


__all__ = ["path", "save_step", "saved_step"]
