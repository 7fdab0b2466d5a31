"""How a review plays a decision's moves on shared deals, and reads each deal's end for the seat.

A deal's end is judged by two figures, in order: the seat's share of the win (1, 0, or 1/k),
then its points against the best rival's (``margin``). The second breaks the first's ties. A
game lost by 21 points ends with a share of 0 whatever the seat does, so judged by the share
alone every deal ends "the same" for both moves and no decision of a lost game was ever
marked; the margin still tells a move that would have lost by 10 from one that lost by 21.
A decision is judged both ways (:func:`both_settled`): a move that wins more often is still
clear when it loses points in the deals lost either way (L.L.A.M.A.'s bench game, seed 3).

The deals of one decision are played one at a time, and stop as soon as the verdict of the
sign test (``engine.beyond_noise``) on all ``playouts`` deals is settled either way: clear
whatever the deals left would show, or no longer able to become clear even if the hard bot's
move won every deal left (:func:`settled`). The verdict is the one all the deals would give;
only the chances of a decision settled early are counted on fewer deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..rules.core import Game, IllegalActionError

Ending = tuple[float, float]
"""A deal's end for the seat: (its share of the win, its points against the best rival's)."""

Finisher = Callable[[Any, random.Random], Any]
"""(full state, rng) -> the final state of the game played out by the normal bots."""

Fact = tuple[int, tuple[int, ...]]
"""What else a deal's end tells the player: (the seat's own final score, the winning seats)."""

Enough = Callable[[Sequence[Sequence[Ending]]], bool]
"""Asked after each deal with the endings so far (``endings[a][d]``): True stops the deals."""

RETRIES = 3
"""A deal where a move is not legal (it should not happen: the seat's moves depend only on
what it sees) is dealt again, up to this many times the playouts, before the review fails."""


class DealError(ValueError):
    """The position could not be dealt consistently with what the seat saw."""


def win_share(game: Game[Any, Any, Any], state: Any, seat: int) -> float:
    """The seat's share of the win of a finished game (a shared win counts 1/k)."""
    winners = game.outcome(state).winners
    return 1.0 / len(winners) if seat in winners else 0.0


def margin(game: Game[Any, Any, Any], state: Any, seat: int) -> float:
    """The seat's points minus the best rival's in a finished game (positive: ahead), in the
    game's own points, turned round where fewer points are better (L.L.A.M.A.)."""
    outcome = game.outcome(state)
    scores = outcome.scores
    rivals = [score for other, score in enumerate(scores) if other != seat]
    if not rivals or seat >= len(scores):
        return 0.0
    if outcome.lower_is_better:
        return float(min(rivals) - scores[seat])
    return float(scores[seat] - max(rivals))


def ending(game: Game[Any, Any, Any], state: Any, seat: int) -> Ending:
    """How a finished game ended for the seat, as a deal is compared."""
    return win_share(game, state, seat), margin(game, state, seat)


def split(hard: Sequence[Ending], taken: Sequence[Ending], by_points: bool = True) -> tuple[int, int]:
    """(deals where the hard bot's move ended better for the seat, deals where it ended worse):
    a larger share of the win first, then (``by_points``) a better margin."""
    if not by_points:
        hard, taken = [(h[0], 0.0) for h in hard], [(t[0], 0.0) for t in taken]
    better = sum(1 for h, t in zip(hard, taken) if h > t)
    worse = sum(1 for h, t in zip(hard, taken) if h < t)
    return better, worse


def settled(better: int, worse: int, left: int, clear: Callable[[int, int], bool]) -> bool:
    """Whether ``left`` more deals can no longer change the verdict ``clear(better, worse)``
    would give at the end: clear even if all of them went the other way, or not clear even
    if all of them went the hard bot's way."""
    return clear(better, worse + left) or not clear(better + left, worse)


def both_settled(hard: Sequence[Ending], taken: Sequence[Ending], left: int, clear: Callable[[int, int], bool]) -> bool:
    """Whether the two verdicts a decision is judged by (the win alone, then the win and the
    points) are settled, as :func:`settled`: one is clear already whatever the deals left
    show, or neither can become clear any more."""
    verdicts = [split(hard, taken, by_points) for by_points in (False, True)]
    if any(clear(better, worse + left) for better, worse in verdicts):
        return True
    return all(settled(better, worse, left, clear) for better, worse in verdicts)


def deal_endings(
    game: Game[Any, Any, Any],
    observation: Any,
    seat: int,
    actions: Sequence[Any],
    playouts: int,
    seed: int,
    finish: Finisher,
    cancelled: Callable[[], bool] | None = None,
    enough: Enough | None = None,
    stopped: type[Exception] = RuntimeError,
    facts: list[list[Fact]] | None = None,
) -> list[list[Ending]]:
    """Each of ``actions`` played on up to ``playouts`` deals of the hidden cards drawn from
    ``observation`` (from ``seed``), each played to the end with the same luck for every action
    (common random numbers): ``endings[a][d]`` is action ``a`` on deal ``d``. ``enough(endings)``
    may stop the deals sooner; ``cancelled()`` raises ``stopped``. ``facts``, when given (one
    list per action), gets each deal's :data:`Fact` beside its ending."""
    rng = random.Random(seed)
    endings: list[list[Ending]] = [[] for _ in actions]
    done = attempts = 0
    while done < playouts:
        if cancelled is not None and cancelled():
            raise stopped()
        attempts += 1
        if attempts > RETRIES * playouts + 10:
            raise DealError("the position could not be dealt consistently with what the seat saw")
        deal = game.determinize(observation, rng)
        luck = rng.getrandbits(48)
        try:
            after = [game.apply(deal, action) for action in actions]
        except IllegalActionError:
            continue
        for index, state in enumerate(after):
            final = finish(state, random.Random(luck))
            endings[index].append(ending(game, final, seat))
            if facts is not None:
                outcome = game.outcome(final)
                facts[index].append((outcome.scores[seat], tuple(outcome.winners)))
        done += 1
        if enough is not None and done < playouts and enough(endings):
            break
    return endings


__all__ = ["DealError", "Ending", "Enough", "Fact", "Finisher", "both_settled", "deal_endings", "ending", "margin", "settled",
           "split", "win_share"]
