"""Sleep until an event comes, without waking a thousand times a second.

``pygame.event.wait(timeout)`` in pygame-ce pumps and sleeps 1 ms in a loop (its own copy of
SDL's wait): about 4% of a core while nothing happens, more than the whole rest budget.
SDL's own ``SDL_WaitEventTimeout`` sleeps in the display connection (on X11 a ``poll`` of its
socket) and wakes at once for input or a posted event. Called with a NULL event it takes
nothing from the queue, so pygame then reads the events as usual.

The SDL pygame runs on is found where it is loaded (``/proc/self/maps`` on Linux, pygame's
own folder elsewhere) and checked to be that same library (its video is initialised);
otherwise the wait falls back to short sleeps and a look at the queue.
"""

from __future__ import annotations

import ctypes
import glob
import os
import time
from typing import Any

import pygame

FALLBACK_NAP = 0.02
"""Seconds between two looks at the queue when SDL's wait cannot be reached."""
SDL_INIT_VIDEO = 0x20
_sdl: Any = None
_looked = False


def _candidates() -> list[str]:
    found: list[str] = []
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                path = line.split()[-1] if len(line.split()) >= 6 else ""
                name = os.path.basename(path)
                if name.startswith("libSDL2") and not any(part in name for part in ("_image", "_mixer", "_ttf")):
                    found.append(path)
    except OSError:
        pass
    base = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", "libSDL2*.dylib", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2-2*"):
        found += [p for p in sorted(glob.glob(os.path.join(base, pattern))) if "_image" not in p and "_mixer" not in p
                  and "_ttf" not in p]
    return list(dict.fromkeys(found))


def sdl() -> Any:
    """pygame's SDL library with ``SDL_WaitEventTimeout`` ready to call, or None."""
    global _sdl, _looked
    if _looked:
        return _sdl
    if not pygame.display.get_init():
        return None  # asked again once the window is open
    _looked = True
    for path in _candidates():
        try:
            library = ctypes.CDLL(path)
            wait = library.SDL_WaitEventTimeout
            was_init = library.SDL_WasInit
        except (OSError, AttributeError):
            continue
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if not was_init(SDL_INIT_VIDEO) & SDL_INIT_VIDEO:
            continue  # another copy of SDL, not the one pygame's window lives in
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
        _sdl = library
        break
    return _sdl


def wait(timeout_ms: int) -> list[pygame.event.Event]:
    """The events that came within ``timeout_ms`` (at least one), or [] when none did."""
    events = pygame.event.get()
    if events:
        return events
    deadline = time.monotonic() + timeout_ms / 1000
    library = sdl()
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return pygame.event.get()
        if library is not None:
            library.SDL_WaitEventTimeout(None, max(1, round(left * 1000)))
        else:
            time.sleep(min(FALLBACK_NAP, left))
        events = pygame.event.get()
        if events:
            return events
