"""What a newcomer met on the estate: a drop on the hint's ghost plays the hint, P takes the
hint's placement, the view re-centres on the whole estate after every placement."""

from __future__ import annotations

import pygame
import pytest

from llamagames.rules.llamaland import LLAMALAND, Place, TakeStack, orientation
from llamagames.ui.games.llamaland.projection import ViewMode

from ..conftest import FRAME, mouse
from .test_placing_feel import _hold
from .test_table import key, open_table, steer


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


def _fit_area(view) -> pygame.Rect:
    """The view's room not covered by the prompt at its foot."""
    return pygame.Rect(view.rect.x, view.rect.y, view.rect.w, view.rect.h - min(view.fit_foot, view.rect.h // 3))


def _ring_box(view) -> pygame.Rect:
    """The estate and the ring of squares around it where a tile may go, on screen."""
    tops = view.estate.tops
    xs = [c[0] for c in tops]
    ys = [c[1] for c in tops]
    ring = [((x, y), 1) for x in range(min(xs) - 1, max(xs) + 2) for y in (min(ys) - 1, max(ys) + 1)]
    ring += [((x, y), 1) for y in range(min(ys) - 1, max(ys) + 2) for x in (min(xs) - 1, max(xs) + 1)]
    left, top, right, bottom = view.projection.bounds([(c, t[0]) for c, t in tops.items()] + ring)
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def test_after_a_placement_the_view_fits_the_whole_estate_and_its_ring_again(app):
    table = open_table(app)
    stage = table.parts.stage
    view = stage.views[0]
    assert _fit_area(view).contains(_ring_box(view))
    view.zoom_by(1.8)
    view.pan_by(140, 220)  # the player zoomed in and dragged the estate down under the prompt
    state = table.match.state
    take = next(a for a in LLAMALAND.legal_actions(state) if isinstance(a, TakeStack))
    assert table.moves.try_action(take)
    place = next(a for a in LLAMALAND.legal_actions(table.match.state) if isinstance(a, Place))
    assert table.moves.try_action(place)
    app.frame(FRAME, [])
    assert view.pan == (0.0, 0.0) and view.zoom == 1.0
    assert _fit_area(view).contains(_ring_box(view))


def test_the_keyboard_ghost_never_scrolls_the_estate_away(app):
    table = open_table(app)
    stage = table.parts.stage
    key(app, pygame.K_v)  # from above, as the newcomer had it
    steer(app, pygame.K_1)
    view = stage.views[0]
    event = {"mod": pygame.KMOD_SHIFT, "unicode": "", "scancode": 0}
    for _ in range(12):  # far to the left with shift and the arrow: one square at a time
        app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_LEFT, **event})])
    assert view.pan == (0.0, 0.0)
    assert _fit_area(view).contains(view.estate_box())
    assert view.rect.contains(view.ghost_box())
    xs = [c[0] for c in view.estate.tops]
    drag = stage.drag
    ghost = orientation(drag.tile, drag.face, drag.rot).at(*drag.anchor)
    assert max(x for x, _ in ghost) >= min(xs) - 1  # the ghost stopped at the ring around the estate
    # the ghost shows whole beside the whole estate, clear of the prompt at the view's foot (the
    # view widens for it where the room around the estate is too small: ``fit_extra``)
    assert _fit_area(view).contains(view.ghost_box())
    key(app, pygame.K_ESCAPE)  # the tile goes back: the view fits the estate alone again
    assert view.fit_extra == () and view.pan == (0.0, 0.0)


def test_the_hints_ring_follows_the_estate_when_the_view_moves(app):
    table = open_table(app)
    stage = table.parts.stage
    advice = table.coach.ask()
    view = stage.views[0]
    app.frame(FRAME, [])  # the ring follows its ghost before it is first drawn
    assert ringed(advice.rects[-1], view)
    view.pan_by(60, 30)
    app.frame(FRAME, [])
    assert ringed(table.coach.current().rects[-1], view)


def ringed(ring, view) -> bool:
    """The hint's ring is at its ghost: round its box from above; tilted, the ghost's squares are
    outlined in gold instead (the kit's ring has no width there, its place and height kept)."""
    box = view.hint_box()
    width = 0 if view.mode is ViewMode.OBLIQUE else box.width
    return ring == pygame.Rect(box.x, box.y, width, box.height)


@pytest.mark.parametrize("height", [14, 18, 24, 30])
def test_a_12_point_llama_card_shows_its_whole_number_beside_its_icon(height):
    from llamagames.ui.games.llamaland.card_strip import strip_cards
    from llamagames.ui.text import text_width

    cards = (("C", 1), ("A", 12), ("P", 12))
    for card, icon, px in strip_cards(pygame.Rect(0, 0, 400, height), cards):
        number = text_width("12", px, True)
        assert icon.right <= card.right - 3 - number  # the "1" is not under the icon
        assert card.contains(icon)


def test_the_splayed_llama_cards_stay_inside_their_column():
    from llamagames.ui.games.llamaland.pieces import llama_column

    surface = pygame.Surface((120, 160), pygame.SRCALPHA)
    rect = pygame.Rect(10, 40, 90, 110)
    llama_column(surface, rect, "C", (5, 7, 9, 12), 12, False)
    above = [surface.get_at((x, y)).a for x in range(120) for y in range(rect.top)]
    assert max(above) == 0  # nothing over the heading above the column


