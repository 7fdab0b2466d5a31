"""`make exe-windows-check`: prove the Windows download under Wine, on private Xvfb servers.

    python build/windows/check_windows.py            every check below, in order
    python build/windows/check_windows.py --built    only the checks of the built folder (1-4)
    python build/windows/check_windows.py --startup  only the start-up figures of the built exe
    python build/windows/check_windows.py --scaling  only the display scaling check (4)
    python build/windows/check_windows.py --phones   only the phone proof (10)

1. The built exe (dist/windows/LlamaGames/LlamaGames.exe): a windowed (GUI subsystem) program,
   so neither it nor its bot worker (the same exe, started by multiprocessing's spawn) opens a
   console window; it carries the app icon, a version resource naming Llama Games and the
   version, and a manifest declaring per-monitor v2 DPI awareness.
2. `LlamaGames.exe --smoke` in the build prefix exits 0: a bot game through the table of every
   game, with a bot worker process started (`--multiprocessing-fork`, i.e. freeze_support
   at work) and ended, no other program (no `cmd /c ver`, no console host) started, and no
   sign of a missing module.
3. The time to the first frame under Wine, median of 3 runs: into memory, in a window, and in
   a window with Wine's server started anew (startup_figures).
4. Display scaling (check_scaling): at Wine's LogPixels 96 and 144 on a 1920x1080 and a
   1366x768 screen, the window lies wholly on the screen and its text is drawn at the
   screen's pixels (sharpness.py).
5. A FRESH prefix whose Windows user is "José Müller": the installer runs silently (/S) and
   puts the program into C:\\users\\José Müller\\AppData\\Local\\Programs\\Llama Games (spaces and
   non-ASCII letters in the path), the Start menu entry, and the Apps & features entry
   (HKCU, no administrator), and no desktop shortcut unless asked (/DESKTOP, checked by a
   second install over the first, which is also the update path).
6. The program the Start menu entry points to passes `--smoke` too; its start-up figures.
7. With a real window (Wine's X11 driver on a private Xvfb): the app starts with no test
   folders set, makes its data folder where platformdirs puts it on Windows
   (%LOCALAPPDATA%\\LlamaGames), shows a window with the app icon (_NET_WM_ICON), plays bots
   (worker process started), and closing the window (WM_DELETE_WINDOW, as a window
   manager's close button sends) ends every process of the app.
8. The silent uninstaller removes the program folder, the shortcuts and the registry
   entries; the data folder and the file in it stay.
9. The wizards, on an Xvfb (installer_pages.py): Return on every page installs; our own
   pictures (installer_art.py) are found on the Welcome and Finish pages and in the other
   pages' header; the uninstaller's wizard asks about the saves, and its
   default answer keeps them. `uninstall.exe /S /DELETESAVES` removes them.
10. Phones (check_phones): the Windows program hosts a L.L.A.M.A. game for a phone without a
   window (`LlamaGames.exe --phones ...`, listening on the loopback, which Wine shares with
   Linux); a Linux phone, headless Chromium through Selenium (Debian's chromium and
   chromium-driver), opens the address the program wrote, plays the phone's seat against the
   program's bot to the end of the game, and the program exits 0 and tells the phone so.

Everything runs in prefixes in the build's Wine folder, outside the source tree
(build_windows.work_dir; check-prefix/ is made anew each run); logs, figures and
screenshots go to build/wine-logs/. Each
step prints one line; the first failure stops the run with its reason. Exit 0 = all passed.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path[:0] = [str(HERE), str(ROOT / "build")]
import wine  # noqa: E402
from build_windows import APP_DIR, APP_EXE, LOGS, PREFIX, PYTHON_DIR, WORK, downloads_name, version  # noqa: E402
from smoke import MISSING_SIGNS  # noqa: E402

CHECK_PREFIX = wine.Prefix(WORK / "check-prefix", user="José Müller")
TITLE = "Llama Games"
INSTALL_DIR = Path("AppData") / "Local" / "Programs" / TITLE  # under the user's profile
START_MENU_LNK = Path("AppData") / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{TITLE}.lnk"
DESKTOP_LNK = Path("Desktop") / f"{TITLE}.lnk"
DATA_DIR = Path("AppData") / "Local" / "LlamaGames"  # platformdirs.user_data_dir("LlamaGames", appauthor=False)
UNINSTALL_KEY = r"[Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\LlamaGames]"
IMAGE_SUBSYSTEM_WINDOWS_GUI = 2
#: How far (mean per channel, 0 to 255) the window's icon may be from the art: Wine scales the
#: 64 px icon the app sets down to 32 px with some colour fringes (measured: 22.3; the same
#: art upside down: 50.0), so the check also wants it much nearer the art than the art
#: upside down.
ICON_TOLERANCE = 30.0


class CheckFailure(AssertionError):
    """A proof step failed; the message says which and why."""


def step(text: str) -> None:
    print(f"  ok  {text}", flush=True)


# ----------------------------------------------------------------------- the built exe

def pe_subsystem(exe: Path) -> int:
    """The PE header's subsystem field: 2 = a windowed program, 3 = a console program."""
    data = exe.read_bytes()[:4096]
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe:pe + 4] != b"PE\0\0":
        raise CheckFailure(f"{exe} is not a PE executable")
    return struct.unpack_from("<H", data, pe + 24 + 68)[0]


def _pefile() -> Any:
    """pefile (pure Python) from the Windows Python's site-packages, imported on Linux."""
    site = str(PYTHON_DIR / "Lib" / "site-packages")
    sys.path.insert(0, site)
    try:
        import pefile
    finally:
        sys.path.remove(site)
    return pefile


def exe_resources(exe: Path) -> tuple[list[tuple[int, int]], dict[str, str]]:
    """The sizes of the icon images in the exe, and its version strings."""
    pefile = _pefile()
    pe = pefile.PE(str(exe))
    sizes = []
    for entry in pe.DIRECTORY_ENTRY_RESOURCE.entries:
        if entry.id == pefile.RESOURCE_TYPE["RT_GROUP_ICON"]:
            for name in entry.directory.entries:
                for lang in name.directory.entries:
                    raw = pe.get_data(lang.data.struct.OffsetToData, lang.data.struct.Size)
                    count = struct.unpack_from("<H", raw, 4)[0]
                    for i in range(count):
                        w, h = raw[6 + 14 * i], raw[7 + 14 * i]
                        sizes.append((w or 256, h or 256))
    strings: dict[str, str] = {}
    for info in getattr(pe, "FileInfo", []) or []:
        for item in info:
            for table in getattr(item, "StringTable", []):
                strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
    return sizes, strings


