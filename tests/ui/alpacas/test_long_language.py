"""Alpacas' table in the pseudo-language (longer words) on a 1024x640 window: "Pile · 68" clear
of the status pill, and "1 of 10 treats" clear of the treat icons at 150%."""

from __future__ import annotations

import pytest

from llamagames import i18n
from llamagames.ui import layout_tour
from llamagames.ui.layout_check import problems, recording


@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_a_long_language_table_has_nothing_over_its_words(factor) -> None:
    with recording():
        app = layout_tour.make_app((1024, 640), factor, language="en-XA")
        try:
            layout_tour.open_table(app, layout_tour.mid_game("alpacas", 2, 13, 6))
            assert not problems(app), problems(app)
        finally:
            app.scenes.clear()
            i18n.set_language("en")  # the next test reads English
