"""A Llamas & Alpacas position and what one seat may know of it: frozen dataclasses of tuples.

Apart from the rules (:mod:`.game`), so the text notation (:mod:`.notation`) reads and writes
positions without importing the rules that import it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..core import Event, PlayerId

PLAYER_COUNTS = range(2, 5)


class Phase(enum.StrEnum):
    SETUP = "setup"
    """Each seat in turn, from the first player, places its starting card."""
    PLAY = "play"
    OVER = "over"


Treats = tuple[int, int]
"""(clovers, carrots)."""
BoardCells = tuple["int | None", ...]


@dataclass(frozen=True, slots=True)
class AlpacasState:
    """A position. ``pile`` has its top card first; ``boards[seat][3 * row + column]``."""

    num_players: int
    seed: int
    counter: int
    """How many shuffles happened: the next uses ``seeded_rng(seed, counter)``."""
    phase: Phase
    current: PlayerId | None
    first: PlayerId
    row: tuple[int, ...]
    row_treats: tuple[Treats, ...]
    pile: tuple[int, ...]
    discard: tuple[int, ...]
    boards: tuple[BoardCells, ...]
    treats: tuple[Treats, ...]
    scores: tuple[int, ...]
    turns: tuple[int, ...]
    start_cards: tuple[int | None, ...]
    """Starting cards drawn at setup and not yet placed."""
    end_triggered: bool = False
    last_events: tuple[Event, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class AlpacasObservation:
    """What one seat may know: everything but the draw pile's order and the seed.

    ``pile_cards`` is the pile as a sorted multiset: every card not elsewhere is in it, so
    anyone who counts knows it.
    """

    seat: PlayerId
    num_players: int
    counter: int
    phase: Phase
    current: PlayerId | None
    first: PlayerId
    row: tuple[int, ...]
    row_treats: tuple[Treats, ...]
    pile_size: int
    pile_cards: tuple[int, ...]
    discard: tuple[int, ...]
    boards: tuple[BoardCells, ...]
    treats: tuple[Treats, ...]
    scores: tuple[int, ...]
    turns: tuple[int, ...]
    start_cards: tuple[int | None, ...]
    end_triggered: bool


__all__ = ["AlpacasObservation", "AlpacasState", "BoardCells", "PLAYER_COUNTS", "Phase", "Treats"]
