"""What a worker process does before anything else: yield the processor to the window, exit
with the app, and show the app that it is alive and working (its pulse).

Kept apart from :mod:`llamagames.bot_worker` and free of the package's other modules, so a
freshly spawned worker starts its pulse before it imports the bots: the app can tell a worker
that is still starting on a busy machine from one that is stopped.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from typing import Any

WORKER_NICENESS = 5
"""How much lower than the window a worker runs: on a 2-core laptop the frames come first
(a bot's move lands after a fixed delay anyway, so a slower think costs the player little)."""

PULSE_EVERY = 0.2
"""Seconds between two readings of the worker's processor time."""


def watch_parent() -> None:
    """In a worker process: yield the processor to the window first, and exit as soon as the
    app's process is gone (killed or crashed).

    The sentinel of the parent closes when it dies, so a thread blocked on it wakes then; an
    orphaned worker would otherwise keep running (and keep the resource tracker alive).
    """
    if hasattr(os, "nice"):  # POSIX; Windows has no nice and keeps the normal priority
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait_then_exit() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=wait_then_exit, name="watch-parent", daemon=True).start()


def _beat(pulse: Any) -> None:
    while True:
        pulse.value = time.process_time()
        time.sleep(PULSE_EVERY)


def start_worker(pulse: Any) -> None:
    """A bot worker's initializer: ``watch_parent``, then write the processor seconds this
    process has used into the shared ``pulse`` every ``PULSE_EVERY`` seconds.

    Processor time, not a tick: it advances only while the process runs, so a stopped or
    deadlocked worker shows no progress, and a slow one on a busy machine still shows some.
    """
    watch_parent()
    pulse.value = time.process_time()
    threading.Thread(target=_beat, args=(pulse,), name="pulse", daemon=True).start()


__all__ = ["PULSE_EVERY", "WORKER_NICENESS", "start_worker", "watch_parent"]
