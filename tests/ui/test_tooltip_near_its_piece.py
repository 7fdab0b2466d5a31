"""A piece's tooltip stands near the piece (playtest pt51: a shelter's tooltip stood by the
buttons on the far side of the table for turns, the pointer resting on the shelter)."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.scene import OpenTable
from llamagames.ui.table.tooltip import FAR, gap_to

from .conftest import FRAME


def test_a_shelters_tooltip_stands_near_it_where_the_spots_beside_it_cover_words(app):
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Dolly", "easy"), SeatConfig("bot", "Pablo", "easy")]
    match = Match("llamagedon", seats, 3, bot_delay=60.0, worker=InlineBotWorker(), autosave=False)
    table = app._scene_for(OpenTable(match))
    app.start(table)
    app.frame(FRAME)
    shelter = table.parts.stage.shelter_rects(0)[0]  # your first of three, above the status line
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, {"pos": shelter.center, "rel": (0, 0), "buttons": (0, 0, 0)})])
    app.draw()
    tip = table.tooltip.rect
    assert tip is not None and gap_to(tip, shelter) <= FAR * max(table.scale, table.text_scale), (tip, shelter)
    assert not tip.colliderect(shelter)
