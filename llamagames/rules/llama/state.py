"""A L.L.A.M.A. position: the phases, the round record and the read-only state tuple.

The state is a tuple subclass holding tuples: ``apply`` builds a new one in one call (no
``dataclasses.replace``), so random playouts and search bots stay fast. What changes only
between rounds (totals, round number, seed) sits in one shared ``_Round`` record, so a move
copies eight references. States are read-only and may be shared freely.
"""

from __future__ import annotations

from enum import StrEnum
from operator import itemgetter
from typing import Any, NamedTuple

from ..core import PlayerId
from .components import DEAL_FORMAT
from .notation import state_to_text


class Phase(StrEnum):
    """What the current player decides: play/draw/quit, the emptier's chip return, nothing.

    A ``StrEnum``: the text forms of states and saves ("play", "return_chip", "over") stay
    as they were, and a phase compares equal to its word.
    """

    PLAY = "play"
    RETURN_CHIP = "return_chip"
    OVER = "over"


PLAY = Phase.PLAY
RETURN_CHIP = Phase.RETURN_CHIP
OVER = Phase.OVER

# --- State ----------------------------------------------------------------------------


class RoundResult(NamedTuple):
    """How a round was scored: cards left (in hand or laid down), penalties and the return.

    A named tuple (read-only, by name or position): every round end builds one, and
    ``tuple.__new__`` builds it at a fraction of a frozen dataclass's cost.
    """

    ender: PlayerId
    emptied: PlayerId | None
    hands: tuple[tuple[int, ...], ...]
    penalties: tuple[int, ...]
    returned: int
    totals_after: tuple[int, ...]
    round: int = 0


class _Round:
    """What stays fixed during a round, shared by every state of it."""

    __slots__ = ("num_players", "round", "seed", "totals", "round_starter", "last_round", "deal")

    def __init__(
        self,
        num_players: int,
        round: int,
        seed: int,
        totals: tuple[int, ...],
        round_starter: PlayerId,
        last_round: RoundResult | None,
        deal: int = DEAL_FORMAT,
    ) -> None:
        self.num_players = num_players
        self.round = round
        self.seed = seed
        self.totals = totals
        self.round_starter = round_starter
        self.last_round = last_round
        self.deal = deal


_Fields = tuple[Phase, "PlayerId | None", tuple[tuple[int, ...], ...], tuple[bool, ...], tuple[int, ...],
                tuple[int, ...], _Round, tuple[tuple[Any, ...], ...]]
"""phase, current, hands, quit, discard, draw_pile, the round record, the raw events."""


class LlamaState(_Fields):
    """A position. Read-only: ``apply`` always builds a new one, so states can be shared.

    ``hands`` keeps the cards of players who quit (laid down, still counted); ``discard`` and
    ``draw_pile`` have their top card last; ``totals`` are the points held as chips.

    A tuple underneath, built with ``tuple.__new__`` in one call: a move costs one
    allocation, ``apply`` unpacks the eight fields at once, and no field can be written.
    The fields are read by name through C-level item getters.
    """

    __slots__ = ()

    phase: Phase = property(itemgetter(0))  # type: ignore[assignment]
    current: PlayerId | None = property(itemgetter(1))  # type: ignore[assignment]
    hands: tuple[tuple[int, ...], ...] = property(itemgetter(2))  # type: ignore[assignment]
    quit: tuple[bool, ...] = property(itemgetter(3))  # type: ignore[assignment]
    discard: tuple[int, ...] = property(itemgetter(4))  # type: ignore[assignment]
    draw_pile: tuple[int, ...] = property(itemgetter(5))  # type: ignore[assignment]
    _r: _Round = property(itemgetter(6))  # type: ignore[assignment]
    _events: tuple[tuple[Any, ...], ...] = property(itemgetter(7))  # type: ignore[assignment]

    @property
    def num_players(self) -> int:
        return self[6].num_players

    @property
    def round(self) -> int:
        """The round being played (or just scored), from 1."""
        return self[6].round

    @property
    def seed(self) -> int:
        """The game's seed: the deal of round ``n`` comes from (seed, n) (see ``deal``)."""
        return self[6].seed

    @property
    def deal(self) -> int:
        """How the rounds are shuffled: :data:`DEAL_FORMAT` for new games, 1 for old saves."""
        return self[6].deal

    @property
    def totals(self) -> tuple[int, ...]:
        return self[6].totals

    @property
    def round_starter(self) -> PlayerId:
        return self[6].round_starter

    @property
    def last_round(self) -> RoundResult | None:
        return self[6].last_round

    def _key(self) -> tuple[Any, ...]:
        # The round record by value, the last events left out: they do not make the position.
        r = self[6]
        return (*self[:6], r.num_players, r.round, r.seed, r.totals, r.round_starter, r.last_round, r.deal)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LlamaState):
            return NotImplemented
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, LlamaState):
            return NotImplemented
        return self._key() != other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"LlamaState({state_to_text(self)!r})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"A L.L.A.M.A. state is read-only ('{name}'): apply an action for a new one.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"A L.L.A.M.A. state is read-only ('{name}').")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_make_state, tuple(self))

    def __copy__(self) -> LlamaState:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> LlamaState:
        return self


_new_tuple = tuple.__new__

def _make_state(phase: Phase, current: PlayerId | None, hands: tuple[tuple[int, ...], ...],
                quit: tuple[bool, ...], discard: tuple[int, ...], draw_pile: tuple[int, ...],
                r: _Round, events: tuple[tuple[Any, ...], ...]) -> LlamaState:
    """A state from its fields (``apply`` inlines this call on its hot path)."""
    return _new_tuple(LlamaState, (phase, current, hands, quit, discard, draw_pile, r, events))

