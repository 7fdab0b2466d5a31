"""The steps of a Llamagedón turn, on a :class:`Draft`: drawing, laying shelters down, the
Llamagedón card, the end of a turn, resolving a Block window's chain, and the final count.

``game.apply`` checks an action, copies the state into a draft and calls these steps; each
one appends the events it causes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..core import GAME_OVER, Event, PlayerId, seeded_rng
from .actions import Attack, DrawTwo, PlayedAction, Protect, Recover, Steal, Swap
from .cards import (
    ATTACK,
    BLOCK,
    COLOURS,
    DRAW2,
    HAND_AFTER_PENALTY,
    HAND_LIMIT,
    HAND_LIMIT_TWO_PLAYERS,
    LLAMAGEDON_CARD,
    PROTECT,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    Card,
    corner_symbols,
    shelter_value,
)
from .state import Draft, LlamagedonState, Phase, Shelter

# --- Readings where the rulebook is terse (components.md, "Readings") -------------------

SHELTER_PLACED_WHEN_OWNER_ACTS = True
"""A Shelter card in a hand is laid down the next time its owner decides anything."""
FORCED_BUILDS_ONLY_WHEN_SHOWN = True
"""Built Shelters are forced out of the hands once, when the Llamagedón card is shown;
pairs gathered later may be kept in hand as before."""
REPLACE_WILD_ON_OWN_TURN = True
"""Replacing a Wild in a Built Shelter is done on one's own turn, before the action."""
HIDDEN = -1
"""The card a Swap gives, as seen by seats other than its player while the Swap is pending."""


def hand_limit_of(num_players: int) -> int:
    """Seven cards, nine in a two-player game."""
    return HAND_LIMIT_TWO_PLAYERS if num_players == 2 else HAND_LIMIT


def link_cards(action: PlayedAction) -> tuple[Card, ...]:
    """The cards an action puts on the chain (a Swap's given card stays in hand)."""
    if isinstance(action, Recover):
        return action.colours
    if isinstance(action, Attack):
        return (ATTACK,)
    if isinstance(action, Steal):
        return (STEAL,)
    if isinstance(action, Swap):
        return (SWAP,)
    if isinstance(action, DrawTwo):
        return (DRAW2,)
    if isinstance(action, Protect):
        return (PROTECT,)
    return (BLOCK,)


def blocked_card(action: PlayedAction) -> Card | None:
    """The kind of card a Block stops when it answers ``action``; None for the three-colours
    action (three Resources, no one card)."""
    cards = link_cards(action)
    return None if len(cards) > 1 else cards[0]


def asked_seat(state: LlamagedonState) -> PlayerId:
    """The seat asked in the Block window: after the last card's player, ending with them."""
    return (state.chain[-1].seat + 1 + state.lets) % state.num_players


def is_protected(shelter: Shelter) -> bool:
    return PROTECT in shelter


def wild_colour(shelter: Shelter) -> Card | None:
    """The colour a Wild in this Built Shelter stands for (None: no Wild, or two Wilds)."""
    if WILD not in shelter:
        return None
    colours = [c for c in shelter if c in COLOURS]
    return colours[0] if colours else None


def remove_cards(hand: list[Card], cards: Sequence[Card]) -> None:
    for card in cards:
        hand.remove(card)


def make_shelter(cards: Sequence[Card]) -> Shelter:
    return tuple(sorted(cards))


# --- Steps of a turn, on a draft ----------------------------------------------------------


def _rng(w: Draft) -> random.Random:
    rng = seeded_rng(w.seed, w.counter)
    w.counter += 1
    return rng


def place_shelter_cards(w: Draft, seat: PlayerId) -> None:
    hand = w.hands[seat]
    while SHELTER in hand:
        hand.remove(SHELTER)
        w.areas[seat].append((SHELTER,))
        w.events.append(Event.make("place", seat, shelter=(SHELTER,), index=len(w.areas[seat]) - 1))


