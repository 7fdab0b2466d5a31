"""Positions set up by hand (tests, puzzles, bug reports) and the 55-card account."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from .cards import COUNTS, DECK_SIZE, KINDS, LLAMAGEDON_CARD, Card
from .state import Link, LlamagedonState, Phase, Shelter
from .turns import link_cards


def all_cards(state: LlamagedonState) -> Counter[Card]:
    """Every card of a position, wherever it is: hands, play areas, deck, discard pile,
    the box (two-player removals), the chain of a Block window and the shown Llamagedón."""
    cards: Counter[Card] = Counter(state.deck)
    cards.update(state.discard)
    cards.update(state.removed)
    for hand in state.hands:
        cards.update(hand)
    for area in state.areas:
        for shelter in area:
            cards.update(shelter)
    for link in state.chain:
        cards.update(link_cards(link.action))
    if state.llamagedon_by is not None:
        cards[LLAMAGEDON_CARD] += 1
    return cards


def build_state(
    hands: Sequence[Sequence[Card]],
    areas: Sequence[Sequence[Shelter]] | None = None,
    discard: Sequence[Card] = (),
    *,
    top: Sequence[Card] = (),
    deck: Sequence[Card] | None = None,
    removed: Sequence[Card] = (),
    turn: int = 0,
    phase: Phase = Phase.MAIN,
    chain: Sequence[Link] = (),
    lets: int = 0,
    llamagedon_by: int | None = None,
    turns_left: int = 0,
    seed: int = 0,
    hand_limit: bool = True,
) -> LlamagedonState:
    """A position; with ``deck`` None the deck is every card not placed elsewhere, with
    ``top`` on top (last drawn last) and the Llamagedón card at the bottom unless shown.

    :raises ValueError: when the 55 cards are not all accounted for.
    """
    n = len(hands)
    if not 2 <= n <= 5:
        raise ValueError(f"Llamagedón is for 2 to 5 players, not {n}.")
    areas_t = tuple(tuple(tuple(sorted(s)) for s in a) for a in (areas or [()] * n))
    state = LlamagedonState(
        num_players=n, seed=seed, counter=1, hand_limit=hand_limit, phase=phase, turn=turn, turn_number=1,
        hands=tuple(tuple(sorted(h)) for h in hands), areas=areas_t, deck=tuple(deck or ()),
        discard=tuple(discard), removed=tuple(removed), lower_part=1, llamagedon_by=llamagedon_by,
        turns_left=turns_left, chain=tuple(chain), lets=lets,
    )
    if deck is None:
        rest = Counter(COUNTS)
        rest.subtract(all_cards(state))
        rest.subtract(top)
        if any(v < 0 for v in rest.values()):
            raise ValueError("More cards of a kind than the box holds.")
        bottom = llamagedon_by is None and LLAMAGEDON_CARD not in top
        if bottom:
            rest[LLAMAGEDON_CARD] -= 1
        body = sorted(rest.elements())
        if bottom:
            body.insert(0, LLAMAGEDON_CARD)
        state = replace(state, deck=tuple(body) + tuple(top))
    counted = all_cards(state)
    if any(counted[k] != COUNTS[k] for k in KINDS) or sum(counted.values()) != DECK_SIZE:
        raise ValueError("The position does not hold exactly the 55 cards of the box.")
    return state

