"""Llamas & Alpacas bots: a line-and-treat heuristic ("normal"), a greedy novice ("easy"),
and a paired flat search over determinized draw piles ("hard", through :class:`ISMCTSBot`).

Everything but the draw pile's order is public, so the heuristic reads the observation
like a full state: it values points scored now, lines of two that can still score, the
treats held, and what the row will offer the next player for free. The end changes the
sums: a kept board counts less as a rival nears 18, and on a seat's last turn only points (then
treats, the tie-break) count.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..rules.alpacas import (
    PASS,
    Move,
    Take,
    leave_options,
    paid_treats,
    payment_options,
    possible_conditions,
    score_placement,
    wild_options,
)
from ..rules.alpacas.components import BOARD_CELLS, COLUMNS, END_SCORE, IS_WILD, LINES_THROUGH, ROWS
from ..rules.core import Game
from .ai import GameAI
from .base import Bot
from .ismcts import CandidateSearchBot, ISMCTSBot

LINES = ROWS + COLUMNS

# Heuristic weights (tuned by hand against tournament results; see the module's GameAI note).
LINE_OF_TWO = (0.0, 0.55, 1.5, 2.6)
"""Value of a line with two cards and a free cell, by the number of conditions still possible."""
LINE_OF_ONE = 0.12
FILL_PENALTY = {7: 0.6, 8: 2.5, 9: 14.0}
"""A crowded board leaves few places to play (a full one can never act again)."""
TREAT_VALUE = 0.45
BOTH_KINDS_BONUS = 0.35
THREAT_WEIGHT = 0.6
MOVE_PENALTY = 2.0
"""A move that scores nothing only rearranges: it must promise clearly more than a card taken."""
LONG_GAME_TURNS = 40
"""After this many turns a move that scores nothing is never chosen: otherwise two bots whose
boards are nearly full could shuffle their cards for ever (measured: a game that did not end)."""
HARD_CANDIDATES = 8
HARD_ITERATIONS = 24
ROLLOUT_ROUNDS = 2
LEAF_SCALE = 12.0
LAST_TURN_BONUS = 3.0
"""Ending the game while ahead (reaching 18 first) is worth more than any line kept for later."""
HORIZON_POINTS = 6.0
"""A rival this many points short of 18 or more leaves time to complete the lines kept..."""
HORIZON_FLOOR = 0.5
"""... and one about to end the game still leaves half their promise (it may not end at once)."""
TIE_BREAK = 0.05
"""On a last turn a treat only breaks ties: worth a twentieth of a point."""


def board_value(board: Sequence[int | None]) -> float:
    """How promising a board is: lines of two that can still score, less crowding."""
    value = 0.0
    for line in LINES:
        cards = [board[i] for i in line]
        filled = 3 - cards.count(None)
        if filled == 2:
            value += LINE_OF_TWO[sum(possible_conditions(cards))]
        elif filled == 1:
            value += LINE_OF_ONE
    count = BOARD_CELLS - list(board).count(None)
    return value - FILL_PENALTY.get(count, 0.0)


def treat_value(treats: tuple[int, int]) -> float:
    clovers, carrots = treats
    return TREAT_VALUE * (clovers + carrots) + BOTH_KINDS_BONUS * ((clovers > 0) + (carrots > 0))


def best_placement_points(board: Sequence[int | None], card: int) -> int:
    """The most points ``card`` would score at once on ``board`` (wild values at their best)."""
    best = 0
    for cell in range(BOARD_CELLS):
        if board[cell] is not None:
            continue
        cells = list(board)
        cells[cell] = card
        for wild in wild_options(cells, cell):
            points = sum(p for _, p in score_placement(cells, cell, wild))
            best = max(best, points)
    return best


def _after_placement(board: Sequence[int | None], cell: int, wild: str | None) -> tuple[int, list[int | None]]:
    """Points scored by the card on ``cell`` and the board once scored lines are cleared."""
    results = score_placement(board, cell, wild)
    points = 0
    cells = list(board)
    for line, pts in results:
        if pts:
            points += pts
            for i in line:
                cells[i] = None
    return points, cells


def movers_after(obs: Any, seat: int) -> int:
    """How many seats still move in this round after ``seat`` (the round ends before ``first``)."""
    return (obs.first - seat - 1) % obs.num_players


def _is_last_turn(obs: Any, seat: int, points: int) -> bool:
    """Whether this turn is the seat's last: the end was triggered, or these points trigger it
    (the round then finishes without coming back to the seat)."""
    return bool(obs.end_triggered) or obs.scores[seat] + points >= END_SCORE


def horizon(obs: Any, seat: int) -> float:
    """The share of a kept board's promise that counts: less as a rival nears 18, since it may
    end the game before the lines of two are completed (a good player cashes in then)."""
    rival = max(s for i, s in enumerate(obs.scores) if i != seat)
    near = min(1.0, max(0, END_SCORE - rival) / HORIZON_POINTS)
    return HORIZON_FLOOR + (1.0 - HORIZON_FLOOR) * near


def action_value(obs: Any, action: Any) -> float:
    """The heuristic value of ``action`` for the seat to move (higher is better).

    On the seat's last turn (the end triggered, or triggered by this very action) nothing kept
    on the board will ever score: only the points, then the treats (the tie-break), count, and
    the card left for the next seat is points it scores against us if it still moves.
    """
    seat = obs.current
    board = obs.boards[seat]
    treats = obs.treats[seat]
    n = obs.num_players
    nxt_board = obs.boards[(seat + 1) % n]
    if isinstance(action, Take):
        card = obs.row[action.index]
        cells = list(board)
        cells[action.cell] = card
        points, after = _after_placement(cells, action.cell, action.wild)
        spent = paid_treats(action.pay)
        got = obs.row_treats[action.index]
        held = (treats[0] - spent[0] + got[0] - action.leave[0], treats[1] - spent[1] + got[1] - action.leave[1])
        rest = [c for i, c in enumerate(obs.row) if i != action.index]
        free_next = rest[0] if rest else None
    elif isinstance(action, Move):
        cells = list(board)
        cells[action.dst] = cells[action.src]
        cells[action.src] = None
        points, after = _after_placement(cells, action.dst, action.wild)
        held = treats
        free_next = obs.row[0] if obs.row else None
    else:
        return 0.0
    if _is_last_turn(obs, seat, points):
        value = points + TIE_BREAK * sum(held)
        if not obs.end_triggered:
            value += LAST_TURN_BONUS
        if free_next is not None and movers_after(obs, seat):
            value -= best_placement_points(nxt_board, free_next)
        return value
    value = points + horizon(obs, seat) * board_value(after) + treat_value(held)
    if isinstance(action, Move) and not points:
        value -= MOVE_PENALTY if obs.turns[seat] < LONG_GAME_TURNS else 1000.0
    if free_next is not None:
        value -= THREAT_WEIGHT * best_placement_points(nxt_board, free_next)
    return value


def points_now(obs: Any, action: Any) -> int:
    """The points ``action`` scores at once for the seat to move (0 for a pass)."""
    cells = list(obs.boards[obs.current])
    if isinstance(action, Take):
        cells[action.cell] = obs.row[action.index]
        return _after_placement(cells, action.cell, action.wild)[0]
    if isinstance(action, Move):
        cells[action.dst], cells[action.src] = cells[action.src], None
        return _after_placement(cells, action.dst, action.wild)[0]
    return 0


def best_wild_values(obs: Any, legal: Sequence[Any]) -> list[Any]:
    """``legal`` with only the wild values that score most for each placement.

    A wild card completing a row and a column names one value for both; the points it scores
    are sure, while the cards left behind by a poorer value only might score later (measured:
    the heuristic once named 1 for 2 points where 3 scored both lines for 6)."""
    best: dict[Any, int] = {}
    points: dict[Any, int] = {}
    for action in legal:
        if getattr(action, "wild", None) is None:
            continue
        points[action] = points_now(obs, action)
        key = replace(action, wild=None)
        best[key] = max(best.get(key, 0), points[action])
    return [a for a in legal if a not in points or points[a] == best[replace(a, wild=None)]]


def normal_policy(observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic: the action with the best :func:`action_value` (ties: the first), a wild
    card always named the value that scores most."""
    if len(legal) == 1:
        return legal[0]
    return max(best_wild_values(observation, legal), key=lambda a: action_value(observation, a))