def _forced_builds(w: Draft, seat: PlayerId) -> None:
    """Every Built Shelter a hand holds is laid down: pairs first, then a colour with a Wild,
    then two Wilds (the most shelters the hand can make)."""
    hand = w.hands[seat]
    pairs: list[tuple[Card, Card]] = []
    for colour in COLOURS:
        while hand.count(colour) >= 2:
            remove_cards(hand, (colour, colour))
            pairs.append((colour, colour))
    for colour in COLOURS:
        if colour in hand and WILD in hand:
            remove_cards(hand, (colour, WILD))
            pairs.append((colour, WILD))
    while hand.count(WILD) >= 2:
        remove_cards(hand, (WILD, WILD))
        pairs.append((WILD, WILD))
    for pair in pairs:
        w.areas[seat].append(make_shelter(pair))
        w.events.append(Event.make("build", seat, shelter=make_shelter(pair), index=len(w.areas[seat]) - 1,
                                   forced=True))


def _refill(w: Draft) -> None:
    """An empty deck is made anew from the discard pile, shuffled."""
    rng = _rng(w)
    cards = w.discard
    w.discard = []
    rng.shuffle(cards)
    w.deck = cards
    w.events.append(Event.make("reshuffle", None, reveals=True, size=len(cards)))


def _draw(w: Draft, seat: PlayerId) -> None:
    """One card from the deck for ``seat`` (on their turn), with what it triggers."""
    if not w.deck:
        if not w.discard:
            w.events.append(Event.make("no_draw", seat))
            return
        _refill(w)
    card = w.deck.pop()
    if card == LLAMAGEDON_CARD:
        w.events.append(Event.make("draw", seat, reveals=True, card=card))
        _show_llamagedon(w, seat)
        return
    w.hands[seat].append(card)
    w.events.append(Event.make("draw", seat, secret={"card": card}, seen_by=(seat,), reveals=True))
    if card == SHELTER:
        place_shelter_cards(w, seat)


def _show_llamagedon(w: Draft, seat: PlayerId) -> None:
    """The card is shown; every hand lays down its shelters; two more rounds follow this turn."""
    w.llamagedon_by = seat
    w.turns_left = 2 * w.num_players + 1
    w.events.append(Event.make("llamagedon", seat, turns=2 * w.num_players))
    for step in range(w.num_players):
        other = (seat + step) % w.num_players
        place_shelter_cards(w, other)
        _forced_builds(w, other)


def start_turn(w: Draft, seat: PlayerId) -> None:
    w.turn = seat
    w.turn_number += 1
    w.phase = Phase.MAIN
    w.events.append(Event.make("turn", seat, number=w.turn_number))
    _draw(w, seat)
    place_shelter_cards(w, seat)


def end_turn(w: Draft) -> None:
    """The hand limit is checked, the end may come, else the next seat's turn starts."""
    seat = w.turn
    hand = w.hands[seat]
    if w.hand_limit and len(hand) > hand_limit_of(w.num_players):
        rng = _rng(w)
        gone = rng.sample(sorted(hand), len(hand) - HAND_AFTER_PENALTY)
        remove_cards(hand, gone)
        w.discard.extend(gone)
        w.events.append(Event.make("hand_limit", seat, reveals=True, cards=tuple(sorted(gone)),
                                   limit=hand_limit_of(w.num_players)))
    if w.llamagedon_by is not None:
        w.turns_left -= 1
        if w.turns_left <= 0:
            w.phase = Phase.OVER
            result = final_result(w.areas, w.hands)
            w.events.append(Event.make(GAME_OVER, None, reveals=True, winners=result.winners,
                                       scores=result.scores))
            return
    start_turn(w, (seat + 1) % w.num_players)


