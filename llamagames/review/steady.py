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
a number (``ui/table/review_words.say_chance``).
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


__all__ = ["CHEAP", "EXTEND", "TARGET", "deal_cap", "half_width", "precise"]