def easy_policy(observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """A novice: grabs points it sees, else the free first card on a random space; sometimes
    anything at all."""
    if rng.random() < 0.2:
        return legal[rng.randrange(len(legal))]
    seat = observation.current
    board = observation.boards[seat]
    scoring: list[tuple[int, Any]] = []
    for action in legal:
        if isinstance(action, Take) and not action.pay:
            cells = list(board)
            cells[action.cell] = observation.row[action.index]
            points = sum(p for _, p in score_placement(cells, action.cell, action.wild))
            scoring.append((points, action))
    if not scoring:
        return legal[rng.randrange(len(legal))]
    best = max(p for p, _ in scoring)
    choices = [a for p, a in scoring if p == best]
    return choices[rng.randrange(len(choices))]


PLACED_KEPT = 100_000
"""How many placements :func:`rollout` remembers (about 20 MB) before it forgets them all."""
_PLACED: dict[tuple[Any, ...], tuple[int, float, Any]] = {}
"""(card, cell, the cards on the row and column through it) -> :func:`_placing`: a placement's
price reads only those cells (the lines it completes or makes two of, and whether a wild card
names one value for both), so one price serves every board that differs elsewhere. Keyed on
the whole board it missed 300,000 times in a review's 4 decisions (a review's play-outs make
new boards); keyed so, the same answers several times as often from the cache."""
_CROSS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({i for line in LINES_THROUGH[cell] for i in line} - {cell})) for cell in range(BOARD_CELLS))
"""The other cells of the row and the column through each cell: all :func:`_placing` reads."""


