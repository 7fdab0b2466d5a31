"""Running Windows programs under Wine for the Windows build and its checks.

Why a module of its own: the build (build_windows.py) and the proofs (check_windows.py) both
start Windows programs in a private Wine prefix inside the build folder, and both need the
same care:
- a private prefix per job, so nothing lands in the user's ``~/.wine``; ``HOME`` is pointed
  into the build folder too and Wine's menu builder is off, so an installer that makes Start
  menu entries adds nothing to the Linux desktop's menus;
- no mono/gecko download prompts (``mscoree``/``mshtml`` disabled), no debug chatter;
- no display unless a check asks for one (``display=``), so the build is headless;
- the standard streams of a Windows console program are pipes, never a terminal or a regular
  file: Wine 8 hands CPython an invalid handle for a redirected file, and Python then dies in
  ``init_sys_streams`` before running a line.

Processes: a program that Wine starts for another Windows program (a multiprocessing worker)
is not a Linux child of the first one, so processes are found by their Wine prefix (from
``/proc/<pid>/environ``) and their Windows command line (``/proc/<pid>/cmdline``).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

#: Debian packages, by the command each one brings.
TOOLS = {"wine": "wine", "wine64": "wine64", "wineserver": "wine", "makensis": "nsis",
         "Xvfb": "xvfb", "xdotool": "xdotool", "xprop": "x11-utils", "import": "imagemagick"}
WINE64_DIRS = ("/usr/lib/wine", "/usr/lib/x86_64-linux-gnu/wine", "/opt/wine-stable/bin")


def find_tool(name: str) -> str | None:
    """The path of a command, also looking where Debian keeps ``wine64`` off the PATH."""
    found = shutil.which(name)
    if found is None and name in ("wine64", "wineserver"):
        for folder in WINE64_DIRS:
            candidate = Path(folder) / name
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return str(candidate)
    return found


def missing_tools() -> list[str]:
    """The commands the Windows build needs that are not installed."""
    return [name for name in TOOLS if find_tool(name) is None]


def install_hint(missing: list[str]) -> str:
    """One line: what to apt-get install."""
    packages = " ".join(dict.fromkeys(TOOLS[name] for name in missing))
    return (f"make exe-windows needs {', '.join(missing)}: run "
            f"'sudo apt-get install {packages}' (Debian/Ubuntu) and try again.")


@dataclass(frozen=True)
class Prefix:
    """A private Wine prefix (a fake Windows ``C:`` drive and registry) for one job."""

    path: Path
    user: str | None = None
    """The Windows user name; None keeps Wine's default (the Linux user's name)."""

    def env(self, display: str | None = None, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("PYTHON", "LLAMAGAMES_", "WINE", "SDL_")) and k != "DISPLAY"}
        home = self.path.parent / f"{self.path.name}-home"
        home.mkdir(parents=True, exist_ok=True)
        env.update(WINEPREFIX=str(self.path), WINEARCH="win64", WINEDEBUG="-all",
                   WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d", HOME=str(home),
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        if "UTF-8" not in (env.get("LC_ALL") or env.get("LANG") or "").upper().replace("UTF8", "UTF-8"):
            env["LC_ALL"] = "C.UTF-8"  # Windows names with non-ASCII letters pass through intact
        if self.user is not None:
            env["USER"] = env["LOGNAME"] = self.user
        if display is not None:
            env["DISPLAY"] = display
        env.update(extra)
        return env

    @property
    def drive_c(self) -> Path:
        return self.path / "drive_c"

    @property
    def profile(self) -> Path:
        """The user's profile folder (``%USERPROFILE%``) as a Linux path."""
        name = self.user if self.user is not None else os.environ.get("USER", "root")
        return self.drive_c / "users" / name

    def create(self) -> float:
        """Make the prefix if it is not there yet; returns the seconds it took."""
        if (self.path / "system.reg").is_file():
            return 0.0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        run(self, ["wineboot", "--init"], timeout=300)
        wait(self)
        if not (self.path / "system.reg").is_file():
            raise WineError(f"wineboot made no prefix in {self.path}")
        return time.perf_counter() - started

    def windows_path(self, path: Path) -> str:
        """The Windows name of a Linux path (inside the prefix: ``C:\\...``; elsewhere ``Z:\\...``)."""
        path = Path(path).resolve()
        try:
            return "C:\\" + str(path.relative_to(self.drive_c.resolve())).replace("/", "\\")
        except ValueError:
            return "Z:" + str(path).replace("/", "\\")

    def linux_path(self, windows: str) -> Path:
        """The Linux path of a ``C:\\...`` or ``Z:\\...`` name."""
        drive, rest = windows[0].upper(), windows[2:].replace("\\", "/").lstrip("/")
        if drive == "C":
            return self.drive_c / rest
        if drive == "Z":
            return Path("/") / rest
        raise ValueError(f"no Linux path for {windows}")


