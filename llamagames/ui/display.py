"""What the player's screens offer: each display's area, the part a window may use (taskbar,
menu bar and dock left out) and its scaling, read from SDL itself.

pygame-ce 2.5 gives only the desktop sizes, which include the taskbar and say nothing of where
each display sits, so a window sized from them can open under the taskbar or above the top
edge. SDL, which pygame has already loaded, knows more (``SDL_GetDisplayUsableBounds``,
``SDL_GetDisplayDPI``): it is asked through ``ctypes``, and where that library cannot be found
the desktop sizes stand in, with a margin for a taskbar.

``declare_dpi_awareness`` must run before pygame starts its video: on Windows it makes the
program per-monitor DPI aware, so Windows neither stretches the bitmap (blurry text) nor
enlarges the window past the screen; the layouts already follow the window's pixels.
"""

from __future__ import annotations

import ctypes
import os
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import pygame

TASKBAR_SHARE = 0.06
"""Where SDL cannot tell the usable area: the share of a display's height left to a taskbar."""
BASE_DPI = 96.0
"""The dots per inch of 100% scaling (Windows and X11 both count from it)."""


@dataclass(frozen=True)
class Display:
    """One screen, in the desktop's pixels: its whole area, the area a window may use, and its
    scaling (1.0 at 100%, 1.5 at 150%)."""

    bounds: tuple[int, int, int, int]
    usable: tuple[int, int, int, int]
    scale: float = 1.0

    def contains(self, x: int, y: int) -> bool:
        """Whether the desktop point (x, y) lies on this display."""
        bx, by, bw, bh = self.bounds
        return bx <= x < bx + bw and by <= y < by + bh


def declare_dpi_awareness() -> None:
    """Tell Windows (through SDL's hint) that the program draws at the screen's own pixels.

    The frozen program's manifest says the same; the hint covers ``python -m llamagames``. The
    player's own setting of the hint wins. Elsewhere the hint is ignored."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


def _sdl_library() -> ctypes.CDLL | None:
    """The SDL library pygame has loaded (opening it again gives the same library, already
    started), or None where it cannot be found."""
    try:
        if sys.platform == "win32":
            return ctypes.CDLL("SDL2.dll")
        for path in _sdl_candidates():
            try:
                return ctypes.CDLL(str(path))
            except OSError:
                continue
    except OSError:
        return None
    return None


def _sdl_candidates() -> list[Path]:
    """Where pygame's SDL may be: the libraries this process has mapped (Linux), then the
    folders pygame's wheels and a frozen program put it in."""
    found: list[Path] = []
    maps = Path("/proc/self/maps")
    if maps.exists():
        try:
            for line in maps.read_text().splitlines():
                path = line.split(maxsplit=5)[-1] if line.count(" ") >= 5 else ""
                if _is_sdl(Path(path.strip()).name):
                    found.append(Path(path.strip()))
        except OSError:
            pass
    base = Path(pygame.__file__).parent
    for folder in (base / ".dylibs", base.parent / "pygame_ce.libs", base, base.parent):
        if folder.is_dir():
            found.extend(path for path in sorted(folder.glob("libSDL2*")) if _is_sdl(path.name))
    return list(dict.fromkeys(found))


def _is_sdl(name: str) -> bool:
    """Whether a library file is SDL itself (not SDL_image, SDL_ttf or SDL_mixer)."""
    return name.startswith(("libSDL2-", "libSDL2.")) and "_" not in name.split("-")[0]


def _sdl_displays(sdl: ctypes.CDLL) -> list[Display]:
    """Every display as SDL sees it (the video subsystem must be started)."""
    displays: list[Display] = []
    count = sdl.SDL_GetNumVideoDisplays()
    for index in range(max(0, count)):
        bounds, usable = _Rect(), _Rect()
        if sdl.SDL_GetDisplayBounds(index, ctypes.byref(bounds)) != 0:
            continue
        if sdl.SDL_GetDisplayUsableBounds(index, ctypes.byref(usable)) != 0 or usable.w <= 0 or usable.h <= 0:
            usable = bounds
        dpi = ctypes.c_float(0.0)
        scale = 1.0
        if sdl.SDL_GetDisplayDPI(index, ctypes.byref(dpi), None, None) == 0 and dpi.value > 0:
            scale = dpi.value / BASE_DPI
        displays.append(Display((bounds.x, bounds.y, bounds.w, bounds.h),
                                (usable.x, usable.y, usable.w, usable.h), round(scale, 3)))
    return displays


def _desktop_guess() -> list[Display]:
    """The displays from pygame's desktop sizes, side by side, each with room for a taskbar."""
    displays: list[Display] = []
    x = 0
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return displays
    for w, h in sizes:
        bar = round(h * TASKBAR_SHARE)
        displays.append(Display((x, 0, w, h), (x, 0, w, h - bar)))
        x += w
    return displays


def displays() -> list[Display]:
    """The screens attached now (empty when SDL's video is not started or has none)."""
    sdl = _sdl_library()
    if sdl is not None:
        try:
            found = _sdl_displays(sdl)
        except (AttributeError, OSError, ValueError):
            found = []
        if found:
            return found
    return _desktop_guess()


def pointer_position() -> tuple[int, int] | None:
    """Where the mouse pointer is on the desktop (the app opens on that screen), or None."""
    sdl = _sdl_library()
    if sdl is None:
        return None
    x, y = ctypes.c_int(0), ctypes.c_int(0)
    try:
        sdl.SDL_GetGlobalMouseState(ctypes.byref(x), ctypes.byref(y))
    except (AttributeError, OSError):
        return None
    return x.value, y.value


def _set_window(name: str, value: object) -> bool:
    """Set one property of the app's window (``position``, ``size``, ``minimum_size``) where the
    platform allows it; False where it does not. pygame-ce 2.5 warns that its display-module
    window is deprecated: the warning is for libraries, not for the one window this app owns."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            setattr(pygame.Window.from_display_module(), name, value)
    except (AttributeError, pygame.error, ValueError):
        return False
    return True


def window_position() -> tuple[int, int] | None:
    """Where the app's window stands on the desktop now, or None (no window, or the platform
    will not say)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            position = pygame.Window.from_display_module().position
    except (AttributeError, pygame.error, ValueError):
        return None
    return int(position[0]), int(position[1])


def move_window(x: int, y: int) -> None:
    """Put the app's window at the desktop point (x, y), where the platform allows it."""
    _set_window("position", (x, y))


def resize_window(size: tuple[int, int]) -> None:
    """Give the app's window the drawing size ``size``, where the platform allows it."""
    _set_window("size", size)


def ask_minimum_size(size: tuple[int, int]) -> None:
    """Tell the window manager the smallest size the layout supports (where SDL can)."""
    _set_window("minimum_size", size)
