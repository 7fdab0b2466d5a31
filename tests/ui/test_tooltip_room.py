"""A control's tooltip stands beside it and covers no other control: the playtest's "Build a
shelter" tip (Llamagedón, 1920x1080, Japanese at 150%) lay over End turn."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.tip_room import tip_spot


def test_a_tip_goes_beside_its_button_where_below_and_above_are_buttons() -> None:
    window = pygame.Rect(0, 0, 1920, 1080)
    build = pygame.Rect(1395, 875, 405, 60)
    column = [pygame.Rect(1395, 800, 405, 60), build, pygame.Rect(1395, 950, 405, 60)]
    spot = tip_spot((390, 100), build, window, column)
    assert spot.collidelist(column) == -1
    assert spot.right <= build.left and abs(spot.centery - build.centery) <= build.height, spot


def test_a_tip_keeps_clear_of_what_the_table_keeps_where_it_can() -> None:
    window = pygame.Rect(0, 0, 1280, 800)
    button = pygame.Rect(900, 700, 300, 40)
    room = ClearRoom(window)
    room.keep(pygame.Rect(0, 600, 880, 200))  # the hand, left of the button
    spot = tip_spot((250, 60), button, window, [button], room)
    assert not spot.colliderect(button) and spot.collidelist(room.kept) == -1


def test_the_build_tooltip_on_llamagedons_table_covers_no_other_button(app) -> None:
    match = Match("llamagedon", [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")], 3,
                  bot_delay=100.0, worker=InlineBotWorker())
    table = app.open_table(match)
    app.start(table)
    app.frame(1 / 60, [])
    button = table.controls.buttons["build"]
    assert button.visible
    tip = app.ui.create_tool_tip(button.tool_tip_text, (button.rect.centerx, button.rect.centery),
                                 (0, button.rect.height // 2), button, None)
    others = [b.rect for key, b in table.controls.buttons.items() if b is not button and b.visible]
    assert others and tip.rect.collidelist(others) == -1, (tip.rect, others)
    assert not tip.rect.colliderect(button.rect)
    assert pygame.Rect((0, 0), app.size).contains(tip.rect)
    tip.kill()
