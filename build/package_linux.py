"""The Linux download: one archive a player unpacks and installs with a double-click.

Why an archive and not a system package: it installs per user, needs no password and no
package manager, and ``install.sh --uninstall`` removes it cleanly. Layout inside
``LlamaGames-<version>-linux-<arch>.tar.gz``::

    LlamaGames-<version>-linux-<arch>/
        Install Llama Games.desktop   double-click target (runs install.sh)
        install.sh                    build/install-linux.sh; --uninstall removes the game
        llamagames.desktop            the menu entry (install.sh points Exec at the game)
        icons/hicolor/<n>x<n>/apps/llamagames.png
        app/                          the built game (also runs in place: app/LlamaGames)
        THIRD-PARTY-NOTICES.txt       the licences of what the game bundles (also in app/)
        VERSION  README.txt
"""

from __future__ import annotations

import io
import platform
import tarfile
import time
from pathlib import Path

import icons

BUILD = Path(__file__).resolve().parent
NOTICES = "THIRD-PARTY-NOTICES.txt"

README = """Llama Games {version}

To install: double-click "Install Llama Games" (if your file manager asks, choose "Run" or
"Allow launching"), or open a terminal here and run:   sh install.sh
Then start Llama Games from your applications menu.

To play without installing: double-click app/LlamaGames.

To remove it: right-click Llama Games in the menu and choose "Uninstall Llama Games", or run:
    sh ~/.local/share/llamagames/install.sh --uninstall
Your saved games and settings are kept.

Llama Games is built with free software and fonts by others; their licences are in
THIRD-PARTY-NOTICES.txt (also shown in the game: About).
"""


def archive_name(version: str, machine: str | None = None) -> str:
    """``LlamaGames-<version>-linux-<arch>``: the archive's name and its top folder."""
    return f"LlamaGames-{version}-linux-{machine or platform.machine()}"


def _add_text(tar: tarfile.TarFile, name: str, text: str, mode: int = 0o644) -> None:
    data = text.encode("utf-8")
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = len(data), mode, int(time.time())
    tar.addfile(info, io.BytesIO(data))


def package(app: Path, dist: Path, version: str, work: Path) -> Path:
    """Write ``dist/<archive_name>.tar.gz`` from the built ``app`` (a one-folder build's folder
    or a one-file build's executable) and return its path."""
    top = archive_name(version)
    target = dist / f"{top}.tar.gz"
    tree = icons.linux_icon_tree(work / "icons-linux")
    dist.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    with tarfile.open(partial, "w:gz", compresslevel=6) as tar:
        tar.add(BUILD / "install-launcher.desktop", f"{top}/Install Llama Games.desktop",
                filter=_executable)
        tar.add(BUILD / "install-linux.sh", f"{top}/install.sh", filter=_executable)
        tar.add(BUILD / "llamagames.desktop", f"{top}/llamagames.desktop")
        tar.add(tree, f"{top}/icons/hicolor")
        if app.is_dir():
            tar.add(app, f"{top}/app")
        else:
            tar.add(app, f"{top}/app/{app.name}", filter=_executable)
        notices = (app if app.is_dir() else app.parent) / NOTICES
        if notices.is_file():
            tar.add(notices, f"{top}/{NOTICES}")
            if not app.is_dir():  # a one-file build's folder holds only the program: beside it too
                tar.add(notices, f"{top}/app/{NOTICES}")
        _add_text(tar, f"{top}/VERSION", version + "\n")
        _add_text(tar, f"{top}/README.txt", README.format(version=version))
    partial.replace(target)
    return target


def _executable(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.mode |= 0o755
    return info
