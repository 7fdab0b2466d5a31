"""Every legal spot of the tile in hand is marked faintly with what it earns (task ll15): one
mark per square the held square may go on, its gain as the rules pay it, its tag clear of the
estate's icons, the layer painted once per turn of the tile and projection."""

from __future__ import annotations

import pygame

from llamagames.rules.llamaland import LLAMALAND, TakeStack
from llamagames.rules.llamaland.components import COIN, CORN, HUT
from llamagames.ui.games.llamaland.gains import Gains, gains_of
from llamagames.ui.games.llamaland.pivot import same_turn, square_at
from llamagames.ui.games.llamaland.spot_marks import gain_kinds, icon_boxes, spot_marks
from llamagames.ui.scale import MIN_TEXT

from ..conftest import FRAME, mouse
from .test_table import key, open_table


def test_each_legal_spot_of_the_tile_as_turned_is_marked_once_with_what_it_pays() -> None:
    state = LLAMALAND.new_game(2, 5)
    seat = state.turn.seat
    preview = LLAMALAND.apply(state, TakeStack("T"))
    places = list(LLAMALAND.placements(preview))
    for face, rot, held in (("front", 0, 0), ("back", 3, 2)):
        marks = spot_marks(preview, seat, places, preview.turn.tile, face, rot, held)
        turned = same_turn(places, preview.turn.tile, face, rot)
        hx, hy = square_at("T", face, rot, held)
        by_square = {(p.x + hx, p.y + hy): p for p in turned}
        assert [m.square for m in marks] == list(dict.fromkeys((p.x + hx, p.y + hy) for p in turned))
        assert set(by_square) == {m.square for m in marks}  # every spot of this turn, none of another
        for mark in marks:
            assert mark.gains == gains_of(preview, by_square[mark.square])
            assert mark.ground == preview.players[seat].estate.level(mark.square)
        assert any(not m.gains.empty for m in marks) and any(m.gains.empty for m in marks)


def test_a_tags_icons_go_most_first() -> None:
    assert gain_kinds(Gains(((CORN, 1), (COIN, 2)), characters=1)) == [COIN, CORN, HUT]
    assert gain_kinds(Gains()) == []


def test_the_marks_show_while_a_tile_is_in_hand_clear_of_the_estates_icons_and_are_painted_once(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    view = stage.views[table.viewer]
    start = table.parts.layout.lay.stacks[0].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    box = view.estate_box()
    for pos in ((box.centerx, box.centery), (box.centerx + 3, box.centery + 2)):
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos)])
    layer = view.marks
    assert stage.drag is not None and layer.marks and layer.tags
    assert layer.paints == 1  # the pointer moved, the marks did not: one picture
    icons = icon_boxes(view.estate, view.projection)
    for tag in layer.tags:
        assert tag.rect.collidelist(icons) < 0, tag  # the estate's icons stay readable
        assert tag.px >= MIN_TEXT and tag.words.startswith("+") and view.fit_area().contains(tag.rect)
    label = table.parts.painter.ghost_label()  # in the status line's room, two lines, over the field's foot
    assert label is not None and all(tag.rect.bottom <= table.frame.status_room.top for tag in layer.tags)
    earning = [m for m in layer.marks if not m.gains.empty]
    assert len(layer.tags) >= len(earning) // 2  # most spots that pay say so
    turned = (stage.drag.face, stage.drag.rot)
    key(app, pygame.K_r)  # a turn of the tile: its spots are others
    assert (stage.drag.face, stage.drag.rot) != turned and layer.paints == 2
    key(app, pygame.K_ESCAPE)  # the tile goes back: no marks
    assert stage.drag is None and not layer.marks
