"""Pictures of the Llamas & Alpacas table for reviews:
``python -m llamagames.ui.games.alpacas.shots OUT_DIR [players]``.

Early (starting card), mid-drag with the costs shown, a refused drag with its reason, a
scoring line (caught while it glows), late game, and the results, at 1280x800, 1920x1080 and
960x600. The human plays a plain policy through the table's own actions; bots think in-process.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import pygame

from .... import storage
from ....bot_worker import InlineBotWorker
from ....match import Match
from ....rules.alpacas import PlaceStart
from ....seats import SeatConfig
from ...app import App
from ...scenes.results import ResultsScene
from ...table.scene import TableScene
from .layout import layout_of
from .stage import stage_of
from .table import TABLE

FRAME = 1 / 60
SIZES = ((1280, 800), (1920, 1080), (960, 600))


def mouse(kind: int, pos: tuple[float, float]) -> pygame.event.Event:
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": 1})


def run(app: App, frames: int = 1, events: list[Any] | None = None) -> None:
    app.frame(FRAME, events=events or [])
    for _ in range(frames - 1):
        app.frame(FRAME, events=[])


def best_move(table: TableScene) -> Any:
    """A plain policy: the first legal action that scores most, else the first one."""
    legal = table.match.legal_actions()
    game = table.match.game
    best, best_points = legal[0], -1
    for action in legal[:400]:
        state = game.apply(table.match.state, action)
        points = state.scores[table.viewer] - table.match.state.scores[table.viewer]
        if points > best_points:
            best, best_points = action, points
    return best


def until_my_turn(app: App, table: TableScene, limit: int = 3000) -> None:
    for _ in range(limit):
        if table.my_turn() and not table.animator.busy:
            return
        if table.match.is_over():
            return
        run(app)


def save_shots(folder: str, size: tuple[int, int], players: int = 3, seed: int = 11) -> list[Path]:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    tag = f"{size[0]}x{size[1]}_{players}p"
    saved: list[Path] = []

    def shot(name: str) -> None:
        path = out / f"{name}_{tag}.png"
        app.screenshot(str(path))
        saved.append(path)

    app = App(size, settings=storage.Settings(animation_speed="normal"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "normal") for name in ("Rosa", "Tupac", "Inti")[:players - 1]]
    match = Match("alpacas", seats, seed, bot_delay=0.0, worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    until_my_turn(app, table)
    shot("1_start")
    table.moves.try_action(PlaceStart(4))
    for _ in range(4):
        until_my_turn(app, table)
        table.moves.try_action(best_move(table))
    until_my_turn(app, table)
    run(app, 40)
    # A drag in progress: a later row card over an empty space (costs shown).
    view = stage_of(table).view
    empty = [c for c in range(9) if view.boards[table.viewer][c] is None]
    index = min(3, len(view.row) - 1)
    sprite = stage_of(table).sprites[view.row[index]]
    target = layout_of(table).rects.cells[empty[0]].center
    run(app, 1, [mouse(pygame.MOUSEMOTION, sprite.pos), mouse(pygame.MOUSEBUTTONDOWN, sprite.pos)])
    for k in range(1, 7):
        t = k / 6
        run(app, 1, [mouse(pygame.MOUSEMOTION, (sprite.pos[0] + (target[0] - sprite.pos[0]) * t,
                                                 sprite.pos[1] + (target[1] - sprite.pos[1]) * t))])
    shot("2_drag_costs")
    # Over an occupied space: refused, with the reason.
    full = [c for c in range(9) if view.boards[table.viewer][c] is not None]
    if full:
        run(app, 2, [mouse(pygame.MOUSEMOTION, layout_of(table).rects.cells[full[0]].center)])
        shot("3_drag_refused")
    run(app, 1, [mouse(pygame.MOUSEBUTTONUP, (20, size[1] // 2))])
    run(app, 30)
    # Play on until a line of ours scores; catch it while its cards are lit and its tag says why.
    caught = last = False
    for _ in range(80):
        until_my_turn(app, table)
        if table.match.is_over():
            break
        if stage_of(table).view.end_triggered and not last:
            run(app, 10)
            shot("5_last_round")
            last = True
        if caught and last:
            break
        action = best_move(table)
        before = table.match.state.scores[table.viewer]
        after = table.match.game.apply(table.match.state, action).scores[table.viewer]
        table.moves.try_action(action)
        if after > before and not caught:
            run(app, 32)
            shot("4_scoring")
            caught = True
    app.settings.animation_speed = "instant"
    for _ in range(20000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        top = app.scenes.top
        if isinstance(top, TableScene) and top.design is TABLE and top.my_turn():
            top.moves.try_action(best_move(top))
        run(app)
    run(app, 3)
    shot("6_results")
    app.scenes.clear()
    return saved


def main(argv: list[str]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault(storage.HOME_ENV, tempfile.mkdtemp(prefix="alpacas-shots-"))
    folder = argv[0] if argv else "shots"
    players = int(argv[1]) if len(argv) > 1 else 3
    sizes = SIZES if len(argv) < 3 else tuple(tuple(int(v) for v in a.split("x")) for a in argv[2:])
    for size in sizes:
        for path in save_shots(folder, size, players):  # type: ignore[arg-type]
            print(path)


if __name__ == "__main__":
    main(sys.argv[1:])
