"""The standalone app: PyInstaller builds it, and the built program plays every game headless.

This is `make exe` inside the test suite (``python -m pytest -m build``; make test leaves it to
`make exe`). It skips only when PyInstaller is not installed
(the ``build`` extra); a broken build or a failed smoke run is a failure. It builds into a
temporary folder, so two test runs at once cannot collide (a cached work folder saved little:
PyInstaller keeps its own cache of analysed binaries).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[build]')")

import build_exe
import contents
import notices
import smoke
import startup_time

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.build, pytest.mark.slow]


def _bundle_root(exe: Path) -> Path:
    """Where a one-folder build keeps its data (sys._MEIPASS when frozen)."""
    internal = exe.parent / "_internal"
    return internal if internal.is_dir() else exe.parent


def test_frozen_app_builds_bundles_its_data_and_passes_the_smoke_test(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    result = build_exe.build(onefile=False, dist=dist, work=tmp_path / "work")
    assert result.exe == smoke.exe_path(dist)
    data = _bundle_root(result.exe)

    # Every asset file, under the name resource_path() asks for; not the scripts that drew them.
    assets = [p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*")
              if p.is_file() and p.relative_to(ROOT / "assets").parts[0] != "source" and "__pycache__" not in p.parts]
    assert assets, "assets/ is empty"
    missing = [str(p) for p in assets if not (data / "assets" / p).is_file()]
    assert missing == []
    assert not (data / "assets" / "source").exists()
    # The notices: beside the executable for the player, inside the bundle for the About screen.
    beside = result.exe.parent / notices.FILE_NAME
    assert beside.read_text("utf-8") == (data / notices.FILE_NAME).read_text("utf-8")
    text = beside.read_text("utf-8")
    for needed in notices.runtime_distributions():
        assert f"{needed.metadata['Name']} {needed.version}" in text, needed.metadata["Name"]
    for name in ("SDL 2", "FreeType", "Noto Sans JP", "Fira Code", "CPython"):
        assert f". {name}" in text, name
    contents.check(contents.list_download(dist), "the built folder")
    # Data files inside the package (rules texts), where the code looks from its __file__.
    package_data = [p.relative_to(ROOT) for p in (ROOT / "llamagames").rglob("*")
                    if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts]
    assert [str(p) for p in package_data if not (data / p).is_file()] == []
    # pygame-gui's default theme and the fonts the app draws with (its hook adds them).
    for name in ("default_theme.json", "NotoSans-Regular.ttf", "NotoSans-Bold.ttf",
                 "NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf", "FiraCode-Regular.ttf"):
        assert (data / "pygame_gui" / "data" / name).is_file(), name

    ran = smoke.run_smoke(result.exe)
    assert ran.seconds > 0

    # The start-up probe the figures come from works on the frozen app.
    assert startup_time.first_frame_seconds([str(result.exe)]) > 0

    if sys.platform.startswith("linux"):
        _install_the_linux_download(result.exe.parent, tmp_path)


def _install_the_linux_download(app: Path, tmp_path: Path) -> None:
    """Package the real build, install it into a scratch HOME, start it, remove it."""
    import package_linux

    version = build_exe.version()
    archive = package_linux.package(app, tmp_path / "dist", version, tmp_path / "work")
    assert version in archive.name
    listed = build_exe.check_download(archive)  # what make exe does: the list, and no developer file
    assert f"{package_linux.archive_name(version)}/app/{notices.FILE_NAME}" in listed.read_text("utf-8")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME", "DISPLAY", "WAYLAND_DISPLAY")}
    env["HOME"] = str(home)
    installer = tmp_path / "unpacked" / package_linux.archive_name(version) / "install.sh"
    done = subprocess.run(["sh", str(installer)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr

    installed = home / ".local" / "share" / "llamagames" / "LlamaGames"
    assert startup_time.first_frame_seconds([str(installed)]) > 0

    removed = subprocess.run(["sh", str(installed.parent / "install.sh"), "--uninstall"], env=env,
                             capture_output=True, text=True, timeout=120)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not installed.parent.exists()
    assert not (home / ".local" / "share" / "applications" / "llamagames.desktop").exists()
