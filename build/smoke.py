"""Smoke test of a built app: start it headless with ``--smoke`` and demand a clean exit.

Why a separate helper: `make exe`, the CI workflow on Windows and macOS and tests/build all
run the same check. The app runs from an empty temporary folder with its own data folders,
so it can find nothing by accident in the source tree and touches no real user's files; a
missing module or asset shows up as a non-zero exit or as a telltale line in its output.

    python build/smoke.py [path/to/LlamaGames]   # default: the one-folder build in dist/
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "LlamaGames"
#: Output that means the bundle lacks something, even when the app exits 0 anyway.
MISSING_SIGNS = ("ModuleNotFoundError", "ImportError", "FileNotFoundError",
                 "Traceback (most recent call last)", "Failed to execute script")


class SmokeFailure(AssertionError):
    """The built app failed its smoke run; the message carries its exit code and output."""


@dataclass(frozen=True)
class SmokeResult:
    exe: Path
    seconds: float
    output: str
    worker_processes: int | None
    """Bot worker processes seen while it ran (None where /proc cannot be watched)."""


def exe_path(dist: Path = ROOT / "dist", onefile: bool = False) -> Path:
    """Where PyInstaller puts the app's executable for this platform and mode."""
    suffix = ".exe" if sys.platform == "win32" else ""
    if onefile:
        return dist / "onefile" / f"{APP_NAME}{suffix}"
    return dist / APP_NAME / f"{APP_NAME}{suffix}"


def headless_env(home: Path) -> dict[str, str]:
    """The environment of a smoke run: no display, no sound, data folders under ``home``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "LLAMAGAMES_"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
    if sys.platform == "win32":
        env.update(APPDATA=str(home / "appdata"), LOCALAPPDATA=str(home / "localappdata"))
    elif sys.platform == "darwin":
        env["HOME"] = str(home)
    return env


def _descendants(root: int) -> set[int]:
    """Every live process below ``root``, from /proc."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, pending = set(), [root]
    while pending:
        for child in children.get(pending.pop(), []):
            if child not in found:
                found.add(child)
                pending.append(child)
    return found


def _worker_pids(root: int) -> set[int]:
    """Descendants of ``root`` started by multiprocessing as worker processes."""
    workers = set()
    for pid in _descendants(root):
        try:
            if b"--multiprocessing-fork" in Path(f"/proc/{pid}/cmdline").read_bytes():
                workers.add(pid)
        except OSError:
            continue
    return workers


def run_smoke(exe: Path, timeout: float = 600.0) -> SmokeResult:
    """Run ``exe --smoke`` headless; raise SmokeFailure unless it exits 0 with no sign of a
    missing module or file. On Linux it also demands that the app started a bot worker
    process: the app quietly falls back to thinking in-process when its worker cannot start,
    which would hide a frozen build whose multiprocessing is broken."""
    exe = exe.resolve()  # it runs from a scratch folder
    if not exe.is_file():
        raise SmokeFailure(f"no built app at {exe}: build it first (make exe)")
    watch = Path("/proc/self/stat").exists()
    workers: set[int] = set()
    with tempfile.TemporaryDirectory(prefix="llamagames-smoke-") as scratch:
        log_path = Path(scratch) / "output.txt"
        with log_path.open("w") as log:
            started = time.perf_counter()
            proc = subprocess.Popen([str(exe), "--smoke"], cwd=scratch, env=headless_env(Path(scratch)),
                                    stdout=log, stderr=subprocess.STDOUT)
            while proc.poll() is None:
                if time.perf_counter() - started > timeout:
                    proc.kill()
                    proc.wait()
                    raise SmokeFailure(f"{exe} --smoke still running after {timeout:.0f} s:\n"
                                       + log_path.read_text(errors="replace"))
                if watch:
                    workers |= _worker_pids(proc.pid)
                time.sleep(0.05)
            seconds = time.perf_counter() - started
        output = log_path.read_text(errors="replace")
    if proc.returncode != 0:
        raise SmokeFailure(f"{exe} --smoke exited {proc.returncode}:\n{output}")
    signs = [sign for sign in MISSING_SIGNS if sign in output]
    if signs:
        raise SmokeFailure(f"{exe} --smoke exited 0 but printed {', '.join(signs)}:\n{output}")
    if watch and not workers:
        raise SmokeFailure(f"{exe} --smoke never started a bot worker process, so the bots fell back "
                           f"to thinking in the app's own process: multiprocessing is broken in "
                           f"this build:\n{output}")
    return SmokeResult(exe, seconds, output, len(workers) if watch else None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("exe", nargs="?", type=Path, default=exe_path(), help="the built executable")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds before giving up")
    args = parser.parse_args(argv)
    try:
        result = run_smoke(args.exe, args.timeout)
    except SmokeFailure as failure:
        print(f"SMOKE TEST FAILED: {failure}", file=sys.stderr)
        return 1
    workers = "" if result.worker_processes is None else f", {result.worker_processes} bot worker process(es)"
    print(f"smoke test passed: {result.exe} --smoke exited 0 after {result.seconds:.1f} s{workers}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
