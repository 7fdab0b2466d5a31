"""The type hints are checked, not decorative: mypy finds no error anywhere in the package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["llamagames"]


@pytest.mark.slow
def test_mypy_finds_no_error() -> None:
    pytest.importorskip("mypy", reason="mypy comes with the test extras")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), *CHECKED],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
