"""Perft counts of L.L.A.M.A. from fixed deals: any change in move generation shows here."""

from __future__ import annotations

from pathlib import Path

import pytest

from llamagames.rules.llama import LLAMA, Draw, PlayCard, Quit, can_play_on

from .perft import divide, perft, read_fixture

FIXTURE = read_fixture((Path(__file__).parent / "llama.perft").read_text())


@pytest.mark.parametrize("seed, players, depth, nodes", FIXTURE)
def test_perft_counts(seed: int, players: int, depth: int, nodes: int) -> None:
    state = LLAMA.new_game(players, seed)
    count = perft(LLAMA, state, depth)
    assert count == nodes, f"perft {depth} from seed {seed}, {players} players: divide {divide(LLAMA, state, depth)}"


@pytest.mark.parametrize("seed, players", sorted({(s, p) for s, p, _, _ in FIXTURE}))
def test_perft_one_matches_the_hand(seed: int, players: int) -> None:
    """Depth 1 counted from the rule itself: each distinct playable value, draw, quit."""
    state = LLAMA.new_game(players, seed)
    hand = state.hands[state.current]
    playable = {v for v in hand if can_play_on(state.discard[-1], v)}
    assert perft(LLAMA, state, 1) == len(playable) + 2
    assert set(LLAMA.legal_actions(state)) == {PlayCard(v) for v in playable} | {Draw(), Quit()}
