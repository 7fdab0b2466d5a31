"""`make exe`: build the standalone app with PyInstaller, smoke-test it, package it.

    python build/build_exe.py             one-folder build in dist/LlamaGames/, smoke test,
                                          and on Linux dist/LlamaGames-<version>-linux-<arch>.tar.gz
                                          with its list of files (.contents.txt, build/contents.py)
    python build/build_exe.py --onefile   one-file build in dist/onefile/ instead
    python build/build_exe.py --measure   both builds, then size, build time and cold/warm
                                          start to the first frame of each, as JSON lines

PyInstaller's work folders go to build/pyinstaller/<mode> (git-ignored); repeated builds reuse
them, so only what changed is redone.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

BUILD = Path(__file__).resolve().parent
ROOT = BUILD.parent
sys.path.insert(0, str(BUILD))
import contents  # noqa: E402
from smoke import SmokeFailure, exe_path, run_smoke  # noqa: E402

SPEC = ROOT / "installer.spec"


class BuildError(RuntimeError):
    """PyInstaller failed; the message carries the end of its log."""


@dataclass(frozen=True)
class BuildResult:
    mode: str
    exe: Path
    seconds: float
    size_bytes: int


def version() -> str:
    """The app's version, read from the package without importing it."""
    text = (ROOT / "llamagames" / "__init__.py").read_text("utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if match is None:
        raise BuildError("llamagames/__init__.py has no __version__")
    return match.group(1)


def tree_size(path: Path) -> int:
    """Bytes on disk of a file, or of every file under a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(onefile: bool = False, dist: Path = ROOT / "dist", work: Path | None = None,
          clean: bool = False) -> BuildResult:
    """Run PyInstaller on installer.spec; return where the app is and what it cost."""
    mode = "onefile" if onefile else "onedir"
    work = work or ROOT / "build" / "pyinstaller" / mode
    spec_dist = dist / "onefile" if onefile else dist
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(spec_dist), "--workpath", str(work), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    if onefile:
        command += ["--", "--onefile"]
    started = time.perf_counter()
    proc = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors="replace")
    seconds = time.perf_counter() - started
    if proc.returncode != 0:
        raise BuildError(f"PyInstaller exited {proc.returncode}:\n{proc.stdout[-6000:]}")
    exe = exe_path(dist, onefile)
    if not exe.is_file():
        raise BuildError(f"PyInstaller finished but {exe} is missing:\n{proc.stdout[-3000:]}")
    bundle = exe if onefile else exe.parent
    return BuildResult(mode, exe, round(seconds, 1), tree_size(bundle))


def check_download(download: Path) -> Path:
    """List what ``download`` holds into ``<download>.contents.txt`` beside it, then stop
    (ContentsError) on a developer's file or missing notices (``build/contents.py``)."""
    entries = contents.list_download(download)
    name = download.name.removesuffix(".tar.gz").removesuffix(".zip")
    listed = contents.write_list(entries, download.with_name(f"{name}.contents.txt"), download.name)
    contents.check(entries, download.name)
    return listed


def _report(result: BuildResult) -> str:
    return (f"built {result.mode} app {result.exe.relative_to(ROOT)} in {result.seconds:.1f} s, "
            f"{result.size_bytes / 1e6:.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="build one file instead of a folder")
    parser.add_argument("--measure", action="store_true", help="build both modes and time their starts")
    parser.add_argument("--clean", action="store_true", help="ignore PyInstaller's cached work")
    parser.add_argument("--no-smoke", action="store_true", help="skip the smoke test")
    args = parser.parse_args(argv)
    try:
        if args.measure:
            return _measure(args.clean)
        result = build(args.onefile, clean=args.clean)
        print(_report(result))
        if not args.no_smoke:
            smoke = run_smoke(result.exe)
            workers = "" if smoke.worker_processes is None else f", {smoke.worker_processes} bot worker process(es)"
            print(f"smoke test passed: {result.exe.name} --smoke exited 0 after {smoke.seconds:.1f} s{workers}")
        if sys.platform.startswith("linux"):
            from package_linux import package

            bundle = result.exe if args.onefile else result.exe.parent
            archive = package(bundle, ROOT / "dist", version(), ROOT / "build" / "pyinstaller")
            print(f"Linux download: {archive.relative_to(ROOT)} ({archive.stat().st_size / 1e6:.1f} MB)")
            listed = check_download(archive)
            print(f"contents checked: nothing for developers only, {contents.NOTICES} beside the "
                  f"executable; the list is in {listed.relative_to(ROOT)}")
    except (BuildError, SmokeFailure, contents.ContentsError) as failure:
        print(f"make exe FAILED: {failure}", file=sys.stderr)
        return 1
    return 0


def _measure(clean: bool) -> int:
    """Both builds (from scratch with --clean), their sizes, and cold and warm starts to the first frame."""
    from startup_time import measure

    for onefile in (False, True):
        result = build(onefile, clean=clean)
        figures = measure([str(result.exe)], warm_runs=5, cold_runs=3)
        print(json.dumps({**asdict(result), "exe": str(result.exe.relative_to(ROOT)),
                          **asdict(figures)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
