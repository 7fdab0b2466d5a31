"""The Llamaland lesson's bubble and your estate share the field (issue 43's tour at 150% text:
the bubble lay over the estate's top rows): in a guided game the field keeps a column on its
left for the bubble and your estate is fitted right of it, so at every step the bubble covers
none of your estate's squares (the ones a step asks for, and the tile's target among them)."""

from __future__ import annotations

import pytest

from llamagames.ui.layout_tour import make_app
from llamagames.ui.learn_tour import guided_steps


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_the_lesson_bubble_never_covers_your_estate_at_150_percent(size: tuple[int, int]) -> None:
    from llamagames.ui.scenes.menu import MenuScene

    app = make_app(size, 1.5)
    app.start(MenuScene(app))
    steps = 0
    for name in guided_steps(app, "llamaland"):
        if name.endswith("finish"):
            continue
        table = app.scenes.top
        app.draw()
        layout = table.parts.layout
        column, estate = layout.lesson_column(), table.parts.stage.views[table.viewer].estate_box()
        assert column is not None and not column.colliderect(estate), name
        assert not table.mode.bubble.colliderect(estate), (name, table.mode.bubble, estate)
        steps += 1
    assert steps >= 8


def test_a_real_game_has_no_lesson_column(app) -> None:
    from .test_table import open_table

    table = open_table(app)
    layout = table.parts.layout
    assert layout.lesson_column() is None and layout.own_view_rect() == layout.lay.estate_view_rect()
