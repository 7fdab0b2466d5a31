"""The bot worker process: a slow worker is waited for (never replaced, never weaker); a
stopped (SIGSTOP) or dead (SIGKILL) one is replaced by a fresh process thinking the same move
at the same level, and the game goes on; closing never waits on it; no process outlives the app."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from llamagames import bots
from llamagames.bot_worker import ProcessBotWorker
from llamagames.match import Match, messages
from llamagames.match.pacing import MAX_RESTARTS, STALL_LIMIT, STARTUP_LIMIT, THINK_CPU_LIMIT
from llamagames.rules.core import watched_observation
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


def bot_match(worker: ProcessBotWorker, level: str = "normal") -> Match:
    seats = [SeatConfig("bot", "Pablo", level), SeatConfig("bot", "Dolly", level)]
    return Match("llama", seats, 8, bot_delay=0.0, worker=worker, autosave=False)


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


def the_bots_own_move(match: Match) -> Any:
    """The move the bot to play would make, thought here (its choice depends only on the
    position and its seed)."""
    seat = match.current_seat()
    assert seat is not None
    observation = watched_observation(match.game, match.history, seat)
    seed = match.pacer._bot_seed(seat)
    return bots.think(match.game_name, match.seats[seat].level, seed, observation, match.legal_actions())


FOUND_STOPPED = 0.5
"""The stall limit while the stopped worker is the one judged (the app's ``STALL_LIMIT`` is
held by the fake-clock tests below): a stopped process makes no progress at all, so it is
found as surely in half a second, and every live worker in these tests is judged by the app's limit."""
LATE = 2.2
"""Seconds the late bot waits before it thinks: past the old deadline of this test's match
(its delay, 0, plus a second of grace), well inside the stall limit."""


def held_think(game_name: str, level: str, seed: int, observation: Any, legal_actions: Sequence[Any]) -> Any:
    """Works and never answers (a worker process runs this one, until it is stopped or killed):
    however busy the machine, the decision is still the worker's when the signal comes."""
    while True:
        pass


def late_think(game_name: str, level: str, seed: int, observation: Any, legal_actions: Sequence[Any]) -> Any:
    """``bots.think``, answered ``LATE`` seconds later (a worker process runs this one)."""
    time.sleep(LATE)
    return bots.think(game_name, level, seed, observation, legal_actions)


def test_a_late_answer_is_waited_for_and_is_the_bots_own_move() -> None:
    """An answer that comes after the old wall-clock deadline (a second past its delay, in
    this test) is waited for: the worker is not replaced and its move is the bot's own, not
    one decided here by the simple rules. (A busy machine that gives the worker a fraction of
    a core: see the fake-clock tests below, where its pulse advances for hours.)"""
    worker = ProcessBotWorker()
    match = bot_match(worker)
    try:
        pid = warm(match)
        worker.think = late_think
        expected = the_bots_own_move(match)
        took = next_move(match, 60)
        assert took >= LATE > 0.0 + 1.0 + 1.0
        assert match.record.actions[-1] == str(expected)
        assert match.pacer.worker_restarts == 0 and match.pacer.bot_fallbacks == 0 and match.message == ""
        assert worker.pids() == [pid]
    finally:
        match.close()


def until_replaced(match: Match, restarts: int, limit: float) -> None:
    """Drive ``update`` in real time until the pacer has replaced ``restarts`` workers in all;
    no move may land meanwhile (the held worker never answers)."""
    start = last = time.monotonic()
    while match.pacer.worker_restarts < restarts:
        assert time.monotonic() - start < limit, f"the worker was not replaced within {limit} s"
        now = time.monotonic()
        assert match.update(now - last) == ()
        last = now
        time.sleep(0.01)


def test_a_stopped_or_killed_worker_is_replaced_and_its_bot_thinks_again() -> None:
    """The fresh process thinks the same decision with the same bot (its level and seed: see
    the fake-clock tests below), so the move is the bot's own, not the simple rules'.

    The worker to be stopped or killed holds its decision (``held_think``): a worker that
    answered first (a normal bot answers in milliseconds; a loaded run can let it answer before
    the signal lands) would move the game on, and the decision replaced would be the next one."""
    worker = ProcessBotWorker()
    match = bot_match(worker)
    try:
        pid = warm(match)
        for restarts, sig in enumerate((signal.SIGSTOP, signal.SIGKILL), start=1):
            expected = the_bots_own_move(match)
            name = match.seats[match.current_seat() or 0].name
            worker.think = held_think
            match.pacer.stall_limit = FOUND_STOPPED
            assert match.update(0.0) == ()  # asked: the worker has the decision, and keeps it
            os.kill(pid, sig)
            worker.think = bots.think  # what the fresh process runs
            until_replaced(match, restarts, 30)
            match.pacer.stall_limit = STALL_LIMIT  # the fresh worker is judged as in the app
            next_move(match, 60)
            assert match.record.actions[-1] == str(expected)  # the bot's own move, thought again
            assert match.message == messages.bot_rethinking(name)
            assert match.pacer.worker_restarts == restarts and match.pacer.bot_fallbacks == 0
            assert wait_gone([pid], 3)
            new = worker.pids()
            assert len(new) == 1 and pid not in new
            pid = new[0]
            match.message = ""
        next_move(match, 60)  # the fresh worker goes on with the game
        assert match.pacer.worker_restarts == 2 and match.message == ""
    finally:
        match.close()


