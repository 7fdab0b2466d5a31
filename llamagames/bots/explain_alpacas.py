"""Why the Llamas & Alpacas heuristic (``bots.alpacas.normal_policy``) picks its move.

It reads what ``action_value`` weighs: the points a placement scores at once, the lines of
two it leaves open, the treats spent, and what the row offers the next player for free.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules.alpacas import Move, Take, paid_treats, possible_conditions
from ..rules.alpacas.components import LINES_THROUGH
from .alpacas import _after_placement, best_placement_points
from .explain import Reason


def open_lines(board: Sequence[int | None], cell: int) -> int:
    """Lines through ``cell`` holding two cards and a free space that may still score."""
    count = 0
    for line in LINES_THROUGH[cell]:
        cards = [board[i] for i in line]
        if cards.count(None) == 1 and any(possible_conditions(cards)):
            count += 1
    return count


def explain(observation: Any, legal: Sequence[Any], action: Any) -> Reason:
    """The reason for ``action`` (the hint's choice: the hard bot's, or the heuristic's) from ``observation``."""
    seat = observation.current
    board = list(observation.boards[seat])
    where = {"row": 0, "column": 0}
    if isinstance(action, (Take, Move)):
        cell = action.cell if isinstance(action, Take) else action.dst
        where = {"row": cell // 3 + 1, "column": cell % 3 + 1}
    if isinstance(action, Take):
        card = observation.row[action.index]
        board[action.cell] = card
        points, after = _after_placement(board, action.cell, action.wild)
        spent = sum(paid_treats(action.pay))
        values = {"position": action.index + 1, "points": points, "treats": spent, **where}
        if points:
            return Reason("alpacas_take_scores", values)
        lines = open_lines(after, action.cell)
        if spent:
            got = sum(observation.row_treats[action.index])
            if got:
                return Reason("alpacas_take_treats", {**values, "got": got})
            return Reason("alpacas_take_paid" if lines else "alpacas_take_plain", {**values, "lines": lines})
        rest = [c for i, c in enumerate(observation.row) if i != action.index]
        after = (seat + 1) % observation.num_players
        nxt = observation.boards[after]
        stopped = best_placement_points(nxt, observation.row[0]) if rest else 0
        got = sum(observation.row_treats[action.index])  # treats lying on the free card: yours with it
        if rest and stopped > best_placement_points(nxt, rest[0]):
            # Named with the rival and the points it stops, as the heuristic weighs it (THREAT_WEIGHT):
            # "the next player would have scored" read as a whim beside a line worth 6 now; the
            # treats it carries too (a playtest saw "stops 2 points" beat "4 now": 5 carrots lay on it).
            code = "alpacas_take_deny_treats" if got else "alpacas_take_deny"
            return Reason(code, {**values, "seat": after, "stopped": stopped, **({"got": got} if got else {})})
        if lines:
            return Reason("alpacas_take_line", {**values, "lines": lines})
        if got:
            return Reason("alpacas_take_free_treats", {**values, "got": got})
        return Reason("alpacas_take_free", values)
    if isinstance(action, Move):
        board[action.dst] = board[action.src]
        board[action.src] = None
        points, after = _after_placement(board, action.dst, action.wild)
        if points:
            return Reason("alpacas_move_scores", {"points": points, **where})
        lines = open_lines(after, action.dst)
        return Reason("alpacas_move", {"lines": lines, **where}) if lines else Reason("alpacas_move_plain", where)
    if type(action).__name__ == "PlaceStart":
        return Reason("alpacas_start")
    return Reason("best_guess")
