"""The L.L.A.M.A. table driven by real mouse and keyboard events through the app."""

from __future__ import annotations

import pygame
import pytest

from llamagames.rules.core import IllegalActionError
from llamagames.rules.llama import DRAW, LLAMA, PlayCard
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE
from llamagames.ui.table.cover import HotSeatCover
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click, drag, inline_match, mouse

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal")]


def opening(require_unplayable: bool = True) -> tuple[int, int | None, int | None]:
    """A seed where the human starts holding a playable card and (if asked) an unplayable one."""
    for seed in range(1, 500):
        state = LLAMA.new_game(2, seed)
        if LLAMA.current_player(state) != 0:
            continue
        legal = {a.value for a in LLAMA.legal_actions(state) if isinstance(a, PlayCard)}
        hand = set(state.hands[0])
        unplayable = sorted(hand - legal)
        if legal and (unplayable or not require_unplayable):
            return seed, min(legal), (unplayable[0] if unplayable else None)
    raise AssertionError("no suitable seed")


def open_table(app, seed: int, seats=SEATS) -> TableScene:
    table = TABLE(app, inline_match(seats, seed))
    app.start(table)
    app.frame(FRAME, [])
    return table


def test_dragging_a_legal_card_onto_the_discard_pile_plays_it(app):
    seed, good, _ = opening()
    table = open_table(app, seed)
    before = table.match.state.hands[0].count(good)
    sprite = table.parts.stage.fan.sprite_for(good)
    assert sprite is not None and not sprite.dim
    drag(app, sprite.rect().center, table.parts.layout.rects.discard.center)
    assert table.match.record.actions[0] == str(PlayCard(good))
    assert table.match.observation(0).hand.count(good) == before - 1
    assert table.match.state.discard[len(LLAMA.new_game(2, seed).discard)] == good
    assert table.toasts.text == ""


def test_dragging_an_illegal_card_snaps_back_shakes_and_says_why(app):
    seed, _, bad = opening()
    table = open_table(app, seed)
    app.settings.animation_speed = "normal"
    state = table.match.state
    with pytest.raises(IllegalActionError) as refusal:
        LLAMA.apply(state, PlayCard(bad))
    sprite = table.parts.stage.fan.sprite_for(bad)
    assert sprite.dim
    home = (sprite.x, sprite.y)
    drag(app, sprite.rect().center, table.parts.layout.rects.discard.center)
    assert table.match.state is state and table.match.record.actions == ()
    assert table.toasts.text == str(refusal.value)
    app.frame(FRAME, [])
    assert sprite.shake != 0 or (sprite.x, sprite.y) != home
    for _ in range(60):
        app.frame(FRAME, [])
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))
    assert sprite.shake == pytest.approx(0.0, abs=1e-6) and sprite in table.parts.stage.fan.cards


def test_dropping_a_card_away_from_the_pile_changes_nothing(app):
    seed, good, _ = opening()
    table = open_table(app, seed)
    sprite = table.parts.stage.fan.sprite_for(good)
    drag(app, sprite.rect().center, (60, 300))
    assert table.match.record.actions == ()
    assert "discard pile" in table.toasts.text


def test_clicking_the_draw_pile_draws_a_card(app):
    seed, _, _ = opening(require_unplayable=False)
    table = open_table(app, seed)
    size = len(table.parts.stage.fan.cards)
    pos = table.parts.layout.rects.draw_pile.center
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])
    assert table.match.record.actions[0] == str(DRAW)
    assert len(table.match.observation(0).hand) == size + 1
    assert len(table.parts.stage.fan.cards) == size + 1


def test_hover_lifts_the_card_within_one_frame(app):
    seed, good, _ = opening()
    table = open_table(app, seed)
    fan = table.parts.stage.fan
    sprite = next(card for card in fan.cards if not card.dim)  # a card that cannot be played does not lift
    covering = [card for card in fan.cards[fan.cards.index(sprite) + 1:]]
    x = sprite.rect().left + 5 if not covering else (sprite.rect().left + covering[0].rect().left) // 2
    resting = sprite.rect().top
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (x, sprite.rect().centery))])
    assert fan.hover is sprite and sprite.rect().top < resting


def test_keyboard_shortcuts_play_and_draw(app):
    seed, good, _ = opening()
    table = open_table(app, seed)
    key = pygame.K_1 + good - 1
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=str(good), scancode=0)])
    assert table.match.record.actions[0] == str(PlayCard(good))


def test_hot_seat_hides_each_hand_until_its_owner_clicks(app):
    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben")]
    seed, _, _ = opening(require_unplayable=False)
    table = open_table(app, seed, seats)
    app.frame(FRAME, [])
    assert isinstance(app.scenes.top, HotSeatCover) and app.scenes.top.seat == 0
    assert table.covered and not table.parts.stage.fan.face_up and not table.container.visible
    click(app, (640, 300))
    assert app.scenes.top is table and not table.covered and table.parts.stage.fan.face_up and table.viewer == 0
    pos = table.parts.layout.rects.draw_pile.center
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])
    app.frame(FRAME, [])
    assert table.match.current_seat() == 1
    # Ben is next at the same screen: Ana looks at the card she drew until her click; then her
    # hand turns face down, under Ben's cover
    assert app.scenes.top is table and table.sight.landing is not None and table.viewer == 0
    click(app, (640, 300))
    assert isinstance(app.scenes.top, HotSeatCover) and app.scenes.top.seat == 1 and not table.parts.stage.fan.face_up
    click(app, (640, 300))
    assert table.viewer == 1 and list(table.parts.stage.view.hand) == list(table.match.observation(1).hand)
    assert [s.value for s in table.parts.stage.fan.cards] == list(table.match.observation(1).hand)


def test_resizing_the_window_lays_the_table_out_again(app):
    seed, good, _ = opening()
    table = open_table(app, seed)
    old_pile = table.parts.layout.rects.discard.copy()
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640)))
    app.frame(FRAME, [])
    assert app.size == (1000, 640)
    assert table.parts.layout.rects.discard != old_pile and app.surface.get_rect().contains(table.parts.layout.rects.discard)
    for sprite in table.parts.stage.fan.cards:
        assert app.surface.get_rect().colliderect(sprite.rect())
    assert app.surface.get_rect().contains(table.controls.buttons["quit"].rect)
    sprite = table.parts.stage.fan.sprite_for(good)
    drag(app, sprite.rect().center, table.parts.layout.rects.discard.center)
    assert table.match.record.actions[0] == str(PlayCard(good))


def test_the_window_never_gets_smaller_than_the_minimum(app):
    from llamagames.ui.app import MIN_SIZE

    app.resize((400, 300))
    assert app.size == MIN_SIZE


def test_escape_pauses_the_table_and_the_bots_wait(app):
    from llamagames.ui.table.pause import PauseScene

    seed, good, _ = opening()
    table = open_table(app, seed)
    table.moves.try_action(PlayCard(good))
    moves = len(table.match.record.actions)
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and not table.container.visible
    for _ in range(120):
        app.frame(FRAME, [])
    assert len(table.match.record.actions) == moves, "no bot moves while the game is paused"
    from llamagames.save_files import list_saves

    click(app, pause.buttons["save"].rect.center)
    saves, _ = list_saves()
    assert len(saves) == 1 and saves[0].game == "llama" and "Saved games" in pause.note
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert app.scenes.top is table and table.container.visible
