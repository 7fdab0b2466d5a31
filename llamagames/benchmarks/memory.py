"""Memory over many games: the app's resident size after each of ten games in a row.

A player who plays an evening through never restarts the app, so what one game leaves behind
(cached art, surfaces, closed tables) must not pile up. For each game, a fresh interpreter
opens the app at 1920x1080 and plays ten 4-player games (easy bots, instant animations,
each through its table to the results and back to the menu), reading its resident size
after each:

- ``<game>_rss_first_mb`` / ``<game>_rss_last_mb``: after the first and the last game;
- ``<game>_rss_peak_mb``: the largest of the ten;
- ``<game>_rss_growth``: last / first (1.00 is flat; the goal is at most 1.10).

The dummy video driver is used (the window's pixels live in the app's memory either way).
``python -m llamagames.benchmarks.memory GAME [GAMES]`` prints one game's figures as JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

GAMES_IN_A_ROW = 10
CALM_FRAMES = 600
"""Frames the menu may take to be calm after a game (the app collects then); the first calm one ends it."""
SIZE = (1920, 1080)


def rss_mb() -> float:
    """This process's resident memory in MB (Linux's /proc; the peak elsewhere)."""
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def play_in_a_row(game_name: str, games: int) -> list[float]:
    """Resident MB after each of ``games`` bot games of ``game_name`` played in one app."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("LLAMAGAMES_HOME", tempfile.mkdtemp(prefix="llamagames-memory-"))
    import pygame

    from .. import storage
    from ..rules import GAMES
    from ..seats import SeatConfig
    from ..ui.app import App
    from ..ui.scenes.menu import MenuScene
    from ..ui.smoke import play_to_results

    settings = storage.Settings(animation_speed="instant", bot_pace=0.0, sound=False)
    app = App(SIZE, settings=settings, persist_settings=False, bot_delay=0.0)
    app.start(MenuScene(app))  # every game is opened from the menu and ends back there, as a player's
    count = min(4, GAMES[game_name].player_counts.stop - 1)
    seats = [SeatConfig("bot", f"Bot {i + 1}", "easy") for i in range(count)]
    sizes: list[float] = []
    try:
        for index in range(games):
            play_to_results(app, game_name, seats, seed=100 + index, time_limit=600)
            app.scenes.pop_to_root()
            for _ in range(CALM_FRAMES):  # the menu settles: the app frees what the table left at a calm frame
                app.frame(1 / 60, events=pygame.event.get())
                if not app.scenes.left:
                    break
            sizes.append(rss_mb())
    finally:
        app.close()
    return sizes


def game_figures(game_name: str, games: int) -> dict[str, float]:
    """One game's figures, measured in a fresh interpreter (nothing shared with other games)."""
    done = subprocess.run([sys.executable, "-m", __name__, game_name, str(games)], capture_output=True,
                          text=True, check=True)
    sizes = json.loads(done.stdout.strip().splitlines()[-1])
    return {f"{game_name}_rss_first_mb": sizes[0], f"{game_name}_rss_last_mb": sizes[-1],
            f"{game_name}_rss_peak_mb": max(sizes), f"{game_name}_rss_growth": sizes[-1] / sizes[0]}


def figures(quick: bool = False) -> dict[str, float]:
    from ..rules import GAMES

    out: dict[str, float] = {}
    for name in GAMES:
        out.update(game_figures(name, 3 if quick else GAMES_IN_A_ROW))
    return out


if __name__ == "__main__":
    print(json.dumps(play_in_a_row(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else GAMES_IN_A_ROW)))
