"""What a newcomer met on the estate: a drop on the hint's ghost plays the hint, P takes the
hint's placement, the view re-centres on the whole estate after every placement."""

from __future__ import annotations

import pygame
import pytest

from llamagames.rules.llamaland import LLAMALAND, Place, TakeStack, orientation

from ..conftest import FRAME, mouse
from .test_placing_feel import _hold
from .test_table import key, open_table


@pytest.mark.parametrize("turns", [0, 1, 3])
def test_a_drop_on_the_hints_ghost_plays_the_hinted_placement(app, turns):
    table = open_table(app)
    stage = table.parts.stage
    _hold(app, table, "L")
    for _ in range(turns):  # the tile in hand turned otherwise than the hint's
        key(app, pygame.K_r)
    advice = table.coach.ask()
    assert advice is not None and isinstance(advice.suggestion.action, Place)
    tile, hinted = stage.hint
    view = stage.views[0]
    o = orientation(tile, hinted.face, hinted.rot)
    played = []
    for cell in o.at(hinted.x, hinted.y):  # any square of the gold ghost, as drawn
        pointer = tuple(round(v) for v in view.projection.centre(cell, hinted.level))
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
        played.append(stage.drag.action)
    assert played == [hinted] * len(played)
    expected = LLAMALAND.apply(LLAMALAND.apply(table.match.state, TakeStack("L")), hinted).players[0].estate
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, pointer)])
    assert table.match.state.players[0].estate == expected


def test_p_takes_the_hints_placement_and_the_hint_says_so(app):
    table = open_table(app)
    stage = table.parts.stage
    advice = table.coach.ask()
    assert advice is not None and stage.hint is not None
    assert "P" in advice.text
    _, hinted = stage.hint
    expected = LLAMALAND.apply(LLAMALAND.apply(table.match.state, TakeStack(hinted.shape)), hinted).players[0].estate
    key(app, pygame.K_p)
    assert table.match.state.players[0].estate == expected
