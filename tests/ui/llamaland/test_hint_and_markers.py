"""The hint's gold ghost goes while you hold another tile; with every marker on a card the
table never asks for, offers or key-hints a new one (the rules let you move one); a spot's gain
tag says the foundations it uses."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames.i18n import set_language
from llamagames.rules.llamaland import LLAMALAND, MARKER, TakeStack
from llamagames.ui.games.llamaland.projection import Projection, ViewMode
from llamagames.ui.games.llamaland.ranking import brought
from llamagames.ui.games.llamaland.spot_marks import lay_tag, spot_marks
from llamagames.ui.text import render

from ..conftest import FRAME
from .test_table import open_at, open_table, steer


def test_the_hints_ghost_goes_while_you_hold_another_tile_and_stays_over_its_own(app):
    for own in (False, True):
        table = open_table(app)
        stage = table.parts.stage
        view = stage.views[0]
        advice = table.coach.ask()
        assert advice is not None and stage.hint is not None and view.hinted
        hinted = stage.hint[1].shape
        shape = hinted if own else next(s for s in "TXZLP" if s != hinted)
        steer(app, pygame.K_1 + "TXZLP".index(shape))
        assert stage.drag is not None and stage.drag.shape == shape
        app.frame(FRAME, [])
        assert view.hinted is own and (view.hint_box() is not None) is own
        if not own:
            assert advice.rects[-1].size == (0, 0)  # no gold ring round a ghost that went


def _marker_step(app, markers_placed: int):  # type: ignore[no-untyped-def]
    """A table at your marker step, with ``markers_placed`` of your markers already on cards."""
    table = open_table(app)
    table.moves.try_action(TakeStack("T"))
    table.moves.try_action(next(p for p in LLAMALAND.placements(table.match.state) if p.level == 1))
    state = table.match.state
    assert state.turn.phase == MARKER
    markers = tuple((0, -1, -1) if i < markers_placed else spaces for i, spaces in enumerate(state.markers))
    return open_at(app, replace(state, markers=markers))


def test_with_every_marker_on_a_card_the_table_offers_a_move_and_never_a_new_marker(app):
    table = _marker_step(app, 4)
    status = table.parts.painter.status_line()
    tip = table.parts.coach.situation_tip()
    button = table.controls.buttons["skip"]
    assert "put a marker" not in status.lower() and "No marker" not in status and "move a marker" in status
    assert "bet a marker" not in tip and "All your markers" in tip
    assert button.text == "Keep markers (S)"
    table = _marker_step(app, 1)  # markers in reserve: a new one is asked for
    assert "put a marker" in table.parts.painter.status_line()
    assert table.controls.buttons["skip"].text == "No marker (S)"


def test_a_spots_gain_tag_says_the_foundations_it_uses_in_both_languages() -> None:
    state = LLAMALAND.new_game(2, 5)
    seat = state.turn.seat
    preview = LLAMALAND.apply(state, TakeStack("T"))
    places = list(LLAMALAND.placements(preview))
    marks = [m for face in ("front", "back") for rot in range(4)
             for m in spot_marks(preview, seat, places, preview.turn.tile, face, rot, 0)]
    costly = next(m for m in marks if m.foundations == 1 and brought(m.gains))  # over the board's edge, up a level
    proj = Projection(ViewMode.TOP_DOWN, 200.0, (400.0, 400.0))
    tag = lay_tag(costly, proj, 14, 12, [])
    assert tag is not None and tag.words == f"+{brought(costly.gains)} · uses 1 foundation"
    set_language("ja")
    try:
        tag = lay_tag(costly, proj, 14, 12, [])
        assert tag is not None and "基礎タイル1枚" in tag.words
        # the box holds the line as drawn (a Japanese line is taller than its size: its foot was cut)
        assert tag.rect.height >= render(tag.words, tag.px, True).get_height()
    finally:
        set_language("en")
