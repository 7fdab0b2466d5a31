"""Shared helpers for the L.L.A.M.A. tests: positions built by hand and invariant checks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from llamagames.rules.llama import DECK, LLAMA, LlamaState, build_state


def rest_of_deck(*used: Sequence[int], top: int | None = None) -> tuple[int, ...]:
    """Every card of the deck not in ``used``, sorted, with ``top`` moved to the end."""
    rest = Counter(DECK)
    rest.subtract(c for cards in used for c in cards)
    assert all(n >= 0 for n in rest.values()), "more copies than the deck holds"
    cards = sorted(rest.elements())
    if top is not None:
        cards.remove(top)
        cards.append(top)
    return tuple(cards)


def no_pile_state(hands: Sequence[Sequence[int]], top: int, **kwargs: object) -> LlamaState:
    """A position whose draw pile is empty: every other card is on the discard pile."""
    discard = rest_of_deck(*hands, top=top)
    return build_state(hands, discard, draw_pile=(), **kwargs)  # type: ignore[arg-type]


def all_cards(state: LlamaState) -> Counter[int]:
    """Every card of the position: hands (laid down or not), discard and draw pile."""
    cards: Counter[int] = Counter(state.discard)
    cards.update(state.draw_pile)
    for hand in state.hands:
        cards.update(hand)
    return cards


def snapshot(state: LlamaState) -> tuple[object, ...]:
    """Every public field, to check that ``apply`` left a state alone."""
    return (state.num_players, state.round, state.phase, state.current, state.hands, state.quit,
            state.discard, state.draw_pile, state.totals, state.round_starter, state.last_round,
            LLAMA.events(state))
