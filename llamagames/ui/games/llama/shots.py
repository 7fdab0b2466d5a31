"""L.L.A.M.A.'s pictures for reviews (its catalogue entry's ``shots``, taken by ``python -m
llamagames --screenshot DIR``): the menu, setup, settings and how-to-play pages, a table
mid-round (hover, drag), the round summary, the results, the chip return and the cover.

Scenes are reached the way a player reaches them: real mouse events for hovering and
dragging, the table's own actions for moves. Bots think in-process and animations are set
to instant so the pictures are deterministic for a seed.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pygame

from .... import storage
from ....bot_worker import InlineBotWorker
from ....rules.llama import DRAW, QUIT, PlayCard, ReturnChip
from ....seats import SeatConfig
from ...app import App
from ...scenes.menu import MenuScene
from ...scenes.results import ResultsScene
from ...scenes.rules import RulesScene
from ...scenes.settings import SettingsScene
from ...scenes.setup import SetupScene
from ...screenshots import mouse, press, run
from ...session import start_match
from ...table.cover import HotSeatCover
from ...table.ending import EndingConfirm
from ...table.scene import TableScene
from .layout import rects_of
from .stage import stage_of
from .summary import RoundSummaryScene
from .table import TABLE as LLAMA_TABLE


def human_move(table: TableScene) -> None:
    """A plain policy for the human seat: play the first playable card, else draw, else quit."""
    legal = table.match.legal_actions()
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if plays:
        table.moves.try_action(plays[0])
    elif DRAW in legal:
        table.moves.try_action(DRAW)
    else:
        table.moves.try_action(QUIT)


def advance(app: App, until: type, limit: int = 20000, when: Any = None) -> Any:
    """Run the app, making the human's moves, until a scene of type ``until`` is on top
    (and ``when(scene)`` holds, if given)."""
    for _ in range(limit):
        top = app.scenes.top
        if isinstance(top, until) and (when is None or when(top)):
            return top
        if isinstance(top, HotSeatCover):
            run(app, events=[mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), mouse(pygame.MOUSEBUTTONUP, (10, 10))])
            continue
        if isinstance(top, EndingConfirm):  # quitting ends the round (it cannot be undone): yes
            top.answer(True)
            run(app)
            continue
        if isinstance(top, TableScene) and top.game_name == "llama":
            if top.my_turn():
                human_move(top)
        elif isinstance(top, RoundSummaryScene):
            if top._human_decides():
                options = [a for a in top.match.legal_actions() if isinstance(a, ReturnChip)]
                top.choose(options[0])
            elif not top.deciding:
                run(app, events=[press(top.buttons["next"][0])])
                continue
        run(app)
    raise RuntimeError(f"never reached {until.__name__}")


def save(folder: str | os.PathLike[str], size: tuple[int, int] = (1280, 800), seed: int = 7) -> list[Path]:
    """Render menu, setup, settings, rules, a table mid-round (hover, drag), summary, results."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    if not os.environ.get(storage.HOME_ENV):
        # The pictured games autosave and count statistics: keep them out of the player's folder.
        os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="llamagames-shots-")
    tag = f"{size[0]}x{size[1]}"
    saved: list[Path] = []

    def shot(name: str) -> None:
        path = out / f"{name}_{tag}.png"
        app.screenshot(str(path))
        saved.append(path)

    settings = storage.Settings(animation_speed="instant")
    app = App(size, settings=settings, persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    menu = MenuScene(app)
    app.start(menu)
    run(app, 2)
    tile = next(iter(menu.tiles.values()))
    run(app, 2, [mouse(pygame.MOUSEMOTION, tile.center)])
    shot("1_menu")
    app.scenes.push(SetupScene(app, "llama"))
    run(app, 2)
    shot("2_setup")
    app.scenes.push(SettingsScene(app))
    run(app, 2)
    shot("3_settings")
    app.scenes.pop()
    app.scenes.push(RulesScene(app, "llama"))
    run(app, 2)
    shot("4_rules")
    app.scenes.pop_to_root()

    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "normal"),
             SeatConfig("bot", "Tina", "hard"), SeatConfig("bot", "Carlos", "normal")]
    match = start_match(app, "llama", seats, seed=seed)
    table = LLAMA_TABLE(app, match)
    app.scenes.push(table)
    run(app, 2)
    moves = 0
    while moves < 3 and not match.is_over():
        if table.my_turn():
            human_move(table)
            moves += 1
        run(app)
        if not (isinstance(app.scenes.top, TableScene) and app.scenes.top.game_name == "llama"):
            break
    for _ in range(600):
        if table.my_turn() and len(stage_of(table).fan.cards) >= 4:
            break
        if table.my_turn():
            table.moves.try_action(DRAW)
        run(app)
    app.settings.animation_speed = "normal"
    cards = stage_of(table).fan.cards
    hover = cards[len(cards) // 2]
    run(app, 1, [mouse(pygame.MOUSEMOTION, hover.rect().center)])
    shot("5_table_hover")
    dragged = cards[-1]
    start = dragged.rect().center
    target = rects_of(table).discard.center
    mid = ((start[0] + target[0]) / 2, (start[1] + target[1]) / 2 + 20)
    run(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] + 10, start[1] - 10)),
                 mouse(pygame.MOUSEMOTION, mid)])
    shot("6_table_drag")
    run(app, 1, [mouse(pygame.MOUSEMOTION, target)])
    shot("7_table_drag_over_pile")
    run(app, 1, [mouse(pygame.MOUSEBUTTONUP, target)])
    run(app, 8)
    shot("8_table_after_drop")
    app.settings.animation_speed = "instant"
    advance(app, RoundSummaryScene)
    run(app, 2)
    shot("9_round_summary")
    advance(app, ResultsScene)
    run(app, 30)
    shot("10_results")
    app.scenes.pop_to_root()

    for attempt in range(6):
        match = start_match(app, "llama", seats[:3], seed=seed + 10 + attempt)
        app.scenes.push(LLAMA_TABLE(app, match))
        try:
            advance(app, RoundSummaryScene, when=lambda scene: scene._human_decides())
        except RuntimeError:
            app.scenes.pop_to_root()
            continue
        run(app, 2)
        shot("9b_return_chip")
        app.scenes.pop_to_root()
        break

    hot = start_match(app, "llama", [SeatConfig("human", "Ana"), SeatConfig("human", "Ben"),
                                     SeatConfig("bot", "Paca", "normal")], seed=seed + 1)
    app.scenes.push(LLAMA_TABLE(app, hot))
    run(app, 2)
    shot("11_hotseat_cover")
    app.scenes.clear()
    return saved
