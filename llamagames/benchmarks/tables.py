"""Table frame figures at 1920x1080, per table in the menu: the window's cost to a laptop.

- ``idle_cpu_pct``: the share of one core the app uses while a human thinks (the real frame
  loop with its frame-rate cap, headless), over a few seconds of wall time;
- ``bots_frame_p50_ms`` / ``bots_frame_p99_ms``: the time of one frame (events, update, draw)
  while four hard bots play in their worker process, animations at normal speed (and the same
  in CPU time of the app's process, ``bots_frame_cpu_*``, steadier on a busy machine);
- ``first_frame_ms``: opening the table and drawing its first frame, caches cold for its size.

Those are the dummy driver's figures (``dummy_`` before each name in the report): they leave
out what showing a frame costs. When a real display can be had (``Xvfb`` on the PATH, started
here on a free display at 1920x1080; ``make bench-deps`` or ``apt-get install xvfb``
installs it), every screen is measured again in a real X window, each scenario in a fresh
interpreter (``window_probe.py``, through the app's own loop), with the display server's CPU
read from ``/proc/<pid>/stat`` over the same seconds:

- ``x11_<screen>_rest_*``: after 3 s with nothing moving (a human to decide, the menu, the
  results): ``app_cpu_pct``, ``x_cpu_pct``, ``total_cpu_pct`` (both, the goal's figure),
  ``shown_per_s`` (frames put on screen), ``frames_per_s`` (frames drawn), ``ready_s`` (to
  the human's turn) and ``rest_s`` (from there to the loop's first pass at rest);
- ``x11_<game>_bots_*``: four hard bots playing: the same CPU shares, ``frame_p99_ms`` and
  ``frame_max_ms`` (wall time of one pass of the loop, its sleep left out), ``rss_mb``;
- ``x11_<game>_first_frame_ms``: the menu warmed, then the table opened and shown;
- ``x11_<game>_drag_*``: a card or a tile carried round by the mouse at a human's table:
  the CPU shares, ``frames_per_s`` (the goal: 60) and ``frame_p99_ms``.

``window_figures(checkout=...)`` runs the same probe against another checkout's package, so
``bench --compare REF`` has both sides of every real-window figure from this one script.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

SIZE = (1920, 1080)
PROBE = Path(__file__).with_name("window_probe.py")


def _app(animation: str = "normal") -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("LLAMAGAMES_HOME", tempfile.mkdtemp(prefix="llamagames-bench-"))
    from .. import storage
    from ..ui.app import App

    settings = storage.Settings(animation_speed=animation, sound=False)
    return App(SIZE, settings=settings, persist_settings=False)


def _seats(game_name: str, human: bool) -> list[Any]:
    from ..rules import GAMES
    from ..seats import SeatConfig

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


def dummy_figures(quick: bool = False) -> dict[str, float]:
    """The dummy video driver's figures (no window: what showing a frame costs is left out)."""
    from ..ui.registry import playable_games

    out: dict[str, float] = {}
    for name in playable_games():
        out[f"dummy_{name}_first_frame_ms"] = first_frame_ms(name)
        out[f"dummy_{name}_idle_cpu_pct"] = idle_cpu_pct(name, 2.0 if quick else 5.0)
        p50, p99, cpu50, cpu99 = bot_frames_ms(name, 5.0 if quick else 20.0)
        out[f"dummy_{name}_bots_frame_p50_ms"] = p50
        out[f"dummy_{name}_bots_frame_p99_ms"] = p99
        out[f"dummy_{name}_bots_frame_cpu_p50_ms"] = cpu50
        out[f"dummy_{name}_bots_frame_cpu_p99_ms"] = cpu99
    return out


# -- a real window ------------------------------------------------------------------------
def _free_display() -> int:
    for number in range(90, 200):
        if not (Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists()):
            return number
    raise RuntimeError("no free X display number between :90 and :199")


@contextmanager
def xvfb(size: tuple[int, int] = SIZE) -> Iterator[tuple[str, int] | None]:
    """A private Xvfb at ``size`` on a free display: (``DISPLAY``, its pid); None when Xvfb is
    not installed or does not start."""
    binary = shutil.which("Xvfb")
    if binary is None:
        yield None
        return
    number = _free_display()
    process = subprocess.Popen([binary, f":{number}", "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp",
                                "-noreset"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if process.poll() is not None or time.monotonic() > deadline:
                yield None
                return
            time.sleep(0.05)
        time.sleep(0.2)
        yield f":{number}", process.pid
    finally:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()


def probe(scenario: str, screen: str, seconds: float, display: tuple[str, int | None],
          checkout: Path | None = None) -> dict[str, float]:
    """``window_probe.py`` run in a fresh interpreter on ``display``, with the package of
    ``checkout`` (this one by default)."""
    root = Path(checkout) if checkout is not None else Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SDL_VIDEODRIVER")}
    env.update(DISPLAY=display[0], SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(root),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    if display[1] is not None:
        env["LLAMAGAMES_XPID"] = str(display[1])
    env.setdefault("LLAMAGAMES_HOME", tempfile.mkdtemp(prefix="llamagames-bench-"))
    done = subprocess.run([sys.executable, str(PROBE), scenario, screen, str(seconds)], cwd=root, env=env,
                          capture_output=True, text=True, check=False, timeout=seconds + 180)
    for line in done.stdout.splitlines():
        if line.startswith("LLAMAGAMES-PROBE "):
            return json.loads(line.split(" ", 1)[1])
    raise RuntimeError(f"the window probe ({scenario} {screen}) failed: {done.stderr.strip()[-600:]}")


REST_KEYS = ("app_cpu_pct", "x_cpu_pct", "total_cpu_pct", "shown_per_s", "frames_per_s", "ready_s", "rest_s")
DRAG_KEYS = ("app_cpu_pct", "x_cpu_pct", "total_cpu_pct", "frames_per_s", "shown_per_s", "frame_p99_ms")
BOT_KEYS = ("app_cpu_pct", "x_cpu_pct", "total_cpu_pct", "frame_p99_ms", "frame_max_ms", "shown_per_s", "rss_mb")


def window_figures(quick: bool = False, checkout: Path | None = None,
                   screens: list[str] | None = None) -> dict[str, float]:
    """Every screen in a real X window (a private Xvfb), or {} when none can be had."""
    from ..ui.registry import playable_games

    games = list(playable_games())
    rest_screens = screens or games + ["menu", "results"]
    with xvfb() as display:
        if display is None:
            return {}
        out: dict[str, float] = {}
        for screen in rest_screens:
            found = probe("rest", screen, 3.0 if quick else 10.0, display, checkout)
            out.update({f"x11_{screen}_rest_{k}": found[k] for k in REST_KEYS if k in found})
        for game in [g for g in games if g in rest_screens]:
            found = probe("bots", game, 6.0 if quick else 20.0, display, checkout)
            out.update({f"x11_{game}_bots_{k}": found[k] for k in BOT_KEYS if k in found})
            out[f"x11_{game}_first_frame_ms"] = probe("first", game, 0, display, checkout)["first_frame_ms"]
            found = probe("drag", game, 3.0 if quick else 10.0, display, checkout)
            out.update({f"x11_{game}_drag_{k}": found[k] for k in DRAG_KEYS if k in found})
        return out


def figures(quick: bool = False) -> dict[str, float]:
    """The real window's figures (when Xvfb is there) beside the dummy driver's."""
    out = window_figures(quick)
    out.update(dummy_figures(quick))
    return out
