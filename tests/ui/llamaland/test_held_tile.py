"""A tile picked up with a click is in hand at once: drawn solid under the pointer, held by a
marked square, turned and flipped visibly at once, laid by the next click (a newcomer could not
see a clicked tile until they dragged it, nor which square the pointer held)."""

from __future__ import annotations

import pygame

from llamagames.rules.llamaland.components import SHAPE_ORDER
from llamagames.ui.games.llamaland.painter import LlamalandPainter
from llamagames.ui.palette import GOLD

from ..conftest import FRAME, mouse
from .test_newcomer_estate import ringed
from .test_table import key, open_table


def _click(app, pos) -> None:
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos),
                      mouse(pygame.MOUSEBUTTONUP, pos)])


def _gold_near(surface: pygame.Surface, at: tuple[float, float], radius: int = 0) -> bool:
    """Gold at ``at`` (or on a ring of ``radius`` around it, above, below and to both sides)."""
    x, y = round(at[0]), round(at[1])
    spots = [(0, 0)] if not radius else [(radius, 0), (-radius, 0), (0, radius), (0, -radius)]
    return all(any(tuple(surface.get_at((x + sx + dx, y + sy + dy)))[:3] == GOLD for dx in range(-2, 3)
                   for dy in range(-2, 3)) for sx, sy in spots)


def _ring(view) -> int:
    return max(14, round(view.projection.scale * 0.3))


def _shot(table) -> pygame.Surface:
    surface = pygame.Surface(table.frame.size)
    table.draw(surface)
    return surface


def test_a_clicked_stack_puts_its_tile_under_the_pointer_at_once_held_by_a_marked_square(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    painter = table.parts.painter
    assert isinstance(painter, LlamalandPainter)
    stack = table.parts.layout.lay.stacks[SHAPE_ORDER.index("L")].center
    _click(app, stack)
    drag = stage.drag
    assert drag is not None and drag.carried and not drag.keyboard
    assert drag.pos == stack  # no motion needed: it is in hand where it was taken
    rect = painter.in_hand_rect()
    assert rect.collidepoint(stack)
    assert _gold_near(_shot(table), stack)  # the held square is marked under the pointer
    before = (rect.size, drag.rot)
    key(app, pygame.K_r)
    for _ in range(20):  # past the short spin
        app.frame(FRAME)
    after = painter.in_hand_rect()
    assert drag.rot == (before[1] + 1) % 4 and after.size == before[0][::-1]  # an L turned stands the other way
    assert after.collidepoint(stack) and _gold_near(_shot(table), stack)
    face = drag.face
    key(app, pygame.K_f)
    assert drag.face != face


def test_a_carried_tile_over_the_estate_shows_its_ghost_and_marks_the_held_square_then_a_click_lays_it(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    painter = table.parts.painter
    view = stage.views[0]
    _click(app, table.parts.layout.lay.stacks[SHAPE_ORDER.index("T")].center)
    drag = stage.drag
    spots = stage.spots("T")
    place = spots[0]
    drag.face, drag.rot = place.face, place.rot
    hx, hy = stage.held_offset()
    pointer = tuple(round(v) for v in view.projection.centre((place.x + hx, place.y + hy), place.level))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    assert view.has_ghost() and drag.reason is None and drag.action == place
    assert painter.held_cell() == (place.x + hx, place.y + hy)
    assert _gold_near(_shot(table), view.projection.centre(painter.held_cell(), drag.level), _ring(view))
    moves = len(table.match.history)
    _click(app, pointer)
    assert stage.drag is None and len(table.match.history) == moves + 2  # the take and the placement


def test_a_stack_key_puts_its_tile_on_your_estate_steered_by_the_keys_until_the_mouse_moves(app) -> None:
    """A playtest pressed 1 with the pointer on the character cards and found the tile in hand
    there, over the panels. The key puts it on your estate at a legal spot, the arrows move it,
    a motion off the estate leaves it there, and one onto the estate takes it to the pointer."""
    table = open_table(app)
    stage = table.parts.stage
    view = stage.views[0]
    card = table.parts.layout.lay.row[0].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, card)])
    key(app, pygame.K_1)
    drag = stage.drag
    assert drag is not None and drag.keyboard and not drag.carried and drag.shape == "T"
    assert view.has_ghost() and drag.action in stage.spots("T") and drag.reason is None  # on the estate
    assert view.rect.contains(view.ghost_box())
    first = drag.anchor
    assert first is not None
    key(app, pygame.K_LEFT)
    assert drag.anchor == (first[0] - 1, first[1]) and drag.keyboard
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (card[0] + 9, card[1] + 3))])
    assert drag.keyboard and drag.anchor == (first[0] - 1, first[1])  # the pointer off the estate: it stays
    aim = stage.spots("T")[-1]
    drag.face, drag.rot = aim.face, aim.rot
    hx, hy = stage.held_offset()
    pointer = tuple(round(v) for v in view.projection.centre((aim.x + hx, aim.y + hy), aim.level))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    assert drag.carried and drag.action == aim  # the mouse moved onto the estate: the tile follows it
    key(app, pygame.K_RETURN)
    assert table.match.record.actions[-2:] == ("stack T", str(aim)) and stage.drag is None


