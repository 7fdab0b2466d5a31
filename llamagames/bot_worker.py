"""Where bots think: in a worker process for the app (the window keeps its frame rate), or
inline for tests, tournaments and the smoke run.

A worker only runs ``bots.think`` (and ``advise``, the Hint button's move, the hard bot's
with its reason), which read no clock; the match decides when to ask, and
judges a worker hung only when it stops making progress (its ``progress``, the processor
seconds it has used), never by how long it takes (see :mod:`llamagames.match.pacing`).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

from . import bots
from .bot_pulse import WORKER_NICENESS, start_worker, watch_parent
from .bots.explain import Suggestion, suggest


def advise(game_name: str, seed: int, observation: Any, legal_actions: Sequence[Any],
           then_seed: int | None = None) -> Suggestion:
    """The Hint button's advice (``bots.explain.suggest``; ``then_seed``: the seed of the seat's
    next decision, for a move made in two halves): the function a worker runs for a hint (all
    arguments pickle), so the hard bot's search never holds up the window."""
    return suggest(game_name, observation, list(legal_actions), seed, then_seed=then_seed)


class BotWorker(Protocol):
    """Runs bot decisions; ``submit`` returns a Future holding the chosen action.

    A worker that can show its progress also has ``progress() -> float | None`` (see
    :class:`ProcessBotWorker`); one without it is never judged hung.
    """

    def submit(self, game_name: str, level: str, seed: int, observation: Any,
               legal_actions: Sequence[Any]) -> Future[Any]: ...

    def close(self) -> None: ...


class InlineBotWorker:
    """Thinks at once, in this process (tests, tournaments, the headless smoke run)."""

    def submit(self, game_name: str, level: str, seed: int, observation: Any,
               legal_actions: Sequence[Any]) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(bots.think(game_name, level, seed, observation, legal_actions))
        except Exception as exc:  # a bot bug must not take the match down; Match falls back
            future.set_exception(exc)
        return future

    def advise(self, game_name: str, seed: int, observation: Any, legal_actions: Sequence[Any],
               then_seed: int | None = None) -> Future[Suggestion]:
        """The hint's suggestion, at once (see :func:`advise`)."""
        future: Future[Suggestion] = Future()
        try:
            future.set_result(advise(game_name, seed, observation, legal_actions, then_seed))
        except Exception as exc:  # the table says no hint is available, and plays on
            future.set_exception(exc)
        return future

    def close(self) -> None:
        pass


class ProcessBotWorker:
    """Thinks in one 'spawn' worker process, so the window keeps drawing while a bot searches.

    The process starts on the first request; after ``close`` (which kills it at once: a bot's
    thinking is worth nothing once the table closes, and a stopped process would never answer
    a polite request) or its death, the next request starts a fresh one. The worker exits by
    itself when the app's process dies. 'spawn' behaves the same on every system and works in
    a PyInstaller build once the app's ``main`` calls ``multiprocessing.freeze_support()``.
    ``think`` is the function the process runs (``bots.think``; tests pass a slowed one).
    """

    def __init__(self, think: Callable[..., Any] = bots.think) -> None:
        self.think = think
        self._pool: ProcessPoolExecutor | None = None
        self._pulse: Any = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pulse = context.RawValue("d", -1.0)
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=start_worker,
                                             initargs=(self._pulse,))
        return self._pool

    def submit(self, game_name: str, level: str, seed: int, observation: Any,
               legal_actions: Sequence[Any]) -> Future[Any]:
        args = (game_name, level, seed, observation, list(legal_actions))
        try:
            return self._executor().submit(self.think, *args)
        except RuntimeError:  # the pool broke (the process died): start a fresh one
            self.close()
            return self._executor().submit(self.think, *args)

    def advise(self, game_name: str, seed: int, observation: Any, legal_actions: Sequence[Any],
               then_seed: int | None = None) -> Future[Suggestion]:
        """The hint's suggestion, thought in the worker process (see :func:`advise`): the
        hard bot searches up to a second, and the window keeps drawing meanwhile. A bot's
        decision asked after it waits for it (one process: it never competes with a bot)."""
        args = (game_name, seed, observation, list(legal_actions), then_seed)
        try:
            return self._executor().submit(advise, *args)
        except RuntimeError:  # the pool broke (the process died): start a fresh one
            self.close()
            return self._executor().submit(advise, *args)

    def progress(self) -> float | None:
        """The processor seconds the worker process has used, as it last told (it tells every
        ``bot_pulse.PULSE_EVERY`` seconds while it runs); None before its first word."""
        value = None if self._pulse is None else float(self._pulse.value)
        return None if value is None or value < 0 else value

    def pids(self) -> list[int]:
        """The worker processes running now (tests)."""
        processes = getattr(self._pool, "_processes", None) or {}
        return [pid for pid in processes if pid is not None]

    def close(self) -> None:
        """Kill the worker process (SIGKILL also ends a stopped one) and forget the pool."""
        pool, self._pool, self._pulse = self._pool, None, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            try:
                process.kill()
            except (OSError, ValueError, AttributeError):
                pass
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            try:
                process.join(timeout=1.0)
            except (OSError, ValueError, AssertionError):
                pass


# -- reviews: a whole game judged by the hard bot, off the window's process -------------------


