"""The bench's RainbowArena side-by-side: run only when asked, same policy, both rates and a ratio.

A stand-in ``rainbowarena`` package (a tiny game with RainbowArena's ``LamaGame`` loop:
``init_game``, ``is_over``, ``get_legal_actions``, ``step``) plays the peer's part: the real
engine is never part of the repository.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from llamagames import bench
from llamagames.benchmarks import llama_rainbowarena

FAKE_GAME = '''
class _Rng:
    def seed(self, value):
        self.value = value


class LamaGame:
    """Ends after 12 steps; legal actions 0..2 (the loop's shape, not L.L.A.M.A.)."""

    def __init__(self, num_players=3):
        self.num_players = num_players
        self.np_random = _Rng()
        self.steps = 0

    def init_game(self):
        self.steps = 0
        return {}, 0

    def is_over(self):
        return self.steps >= 12

    def get_legal_actions(self):
        return [0, 1, 2]

    def step(self, action):
        assert action in (0, 1, 2)
        self.steps += 1
        return {}, self.steps % self.num_players
'''


@pytest.fixture
def fake_peer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    package = tmp_path / "rainbowarena" / "games" / "lama"
    package.mkdir(parents=True)
    for folder in (tmp_path / "rainbowarena", tmp_path / "rainbowarena" / "games", package):
        (folder / "__init__.py").write_text("")
    (package / "game.py").write_text(FAKE_GAME)
    monkeypatch.setattr(sys, "path", list(sys.path))
    for name in [m for m in sys.modules if m == "rainbowarena" or m.startswith("rainbowarena.")]:
        monkeypatch.delitem(sys.modules, name)
    yield str(tmp_path)
    for name in [m for m in sys.modules if m == "rainbowarena" or m.startswith("rainbowarena.")]:
        del sys.modules[name]


def test_the_peer_plays_side_by_side_with_both_rates_and_their_ratio(fake_peer: str) -> None:
    figures = llama_rainbowarena.side_by_side(fake_peer, quick=True)
    ours, theirs = figures["ours_games_per_s_4p"], figures["rainbowarena_games_per_s_4p"]
    assert ours > 0 and theirs > 0
    assert figures["ratio_ours_over_rainbowarena"] == pytest.approx(ours / theirs, rel=0.01)
    assert figures["rainbowarena_actions_per_game"] == 12
    assert figures["ours_actions_per_game"] > 10  # whole L.L.A.M.A. games: several rounds


def test_the_peer_runs_only_when_its_folder_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(llama_rainbowarena.ENV_VAR, raising=False)
    assert llama_rainbowarena.peer_path(None) is None
    monkeypatch.setattr(llama_rainbowarena, "side_by_side", lambda *a, **k: pytest.fail("peer run unasked"))
    report = bench.collect(quick=True, only=["nothing"])
    assert bench.PEER_SECTION not in report


def test_the_environment_names_the_folder_when_the_option_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(llama_rainbowarena.ENV_VAR, "/somewhere")
    assert llama_rainbowarena.peer_path(None) == "/somewhere"
    assert llama_rainbowarena.peer_path("/elsewhere") == "/elsewhere"


def test_the_command_line_reports_the_peer_section(fake_peer: str, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert bench.main(["--json", "--quick", "--only", bench.PEER_SECTION, "--peer-rainbowarena", fake_peer]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"machine", bench.PEER_SECTION}
    assert report[bench.PEER_SECTION]["rainbowarena_actions_per_game"] == 12


def test_several_rounds_are_merged_figure_by_figure_into_medians() -> None:
    runs = [
        {"machine": {"python": "3.11"}, "llama": {"rate": 10.0, "label": "a"}},
        {"machine": {"python": "3.11"}, "llama": {"rate": 30.0, "label": "a"}},
        {"machine": {"python": "3.11"}, "llama": {"rate": 12.0, "label": "a"}},
    ]
    merged = bench.median_figures(runs)
    assert merged == {"machine": {"python": "3.11"}, "llama": {"rate": 12.0, "label": "a"}}
    assert bench.median_figures(runs[:1]) == runs[0]
