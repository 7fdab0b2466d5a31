"""Llamaland's table in the pseudo-language (``en-XA``: accented, a third longer, bracketed) at
the smallest laptop window with 150% text: the layout tour found each llama column's "[11 left]"
running into the next column and out of its panel, the top bar's "[55 tiles left · the game ends
at 4]" under the Rules button, the characters panel's sentence cut at its foot, and a small
character card's name cut at its top."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llamagames import i18n
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, mid_game, open_table, own_home, run
from llamagames.ui.scenes.menu import MenuScene

SIZE, FACTOR = (1024, 640), 1.5


@pytest.fixture(scope="module")
def found() -> Iterator[list[str]]:
    with recording(), own_home():
        app = make_app(SIZE, FACTOR, language="en-XA")
        try:
            app.start(MenuScene(app))
            run(app)
            open_table(app, mid_game("llamaland", 4, 15, moves=12))  # the layout tour's four-seat table
            yield problems(app)
        finally:
            app.scenes.clear()
            i18n.set_language("en")


def test_the_llama_columns_counts_stay_in_their_cards(found) -> None:
    assert [p for p in found if "ļéfţ one]" in p] == []


def test_the_top_bar_words_stop_short_of_its_buttons(found) -> None:
    assert [p for p in found if "lies under UIButton" in p] == []


def test_nothing_on_the_table_is_cut_or_overlaps(found) -> None:
    assert [p for p in found if " is cut" in p or " overlaps " in p] == []
