"""The type hints are checked, not decorative: mypy finds no error anywhere in the package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["llamagames"]


@pytest.mark.slow(seconds=10)
def test_mypy_finds_no_error() -> None:
    pytest.importorskip("mypy", reason="mypy comes with the test extras")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), *CHECKED],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr


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


@pytest.mark.slow
def test_a_match_of_a_known_game_is_typed_by_that_game(tmp_path: Path) -> None:
    """``Match`` and its seat view carry the game's state, action and observation types to the
    type checker (a match set up by name, from the menu or a file, stays ``Any``)."""
    pytest.importorskip("mypy", reason="mypy comes with the test extras")
    probe = tmp_path / "typed_match.py"
    probe.write_text(TYPED_MATCH, "utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), str(probe)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    revealed = [line.split("Revealed type is ", 1)[1].strip('"') for line in run.stdout.splitlines()
                if "Revealed type is" in line]
    assert len(revealed) == 5, run.stdout + run.stderr
    state, observation, legal, due, by_name = revealed
    assert "llama.state.LlamaState" in state and observation.endswith("LlamaObservation"), revealed
    assert legal.startswith("list[") and "PlayCard" in legal and "Draw" in legal, revealed
    assert "PlayCard" in due and due.endswith("None"), revealed
    assert by_name == "Any", revealed
