"""The bench's hint figures (``benchmarks/hint.py``) time the positions a player asks a hint in."""

from __future__ import annotations

from llamagames.benchmarks.hint import positions


def test_the_positions_are_seat_ones_decisions_with_a_choice_and_its_bots_seeds() -> None:
    sample = list(positions("llama", 4))
    assert len(sample) == 4
    for observation, legal, seed, then_seed in sample:
        assert observation.seat == 0 and len(legal) >= 2
        assert seed != then_seed, "the next decision has a seed of its own"
    assert len({seed for _, _, seed, _ in sample}) == 4, "one position per decision, never the same twice"
