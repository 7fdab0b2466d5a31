"""What a human's move costs the frame at Llamaland's table, the autosave included, on a
slow disk: ``python -m llamagames.benchmarks.llamaland_save_frame [--fsync-ms 150] [--moves 12]``.

A laptop under load took 130-520 ms to write a save (its ``fsync``); ``--fsync-ms`` makes
each ``fsync`` that slow, so the figure does not depend on this machine's disk. The move is
played as a drop plays it (``table.moves.try_action``) and the frame drawn after it; the
figure is that whole frame's wall time. Also printed: ``Match.to_json`` (the snapshot the
frame takes) at the end of a whole bot game of Llamaland, the longest record of the four.

It imports the package by absolute name, so the same file measures another checkout:
``PYTHONPATH=<checkout> python llamagames/benchmarks/llamaland_save_frame.py``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from typing import Any


def slow_disk(ms: float) -> None:
    """Every ``fsync`` from now on takes ``ms`` milliseconds more (a loaded laptop's disk)."""
    real = os.fsync

    def fsync(fd: Any) -> None:
        time.sleep(ms / 1000)
        real(fd)

    os.fsync = fsync


def snapshot_ms(seed: int = 2) -> tuple[float, int]:
    """The median time of ``to_json`` on a finished bot game of Llamaland, and its moves."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.seats import SeatConfig

    seats = [SeatConfig("bot", name, "easy") for name in ("A", "B", "C", "D")]
    match: Any = Match("llamaland", seats, seed, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    while not match.is_over():
        match.update(1.0)
    times = []
    for _ in range(50):
        started = time.perf_counter()
        match.to_json()
        times.append((time.perf_counter() - started) * 1000)
    match.close()
    return statistics.median(times), len(match.record.actions)


def move_frames_ms(moves: int, seed: int = 4) -> tuple[list[float], list[float]]:
    """The wall time of each frame in which the human plays a move (with the frame after
    it), and of the autosaves made in it (``Match.autosave`` on the frame's thread)."""
    from llamagames import storage
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.seats import SeatConfig
    from llamagames.ui.app import App

    saving: list[float] = []
    real_autosave = Match.autosave

    def autosave(self: Any) -> str:
        started = time.perf_counter()
        said: str = real_autosave(self)
        saving.append((time.perf_counter() - started) * 1000)
        return said

    Match.autosave = autosave  # type: ignore[method-assign]
    app = App((1366, 768), settings=storage.Settings(animation_speed="instant", sound=False),
              persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    match: Any = Match("llamaland", [SeatConfig("human", "You"), SeatConfig("bot", "B", "easy")], seed,
                       bot_delay=0.0, worker=InlineBotWorker())
    table: Any = app.open_table(match)
    app.start(table)
    found: list[float] = []
    saves: list[float] = []
    for _ in range(5000):
        if len(found) >= moves or match.is_over() or app.scenes.top is not table:
            break
        app.frame(1 / 60, [])
        if app.scenes.top is table and match.is_human_turn() and not table.animator.busy:
            action = table.view.legal_actions()[0]
            saving.clear()
            started = time.perf_counter()
            table.moves.try_action(action, asked=True)
            app.frame(1 / 60, [])
            found.append((time.perf_counter() - started) * 1000)
            saves.append(sum(saving))
    app.close()
    Match.autosave = real_autosave  # type: ignore[method-assign]
    return found, saves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="llamaland_save_frame", description=__doc__.split("\n\n")[0])
    parser.add_argument("--fsync-ms", type=float, default=150.0, help="each fsync made this slow (ms)")
    parser.add_argument("--moves", type=int, default=12, help="human moves measured")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["LLAMAGAMES_HOME"] = tempfile.mkdtemp(prefix="llamagames-save-frame-")
    ms, actions = snapshot_ms()
    print(f"to_json of a finished Llamaland game ({actions} moves): {ms * 1000:.1f} µs (median of 50)")
    slow_disk(args.fsync_ms)
    frames, saves = move_frames_ms(args.moves)
    if not frames:
        print("no move was measured")
        return 1
    print(f"autosaves in those frames: median {statistics.median(saves):.2f} ms, max {max(saves):.2f} ms; "
          f"each: {' '.join(f'{ms:.1f}' for ms in saves)}")
    print(f"move frames with fsync +{args.fsync_ms:.0f} ms: {len(frames)} moves, median {statistics.median(frames):.1f} ms, "
          f"max {max(frames):.1f} ms; each: {' '.join(f'{ms:.0f}' for ms in frames)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
