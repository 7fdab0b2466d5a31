"""The one background writer: a game's autosave is written off the frame's thread.

Writing a file safely (a temporary file, ``fsync``, ``os.replace``) took 130-520 ms on a busy
laptop, and a Llamaland placement saves twice: on the frame's thread that was a frozen table.
The frame now hands a snapshot (the JSON data, already its own copy) to :class:`Writer`, whose
one daemon thread writes it. Only the newest snapshot per file waits: two saves in a row
before the thread comes round write once, the newer.

Nothing may read a file while a write of it waits, or end the app with one waiting: readers
call :meth:`Writer.flush` (``storage`` does, in ``load_json`` and the folder listings), the
app's close and the interpreter's exit too. A flush waits a short while at most
(``FLUSH_SECONDS``): a disk that hangs longer must not hang the app with it.

The thread never touches pygame nor the player's messages: what became of each write (None, or
the exception) goes into the :class:`Outcomes` its caller gave, read on the frame's thread.
This module imports nothing of the app (``storage`` hands it the work to do).
"""

from __future__ import annotations

import atexit
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

FLUSH_SECONDS = 3.0
"""The longest a reader or the app's close waits for the writer (a save takes milliseconds,
a fifth of a second on a laptop under load)."""
IDLE_SECONDS = 2.0
"""The thread ends after this long with nothing to write (the next save starts it again), so
a closed app, or a test, is left with no thread of ours."""
THREAD_NAME = "llamagames-save-writer"


class Outcomes:
    """What became of one caller's writes, in order: None for a file written, else the
    exception. Filled by the writer's thread, emptied by the frame's (``take``)."""

    def __init__(self) -> None:
        self._done: deque[Exception | None] = deque()
        self.waiting = 0
        """Writes handed over and not yet reported (superseded ones are not counted)."""

    def put(self, outcome: Exception | None) -> None:
        self._done.append(outcome)

    def take(self) -> list[Exception | None]:
        """Every outcome come back since the last call, oldest first."""
        found: list[Exception | None] = []
        while self._done:
            found.append(self._done.popleft())
        return found


@dataclass
class Job:
    """One snapshot to write: ``write`` does it all (it raises on a failure)."""

    path: Path
    write: Callable[[], None]
    outcomes: Outcomes | None = None


class Writer:
    """One daemon thread writing queued snapshots, newest per file, oldest file first."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, Job] = {}
        self._busy: Path | None = None
        self._thread: threading.Thread | None = None
        self._stop = False
        self._exit_hooked = False

    # -- the frame's side -------------------------------------------------------------------
    def put(self, job: Job) -> None:
        """Hand ``job`` over and return at once; a snapshot of the same file still waiting is
        replaced (it would have been written over at once)."""
        with self._cond:
            old = self._pending.pop(job.path, None)
            if old is not None and old.outcomes is not None:
                old.outcomes.waiting -= 1
            self._pending[job.path] = job
            if job.outcomes is not None:
                job.outcomes.waiting += 1
            self._stop = False
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
                self._thread.start()
                if not self._exit_hooked:
                    self._exit_hooked = True
                    atexit.register(self.close)
            self._cond.notify_all()

    def flush(self, path: Path | str | None = None, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until ``path`` (None: every file) is written, ``timeout`` seconds at most;
        False if the writer still holds it then. At once when nothing of it waits."""
        key = None if path is None else Path(path)
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._holds(key):
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def cancel(self, path: Path | str, timeout: float = FLUSH_SECONDS) -> bool:
        """Drop the snapshot of ``path`` still waiting (a newer write or a deletion of the
        file comes now) and wait for one being written; False if that write outlasts
        ``timeout``."""
        key = Path(path)
        with self._cond:
            old = self._pending.pop(key, None)
            if old is not None and old.outcomes is not None:
                old.outcomes.waiting -= 1
        return self.flush(key, timeout)

    def holds(self, path: Path | str | None = None) -> bool:
        """Whether a write of ``path`` (None: of any file) waits or is under way."""
        with self._cond:
            return self._holds(None if path is None else Path(path))

    def close(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Write what waits, then end the thread (the app closes; the interpreter exits).
        A later ``put`` starts a new thread. False if the writer did not finish in time."""
        done = self.flush(timeout=timeout)
        with self._cond:
            self._stop = True
            thread = self._thread
            self._cond.notify_all()
        if thread is not None and thread is not threading.current_thread():
            thread.join(max(0.0, timeout) if done else 0.0)
        return done

    def _holds(self, key: Path | None) -> bool:
        if key is None:
            return bool(self._pending) or self._busy is not None
        return key in self._pending or self._busy == key

    # -- the writer's thread ----------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                idle_until = time.monotonic() + IDLE_SECONDS
                while not self._pending:
                    left = idle_until - time.monotonic()
                    if self._stop or left <= 0:
                        self._thread = None
                        self._cond.notify_all()
                        return
                    self._cond.wait(left)
                path = next(iter(self._pending))
                job = self._pending.pop(path)
                self._busy = path
            outcome: Exception | None = None
            try:
                job.write()
            except Exception as exc:  # said to the player by the frame's thread
                outcome = exc
            with self._cond:
                if job.outcomes is not None:
                    job.outcomes.waiting -= 1
                    job.outcomes.put(outcome)
                self._busy = None
                self._cond.notify_all()


WRITER = Writer()
"""The app's one writer (``storage.write_later`` hands it the autosaves)."""


__all__ = ["FLUSH_SECONDS", "IDLE_SECONDS", "Job", "Outcomes", "THREAD_NAME", "WRITER", "Writer"]
