"""The type hints are checked, not decorative: mypy finds no error anywhere in the package.

One mypy run checks the package and the probe below together: each run of its own read the
package's whole import graph again (about 20 s on a fresh clone, where no cache is kept)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["llamagames"]
# mypy is one long subprocess: run beside the two workers (tests/run.py), where it fills the
# browser tests' waits.
pytestmark = pytest.mark.beside

TYPED_MATCH = '''
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llama import LLAMA
from llamagames.seats import SeatConfig

match = Match(LLAMA, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")], 1, worker=InlineBotWorker())
view = match.seat_view(0)
reveal_type(match.state)
reveal_type(view.observation())
reveal_type(view.legal_actions())
reveal_type(match.pacer.due(0.0))
reveal_type(Match("llama", [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")], 1).state)
'''
PROBE = "typed_match_probe.py"


@pytest.fixture(scope="module")
def mypy_run(tmp_path_factory: pytest.TempPathFactory) -> subprocess.CompletedProcess[str]:
    """mypy over the package and the probe, once for this module's tests."""
    pytest.importorskip("mypy", reason="mypy comes with the test extras")
    probe = tmp_path_factory.mktemp("types") / PROBE
    probe.write_text(TYPED_MATCH, "utf-8")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), *CHECKED, str(probe)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )


def package_errors(run: subprocess.CompletedProcess[str]) -> list[str]:
    """mypy's findings in the package: every line but the probe's own reveal notes."""
    return [line for line in (run.stdout + run.stderr).splitlines()
            if line.strip() and not (PROBE in line and "Revealed type is" in line)]


@pytest.mark.slow(seconds=20)
def test_mypy_finds_no_error(mypy_run: subprocess.CompletedProcess[str]) -> None:
    errors = package_errors(mypy_run)
    assert not errors, "\n".join(errors)


@pytest.mark.slow(seconds=20)
def test_a_match_of_a_known_game_is_typed_by_that_game(mypy_run: subprocess.CompletedProcess[str]) -> None:
    """``Match`` and its seat view carry the game's state, action and observation types to the
    type checker (a match set up by name, from the menu or a file, stays ``Any``)."""
    run = mypy_run
    revealed = [line.split("Revealed type is ", 1)[1].strip('"') for line in run.stdout.splitlines()
                if "Revealed type is" in line]
    assert len(revealed) == 5, run.stdout + run.stderr
    state, observation, legal, due, by_name = revealed
    assert "llama.state.LlamaState" in state and observation.endswith("LlamaObservation"), revealed
    assert legal.startswith("list[") and "PlayCard" in legal and "Draw" in legal, revealed
    assert "PlayCard" in due and due.endswith("None"), revealed
    assert by_name == "Any", revealed
