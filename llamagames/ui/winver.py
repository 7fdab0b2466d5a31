"""Windows: Python's platform module answers without running ``cmd /c ver``.

Why: on Python 3.11, ``platform.win32_ver()`` (behind ``platform.system()``, which pygame-gui
calls when it is imported) starts ``cmd /c ver`` in a hidden console to read the Windows
version: a second program and a console host at every start of the app. Under Wine on the
shared build machine that cost 0.35 to 1.05 s of the time to the first frame; on Windows,
tens of milliseconds. When that command's answer cannot be read, platform falls back to
``sys.getwindowsversion().platform_version``, the version of Windows' own kernel32.dll,
which is the number ``ver`` prints too; so answering from there changes no answer, it only
skips the program. Python 3.12 and later read the version without a command and are left
alone. ``llamagames.ui`` calls this before any of its modules imports pygame-gui.
"""

from __future__ import annotations

import platform
import sys
from typing import Any


def _no_ver_command(system: str = "", release: str = "", version: str = "",
                    supported_platforms: Any = ("win32", "win16", "dos")) -> tuple[str, str, str]:
    """platform._syscmd_ver's answer when ``ver`` gives none: its defaults."""
    return system, release, version


def skip_ver_command() -> bool:
    """Make ``platform`` read the Windows version without ``cmd /c ver``; True if it did."""
    if sys.platform != "win32" or sys.version_info >= (3, 12):
        return False
    if getattr(platform, "_syscmd_ver", None) in (None, _no_ver_command):
        return False
    setattr(platform, "_syscmd_ver", _no_ver_command)  # noqa: B010  (a private name typeshed may not know)
    return True
