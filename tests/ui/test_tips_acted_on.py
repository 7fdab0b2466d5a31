"""A first-game tip the player has acted on is not shown again in that game (a playtest read
the same tip on nearly every turn): L.L.A.M.A.'s and Llamas & Alpacas' tips too."""

from __future__ import annotations

from typing import Any

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig

from .conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def your_table(app: Any, game: str) -> Any:
    match = Match(game, SEATS, 5, bot_delay=0.0, worker=InlineBotWorker())
    table = app.open_table(match)
    app.start(table)
    for _ in range(5):
        app.frame(FRAME, [])
    return table


def test_llama_the_play_tip_goes_once_a_card_is_played(app):
    from llamagames.rules.llama.actions import PlayCard

    table = your_table(app, "llama")
    plays = [a for a in table.legal() if isinstance(a, PlayCard)]
    assert table.my_turn() and plays and "fits on the" in table.coach.tip()
    table.coach.played(plays[0])
    assert table.coach.tip() == ""


def test_alpacas_the_row_tip_goes_once_a_card_is_taken(app):
    from llamagames.rules.alpacas import Take

    table = your_table(app, "alpacas")
    for _ in range(30):  # past the starting card, to a turn where the row is offered
        takes = [a for a in table.legal() if isinstance(a, Take)]
        if table.my_turn() and takes and table.coach.tip():
            break
        table.moves.try_action(table.legal()[0]) if table.my_turn() else app.frame(FRAME, [])
    assert takes and "row" in table.coach.tip()
    table.coach.played(takes[0])
    assert table.coach.tip() == ""
