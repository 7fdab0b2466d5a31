"""The app icon in every platform's container: .ico, .icns and the hicolor tree."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import icons
import pygame


def _square_png(path: Path, size: int, colour: tuple[int, int, int]) -> Path:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill(colour)
    pygame.image.save(surface, str(path))
    return path


def _svg(path: Path, colour: str) -> Path:
    path.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                    f'<rect width="10" height="10" fill="{colour}"/></svg>')
    return path


def test_the_project_icon_renders_at_every_linux_size(tmp_path: Path) -> None:
    tree = icons.linux_icon_tree(tmp_path)
    for size in icons.LINUX_SIZES:
        png = tree / f"{size}x{size}" / "apps" / "llamagames.png"
        assert icons.png_size(png.read_bytes()) == (size, size)
    if icons.source_svg() is not None:
        assert (tree / "scalable" / "apps" / "llamagames.svg").read_bytes() == icons.source_svg().read_bytes()


def test_ico_directory_points_at_each_png(tmp_path: Path) -> None:
    pngs = icons.render_pngs(icons.ICO_SIZES, tmp_path / "png")
    data = icons.write_ico(pngs, tmp_path / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    seen = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        blob = data[offset:offset + length]
        edge = icons.png_size(blob)[0]
        assert (width or 256, height or 256) == (edge, edge)
        assert (planes, bits) == (1, 32)
        seen.append(edge)
    assert seen == sorted(icons.ICO_SIZES)


def test_icns_elements_match_their_declared_sizes(tmp_path: Path) -> None:
    pngs = icons.render_pngs((16, 32, 128, 512), tmp_path / "png")
    data = icons.write_icns(pngs, tmp_path / "app.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    position, found = 8, {}
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack(">I", data[position + 4:position + 8])[0]
        found[kind] = icons.png_size(data[position + 8:position + length])[0]
        position += length
    assert found == {b"icp4": 16, b"icp5": 32, b"ic07": 128, b"ic09": 512}


def test_only_the_app_icon_is_used_not_a_game_tile(tmp_path: Path) -> None:
    _svg(tmp_path / "aaa_game_tile.svg", "#ff0000")
    _svg(tmp_path / "app.svg", "#0000ff")
    png = icons.render_pngs((16,), tmp_path / "out", tmp_path)[16]
    assert pygame.image.load(str(png)).get_at((8, 8))[:3] == (0, 0, 255)


def test_own_png_sizes_are_kept_and_missing_ones_scaled_down(tmp_path: Path) -> None:
    own = _square_png(tmp_path / "llamagames-64.png", 64, (10, 200, 30))
    _square_png(tmp_path / "game_llama-32.png", 32, (200, 0, 0))  # a game tile: not the app icon
    made = icons.render_pngs((64, 32, 16), tmp_path / "out", tmp_path)
    assert made[64].read_bytes() == own.read_bytes()
    for size in (32, 16):
        assert icons.png_size(made[size].read_bytes()) == (size, size)
        assert pygame.image.load(str(made[size])).get_at((size // 2, size // 2))[:3] == (10, 200, 30)


def test_a_windows_build_uses_a_shipped_ico_as_is(tmp_path: Path) -> None:
    _svg(tmp_path / "app.svg", "#00ff00")
    shipped = tmp_path / "app.ico"
    shipped.write_bytes(b"\x00\x00\x01\x00\x00\x00")
    assert icons.platform_icon(tmp_path / "out", "win32", tmp_path) == shipped
    assert icons.platform_icon(tmp_path / "out", "darwin", tmp_path).suffix == ".icns"


def test_missing_art_stops_the_build_with_the_folder_named(tmp_path: Path) -> None:
    _svg(tmp_path / "game_llama.svg", "#ff0000")
    with pytest.raises(icons.IconError, match=str(tmp_path)):
        icons.render_pngs((16,), tmp_path / "out", tmp_path)