def exe_manifest(exe: Path) -> bytes:
    """The application manifest embedded in the exe (RT_MANIFEST), or b"" without one."""
    pefile = _pefile()
    pe = pefile.PE(str(exe))
    resources = getattr(pe, "DIRECTORY_ENTRY_RESOURCE", None)
    for entry in resources.entries if resources is not None else []:
        if entry.id == pefile.RESOURCE_TYPE["RT_MANIFEST"]:
            for name in entry.directory.entries:
                for lang in name.directory.entries:
                    return pe.get_data(lang.data.struct.OffsetToData, lang.data.struct.Size)
    return b""


def dpi_awareness(manifest: bytes) -> tuple[str | None, str | None]:
    """The manifest's ``dpiAware`` (Windows 8.1) and ``dpiAwareness`` (Windows 10) settings."""
    import xml.dom.minidom

    if not manifest.strip():
        return None, None
    dom = xml.dom.minidom.parseString(manifest)
    found: dict[str, str] = {}
    for node in dom.getElementsByTagName("*"):
        if node.localName in ("dpiAware", "dpiAwareness") and node.firstChild is not None:
            found[node.localName] = node.firstChild.data.strip()
    return found.get("dpiAware"), found.get("dpiAwareness")


#: DLLs every Windows 10 and 11 has: the bundle may import these without carrying them. Any
#: other DLL it imports must be in the bundle: Wine supplies many DLLs of its own (the C++
#: runtime's vcruntime140_1, for one), so a smoke run under Wine alone would not notice one
#: missing on a real Windows. api-ms-win-* are the Universal C runtime's and the system's
#: API sets (part of Windows 10 and later).
WINDOWS_SYSTEM_DLLS = frozenset(
    "advapi32 bcrypt comctl32 comdlg32 crypt32 dwmapi gdi32 imm32 iphlpapi kernel32 msvcrt "
    "ntdll ole32 oleaut32 rpcrt4 secur32 setupapi shell32 shlwapi user32 userenv uxtheme "
    "version winmm ws2_32 dinput8 dxgi d3d11 d3d9 hid cfgmgr32".split())


def foreign_imports(app_dir: Path) -> dict[str, list[str]]:
    """DLLs the bundle's programs and libraries import that neither the bundle nor every
    Windows has, with who imports each."""
    pefile = _pefile()
    binaries = [p for p in app_dir.rglob("*") if p.suffix.lower() in (".exe", ".dll", ".pyd")]
    have = {p.name.lower() for p in binaries}
    missing: dict[str, list[str]] = {}
    for path in binaries:
        pe = pefile.PE(str(path), fast_load=True)
        pe.parse_data_directories(directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]])
        for entry in getattr(pe, "DIRECTORY_ENTRY_IMPORT", []):
            name = entry.dll.decode("ascii", "replace").lower()
            if (name not in have and not name.startswith(("api-ms-win-", "ext-ms-win-"))
                    and name.removesuffix(".dll") not in WINDOWS_SYSTEM_DLLS):
                missing.setdefault(name, []).append(path.name)
        pe.close()
    return missing


def check_exe(exe: Path) -> None:
    subsystem = pe_subsystem(exe)
    if subsystem != IMAGE_SUBSYSTEM_WINDOWS_GUI:
        raise CheckFailure(f"{exe.name} has PE subsystem {subsystem}, not 2 (windowed): it and its "
                           f"bot worker would open console windows")
    sizes, strings = exe_resources(exe)
    if (256, 256) not in sizes or (16, 16) not in sizes:
        raise CheckFailure(f"{exe.name}'s icon has sizes {sizes}; expected 16 to 256 px")
    expected = {"ProductName": TITLE, "FileVersion": version(), "OriginalFilename": exe.name}
    wrong = {k: strings.get(k) for k, v in expected.items() if strings.get(k) != v}
    if wrong:
        raise CheckFailure(f"{exe.name}'s version resource has {wrong}, expected {expected}")
    aware = dpi_awareness(exe_manifest(exe))
    if aware[1] is None or not aware[1].startswith("PerMonitorV2"):
        raise CheckFailure(f"{exe.name}'s manifest declares DPI awareness {aware}, not per-monitor v2: "
                           f"Windows would stretch its window at 125-200 % scaling")
    step(f"{exe.name}'s manifest: dpiAwareness {aware[1]!r}, dpiAware {aware[0]!r}")
    foreign = foreign_imports(exe.parent)
    if foreign:
        raise CheckFailure(f"the bundle imports DLLs it does not carry and Windows does not have "
                           f"(Wine supplies them, a real Windows would not): {foreign}")
    step("every DLL the bundle imports is in it or part of Windows 10/11 (UCRT, system DLLs)")
    step(f"{exe.name}: windowed program (no console for it or its worker), icon "
         f"{min(sizes)[0]}-{max(sizes)[0]} px, version resource {strings['ProductName']} {strings['FileVersion']}")


# ----------------------------------------------------------------------- running the app

@dataclass(frozen=True)
class Run:
    seconds: float
    returncode: int
    output: str
    workers: int
    consoles: list[str]


#: Wine's own services, started with a prefix's wineserver; not the app's doing.
WINE_SERVICES = ("wineboot.exe", "winemenubuilder.exe", "services.exe", "winedevice.exe",
                 "plugplay.exe", "svchost.exe", "explorer.exe", "rpcss.exe", "start.exe")


def process_kind(command_line: str) -> str:
    """What a Windows process seen during an app run is: the app, its bot worker, Wine's own
    service, the console host of a console program, ``cmd /c ver`` (see console_problem), or
    something else."""
    lowered = command_line.lower()
    if "llamagames.exe" in lowered:
        return "worker" if "--multiprocessing-fork" in lowered else "app"
    if "conhost.exe" in lowered:
        return "console"
    if "cmd.exe /c ver" in lowered:
        return "platform-ver"
    if any(name in lowered for name in WINE_SERVICES):
        return "wine"
    return "other"


