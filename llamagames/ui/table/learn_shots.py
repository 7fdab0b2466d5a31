"""Pictures of learning at the table: a first-game tip and a Hint at each of the four tables,
and the How-to-play pages (``python -m llamagames.ui.table.learn_shots DIR``).

Scenes are reached as a player reaches them: a new match with one human and bots, bots
thinking in-process, the Hint asked with the H key.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import pygame

from ... import storage
from ...bot_worker import InlineBotWorker
from ...catalogue import games as catalogue_games
from ...catalogue import load
from ...seats import SeatConfig
from ..session import start_match

FRAME = 1 / 60


def key(code: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": unicode, "scancode": 0})


def _app(size: tuple[int, int]) -> Any:
    from ..app import App

    return App(size, settings=storage.Settings(animation_speed="instant"), persist_settings=False,
               bot_worker=InlineBotWorker, bot_delay=0.0)


def wait_for_turn(app: Any, table: Any, frames: int = 600) -> bool:
    """Run frames until the human may move (bots play in between)."""
    for _ in range(frames):
        if table.my_turn() and not table.animator.busy:
            return True
        app.frame(FRAME)
    return table.my_turn()


def table_shots(folder: Path, size: tuple[int, int], game: str, seed: int = 3, players: int = 3) -> list[Path]:
    """A tip, then a hint, at ``game``'s table, saved as PNGs in ``folder``."""
    from ..scenes.rules import RulesScene

    app = _app(size)
    seats = [SeatConfig("human", "Ana")] + [SeatConfig("bot", f"Bot {i}", "normal") for i in range(1, players)]
    match = start_match(app, game, seats, seed=seed)
    table_cls = load(next(e.table for e in catalogue_games() if e.name == game) or "")
    table = table_cls(app, match)
    app.scenes.push(table)
    app.frame(FRAME)
    out = []
    wait_for_turn(app, table)
    app.frame(FRAME)
    tag = f"{game}_{size[0]}x{size[1]}"
    out.append(folder / f"{tag}_tip.png")
    app.screenshot(str(out[-1]))
    app.frame(FRAME, [key(pygame.K_h, "h")])
    app.frame(FRAME)
    out.append(folder / f"{tag}_hint.png")
    app.screenshot(str(out[-1]))
    app.scenes.push(RulesScene(app, game))
    app.frame(FRAME)
    out.append(folder / f"{tag}_rules.png")
    app.screenshot(str(out[-1]))
    app.scenes.clear()
    return out


def main(argv: list[str]) -> None:
    folder = Path(argv[0] if argv else "/tmp/learn")
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault(storage.HOME_ENV, tempfile.mkdtemp(prefix="learn-shots-"))
    games = argv[1].split(",") if len(argv) > 1 else [e.name for e in catalogue_games() if e.table]
    sizes = [(1280, 800), (960, 600), (1920, 1080)]
    if len(argv) > 2:
        sizes = [(int(s.split("x")[0]), int(s.split("x")[1])) for s in argv[2].split(",")]
    for size in sizes:
        for game in games:
            for path in table_shots(folder, size, game):
                print(path)


if __name__ == "__main__":
    main(sys.argv[1:])
