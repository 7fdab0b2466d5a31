"""Pictures of the Llamaland table for review, and its frame times with four bots.

``python -m llamagames.ui.games.llamaland.shots OUTDIR`` saves, at 1280x800, 1920x1080 and
960x600: an early and a late table (you and three bots), a tile dragged over your estate
with a green ghost and with a red one saying why, the score pad and the results.
``--whole-game [--language=ja]`` saves only one 2-player game played to the results.
``--measure`` plays a 4-bot game at 1920x1080 at the normal pace and prints the frame times
(wall and CPU, p50/p99) and the table's first frame.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from .... import storage
from ....bot_worker import InlineBotWorker
from ....bots import make
from ....match import Match
from ....rules.llamaland import LLAMALAND, START
from ....seats import SeatConfig
from ...app import App
from ...scenes.results import ResultsScene
from ...table.scene import TableScene
from .layout import layout_of
from .stage import stage_of
from .summary import ScorePadScene
from .table import TABLE

FRAME = 1 / 60
SIZES = ((1280, 800), (1920, 1080), (960, 600))
NAMES = ("You", "Ana", "Bruno", "Chaska")


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": button})


def new_app(size: tuple[int, int], speed: str = "instant", language: str = "en") -> App:
    return App(size, settings=storage.Settings(animation_speed=speed, language=language), persist_settings=False,
               bot_worker=InlineBotWorker, bot_delay=0.0)


def open_table(app: App, seed: int, humans: int = 1, level: str = "normal", position: str = "",
               players: int = 4) -> TableScene:
    """A table of ``players`` dealt from ``seed``, or set up at ``position`` (the game's state text)."""
    names = NAMES if humans else ("Inti",) + NAMES[1:]
    seats = [SeatConfig("human" if i < humans else "bot", names[i], level) for i in range(players)]
    if position:
        match = Match.from_position("llamaland", seats, position, seed, {"first_player": 1}, bot_delay=0.0,
                                    worker=InlineBotWorker(), autosave=False)
    else:
        match = Match("llamaland", seats, seed, {"first_player": 1}, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def play_until(app: App, table: TableScene, done: Any, bot: Any, limit: int = 20000) -> None:
    """Frames (the human's decisions by ``bot``) until ``done(table)`` holds at the human's turn start."""
    for _ in range(limit):
        top = app.scenes.top
        if top is table and table.my_turn():
            if table.view.observation().state.turn.phase == START and done(table):
                return
            obs = table.match.observation(table.viewer)
            table.moves.try_action(bot.choose(obs, table.match.legal_actions()))
        if isinstance(top, (ScorePadScene, ResultsScene)):
            return
        app.frame(FRAME, [])
    raise RuntimeError(f"the position was not reached ({type(app.scenes.top).__name__} on top, "
                       f"{len(table.match.record.actions)} moves)")


def settle(app: App, frames: int = 40) -> None:
    for _ in range(frames):
        app.frame(FRAME, [])


def show_drag(app: App, table: TableScene, legal: bool) -> None:
    """Press on a stack and move over your estate until the ghost is green (or red)."""
    shape = next(s for s in "TXZLP" if stage_of(table).can_place(s))
    start = layout_of(table).lay.stacks["TXZLP".index(shape)].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    view = stage_of(table).views[table.viewer]
    r = view.rect
    for fy in (0.45, 0.3, 0.6, 0.2, 0.75):
        for fx in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8):
            pos = (r.x + round(r.w * fx), r.y + round(r.h * fy))
            app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos)])
            drag = stage_of(table).drag
            if drag is not None and drag.action is not None and (drag.reason is None) == legal:
                if not legal or drag.level > 1 or fy > 0.7:
                    settle(app, 8)
                    return


def end_drag(app: App, table: TableScene) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "",
                                                          "scancode": 0})])
    stage_of(table).press = None


def extra_views(app: App, table: TableScene, save: Any) -> None:
    """An opponent's estate enlarged, the view from above, the keyboard ghost."""
    panel = table.panel_rect(layout_of(table).opponents()[1])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, panel.center)])
    settle(app, 30)
    save(app, "enlarged")
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, layout_of(table).lay.estate.center)])
    key = {"mod": 0, "unicode": "", "scancode": 0}
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_v, **key})])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_1 + next(
        i for i, s in enumerate("TXZLP") if stage_of(table).can_place(s)), **key})])  # the keys' placement
    settle(app, 5)
    save(app, "topdown-keyboard")
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, **key})])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_v, **key})])


