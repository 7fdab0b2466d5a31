"""The installer's and uninstaller's wizard pages under Wine, as a player sees them.

Why a check of its own: `setup.exe /S` proves what gets installed, but a player clicks
through the wizard. Here the wizard runs on a private Xvfb, keys go to it as a player's
would (Return on each page), every page is saved as a screenshot in build/wine-logs/wizard/,
and the pictures on the pages are looked for, pixel for pixel, in those screenshots: our
Welcome/Finish panel and our header (installer_art.py), not NSIS's stock ones. The
uninstaller's question about the saves is shown and answered with its default (keep).

Used by check_windows.py (make exe-windows-check); needs Xvfb, xdotool and ImageMagick's
``import``.
"""

from __future__ import annotations

import os
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import wine


class PageError(AssertionError):
    """A wizard page did not appear or did not show what it should."""


def _pygame() -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def rgb_rows(path: Path) -> tuple[int, int, bytes]:
    """Width, height and the RGB bytes of an image file (BMP or PNG)."""
    pygame = _pygame()
    surface = pygame.image.load(str(path))
    return surface.get_width(), surface.get_height(), pygame.image.tobytes(surface, "RGB")


def find_picture(screen: tuple[int, int, bytes], picture: tuple[int, int, bytes]) -> tuple[int, int] | None:
    """Where ``picture`` appears unchanged (every pixel) in ``screen``, or None."""
    sw, sh, spix = screen
    pw, ph, ppix = picture
    stride, row = sw * 3, pw * 3
    first = ppix[:row]
    start = spix.find(first)
    while start >= 0:
        y, x3 = divmod(start, stride)
        if x3 % 3 == 0 and x3 + row <= stride and y + ph <= sh and all(
                spix[(y + r) * stride + x3:(y + r) * stride + x3 + row] == ppix[r * row:(r + 1) * row]
                for r in range(1, ph)):
            return x3 // 3, y
        start = spix.find(first, start + 1)
    return None


def _x(display: str, *command: str, timeout: float = 30) -> str:
    return subprocess.run(list(command), env={**os.environ, "DISPLAY": display}, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, errors="replace",
                          timeout=timeout).stdout


def wait_for_window(display: str, name: str, timeout: float = 120) -> int:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        ids = _x(display, "xdotool", "search", "--onlyvisible", "--name", name).split()
        if ids:
            return int(ids[0])
        time.sleep(0.5)
    raise PageError(f"no visible window named {name!r} after {timeout:.0f} s")


@dataclass
class Wizard:
    """One run of a wizard on ``display``: its screenshots and where the pictures were found."""

    display: str
    shots: Path
    pictures: dict[str, Path]
    found: dict[str, dict[str, tuple[int, int] | None]] = field(default_factory=dict)

    def shoot(self, page: str, wait_for: str | None = None, timeout: float = 60) -> dict[str, tuple[int, int] | None]:
        """Save the screen as ``<page>.png`` and look for our pictures on it; with ``wait_for``,
        retake it until that picture shows (a page still being drawn, an install running)."""
        self.shots.mkdir(parents=True, exist_ok=True)
        path = self.shots / f"{page}.png"
        deadline = time.perf_counter() + timeout
        while True:
            time.sleep(1.0)
            _x(self.display, "import", "-window", "root", str(path))
            if not path.is_file():
                raise PageError("ImageMagick's import saved no screenshot")
            screen = rgb_rows(path)
            found = {name: find_picture(screen, rgb_rows(picture)) for name, picture in self.pictures.items()}
            if wait_for is None or found[wait_for] is not None or time.perf_counter() > deadline:
                self.found[page] = found
                return found

    def key(self, window: int, key: str) -> None:
        _x(self.display, "xdotool", "windowfocus", "--sync", str(window))
        _x(self.display, "xdotool", "key", "--clearmodifiers", key)


def run_wizards(prefix: wine.Prefix, setup: Path, program: Path, data: Path, display: str,
                shots: Path, pictures: dict[str, Path]) -> Wizard:
    """Install with the wizard (Return on every page), then uninstall with the wizard keeping
    the saves (its default). Saves a screenshot of every page into ``shots``."""
    wizard = Wizard(display, shots, pictures)
    with open(shots.parent / "wizard-output.txt", "wb") as log:
        proc = wine.popen(prefix, [str(setup)], log, display=display)
        window = wait_for_window(display, "Llama Games Setup")
        for page, picture in (("1-welcome", "wizard"), ("2-components", "header"), ("3-folder", "header")):
            wizard.shoot(page, wait_for=picture)
            wizard.key(window, "Return")
        wizard.shoot("4-finish", wait_for="wizard", timeout=180)  # the install runs first
        if not (program / "LlamaGames.exe").is_file():
            raise PageError(f"the wizard reached its last page but {program} has no LlamaGames.exe")
        # The install is done; leave the last page without starting the game.
        wine.kill(prefix)
        proc.wait(timeout=30)
        getattr(proc, "pump").join(timeout=10)

        data.mkdir(parents=True, exist_ok=True)
        uninstaller = prefix.windows_path(program / "uninstall.exe")
        proc = wine.popen(prefix, [uninstaller], log, display=display)
        window = wait_for_window(display, "Llama Games Uninstall")
        wizard.shoot("5-uninstall-confirm", wait_for="header")
        wizard.key(window, "Return")
        wizard.shoot("6-uninstall-saves", wait_for="header")
        wizard.key(window, "Return")  # the box stays unticked: keep the saves
        deadline = time.perf_counter() + 120
        while (program / "LlamaGames.exe").exists() and time.perf_counter() < deadline:
            time.sleep(0.5)
        time.sleep(2)
        wizard.shoot("7-uninstall-done")
        proc.wait(timeout=60)
        wine.wait(prefix)
        getattr(proc, "pump").join(timeout=10)
    return wizard