def console_problem(seen: list[str]) -> str | None:
    """Why the console programs started during a run are a problem, or None.

    None is expected: the bot worker is the same windowed exe, and Python 3.11's
    ``platform.system()`` (pygame-gui calls it at import), which would run ``cmd /c ver`` in a
    hidden console, reads the version from Windows itself (llamagames/ui/winver.py). Any
    console program or console host would cost a process start, and a window flashing up in
    front of the player if its console were not hidden."""
    # One process may be seen under two command lines (Wine's loader, then the program).
    kinds = {kind for _pid, kind in {(entry.split(" ", 1)[0], entry.split(" ", 2)[1].rstrip(":"))
                                     for entry in seen}}
    others = [entry for entry in seen if " other: " in entry]
    if others:
        return f"unexpected programs started: {others}"
    if "platform-ver" in kinds:
        return f"`cmd /c ver` ran (platform's Windows version; see llamagames/ui/winver.py): {seen}"
    if "console" in kinds:
        return f"a console program started: {seen}"
    return None


def run_app(prefix: wine.Prefix, exe: str | Path, args: list[str], timeout: float = 600,
            display: str | None = None, during: Any = None, audio: bool = False, **env: str) -> Run:
    """Start the app under Wine, watch its prefix's processes until it ends, and wait until
    every process of the app (its worker too) has ended. ``during(proc)`` runs once it started.
    Without ``display`` it draws into memory; without ``audio`` it plays into SDL's dummy
    device (with it, it asks Windows for one, as a player's start does)."""
    if display is None:
        env = {"SDL_VIDEODRIVER": "dummy", **env}
    if not audio:
        env = {"SDL_AUDIODRIVER": "dummy", **env}
    workers: set[int] = set()
    consoles: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="llamagames-wine-") as scratch:
        log_path = Path(scratch) / "output.txt"
        with log_path.open("wb") as log:
            started = time.perf_counter()
            proc = wine.popen(prefix, [str(exe), *args], log, cwd=Path(scratch), display=display, **env)
            if during is not None:
                try:
                    during(proc)
                except CheckFailure as failure:
                    wine.kill(prefix)
                    log.flush()
                    raise CheckFailure(f"{failure}; the app's output:\n"
                                       + log_path.read_text(errors="replace")[-3000:]) from None
                except BaseException:
                    wine.kill(prefix)
                    raise
            while proc.poll() is None:
                for p in wine.processes(prefix):
                    kind = process_kind(p.command_line)
                    if kind == "worker":
                        workers.add(p.pid)
                    elif kind in ("console", "platform-ver", "other"):
                        consoles.add(f"{p.pid} {kind}: {p.command_line}")
                if time.perf_counter() - started > timeout:
                    wine.kill(prefix)
                    raise CheckFailure(f"{exe} {' '.join(args)} still running after {timeout:.0f} s:\n"
                                       + log_path.read_text(errors="replace")[-3000:])
                time.sleep(0.2)
            seconds = time.perf_counter() - started
            proc.pump.join(timeout=10)
        leftovers = _wait_for_app_exit(prefix)
        output = log_path.read_text(errors="replace")
    if leftovers:
        raise CheckFailure(f"{exe} {' '.join(args)} ended but left running: {leftovers}")
    return Run(seconds, proc.returncode, output, len(workers), sorted(consoles))


def _wait_for_app_exit(prefix: wine.Prefix, timeout: float = 20) -> list[str]:
    """The app's processes still alive after ``timeout`` seconds (none, if all is well)."""
    deadline = time.perf_counter() + timeout
    while True:
        left = [p.command_line for p in wine.processes(prefix) if "LlamaGames.exe" in p.command_line]
        if not left or time.perf_counter() > deadline:
            return left
        time.sleep(0.1)


def check_smoke(prefix: wine.Prefix, exe: str | Path, where: str) -> Run:
    result = run_app(prefix, exe, ["--smoke"])
    LOGS.mkdir(parents=True, exist_ok=True)
    (LOGS / f"smoke-{'installed' if prefix is CHECK_PREFIX else 'built'}.txt").write_text(result.output)
    if result.returncode != 0:
        raise CheckFailure(f"{where}: --smoke exited {result.returncode}:\n{result.output[-3000:]}")
    signs = [s for s in MISSING_SIGNS if s in result.output]
    if signs or "Smoke test passed." not in result.output:
        raise CheckFailure(f"{where}: --smoke printed {signs or 'no pass line'}:\n{result.output[-3000:]}")
    if result.workers == 0:
        raise CheckFailure(f"{where}: --smoke never started a bot worker process (multiprocessing "
                           f"spawn/freeze_support broken; bots fell back to the app's process)")
    problem = console_problem(result.consoles)
    if problem:
        raise CheckFailure(f"{where}: during --smoke, {problem}")
    games = [line for line in result.output.splitlines() if " bots, " in line and " moves" in line]
    if result.workers > 2 * max(1, len(games)):
        raise CheckFailure(f"{where}: {result.workers} bot worker processes for {len(games)} games: "
                           f"workers die and restart (expected about one a game)")
    step(f"{where}: --smoke exited 0 after {result.seconds:.1f} s ({len(games)} games, "
         f"{result.workers} bot worker process(es) started and ended, no console window)")
    step(f"{where}: programs the app started besides its worker: "
         f"{sorted(set(c.split(': ', 1)[1] for c in result.consoles)) or 'none'}")
    return result