def flight(outdir: Path, seed: int) -> Path:
    """A bot's tile in the air at the normal pace (1920x1080)."""
    app = new_app((1920, 1080), speed="normal")
    table = open_table(app, seed, humans=0)
    for _ in range(5000):
        app.frame(FRAME, [])
        if any(f.scale > 1.2 and not f.done for f in stage_of(table).flyers) and table.view.observation().state.turns_taken > 8:
            break
    path = outdir / "llamaland-table-flight-1920x1080.png"
    screen = pygame.display.get_surface()
    assert screen is not None
    pygame.image.save(screen, str(path))
    app.scenes.clear()
    return path


def screenshots(outdir: Path, seed: int) -> list[Path]:
    saved: list[Path] = []

    def save(app: App, name: str) -> None:
        path = outdir / f"llamaland-table-{name}-{app.size[0]}x{app.size[1]}.png"
        screen = pygame.display.get_surface()
        assert screen is not None
        pygame.image.save(screen, str(path))
        saved.append(path)

    for size in SIZES:
        app = new_app(size)
        table = open_table(app, seed)
        bot = make("llamaland", "normal", seed)
        play_until(app, table, lambda t: t.view.observation().state.players[0].estate.tile_count() >= 3, bot)
        settle(app)
        save(app, "early")
        show_drag(app, table, legal=True)
        save(app, "drag-legal")
        end_drag(app, table)
        show_drag(app, table, legal=False)
        save(app, "drag-refused")
        end_drag(app, table)
        play_until(app, table, lambda t: t.view.observation().state.tiles_left <= 12, bot)
        settle(app)
        save(app, "late")
        if size == SIZES[0]:
            extra_views(app, table, save)
        play_until(app, table, lambda t: False, bot)
        settle(app, 10)
        if isinstance(app.scenes.top, ScorePadScene):
            save(app, "scorepad")
        for _ in range(2000):
            if isinstance(app.scenes.top, ResultsScene):
                break
            if isinstance(app.scenes.top, ScorePadScene):
                app.scenes.top.request = None
                app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0,
                                                                      "unicode": "", "scancode": 0})])
            else:
                app.frame(FRAME, [])
        settle(app, 5)
        save(app, "results")
        app.scenes.clear()
    return saved


def whole_game(outdir: Path, seed: int, language: str = "en") -> list[Path]:
    """A 2-player game (you and a bot) at 1280x800 from the first turn to the results: the
    first turns, the late estate, a rival's estate on hover, the score pad, the results and
    the final table behind them."""
    from .... import i18n

    saved: list[Path] = []
    app = new_app((1280, 800), language=language)  # the app's fonts follow its language

    def save(name: str) -> None:
        path = outdir / f"llamaland-game-{name}-{language}.png"
        screen = pygame.display.get_surface()
        assert screen is not None
        pygame.image.save(screen, str(path))
        saved.append(path)

    table = open_table(app, seed, players=2)
    bot = make("llamaland", "normal", seed)
    for turn in (2, 4):
        play_until(app, table, lambda t, n=turn: t.view.observation().state.players[0].estate.tile_count() >= n, bot)
        settle(app)
        save(f"turn{turn}")
    play_until(app, table, lambda t: t.view.observation().state.players[0].estate.tile_count() >= 12, bot)
    settle(app)
    save("late")
    rival = layout_of(table).lay.opponents[0]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, rival.center)])
    settle(app, 60)  # hovered a moment: the rival's estate shows large
    save("rival")
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (5, 400))])
    play_until(app, table, lambda t: False, bot)
    settle(app, 10)
    if isinstance(app.scenes.top, ScorePadScene):
        save("scorepad")
    for _ in range(3000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if isinstance(app.scenes.top, ScorePadScene):
            app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "",
                                                                  "scancode": 0})])
        else:
            app.frame(FRAME, [])
    settle(app, 30)
    save("results")
    top = app.scenes.top
    if isinstance(top, ResultsScene):
        top.show_table(True)
        settle(app, 5)
        save("results-table")
    app.scenes.clear()
    i18n.set_language("en")
    return saved


def _pct(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered) * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000


