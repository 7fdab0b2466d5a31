"""The start-up probe behind the cold and warm start figures (build/launcher.py + startup_time.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import startup_time  # build/startup_time.py, on the path via conftest

LAUNCHER = Path(__file__).resolve().parents[2] / "build" / "launcher.py"


def test_the_launcher_reports_its_first_frame_and_exits() -> None:
    seconds = startup_time.first_frame_seconds([sys.executable, str(LAUNCHER)], timeout=60)
    assert 0 < seconds < 60


def test_an_app_that_never_draws_is_reported_with_its_error(tmp_path: Path) -> None:
    script = tmp_path / "broken.py"
    script.write_text("import sys\nprint('cannot open the theme', file=sys.stderr)\nsys.exit(4)\n")
    with pytest.raises(startup_time.StartupError, match="exited 4(.|\n)*cannot open the theme"):
        startup_time.first_frame_seconds([sys.executable, str(script)])


def test_the_first_frame_line_also_counts_from_the_process_start(tmp_path: Path) -> None:
    """The second figure starts when the process was created, so it holds Python's own start
    too: never less than the first, and not far above it for a source run."""
    import os
    import subprocess

    import smoke

    env = smoke.headless_env(tmp_path)
    env[startup_time.FIRST_FRAME_ENV] = "1"
    env["PYTHONPATH"] = str(LAUNCHER.parents[1])
    proc = subprocess.run([sys.executable, str(LAUNCHER)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    line = next(line for line in proc.stdout.splitlines() if line.startswith("first-frame"))
    mark, in_script, word, in_process, cpu_word, cpu = line.split()
    assert (mark, word, cpu_word) == ("first-frame", "process", "cpu") and float(cpu) > 0
    # /proc's start time counts in clock ticks (10 ms), hence the slack.
    assert float(in_script) - 0.02 <= float(in_process) < float(in_script) + 30
    assert os.name != "posix" or float(in_process) > 0
