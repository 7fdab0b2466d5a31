"""Things found by playing the app as a new player (the "review" pass)."""

from __future__ import annotations

import pygame

from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME, mouse


def test_hovering_a_game_tile_on_the_menu_draws_its_help_button(app):
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    name, tile = next(iter(menu.tiles.items()))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, tile.center)])  # drew the "?" corner: it raised NameError
    app.frame(FRAME, [])
    help_rect = menu.help_rect(name)
    assert tile.contains(help_rect)
