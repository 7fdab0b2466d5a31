"""Perft counts of L.L.A.M.A. from fixed deals: any change in move generation shows here.

The fixture's deals are those of the first shuffle (``deal=1``), which old saves still use:
the counts also pin that shuffle card for card."""

from __future__ import annotations

from pathlib import Path

import pytest

from llamagames.rules.llama import LLAMA

from .perft import divide, perft, read_fixture

FIXTURE = read_fixture((Path(__file__).parent / "llama.perft").read_text())


@pytest.mark.parametrize("seed, players, depth, nodes", FIXTURE)
def test_perft_counts(seed: int, players: int, depth: int, nodes: int) -> None:
    state = LLAMA.new_game(players, seed, deal=1)
    count = perft(LLAMA, state, depth)
    assert count == nodes, f"perft {depth} from seed {seed}, {players} players: divide {divide(LLAMA, state, depth)}"
