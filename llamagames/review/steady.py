"""How many deals a decision's chances need before they are shown: the review's chance must
not swing from move to move on the luck of too few deals.

A decision's moves are played on the same deals (common random numbers, ``deals.py``), so the
verdict "the hard bot's move is better" settles on few deals; the chances themselves do not.
Playtesters saw a chart that swung from one decision to the next, and sat near 0% in a game
they won: a decision whose verdict settled after four Llamaland deals showed a chance counted
on four deals, and a game's catalogue playouts left an interval of ±11 points (Llamas &
Alpacas, 60 deals). So:

- the deals stop early (the verdict settled) only once the chances shown are also precise
  (:func:`precise`: every interval at most ``TARGET`` either side);
- where deals are cheap (a game whose catalogue gives at least ``CHEAP`` playouts), a
  decision whose chances are still wide after its playouts gets more deals, up to ``EXTEND``
  times as many (:func:`deal_cap`), until they are precise. A chance near 0 or 1 is precise
  after few deals; one near an even share needs the most.

What is still wide after that (Llamaland's ten deals of whole games) is shown in words, not as
a number (``ui/table/review_words.say_chance``), and the graph's line draws such a chance
pooled with its neighbours' (:func:`trend`): the position changes little from one decision to
the next, the luck of ten deals a lot.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tournament import wilson_interval
from .deals import Ending

TARGET = 0.06
"""The widest a shown chance's interval may be either side (95%) before its deals may stop."""
EXTEND = 3
"""How many times its playouts a decision may be dealt while its chances are still wide."""
CHEAP = 50
"""A game dealt at least this many playouts per estimate has playouts cheap enough to extend
(Llamaland's ten are whole games of the heuristic: two minutes already)."""


def half_width(wins: float, deals: int) -> float:
    """Half the 95% interval of a chance of ``wins`` in ``deals``."""
    low, high = wilson_interval(wins, deals)
    return (high - low) / 2


def precise(endings: Sequence[Sequence[Ending]], target: float = TARGET) -> bool:
    """Whether every move's chance so far (``endings[a][d]``) is within ``target`` either side."""
    return all(half_width(sum(share for share, _ in column), len(column)) <= target for column in endings)


def deal_cap(playouts: int) -> int:
    """The most deals a decision is given: its ``playouts``, or ``EXTEND`` times as many where
    playouts are cheap."""
    return playouts * EXTEND if playouts >= CHEAP else playouts


REACH = 2
"""How many decisions either side a wide chance is pooled with on the graph."""


def trend(chances: Sequence[tuple[float, int]], index: int) -> float:
    """The graph's point at decision ``index`` of ``chances`` ((wins, deals) per decision): its
    own chance where that is precise, else pooled with the ``REACH`` decisions either side,
    each by its deals and halved per decision away (the game's last result is never pooled)."""
    wins, deals = chances[index]
    if deals and half_width(wins, deals) <= TARGET:
        return wins / deals
    total = weight = 0.0
    for other in range(max(0, index - REACH), min(len(chances), index + REACH + 1)):
        other_wins, other_deals = chances[other]
        share = 0.5 ** abs(other - index)
        total += share * other_wins
        weight += share * other_deals
    return total / weight if weight else 0.0


__all__ = ["CHEAP", "EXTEND", "REACH", "TARGET", "deal_cap", "half_width", "precise", "trend"]
