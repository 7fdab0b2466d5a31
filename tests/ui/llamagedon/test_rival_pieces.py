"""A playtest at 1920x1080 found a rival's hand and shelters small (a ~50 px back, a ~60 px
shelter) in large panels, with much of the felt empty: the panels are wider with fewer rivals
and a little taller, and the cards in them larger, still clear of each other, the piles, your
shelter row, the log and the buttons."""

from __future__ import annotations

import pytest

from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.shelter_spots import rival_card_width
from llamagames.ui.games.llamagedon.shots import five_link_chain
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.layout_check import recording
from llamagames.ui.layout_tour import make_app, open_position, own_home


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_rivals_shelters_are_large_and_their_panels_clear_of_the_table(size: tuple[int, int], players: int) -> None:
    with recording(), own_home():
        app = make_app(size, 1.0)
        try:
            table = open_position(app, "llamagedon", players, five_link_chain(players, you_asked=False))
            stage, lay, frame = stage_of(table), layout_of(table).lay, table.frame
            s = table.scale
            shelters = [rect for seat in range(1, players) for rect in stage.shelter_rects(seat)]
            assert shelters and all(rival_card_width(rect) >= round(58 * s) for rect in shelters)  # 46 before
            panels = [table.panel_rect(seat) for seat in range(1, players)]
            assert all(panel.width >= round(285 * s) for panel in panels)  # 250 before
            for index, panel in enumerate(panels):
                others = panels[index + 1:] + [lay.deck, lay.mat, lay.discard, lay.marker, lay.mine, *frame.buttons]
                assert panel.collidelist(others) < 0, panel
                assert not frame.log.width or not panel.colliderect(frame.log)
        finally:
            app.scenes.clear()
