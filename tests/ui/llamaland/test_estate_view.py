"""The estate view: hit-testing, the cached picture, llamas at their square's height, ghost and glow."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from llamagames.rules.llamaland.estate import Estate, orientation, orientations
from llamagames.ui.games.llamaland import llama_sprites
from llamagames.ui.games.llamaland.estate_view import EstateView
from llamagames.ui.games.llamaland.projection import ViewMode, paint_order

RECT = pygame.Rect(40, 30, 700, 500)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    llama_sprites.clear_frames()


def stacked() -> Estate:
    """The start board with a tile at level 2 and one at level 3 on it (and foundations if needed)."""
    estate = Estate.start("1A")
    for tile, level in ((0, 2), (14, 3)):
        places = [p for p in estate.placements(orientations(tile), 3) if p.level == level]
        assert places, f"no level-{level} spot for tile {tile}"
        p = places[0]
        estate, _, _ = estate.with_tile(orientation(tile, p.face, p.rot), p.x, p.y, p.level)
    return estate


def test_hit_testing_finds_every_square_seen_from_above() -> None:
    estate = stacked()
    view = EstateView(RECT, estate, ViewMode.TOP_DOWN)
    proj = view.projection
    for cell, top in estate.tops.items():
        assert view.cell_at(proj.centre(cell, top[0])) == cell
    assert view.cell_at((RECT.x + 2, RECT.y + 2)) is None


def test_hit_testing_in_the_oblique_view_prefers_what_is_in_front() -> None:
    estate = stacked()
    view = EstateView(RECT, estate, ViewMode.OBLIQUE)
    proj = view.projection
    order = paint_order(estate.tops)
    for cell, top in estate.tops.items():
        hit = view.cell_at(proj.centre(cell, top[0]))
        assert hit is not None
        # either the square itself or one painted over it (in front of it)
        assert order.index(hit) >= order.index(cell)
    # the front face of a raised square belongs to that square, not to the table or the square below
    tall = max(estate.tops, key=lambda c: (estate.tops[c][0], c[1]))
    level = estate.tops[tall][0]
    if estate.level((tall[0], tall[1] + 1)) < level:
        face = proj.point(tall[0] + 0.5, tall[1] + 1, level - 0.5)
        assert view.cell_at(face) == tall
    # the top of the start board's front-left square is not covered by anything
    assert view.cell_at(proj.centre((0, 3), estate.level((0, 3)))) == (0, 3)


def test_the_cache_is_painted_once_until_the_estate_or_the_view_changes() -> None:
    estate = Estate.start("2B")
    view = EstateView(RECT, estate)
    screen = pygame.Surface((800, 600))
    view.draw(screen)
    view.draw(screen)
    view.update(0.5)
    view.draw(screen)
    assert view.renders == 1
    view.pan_by(30, -12)
    view.set_highlight("llama", estate.llama_squares())
    view.draw(screen)
    assert view.renders == 1, "panning and glows reuse the picture"
    grass = estate.llama_squares()[0]
    view.set_estate(estate.with_llama(grass))
    view.draw(screen)
    assert view.renders == 1, "a llama is a sprite, not part of the picture"
    o = orientations(0)[0]
    spot = estate.placements([o], 0)[0]
    view.set_estate(estate.with_tile(o, spot.x, spot.y, spot.level)[0])
    view.draw(screen)
    assert view.renders == 2
    view.zoom_by(1.25)
    view.draw(screen)
    assert view.renders == 3
    view.toggle_mode()
    view.draw(screen)
    assert view.renders == 4
    view.set_rect(pygame.Rect(0, 0, 400, 300))
    view.draw(screen)
    view.draw(screen)
    assert view.renders == 5


def test_pan_moves_the_picture_and_hit_testing_follows() -> None:
    estate = Estate.start("3A")
    view = EstateView(RECT, estate)
    before = view.projection.centre((1, 1), 1)
    view.pan_by(25, 10)
    after = view.projection.centre((1, 1), 1)
    assert (after[0] - before[0], after[1] - before[1]) == pytest.approx((25, 10))
    assert view.cell_at(after) == (1, 1)


def test_a_placed_llama_hops_and_lands_at_its_squares_height() -> None:
    estate = stacked()
    high = max((c for c in estate.llama_squares()), key=lambda c: estate.level(c))
    low = min((c for c in estate.llama_squares()), key=lambda c: estate.level(c))
    assert estate.level(high) > estate.level(low)
    view = EstateView(RECT, estate)
    view.set_estate(estate.with_llama(high).with_llama(low))
    llamas = view.herd.llamas
    assert set(llamas) == {high, low} and all(llama.hopping for llama in llamas.values())
    proj = view.projection
    mid = view.herd.llamas[high]
    for _ in range(10):
        view.update(1 / 60)
    foot = view.foot(high, estate.level(high))
    assert mid.foot_now(foot)[1] < foot[1], "in the air while hopping"
    for _ in range(60):
        view.update(1 / 60)
    for cell in (high, low):
        level = estate.level(cell)
        llama = view.herd.llamas[cell]
        assert not llama.hopping and llama.level == level
        foot = view.foot(cell, level)
        assert llama.foot_now(foot) == foot
        assert foot == pytest.approx(proj.point(cell[0] + 0.5, cell[1] + 0.62, level))
    # the higher square's llama stands higher on screen by the level difference
    rise = view.foot(high, 0)[1] - view.foot(high, estate.level(high))[1]
    assert rise == pytest.approx(estate.level(high) * proj.level_height)


def _hidden_squares(estate: Estate) -> list[tuple[int, int]]:
    """Llama squares with a higher square right in front of them."""
    return [c for c in estate.llama_squares() if estate.level((c[0], c[1] + 1)) > estate.level(c)]


def terrace() -> Estate:
    """The start board with a level-2 tile that leaves a grass square just behind it."""
    start = Estate.start("1A")
    for tile in range(0, 60, 5):
        for p in start.placements(orientations(tile), 0):
            if p.level == 2:
                estate = start.with_tile(orientation(tile, p.face, p.rot), p.x, p.y, p.level)[0]
                if _hidden_squares(estate):
                    return estate
    raise AssertionError("no terrace found")


def test_a_llama_behind_a_higher_square_is_partly_hidden() -> None:
    estate = terrace()
    view = EstateView(RECT, estate)
    hidden = _hidden_squares(estate)
    open_ = [c for c in estate.llama_squares() if all(estate.level(n) <= estate.level(c)
                                                      for n in ((c[0], c[1] + 1), (c[0] - 1, c[1]), (c[0] - 1, c[1] + 1), (c[0] + 1, c[1] + 1)))]
    view.draw(pygame.Surface((800, 600)))
    assert view._occluder(hidden[0], estate.level(hidden[0])) is not None
    view.toggle_mode()
    assert view._occluder(hidden[0], estate.level(hidden[0])) is None, "nothing stands in front seen from above"
    view.toggle_mode()
    assert open_ and view._occluder(open_[0], estate.level(open_[0])) is None


def _colour_at(view: EstateView, point: tuple[float, float]) -> tuple[int, int, int]:
    screen = pygame.Surface((800, 600))
    screen.fill((0, 0, 0))
    view.draw(screen)
    r, g, b, *_ = screen.get_at((round(point[0]), round(point[1])))
    return r, g, b


def test_the_ghost_is_green_where_legal_and_red_where_not() -> None:
    estate = Estate.start("1A")
    view = EstateView(RECT, estate)
    view.zoom_by(0.6)
    o = orientations(3)[0]
    cell = o.at(4, 0)[0]
    point = view.projection.point(cell[0] + 0.12, cell[1] + 0.15, 1)
    assert RECT.collidepoint(point)
    view.set_ghost(o, 4, 0, 1, True)
    r, g, b = _colour_at(view, point)
    assert g > r + 40
    view.set_ghost(o, 4, 0, 1, False)
    r, g, b = _colour_at(view, point)
    assert r > g + 40
    view.set_ghost(None)
    assert _colour_at(view, point) == (0, 0, 0)


def test_glowing_squares_change_only_those_squares() -> None:
    estate = Estate.start("1A")
    view = EstateView(RECT, estate)
    glow, plain = estate.llama_squares()[:2]
    a = view.projection.point(glow[0] + 0.1, glow[1] + 0.5, 1)
    b = view.projection.point(plain[0] + 0.1, plain[1] + 0.5, 1)
    before = (_colour_at(view, a), _colour_at(view, b))
    view.set_highlight("llama", [glow])
    after = (_colour_at(view, a), _colour_at(view, b))
    assert after[0] != before[0]
    assert after[1] == before[1]


def test_a_ghost_behind_a_higher_terrace_has_it_faded_over_it_and_one_in_front_has_nothing():
    """The ghost is painted square by square with the squares in front painted again over it,
    faded: the tile in hand shows through what stands in front of it."""
    from llamagames.bots import make
    from llamagames.rules.llamaland import LLAMALAND

    state = LLAMALAND.new_game(2, 8)
    bots = [make("llamaland", "easy", 8 + i) for i in range(2)]
    found = None
    while not LLAMALAND.is_over(state) and found is None:
        seat = LLAMALAND.current_player(state)
        state = LLAMALAND.apply(state, bots[seat].choose(LLAMALAND.observation(state, seat),
                                                          LLAMALAND.legal_actions(state)))
        estate = state.players[0].estate
        for tile in range(0, 60, 7):
            for p in estate.placements(orientations(tile), 3):
                o = orientation(tile, p.face, p.rot)
                cells = o.at(p.x, p.y)
                if any((x, y + 1) not in cells and estate.level((x, y + 1)) >= p.level + 2 for x, y in cells):
                    found = (estate, o, p)
                    break
            if found:
                break
    assert found is not None
    estate, o, p = found
    view = EstateView(pygame.Rect(0, 0, 800, 600), estate)
    view.set_ghost(o, p.x, p.y, p.level, True)
    behind = view._ghost_behind(view.projection)
    assert behind is not None and sorted(c for c, _ in behind) == sorted(o.at(p.x, p.y))
    assert any(len(pieces) > 1 for _, pieces in behind)  # a square, and what stands in front of it
    front_most = max(estate.placements([o], 3), key=lambda q: (q.y, -q.x))
    view.set_ghost(o, front_most.x, front_most.y, front_most.level, True)
    front = view._ghost_behind(view.projection)
    assert front is not None and all(len(pieces) == 1 for _, pieces in front)
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)
    view.draw(surface)  # both paths draw


def test_squares_past_the_room_around_the_estate_widen_its_fit_and_nothing_else_does():
    pygame.init()
    estate = Estate.start("1A")
    view = EstateView(pygame.Rect(0, 0, 600, 400), estate, ViewMode.TOP_DOWN, supersample=1)
    xs = [x for x, _ in estate.tops]
    y = min(y for _, y in estate.tops)
    near = [(min(xs), y)]
    view.keep_in_view(near, 2, 10)  # on the estate: already in view
    assert view.fit_extra == ()
    far = [(min(xs) - 7, y)]
    assert not view.fit_area().collidepoint(view.projection.centre(far[0], 1))
    view.keep_in_view(far, 1, 10)
    assert view.fit_extra == ((far[0], 1),) and view.pan == (0.0, 0.0)
    assert view.fit_area().collidepoint(view.projection.centre(far[0], 1))


@pytest.mark.parametrize("size", [(700, 500), (300, 220)])
def test_seen_from_above_each_llama_stands_within_its_own_square(size) -> None:
    """A playtest saw llamas from above cover the icons of the squares behind and beside them."""
    estate = Estate.start("1A")
    herd = [(1, 1), (1, 2), (2, 1), (2, 2), (0, 1)]  # in front of, behind and beside each other
    for cell in herd:
        estate = estate.with_llama(cell)
    view = EstateView(pygame.Rect(RECT.topleft, size), estate, ViewMode.TOP_DOWN)
    view.draw(pygame.Surface(RECT.size))
    proj = view.projection
    tallest = max(llama_sprites.SIZE_STEPS) * max(llama_sprites.BREATH_STEPS)
    for cell in herd:
        llama = view.herd.llamas[cell]
        square = pygame.Rect(proj.point(*cell), (round(proj.scale), round(proj.scale)))
        image = llama.image()
        drawn = image.get_bounding_rect().move(image.get_rect(midbottom=view.foot(cell, llama.level)).topleft)
        assert square.contains(drawn), (cell, square, drawn)
        assert llama.base_height * tallest <= proj.scale  # the tallest and deepest breath fit as well


def test_the_estate_box_is_worked_out_once_until_the_estate_or_the_view_changes(monkeypatch) -> None:
    """The table asks where the estate lies every frame (the room kept for words): the 64
    corners are projected again only when the estate or the projection changed."""
    from llamagames.ui.games.llamaland import projection

    worked = []
    bounds = projection.Projection.bounds
    monkeypatch.setattr(projection.Projection, "bounds", lambda self, columns: worked.append(1) or bounds(self, columns))
    estate = Estate.start("2B")
    view = EstateView(RECT, estate)
    box = view.estate_box()
    box.move_ip(500, 500)  # the caller's copy: the cache keeps its own
    worked.clear()
    assert view.estate_box() == view.estate_box() != box and not worked
    first = view.estate_box()
    view.pan_by(30, -12)
    assert view.estate_box() == first.move(30, -12) and worked
    worked.clear()
    view.estate_box()
    assert not worked
    o = orientations(0)[0]
    spot = estate.placements([o], 0)[0]
    bigger = estate.with_tile(o, spot.x, spot.y, spot.level)[0]
    view.set_estate(bigger)
    fresh = EstateView(RECT, bigger)
    fresh.pan_by(30, -12)
    assert view.estate_box() == fresh.estate_box() != first.move(30, -12) and worked


def test_your_steady_view_keeps_its_fit_while_the_estate_grows_inside_it_and_eases_when_it_outgrows_it():
    """A playtest aimed at squares that moved after most placements: your estate's fit stays as
    long as the estate lies inside it; a tile past it eases the view to the new fit (no jump)."""
    pygame.init()
    start = Estate.start("1A")
    view = EstateView(pygame.Rect(0, 0, 700, 500), start, ViewMode.OBLIQUE, supersample=1, room=1.5)
    view.steady = True
    before = view.projection
    inside = [p for p in start.placements(orientations(0), 3) if p.level == 2][0]
    grown, _, _ = start.with_tile(orientation(0, inside.face, inside.rot), inside.x, inside.y, inside.level)
    view.set_estate(grown)
    assert view.projection == before and not view.easing  # on the estate: the same squares, the same pixels
    far = grown
    for _ in range(4):  # tiles on the ground ever farther to the right, past the room kept around it
        right = max(x for x, _ in far.tops)
        spot = min((p for p in far.placements(orientations(0), 3) if p.level == 1 and p.x > right - 1),
                   key=lambda p: (-p.x, p.y))
        far, _, _ = far.with_tile(orientation(0, spot.face, spot.rot), spot.x, spot.y, spot.level)
    view.set_estate(far)
    tops = far.tops
    cx, cy = sum(c[0] for c in tops) / len(tops) + 0.5, sum(c[1] for c in tops) / len(tops) + 0.5
    first = view.projection
    assert view.easing and first.scale < before.scale  # smaller at once (painted once), then it slides:
    assert first.point(cx, cy) == pytest.approx(before.point(cx, cy))  # its middle starts where it was drawn
    view.update(0.1)
    middle = view.projection
    view.update(1.0)
    settled = view.projection
    assert not view.easing and settled.scale == first.scale
    start, half, end = (p.point(cx, cy) for p in (first, middle, settled))
    assert start != end and min(start[0], end[0]) <= half[0] <= max(start[0], end[0]) and half != end
    left, top, right, bottom = settled.bounds([(c, t[0]) for c, t in far.tops.items()])
    assert view.fit_area().contains(pygame.Rect(left, top, right - left, bottom - top))
