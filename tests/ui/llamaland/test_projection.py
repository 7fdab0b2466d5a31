"""The estate projection: forward and inverse agree at every level, with zoom and pan, in both views."""

from __future__ import annotations

import itertools

import pytest

from llamagames.ui.games.llamaland.projection import (
    LEVEL_HEIGHT,
    Projection,
    ViewMode,
    fit,
    paint_order,
)

PROJECTIONS = [
    Projection(mode, scale, origin)
    for mode in ViewMode
    for scale, origin in ((64.0, (0.0, 0.0)), (23.5, (311.0, -47.0)), (140.0, (-900.0, 455.5)))
]
CELLS = list(itertools.product(range(-4, 9), range(-3, 8)))


@pytest.mark.parametrize("proj", PROJECTIONS, ids=lambda p: f"{p.mode.value}-{p.scale}")
def test_cell_to_screen_to_cell_at_every_level(proj: Projection) -> None:
    for level in range(0, 8):
        for cell in CELLS:
            assert proj.cell_at(proj.centre(cell, level), level) == cell
            # near the corners too, not only the middle
            x, y = proj.point(cell[0] + 0.03, cell[1] + 0.97, level)
            assert proj.cell_at((x, y), level) == cell


@pytest.mark.parametrize("proj", PROJECTIONS, ids=lambda p: f"{p.mode.value}-{p.scale}")
def test_unproject_inverts_point_for_fractional_points(proj: Projection) -> None:
    for x, y, level in ((0.25, 0.75, 0), (3.6, -1.2, 2), (-2.9, 5.05, 5)):
        ux, uy = proj.unproject(proj.point(x, y, level), level)
        assert ux == pytest.approx(x) and uy == pytest.approx(y)


def test_levels_lift_squares_in_the_oblique_view_only() -> None:
    oblique = Projection(ViewMode.OBLIQUE, 50.0, (10.0, 20.0))
    above = Projection(ViewMode.TOP_DOWN, 50.0, (10.0, 20.0))
    for level in range(1, 6):
        lifted = oblique.centre((2, 3), level)
        ground = oblique.centre((2, 3), 0)
        assert lifted[0] == pytest.approx(ground[0])
        assert ground[1] - lifted[1] == pytest.approx(level * LEVEL_HEIGHT * 50.0)
        assert above.centre((2, 3), level) == above.centre((2, 3), 0)
    # the same screen point is a different square depending on the level it is read at
    p = oblique.centre((2, 3), 3)
    assert oblique.cell_at(p, 3) == (2, 3)
    assert oblique.cell_at(p, 0) != (2, 3)


def test_zoom_keeps_the_point_under_the_mouse_and_pan_moves_everything() -> None:
    proj = Projection(ViewMode.OBLIQUE, 40.0, (100.0, 80.0))
    about = (333.0, 222.0)
    for factor in (0.5, 1.25, 3.0):
        zoomed = proj.zoomed(factor, about)
        assert zoomed.scale == pytest.approx(40.0 * factor)
        for level in (0, 2, 4):
            before = proj.unproject(about, level)
            after = zoomed.unproject(about, level)
            # the table point under the mouse is fixed at level 0; heights scale with the zoom too
            if level == 0:
                assert after == pytest.approx(before)
            for cell in CELLS[::7]:
                assert zoomed.cell_at(zoomed.centre(cell, level), level) == cell
    panned = proj.panned(15.0, -7.0)
    for cell in CELLS[::5]:
        a, b = proj.centre(cell, 2), panned.centre(cell, 2)
        assert (b[0] - a[0], b[1] - a[1]) == pytest.approx((15.0, -7.0))
        assert panned.cell_at(b, 2) == cell


def test_anchor_snaps_a_held_shape_to_the_nearest_square() -> None:
    proj = Projection(ViewMode.OBLIQUE, 60.0, (0.0, 0.0))
    # holding the tile by its square (1, 0) and pointing a little off the middle of (4, 2)
    grab = (1.5, 0.5)
    x, y = proj.point(4 + 0.5 + 0.3, 2 + 0.5 - 0.2, 3)
    assert proj.anchor_at((x, y), 3, grab) == (3, 2)


def test_fit_shows_every_column_inside_the_box() -> None:
    columns = [((x, y), (x + y) % 5 + 1) for x in range(-2, 6) for y in range(0, 7)]
    for mode in ViewMode:
        for size in ((800.0, 500.0), (300.0, 900.0)):
            proj = fit(columns, size, mode, margin=0.05)
            left, top, right, bottom = proj.bounds(columns)
            assert left >= -1e-6 and top >= -1e-6 and right <= size[0] + 1e-6 and bottom <= size[1] + 1e-6
            # and it is tight along one axis
            assert max(right - left - size[0] * 0.9, bottom - top - size[1] * 0.9) == pytest.approx(0, abs=1e-6)


def test_paint_order_goes_back_to_front_and_right_to_left() -> None:
    order = paint_order([(0, 0), (1, 0), (0, 1), (5, -1), (-3, 1)])
    assert order.index((5, -1)) < order.index((1, 0)) < order.index((0, 0)) < order.index((0, 1))
    assert order.index((0, 1)) < order.index((-3, 1))