REVIEW_PARTS = max(1, min(4, os.cpu_count() or 1))
"""Worker processes a review is split among (one per core, at most four): a Llamaland decision
plays thirty whole games, and the decisions are judged independently, so the parts end
together in about a quarter of the time on four cores. Each runs below the window's priority."""


def _review_in_worker(record_data: dict[str, Any], seat: int, playouts: int | None, messages: Any,
                      stop: Any, part: int = 0, parts: int = 1) -> None:
    """In a worker process: review ``part`` of ``parts`` of the game, telling the window how
    far it is.

    Messages: ``("progress", part, done, total)`` and ``("judged", part, decision_json)`` as it
    goes, then ``("done", part, review_json, pid)``, or
    ``("error", sentence)``, or ``("cancelled",)`` once ``stop`` is set.
    """
    watch_parent()
    from .review import ReviewCancelled, review
    from .rules.core import GameRecord

    try:
        record = GameRecord.from_json(record_data)
        result = review(record, seat, playouts, cancelled=stop.is_set, part=part, parts=parts,
                        progress=lambda done, total: messages.put(("progress", part, done, total)),
                        judged=lambda decision: messages.put(("judged", part, decision.to_json())))
    except ReviewCancelled:
        messages.put(("cancelled",))
    except Exception as exc:  # a review that fails says so; the window keeps going
        messages.put(("error", str(exc) or type(exc).__name__))
    else:
        messages.put(("done", part, result.to_json(), os.getpid()))


class ReviewTask:
    """One review running in 'spawn' worker processes (the window keeps its frame rate), split
    among ``parts`` of them (default ``REVIEW_PARTS``) and put together when all are done.

    ``poll()`` reads what the workers said (call it each frame); ``progress`` is (done, total)
    decisions; ``judged`` the decisions judged so far (as JSON, in the order they came), so the
    window shows the costliest ones before the end; ``result`` the review's JSON once done,
    ``error`` a sentence if it failed;
    ``cancel()`` stops it (the workers are asked, then killed if they do not stop at once).
    """

    def __init__(self, record_data: dict[str, Any], seat: int, playouts: int | None = None,
                 parts: int | None = None) -> None:
        context = multiprocessing.get_context("spawn")
        self._messages: Any = context.Queue()
        self._stop = context.Event()
        self.progress = (0, 0)
        self._progress: dict[int, tuple[int, int]] = {}
        self._parts: dict[int, dict[str, Any]] = {}
        self.judged: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.worker_pid: int | None = None
        """The pid of a process that computed the result (never the window's)."""
        self.error = ""
        self.cancelled = False
        count = REVIEW_PARTS if parts is None else max(1, parts)
        self.processes = [
            context.Process(target=_review_in_worker, name=f"llama-review-{part + 1}", daemon=True,
                            args=(record_data, seat, playouts, self._messages, self._stop, part, count))
            for part in range(count)
        ]
        self.process = self.processes[0]
        for process in self.processes:
            process.start()

    @property
    def running(self) -> bool:
        return self.result is None and not self.error and not self.cancelled

    def poll(self) -> None:
        """Read every message the workers have sent since the last poll (never waits)."""
        while self.running:
            try:
                message = self._messages.get_nowait()
            except Exception:  # queue.Empty, or the queue closed with a dead worker
                if self.running and any(not process.is_alive() and part not in self._parts
                                        for part, process in enumerate(self.processes)):
                    self.error = "the review's worker stopped before it finished"
                return
            if message[0] == "progress":
                self._progress[message[1]] = (message[2], message[3])
                self._sum_progress()
            elif message[0] == "judged":
                self.judged.append(message[2])
            elif message[0] == "done":
                self._parts[message[1]] = message[2]
                self.worker_pid = self.worker_pid or message[3]
                total = self._progress.get(message[1], (0, len(message[2].get("decisions", ()))))[1]
                self._progress[message[1]] = (total, total)
                self._sum_progress()
                if len(self._parts) == len(self.processes):
                    self._finish()
            elif message[0] == "error":
                self.error = message[1]
                self._stop.set()  # the other parts stop too: the review cannot be whole
            else:
                self.cancelled = True

    def _sum_progress(self) -> None:
        if len(self._progress) == len(self.processes):  # a total once every part has counted its own
            self.progress = (sum(d for d, _ in self._progress.values()), sum(t for _, t in self._progress.values()))

    def _finish(self) -> None:
        from .review import Review, merge

        try:
            whole = merge([Review.from_json(self._parts[part]) for part in range(len(self.processes))])
        except ValueError as exc:
            self.error = str(exc)
            return
        self.result = whole.to_json()
        self.progress = (len(whole.decisions), len(whole.decisions))

    def cancel(self, grace: float = 1.0) -> None:
        """Stop the review: the workers are asked, then killed if one has not ended after ``grace``."""
        if self.running:
            self.cancelled = True
        self._stop.set()
        for process in self.processes:
            process.join(timeout=grace)
        self.close()

    def close(self) -> None:
        """Kill the workers at once (the table closed)."""
        for process in self.processes:
            if process.is_alive():
                process.kill()
                process.join(timeout=1.0)


__all__ = ["BotWorker", "InlineBotWorker", "advise", "ProcessBotWorker", "REVIEW_PARTS", "ReviewTask", "WORKER_NICENESS"]
