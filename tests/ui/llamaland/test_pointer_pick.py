"""The tile lands where the pointer is (task ll15): in the tilted view the pick inverts the
projection the drawing uses. On the estate, each square's drawn middle picks that square; with
a tile in hand, the held square drawn at the level the tile would land at, under the pointer,
is the square it lands on (before, the estate square drawn at the pointer took it, so a tile
landing two levels up went one square behind the one it was drawn on). At your estate's size
in the table's own layout, at 1366x768 and 1920x1080, at 100% and 150% text."""

from __future__ import annotations

from dataclasses import replace

import pytest

from llamagames.rules.llamaland import LLAMALAND, TakeStack
from llamagames.ui.games.llamaland.pivot import grip, square_at, under_pointer
from llamagames.ui.games.llamaland.projection import ViewMode, paint_order
from llamagames.ui.layout_tour import make_app, mid_game, open_table

from .test_placing_feel import _raised_front

CONFIGS = [((1366, 768), 1.0), ((1366, 768), 1.5), ((1920, 1080), 1.0), ((1920, 1080), 1.5)]


@pytest.mark.parametrize(("size", "factor"), CONFIGS, ids=[f"{w}x{h}-{f}" for (w, h), f in CONFIGS])
def test_every_drawn_square_is_the_square_the_pointer_picks(size: tuple[int, int], factor: float) -> None:
    app = make_app(size, factor)
    try:
        table = open_table(app, mid_game("llamaland", 2, 12, moves=4))
        view = table.parts.stage.views[table.viewer]
        estate, _ = _raised_front()  # levels 1 to 3, a column two levels above the square behind it
        view.set_estate(estate, hop_new=False)
        _picks_each_square(view, estate)
    finally:
        app.scenes.clear()


def _picks_each_square(view, estate) -> None:  # type: ignore[no-untyped-def]
    """At ``view``'s projection: the estate's squares, then a T tile in hand, each turn of it."""
    assert view.mode is ViewMode.OBLIQUE
    proj = view.projection
    tops = estate.tops
    # the estate: each square's drawn middle, where no column painted later covers it, picks it
    order = paint_order(tops, ViewMode.OBLIQUE)
    seen = 0
    for i, cell in enumerate(order):
        middle = proj.centre(cell, tops[cell][0])
        if any(_covers(view, later, tops[later][0], middle) for later in order[i + 1:]):
            continue
        assert view.cell_at(middle) == cell
        seen += 1
    assert seen >= len(tops) - 3
    # a tile in hand: the held square drawn at its landing level, under the pointer, is where it lands
    state = LLAMALAND.new_game(2, 3)
    seat = state.turn.seat
    preview = LLAMALAND.apply(state, TakeStack("T"))
    player = replace(preview.players[seat], estate=estate)
    preview = replace(preview, players=tuple(player if i == seat else p for i, p in enumerate(preview.players)))
    ring = {(x + dx, y + dy) for x, y in tops for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    lifted = 0
    for rot in range(4):
        held = square_at("T", "front", rot, grip("T", "front", rot))
        for square in sorted(ring):
            anchor = (square[0] - held[0], square[1] - held[1])
            level = LLAMALAND.level_for(preview, "front", rot, *anchor)
            pointer = proj.centre(square, level)
            got = under_pointer(preview, seat, proj, pointer, "front", rot, held, view.cell_at(pointer))
            assert got == (anchor, level), (square, rot, level)
            lifted += square in tops and level >= tops[square][0] + 2
    assert lifted  # tiles landing two levels above the square they cover were aimed at too


def _covers(view, cell, height, point) -> bool:  # type: ignore[no-untyped-def]
    """Whether the column ``cell`` (``height`` levels) drawn by ``view`` covers ``point``."""
    from llamagames.ui.games.llamaland.estate_geometry import inside, silhouette

    return inside(silhouette(view.projection, cell, height), point)