def first_frame(prefix: wine.Prefix, exe: str | Path, runs: int = 3, display: str | None = None,
                cold: bool = False, label: str = "") -> dict[str, float]:
    """Seconds to the first frame, median of ``runs``: from the launcher script's start
    (``in_app``), from the process's creation (``process``), from `wine` to the app's exit
    (``wall``), and the CPU time used (``cpu``). With ``display`` a real window on that X
    server; the sound is started as on a player's start (no dummy audio driver). ``cold``
    ends the prefix's Wine server before each run, as when nothing of Wine runs yet (a click
    on the Start menu entry right after logging in)."""
    found: dict[str, list[float]] = {"in_app": [], "process": [], "cpu": [], "wall": []}
    for _ in range(runs):
        if cold:
            wine.kill(prefix)
        with tempfile.TemporaryDirectory(prefix="llamagames-home-") as home:
            result = run_app(prefix, exe, [], timeout=180, display=display, audio=True,
                             LLAMAGAMES_EXIT_AFTER_FIRST_FRAME="1", LLAMAGAMES_HOME=prefix.windows_path(Path(home)))
        match = re.search(r"first-frame ([0-9.]+)(?: process ([0-9.]+))?(?: cpu ([0-9.]+))?", result.output)
        if result.returncode != 0 or match is None:
            raise CheckFailure(f"first-frame run exited {result.returncode}:\n{result.output[-2000:]}")
        found["in_app"].append(float(match.group(1)))
        found["process"].append(float(match.group(2) or "nan"))
        found["cpu"].append(float(match.group(3) or "nan"))
        found["wall"].append(result.seconds)
    key = f"first_frame{'_' + label if label else ''}"
    return {f"{key}_{name}_s": round(statistics.median(values), 2) for name, values in found.items()}


# ----------------------------------------------------------------------- a real window

class _XClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
                ("data", ctypes.c_long * 5)]


class _XEvent(ctypes.Union):
    _fields_ = [("xclient", _XClientMessage), ("pad", ctypes.c_long * 24)]


def close_window(display: str, window: int) -> None:
    """Send WM_DELETE_WINDOW, as a window manager does when the player clicks the close button."""
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                               ctypes.POINTER(_XEvent)]
    x11.XFlush.argtypes = x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = x11.XOpenDisplay(display.encode())
    if not dpy:
        raise CheckFailure(f"cannot open X display {display}")
    event = _XEvent()
    event.xclient.type = 33  # ClientMessage
    event.xclient.window = window
    event.xclient.message_type = x11.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = x11.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
    event.xclient.data[1] = 0  # CurrentTime
    x11.XSendEvent(dpy, window, 0, 0, ctypes.byref(event))
    x11.XFlush(dpy)
    x11.XCloseDisplay(dpy)


def window_icons(display: str, window: int) -> dict[int, list[tuple[int, int, int, int]]]:
    """The window's icons from _NET_WM_ICON, by edge length, as RGBA pixels."""
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XGetWindowProperty.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
        ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong))]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = x11.XOpenDisplay(display.encode())
    if not dpy:
        raise CheckFailure(f"cannot open X display {display}")
    kind, fmt, count, after = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
    data = ctypes.POINTER(ctypes.c_ulong)()
    x11.XGetWindowProperty(dpy, window, x11.XInternAtom(dpy, b"_NET_WM_ICON", 0), 0, 1 << 22, 0, 0,
                           ctypes.byref(kind), ctypes.byref(fmt), ctypes.byref(count), ctypes.byref(after),
                           ctypes.byref(data))
    values = [data[i] & 0xFFFFFFFF for i in range(count.value)] if data else []
    if data:
        x11.XFree(data)
    x11.XCloseDisplay(dpy)
    icons: dict[int, list[tuple[int, int, int, int]]] = {}
    pos = 0
    while pos + 2 <= len(values):
        width, height = values[pos], values[pos + 1]
        pixels = values[pos + 2:pos + 2 + width * height]
        if width == height and len(pixels) == width * height:
            icons[width] = [((v >> 16) & 255, (v >> 8) & 255, v & 255, v >> 24) for v in pixels]
        pos += 2 + width * height
    return icons


