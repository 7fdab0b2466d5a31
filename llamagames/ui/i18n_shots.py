"""Pictures of every scene in Japanese, to look at (``python -m llamagames.ui.i18n_shots DIR``).

It reuses the screenshot walks of the collection and of each table (menu, setup, settings,
how to play, each table mid-game with a drag, each round summary, the results, the pause
menu and the hot-seat cover), with every App they open switched to Japanese.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .. import catalogue, i18n, storage
from .app import App, use_headless_drivers

SIZES = ((1280, 800), (1024, 640))


@contextmanager
def japanese() -> Iterator[None]:
    """Every App opened inside shows Japanese, whatever its settings say."""
    original = App.apply_language

    def apply(self: App) -> None:
        self.settings.language = "ja"
        original(self)

    App.apply_language = apply  # type: ignore[method-assign]
    try:
        yield
    finally:
        App.apply_language = original  # type: ignore[method-assign]
        i18n.set_language("en")


def _walks() -> dict[str, Callable[[Path, tuple[int, int]], Any]]:
    """Each game's own walk (its catalogue entry's ``shots``), then the scenes they miss."""
    walks: dict[str, Callable[[Path, tuple[int, int]], Any]] = {
        game.name: catalogue.load(game.shots) for game in catalogue.games() if game.shots}
    walks["extra"] = extra_scenes
    return walks


def extra_scenes(out: Path, size: tuple[int, int]) -> list[Path]:
    """The scenes the other walks do not reach: the other games' how-to-play pages, saves,
    pause, replay, statistics, the last game (Llamaland: long enough to save mid-game) with
    its summary, and the games between mid-game."""
    import pygame

    from .. import storage
    from ..bot_worker import InlineBotWorker
    from ..i18n import t
    from ..replay import ReplayMatch
    from ..save_files import SaveEntry
    from ..seats import SeatConfig
    from .scenes.rules import RulesScene
    from .scenes.saves import SavedGamesScene, UnfinishedGameScene, unfinished_game
    from .scenes.stats import StatsScene
    from .screenshots import run
    from .session import start_match
    from .table.ending import EndingConfirm
    from .table.pause import PauseScene
    from .table.scene import TableScene

    tag = f"{size[0]}x{size[1]}"
    saved: list[Path] = []
    app = App(size, settings=storage.Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)

    def shot(name: str) -> None:
        path = out / f"{name}_{tag}.png"
        app.screenshot(str(path))
        saved.append(path)

    from .scenes.menu import MenuScene
    app.start(MenuScene(app))
    run(app, 2)
    names = [game.name for game in catalogue.games()]
    for game in names[1:]:
        app.scenes.push(RulesScene(app, game))
        run(app, 2)
        shot(f"rules_{game}")
        app.scenes.pop()
    seats = [SeatConfig("human", "あなた"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    last = names[-1]
    match = start_match(app, last, seats, seed=5)
    table = app.open_table(match)
    assert isinstance(table, TableScene), table
    app.scenes.push(table)
    run(app, 2)
    shot(f"{last}_start")
    app.scenes.push(PauseScene(app, last, match))
    run(app, 2)
    shot("pause")
    app.scenes.pop()
    human_moves = 0
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, EndingConfirm):  # "End your turn?": yes
            top.answer(True)
            run(app)
            continue
        if top is not table:  # its summary, or the results
            break
        if top is table and top.my_turn():
            legal = top.legal()
            if legal:
                top.moves.try_action(legal[-1] if human_moves % 3 else legal[0])
                human_moves += 1
                if human_moves == 30:
                    run(app, 2)
                    shot(f"{last}_mid")
                    match.save_as("i18n")
                    app.scenes.push(SavedGamesScene(app))
                    run(app, 2)
                    shot("saves")
                    entry = unfinished_game()
                    if isinstance(entry, SaveEntry):
                        app.scenes.push(UnfinishedGameScene(app, entry, lambda: "", t("start a new game")))
                        run(app, 2)
                        shot("unfinished_question")
                        app.scenes.pop()
                    app.scenes.pop()
                    replay = ReplayMatch.watch(match.save_as("i18n-replay"))
                    if not isinstance(replay, str):
                        viewer = app.open_table(replay)
                        if not isinstance(viewer, str):
                            app.scenes.push(viewer)
                            run(app, 3)
                            shot("replay")
                            app.scenes.pop()
        run(app)
    run(app, 2)
    shot(f"{last}_summary")
    app.scenes.pop_to_root()
    app.scenes.push(StatsScene(app, last))
    run(app, 2)
    shot("statistics")
    app.scenes.pop_to_root()
    for game in names[1:-1]:  # the first game's walk shows it mid-round, the last is above
        mid_game(app, game, shot)
    app.scenes.clear()
    del pygame
    return saved


def mid_game(app: App, game: str, shot: Callable[[str], None], moves: int = 12) -> None:
    """A table after ``moves`` of the human's own moves (the first legal one each time)."""
    from ..seats import SeatConfig
    from .scenes.results import ResultsScene
    from .screenshots import run
    from .session import start_match
    from .table.scene import TableScene

    seats = [SeatConfig("human", "あなた"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = start_match(app, game, seats, seed=8)
    table = app.open_table(match)
    assert not isinstance(table, str)
    app.scenes.push(table)
    made = 0
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ResultsScene) or made >= moves:
            break
        if isinstance(top, TableScene) and top.my_turn() and not top.animator.busy:
            legal = top.legal()
            if legal:
                top.moves.try_action(legal[made % len(legal)])
                made += 1
        elif top is not table and not isinstance(top, TableScene):
            app.scenes.pop()  # a round summary or a tip: go on
        run(app)
    run(app, 3)
    shot(f"{game}_mid")
    app.scenes.pop_to_root()


def main(argv: list[str]) -> int:
    use_headless_drivers()
    if not os.environ.get(storage.HOME_ENV):
        # The pictured games autosave and count statistics: keep them out of the player's folder.
        os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="llamagames-i18n-shots-")
    out = Path(argv[0] if argv else "/tmp/i18n")
    out.mkdir(parents=True, exist_ok=True)
    only = set(argv[1:])
    with japanese():
        for size in SIZES:
            for name, walk in _walks().items():
                if only and name not in only:
                    continue
                walk(out, size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