def test_a_stack_key_takes_the_tile_under_the_pointer_on_your_estate_or_where_it_was_last_aimed(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    view = stage.views[0]
    aim = stage.spots("T")[-1]
    key(app, pygame.K_1)
    assert stage.drag is not None and (stage.drag.face, stage.drag.rot) == ("front", 0)
    hx, hy = stage.held_offset()  # the square held, as the tile is turned before it is laid
    key(app, pygame.K_ESCAPE)
    stage.last_aim = None
    pointer = tuple(round(v) for v in view.projection.centre((aim.x + hx, aim.y + hy), aim.level))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    key(app, pygame.K_1)
    drag = stage.drag
    assert drag is not None and drag.keyboard and drag.anchor is not None
    ox, oy = stage.held_offset()
    assert view.projection.cell_at(pointer, drag.level) == (drag.anchor[0] + ox, drag.anchor[1] + oy)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_r)
    kept = (drag.face, drag.rot, drag.anchor)
    key(app, pygame.K_ESCAPE)
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, table.parts.layout.lay.row[0].center)])
    key(app, pygame.K_1)  # taken again with the pointer off the estate: where it was last aimed
    assert stage.drag is not None and (stage.drag.face, stage.drag.rot, stage.drag.anchor) == kept


def test_the_keys_still_steer_a_tile_and_a_click_puts_a_carried_one_back_off_the_estate(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    moves = len(table.match.history)
    key(app, pygame.K_1)  # the keys' placement on a legal spot
    assert stage.drag is not None and stage.drag.keyboard and not stage.drag.carried
    assert stage.drag.action in stage.spots("T") and stage.drag.reason is None
    view = stage.views[0]
    assert _gold_near(_shot(table), view.projection.centre(table.parts.painter.held_cell(), stage.drag.level),
                      _ring(view))
    key(app, pygame.K_ESCAPE)
    stack = table.parts.layout.lay.stacks[0].center
    _click(app, stack)
    assert stage.drag is not None and stage.drag.carried
    key(app, pygame.K_RIGHT)  # the arrows take over: the keys' placement, from a legal spot
    assert stage.drag.keyboard and not stage.drag.carried and stage.drag.reason is None
    key(app, pygame.K_ESCAPE)
    _click(app, stack)
    _click(app, table.parts.layout.lay.row[0].center)  # off the estate: the tile goes back
    assert stage.drag is None and len(table.match.history) == moves


def test_after_the_arrows_a_mouse_motion_over_the_estate_takes_the_tile_back_to_the_pointer(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    moves = len(table.match.history)
    key(app, pygame.K_1)  # the keys take the tile: a legal spot
    drag = stage.drag
    assert drag is not None and drag.keyboard
    first = drag.anchor
    key(app, pygame.K_RIGHT)  # then one square right
    assert drag.anchor == (first[0] + 1, first[1])
    view = stage.views[0]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, table.parts.layout.lay.row[0].center)])
    assert drag.keyboard  # a motion off the estate leaves the keys' ghost where it is
    aim = stage.spots("T")[5]
    drag.face, drag.rot = aim.face, aim.rot
    hx, hy = stage.held_offset()
    pointer = tuple(round(v) for v in view.projection.centre((aim.x + hx, aim.y + hy), aim.level))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    assert drag.carried and not drag.keyboard and drag.action == aim  # the ghost follows the mouse again
    _click(app, pointer)  # and a click lays it there
    assert stage.drag is None and len(table.match.history) == moves + 2
    assert table.match.record.actions[-2:] == ("stack T", str(aim))


def test_a_dragged_tile_refused_where_it_is_let_go_stays_in_hand_until_put_back(app) -> None:
    """A playtest dragged a tile that needed turning: the drop was refused and the tile went back
    to its stack. Refused, it stays in hand (to turn with the wheel or flip with a right-click);
    a click on its stack puts it back."""
    table = open_table(app)
    stage = table.parts.stage
    view = stage.views[0]
    stack = table.parts.layout.lay.stacks[SHAPE_ORDER.index("L")].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, stack), mouse(pygame.MOUSEBUTTONDOWN, stack)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (stack[0] + 30, stack[1] + 40))])
    drag = stage.drag
    assert drag is not None and not drag.carried  # dragged, the button still down
    refused = None
    for y in range(view.rect.top + 10, view.rect.bottom - 10, 12):
        for x in range(view.rect.left + 10, view.rect.right - 10, 12):
            app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (x, y))])
            if drag.action is not None and drag.reason is not None:
                refused = (x, y)
                break
        if refused:
            break
    assert refused is not None
    moves = len(table.match.history)
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, refused)])
    assert stage.drag is drag and drag.carried and len(table.match.history) == moves  # still in hand
    face, rot = drag.face, drag.rot
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, refused, button=3)])
    assert drag.face != face and drag.rot == rot  # a right-click flips
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": -1})])
    assert drag.rot != rot  # the wheel turns
    _click(app, stack)
    assert stage.drag is None and len(table.match.history) == moves  # back on its stack


def test_the_hints_ring_is_not_drawn_over_the_tile_in_hand_by_its_spot(app) -> None:
    """With the tile in hand moved by the keys next to the hint's spot, the hint's ring crossed
    the held tile: the hint's squares show as a gold outline under the tile, and the ring is
    put away while the tile lies by them (and comes back when it moves off)."""
    table = open_table(app)
    stage = table.parts.stage
    key(app, pygame.K_1)  # the keys' placement
    key(app, pygame.K_h)
    advice = table.coach.current()
    assert advice is not None and stage.hint is not None
    drag = stage.drag
    _, place = stage.hint
    drag.face, drag.rot, drag.anchor = place.face, place.rot, (place.x, place.y)
    stage.update_ghost()
    app.frame(FRAME)
    assert advice.rects[-1].size == (0, 0)
    assert not any(rect.colliderect(stage.views[0].ghost_box()) for rect in advice.rects if rect.width)
    drag.anchor = (place.x + 12, place.y + 12)  # far off (the keys would stop at the ring; set here)
    stage.update_ghost()
    app.frame(FRAME)
    assert ringed(advice.rects[-1], stage.views[0])