def png_rgba(data: bytes) -> tuple[int, list[tuple[int, int, int, int]]]:
    """Edge length and RGBA pixels of a square 8-bit RGBA PNG (the icon art's own files)."""
    import zlib

    width, height, depth, colour, _c, _f, interlace = struct.unpack(">IIBBBBB", data[16:29])
    if (depth, colour, interlace) != (8, 6, 0) or width != height:
        raise CheckFailure("the icon PNG is not square 8-bit RGBA")
    pos, idat = 8, b""
    while pos < len(data):
        length, chunk = struct.unpack(">I4s", data[pos:pos + 8])
        if chunk == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b, c = prev[i], prev[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    flat = b"".join(rows)
    return width, [tuple(flat[i:i + 4]) for i in range(0, len(flat), 4)]  # type: ignore[misc]


def icon_difference(shown: list[tuple[int, int, int, int]], art: list[tuple[int, int, int, int]]) -> float:
    """Mean difference per channel (0 to 255) of two same-size icons, colour weighted by alpha."""
    total = 0.0
    for (r1, g1, b1, a1), (r2, g2, b2, a2) in zip(shown, art):
        total += (abs(r1 * a1 - r2 * a2) + abs(g1 * a1 - g2 * a2) + abs(b1 * a1 - b2 * a2)) / 255 + abs(a1 - a2)
    return total / (4 * len(art))


class Xvfb:
    """A private X server for the window checks."""

    def __init__(self, size: tuple[int, int] = (1280, 900)) -> None:
        self.size = size

    def __enter__(self) -> str:
        for number in range(91, 140):
            if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
                break
        self.display = f":{number}"
        self.proc = subprocess.Popen(["Xvfb", self.display, "-screen", "0", f"{self.size[0]}x{self.size[1]}x24", "-nolisten", "tcp"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.perf_counter() + 15
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if self.proc.poll() is not None or time.perf_counter() > deadline:
                raise CheckFailure(f"Xvfb {self.display} did not start")
            time.sleep(0.1)
        return self.display

    def __exit__(self, *exc: object) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def _x(display: str, *command: str) -> str:
    return subprocess.run(list(command), env={**os.environ, "DISPLAY": display}, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                          errors="replace", timeout=30).stdout


def check_window(prefix: wine.Prefix, exe: str) -> dict[str, Any]:
    """A real window: its icon, a bot worker, and closing it ends every process."""
    seen: dict[str, Any] = {}

    def during(proc: subprocess.Popen[bytes]) -> None:
        deadline = time.perf_counter() + 120
        window = None
        while window is None:
            ids = _x(display, "xdotool", "search", "--onlyvisible", "--name", TITLE).split()
            if ids:
                window = int(ids[0])
            elif proc.poll() is not None or time.perf_counter() > deadline:
                raise CheckFailure(f"no visible '{TITLE}' window appeared (app exit {proc.poll()})")
            else:
                time.sleep(0.5)
        seen["first_window_s"] = round(time.perf_counter() - started, 1)
        while not any("--multiprocessing-fork" in p.command_line for p in wine.processes(prefix)):
            if proc.poll() is not None or time.perf_counter() > deadline:
                raise CheckFailure("the demo game never started a bot worker process")
            time.sleep(0.2)
        time.sleep(3)  # let the bots play a few moves
        seen["processes_before_close"] = len([p for p in wine.processes(prefix) if "LlamaGames.exe" in p.command_line])
        shown = window_icons(display, window)
        seen["icon_sizes"] = sorted(shown)
        art = {}
        for size in shown:
            png = ROOT / "assets" / "icons" / f"llamagames-{size}.png"
            if png.is_file():
                edge, pixels = png_rgba(png.read_bytes())
                upside_down = [pixels[(edge - 1 - i // edge) * edge + i % edge] for i in range(edge * edge)]
                art[size] = round(icon_difference(shown[size], pixels), 1)
                seen.setdefault("icon_difference_upside_down", {})[size] = round(
                    icon_difference(shown[size], upside_down), 1)
            LOGS.mkdir(parents=True, exist_ok=True)  # for a look: `convert window-icon-32.pam x.png`
            (LOGS / f"window-icon-{size}.pam").write_bytes(
                f"P7\nWIDTH {size}\nHEIGHT {size}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".encode()
                + bytes(c for pixel in shown[size] for c in pixel))
        seen["icon_difference"] = art
        seen["title"] = _x(display, "xprop", "-id", str(window), "_NET_WM_NAME").split("=", 1)[-1].strip()
        if shutil.which("import"):
            LOGS.mkdir(parents=True, exist_ok=True)
            _x(display, "import", "-window", "root", str(LOGS / "window.png"))
        closed = time.perf_counter()
        close_window(display, window)
        proc.wait(timeout=30)
        seen["close_to_exit_s"] = round(time.perf_counter() - closed, 2)

    with Xvfb() as display:
        started = time.perf_counter()
        result = run_app(prefix, exe, ["--demo", "llama"], timeout=300, display=display, during=during)
    if not seen.get("icon_sizes"):
        raise CheckFailure("the window has no icon (_NET_WM_ICON is empty)")
    differences = seen["icon_difference"]
    against = seen.get("icon_difference_upside_down", {})
    if (not differences or max(differences.values()) > ICON_TOLERANCE
            or any(d > 0.7 * against[s] for s, d in differences.items())):
        raise CheckFailure(f"the window's icon is not the app's: mean difference per channel "
                           f"{differences} (0 to 255) from assets/icons/llamagames-<size>.png, "
                           f"{against} from the same art upside down")
    if result.returncode != 0:
        raise CheckFailure(f"closing the window: the app exited {result.returncode}:\n{result.output[-2000:]}")
    step(f"real window {seen['title']} after {seen['first_window_s']} s with the app icon "
         f"({', '.join(f'{s} px: mean difference {d}/255 from the art, {against[s]} upside down' for s, d in differences.items())}); "
         f"{seen['processes_before_close']} app "
         f"processes (window + bot worker); closing the window ended all of them "
         f"({seen['close_to_exit_s']} s to exit)")
    return seen


# ----------------------------------------------------------------------- display scaling

#: The screens and the Windows display scalings (LogPixels: 96 = 100 %, 144 = 150 %) the
#: frozen program is opened on.
SCALING_SCREENS = ((1920, 1080), (1366, 768))
SCALINGS = (96, 144)
#: At most this mean edge width (px) and at least this share of one- or two-pixel edges: text
#: drawn at the screen's own pixels (measured: about 2.1 px and 0.77 on the menu; the same
#: picture stretched by 1.5, as Windows shows a DPI-unaware program at 150 %: 3.6 px, 0.16).
SHARP_EDGE_PX = 2.6
SHARP_SHARE = 0.55


def set_scaling(prefix: wine.Prefix, log_pixels: int) -> None:
    """Windows' display scaling for the prefix, as Wine reads it (HKCU\\Control Panel\\Desktop)."""
    wine.run(prefix, ["reg", "add", r"HKCU\Control Panel\Desktop", "/v", "LogPixels", "/t", "REG_DWORD",
                      "/d", str(log_pixels), "/f"], timeout=120)
    wine.wait(prefix)


def window_geometry(display: str, window: int) -> tuple[int, int, int, int]:
    """x, y, width, height of an X window on the screen (xdotool getwindowgeometry)."""
    text = _x(display, "xdotool", "getwindowgeometry", str(window))
    position = re.search(r"Position: (-?\d+),(-?\d+)", text)
    size = re.search(r"Geometry: (\d+)x(\d+)", text)
    if position is None or size is None:
        raise CheckFailure(f"no geometry for window {window}: {text!r}")
    return int(position[1]), int(position[2]), int(size[1]), int(size[2])


def open_menu(prefix: wine.Prefix, exe: str | Path, screen: tuple[int, int], shot: Path) -> tuple[int, int, int, int]:
    """Start the program as a new player (no remembered window) on a screen of ``screen``
    pixels; returns its window's place and saves a screenshot of the menu."""
    seen: dict[str, tuple[int, int, int, int]] = {}

    def during(proc: subprocess.Popen[bytes]) -> None:
        deadline = time.perf_counter() + 120
        while True:
            ids = _x(display, "xdotool", "search", "--onlyvisible", "--name", TITLE).split()
            if ids:
                break
            if proc.poll() is not None or time.perf_counter() > deadline:
                raise CheckFailure(f"no visible '{TITLE}' window appeared (app exit {proc.poll()})")
            time.sleep(0.5)
        time.sleep(5)  # the menu drawn and settled
        seen["place"] = window_geometry(display, int(ids[0]))
        shot.parent.mkdir(parents=True, exist_ok=True)
        _x(display, "import", "-window", "root", str(shot))
        close_window(display, int(ids[0]))
        proc.wait(timeout=60)

    with tempfile.TemporaryDirectory(prefix="llamagames-home-") as home, Xvfb(screen) as display:
        result = run_app(prefix, exe, [], timeout=300, display=display, during=during,
                         LLAMAGAMES_HOME=prefix.windows_path(Path(home)))
    if result.returncode != 0 or "place" not in seen:
        raise CheckFailure(f"the menu on a {screen[0]}x{screen[1]} screen: exit {result.returncode}:\n"
                           f"{result.output[-2000:]}")
    return seen["place"]


def check_scaling(prefix: wine.Prefix, exe: str | Path) -> dict[str, Any]:
    """At 100 % and 150 % display scaling, on a 1920x1080 and a 1366x768 screen: the window
    opens wholly on the screen, and its text is drawn at the screen's own pixels (edges as
    sharp as a picture drawn at that size, not as one stretched by 1.5)."""
    import sharpness

    shots = LOGS / "scaling"
    figures: dict[str, Any] = {}
    try:
        for log_pixels in SCALINGS:
            set_scaling(prefix, log_pixels)
            for screen in SCALING_SCREENS:
                name = f"{screen[0]}x{screen[1]}-{round(log_pixels / 96 * 100)}pct"
                shot = shots / f"{name}.png"
                x, y, w, h = open_menu(prefix, exe, screen, shot)
                if x < 0 or y < 0 or x + w > screen[0] or y + h > screen[1]:
                    raise CheckFailure(f"at {name} the window ({w}x{h} at {x},{y}) does not fit the screen "
                                       f"(screenshot {shot})")
                measured = sharpness.measure(sharpness.crop(shot, (x, y, w, h)))
                figures[name] = {"window": [x, y, w, h], "mean_edge_px": measured.mean_edge_px,
                                 "sharp_share": measured.sharp_share, "stem_px": measured.stem_px,
                                 "edges": measured.edges}
                if log_pixels != 96 and screen == SCALING_SCREENS[0]:
                    blurred = sharpness.measure(sharpness.stretched(sharpness.crop(shot, (x, y, w, h)),
                                                                     log_pixels / 96))
                    figures[name]["if_stretched"] = {"mean_edge_px": blurred.mean_edge_px,
                                                     "sharp_share": blurred.sharp_share}
                if measured.mean_edge_px > SHARP_EDGE_PX or measured.sharp_share < SHARP_SHARE:
                    raise CheckFailure(f"at {name} the text is not drawn at the screen's pixels: {measured} "
                                       f"(screenshot {shot})")
                step(f"{name}: window {w}x{h} at ({x}, {y}), wholly on the screen; text edges "
                     f"{measured.mean_edge_px} px wide on average, {measured.sharp_share:.0%} of them 1-2 px; "
                     f"stems {measured.stem_px:g} px")
    finally:
        set_scaling(prefix, 96)
    high = figures.get(f"{SCALING_SCREENS[0][0]}x{SCALING_SCREENS[0][1]}-150pct", {})
    if "if_stretched" in high:
        step(f"the same 150 % menu stretched by 1.5, as Windows shows a DPI-unaware program, would measure "
             f"{high['if_stretched']['mean_edge_px']} px and {high['if_stretched']['sharp_share']:.0%}")
    pair = [shots / f"{SCALING_SCREENS[0][0]}x{SCALING_SCREENS[0][1]}-{pct}pct.png" for pct in (100, 150)]
    if shutil.which("convert") and all(p.is_file() for p in pair):
        subprocess.run(["convert", *map(str, pair), "+append", str(shots / "100-and-150-side-by-side.png")],
                       check=False, timeout=120)
    return {"scaling": figures}


# ----------------------------------------------------------------------- install, uninstall

def _registry_key(prefix: wine.Prefix, key: str) -> str | None:
    """The text of a key in the prefix's HKCU hive (user.reg), or None."""
    text = (prefix.path / "user.reg").read_text("utf-8", errors="replace")
    start = text.find(key + " ")
    if start < 0:
        return None
    end = text.find("\n[", start + 1)
    return text[start:end if end > 0 else len(text)]


def install(prefix: wine.Prefix, setup: Path, *options: str) -> float:
    started = time.perf_counter()
    wine.run(prefix, [str(setup), "/S", *options], timeout=600)
    wine.wait(prefix)
    return time.perf_counter() - started


def check_install(setup: Path) -> dict[str, object]:
    figures: dict[str, object] = {}
    prefix = CHECK_PREFIX
    wine.kill(prefix)
    shutil.rmtree(prefix.path, ignore_errors=True)
    shutil.rmtree(prefix.path.parent / f"{prefix.path.name}-home", ignore_errors=True)
    prefix.create()
    if not prefix.profile.is_dir():
        raise CheckFailure(f"the fresh prefix has no profile folder {prefix.profile}")
    figures["install_s"] = round(install(prefix, setup), 1)
    program = prefix.profile / INSTALL_DIR
    for name in ("LlamaGames.exe", "uninstall.exe", "_internal"):
        if not (program / name).exists():
            raise CheckFailure(f"after setup /S there is no {program / name}")
    lnk = prefix.profile / START_MENU_LNK
    if not lnk.is_file():
        raise CheckFailure(f"no Start menu entry at {lnk}")
    if (prefix.profile / DESKTOP_LNK).exists():
        raise CheckFailure("a silent install without /DESKTOP made a desktop shortcut")
    key = _registry_key(prefix, UNINSTALL_KEY)
    if key is None or '"DisplayName"="Llama Games"' not in key or "uninstall.exe" not in key:
        raise CheckFailure(f"no Apps & features entry in HKCU ({UNINSTALL_KEY}):\n{key}")
    target, icon = wine.shortcut_target(lnk)
    if prefix.linux_path(target).resolve() != (program / "LlamaGames.exe").resolve() or "LlamaGames.exe" not in icon:
        raise CheckFailure(f"the Start menu entry points to {target} (icon {icon}), not {program}")
    figures["installed_bytes"] = sum(p.stat().st_size for p in program.rglob("*") if p.is_file())
    step(f"setup /S in a fresh prefix (user 'José Müller') in {figures['install_s']} s: {target}; "
         f"Start menu entry with the app icon; Apps & features entry in HKCU; no desktop shortcut")

    install(prefix, setup, "/DESKTOP")
    desktop = prefix.profile / DESKTOP_LNK
    if not desktop.is_file() or not (program / "LlamaGames.exe").is_file():
        raise CheckFailure("setup /S /DESKTOP over the installed program made no desktop shortcut")
    step("setup /S /DESKTOP over the installed program (an update): desktop shortcut added")

    run = check_smoke(prefix, target, "installed, from the Start menu entry's target")
    figures["installed_smoke_s"] = round(run.seconds, 1)
    figures.update(startup_figures(prefix, target, "installed"))
    figures.update(check_window(prefix, target))
    data = prefix.profile / DATA_DIR
    if not data.is_dir():
        raise CheckFailure(f"the app made no data folder at {data} (platformdirs' Windows folder)")
    keep = data / "kept-by-uninstall.txt"
    keep.write_text("a player's file: the uninstaller must leave it\n")
    step(f"data folder at %LOCALAPPDATA%\\LlamaGames ({prefix.windows_path(data)}): "
         f"{sorted(p.name for p in data.iterdir())}")

    started = time.perf_counter()
    wine.run(prefix, [prefix.windows_path(program / "uninstall.exe"), "/S"], timeout=300)
    wine.wait(prefix)
    deadline = time.perf_counter() + 60
    while program.exists() and time.perf_counter() < deadline:
        time.sleep(0.5)
    figures["uninstall_s"] = round(time.perf_counter() - started, 1)
    left = [str(p) for p in (program, lnk, desktop) if p.exists()]
    if left:
        raise CheckFailure(f"uninstall.exe /S left {left}")
    for key_name in (UNINSTALL_KEY, r"[Software\\LlamaGames]"):
        if _registry_key(prefix, key_name) is not None:
            raise CheckFailure(f"uninstall.exe /S left the registry key {key_name}")
    if not keep.is_file():
        raise CheckFailure(f"uninstall.exe /S removed the player's data folder {data}")
    step(f"uninstall.exe /S in {figures['uninstall_s']} s: program folder, Start menu and desktop "
         f"shortcuts, registry entries gone; the data folder and its file stay")
    wine.kill(prefix)
    return figures


def startup_figures(prefix: wine.Prefix, exe: str | Path, label: str) -> dict[str, float]:
    """The time to the first frame, median of 3: into memory, and in a real window with
    Wine's server already running and with it started first (as on a click after login)."""
    figures = first_frame(prefix, exe, label=f"{label}_dummy")
    with Xvfb((1920, 1080)) as display:
        figures.update(first_frame(prefix, exe, display=display, label=f"{label}_window"))
        figures.update(first_frame(prefix, exe, display=display, cold=True, label=f"{label}_window_cold"))
    for kind in ("dummy", "window", "window_cold"):
        key = f"first_frame_{label}_{kind}"
        step(f"first frame, {label}, {kind.replace('_', ', ')}: {figures[key + '_wall_s']} s from `wine` "
             f"to the app's exit, {figures[key + '_process_s']} s from the process's creation, "
             f"{figures[key + '_in_app_s']} s in the app, {figures[key + '_cpu_s']} s of CPU (median of 3)")
    return figures


def check_wizard(setup: Path) -> dict[str, object]:
    """The installer's and uninstaller's wizards clicked through on an Xvfb (after
    check_install, in its prefix, the data folder with the player's file still there)."""
    import build_windows
    import installer_art
    import installer_pages

    prefix = CHECK_PREFIX
    program, data = prefix.profile / INSTALL_DIR, prefix.profile / DATA_DIR
    keep = data / "kept-by-uninstall.txt"
    art_dir = build_windows.PYI_WORK / "installer-art"  # the pictures makensis put into setup.exe
    art = {name: art_dir / f"{name}.bmp" for name in ("wizard", "header")}
    if not all(path.is_file() for path in art.values()):
        art = installer_art.make(art_dir)
    shots = LOGS / "wizard"
    started = time.perf_counter()
    try:
        with Xvfb() as display:
            wizard = installer_pages.run_wizards(prefix, setup, program, data, display, shots, art)
    except installer_pages.PageError as failure:
        wine.kill(prefix)
        raise CheckFailure(f"the installer's wizard: {failure} (screenshots in {shots})") from None
    expected = {"1-welcome": "wizard", "2-components": "header", "3-folder": "header", "4-finish": "wizard",
                "5-uninstall-confirm": "header", "6-uninstall-saves": "header"}
    missing = {page: picture for page, picture in expected.items() if wizard.found[page][picture] is None}
    if missing:
        raise CheckFailure(f"our pictures are not on these wizard pages (screenshots in {shots}): {missing}")
    if program.exists() or not keep.is_file():
        raise CheckFailure(f"after the uninstaller's wizard with its default answer: program folder "
                           f"{'left' if program.exists() else 'gone'}, the player's saves "
                           f"{'kept' if keep.is_file() else 'DELETED'}")
    step(f"the wizard, Return on every page ({time.perf_counter() - started:.0f} s): our panel on the Welcome "
         f"and Finish pages at {wizard.found['1-welcome']['wizard']}, our header on the others; the "
         f"uninstaller asks about the saves and keeps them by default (screenshots: {shots})")

    install(prefix, setup)
    wine.run(prefix, [prefix.windows_path(program / "uninstall.exe"), "/S", "/DELETESAVES"], timeout=300)
    wine.wait(prefix)
    deadline = time.perf_counter() + 60
    while (program.exists() or data.exists()) and time.perf_counter() < deadline:
        time.sleep(0.5)
    if data.exists():
        raise CheckFailure(f"uninstall.exe /S /DELETESAVES left the saves folder {data}")
    step("uninstall.exe /S /DELETESAVES (the box ticked): the saves folder is gone too")
    wine.kill(prefix)
    return {"wizard_s": round(time.perf_counter() - started, 1)}


PHONE_GAME_SECONDS = 300
"""The longest a whole L.L.A.M.A. game against one bot may take from the Linux phone."""


def linux_phone() -> Any:
    """Headless Chromium as a phone of 390x844 CSS pixels (Selenium on Debian's chromium and
    chromium-driver; nothing is downloaded)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chrome = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if chrome is None or not Path(driver).exists():
        raise CheckFailure("phones: no Chromium on the Linux side (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = chrome
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                 "--disable-extensions", "--disable-background-networking", "--window-size=390,844"):
        options.add_argument(flag)
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager never fetches anything
    phone = webdriver.Chrome(service=Service(driver), options=options)
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    return phone


def play_from_phone(phone: Any, url: str, proc: Any) -> dict[str, Any]:
    """Open ``url`` and tap the seat's turns until the game is over (a playable card, else the
    first button); the page's words at the end, the taps and the seconds."""
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.common.by import By

    started = time.perf_counter()
    phone.get(url)
    taps, joined = 0, None
    while time.perf_counter() - started < PHONE_GAME_SECONDS:
        try:
            cover = phone.find_element(By.ID, "cover")
            text = phone.find_element(By.ID, "coverText").text if cover.is_displayed() else ""
            if "closed" in text:  # the program ended its game and said so
                return {"taps": taps, "seconds": round(time.perf_counter() - started, 1), "said": text,
                        "joined_s": joined}
            if joined is None and phone.find_elements(By.CSS_SELECTOR, "#hand .card"):
                joined = round(time.perf_counter() - started, 2)
            if phone.find_element(By.ID, "status").get_attribute("class") == "turn":
                found = (phone.find_elements(By.CSS_SELECTOR, "#hand .card.ok")  # a move (not "take back")
                         or [b for b in phone.find_elements(By.CSS_SELECTOR, "#choices button")
                             if b.is_enabled() and b.get_attribute("data-action")])
                if found:
                    phone.execute_script("arguments[0].click()", found[0])
                    taps += 1
                    if taps == 3:
                        LOGS.mkdir(parents=True, exist_ok=True)
                        phone.save_screenshot(str(LOGS / "phone-on-windows-host.png"))
        except (StaleElementReferenceException, WebDriverException):
            pass
        if proc.poll() is not None and proc.returncode != 0:
            raise CheckFailure(f"phones: the Windows program ended with {proc.returncode} during the game")
        time.sleep(0.1)
    LOGS.mkdir(parents=True, exist_ok=True)
    phone.save_screenshot(str(LOGS / "phone-on-windows-host-late.png"))
    raise CheckFailure(f"phones: the game was not over after {PHONE_GAME_SECONDS} s ({taps} taps)")


def check_phones(prefix: wine.Prefix, exe: str | Path) -> dict[str, Any]:
    """A Linux phone plays a whole game hosted by the Windows program (see step 10)."""
    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="llamagames-phones-") as folder:
        urls = Path(folder) / "urls.txt"

        def during(proc: Any) -> None:
            deadline = time.perf_counter() + 180
            while not urls.is_file():
                if proc.poll() is not None:
                    raise CheckFailure(f"phones: the program ended ({proc.returncode}) before it listened")
                if time.perf_counter() > deadline:
                    raise CheckFailure("phones: the program wrote no address within 180 s")
                time.sleep(0.2)
            line = urls.read_text(encoding="utf-8").strip()
            if not line.startswith("seat 1: http://127.0.0.1:"):
                raise CheckFailure(f"phones: the program wrote {line!r}")
            url = line.split(": ", 1)[1]
            with urllib.request.urlopen(url.split("#")[0], timeout=10) as reply:  # the page, as a browser asks
                figures["page_html_bytes"] = len(reply.read())
            phone = linux_phone()
            try:
                figures.update(play_from_phone(phone, url, proc))
            finally:
                phone.quit()

        result = run_app(prefix, exe, ["--phones", "--game", "llama", "--seats", "phone,bot", "--headless",
                                       "--host", "127.0.0.1", "--port", "0", "--bot-delay", "0.1", "--seed", "5",
                                       "--urls-file", prefix.windows_path(urls)], timeout=PHONE_GAME_SECONDS + 240,
                         during=during)
    if result.returncode != 0:
        raise CheckFailure(f"phones: the Windows program exited {result.returncode}:\n{result.output[-3000:]}")
    step(f"phones: a Linux phone (Chromium) joined the Windows program's game on the loopback in "
         f"{figures['joined_s']} s, played its seat to the end ({figures['taps']} taps, {figures['seconds']} s), "
         f"and was told when the program closed the game; the program exited 0")
    return {f"phones_{key}": value for key, value in figures.items() if key != "said"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--built", action="store_true", help="only check the built folder (steps 1-3)")
    parser.add_argument("--scaling", action="store_true", help="only the display scaling check")
    parser.add_argument("--startup", action="store_true", help="only the start-up figures of the built program")
    parser.add_argument("--phones", action="store_true", help="only the phone proof (a Linux phone joins)")
    args = parser.parse_args(argv)
    missing = wine.missing_tools()
    if missing:
        print(wine.install_hint(missing), file=sys.stderr)
        return 2
    setup = downloads_name("setup")
    if not APP_EXE.is_file() or (not (args.built or args.phones) and not setup.is_file()):
        print(f"no Windows build to check: run make exe-windows first ({APP_EXE.relative_to(ROOT)}, "
              f"{setup.relative_to(ROOT)})", file=sys.stderr)
        return 1
    print("Checking the Windows build under Wine:", flush=True)
    figures: dict[str, object] = {}
    try:
        PREFIX.create()
        if args.scaling:
            figures.update(check_scaling(PREFIX, APP_EXE))
            print(json.dumps(figures, indent=1))
            return 0
        if args.phones:
            figures.update(check_phones(PREFIX, APP_EXE))
            print(json.dumps(figures, indent=1))
            return 0
        if not args.startup:
            check_exe(APP_EXE)
            figures["smoke_s"] = round(check_smoke(PREFIX, APP_EXE, f"{APP_DIR.relative_to(ROOT)}").seconds, 1)
        figures.update(startup_figures(PREFIX, APP_EXE, "built"))
        if args.startup:
            print(json.dumps(figures, indent=1))
            return 0
        figures.update(check_scaling(PREFIX, APP_EXE))
        figures.update(check_phones(PREFIX, APP_EXE))
        if not args.built:
            figures.update(check_install(setup))
            figures.update(check_wizard(setup))
    except (CheckFailure, wine.WineError, subprocess.TimeoutExpired) as failure:
        print(f"WINDOWS CHECK FAILED: {failure}", file=sys.stderr)
        return 1
    LOGS.mkdir(parents=True, exist_ok=True)
    (LOGS / "check-figures.json").write_text(json.dumps(figures, indent=1, default=str))
    print("Windows checks passed.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
