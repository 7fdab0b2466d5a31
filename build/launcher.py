"""Entry script of the packaged app: the file installer.spec freezes.

Why not ``llamagames/__main__.py`` itself: a frozen entry script runs as a top-level script,
outside its package, so it must import the app by absolute name. It also calls
``multiprocessing.freeze_support()`` before anything heavy is imported, so a spawned bot
worker process starts without loading pygame and the whole user interface first.

Measuring start-up: with ``LLAMAGAMES_EXIT_AFTER_FIRST_FRAME=1`` in the environment the app
prints ``first-frame <seconds since this script started>`` and exits as soon as its first
frame is on the screen (the first ``pygame.display.flip`` or ``update``). ``build/startup_time.py``
uses it for the cold and warm start figures.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

FIRST_FRAME_ENV = "LLAMAGAMES_EXIT_AFTER_FIRST_FRAME"
FIRST_FRAME_MARK = "first-frame"

_STARTED = time.perf_counter()


def _exit_after_first_frame() -> None:
    """Wrap pygame's two ways of showing a frame so the first one ends the process."""
    import pygame

    def wrap(show):  # type: ignore[no-untyped-def]
        def shown(*args, **kwargs):  # type: ignore[no-untyped-def]
            result = show(*args, **kwargs)
            if sys.stdout is not None:  # a windowed Windows app has no stdout
                sys.stdout.write(f"{FIRST_FRAME_MARK} {time.perf_counter() - _STARTED:.4f}\n")
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
