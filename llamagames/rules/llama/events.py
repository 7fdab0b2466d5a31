"""The L.L.A.M.A. events: the compact tuples ``apply`` stores, turned into full events on demand.

``apply`` keeps its events as small tuples (the cheap part of every move); only a caller who
asks for them (the UI, the move log, the tests) pays for :class:`~..core.Event` objects.
"""

from __future__ import annotations

from typing import Any

from ..core import GAME_OVER, Event
from .state import RoundResult

EVENT_KINDS: frozenset[str] = frozenset({"deal", "play", "draw", "quit", "round_end", "return_chip", GAME_OVER})
"""Every ``Event.kind`` the game emits: a round is dealt, played (a card, a draw, a quit),
scored, the emptier returns a chip, and the game ends."""


def _event(raw: tuple[Any, ...]) -> Event:
    """A full :class:`Event` from the compact tuple ``apply`` stores.

    Only the drawer knows the drawn card (``secret``); a deal shows each player their own
    hand, so its hands are not in the event at all (each seat's observation has its own).
    """
    kind, seat = raw[0], raw[1]
    if kind == "play":
        return Event.make(kind, seat, card=raw[2])
    if kind == "draw":
        return Event.make(kind, seat, secret={"card": raw[2]}, seen_by=(seat,), reveals=True)
    if kind == "quit":
        return Event.make(kind, seat)
    if kind == "round_end":
        result: RoundResult = raw[2]
        # Every hand is laid open for scoring: hidden cards become known.
        return Event.make(kind, seat, reveals=True, result=result, round=result.round,
                          emptied=result.emptied, penalties=result.penalties)
    if kind == "return_chip":
        return Event.make(kind, seat, points=raw[2])
    if kind == "deal":
        return Event.make(kind, seat, reveals=True, round=raw[2], discard_top=raw[3])
    return Event.make(GAME_OVER, None, winners=raw[2])

