"""Open a folder in the computer's file browser: Explorer, Finder, or what xdg-open picks.

Why a module: the About screen's "Open folder" button must never stop the game. A failure
(no file browser, no such folder) comes back as a sentence; a browser that exits with an error
a moment later is noticed by polling, without the window waiting for it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from ..i18n import t

COMMANDS = {"darwin": "open", "linux": "xdg-open"}
"""The opener per platform (``sys.platform`` prefix); Windows uses ``os.startfile``."""


def _command() -> str:
    return next((cmd for prefix, cmd in COMMANDS.items() if sys.platform.startswith(prefix)), "xdg-open")


def child_environment() -> dict[str, str]:
    """The environment for a program the app starts. A PyInstaller build points
    LD_LIBRARY_PATH at its own libraries, which would break the file browser's: the value
    from before the game started is restored (PyInstaller keeps it as LD_LIBRARY_PATH_ORIG)."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
        else:
            env.pop("LD_LIBRARY_PATH", None)
    return env


class Opening:
    """A file browser asked to show a folder; :meth:`problem` says later if it failed."""

    def __init__(self, folder: Path, process: subprocess.Popen[bytes] | None) -> None:
        self.folder = folder
        self.process = process

    def problem(self) -> str | None:
        """None while the opener runs; then "" if it went well, else a sentence."""
        if self.process is None:
            return ""
        code = self.process.poll()
        if code is None:
            return None
        if code == 0:
            return ""
        return t("No file browser could open {folder} ({command} ended with code {code}).",
                 folder=self.folder, command=_command(), code=code)


def open_folder(folder: Path, start: Callable[..., subprocess.Popen[bytes]] | None = None) -> Opening | str:
    """Show ``folder`` in the file browser; an :class:`Opening`, or a sentence saying why not."""
    start = start or subprocess.Popen
    if not folder.is_dir():
        return t("The folder {folder} does not exist.", folder=folder)
    try:
        if sys.platform == "win32":
            os.startfile(folder)  # type: ignore[attr-defined]  # Windows only
            return Opening(folder, None)
        process = start([_command(), str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL, env=child_environment(), start_new_session=True)
    except FileNotFoundError:  # the folder exists (checked above): the opener is what is missing
        return t("No file browser could be started to show {folder} ({command} is not installed).",
                 folder=folder, command=_command())
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        return t("Could not open {folder}: {reason}.", folder=folder, reason=reason)
    return Opening(folder, process)


__all__ = ["Opening", "child_environment", "open_folder"]
