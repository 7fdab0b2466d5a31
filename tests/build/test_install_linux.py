"""The Linux download installs into a person's menu by double-click and removes itself again.

A stand-in app (a tiny shell script) replaces the PyInstaller build here, so these tests run
in a second; test_exe.py repeats the install with the real build. Every run uses a temporary
HOME, and the clicks run exactly what the .desktop files' Exec keys say.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import package_linux  # build/package_linux.py, on the path via conftest
import pytest

from .desktop_entry import exec_argv, read_entry

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux installer")

VERSION = "9.8.7"
FAKE_APP = """#!/bin/sh
printf 'started with:%s\\n' "$*" > "$HOME/app-ran.txt"
"""


def _fake_build(tmp_path: Path) -> Path:
    app = tmp_path / "fake-build" / "LlamaGames"
    (app / "_internal").mkdir(parents=True)
    (app / "_internal" / "data.txt").write_text("bundled data")
    exe = app / "LlamaGames"
    exe.write_text(FAKE_APP)
    exe.chmod(0o755)
    return app


@pytest.fixture()
def download(tmp_path: Path) -> Path:
    """The packaged archive, unpacked into a folder whose path has a space, as a browser might."""
    archive = package_linux.package(_fake_build(tmp_path), tmp_path / "dist", VERSION, tmp_path / "work")
    assert archive.name == f"LlamaGames-{VERSION}-linux-{os.uname().machine}.tar.gz"
    downloads = tmp_path / "My Downloads"
    with tarfile.open(archive) as tar:
        tar.extractall(downloads, filter="tar")
    return downloads / package_linux.archive_name(VERSION)


@pytest.fixture()
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("XDG_DATA_HOME", "DISPLAY", "WAYLAND_DISPLAY")}  # no dialogs in tests
    env.update(HOME=str(home), **extra)
    return env


def _run(argv: list[str], home: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=home, env=_env(home, **extra), capture_output=True, text=True, timeout=60)


def _double_click(desktop_file: Path, home: Path, action: str | None = None,
                  **extra: str) -> subprocess.CompletedProcess[str]:
    group = "Desktop Entry" if action is None else f"Desktop Action {action}"
    return _run(exec_argv(read_entry(desktop_file)[group]["Exec"], desktop_file), home, **extra)


def _llama_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if "llamagames" in p.name.lower() or p.name == "LlamaGames")


def test_archive_holds_the_app_the_installer_and_its_launcher(download: Path) -> None:
    assert (download / "app" / "LlamaGames").stat().st_mode & 0o111
    assert (download / "install.sh").stat().st_mode & 0o111
    assert (download / "Install Llama Games.desktop").stat().st_mode & 0o111
    assert (download / "VERSION").read_text().strip() == VERSION
    assert (download / "app" / "_internal" / "data.txt").read_text() == "bundled data"
    assert (download / "icons" / "hicolor" / "48x48" / "apps" / "llamagames.png").is_file()
    assert "install.sh" in (download / "README.txt").read_text()


def test_double_click_install_then_menu_entry_starts_the_game(download: Path, home: Path) -> None:
    result = _double_click(download / "Install Llama Games.desktop", home)
    assert result.returncode == 0, result.stderr
    assert "is installed" in result.stdout and VERSION in result.stdout

    share = home / ".local" / "share"
    entry_file = share / "applications" / "llamagames.desktop"
    entry = read_entry(entry_file)["Desktop Entry"]
    assert entry["Name"] == "Llama Games" and entry["Icon"] == "llamagames"
    assert "Game" in entry["Categories"].split(";")
    assert entry["TryExec"] == str(share / "llamagames" / "LlamaGames")
    for size in (16, 32, 48, 64, 128, 256):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "llamagames.png").is_file()
    assert (share / "llamagames" / "_internal" / "data.txt").is_file()

    launched = _double_click(entry_file, home)
    assert launched.returncode == 0, launched.stderr
    assert (home / "app-ran.txt").read_text() == "started with:\n"


def test_uninstall_from_the_menu_removes_everything_it_added(download: Path, home: Path) -> None:
    before = set((home).rglob("*"))
    assert _double_click(download / "Install Llama Games.desktop", home).returncode == 0
    entry_file = home / ".local" / "share" / "applications" / "llamagames.desktop"
    assert "uninstall" in read_entry(entry_file)["Desktop Entry"]["Actions"]

    result = _double_click(entry_file, home, action="uninstall")
    assert result.returncode == 0, result.stderr
    assert "removed" in result.stdout
    assert _llama_files(home) == []
    left = {p for p in home.rglob("*") if p.is_file()} - before
    # Only the desktop's own caches may stay (update-desktop-database, where installed).
    assert {p.name for p in left} <= {"mimeinfo.cache", "icon-theme.cache"}


def test_reinstall_replaces_the_old_copy_and_still_uninstalls_cleanly(download: Path, home: Path) -> None:
    assert _run(["sh", str(download / "install.sh")], home).returncode == 0
    stale = home / ".local" / "share" / "llamagames" / "stale-file-from-old-version"
    stale.write_text("old")
    second = _run(["sh", str(download / "install.sh")], home)
    assert second.returncode == 0, second.stderr
    assert not stale.exists()
    assert (home / ".local" / "share" / "llamagames" / "LlamaGames").is_file()
    removed = _run(["sh", str(home / ".local" / "share" / "llamagames" / "install.sh"), "--uninstall"], home)
    assert removed.returncode == 0 and _llama_files(home) == []


def test_xdg_data_home_is_honoured(download: Path, home: Path, tmp_path: Path) -> None:
    data_home = tmp_path / "xdg data"
    result = _run(["sh", str(download / "install.sh")], home, XDG_DATA_HOME=str(data_home))
    assert result.returncode == 0, result.stderr
    assert (data_home / "llamagames" / "LlamaGames").is_file()
    assert (data_home / "applications" / "llamagames.desktop").is_file()
    assert not (home / ".local").exists()
    # The installed copy finds its own folder even without the variable.
    assert _run(["sh", str(data_home / "llamagames" / "install.sh"), "--uninstall"], home).returncode == 0
    assert _llama_files(data_home) == []


def test_a_folder_it_did_not_make_is_never_overwritten(download: Path, home: Path) -> None:
    foreign = home / ".local" / "share" / "llamagames"
    foreign.mkdir(parents=True)
    (foreign / "precious.txt").write_text("mine")
    result = _run(["sh", str(download / "install.sh")], home)
    assert result.returncode != 0
    assert "was not made by this installer" in result.stdout
    assert (foreign / "precious.txt").read_text() == "mine"
    assert _run(["sh", str(download / "install.sh"), "--uninstall"], home).returncode == 0
    assert (foreign / "precious.txt").read_text() == "mine"


def test_uninstall_without_an_install_and_a_wrong_option_explain_themselves(download: Path, home: Path) -> None:
    nothing = _run(["sh", str(download / "install.sh"), "--uninstall"], home)
    assert nothing.returncode == 0 and "nothing to remove" in nothing.stdout
    wrong = _run(["sh", str(download / "install.sh"), "--remove"], home)
    assert wrong.returncode != 0 and "--uninstall" in wrong.stdout
    assert not (home / ".local" / "share" / "llamagames").exists()
