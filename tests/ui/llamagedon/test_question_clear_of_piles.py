"""A playtest found the Block question a big box over the deck, the mat with the card it
asks about, the discard and your shelters. It is compact now and lies under your shelter row
(the whole chain where it fits there, else its newest link), above your cards' names: the
piles, every shelter on the table and the card it talks about stay in sight."""

from __future__ import annotations

import pytest

from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.shots import five_link_chain
from llamagames.ui.games.llamagedon.stage import hand_names, stage_of
from llamagames.ui.layout_check import recording
from llamagames.ui.layout_tour import make_app, open_position, own_home


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("factor", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_the_block_question_covers_no_pile_and_no_shelter(size: tuple[int, int], factor: float, players: int) -> None:
    with recording(), own_home():
        app = make_app(size, factor)
        try:
            table = open_position(app, "llamagedon", players, five_link_chain(players, you_asked=True))
            stage, lay = stage_of(table), layout_of(table).lay
            assert stage.asked() and stage.panel is not None and stage.prompt_buttons
            rect = stage.panel.rect
            piles = {"deck": lay.deck, "mat": lay.mat, "discard": lay.discard, "marker": lay.marker,
                     "your shelters": lay.mine}
            for seat in range(players):
                for index, shelter in enumerate(stage.shelter_rects(seat)):
                    piles[f"shelter {index} of seat {seat}"] = shelter
            assert [name for name, pile in piles.items() if rect.colliderect(pile)] == []
            assert not any(rect.colliderect(name) for name in hand_names(stage.fan.cards))
            assert all(rect.contains(button.rect) for button in stage.prompt_buttons)
            assert app.surface.get_rect().contains(rect)
        finally:
            app.scenes.clear()
