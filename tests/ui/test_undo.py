"""Undo on the L.L.A.M.A. table, driven by real clicks and keys through the app."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llama import DRAW, LLAMA, PlayCard
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE
from llamagames.ui.table.cover import HotSeatCover
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click, drag
from .test_table import SEATS, opening


def slow_table(app, seed: int, seats=SEATS) -> TableScene:
    """A table whose bots wait 0.6 s before replying, as in the app."""
    table = TABLE(app, Match("llama", seats, seed, bot_delay=0.6, worker=InlineBotWorker()))
    app.start(table)
    app.frame(FRAME, [])
    return table


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0})


def test_undo_button_takes_back_a_play_before_the_bot_replies(app):
    seed, good, _ = opening(require_unplayable=False)
    table = slow_table(app, seed)
    undo = table.controls.buttons["undo"]
    assert not undo.is_enabled and "no move" in table.controls.undo_tip
    state, hand = table.match.state, table.parts.stage.view.hand
    drag(app, table.parts.stage.fan.sprite_for(good).rect().center, table.parts.layout.rects.discard.center)
    assert table.match.record.actions == (str(PlayCard(good)),)
    assert undo.is_enabled and table.parts.stage.view.hand.count(good) == hand.count(good) - 1
    click(app, undo.rect.center)
    assert table.match.state is state and table.match.record.actions == ()
    assert table.parts.stage.view.hand == hand and sorted(s.value for s in table.parts.stage.fan.cards) == sorted(hand)
    assert "took back" in table.log.latest(1)[0]
    assert not undo.is_enabled
    for _ in range(60):  # the cancelled bot move never lands: it is the human's turn again
        app.frame(FRAME, [])
    assert table.match.record.actions == () and table.my_turn()


def test_the_card_flies_back_from_the_discard_to_the_hand(app):
    seed, good, _ = opening(require_unplayable=False)
    table = slow_table(app, seed)
    app.settings.animation_speed = "normal"
    table.moves.try_action(PlayCard(good))
    app.frame(FRAME, [key(pygame.K_z, pygame.KMOD_CTRL)])
    back = [s for s in table.parts.stage.fan.cards if s.value == good]
    assert back and table.match.record.actions == ()
    sprite = back[-1] if len(back) == 1 else min(back, key=lambda s: abs(s.y - table.parts.layout.rects.discard.centery))
    start_distance = abs(sprite.y - table.parts.layout.rects.discard.centery)
    assert start_distance < abs(table.parts.stage.fan.slot(0, 1)[1] - table.parts.layout.rects.discard.centery)
    for _ in range(40):
        app.frame(FRAME, [])
    rest = table.parts.stage.fan.slot(table.parts.stage.fan.cards.index(sprite), len(table.parts.stage.fan.cards))
    assert abs(sprite.x - rest[0]) < 1 and abs(sprite.y - rest[1]) < card_lift(table) + 1


def card_lift(table: TableScene) -> float:
    return table.parts.stage.fan.lift_height


def test_after_a_draw_undo_is_disabled_and_refused_with_a_reason(app):
    seed = next(s for s in range(1, 500) if LLAMA.current_player(LLAMA.new_game(2, s)) == 0)
    table = slow_table(app, seed)
    app.frame(FRAME, [key(pygame.K_d)])
    assert table.match.record.actions == (str(DRAW),)
    assert not table.controls.buttons["undo"].is_enabled
    assert "draw" in table.controls.undo_tip
    app.frame(FRAME, [key(pygame.K_u)])
    assert table.match.record.actions == (str(DRAW),)
    assert "draw" in table.toasts.text


def test_after_the_bot_replied_undo_says_who_played(app):
    seed, good, _ = opening(require_unplayable=False)
    table = slow_table(app, seed)
    table.moves.try_action(PlayCard(good))
    for _ in range(60):
        app.frame(FRAME, [])
    assert len(table.match.record.actions) >= 2
    assert not table.controls.buttons["undo"].is_enabled and "Pablo" in table.controls.undo_tip


def test_hot_seat_the_cover_hides_undo_and_the_next_player_cannot_undo_the_last(app):
    """Undo behind the "pass the laptop" cover used to show the previous player's whole hand."""
    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben")]
    seed, good, _ = opening(require_unplayable=False)
    table = slow_table(app, seed, seats)
    app.frame(FRAME, [key(pygame.K_SPACE)])
    assert not table.covered and table.viewer == 0
    table.moves.try_action(PlayCard(good))
    app.frame(FRAME, [])
    assert isinstance(app.scenes.top, HotSeatCover) and table.covered
    assert not table.container.visible, "no button of the table shows or takes clicks under the cover"
    app.frame(FRAME, [key(pygame.K_u)])
    assert table.match.record.actions == (str(PlayCard(good)),) and table.covered and not table.parts.stage.fan.face_up
    app.frame(FRAME, [key(pygame.K_SPACE)])
    assert table.viewer == 1 and table.parts.stage.fan.face_up
    assert not table.controls.buttons["undo"].is_enabled and "Ana" in table.controls.undo_tip
    app.frame(FRAME, [key(pygame.K_u)])
    assert table.match.record.actions == (str(PlayCard(good)),)
