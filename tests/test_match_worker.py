"""The bot worker process: a hung (SIGSTOP) or dead (SIGKILL) worker is replaced with a
message and the game goes on; closing never waits on it; no process outlives the app."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from llamagames.bot_worker import ProcessBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig

ROOT = Path(__file__).resolve().parents[1]


def gone(pid: int) -> bool:
    """Whether ``pid`` has ended (a zombie waiting for a reaper counts as ended)."""
    try:
        with open(f"/proc/{pid}/status") as handle:
            state = next(line for line in handle if line.startswith("State:"))
        return "Z" in state.split()[1]
    except (FileNotFoundError, ProcessLookupError):
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False


def wait_gone(pids: list[int], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if all(gone(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return all(gone(pid) for pid in pids)


def bot_match(worker: ProcessBotWorker) -> Match:
    seats = [SeatConfig("bot", "Pablo", "normal"), SeatConfig("bot", "Dolly", "normal")]
    match = Match("llama", seats, 8, bot_delay=0.0, worker=worker, autosave=False)
    match.pacer.hang_grace = 1.0
    return match


def next_move(match: Match, limit: float) -> float:
    """Drive ``update`` in real time until a move lands; returns the seconds it took."""
    start = time.monotonic()
    last = start
    while time.monotonic() - start < limit:
        now = time.monotonic()
        if match.update(now - last):
            return now - start
        last = now
        time.sleep(0.01)
    raise AssertionError(f"no move within {limit} s")


def warm(match: Match) -> int:
    """One move through the worker (its process spawns and imports), then its pid."""
    next_move(match, 60)
    assert match.pacer.bot_fallbacks == 0
    pids = match.pacer.worker.pids()  # type: ignore[attr-defined]
    assert len(pids) == 1
    return pids[0]


def test_a_hung_worker_is_killed_and_replaced_and_the_game_goes_on() -> None:
    match = bot_match(ProcessBotWorker(time_limit=None))
    try:
        pid = warm(match)
        os.kill(pid, signal.SIGSTOP)
        took = next_move(match, 10)
        assert took < 1.0 + 2.0  # the deadline (delay 0 + grace 1 s) and some slack
        assert "stopped answering" in match.message
        assert match.pacer.worker_restarts == 1
        assert wait_gone([pid], 3)
        next_move(match, 60)  # a fresh worker answers the next move
        new = match.pacer.worker.pids()  # type: ignore[attr-defined]
        assert new and pid not in new
    finally:
        match.close()


def test_a_dead_worker_is_replaced_with_a_message() -> None:
    match = bot_match(ProcessBotWorker(time_limit=None))
    try:
        pid = warm(match)
        os.kill(pid, signal.SIGKILL)
        moves = len(match.record.actions)
        next_move(match, 10)
        next_move(match, 60)
        assert len(match.record.actions) == moves + 2
        assert match.pacer.bot_fallbacks >= 1
    finally:
        match.close()


def test_closing_never_waits_on_a_stopped_worker() -> None:
    match = bot_match(ProcessBotWorker(time_limit=None))
    pid = warm(match)
    os.kill(pid, signal.SIGSTOP)
    match.update(0.0)  # a request now waits on the stopped process
    start = time.monotonic()
    match.close()
    assert time.monotonic() - start < 1.5
    assert wait_gone([pid], 3)


CHILD = """
    import os, signal, sys, time
    from multiprocessing import resource_tracker
    from llamagames.bot_worker import ProcessBotWorker
    from llamagames.match import Match
    from llamagames.seats import SeatConfig
    worker = ProcessBotWorker(time_limit=None)
    seats = [SeatConfig("bot", "Pablo"), SeatConfig("bot", "Dolly")]
    match = Match("llama", seats, 8, bot_delay=0.0, worker=worker, autosave=False)
    future = worker.submit("llama", "normal", 1, match.observation(0), match.legal_actions())
    future.result(timeout=60)
    print(worker.pids()[0], resource_tracker._resource_tracker._pid, flush=True)
    if sys.argv[1] == "stop-and-quit":
        os.kill(worker.pids()[0], signal.SIGSTOP)
        match.update(0.0)
        match.close()
        sys.exit(0)
    time.sleep(60)