def test_the_foundations_under_your_score_are_explained(app):
    from llamagames.ui.games.llamaland.card_strip import points_line

    table = open_table(app)
    lay = table.parts.layout.lay
    line = points_line(lay.stats, table.small(15), table.small(13), table.scale)
    assert lay.mine.contains(line)
    words = table.parts.intents.tooltip_at((line.x + 10, line.centery))
    count = table.match.state.players[0].foundations
    assert "Foundation tiles" in words and f"You have {count} left" in words


def test_two_llamas_one_behind_the_other_stand_apart():
    from llamagames.rules.llamaland.estate import Estate
    from llamagames.ui.games.llamaland.estate_view import EstateView

    estate = Estate.start("1A").with_llama((1, 1)).with_llama((1, 2))
    view = EstateView(pygame.Rect(0, 0, 600, 400), estate)
    proj = view.projection
    back, front = view.foot((1, 1), 1), view.foot((1, 2), 1)
    assert abs(front[0] - back[0]) >= 0.6 * proj.scale  # side by side on screen, not one over the other
    for cell, foot in (((1, 1), back), ((1, 2), front)):  # each on its own square
        x, y = proj.unproject(foot, 1)
        assert (int(x), int(y)) == cell
    alone = EstateView(pygame.Rect(0, 0, 600, 400), Estate.start("1A").with_llama((1, 1)))
    assert alone.foot((1, 1), 1) == alone.projection.point(1.5, 1.62, 1)


def test_a_llama_on_the_back_row_is_fitted_into_view_head_and_all():
    from llamagames.rules.llamaland.estate import Estate
    from llamagames.ui.games.llamaland.estate_view import EstateView

    estate = Estate.start("1A")
    back = min(estate.llama_squares(), key=lambda c: (c[1], c[0]))
    view = EstateView(pygame.Rect(0, 0, 700, 300), estate.with_llama(back), room=0.0)
    proj = view.projection
    head = view.foot(back, 1)[1] - 0.95 * 1.1 * proj.scale
    assert head >= view.rect.top


def test_p_before_any_hint_says_how_and_p_plays_a_hint_that_is_not_a_placement(app):
    """P with no hint shown says to ask for one first (a playtester pressed it and read of a
    'gold ghost' they had never seen); where the hint's move is not a placement (here taking a
    stack: a marker, a feed or a character likewise), P plays that move."""
    from llamagames.bots.explain import Reason, Suggestion
    from llamagames.ui.table.advice import Advice

    table = open_table(app)
    before = table.match.state
    key(app, pygame.K_p)
    assert table.match.state is before and "press H" in table.toasts.text
    take = next(action for action in table.legal() if isinstance(action, TakeStack))
    table.coach.advice = Advice(Suggestion(take, Reason("best_place")), "Take this stack.", table.view.stamp)
    assert table.parts.stage.hint is None
    key(app, pygame.K_p)
    assert table.match.state is not before and table.match.state.turn.phase != before.turn.phase


def test_r_with_a_taken_tile_not_in_hand_picks_it_up_turned(app):
    """A tile taken from its stack but let go off the estate waits, taken, with nothing in the
    hand: R picks it up at the pointer, turned, rather than saying to take a tile first."""
    table = open_table(app)
    stage = table.parts.stage
    take = next(action for action in table.legal() if isinstance(action, TakeStack))
    assert table.moves.try_action(take) and stage.drag is None
    key(app, pygame.K_r)
    assert stage.drag is not None and stage.drag.shape == take.shape and stage.drag.rot != 0
    assert "Take a tile first" not in table.toasts.text


def test_tilted_the_hint_is_outlined_as_its_squares_and_no_llama_fades_under_it(app, monkeypatch):
    """pt52: tilted, the hint's gold marker was a flat rectangle across the tilted tiles and a
    llama by the ghost was washed out. Tilted, the ghost's own squares are outlined (no flat
    ring), and a llama in front of the hint's ghost is drawn whole (it fades only for a tile
    actually in hand)."""
    from llamagames.ui.games.llamaland import estate_view

    table = open_table(app)
    stage = table.parts.stage
    if stage.mode is not ViewMode.OBLIQUE:
        key(app, pygame.K_v)
    advice = table.coach.ask()
    view = stage.views[0]
    app.frame(FRAME, [])
    assert advice is not None and view.hinted and advice.rects[-1].width == 0
    outlined: list = []
    monkeypatch.setattr(type(view), "outline_hint_square", lambda self, *a: outlined.append(a[2]))
    alphas: list[int] = []
    monkeypatch.setattr(estate_view, "FRONT_FADE", -1)  # a faded llama would be drawn at this alpha
    for llama in view.herd.llamas.values():
        monkeypatch.setattr(llama, "draw_at", lambda surface, foot, alpha=255: alphas.append(alpha))
    view.draw(app.surface)
    _, place = stage.hint
    assert sorted(outlined) == sorted(orientation(stage.hint[0], place.face, place.rot).at(place.x, place.y))
    assert -1 not in alphas
