"""``--record``: a long tournament keeps every finished game and goes on where it stopped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llamagames import tournament

LEVELS = ["normal", "random", "random"]


def _shares(result: tournament.TournamentResult) -> dict[str, object]:
    rows = result.to_json()["results"]
    return {level: (row["wins"], row["seat_games"], row["mean_score"], row["decisions_per_game"])
            for level, row in rows.items()}


def test_a_resumed_run_plays_only_the_missing_games_and_counts_the_same(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    record = tmp_path / "games.jsonl"
    whole = tournament.run_tournament("llama", LEVELS, 12, seed=9)
    first = tournament.run_tournament("llama", LEVELS, 6, seed=9, record=record)
    assert first.played_now == 6 and len(record.read_text().splitlines()) == 1 + 6
    with record.open("a") as out:
        out.write('{"index": 7, "lineup": ["nor')  # a line cut short by a stop
    played: list[int] = []
    real = tournament.play_game

    def counting(game_name: str, levels: object, seed: int, index: int, *rest: object) -> object:
        played.append(index)
        return real(game_name, levels, seed, index, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(tournament, "play_game", counting)
    resumed = tournament.run_tournament("llama", LEVELS, 12, seed=9, record=record)
    assert sorted(played) == list(range(6, 12)) and resumed.played_now == 6
    assert _shares(resumed) == _shares(whole)
    indices = [json.loads(line)["index"] for line in record.read_text().splitlines()[1:] if line.endswith("}")]
    assert sorted(indices) == list(range(12))


def test_a_record_of_another_tournament_is_refused_with_the_reason(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    tournament.run_tournament("llama", LEVELS, 3, seed=1, record=record)
    before = record.read_text()
    with pytest.raises(ValueError, match="records another tournament"):
        tournament.run_tournament("llama", LEVELS, 3, seed=2, record=record)
    assert record.read_text() == before
    with pytest.raises(SystemExit):
        tournament.main(["--game", "llama", "--players", "3", "--levels", ",".join(LEVELS), "--games", "3",
                         "--seed", "2", "--record", str(record)])