def _placing(board: Any, cell: int, card: int) -> tuple[int, float, Any]:
    """(points scored, lines of two it makes, the wild card's value) of ``card`` laid on ``cell``."""
    cells = list(board)
    cells[cell] = card
    wild = wild_options(cells, cell)[0] if IS_WILD[card] else None
    points = 0
    potential = 0.0
    for _line, pts in score_placement(cells, cell, wild):
        points += pts
    for line in LINES_THROUGH[cell]:
        line_cards = [cells[i] for i in line]
        if line_cards.count(None) == 1:
            potential += LINE_OF_TWO[sum(possible_conditions(line_cards))]
    return points, potential, wild


def rollout(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    """A fast greedy move for search play-outs: one of the first three row cards, the cheapest
    payment, the space scoring most (then the best line potential), never a move."""
    seat = state.current
    board = state.boards[seat]
    if seat is None or state.phase.value != "play":
        actions = game.legal_actions(state)
        return actions[rng.randrange(len(actions))]
    empty = [i for i in range(BOARD_CELLS) if board[i] is None]
    if not empty:
        return PASS
    clovers, carrots = state.treats[seat]
    best: Any = None
    best_value = -1e9
    crosses = [(cell, board[a], board[b], board[c], board[d]) for cell in empty
               for a, b, c, d in (_CROSS[cell],)]  # the board is the same for every card looked at
    random_ = rng.random
    for index in range(min(3, len(state.row))):
        options = payment_options(state.row[:index], clovers, carrots)
        if not options:
            break
        pay = options[0]
        spent = paid_treats(pay)
        got = state.row_treats[index]
        held = (clovers - spent[0] + got[0], carrots - spent[1] + got[1])
        leave = leave_options(held)[0]
        card = state.row[index]
        cost = TREAT_VALUE * sum(spent)
        for cross in crosses:
            key = (card, *cross)
            placed = _PLACED.get(key)
            if placed is None:
                placed = _placing(board, cross[0], card)
                if len(_PLACED) >= PLACED_KEPT:
                    _PLACED.clear()
                _PLACED[key] = placed
            points, potential, wild = placed
            value = points + 0.5 * potential - cost + 0.1 * random_()
            if value > best_value:
                best, best_value = Take(index, cross[0], pay, leave, wild), value
    return best


def leaf_value(game: Game[Any, Any, Any], root: Any, state: Any) -> Sequence[float] | None:
    """Stop a play-out after ``ROLLOUT_ROUNDS`` rounds; value each seat by points, treats and
    board against the others' average, squashed into [0, 1]."""
    if game.is_over(state):
        outcome = game.outcome(state)
        share = 1.0 / len(outcome.winners)
        return [share if s in outcome.winners else 0.0 for s in range(state.num_players)]
    if sum(state.turns) - sum(root.turns) < ROLLOUT_ROUNDS * state.num_players:
        return None
    n = state.num_players
    worth = [state.scores[s] + treat_value(state.treats[s]) + 0.5 * board_value(state.boards[s]) for s in range(n)]
    total = sum(worth)
    values = []
    for s in range(n):
        others = (total - worth[s]) / (n - 1)
        diff = worth[s] - others
        values.append(min(1.0, max(0.0, 0.5 + diff / LEAF_SCALE)))
    return values


def hard_candidates(observation: Any, legal_actions: Sequence[Any]) -> list[Any]:
    """The heuristic's top ``HARD_CANDIDATES`` (many actions differ only in a space or a
    leftover treat): the search keeps the heuristic's choice unless one beats it clearly."""
    if len(legal_actions) == 1:
        return list(legal_actions)
    legal_actions = best_wild_values(observation, legal_actions)
    values = {a: action_value(observation, a) for a in legal_actions}
    ranked = sorted(legal_actions, key=lambda a: -values[a])
    best = values[ranked[0]]
    return [a for a in ranked[:HARD_CANDIDATES] if values[a] > best - 500.0]


def make_hard(seed: int, iterations: int | None) -> Bot:
    """The paired flat search over the heuristic's best candidates."""
    from ..rules.alpacas import ALPACAS

    search = ISMCTSBot(ALPACAS, seed, iterations or HARD_ITERATIONS, rollout=rollout, leaf_value=leaf_value,
                       max_depth=1, paired=True, prior=normal_policy)
    return CandidateSearchBot(search, hard_candidates)


# Measured (python -m llamagames.tournament --game alpacas --jobs 1; win share, 95% Wilson interval):
#   2 players: easy vs random 0.940 [0.898, 0.965] (200 games, seed 1); normal vs easy 0.990
#   [0.964, 0.997] (200 games, seed 1); hard vs normal 0.760 [0.668, 0.833] (100 games, seed 3).
#   4 players: normal vs 3 easy 0.935 [0.892, 0.962] (200 games, seed 5); hard vs 3 normal 0.470
#   [0.375, 0.567] (100 games, seed 4; fair share 0.25).
#   The end-aware heuristic (last turn, horizon) against the one before it, 2 players: normal
#   0.620 [0.569, 0.669] (358 games, seeds 51-53, mean score 17.9 against 16.0); normal vs easy
#   0.990 [0.946, 0.998] (100 games, seed 82).
# Hard decisions (24 deals, no clock): p95 0.29 s of CPU at 3 players (python -m llamagames.bench --only think).
AI = GameAI(
    normal=normal_policy,
    easy=easy_policy,
    rollout=rollout,
    leaf_value=leaf_value,
    hard_iterations=HARD_ITERATIONS,
    hard_depth=1,
    hard_paired=True,
    hard_bot=make_hard,
    points_now=points_now,
)

def review_policy(game: Game[Any, Any, Any]) -> Any:
    """The review's playout move for every seat (the catalogue's ``review_policy``): the hard
    bot's playout policy (:func:`rollout`: greedy, never a move), a tenth of the normal bot's
    cost (0.02 s against 0.2 s for a 4-player game from the start), so the chances are those of
    a table of greedy players."""
    return lambda state, legal, rng: rollout(game, state, rng)


MAX_REVIEW_MOVES = 20_000
"""A review's playout that has not ended after this many moves is a bug, not a long game."""


def review_finish(game: Game[Any, Any, Any]) -> Any:
    """How a review's playout ends (the catalogue's ``review_finish``): :func:`review_policy`'s
    very moves, without the legal actions a move-by-move playout lists first and this policy
    never reads (a third of a review's time went to listing them)."""

    def finish(state: Any, rng: random.Random) -> Any:
        is_over, apply = game.is_over, game.apply
        for _ in range(MAX_REVIEW_MOVES):
            if is_over(state):
                return state
            state = apply(state, rollout(game, state, rng))
        raise RuntimeError(f"{game.title} did not end within its playout.")

    return finish


__all__ = [
    "AI",
    "hard_candidates",
    "horizon",
    "review_finish",
    "review_policy",
    "action_value",
    "best_placement_points",
    "best_wild_values",
    "board_value",
    "easy_policy",
    "leaf_value",
    "make_hard",
    "movers_after",
    "normal_policy",
    "points_now",
    "rollout",
    "treat_value",
]
