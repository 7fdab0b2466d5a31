"""The tile in hand goes where the player points: the square it is held by is the square under
the pointer, on a grown estate, from above and tilted, at 100% and 150% (a playtest saw the
dragged tile sit a square off the pointer: on small squares the help toward a legal spot nearby
reached a third of a square)."""

from __future__ import annotations

import pygame
import pytest

from llamagames.rules.llamaland import LLAMALAND
from llamagames.rules.llamaland.components import SHAPE_ORDER
from llamagames.ui.games.llamaland.pivot import held_square
from llamagames.ui.games.llamaland.projection import ViewMode
from llamagames.ui.layout_tour import make_app, mid_game
from llamagames.ui.layout_tour import open_table as open_record

from ..conftest import FRAME, mouse


@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_the_aimed_square_is_the_square_under_the_pointer_from_above_and_tilted(factor: float) -> None:
    app = make_app((1366, 768), factor)
    table = open_record(app, mid_game("llamaland", 3, 12, 60))
    stage, intents = table.parts.stage, table.parts.intents
    shape = next(s for s in SHAPE_ORDER if stage.can_place(s))
    stack = table.parts.layout.lay.stacks[SHAPE_ORDER.index(shape)].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, stack), mouse(pygame.MOUSEBUTTONDOWN, stack),
                      mouse(pygame.MOUSEBUTTONUP, stack)])  # carried: it follows the pointer
    drag, view = stage.drag, stage.views[0]
    assert drag is not None and drag.carried
    preview = stage.preview_state(shape)
    hx, hy = stage.held_offset()
    tops = preview.players[0].estate.tops
    xs, ys = [c[0] for c in tops], [c[1] for c in tops]
    squares = [(x, y) for x in range(min(xs) - 1, max(xs) + 2) for y in range(min(ys) - 1, max(ys) + 2)]
    for mode in (ViewMode.TOP_DOWN, ViewMode.OBLIQUE):
        if stage.mode is not mode:
            stage.toggle_view()
        checked = 0
        for cell in squares[::5]:
            level = LLAMALAND.level_for(preview, drag.face, drag.rot, cell[0] - hx, cell[1] - hy)
            for share in ((0.5, 0.5), (0.2, 0.8), (0.8, 0.2)):  # the middle, and off it toward two corners
                px, py = view.projection.point(cell[0] + share[0], cell[1] + share[1], level)
                pointer = (round(px), round(py))
                if not view.rect.collidepoint(pointer):
                    continue
                for at in (stack, pointer):  # off the estate between aims, then onto the square
                    intents.motion(at)
                if drag.level != level:
                    continue  # tilted, the pointer is on another level's square there: that one is aimed
                assert drag.anchor is not None
                assert held_square(drag.anchor, drag.shape, drag.face, drag.rot, drag.held) == cell, (mode, cell, share)
                checked += 1
        assert checked >= 12, mode
