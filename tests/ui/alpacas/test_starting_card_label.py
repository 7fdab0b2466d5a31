"""At the deal, "Your starting card" stays clear of the board's frame, and the first-game tip
stays clear of the card and its label (both once overlapped at small windows)."""

from __future__ import annotations

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.alpacas import Phase
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.board_paint import start_label_rect
from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.games.alpacas.stage import stage_of
from llamagames.ui.games.alpacas.table import TABLE

from ..conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_starting_card_and_its_label_are_clear_of_the_board_and_the_tip(size, language) -> None:
    from llamagames.ui.app import App

    app = App(size, settings=storage.Settings(animation_speed="instant", language=language), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)
    try:
        table = TABLE(app, Match("alpacas", SEATS, 4, bot_delay=0.0, worker=InlineBotWorker(), autosave=False))
        app.start(table)
        for _ in range(5):
            app.frame(FRAME, [])
        assert stage_of(table).view.phase is Phase.SETUP and table.my_turn()
        lay = layout_of(table).rects
        label = start_label_rect(table)
        assert label.right <= lay.board.left and label.bottom <= lay.start_spot.top
        area = table.parts.coach.area()
        assert area is not None and table.parts.coach.tip()  # a first game: the tip is shown there
        assert not area.colliderect(label) and not area.colliderect(lay.start_spot)
    finally:
        app.scenes.clear()