"""


def child(mode: str) -> tuple[subprocess.Popen[str], list[int]]:
    process = subprocess.Popen([sys.executable, "-c", textwrap.dedent(CHILD), mode], cwd=ROOT, stdout=subprocess.PIPE,
                               text=True, env={**os.environ})
    assert process.stdout is not None
    line = process.stdout.readline()
    return process, [int(x) for x in line.split()]


def test_no_worker_or_resource_tracker_outlives_a_killed_app() -> None:
    process, pids = child("wait")
    assert len(pids) == 2 and not any(gone(pid) for pid in pids)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    assert wait_gone(pids, 5), [pid for pid in pids if not gone(pid)]


def test_an_app_quitting_with_a_stopped_worker_exits_at_once_and_leaves_nothing() -> None:
    process, pids = child("stop-and-quit")
    start = time.monotonic()
    process.wait(timeout=15)
    assert time.monotonic() - start < 5
    assert wait_gone(pids, 5), [pid for pid in pids if not gone(pid)]


class _SilentWorker:
    """A worker whose answers never come (a stopped process, without the process)."""

    def __init__(self, starting: bool) -> None:
        self.starting = starting
        self.closed = 0

    def submit(self, game_name, level, seed, observation, legal_actions):  # type: ignore[no-untyped-def]
        from concurrent.futures import Future

        return Future()

    def close(self) -> None:
        self.closed += 1


def test_a_starting_worker_gets_the_startup_grace_then_is_replaced() -> None:
    from llamagames.match import HANG_GRACE, STARTUP_GRACE

    worker = _SilentWorker(starting=True)
    seats = [SeatConfig("bot", "Pablo", "normal"), SeatConfig("bot", "Dolly", "normal")]
    match = Match("llama", seats, 8, bot_delay=0.5, worker=worker, autosave=False)
    now = [100.0]
    match.pacer.clock = lambda: now[0]
    match.update(0.0)
    # Frames with any dt change nothing: the silence is measured on the clock.
    for _ in range(200):
        assert match.update(1.0) == ()
    now[0] += 0.5 + HANG_GRACE + 1.0
    assert match.update(0.0) == ()  # still starting: it has the start-up grace too
    now[0] += STARTUP_GRACE
    assert match.update(0.0) != ()
    assert worker.closed == 1 and match.pacer.worker_restarts == 1 and len(match.record.actions) == 1
    assert "stopped answering" in match.message


def test_a_fast_frame_rate_never_counts_a_thinking_worker_as_hung() -> None:
    worker = _SilentWorker(starting=False)
    seats = [SeatConfig("bot", "Pablo", "normal"), SeatConfig("bot", "Dolly", "normal")]
    match = Match("llama", seats, 8, bot_delay=0.0, worker=worker, autosave=False)
    now = [5.0]
    match.pacer.clock = lambda: now[0]
    for _ in range(1000):
        assert match.update(0.1) == ()
    assert worker.closed == 0 and match.pacer.worker_restarts == 0


def children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as handle:
            return [int(x) for x in handle.read().split()]
    except OSError:
        return []


def cmdline(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc")
def test_the_app_stops_on_sigterm_and_leaves_no_worker(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LLAMAGAMES_HOME": str(tmp_path)}
    app = subprocess.Popen([sys.executable, "-m", "llamagames", "--demo", "llama", "--size", "960x600"], cwd=ROOT,
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        end = time.monotonic() + 40
        workers: list[int] = []
        while time.monotonic() < end and not workers:
            workers = [pid for pid in children(app.pid) if "spawn_main" in cmdline(pid)]
            time.sleep(0.1)
        assert workers, "the demo started no bot worker"
        app.send_signal(signal.SIGTERM)
        assert app.wait(timeout=10) == 0
        assert wait_gone(workers, 5)
    finally:
        if app.poll() is None:
            app.kill()
