"""Llamagedón's table in the pseudo-language (``en-XA``: accented, a third longer, bracketed) at
the smallest laptop window with 150% text: the layout tour found the corner indices of the small
cards in a chain and in the seat panels cut ("[BĻ" of "[BĻ·]"), the discard's label under the move
log, "thinking..." running out of its seat panel's tag, and at five seats no move log at all."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llamagames import i18n
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.looks import KIND_LOOK, corner
from llamagames.ui.games.llamagedon.pile_labels import pile_label_rects
from llamagames.ui.games.llamagedon.shots import five_link_chain
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, mid_game, open_position, open_table, own_home, run
from llamagames.ui.scenes.menu import MenuScene

SIZE, FACTOR = (1024, 640), 1.5


@pytest.fixture(scope="module")
def app() -> Iterator:
    with recording(), own_home():
        app = make_app(SIZE, FACTOR, language="en-XA")
        try:
            app.start(MenuScene(app))
            run(app)
            yield app
        finally:
            app.scenes.clear()
            i18n.set_language("en")


def test_a_chain_of_five_shows_each_small_cards_index_whole(app) -> None:
    open_position(app, "llamagedon", 5, five_link_chain(5, you_asked=True))
    try:
        indices = {corner(kind) for kind in KIND_LOOK}
        assert "[BĻ·]" in indices  # the pseudo-language's index, wider than a small card's corner
        assert [p for p in problems(app) if any(repr(index) in p for index in indices)] == []
    finally:
        app.scenes.pop_to_root()


def test_five_seats_keep_a_move_log_and_every_label_whole(app) -> None:
    table = open_table(app, mid_game("llamagedon", 5, 14, moves=15))  # the layout tour's five-seat table
    try:
        assert problems(app) == []
        log = table.log.rect
        assert log.height >= 2 * table.log.line_height()  # its heading and a line at least (it had 0 px)
        lay = layout_of(table).lay
        assert not log.colliderect(lay.marker) and not log.colliderect(lay.mine)
        assert all(not lay.marker.colliderect(panel) for panel in table.frame.panels)
        if table.log.compact():  # a summary in place, that opens the whole log (G)
            assert table.log.toggle() and table.log.shown().height > log.height
            table.log.toggle()
    finally:
        app.scenes.pop_to_root()


def test_two_seats_keep_the_discards_label_clear_of_the_log(app) -> None:
    table = open_table(app, mid_game("llamagedon", 2, 14, moves=6))
    try:
        assert problems(app) == []
        lay = layout_of(table).lay
        obs = table.view.observation()
        discard = pile_label_rects(table, lay, obs.deck_size, obs.discard)[1]
        assert not discard.colliderect(table.frame.log)
    finally:
        app.scenes.pop_to_root()
