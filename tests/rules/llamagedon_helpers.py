"""Shared helpers for the Llamagedón tests: answering Block windows and the card account."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from llamagames.rules.llamagedon import BLOCK, LET, LLAMAGEDON, LlamagedonState, Phase, all_cards
from llamagames.rules.llamagedon.cards import COUNTS, DECK_SIZE


def let_all(state: LlamagedonState) -> LlamagedonState:
    """Everyone asked lets the chain be until it resolves."""
    while state.phase is Phase.BLOCK:
        state = LLAMAGEDON.apply(state, LET)
    return state


def window(state: LlamagedonState, blockers: Iterable[int]) -> tuple[LlamagedonState, list[int]]:
    """Answer a Block window: each seat in ``blockers`` (in order) blocks when first asked
    after the previous card; everyone else lets it be. Returns the state and the seats asked."""
    queue = list(blockers)
    asked: list[int] = []
    while state.phase is Phase.BLOCK:
        seat = LLAMAGEDON.current_player(state)
        assert seat is not None
        asked.append(seat)
        if queue and queue[0] == seat:
            queue.pop(0)
            state = LLAMAGEDON.apply(state, BLOCK)
        else:
            state = LLAMAGEDON.apply(state, LET)
    assert not queue, f"seats {queue} never got to block"
    return state, asked


def check_invariants(state: LlamagedonState) -> None:
    """The 55 cards are all somewhere, exactly once each; shelters are well formed."""
    counted = all_cards(state)
    assert counted == Counter(COUNTS), f"card account off: {counted - Counter(COUNTS)} / {Counter(COUNTS) - counted}"
    assert sum(counted.values()) == DECK_SIZE
    for area in state.areas:
        for shelter in area:
            assert len(shelter) in (1, 2, 3), shelter
    if state.phase is Phase.BLOCK:
        assert state.chain and 0 <= state.lets < state.num_players
    else:
        assert not state.chain and state.lets == 0