class WineError(RuntimeError):
    """A Windows program failed under Wine; the message carries the end of its output."""


def wine_command(program: str | Path, *args: str | Path) -> list[str]:
    wine = find_tool("wine64") or find_tool("wine") or "wine"
    return [wine, str(program), *map(str, args)]


def run(prefix: Prefix, command: Sequence[str | Path], timeout: float = 1800, cwd: Path | None = None,
        display: str | None = None, check: bool = True, **extra_env: str) -> subprocess.CompletedProcess[str]:
    """Run ``wine <command...>``; stdin is /dev/null and the output a pipe (see the module doc)."""
    proc = subprocess.run(wine_command(*command), env=prefix.env(display, **extra_env), cwd=cwd,
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors="replace", timeout=timeout)
    if check and proc.returncode != 0:
        raise WineError(f"{' '.join(map(str, command))} exited {proc.returncode}:\n{proc.stdout[-4000:]}")
    return proc


def popen(prefix: Prefix, command: Sequence[str | Path], log: IO[bytes], cwd: Path | None = None,
          display: str | None = None, **extra_env: str) -> subprocess.Popen[bytes]:
    """Start ``wine <command...>`` with its output going through a pipe into ``log``."""
    proc = subprocess.Popen(wine_command(*command), env=prefix.env(display, **extra_env), cwd=cwd,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    import threading

    def pump() -> None:
        assert proc.stdout is not None
        stream: Any = proc.stdout
        for chunk in iter(lambda: stream.read1(65536), b""):
            log.write(chunk)
            log.flush()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    proc.pump = thread  # join it before closing ``log``
    return proc


def wait(prefix: Prefix, timeout: float = 300) -> None:
    """Wait until every Windows process of the prefix has ended (``wineserver -w``)."""
    server = find_tool("wineserver") or "wineserver"
    subprocess.run([server, "-w"], env=prefix.env(), stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout, check=False)


def kill(prefix: Prefix) -> None:
    """End every Windows process of the prefix, and its wineserver (``wineserver -k``)."""
    server = find_tool("wineserver") or "wineserver"
    subprocess.run([server, "-k"], env=prefix.env(), stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60, check=False)


@dataclass(frozen=True)
class WineProcess:
    pid: int
    command_line: str


def processes(prefix: Prefix) -> list[WineProcess]:
    """The live Windows processes of this prefix (wineserver and its helper services excluded)."""
    marker = f"WINEPREFIX={prefix.path}".encode()
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            environ = (entry / "environ").read_bytes()
            if marker not in environ.split(b"\0"):
                continue
            command_line = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
        except OSError:
            continue
        if not command_line.strip() or "wineserver" in command_line:
            continue
        found.append(WineProcess(int(entry.name), command_line.strip()))
    return found


def shortcut_target(lnk: Path) -> tuple[str, str]:
    """The target path and the icon location of a Windows shortcut (``.lnk``, MS-SHLLINK)."""
    data = lnk.read_bytes()
    if data[:4] != b"\x4c\x00\x00\x00":
        raise ValueError(f"{lnk} is not a shortcut file")
    flags = struct.unpack_from("<I", data, 0x14)[0]
    pos = 0x4C
    if flags & 0x01:  # HasLinkTargetIDList
        pos += 2 + struct.unpack_from("<H", data, pos)[0]
    target = ""
    if flags & 0x02:  # HasLinkInfo
        size, header, _info_flags, _volume, base, _cnrl, _suffix = struct.unpack_from("<7I", data, pos)
        if header >= 0x24:
            base_unicode = struct.unpack_from("<I", data, pos + 0x1C)[0]
            end = data.index(b"\0\0", pos + base_unicode)
            end += (end - (pos + base_unicode)) % 2
            target = data[pos + base_unicode:end].decode("utf-16-le")
        else:
            end = data.index(b"\0", pos + base)
            target = data[pos + base:end].decode("cp1252")
        pos += size
    unicode = bool(flags & 0x80)
    strings = {}
    for bit, name in ((0x04, "name"), (0x08, "relative"), (0x10, "workdir"), (0x20, "arguments"),
                      (0x40, "icon")):
        if flags & bit:
            count = struct.unpack_from("<H", data, pos)[0]
            width = 2 if unicode else 1
            raw = data[pos + 2:pos + 2 + count * width]
            strings[name] = raw.decode("utf-16-le" if unicode else "cp1252").rstrip("\0")
            pos += 2 + count * width
    return target, strings.get("icon", "")
