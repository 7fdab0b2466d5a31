"""Llamagedón's own phone moments for the layout tour (``ui/phone_tour.py``): the laptop
player's Block question, asked alike in every window while a phone friend plays, with the
laptop hand face down and then shown."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ....bot_worker import InlineBotWorker
from ....match import Match
from ....seats import SeatConfig

ANA_ATTACKS = ("main @0 #1 | hands yAXB/bATB/rwTD | areas H/H/- | deck XrLPBbBTyAXDgwDgHTyygbXAgbyrrHrgDHDTHAbBX"
               " | discard - | removed - | chain - | lets 0 | lower 22 | llamagedon - | left 0 | limit on | seed 1"
               " | counter 1")
"""Ana (seat 0, a phone) holds an Attack for your shelter (you: seat 1, at the laptop)."""


def moments(app: Any) -> Iterator[str]:
    """Ana's Attack from her phone asks the laptop's player in a Block window (asked alike,
    Block or not): the question with the hand face down, then shown."""
    from ...phone_tour import joined, open_phone_table, run_frames

    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("human", "You"), SeatConfig("bot", "Paca", "easy")]
    match = Match.from_position("llamagedon", seats, ANA_ATTACKS, 1, bot_delay=0.3, worker=InlineBotWorker(),
                                autosave=False)
    table = open_phone_table(app, match)
    joined(app, table, 0)
    table.moves.absorb(match.seat_view(0).act("attack 1 shelter 0"))  # as the phone's move comes in
    run_frames(app, 6)
    yield "phone_block_llamagedon"
    table.toggle_hand()
    run_frames(app)
    yield "phone_block_shown_llamagedon"
    app.scenes.pop_to_root()
