"""What one seat may know of a L.L.A.M.A. position, and the round's public moves it watched."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core import PlayerId
from .state import PLAY, LlamaState, Phase, RoundResult


@dataclass(frozen=True, slots=True)
class LlamaObservation:
    """What one seat may know: its own hand, the other hands as counts, no deck order.

    ``discard`` (every card played this round, top last) is public: all players saw it.
    Once a round is scored, ``last_round.hands`` shows every hand.
    """

    seat: PlayerId
    num_players: int
    round: int
    phase: Phase
    current: PlayerId | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    quit: tuple[bool, ...]
    discard_top: int
    discard_size: int
    draw_size: int
    totals: tuple[int, ...]
    round_starter: PlayerId
    last_round: RoundResult | None
    discard: tuple[int, ...] = ()
    moves: tuple[int, ...] = ()
    """The public moves of this round so far, in turn order from ``round_starter``: the value
    of a card played, ``MOVE_DRAW`` or ``MOVE_QUIT``. Only ``watched_observation`` knows them
    (one position does not show who drew); ``observation`` leaves them empty."""


MOVE_DRAW = 0
"""In ``LlamaObservation.moves``: the player drew a card (which one, only they know)."""
MOVE_QUIT = -1
"""In ``LlamaObservation.moves``: the player quit the round."""




_MOVES_MEMO: dict[int, tuple[LlamaState, tuple[int, ...]]] = {}
"""The round's moves up to a position, by the position's id (the position is kept, so its id
is not reused): each decision of a watched game then reads one move, not the whole round."""
_MOVES_MEMO_LIMIT = 4096


def _round_moves(history: Sequence[LlamaState]) -> tuple[int, ...]:
    """The public moves of the current round, from the positions in ``history`` (see
    ``LlamaObservation.moves``), walking back only to the last position already read."""
    state = history[-1]
    round_no = state._r.round
    found: list[int] = []
    earlier: tuple[int, ...] = ()
    index = len(history) - 1
    while index > 0:
        after = history[index]
        known = _MOVES_MEMO.get(id(after))
        if known is not None and known[0] is after:
            earlier = known[1]
            break
        before = history[index - 1]
        if before.phase is not PLAY or before._r.round != round_no:
            break
        mover = before.current
        assert mover is not None, "someone is to move while a round is played"
        if len(after.discard) > len(before.discard):
            found.append(after.discard[-1])
        elif len(after.hands[mover]) > len(before.hands[mover]):
            found.append(MOVE_DRAW)
        else:
            found.append(MOVE_QUIT)
        index -= 1
    moves = earlier + tuple(reversed(found))
    if len(_MOVES_MEMO) >= _MOVES_MEMO_LIMIT:
        _MOVES_MEMO.clear()
    _MOVES_MEMO[id(state)] = (state, moves)
    return moves