def measure(seed: int, level: str = "normal") -> dict[str, float]:
    """A 4-bot game at 1920x1080 at the normal animation pace: per-frame update+draw times."""
    app = new_app((1920, 1080), speed="normal")
    seats = [SeatConfig("bot", NAMES[i], level) for i in range(4)]
    match = Match("llamaland", seats, seed, {}, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    for make_image in TABLE.prewarm((1920, 1080)):  # what the menu renders while it idles
        make_image()
    c0, t0 = time.thread_time(), time.perf_counter()
    table = TABLE(app, match)
    app.scenes.push(table)
    screen = pygame.display.get_surface()
    assert screen is not None
    table.draw(screen)
    first, first_cpu = time.perf_counter() - t0, time.thread_time() - c0
    wall: list[float] = []
    cpu: list[float] = []
    bot_frames = 0
    while not isinstance(app.scenes.top, ResultsScene) and len(wall) < 60000:
        before_moves = len(match.record.actions)
        c, t = time.thread_time(), time.perf_counter()
        app.frame(FRAME, [])
        w, u = time.perf_counter() - t, time.thread_time() - c
        if len(match.record.actions) != before_moves:
            bot_frames += 1  # a bot decided in this frame (in-process here): not the table's cost
            continue
        wall.append(w)
        cpu.append(u)
    p50, p99 = _pct(wall)
    c50, c99 = _pct(cpu)
    llamas = sum(len(p.estate.llamas()) for p in match.seat_view(0).observation().state.players)
    return {"first_ms": first * 1000, "first_cpu_ms": first_cpu * 1000, "frames": len(wall), "p50": p50, "p99": p99, "cpu50": c50, "cpu99": c99,
            "llamas": llamas, "bot_frames": bot_frames, "max": max(wall) * 1000}


def measure_crowded(seed: int, frames: int = 600) -> dict[str, float]:
    """Four crowded late estates (9 llamas each) at 1920x1080, while the human looks at the
    table (llamas breathing, blinking, chewing) and while a tile is dragged over the estate."""
    from dataclasses import replace

    from .preview import crowd, play

    _, late = play(seed)
    late = replace(late, over=False, turn=replace(late.turn, seat=0, phase=START))
    players = tuple(replace(p, estate=crowd(p.estate, 9)) for p in late.players)
    app = new_app((1920, 1080), speed="normal")
    table = open_table(app, seed, position=LLAMALAND.state_to_text(replace(late, players=players)))
    for _ in range(30):
        app.frame(FRAME, [])
    shape = next(sh for sh in "TXZLP" if stage_of(table).can_place(sh))
    results: dict[str, float] = {"llamas": sum(len(p.estate.llamas()) for p in players)}
    for phase in ("idle", "drag"):
        wall: list[float] = []
        cpu: list[float] = []
        if phase == "drag":
            stage_of(table).start_drag(shape, stage_of(table).views[0].rect.center)
        r = stage_of(table).views[0].rect
        for i in range(frames):
            events = []
            if phase == "drag":
                pos = (r.x + (i * 7) % r.w, r.y + r.h // 2 + ((i // 40) % 5 - 2) * r.h // 6)
                events = [mouse(pygame.MOUSEMOTION, pos)]
            c, t = time.thread_time(), time.perf_counter()
            app.frame(FRAME, events)
            wall.append(time.perf_counter() - t)
            cpu.append(time.thread_time() - c)
        results[f"{phase}_p50"], results[f"{phase}_p99"] = _pct(wall)
        results[f"{phase}_cpu50"], results[f"{phase}_cpu99"] = _pct(cpu)
    app.scenes.clear()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--measure", action="store_true")
    parser.add_argument("--no-shots", action="store_true")
    parser.add_argument("--whole-game", action="store_true", help="only the pictures of one 2-player game")
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    pygame.init()
    args.outdir.mkdir(parents=True, exist_ok=True)
    if args.whole_game:
        for path in whole_game(args.outdir, args.seed, args.language):
            print(path)
        return 0
    if not args.no_shots:
        for path in screenshots(args.outdir, args.seed):
            print(path)
        print(flight(args.outdir, args.seed))
    if args.measure:
        f = measure(args.seed)
        print(f"Llamaland table, 4 bots, 1920x1080, normal pace: {f['frames']:.0f} frames, {f['llamas']:.0f} llamas at the end\n"
              f"  frame wall p50 {f['p50']:.2f} ms  p99 {f['p99']:.2f} ms  max {f['max']:.1f} ms"
              f"  (CPU p50 {f['cpu50']:.2f} ms  p99 {f['cpu99']:.2f} ms)\n"
              f"  first frame of the table (menu prewarm done) {f['first_ms']:.1f} ms (CPU {f['first_cpu_ms']:.1f} ms);"
              f" {f['bot_frames']:.0f} frames where an in-process bot decided were left out")
        c = measure_crowded(args.seed)
        print(f"Crowded late table, 1920x1080, {c['llamas']:.0f} llamas, 600 frames each:\n"
              f"  idle  wall p50 {c['idle_p50']:.2f} ms  p99 {c['idle_p99']:.2f} ms"
              f"  (CPU p50 {c['idle_cpu50']:.2f} ms  p99 {c['idle_cpu99']:.2f} ms)\n"
              f"  drag  wall p50 {c['drag_p50']:.2f} ms  p99 {c['drag_p99']:.2f} ms"
              f"  (CPU p50 {c['drag_cpu50']:.2f} ms  p99 {c['drag_cpu99']:.2f} ms)")
        print(f"  load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
