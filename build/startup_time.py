"""Cold and warm start of the built app, to its first frame.

Why measured from outside: a one-file app spends part of its start unpacking itself before
Python even runs, so the clock starts just before the process is launched and stops when the
app reports its first frame (build/launcher.py, LLAMAGAMES_EXIT_AFTER_FIRST_FRAME=1). The app
draws its menu with the dummy video driver, so the figure covers everything but the window
system.

A cold start is the first run after dropping the page cache (``sync; echo 3 >
/proc/sys/vm/drop_caches``, Linux as root); where that is not permitted it is the first run
after the build, and the result says so. A warm start is the median of further runs.

    python build/startup_time.py [exe ...]   # default: both builds in dist/, when present
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from launcher import FIRST_FRAME_ENV, FIRST_FRAME_MARK
from smoke import exe_path, headless_env


class StartupError(RuntimeError):
    """The app exited or stalled before showing a frame."""


@dataclass(frozen=True)
class StartupFigures:
    command: str
    cold_seconds: float
    cold_after_cache_drop: bool
    warm_seconds: float
    warm_runs: int
    cold_runs: int
    warm_process_seconds: float | None = None
    """Median, from the process's creation to the first frame, as the app itself counts."""
    warm_cpu_seconds: float | None = None
    """Median processor time until the first frame: what a busy machine changes least."""


def drop_page_cache() -> bool:
    """Empty the kernel's page cache, so the next start reads every file from disk."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as control:
            control.write("3\n")
        return True
    except OSError:
        return False


def first_frame_seconds(command: list[str], timeout: float = 120.0) -> float:
    """Seconds from launching ``command`` to the app reporting its first frame."""
    return first_frame(command, timeout)[0]


def first_frame(command: list[str], timeout: float = 120.0) -> tuple[float, dict[str, float]]:
    """Seconds from launching ``command`` to the app reporting its first frame, and the
    figures of its first-frame line (``process``: since the process's creation, ``cpu``)."""
    with tempfile.TemporaryDirectory(prefix="llamagames-start-") as scratch:
        env = headless_env(Path(scratch))
        env[FIRST_FRAME_ENV] = "1"
        if command[0] == sys.executable:  # a source run needs the project on its path
            env["PYTHONPATH"] = str(Path(__file__).resolve().parent.parent)
        errors = Path(scratch) / "stderr.txt"
        with errors.open("w") as stderr:
            started = time.perf_counter()
            proc = subprocess.Popen(command, cwd=scratch, env=env, stdout=subprocess.PIPE,
                                    stderr=stderr, text=True)
            assert proc.stdout is not None
            watchdog = threading.Timer(timeout, proc.kill)  # a stalled app must not hang us
            watchdog.start()
            try:
                for line in proc.stdout:
                    if line.startswith(FIRST_FRAME_MARK):
                        elapsed = time.perf_counter() - started
                        proc.wait(timeout)
                        words = line.split()
                        figures = {k: float(v) for k, v in zip(words[2::2], words[3::2])}
                        return elapsed, figures
                proc.wait(timeout)
            finally:
                watchdog.cancel()
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
        message = errors.read_text(errors="replace")[-2000:]
    raise StartupError(f"{' '.join(command)} exited {proc.returncode} without drawing a frame:\n{message}")


def measure(command: list[str], warm_runs: int = 5, cold_runs: int = 1) -> StartupFigures:
    """The median of ``cold_runs`` cold starts (each after a cache drop, where permitted),
    then the median of ``warm_runs`` warm starts."""
    cold, dropped = [], True
    for _ in range(cold_runs):
        dropped = drop_page_cache() and dropped
        cold.append(first_frame_seconds(command))
        if not dropped:  # without a cache drop only the first run after the build is cold
            break
    runs = [first_frame(command) for _ in range(warm_runs)]
    warm = [seconds for seconds, _ in runs]

    def median_of(name: str) -> float | None:
        values = [figures[name] for _, figures in runs if name in figures]
        return round(statistics.median(values), 3) if values else None

    return StartupFigures(" ".join(command), round(statistics.median(cold), 3), dropped,
                          round(statistics.median(warm), 3), warm_runs, cold_runs,
                          median_of("process"), median_of("cpu"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("exe", nargs="*", type=Path, help="built executables to time")
    parser.add_argument("--source", action="store_true", help="also time `python build/launcher.py`")
    parser.add_argument("--runs", type=int, default=5, help="warm starts per app (median reported)")
    parser.add_argument("--cold-runs", type=int, default=1, help="cold starts per app (median reported)")
    args = parser.parse_args(argv)
    exes = args.exe or [p for p in (exe_path(), exe_path(onefile=True)) if p.is_file()]
    commands = [[str(exe.resolve())] for exe in exes]  # they run from a scratch folder
    if args.source:
        commands.append([sys.executable, str(Path(__file__).resolve().parent / "launcher.py")])
    if not commands:
        print("nothing to time: build first (make exe)", file=sys.stderr)
        return 1
    for command in commands:
        print(json.dumps(asdict(measure(command, args.runs, args.cold_runs))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
