"""Pictures of placing a tile, to look at as a player would (issue 26).

``python -m llamagames.ui.games.llamaland.feel_shots OUTDIR [--language=ja]`` saves, at
1280x800: a tile held over the estate, then turned and flipped under the same pointer; a
ghost landing on each level 1 to 6 in the tilted view (on a built-up estate); the hint with
a tile in hand; keyboard placement; the camera after an extension far out, and panned.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from .... import i18n
from ....rules.llamaland import LLAMALAND, LlamalandState, TakeStack
from ....rules.llamaland.components import SHAPE_ORDER
from ....rules.llamaland.estate import Estate, orientation, orientations
from ...table.scene import TableScene
from .layout import layout_of
from .pivot import held_square
from .shots import FRAME, mouse, new_app, open_table, settle
from .stage import stage_of

KEY = {"mod": 0, "unicode": "", "scancode": 0}


def press(app: Any, key: int, mod: int = 0) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {**KEY, "key": key, "mod": mod})])


def tower(estate: Estate, top: int) -> Estate:
    """The estate built up level by level to ``top`` (tiles of other shapes, some on foundations)."""
    for level in range(2, top + 1):
        for tile in range(0, 60):
            places = [p for p in estate.placements(orientations(tile), 2) if p.level == level]
            if places:
                p = places[len(places) // 2]
                estate, _, _ = estate.with_tile(orientation(tile, p.face, p.rot), p.x, p.y, p.level)
                break
    return estate


def hold(app: Any, table: TableScene, shape: str) -> None:
    start = layout_of(table).lay.stacks[SHAPE_ORDER.index(shape)].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, stage_of(table).views[0].rect.center)])


def aim(app: Any, table: TableScene, place: Any) -> tuple[int, int]:
    """Turn the tile in hand as ``place`` needs and move the pointer onto its held square."""
    stage = stage_of(table)
    drag = stage.drag
    assert drag is not None
    drag.face, drag.rot = place.face, place.rot
    cell = held_square((place.x, place.y), drag.shape, place.face, place.rot, drag.held)
    x, y = stage.views[0].projection.centre(cell, place.level)
    pos = (round(x), round(y))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos)])
    return pos


def draw_pointer(pos: tuple[int, int]) -> None:
    """A small arrow where the pointer is (headless screenshots have none)."""
    screen = pygame.display.get_surface()
    assert screen is not None
    x, y = pos
    arrow = [(x, y), (x, y + 18), (x + 5, y + 14), (x + 9, y + 22), (x + 12, y + 20), (x + 8, y + 12), (x + 14, y + 12)]
    pygame.draw.polygon(screen, (255, 255, 255), arrow)
    pygame.draw.polygon(screen, (0, 0, 0), arrow, 1)


def pictures(outdir: Path, seed: int = 7, language: str = "en") -> list[Path]:
    i18n.set_language(language)
    saved: list[Path] = []

    def save(app: Any, name: str, pointer: tuple[int, int] | None = None) -> None:
        if pointer is not None:
            draw_pointer(pointer)
        path = outdir / f"llamaland-feel-{name}-{language}.png"
        screen = pygame.display.get_surface()
        assert screen is not None
        pygame.image.save(screen, str(path))
        saved.append(path)

    app = new_app((1280, 800))
    i18n.set_language(language)
    table = open_table(app, seed)
    stage = stage_of(table)
    # 1. a tile held over the board, turned and flipped under the same pointer
    hold(app, table, "P")
    board = sorted(stage.st.players[0].estate.tops)
    x, y = stage.views[0].projection.centre((board[0][0] + 1, board[0][1] + 1), 2)
    pointer = (round(x), round(y))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    settle(app, 6)
    save(app, "held", pointer)
    press(app, pygame.K_r)
    settle(app, 30)
    save(app, "turned", pointer)
    press(app, pygame.K_f)
    settle(app, 30)
    save(app, "flipped", pointer)
    # 2. the hint with the tile in hand
    table.coach.ask()
    settle(app, 6)
    save(app, "hint-in-hand", pointer)
    press(app, pygame.K_ESCAPE)
    # 3. keyboard placement
    press(app, pygame.K_1)  # the keys' placement: on your estate, from a legal spot
    settle(app, 6)
    save(app, "keyboard-best")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    settle(app, 6)
    save(app, "keyboard-third")
    press(app, pygame.K_ESCAPE)
    app.scenes.clear()

    # 4. a ghost at every level: on an estate built up to the level below it
    for level in range(1, 7):
        app = new_app((1280, 800))
        i18n.set_language(language)
        table = open_table(app, seed)
        stage = stage_of(table)
        state = table.match.state
        built = tower(state.players[0].estate, max(1, min(level - 1, 5)))
        player = replace(state.players[0], estate=built)
        table.match.history[-1] = replace(state, players=(player, *state.players[1:]))
        table.parts.stage.sync(animate=False)
        settle(app, 4)
        for shape in SHAPE_ORDER:
            preview = stage.preview_state(shape)
            places = [] if preview is None else [p for p in LLAMALAND.placements(preview) if p.level == level]
            if places and preview is not None:
                hold(app, table, shape)
                centre = stage.views[0].rect.center

                def cost(p: Any, preview: LlamalandState = preview, built: Any = built, stage: Any = stage,
                         centre: tuple[int, int] = centre) -> tuple[int, float]:
                    o = orientation(preview.turn.tile, p.face, p.rot)
                    laid = sum(max(0, p.level - 1 - built.level(c)) for c in o.at(p.x, p.y))
                    sx, sy = stage.views[0].projection.centre(o.at(p.x, p.y)[0], p.level)
                    return laid, abs(sx - centre[0]) + abs(sy - centre[1])

                pointer = aim(app, table, min(places, key=cost))
                settle(app, 30)
                save(app, f"level-{level}", pointer)
                break
        app.scenes.clear()

    # 5. the camera after an extension far out, then panned up under the panel's title
    app = new_app((1280, 800))
    i18n.set_language(language)
    table = open_table(app, seed)
    stage = stage_of(table)
    for _ in range(3):
        preview = LLAMALAND.apply(table.match.state, TakeStack("L"))
        far = max(LLAMALAND.placements(preview), key=lambda p: (p.level == 1, -p.x - p.y))
        table.moves.try_action(TakeStack("L"))
        table.moves.try_action(far)
        while table.match.legal_actions() and table.my_turn():
            legal = table.match.legal_actions()
            table.moves.try_action(next((a for a in legal if type(a).__name__ in ("Skip", "EndTurn")), legal[0]))
        for _ in range(400):
            app.frame(FRAME, [])
            if table.my_turn():
                break
    settle(app, 20)
    save(app, "after-extensions")
    view = stage.views[0]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, view.rect.center)])
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, view.rect.center, button=1)])
    for step in range(1, 9):
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (view.rect.centerx, view.rect.centery - 40 * step))])
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, (view.rect.centerx, view.rect.centery - 320))])
    settle(app, 4)
    save(app, "panned-up")
    app.scenes.clear()
    i18n.set_language("en")
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    pygame.init()
    args.outdir.mkdir(parents=True, exist_ok=True)
    for path in pictures(args.outdir, args.seed, args.language):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
