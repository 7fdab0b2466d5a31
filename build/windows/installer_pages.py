"""The installer's and uninstaller's wizard pages under Wine, as a player sees them.

Why a check of its own: `setup.exe /S` proves what gets installed, but a player clicks
through the wizard. Here the wizard runs on a private Xvfb, keys go to it as a player's
would (Return on each page), every page is saved as a screenshot in build/wine-logs/wizard/,
and the pictures on the pages are looked for in those screenshots: our Welcome/Finish panel
and our header (installer_art.py), found by the app icon's orange and compared pixel by
pixel at the size NSIS drew them, not NSIS's stock ones. The
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


#: The app icon's orange (the top of assets/icons/app.svg's background): where it lies in
#: our picture and on the screen tells where the picture is drawn and how much NSIS scaled it.
def _is_orange(r: int, g: int, b: int) -> bool:
    return r >= 220 and 115 <= g <= 165 and b <= 105


def _orange_box(width: int, height: int, pixels: bytes) -> tuple[int, int, int, int] | None:
    xs: list[int] = []
    ys: list[int] = []
    for y in range(height):
        row = pixels[y * width * 3:(y + 1) * width * 3]
        for x in range(width):
            if _is_orange(row[3 * x], row[3 * x + 1], row[3 * x + 2]):
                xs.append(x)
                ys.append(y)
    if len(xs) < 20:
        return None
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


#: Mean difference per channel (0-255) at most, between the screen and our picture scaled to
#: where it is drawn: NSIS fits a page's picture to its control, which Wine's dialog fonts
#: make a little smaller than 164x314 (measured: 164x290, header 150x41), so the pixels are
#: resampled (measured differences: 1.2 for the panel, 22.1 for the header; None found for
#: the wrong picture).
PICTURE_TOLERANCE = 30.0


def find_picture(screen: tuple[int, int, bytes], picture: tuple[int, int, bytes]) -> tuple[int, int, int, int, float] | None:
    """Where ``picture`` is drawn in ``screen``, perhaps scaled: x, y, width, height and the
    mean difference per channel; None when it is not there (no icon orange, or the pixels
    around it are not our picture's)."""
    pygame = _pygame()
    sw, sh, spix = screen
    pw, ph, ppix = picture
    in_picture, on_screen = _orange_box(pw, ph, ppix), _orange_box(sw, sh, spix)
    if in_picture is None or on_screen is None:
        return None
    fx = (on_screen[2] - on_screen[0]) / (in_picture[2] - in_picture[0])
    fy = (on_screen[3] - on_screen[1]) / (in_picture[3] - in_picture[1])
    x, y = round(on_screen[0] - in_picture[0] * fx), round(on_screen[1] - in_picture[1] * fy)
    w, h = round(pw * fx), round(ph * fy)
    if x < 0 or y < 0 or x + w > sw or y + h > sh or w < 8 or h < 8:
        return None
    original = pygame.image.frombytes(ppix, (pw, ph), "RGB")
    differences = []
    for scale in (pygame.transform.smoothscale, pygame.transform.scale):  # Wine may average or pick
        mine = pygame.image.tobytes(scale(original, (w, h)), "RGB")
        total = count = 0
        for row in range(0, h, 2):
            drawn = spix[((y + row) * sw + x) * 3:((y + row) * sw + x + w) * 3]
            ours = mine[row * w * 3:(row + 1) * w * 3]
            total += sum(abs(a - b) for a, b in zip(drawn, ours))
            count += len(ours)
        differences.append(total / max(1, count))
    difference = min(differences)
    return (x, y, w, h, round(difference, 1)) if difference <= PICTURE_TOLERANCE else None


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
    found: dict[str, dict[str, tuple[int, int, int, int, float] | None]] = field(default_factory=dict)

    def shoot(self, page: str, wait_for: str | None = None,
              timeout: float = 60) -> dict[str, tuple[int, int, int, int, float] | None]:
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
        proc.pump.join(timeout=10)

        data.mkdir(parents=True, exist_ok=True)
        uninstaller = prefix.windows_path(program / "uninstall.exe")
        proc = wine.popen(prefix, [uninstaller], log, display=display)
        window = wait_for_window(display, "Llama Games Uninstall")
        wizard.shoot("5-uninstall-confirm", wait_for="header")
        wizard.key(window, "Return")
        wizard.shoot("6-uninstall-saves", wait_for="header")
        wizard.key(window, "Return")  # the box stays unticked: keep the saves
        deadline = time.perf_counter() + 120
        while program.exists() and time.perf_counter() < deadline:  # the folder goes last
            time.sleep(0.5)
        time.sleep(2)  # "Uninstallation Complete", the focus on Close
        wizard.shoot("7-uninstall-done", wait_for="header")
        wizard.key(window, "Return")  # Close
        try:
            proc.wait(timeout=60)
            wine.wait(prefix, timeout=120)
        finally:
            wine.kill(prefix)
            proc.pump.join(timeout=10)
    return wizard
