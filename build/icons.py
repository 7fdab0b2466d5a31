"""App icons for every platform, made from the art in ``assets/icons/``.

Why here: the art team ships PNGs (and perhaps an SVG or a ``.ico``); Windows wants a ``.ico``,
macOS an ``.icns`` and a Linux desktop a PNG per hicolor size. PNG data may sit inside both
container formats as is, so no image library beyond pygame (already a dependency) is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons"
#: The app icon's files are named ``app.*`` or ``llamagames*.*`` (game tiles share the folder).
APP_ICON_NAMES = ("app", "llamagames")

#: hicolor sizes a desktop looks up; also the sizes put into the .ico (256 is its maximum).
LINUX_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: .icns element type per pixel size (PNG payloads, macOS 10.7+).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09",
              1024: b"ic10"}

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class IconError(RuntimeError):
    """The icon art is missing or unreadable: the build stops and says which file."""


def _app_icon_files(icon_dir: Path, suffix: str) -> list[Path]:
    """The app icon's files with this suffix, in a stable order."""
    return sorted(p for p in icon_dir.glob(f"*.{suffix}") if p.stem.lower().startswith(APP_ICON_NAMES))


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise IconError("not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def source_pngs(icon_dir: Path = ICON_DIR) -> dict[int, Path]:
    """The app icon's square PNGs, by edge length (the art's own sizes)."""
    found: dict[int, Path] = {}
    for path in _app_icon_files(icon_dir, "png"):
        try:
            width, height = png_size(path.read_bytes()[:32])
        except IconError:
            continue
        if width == height:
            found.setdefault(width, path)
    return found


def source_svg(icon_dir: Path = ICON_DIR) -> Path | None:
    """The app icon as SVG, if the art includes one."""
    svgs = _app_icon_files(icon_dir, "svg")
    return svgs[0] if svgs else None


def render_pngs(sizes: Iterable[int], out_dir: Path, icon_dir: Path = ICON_DIR) -> dict[int, Path]:
    """One PNG per size in ``out_dir``: the art's own file when it has that size, else a
    rendering of the SVG at that size, else the nearest larger PNG scaled down smoothly."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # a dependency of the app; imported late so `png_size` works without it

    own = source_pngs(icon_dir)
    svg = source_svg(icon_dir)
    if not own and svg is None:
        raise IconError(f"no square PNG or SVG icon in {icon_dir}")
    out_dir.mkdir(parents=True, exist_ok=True)
    made: dict[int, Path] = {}
    for size in sizes:
        target = out_dir / f"llamagames-{size}.png"
        if size in own:
            target.write_bytes(own[size].read_bytes())
        else:
            if svg is not None:
                image = pygame.image.load_sized_svg(str(svg), (size, size))
            else:
                larger = [s for s in own if s > size]
                base = own[min(larger)] if larger else own[max(own)]
                image = pygame.transform.smoothscale(pygame.image.load(str(base)), (size, size))
            pygame.image.save(image, str(target))
        made[size] = target
    return made


def write_ico(pngs: dict[int, Path], target: Path) -> Path:
    """A Windows .ico holding the given PNGs (Vista and later read PNG entries)."""
    sizes = sorted(s for s in pngs if s <= 256)
    if not sizes:
        raise IconError("a .ico needs at least one image of 256 px or less")
    blobs = [pngs[s].read_bytes() for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = len(header) + 16 * len(blobs)
    entries = b""
    for size, blob in zip(sizes, blobs):
        edge = 0 if size == 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(header + entries + b"".join(blobs))
    return target


def write_icns(pngs: dict[int, Path], target: Path) -> Path:
    """A macOS .icns holding the given PNGs under their standard element types."""
    elements = b""
    for size in sorted(pngs):
        kind = ICNS_TYPES.get(size)
        if kind is not None:
            blob = pngs[size].read_bytes()
            elements += kind + struct.pack(">I", len(blob) + 8) + blob
    if not elements:
        raise IconError("a .icns needs a 16, 32, 64, 128, 256, 512 or 1024 px image")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(b"icns" + struct.pack(">I", len(elements) + 8) + elements)
    return target


def platform_icon(out_dir: Path, platform: str = sys.platform, icon_dir: Path = ICON_DIR) -> Path:
    """The icon file PyInstaller embeds on this platform (.ico, .icns, or a PNG on Linux).

    A ``.ico`` shipped by the art team is used as is on Windows."""
    if platform == "win32":
        shipped = _app_icon_files(icon_dir, "ico")
        if shipped:
            return shipped[0]
        return write_ico(render_pngs(ICO_SIZES, out_dir / "png", icon_dir), out_dir / "llamagames.ico")
    if platform == "darwin":
        return write_icns(render_pngs(tuple(ICNS_TYPES), out_dir / "png", icon_dir),
                          out_dir / "llamagames.icns")
    return render_pngs((256,), out_dir / "png", icon_dir)[256]


def linux_icon_tree(out_dir: Path, icon_dir: Path = ICON_DIR) -> Path:
    """``hicolor/<n>x<n>/apps/llamagames.png`` (and ``scalable`` for the SVG) under ``out_dir``,
    ready to be copied into ``~/.local/share/icons``."""
    pngs = render_pngs(LINUX_SIZES, out_dir / "png", icon_dir)
    tree = out_dir / "hicolor"
    for size, png in pngs.items():
        dest = tree / f"{size}x{size}" / "apps" / "llamagames.png"
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(png.read_bytes())
    svg = source_svg(icon_dir)
    if svg is not None:
        dest = tree / "scalable" / "apps" / "llamagames.svg"
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(svg.read_bytes())
    return tree
