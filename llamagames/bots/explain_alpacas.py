"""Why the Llamas & Alpacas heuristic (``bots.alpacas.normal_policy``) picks its move.

It reads what ``action_value`` weighs: the points a placement scores at once, the lines of
two it leaves open, the treats spent, and what the row offers the next player for free. A
line of two is named by what its cards share (``line_shape``: "red llamas", "all 2s") and
the most a third card can make of it, so a hint says the reason a player would give
("it makes two of a line of red llamas: up to 4 points"), never "a line that can still score".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules.alpacas import Move, Take, paid_treats, possible_conditions
from ..rules.alpacas.components import ANIMAL, COLOUR, DIGIT, LINES_THROUGH, STAR, WHITE
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


Shape = tuple[int, int, str]
"""What a line of two shares: (animal or -1, colour or ``NO_COLOUR`` (``WHITE``: white cards
alone, any one colour), digits: "" none, "1".."4" all that digit, "run" counting, "any" a
star's or a lone card's match); the coach words it."""

NO_COLOUR = -2
"""A line of two whose colours differ (``WHITE`` is -1)."""


def line_shape(cards: Sequence[int | None]) -> tuple[Shape, int]:
    """What a line's cards share and the most a card filling its space makes of it (2 per
    condition it can still meet)."""
    animal_ok, colour_ok, digit_ok = possible_conditions(cards)
    known = [c for c in cards if c is not None]
    animal = ANIMAL[known[0]] if animal_ok and known else -1
    colours = {COLOUR[c] for c in known if COLOUR[c] != WHITE}
    colour = (colours.pop() if colours else WHITE) if colour_ok else NO_COLOUR
    digits = [DIGIT[c] for c in known if DIGIT[c] != STAR]
    digit = ""
    if digit_ok:  # two equal digits: all that digit; two different: counting; a star: it matches
        digit = "run" if len(set(digits)) > 1 else str(digits[0]) if len(digits) >= 2 else "any"
    return (animal, colour, digit), 2 * (animal_ok + colour_ok + digit_ok)


def best_line(board: Sequence[int | None], cell: int) -> tuple[Shape, int] | None:
    """The open line of two through ``cell`` worth most (its shape and worth), None without one."""
    found = [line_shape([board[i] for i in line]) for line in LINES_THROUGH[cell]
             if [board[i] for i in line].count(None) == 1 and any(possible_conditions([board[i] for i in line]))]
    return max(found, key=lambda f: f[1]) if found else None


def builds(board: Sequence[int | None], card: int) -> bool:
    """Whether ``card`` scores or makes a line of two somewhere on ``board``."""
    if best_placement_points(board, card):
        return True
    for cell in range(len(board)):
        if board[cell] is None:
            cells = list(board)
            cells[cell] = card
            if best_line(cells, cell) is not None:
                return True
    return False


def fresh_line(board: Sequence[int | None], cell: int) -> tuple[Shape, int] | None:
    """Where the card on ``cell`` stands alone in a line (two free spaces): the line it starts,
    named by the card itself (a single card may still count either way: "any" digit)."""
    for line in LINES_THROUGH[cell]:
        if [board[i] for i in line].count(None) == 2:
            (animal, colour, _), worth = line_shape([board[cell]])
            return (animal, colour, "any"), worth
    return None


def _line_values(shape: tuple[Shape, int]) -> dict[str, Any]:
    return {"shape": shape[0], "worth": shape[1]}


def explain(observation: Any, legal: Sequence[Any], action: Any) -> Reason:
    """The reason for ``action`` (the hint's choice: the hard bot's, or the heuristic's) from ``observation``."""
    seat = observation.current
    board = list(observation.boards[seat])
    where = {"row": 0, "column": 0}
    if isinstance(action, (Take, Move)):
        cell = action.cell if isinstance(action, Take) else action.dst
        where = {"row": cell // 3 + 1, "column": cell % 3 + 1}
    if isinstance(action, Take):
        before = list(board)
        card = observation.row[action.index]
        board[action.cell] = card
        points, after = _after_placement(board, action.cell, action.wild)
        spent = sum(paid_treats(action.pay))
        values = {"position": action.index + 1, "points": points, "treats": spent, **where}
        if points:  # what it costs said beside what it scores
            return Reason("alpacas_take_scores_paid" if spent else "alpacas_take_scores", values)
        lines = open_lines(after, action.cell)
        line = best_line(after, action.cell)
        fresh = fresh_line(after, action.cell)
        nxt_seat = (seat + 1) % observation.num_players
        nxt = observation.boards[nxt_seat]
        if spent:
            got = sum(observation.row_treats[action.index])
            if got and line is not None:  # the treats come back, and a line grows
                return Reason("alpacas_take_treats_line", {**values, "got": got, **_line_values(line)})
            if got:
                return Reason("alpacas_take_treats", {**values, "got": got})
            if line is not None:
                return Reason("alpacas_take_paid", {**values, "lines": lines, **_line_values(line)})
            stopped = best_placement_points(nxt, card)
            if stopped:  # the next player could have paid for it too and finished a line
                return Reason("alpacas_take_paid_deny", {**values, "seat": nxt_seat, "stopped": stopped})
            if fresh is not None:
                return Reason("alpacas_take_paid_start", {**values, **_line_values(fresh)})
            return Reason("alpacas_take_plain", {**values, "lines": lines})
        rest = [c for i, c in enumerate(observation.row) if i != action.index]
        stopped = best_placement_points(nxt, observation.row[0]) if rest else 0
        got = sum(observation.row_treats[action.index])  # treats lying on the free card: yours with it
        if rest and stopped > best_placement_points(nxt, rest[0]):
            # Named with the rival and the points it stops, as the heuristic weighs it (THREAT_WEIGHT):
            # "the next player would have scored" read as a whim beside a line worth 6 now; the
            # treats it carries too (a playtest saw "stops 2 points" beat "4 now": 5 carrots lay on it).
            code = "alpacas_take_deny_treats" if got else "alpacas_take_deny"
            return Reason(code, {**values, "seat": nxt_seat, "stopped": stopped, **({"got": got} if got else {})})
        if line is not None:  # with the treats lying on it, where it carries some
            code = "alpacas_take_line_treats" if got else "alpacas_take_line"
            return Reason(code, {**values, "lines": lines, **_line_values(line), **({"got": got} if got else {})})
        if got:
            return Reason("alpacas_take_free_treats", {**values, "got": got})
        others = any(builds(before, c) for c in rest)
        if fresh is not None and not others:  # nothing in the row builds: it starts a line, for free
            return Reason("alpacas_take_free_start", {**values, **_line_values(fresh)})
        return Reason("alpacas_take_free_cheap" if others else "alpacas_take_free", values)
    if isinstance(action, Move):
        board[action.dst] = board[action.src]
        board[action.src] = None
        points, after = _after_placement(board, action.dst, action.wild)
        if points:
            return Reason("alpacas_move_scores", {"points": points, **where})
        line = best_line(after, action.dst)
        if line is not None:
            return Reason("alpacas_move", {"lines": open_lines(after, action.dst), **where, **_line_values(line)})
        return Reason("alpacas_move_plain", where)
    if type(action).__name__ == "PlaceStart":
        return Reason("alpacas_start")
    return Reason("best_guess")