def resolve(w: Draft) -> None:
    """Everyone let the last card be: Blocks go to the discard pile, and the action takes
    effect when an even number of them were played."""
    first = w.chain[0]
    blocks = len(w.chain) - 1
    w.discard.extend(BLOCK for _ in range(blocks))
    w.chain = []
    w.lets = 0
    if blocks % 2 == 1:
        w.discard.extend(link_cards(first.action))
        w.events.append(Event.make("cancelled", first.seat, action=str(first.action), blocks=blocks))
    else:
        _effect(w, first.seat, first.action, blocks)
    end_turn(w)


def _effect(w: Draft, seat: PlayerId, action: PlayedAction, blocks: int) -> None:
    if isinstance(action, Attack):
        shelter = w.areas[action.seat].pop(action.shelter)
        w.discard.append(ATTACK)
        w.discard.extend(shelter)
        w.events.append(Event.make("attack", seat, target=action.seat, index=action.shelter, shelter=shelter,
                                   blocks=blocks))
    elif isinstance(action, Steal):
        shelter = w.areas[action.seat].pop(action.shelter)
        w.areas[seat].append(shelter)
        w.discard.append(STEAL)
        w.events.append(Event.make("steal", seat, target=action.seat, index=action.shelter, shelter=shelter,
                                   blocks=blocks))
    elif isinstance(action, Swap):
        w.discard.append(SWAP)
        theirs = w.hands[action.seat]
        if not theirs:
            w.events.append(Event.make("swap", seat, target=action.seat, empty=True, blocks=blocks))
            return
        rng = _rng(w)
        taken = sorted(theirs)[rng.randrange(len(theirs))]
        theirs.remove(taken)
        w.hands[seat].remove(action.give)
        theirs.append(action.give)
        w.hands[seat].append(taken)
        w.events.append(Event.make("swap", seat, secret={"given": action.give, "taken": taken},
                                   seen_by=(seat, action.seat), reveals=True, target=action.seat,
                                   empty=False, blocks=blocks))
        if taken == SHELTER:
            place_shelter_cards(w, seat)
    elif isinstance(action, DrawTwo):
        w.discard.append(DRAW2)
        w.events.append(Event.make("draw2", seat, blocks=blocks))
        for _ in range(2):
            _draw(w, seat)
    elif isinstance(action, Protect):
        w.areas[seat][action.shelter] = make_shelter(w.areas[seat][action.shelter] + (PROTECT,))
        w.events.append(Event.make("protect", seat, index=action.shelter, blocks=blocks))
    elif isinstance(action, Recover):
        w.discard.remove(action.card)
        w.discard.extend(action.colours)
        if action.card == SHELTER:
            w.areas[seat].append((SHELTER,))
        else:
            w.hands[seat].append(action.card)
        w.events.append(Event.make("recover", seat, card=action.card, colours=action.colours,
                                   placed=action.card == SHELTER, blocks=blocks))


# --- Outcome ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Result:
    """Shelter counts, the two tie-break figures and the winners they give."""

    scores: tuple[int, ...]
    values: tuple[int, ...]
    symbols: tuple[int, ...]
    winners: tuple[PlayerId, ...]
    decided_by: str


def final_result(areas: Sequence[Sequence[Shelter]], hands: Sequence[Sequence[Card]]) -> Result:
    """Most shelters wins; ties: the higher total shelter value, then fewest corner symbols
    in hand, then the tied players share the victory."""
    scores = tuple(len(a) for a in areas)
    values = tuple(sum(shelter_value(s) for s in a) for a in areas)
    symbols = tuple(corner_symbols(h) for h in hands)
    seats = list(range(len(scores)))
    best = max(scores)
    tied = [s for s in seats if scores[s] == best]
    decided = "shelters"
    if len(tied) > 1:
        top = max(values[s] for s in tied)
        tied = [s for s in tied if values[s] == top]
        decided = "values"
        if len(tied) > 1:
            fewest = min(symbols[s] for s in tied)
            tied = [s for s in tied if symbols[s] == fewest]
            decided = "symbols" if len(tied) == 1 else "shared"
    return Result(scores, values, symbols, tuple(tied), decided)
