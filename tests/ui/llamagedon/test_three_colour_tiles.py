"""In the pseudo-language the chain's small picture of three colours shown ("Pablo shows three
colours…", seen in a replay) drew three cards' bracketed corner letters over each other. It
draws a tile of each colour now, with its material and no letters."""

from __future__ import annotations

from typing import Any

import pygame

from llamagames import i18n
from llamagames.rules.llamagedon.cards import GREEN, RED, WILD
from llamagames.ui.games.llamagedon import art
from llamagames.ui.games.llamagedon.chain import ChainPanel, ChainRow, draw_panel
from llamagames.ui.games.llamagedon.looks import RESOURCE_LOOK
from llamagames.ui.widgets.cards import CardImages


def test_three_colours_are_drawn_as_tiles_without_letters(monkeypatch: Any) -> None:
    i18n.set_language("en-XA")
    try:
        drawn: list[int] = []
        cards = CardImages(face=lambda kind, width: art.face(kind, width), back=art.back)
        monkeypatch.setattr(cards, "draw", lambda surface, sprite, **_: drawn.append(sprite.value))
        surface = pygame.Surface((400, 80))
        surface.fill((0, 0, 0))
        row = ChainRow((RED, WILD, GREEN), ["Pablo shows three colours."], 56)
        draw_panel(surface, ChainPanel(pygame.Rect(0, 0, 400, 80), [row], "", [], 15, 20, 30, 0, pad=6), cards, 1.0)
        assert drawn == []  # no card face, and so no corner letter
        slot = surface.subsurface(pygame.Rect(10, 6, 50, 60))
        colours = {tuple(slot.get_at((x, y)))[:3] for x in range(slot.get_width()) for y in range(slot.get_height())}
        assert RESOURCE_LOOK[RED][0] in colours and RESOURCE_LOOK[GREEN][0] in colours
    finally:
        i18n.set_language("en")
