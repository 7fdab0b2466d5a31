"""Llamaland's pace: how long a bot's whole turn takes on the table, as a player waits for it.

A bot's turn is every decision it makes (tile, placement, character, marker, feeding, llama,
end of turn) and their animations: from the moment the seat is to move to the moment the next
seat is. Measured in the app's own loop (``App.step``, the frame-rate cap, the bots in their
worker process, headless), at the default bot pace, for the animation speeds "normal" (the
default) and "fast", per bot level and player count: ``<players>p_<level>_<speed>_p50_s`` and
``..._p95_s`` in seconds, over the first turns of a seeded bot-only game.

``python -m llamagames.bench --only llamaland_turns`` prints them.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SPEEDS = ("normal", "fast")
LEVELS = ("easy", "normal", "hard")
PLAYER_COUNTS = (2, 4)
SEED = 3


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def turn_times(players: int, level: str, speed: str, turns: int, seed: int = SEED,
               limit: float = 240.0) -> list[float]:
    """Seconds (wall clock) of each of the first ``turns`` bot turns of a bot-only game."""
    from .. import storage
    from ..match import Match
    from ..rules.llamaland import LLAMALAND
    from ..seats import SeatConfig
    from ..ui.app import App
    from ..ui.games.llamaland.table import TABLE

    settings = storage.Settings(animation_speed=speed, sound=False)
    app = App((1280, 800), settings=settings, persist_settings=False)
    seats = [SeatConfig("bot", f"Bot {i + 1}", level) for i in range(players)]
    match = Match(LLAMALAND.name, seats, seed, {}, bot_delay=app.bot_delay, autosave=False)
    table = TABLE(app, match)
    app.scenes.push(table)
    times: list[float] = []
    try:
        for _ in range(5):  # the first frames: the table shows itself, the worker starts
            app.step()
        seat = LLAMALAND.current_player(match.state)
        started = time.perf_counter()
        deadline = started + limit
        while len(times) < turns and time.perf_counter() < deadline and not match.is_over():
            app.step()
            now_seat = LLAMALAND.current_player(match.state)
            if now_seat != seat:
                now = time.perf_counter()
                if seat is not None:
                    times.append(now - started)
                seat, started = now_seat, now
    finally:
        app.scenes.clear()
        match.close()
    return times


def figures(quick: bool = False) -> dict[str, float]:
    turns = 4 if quick else 10
    levels = ("normal",) if quick else LEVELS
    result: dict[str, float] = {}
    for players in PLAYER_COUNTS:
        for level in levels:
            for speed in SPEEDS:
                times = turn_times(players, level, speed, turns)
                if not times:
                    continue
                name = f"{players}p_{level}_{speed}"
                result[f"{name}_p50_s"] = round(statistics.median(times), 2)
                result[f"{name}_p95_s"] = round(_percentile(times, 0.95), 2)
                result[f"{name}_turns"] = len(times)
    return result


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description="A bot's whole Llamaland turn, p50 and p95.")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--turns", type=int, default=8)
    args = parser.parse_args()
    times = turn_times(args.players, args.level, args.speed, args.turns)
    print(" ".join(f"{t:.2f}" for t in times))
    print(f"p50 {statistics.median(times):.2f} s  p95 {_percentile(times, 0.95):.2f} s")


if __name__ == "__main__":
    main()


__all__: list[Any] = ["figures", "turn_times"]
