"""A table laid out again (the Size changed in Settings mid-game) keeps nothing of its old layout.

A playtest turned the Size to 150% during a Llamaland game and back: the table's cached
backdrop kept the old layout's words ("Characters", "Objectives", "1 more empty: end") behind
the new panels, at both sizes."""

from __future__ import annotations

import pygame

from llamagames.ui import layout_tour
from llamagames.ui.layout_tour import make_app, mid_game, open_table

SIZE = (1366, 768)


def backdrop(factor_before: float, factor: float) -> bytes:
    """The table's backdrop at ``factor``, opened at ``factor_before`` and changed in Settings."""
    app = make_app(SIZE, factor_before)
    try:
        table = open_table(app, mid_game("llamaland", 2, seed=3, moves=6))
        if factor != factor_before:
            app.settings.ui_scale = factor
            app.apply_preferences()
            layout_tour.run(app, 2)
        return pygame.image.tobytes(table.drawing._backdrop(), "RGB")
    finally:
        app.scenes.clear()


def test_a_size_changed_mid_game_draws_the_backdrop_as_a_table_opened_at_it() -> None:
    assert backdrop(1.0, 1.5) == backdrop(1.5, 1.5)
    assert backdrop(1.5, 1.0) == backdrop(1.0, 1.0)