def test_closing_never_waits_on_a_stopped_worker() -> None:
    match = bot_match(ProcessBotWorker())
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
    worker = ProcessBotWorker()
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


class _PulsingWorker:
    """A worker without a process: its answers come when the test says, and its ``progress``
    (processor seconds) is what the test sets (None: not started yet)."""

    def __init__(self, pulse: float | None = 0.0) -> None:
        self.pulse = pulse
        self.closed = 0
        self.asked: list[tuple[str, int]] = []
        self.futures: list[Future[Any]] = []

    def submit(self, game_name, level, seed, observation, legal_actions):  # type: ignore[no-untyped-def]
        self.asked.append((level, seed))
        self.futures.append(Future())
        return self.futures[-1]

    def progress(self) -> float | None:
        return self.pulse

    def close(self) -> None:
        self.closed += 1


def pulsing_match(worker: _PulsingWorker) -> tuple[Match, list[float]]:
    seats = [SeatConfig("bot", "Pablo", "hard"), SeatConfig("bot", "Dolly", "hard")]
    match = Match("llama", seats, 8, bot_delay=0.5, worker=worker, autosave=False)
    now = [100.0]
    match.pacer.clock = lambda: now[0]
    return match, now


def test_a_worker_that_keeps_working_is_waited_for_however_long_it_takes() -> None:
    worker = _PulsingWorker()
    match, now = pulsing_match(worker)
    for _ in range(2000):  # more than eleven hours of a crawling machine, in frames of any dt
        now[0] += 20.0
        worker.pulse = (worker.pulse or 0.0) + 0.03
        assert match.update(1.0) == ()
    assert worker.closed == 0 and match.pacer.worker_restarts == 0 and len(worker.asked) == 1
    worker.futures[0].set_result(match.legal_actions()[0])
    assert match.update(1.0) != ()
    assert match.message == "" and match.pacer.bot_fallbacks == 0


def test_a_worker_standing_still_is_replaced_and_the_move_thought_again_at_its_level() -> None:
    worker = _PulsingWorker(pulse=3.0)
    match, now = pulsing_match(worker)
    name = match.seats[match.current_seat() or 0].name
    match.update(0.0)
    now[0] += STALL_LIMIT - 0.5
    worker.pulse = 3.0 + 0.001  # the pulse's own cost is no progress
    assert match.update(1.0) == () and worker.closed == 0
    now[0] += 1.0
    assert match.update(1.0) == ()  # replaced: no simple move, the bot thinks again
    assert worker.closed == 1 and match.pacer.worker_restarts == 1 and match.pacer.bot_fallbacks == 0
    assert match.message == messages.bot_rethinking(name)
    match.update(0.0)
    assert len(worker.asked) == 2 and worker.asked[1] == worker.asked[0]  # same level, same seed
    worker.futures[1].set_result(match.legal_actions()[-1])
    assert match.update(1.0) != ()
    assert match.record.actions[-1] == str(match.game.legal_actions(match.history[-2])[-1])


def test_a_new_worker_has_the_startup_limit_to_show_its_first_pulse() -> None:
    worker = _PulsingWorker(pulse=None)
    match, now = pulsing_match(worker)
    match.update(0.0)
    now[0] += STALL_LIMIT + 1.0
    assert match.update(0.0) == () and worker.closed == 0
    now[0] += STARTUP_LIMIT
    match.update(0.0)
    assert worker.closed == 1 and match.pacer.worker_restarts == 1


def test_a_worker_that_thinks_for_ever_is_replaced() -> None:
    worker = _PulsingWorker(pulse=0.0)
    match, now = pulsing_match(worker)
    match.update(0.0)
    worker.pulse = THINK_CPU_LIMIT - 1.0
    assert match.update(0.0) == () and worker.closed == 0
    worker.pulse = THINK_CPU_LIMIT + 1.0
    match.update(0.0)
    assert worker.closed == 1


def test_a_bot_that_kills_every_worker_moves_by_the_simple_rules_in_the_end() -> None:
    worker = _PulsingWorker()
    match, now = pulsing_match(worker)
    for _ in range(MAX_RESTARTS + 1):
        match.update(0.0)
        worker.futures[-1].set_exception(BrokenProcessPool("gone"))
        events = match.update(0.0)
    assert events != () and len(match.record.actions) == 1
    assert worker.closed == MAX_RESTARTS + 1 and match.pacer.bot_fallbacks == 1
    name = match.seats[match.game.current_player(match.history[-2]) or 0].name
    assert match.message == messages.bot_gave_up(name)
    assert "simple" in match.message and "bot" not in match.message.lower()


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
