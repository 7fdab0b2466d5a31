"""On Windows, importing the UI runs no ``cmd /c ver`` (Python 3.11's platform module would)."""

from __future__ import annotations

import platform
import subprocess
import sys
from typing import NamedTuple

import pytest

from llamagames.ui import winver


class _WindowsVersion(NamedTuple):
    """What sys.getwindowsversion() gives on Windows 10 22H2 (a tuple with named fields)."""

    major: int = 10
    minor: int = 0
    build: int = 19045
    platform: int = 2
    service_pack: str = ""
    service_pack_major: int = 0
    product_type: int = 1
    platform_version: tuple[int, int, int] = (10, 0, 19045)


def _no_programs(*args, **kwargs):  # type: ignore[no-untyped-def]
    raise AssertionError(f"a program was started: {args}")


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="Python 3.12 reads the version without a command")
def test_windows_version_comes_from_the_kernel_without_starting_cmd(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(platform, "_syscmd_ver", platform._syscmd_ver)  # restored after the test
    monkeypatch.setattr(sys, "getwindowsversion", _WindowsVersion, raising=False)
    for name in ("check_output", "run", "Popen"):
        monkeypatch.setattr(subprocess, name, _no_programs)
    monkeypatch.setattr(platform, "_uname_cache", None)

    assert winver.skip_ver_command() is True
    assert winver.skip_ver_command() is False  # once is enough

    release, version, _csd, _ptype = platform.win32_ver()
    assert (release, version) == ("10", "10.0.19045")
    assert platform._syscmd_ver("win32") == ("win32", "", "")


def test_elsewhere_platform_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    before = platform._syscmd_ver
    assert winver.skip_ver_command() is False and platform._syscmd_ver is before
