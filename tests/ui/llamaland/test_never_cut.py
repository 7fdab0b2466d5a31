"""Llamaland's estate is never cut or covered (task ll18): a tile held past its field's edge is
drawn whole; from above, the ring where a tile may go stays whole under the field's title line;
a marker leaves the value it took readable; nothing of the table lights behind a question;
a rival's estate seen from above takes the room beside its subtitle."""

from __future__ import annotations

import os
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from llamagames.rules.llamaland.estate import Estate, orientation
from llamagames.ui.games.llamaland import llama_sprites, pieces
from llamagames.ui.games.llamaland.estate_geometry import TOP_RING, ring_room
from llamagames.ui.games.llamaland.estate_parts import HOME_ROOM, SNUG_ROOM
from llamagames.ui.games.llamaland.estate_view import EstateView
from llamagames.ui.games.llamaland.projection import ViewMode
from llamagames.ui.games.llamaland.rival_room import GAIN
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run
from llamagames.ui.table.chooser import Choice

RECT = pygame.Rect(150, 260, 400, 260)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    llama_sprites.clear_frames()


@pytest.mark.parametrize("mode", [ViewMode.TOP_DOWN, ViewMode.OBLIQUE])
def test_a_tile_held_past_the_fields_top_edge_is_drawn_whole_over_what_lies_there(mode) -> None:
    view = EstateView(RECT, Estate.start("1A"), mode)
    top = min(c[1] for c in view.estate.tops)
    view.set_ghost(orientation(0, "front", 0), 0, top - 3, 1, True)  # far behind the estate: over the field's top
    box = view.ghost_box()
    assert box is not None and box.top < RECT.top, "the test's ghost stands past the field's edge"
    surface = pygame.Surface((700, 600))
    assert surface.get_rect().contains(box)
    surface.fill((1, 2, 3))
    view.draw(surface)
    above = pygame.Rect(box.left, box.top, box.width, RECT.top - box.top)
    cut = [surface.get_at(p)[:3] for p in ((x, y) for x in range(above.left, above.right, 3)
                                              for y in range(above.top, above.bottom, 3))]
    assert all(c == (1, 2, 3) for c in cut)  # the view alone clips it to its field
    view.draw_ghost_past_edge(surface)
    drawn = [surface.get_at((x, y))[:3] for x in range(above.left, above.right) for y in range(above.top, above.bottom)]
    assert sum(c != (1, 2, 3) for c in drawn) > len(drawn) // 5  # its part past the edge is on top now
    inside = surface.copy()
    view.draw_ghost_past_edge(surface)  # nothing drawn twice inside the field (its depth order stays)
    assert all(surface.get_at((x, y)) == inside.get_at((x, y)) for x in range(RECT.left, RECT.right, 7)
               for y in range(RECT.top, RECT.bottom, 7))


def test_from_above_the_whole_ring_behind_and_in_front_is_kept_in_view() -> None:
    for room in (HOME_ROOM, SNUG_ROOM):
        across, behind, front = ring_room(room, ViewMode.TOP_DOWN, 0)
        assert across == room[0] and behind >= TOP_RING and front >= TOP_RING
        assert ring_room(room, ViewMode.OBLIQUE, 0) == room  # tilted rows are shallower: as before
        assert ring_room(room, ViewMode.TOP_DOWN, 40)[1] == room[1]  # a band over the field takes that room
    view = EstateView(RECT, Estate.start("1A"), ViewMode.TOP_DOWN, room=SNUG_ROOM)
    proj, area = view.projection, view.fit_area()
    back = min(c[1] for c in view.estate.tops) - 1
    front = max(c[1] for c in view.estate.tops) + 1
    for y in (back, front):
        for x in range(min(c[0] for c in view.estate.tops), max(c[0] for c in view.estate.tops) + 1):
            for corner in ((x, y), (x + 1, y + 1)):
                px, py = proj.point(corner[0], corner[1], 0)
                assert area.top <= py <= area.bottom, (y, corner, area)


@pytest.fixture(scope="module")
def table():
    app = make_app((1366, 768), 1.0)
    try:
        yield open_table(app, mid_game("llamaland", 2, 12, moves=6))
    finally:
        app.scenes.clear()


def test_a_marker_leaves_its_spaces_value_readable(table, monkeypatch) -> None:
    stage, painter = table.parts.stage, table.parts.painter
    state = painter.st
    index = 0
    data = pieces.OBJECTIVES[state.objectives[index]]
    markers = list(state.markers)
    markers[index] = (1, *markers[index][1:])  # the top space of the first objective, Pablo's
    monkeypatch.setattr(stage, "st", replace(state, markers=tuple(markers)))
    said: list[tuple[str, tuple[int, int]]] = []
    real = pieces.draw_text

    def spy(surface, text, size, pos, *args, **kwargs):
        said.append((text, pos))
        return real(surface, text, size, pos, *args, **kwargs)

    monkeypatch.setattr(pieces, "draw_text", spy)
    painter._draw_objectives(pygame.Surface(table.frame.size))
    space = table.parts.layout.space_rect(index, 0)
    assert (str(data.points[0]), space.center) in said  # drawn over the marker, at its middle


def test_no_focus_outline_or_key_label_lights_behind_a_question(table) -> None:
    app = table.app
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    assert table.focus_key(tab)  # the table's keys reach its pieces and buttons
    run(app, 1)
    assert table.routing.focus_shown(table._ring)
    table.chooser.choose("Which?", [Choice("one", lambda: None), Choice("two", lambda: None)])
    run(app, 1)
    assert not table.routing.focus_shown(table._ring)  # no outline nor its keys' label over the question
    table.focus_key(tab)
    run(app, 1)
    assert not table.routing.focus_shown(table._ring)  # Tab reaches nothing of the table behind it
    panel = table.chooser.open.rect
    assert all(panel.contains(stop.rect) for group in table._ring.groups() for stop in group.stops)
    assert not any(b.visible for k, b in table.controls.buttons.items() if k not in ("menu", "rules"))
    table.chooser.close()
    run(app, 1)
    assert table.routing.focus_shown(table._ring)


@pytest.mark.parametrize(("size", "least"), [((1366, 768), 14), ((1920, 1080), 20)])
def test_a_rivals_estate_from_above_rises_beside_its_subtitle_at_150_percent(size, least) -> None:
    app = make_app(size, 1.5)
    app.settings.hints = False
    try:
        table = open_table(app, mid_game("llamaland", 4, 12, moves=30))
        stage = table.parts.stage
        stage.toggle_view()
        run(app, 2)
        risen = []
        for seat in table.parts.layout.opponents():
            view = stage.views[seat]
            under = view.fitted_box(stage.rival_bands[seat], view.fit_foot, 0)
            drawn = view.estate_box()
            assert under is not None and drawn.height >= under.height  # never smaller than under the words
            assert view.rect.contains(drawn)
            if view.fit_left:
                assert not table.drawing.seat_look(seat).badges  # no badge stands on the line beside it
                assert drawn.height >= GAIN * under.height * 0.98
                risen.append(view.projection.scale)  # a square's side, in pixels
        assert risen and min(risen) >= least, risen
    finally:
        app.scenes.clear()
