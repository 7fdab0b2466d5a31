"""Shared helpers for the Llamas & Alpacas tests: naming cards, and the invariant checker."""

from __future__ import annotations

from llamagames.rules.alpacas import AlpacasState, Phase
from llamagames.rules.alpacas.components import (
    ALPACA,
    CARDS,
    COLOURS,
    DECK_SIZE,
    LLAMA,
    MAX_TREATS,
    ROW_SIZE,
    STAR,
    START_CARROTS,
    START_CLOVERS,
    WHITE,
)

_TAKEN: set[int] = set()


def card(animal: str, digit: int | str, colour: str, copy: int = 0) -> int:
    """The card id of e.g. ``card("llama", 2, "red")``, ``card("alpaca", "*", "green")``,
    ``card("llama", 3, "white")``; ``copy`` picks the second of two identical plain cards."""
    a = LLAMA if animal == "llama" else ALPACA
    d = STAR if digit == "*" else int(digit)
    c = WHITE if colour == "white" else COLOURS.index(colour)
    matches = [i for i, spec in enumerate(CARDS) if spec == (a, d, c)]
    return matches[copy]


def check_invariants(state: AlpacasState) -> None:
    """Every card and treat is accounted for, and the turn structure holds."""
    n = state.num_players
    places = list(state.row) + list(state.pile) + list(state.discard)
    places += [c for b in state.boards for c in b if c is not None]
    places += [c for c in state.start_cards if c is not None]
    assert sorted(places) == list(range(DECK_SIZE)), "every card exactly once"
    treats = [t for pair in state.treats for t in pair] + [t for pair in state.row_treats for t in pair]
    assert min(treats) >= 0
    assert sum(treats) == n * (START_CLOVERS + START_CARROTS), "treats are neither made nor lost"
    assert all(sum(t) <= MAX_TREATS for t in state.treats), "nobody holds more than 10 treats"
    assert len(state.row) == ROW_SIZE and len(state.row_treats) == ROW_SIZE
    assert state.pile or not state.discard, "an empty pile is made again from the discards at once"
    if state.phase is Phase.PLAY:
        assert all(c is None for c in state.start_cards)
        cur = state.current
        assert cur is not None
        behind = (cur - state.first) % n
        for k in range(n):
            seat = (state.first + k) % n
            expected = state.turns[cur] + (1 if k < behind else 0)
            assert state.turns[seat] == expected, "turns go round in seat order from the first player"
    if state.phase is Phase.OVER:
        assert len(set(state.turns)) == 1, "everyone had the same number of turns"
        assert state.current is None
        assert max(state.scores) >= 18 or all(None not in b for b in state.boards)
    assert sum(state.scores) % 2 == 0
