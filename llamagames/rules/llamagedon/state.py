"""The Llamagedón position: an immutable value, and the mutable draft ``apply`` works on.

``apply`` copies a state into a :class:`Draft` (lists instead of tuples), changes it step
by step with the rules' helpers in ``game.py``, and freezes it into a new state: the
argument is never changed, and the rules read like the rulebook's sentences.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..core import Event, PlayerId
from .actions import PlayedAction
from .cards import Card

Shelter = tuple[Card, ...]
"""A placed shelter, as its sorted cards: (SHELTER,), (RED, RED), (RED, WILD), plus PROTECT."""


class Phase(enum.StrEnum):
    """Who decides what: the turn player's free choices and action, or a Block window."""

    MAIN = "main"
    """The turn player builds, replaces Wilds, then plays one action or passes."""
    BLOCK = "block"
    """A card is on the chain: each seat in turn is asked to block it or let it be."""
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Link:
    """One card (or three Resources) on the chain of a Block window, and who played it."""

    seat: PlayerId
    action: PlayedAction


@dataclass(frozen=True, slots=True)
class LlamagedonState:
    """A position. ``deck`` and ``discard`` have their top card last.

    ``lower_part`` is how many cards at the bottom of the deck the Llamagedón card was
    shuffled among (public: everyone saw the cut). ``turns_left`` counts the turns still to
    play once the Llamagedón card is shown (the current one included). ``chain`` is the
    Block window's stack: the action first, then each Block; ``lets`` counts the seats
    that let the last card be since it was played.
    """

    num_players: int
    seed: int
    counter: int
    hand_limit: bool
    phase: Phase
    turn: PlayerId
    turn_number: int
    hands: tuple[tuple[Card, ...], ...]
    areas: tuple[tuple[Shelter, ...], ...]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    removed: tuple[Card, ...]
    lower_part: int
    llamagedon_by: PlayerId | None
    turns_left: int
    chain: tuple[Link, ...] = ()
    lets: int = 0
    last_events: tuple[Event, ...] = field(default=(), compare=False, repr=False)


class Draft:
    """A state being changed by ``apply``: the same fields as lists, plus the new events."""

    __slots__ = ("num_players", "seed", "counter", "hand_limit", "phase", "turn", "turn_number", "hands",
                 "areas", "deck", "discard", "removed", "lower_part", "llamagedon_by", "turns_left",
                 "chain", "lets", "events")

    def __init__(self, s: LlamagedonState) -> None:
        self.num_players = s.num_players
        self.seed = s.seed
        self.counter = s.counter
        self.hand_limit = s.hand_limit
        self.phase = s.phase
        self.turn = s.turn
        self.turn_number = s.turn_number
        self.hands = [list(h) for h in s.hands]
        self.areas = [list(a) for a in s.areas]
        self.deck = list(s.deck)
        self.discard = list(s.discard)
        self.removed = s.removed
        self.lower_part = s.lower_part
        self.llamagedon_by = s.llamagedon_by
        self.turns_left = s.turns_left
        self.chain = list(s.chain)
        self.lets = s.lets
        self.events: list[Event] = []

    def freeze(self) -> LlamagedonState:
        return LlamagedonState(
            num_players=self.num_players,
            seed=self.seed,
            counter=self.counter,
            hand_limit=self.hand_limit,
            phase=self.phase,
            turn=self.turn,
            turn_number=self.turn_number,
            hands=tuple(tuple(sorted(h)) for h in self.hands),
            areas=tuple(tuple(a) for a in self.areas),
            deck=tuple(self.deck),
            discard=tuple(self.discard),
            removed=self.removed,
            lower_part=self.lower_part,
            llamagedon_by=self.llamagedon_by,
            turns_left=self.turns_left,
            chain=tuple(self.chain),
            lets=self.lets,
            last_events=tuple(self.events),
        )
