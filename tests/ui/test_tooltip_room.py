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


def test_with_no_clear_felt_beside_it_a_tip_lies_over_the_hand_level_with_its_button_not_far_off() -> None:
    """The playtest's column: buttons above and below, the hand on the left. Pushed past the
    buttons above, the tip read as the Hint button's; over the hand's cards for a moment, it is
    beside its own, and covers no control and no words."""
    window = pygame.Rect(0, 0, 1920, 1080)
    column = [pygame.Rect(1447, y, 446, 68) for y in (640, 720, 805, 887, 970)]
    build = column[3]
    room = ClearRoom(window)
    hand = pygame.Rect(488, 835, 945, 218)
    room.keep(hand, pygame.Rect(895, 871, 130, 182), pygame.Rect(497, 757, 926, 68))  # hand, a card, the status
    room.soften(hand)
    spot = tip_spot((451, 123), build, window, column, room)
    assert spot.collidelist(column) == -1 and not spot.colliderect(pygame.Rect(497, 757, 926, 68))
    assert spot.right <= build.left and spot.centery == build.centery, spot


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
