"""build/smoke.py refuses every way a built app can look fine while being broken.

Stand-in "apps" (shell scripts) play the built program, so these run in a second.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import smoke  # build/smoke.py, on the path via conftest

# The stand-in apps sleep (a worker process must be seen): run beside the two workers (tests/run.py).
pytestmark = [pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)"),
              pytest.mark.beside]


def _app(tmp_path: Path, body: str) -> Path:
    exe = tmp_path / "LlamaGames"
    exe.write_text("#!/bin/sh\n" + body)
    exe.chmod(0o755)
    return exe


WORKER = 'sh -c "sleep 1; true" worker --multiprocessing-fork &\nwait\n'


def test_a_clean_run_with_a_worker_process_passes(tmp_path: Path) -> None:
    result = smoke.run_smoke(_app(tmp_path, WORKER + 'echo "Smoke test passed."\n'))
    assert result.worker_processes is not None and result.worker_processes >= 1  # a fork may show twice
    assert "Smoke test passed." in result.output


def test_a_non_zero_exit_fails_with_the_output(tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeFailure, match="exited 3(.|\n)*no table"):
        smoke.run_smoke(_app(tmp_path, WORKER + "echo no table >&2\nexit 3\n"))


def test_a_missing_module_fails_even_with_exit_zero(tmp_path: Path) -> None:
    body = WORKER + "echo \"ModuleNotFoundError: No module named 'llamagames.rules.alpacas'\"\n"
    with pytest.raises(smoke.SmokeFailure, match="ModuleNotFoundError"):
        smoke.run_smoke(_app(tmp_path, body))


def test_bots_thinking_in_process_mean_broken_multiprocessing(tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeFailure, match="never started a bot worker"):
        smoke.run_smoke(_app(tmp_path, 'echo "Smoke test passed."\n'))


def test_a_hanging_app_is_stopped_at_the_timeout(tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeFailure, match="still running"):
        smoke.run_smoke(_app(tmp_path, "exec sleep 30\n"), timeout=0.5)


def test_the_app_runs_headless_outside_the_source_tree(tmp_path: Path) -> None:
    body = WORKER + 'echo "video=$SDL_VIDEODRIVER audio=$SDL_AUDIODRIVER cwd=$(pwd) data=$XDG_DATA_HOME"\n'
    output = smoke.run_smoke(_app(tmp_path, body)).output
    assert "video=dummy audio=dummy" in output
    cwd = output.split("cwd=")[1].split()[0]
    assert cwd != str(Path.cwd()) and "llamagames-smoke-" in cwd
    assert output.split("data=")[1].split()[0].startswith(cwd)


def test_a_missing_build_says_how_to_make_one(tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeFailure, match="make exe"):
        smoke.run_smoke(tmp_path / "nothing-here")


def test_exe_path_follows_the_platform_and_mode(tmp_path: Path) -> None:
    suffix = ".exe" if sys.platform == "win32" else ""
    assert smoke.exe_path(tmp_path) == tmp_path / "LlamaGames" / f"LlamaGames{suffix}"
    assert smoke.exe_path(tmp_path, onefile=True) == tmp_path / "onefile" / f"LlamaGames{suffix}"
