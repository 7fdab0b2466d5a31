"""Perft counts of L.L.A.M.A. from fixed deals: any change in move generation shows here."""

from __future__ import annotations

from pathlib import Path

import pytest

from llamagames.rules.llama import LLAMA

from .perft import divide, perft, read_fixture

FIXTURE = read_fixture((Path(__file__).parent / "llama.perft").read_text())


@pytest.mark.parametrize("seed, players, depth, nodes", FIXTURE)
def test_perft_counts(seed: int, players: int, depth: int, nodes: int) -> None:
    state = LLAMA.new_game(players, seed)
    count = perft(LLAMA, state, depth)
    assert count == nodes, f"perft {depth} from seed {seed}, {players} players: divide {divide(LLAMA, state, depth)}"
