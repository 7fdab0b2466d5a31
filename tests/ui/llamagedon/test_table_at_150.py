"""Llamagedón's table reads at 150% text as at 100%: a fresh-eyes playtest at 1920x1080 found
the band of a chain others answer lying over the hand, the turn prompt still at its 100% size,
and the move log shrunk to its heading and one cut line."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llamagedon.layout import layout_of, status_room_need
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.layout_tour import make_app, mid_game, open_table, own_home
from llamagames.ui.table.layout import log_lines

from .test_since_your_turn import five_seats


def test_the_band_of_a_chain_others_answer_leaves_the_hand_in_sight() -> None:
    """Five seats, a bot's Block on the table, a bot asked: the band says the newest link and
    where the chain stands above the hand, never over its cards."""
    with own_home():
        app = make_app((1920, 1080), 1.5)
        table = open_table(app, mid_game("llamagedon", 5, 12, moves=15))  # the layout tour's five-seat table
        stage = stage_of(table)
        assert stage.view.chain and not stage.asked() and stage.band and stage.panel is not None
        cards = [card.rect() for card in stage.fan.cards]
        assert cards and all(not stage.panel.rect.colliderect(card) for card in cards), (stage.panel.rect, cards)
        assert stage.panel.text_px >= table.small(13)  # at the player's size, not the table's 100%
        assert stage.panel.rect.top >= layout_of(table).lay.mine.bottom  # your shelters stay in sight
        app.scenes.clear()


def test_the_turn_prompt_and_the_log_grow_with_the_words() -> None:
    app, table = five_seats((1920, 1080), 1.5)
    frame = table.frame
    pill = table.status.pill()
    assert pill is not None
    rect, lines, px, mine = pill
    assert mine and px >= frame.text(15)  # the kit's pill took the player's size: it had room for two lines
    assert frame.status_room is None or frame.status_room.height >= status_room_need(frame)
    assert rect.bottom <= frame.tip_bottom
    assert log_lines(frame.log.height, table.text_scale) >= 5  # not a heading and one cut line
    for thing in [*(table.panel_rect(seat) for seat in range(5)), *frame.buttons, frame.top_bar]:
        assert not frame.log.colliderect(thing), (frame.log, thing)
    assert pygame.Rect((0, 0), frame.size).contains(frame.log)
