"""What a closed table leaves behind is freed by the app itself, at a calm frame.

A table's sprites and surfaces hang in reference cycles that Python's collector reaches
rarely; without the app's own collection the app grew by about 20 MB a game
(``python -m llamagames.benchmarks.memory``)."""

from __future__ import annotations

import gc
import weakref

from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME, inline_match

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def test_a_closed_table_is_freed_at_the_next_calm_frame_and_not_during_an_animation(app) -> None:
    menu = MenuScene(app)
    app.start(menu)
    assert menu.frame_rate() == 60  # it warms the tables' art first: not a calm frame
    gc.collect()
    gc.disable()  # only the app's own collection may free it here
    try:
        table = LLAMA_TABLE(app, inline_match(SEATS, 3))
        app.scenes.push(table)
        app.frame(FRAME, [])
        gone = weakref.ref(table)
        del table
        app.scenes.pop()
        assert app.scenes.left == 1
        app.frame(FRAME, [])
        assert gone() is not None and app.scenes.left == 1  # the collection waits for calm
        for _ in range(2000):
            if menu.frame_rate() < 60:
                break
            app.frame(FRAME, [])
        app.frame(FRAME, [])
        assert gone() is None and app.scenes.left == 0
    finally:
        gc.enable()
