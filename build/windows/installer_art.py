"""The installer's pictures, drawn at build time from the game's own art in ``assets/``.

Why drawn, not committed: the art is SVG, and NSIS's Modern UI wants 24-bit BMPs of fixed
sizes (the Welcome and Finish pages' 164x314 panel, the other pages' 150x57 header). pygame
(already the app's dependency) renders the SVGs at those sizes, so a change to the art
reaches the installer with the next build, and no binary sits in the repository.

    python build/windows/installer_art.py OUT_DIR   writes wizard.bmp and header.bmp there
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
ART = ROOT / "assets"
#: The sizes NSIS's Modern UI 2 asks for, at 96 DPI (MUI_WELCOMEFINISHPAGE_BITMAP,
#: MUI_HEADERIMAGE_BITMAP).
WIZARD_SIZE = (164, 314)
HEADER_SIZE = (150, 57)
#: Drawn at this many times the size, then scaled down smoothly: pygame's shapes have no
#: anti-aliasing of their own.
SUPERSAMPLE = 4
#: The colours of the title picture (assets/art/title.svg): its sky and its hills.
SKY = ((0x4A, 0xA3, 0xD8), (0xA9, 0xDC, 0xF2), (0xFD, 0xE9, 0xC4))
HILLS = ((0x79, 0xB9, 0x55), (0x3F, 0x8A, 0x3A))


def _pygame():  # type: ignore[no-untyped-def]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def _svg(path: Path, height: int):  # type: ignore[no-untyped-def]
    """An SVG rendered ``height`` pixels tall, keeping its proportions."""
    pygame = _pygame()
    natural = pygame.image.load(str(path))
    width = round(natural.get_width() * height / natural.get_height())
    return pygame.image.load_sized_svg(str(path), (width, height))


def _blend(colours: tuple[tuple[int, int, int], ...], t: float) -> tuple[int, int, int]:
    """A colour along a gradient of evenly spaced stops, ``t`` from 0 to 1."""
    t = min(max(t, 0.0), 1.0) * (len(colours) - 1)
    i = min(int(t), len(colours) - 2)
    f = t - i
    a, b = colours[i], colours[i + 1]
    return (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f),
            round(a[2] + (b[2] - a[2]) * f))


def wizard_picture():  # type: ignore[no-untyped-def]
    """The Welcome and Finish pages' panel: the title picture's sky and hills, the app icon
    in the sky, a llama standing on the hill."""
    pygame = _pygame()
    k = SUPERSAMPLE
    width, height = WIZARD_SIZE[0] * k, WIZARD_SIZE[1] * k
    canvas = pygame.Surface((width, height))
    horizon = int(height * 0.62)
    for y in range(height):
        canvas.fill(_blend(SKY, y / horizon), (0, y, width, 1))
    # Two rolling hills, the far one lighter, as in the title picture.
    pygame.draw.ellipse(canvas, HILLS[0], (-width * 0.6, horizon - 10 * k, width * 1.5, height))
    pygame.draw.ellipse(canvas, HILLS[1], (width * 0.1, horizon + 26 * k, width * 1.6, height))
    picture = pygame.transform.smoothscale(canvas, WIZARD_SIZE)
    icon = _svg(ART / "icons" / "app.svg", 96)
    picture.blit(icon, ((WIZARD_SIZE[0] - icon.get_width()) // 2, 28))
    llama = _svg(ART / "art" / "llama_pose0.svg", 150)
    picture.blit(llama, ((WIZARD_SIZE[0] - llama.get_width()) // 2 + 4, WIZARD_SIZE[1] - llama.get_height() - 6))
    return picture


def header_picture():  # type: ignore[no-untyped-def]
    """The other pages' header (white, as Modern UI's header is): a llama and the app icon."""
    pygame = _pygame()
    picture = pygame.Surface(HEADER_SIZE)
    picture.fill((255, 255, 255))
    llama = _svg(ART / "art" / "llama_pose1.svg", HEADER_SIZE[1] - 4)
    icon = _svg(ART / "icons" / "app.svg", 44)
    picture.blit(llama, (HEADER_SIZE[0] - icon.get_width() - llama.get_width() - 10, 2))
    picture.blit(icon, (HEADER_SIZE[0] - icon.get_width() - 6, (HEADER_SIZE[1] - icon.get_height()) // 2))
    return picture


def save_bmp24(picture, path: Path) -> Path:  # type: ignore[no-untyped-def]
    """A 24-bit BMP (the format NSIS's LoadImage of a wizard bitmap reads everywhere)."""
    pygame = _pygame()
    flat = pygame.Surface(picture.get_size(), 0, 24)
    flat.fill((255, 255, 255))
    flat.blit(picture, (0, 0))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(flat, str(path))
    return path


def make(out_dir: Path) -> dict[str, Path]:
    """wizard.bmp and header.bmp in ``out_dir``; returns them by name."""
    return {"wizard": save_bmp24(wizard_picture(), out_dir / "wizard.bmp"),
            "header": save_bmp24(header_picture(), out_dir / "header.bmp")}


if __name__ == "__main__":
    for name, path in make(Path(sys.argv[1] if len(sys.argv) > 1 else ".")).items():
        print(name, path)
