"""Table frame figures at 1920x1080, per table in the menu: the window's cost to a laptop.

- ``idle_cpu_pct``: the share of one core the app uses while a human thinks (the real frame
  loop with its frame-rate cap, headless), over a few seconds of wall time;
- ``bots_frame_p50_ms`` / ``bots_frame_p99_ms``: the time of one frame (events, update, draw)
  while four hard bots play in their worker process, animations at normal speed (and the same
  in CPU time of the app's process, ``bots_frame_cpu_*``, steadier on a busy machine);
- ``first_frame_ms``: opening the table and drawing its first frame, caches cold for its size.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

SIZE = (1920, 1080)


def _app(animation: str = "normal") -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("LLAMAGAMES_HOME", tempfile.mkdtemp(prefix="llamagames-bench-"))
    from .. import storage
    from ..ui.app import App

    settings = storage.Settings(animation_speed=animation, sound=False)
    return App(SIZE, settings=settings, persist_settings=False)


def _seats(game_name: str, human: bool) -> list[Any]:
    from ..seats import SeatConfig
    from ..rules import GAMES

    count = min(4, GAMES[game_name].player_counts.stop - 1)
    seats = [SeatConfig("bot", f"Bot {i + 1}", "hard") for i in range(count)]
    if human:
        seats[0] = SeatConfig("human", "You")
    return seats


def _open(app: Any, game_name: str, human: bool, seed: int) -> Any:
    from ..ui.session import start_match

    table = app.open_table(start_match(app, game_name, _seats(game_name, human), seed=seed))
    app.start(table)
    return table


def first_frame_ms(game_name: str) -> float:
    """From the click that opens the table to its first frame drawn, the menu already shown."""
    from ..ui import assets
    from ..ui.scenes.menu import MenuScene

    assets.clear_cache()
    app = _app()
    menu = MenuScene(app)
    app.start(menu)
    deadline = time.monotonic() + 5.0  # a player looks at the menu for a few seconds
    while len(menu.warm) and time.monotonic() < deadline:
        app.frame(1 / 60, events=[])
    started = time.perf_counter()
    table = _open(app, game_name, True, seed=11)
    app.frame(1 / 60, events=[])
    elapsed = (time.perf_counter() - started) * 1000
    app.scenes.clear()
    del table
    return elapsed


def idle_cpu_pct(game_name: str, seconds: float) -> float:
    """CPU share of one core while the human's turn waits, through the app's own frame cap."""
    import pygame

    app = _app()
    table = _open(app, game_name, True, seed=11)
    clock = pygame.time.Clock()
    deadline = time.monotonic() + 30
    while not (table.my_turn() and not table.animator.busy) and time.monotonic() < deadline:
        app.frame(clock.tick(60) / 1000, events=[])
    for _ in range(30):  # let the last tweens and the warm-up queue finish
        app.frame(clock.tick(60) / 1000, events=[])
    cpu0, wall0 = time.process_time(), time.monotonic()
    while time.monotonic() - wall0 < seconds:
        top = app.scenes.top
        dt = clock.tick(top.frame_rate() if top is not None else 60) / 1000
        app.frame(dt, events=[])
        pygame.display.flip()
    share = (time.process_time() - cpu0) / (time.monotonic() - wall0) * 100
    app.scenes.clear()
    return share


def bot_frames_ms(game_name: str, seconds: float) -> tuple[float, float, float, float]:
    """p50 and p99 frame times, wall clock then CPU time of this process, while hard bots play
    (in their worker process), animations normal. CPU time is the steadier figure on a busy
    machine; the wall clock is what a player sees."""
    import pygame

    app = _app()
    _open(app, game_name, False, seed=12)
    clock = pygame.time.Clock()
    times: list[float] = []
    cpu: list[float] = []
    start = time.monotonic()
    while time.monotonic() - start < seconds and app.running:
        dt = clock.tick(60) / 1000
        t0, c0 = time.perf_counter(), time.process_time()
        app.frame(dt, events=[])
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        top = app.scenes.top
        if top is not None and type(top).__name__ == "ResultsScene":
            break
    app.scenes.clear()
    def p50_p99(values: list[float]) -> tuple[float, float]:
        values = sorted(values[30:] or values)  # the first frames open the table (first_frame_ms)
        return statistics.median(values), values[min(len(values) - 1, int(len(values) * 0.99))]

    return (*p50_p99(times), *p50_p99(cpu))


def figures(quick: bool = False) -> dict[str, float]:
    from ..ui.registry import playable_games

    out: dict[str, float] = {}
    for name in playable_games():
        out[f"{name}_first_frame_ms"] = first_frame_ms(name)
        out[f"{name}_idle_cpu_pct"] = idle_cpu_pct(name, 2.0 if quick else 5.0)
        p50, p99, cpu50, cpu99 = bot_frames_ms(name, 5.0 if quick else 20.0)
        out[f"{name}_bots_frame_p50_ms"] = p50
        out[f"{name}_bots_frame_p99_ms"] = p99
        out[f"{name}_bots_frame_cpu_p50_ms"] = cpu50
        out[f"{name}_bots_frame_cpu_p99_ms"] = cpu99
    return out
