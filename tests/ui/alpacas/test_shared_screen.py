"""Humans at one screen: Llamas & Alpacas hides nothing, so no cover comes between their turns;
L.L.A.M.A. hides hands, so its cover still does."""

from __future__ import annotations

import random

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.table import TABLE as ALPACAS_TABLE
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.table.cover import HotSeatCover

from ..conftest import FRAME

TWO_HUMANS = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben")]


def test_two_humans_play_llamas_and_alpacas_without_a_cover(app) -> None:
    match = Match("alpacas", TWO_HUMANS, 5, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = ALPACAS_TABLE(app, match)
    app.start(table)
    rng = random.Random(5)
    seats_played: list[int] = []
    for _ in range(400):
        app.frame(FRAME, [])
        assert not isinstance(app.scenes.top, HotSeatCover), "a cover over a game with no secrets"
        assert not table.covered
        if len(seats_played) >= 8 or match.is_over():
            break
        if app.scenes.top is table and table.my_turn():
            assert table.viewer == match.current_seat(), "the screen shows the seat that is to play"
            seats_played.append(table.viewer)
            table.moves.try_action(rng.choice(table.legal()), asked=True)
    assert set(seats_played) == {0, 1}, seats_played  # both humans played, taking turns
    assert seats_played[:4] in ([0, 1, 0, 1], [1, 0, 1, 0]), seats_played


def test_two_humans_at_llama_still_pass_the_laptop(app) -> None:
    match = Match("llama", TWO_HUMANS, 5, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = LLAMA_TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    assert isinstance(app.scenes.top, HotSeatCover)
    assert LLAMA_TABLE.secrets and not ALPACAS_TABLE.secrets
