"""Placing a tile in the tilted view is sure (task ll19): the squares the tile in hand would
cover are outlined on top of everything at the level it lands at, what stands in front of them
fades, and the pointer keeps the square it is shown on; the outline is what the drop covers."""

from __future__ import annotations

import pygame

from llamagames.rules.llamaland import LLAMALAND, START, EndTurn, LlamalandState, TakeStack, orientation
from llamagames.rules.llamaland.estate import BACK, orientations
from llamagames.ui.games.llamaland.estate_geometry import inside, silhouette
from llamagames.ui.games.llamaland.estate_view import EstateView
from llamagames.ui.games.llamaland.held_tile import FRONT_FADE
from llamagames.ui.games.llamaland.painting import GHOST_LEGAL
from llamagames.ui.games.llamaland.pivot import snap
from llamagames.ui.games.llamaland.projection import ViewMode

from ..conftest import FRAME, mouse
from .test_placing_feel import _raised_front
from .test_table import key, open_at, open_table, steer


def test_the_held_tiles_outline_shows_over_a_higher_column_in_front_of_it_which_fades() -> None:
    pygame.init()
    estate, back = _raised_front()  # the column in front of ``back`` stands two levels above it
    front = (back[0], back[1] + 1)
    o, p = next((orientation(tile, p.face, p.rot), p) for tile in range(0, 60, 3)
                for p in estate.placements(orientations(tile), 3)
                if back in orientation(tile, p.face, p.rot).at(p.x, p.y)
                and front not in orientation(tile, p.face, p.rot).at(p.x, p.y))
    rect = pygame.Rect(0, 0, 800, 600)
    view = EstateView(rect, estate, ViewMode.OBLIQUE, supersample=1)
    view.set_ghost(o, p.x, p.y, p.level, True)
    assert sorted(view.held_outline()) == sorted((c, p.level) for c in o.at(p.x, p.y))
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    view.draw(surface)
    proj = view.projection
    # the back square's front edge, at the level the tile lands at, lies on the column in front
    edge = proj.point(back[0] + 0.5, back[1] + 1, p.level)
    assert inside(silhouette(proj, front, estate.level(front)), edge)
    near = [tuple(surface.get_at((round(edge[0]) + dx, round(edge[1]) + dy)))[:3]
            for dx in (-1, 0, 1) for dy in range(-2, 3)]
    assert GHOST_LEGAL in near  # the outline is drawn over the column that stands in front
    sliced = dict(view._ghost_behind(proj) or [])
    assert len(sliced[back]) > 1 and sliced[back][1][0].get_alpha() == FRONT_FADE  # and that column fades
    view.set_ghost(None)
    assert view.held_outline() == []


def _behind_a_level_2_stack() -> tuple[LlamalandState, tuple[int, int]]:
    """Seat 0 to take a tile, a T laid on its start board's back row at level 2 the turn
    before; the table square behind the middle of that T's back row."""
    state = LLAMALAND.apply(LLAMALAND.new_game(2, 7), TakeStack("T"))
    estate = state.players[0].estate
    back = min(c[1] for c in estate.tops)
    place = next(p for p in LLAMALAND.placements(state) if p.level == 2
                 and any(c[1] == back for c in orientation(state.turn.tile, p.face, p.rot).at(p.x, p.y)))
    row = sorted((x, y - 1) for x, y in orientation(state.turn.tile, place.face, place.rot).at(place.x, place.y)
                 if y == back)
    behind = row[len(row) // 2]
    state = LLAMALAND.apply(state, place)
    while (state.turn.seat, state.turn.phase) != (0, START):
        legal = LLAMALAND.legal_actions(state)
        state = LLAMALAND.apply(state, next((a for a in legal if isinstance(a, EndTurn)), legal[0]))
    return state, behind


def test_aiming_at_the_square_behind_a_level_2_stack_picks_it_and_the_pointer_keeps_it(app) -> None:
    state, behind = _behind_a_level_2_stack()
    table = open_at(app, state)
    stage, view = table.parts.stage, table.parts.stage.views[0]
    assert view.mode is ViewMode.OBLIQUE
    stage.start_drag("L", view.rect.center)
    drag = stage.drag
    assert drag is not None
    drag.face, drag.rot, drag.held = BACK, 1, 2  # an L lying along the back of the estate
    proj = view.projection
    stack = (behind[0], behind[1] + 1)
    assert state.players[0].estate.level(stack) == 2
    preview = stage.preview_state("L")
    assert preview is not None
    moved_up = 0
    for depth in (0.5, 0.7, 0.8, 0.9):  # its middle, then toward its front edge, where the stack is drawn over it
        pointer = tuple(round(v) for v in proj.point(behind[0] + 0.5, behind[1] + depth, 1))
        assert depth == 0.5 or inside(silhouette(proj, stack, 2), pointer)
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
        assert drag.action is not None and drag.reason is None
        cells = orientation(drag.tile, drag.face, drag.rot).at(drag.action.x, drag.action.y)
        assert behind in cells and drag.action.level == 1, (depth, drag.action)
        assert (behind, 1) in view.held_outline()
        # the same pointer, with no tile shown yet, would have named a spot up on the stack
        moved_up += snap(preview, 0, proj, pointer, BACK, 1, 2, stage.spots("L"), view.cell_at(pointer)).level > 1
    assert moved_up  # the tile in hand stayed where it was shown


def test_the_outline_is_the_squares_the_drop_covers_at_every_turn_and_flip(app) -> None:
    table = open_table(app)
    stage, view = table.parts.stage, table.parts.stage.views[0]
    steer(app, pygame.K_1)  # the T in hand, steered by the keys from a spot on the estate
    drag = stage.drag
    assert drag is not None and drag.keyboard
    preview = stage.preview_state(drag.shape)
    assert preview is not None
    checked = set()
    for k in (pygame.K_r, pygame.K_r, pygame.K_r, pygame.K_r, pygame.K_f, pygame.K_r, pygame.K_r, pygame.K_r):
        key(app, k)
        action = drag.action
        assert action is not None
        outline = view.held_outline()
        assert sorted(outline) == sorted((c, action.level) for c in orientation(drag.tile, action.face, action.rot)
                                         .at(action.x, action.y))
        if drag.reason is None:
            before = preview.players[0].estate.tops
            after = LLAMALAND.apply(preview, action).players[0].estate.tops
            covered = {(c, top[0]) for c, top in after.items() if before.get(c) != top}
            assert covered == set(outline)
            checked.add((action.face, action.rot))
    assert len(checked) >= 6  # nearly every turn and flip laid where it was outlined
