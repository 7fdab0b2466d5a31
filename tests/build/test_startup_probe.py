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
