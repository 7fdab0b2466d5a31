"""Entry script of the packaged app: the file installer.spec freezes.

Why not ``llamagames/__main__.py`` itself: a frozen entry script runs as a top-level script,
outside its package, so it must import the app by absolute name. It also calls
``multiprocessing.freeze_support()`` before anything heavy is imported, so a spawned bot
worker process starts without loading pygame and the whole user interface first.

Measuring start-up: with ``LLAMAGAMES_EXIT_AFTER_FIRST_FRAME=1`` in the environment the app
prints ``first-frame <seconds since this script started> process <seconds since the process
was created>`` and exits as soon as its first frame is on the screen (the first
``pygame.display.flip`` or ``update``). ``build/startup_time.py`` uses it for the cold and warm
start figures. The third, ``cpu <seconds>``, is the processor time the process used until
then: on a machine shared with other work it changes far less than the clock does. The second figure also holds what happens before Python runs a line of ours
(the loader, the frozen bootloader, Python's own start), so the two tell where the time went;
what comes before the process exists (under Wine: Wine starting its server) is in neither.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

FIRST_FRAME_ENV = "LLAMAGAMES_EXIT_AFTER_FIRST_FRAME"
FIRST_FRAME_MARK = "first-frame"

_STARTED = time.perf_counter()


def process_age() -> float | None:
    """Seconds since the operating system created this process, or None where unknown."""
    try:
        if sys.platform == "win32":
            import ctypes
            from ctypes import wintypes

            kernel32 = ctypes.WinDLL("kernel32")
            kernel32.GetCurrentProcess.restype = wintypes.HANDLE
            kernel32.GetProcessTimes.argtypes = [wintypes.HANDLE, *[ctypes.POINTER(wintypes.FILETIME)] * 4]
            kernel32.GetSystemTimePreciseAsFileTime.argtypes = [ctypes.POINTER(wintypes.FILETIME)]
            created, exited, kernel, user = (wintypes.FILETIME() for _ in range(4))
            if not kernel32.GetProcessTimes(kernel32.GetCurrentProcess(), ctypes.byref(created),
                                            ctypes.byref(exited), ctypes.byref(kernel), ctypes.byref(user)):
                return None
            now = wintypes.FILETIME()
            kernel32.GetSystemTimePreciseAsFileTime(ctypes.byref(now))
            ticks = ((now.dwHighDateTime << 32 | now.dwLowDateTime)
                     - (created.dwHighDateTime << 32 | created.dwLowDateTime))
            return ticks / 1e7  # FILETIME counts 100 ns
        if sys.platform.startswith("linux"):
            with open("/proc/self/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
            started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: start, in ticks since boot
            return time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except Exception:  # a figure for the start-up measurement; never a reason to fail
        return None
    return None


def _exit_after_first_frame() -> None:
    """Wrap pygame's two ways of showing a frame so the first one ends the process."""
    import pygame

    def wrap(show):  # type: ignore[no-untyped-def]
        def shown(*args, **kwargs):  # type: ignore[no-untyped-def]
            result = show(*args, **kwargs)
            if sys.stdout is not None:  # a windowed Windows app has no stdout
                age = process_age()
                sys.stdout.write(f"{FIRST_FRAME_MARK} {time.perf_counter() - _STARTED:.4f}"
                                 + (f" process {age:.4f}" if age is not None else "")
                                 + f" cpu {time.process_time():.4f}\n")
                sys.stdout.flush()
            os._exit(0)  # skip teardown: the figure is the time to the first frame
            return result

        return shown

    pygame.display.flip = wrap(pygame.display.flip)
    pygame.display.update = wrap(pygame.display.update)


def run() -> None:
    """Start the app as ``python -m llamagames`` would, with the same arguments."""
    multiprocessing.freeze_support()
    if os.environ.get(FIRST_FRAME_ENV) == "1":
        _exit_after_first_frame()
    from llamagames.__main__ import main

    result = main()
    sys.exit(result if isinstance(result, int) else 0)


if __name__ == "__main__":
    run()
