"""Llamagedón with phones at the table: the laptop's own player is asked in every Block window,
on a screen the phone friends read, and the question looks and lasts the same whether or not
that player holds a Block (asked only when holding one, the laptop told every friend who did)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.scene import OpenTable

from .conftest import FRAME, mouse
from .test_phone_table import GEDON_ASKS_YOU

NO_BLOCK = GEDON_ASKS_YOU.replace("bATB/rwTD", "bATD/rwTD").replace("XrLPBbBTyAXDgw", "XrLPBbBTyAXBgw")
"""The same table with your Block in the deck (a Draw 2 in its place): your hand shows as many
backs, and nothing else on the table differs."""
DELAY = 0.3
"""The bots' pause (seconds): a seat with nothing to answer let the card be after it."""
LEAST = 0.5
"""The least time of a Block window before a phone seat's "let it be" (shortened for the test)."""
ANSWER_TIME = 1.0
"""Each asked human's countdown (shortened for the test): Bo's phone does not answer."""
CLICK_AT = 40
"""The frame at which you answer "Let it happen" (two thirds of a second into the window)."""


@pytest.fixture(autouse=True)
def _this_computer_only(monkeypatch):
    from llamagames.ui.table import phone_seats

    monkeypatch.setattr(phone_seats, "HOST", "127.0.0.1")
    monkeypatch.setattr(phone_seats, "PORT", 0)
    monkeypatch.setattr(phone_seats, "WINDOW_LEAST", LEAST)
    monkeypatch.setattr(phone_seats, "ANSWER_TIME", ANSWER_TIME)


def what_the_laptop_shows(app: Any, table: Any) -> tuple[Any, ...]:
    """Everything of a Block window a friend reads on the laptop: the chain's panel and its
    answers, the veil, the status line, the buttons, the messages and whose answer is awaited."""
    stage = stage_of(table)
    panel = stage.panel
    buttons = table.controls.buttons
    return (table.match.current_seat(), len(table.match.record.actions),
            None if panel is None else (panel.rect, tuple(panel.footer)),
            tuple((b.key, b.label, tuple(b.rect), b.enabled, b.checked) for b in stage.prompt_buttons),
            table.parts.painter.status_line(), table.hand_hidden(),
            tuple((key, button.is_enabled, button.visible) for key, button in sorted(buttons.items())),
            None if table.toasts.current is None else table.toasts.current.text)


def play_the_window(app: Any, position: str, click_at: int = CLICK_AT) -> tuple[list[tuple[Any, ...]], list[bytes]]:
    """Ana (a phone) attacks your shelter; you are asked first. You answer "Let it happen" at
    frame CLICK_AT; the window runs to its end. What the laptop showed, frame by frame, and its
    picture at three moments (the seat codes, random per game, painted over)."""
    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("human", "You"), SeatConfig("human", "Bo", phone=True)]
    match = Match.from_position("llamagedon", seats, position, 1, bot_delay=DELAY, worker=InlineBotWorker(),
                                autosave=False)
    table = app._scene_for(OpenTable(match))
    app.start(table)
    table.phones.clock = lambda: table.time  # the phones' windows on the table's clock, frame by frame
    shown: list[tuple[Any, ...]] = []
    pictures: list[bytes] = []
    try:
        app.frame(FRAME)
        table.moves.absorb(match.seat_view(0).act("attack 1 shelter 0"))  # as the phone's move comes in
        for frame in range(150):
            events = []
            if frame == click_at:
                let = next((b for b in stage_of(table).prompt_buttons if b.key == "let"), None)
                if let is not None:
                    events = [mouse(pygame.MOUSEBUTTONDOWN, let.rect.center), mouse(pygame.MOUSEBUTTONUP, let.rect.center)]
            app.frame(FRAME, events)
            shown.append(what_the_laptop_shows(app, table))
            if frame in (5, CLICK_AT - 1, CLICK_AT + 5):
                picture = pygame.Surface(app.size)
                table.draw(picture)
                for rect in table.code_rects():
                    picture.fill((0, 0, 0), rect)
                pictures.append(pygame.image.tobytes(picture, "RGB"))
            if match.observation(1).phase == "main":
                break
        return shown, pictures
    finally:
        app.scenes.clear()


def test_the_laptop_asks_its_player_alike_with_or_without_a_block(app):
    """A playtest: with phone friends at the table, the laptop asked its own player only when
    they held a Block (a dimmed table and two answers), else let the card be at once: every
    friend looking at the laptop learnt who held one. Now the question comes in both cases,
    looks the same frame by frame, and waits for the player's answer in both."""
    with_block, with_pictures = play_the_window(app, GEDON_ASKS_YOU)
    without, without_pictures = play_the_window(app, NO_BLOCK)
    # THEN you are asked, with the answers, in both windows, until you answer
    asked = with_block[CLICK_AT - 1]
    assert asked[0] == 1 and {key for key, *_ in asked[3]} >= {"block", "let"}, asked
    # AND frame by frame the laptop showed the same, and the window closed at the same frame
    for frame, (one, other) in enumerate(zip(with_block, without)):
        assert one == other, (frame, one, other)
    assert len(with_block) == len(without)
    assert with_pictures == without_pictures
    # AND the window did close: your answer and the others' were played, the Attack happened
    assert with_block[-1][1] == without[-1][1] == 4


def test_a_laptop_player_who_does_not_answer_is_let_be_after_the_countdown_everyone_sees(app):
    """pt54: the window waited for the laptop's player, Block or not, and the phones never said
    for whom. Now the question says whom it waits for and its seconds left, and when they run
    out the card happens for the laptop's player, with or without a Block, at the same frame."""
    with_block, _ = play_the_window(app, GEDON_ASKS_YOU, click_at=-1)
    without, _ = play_the_window(app, NO_BLOCK, click_at=-1)
    assert [one[:4] for one in with_block] == [other[:4] for other in without]
    footer = " ".join(with_block[5][2][1])
    assert "Waiting for You: 1 s" in footer, footer
    assert with_block[56][1] == 1 and with_block[61][1] == 2  # your second ran out: let be for you
    assert with_block[-1][1] == without[-1][1] == 4  # then Bo's second, and the Attack happened


def press_block(app: Any, position: str) -> tuple[tuple[Any, ...], int]:
    """You, asked at the laptop while friends look on, press K (Block): what the laptop shows
    then, and how many moves were played after pressing it a second time."""
    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("human", "You"), SeatConfig("human", "Bo", phone=True)]
    match = Match.from_position("llamagedon", seats, position, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    table = app._scene_for(OpenTable(match))
    app.start(table)
    table.phones.clock = lambda: table.time  # the countdown on the table's clock, frame by frame
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k", scancode=0)
    try:
        app.frame(FRAME)
        table.moves.absorb(match.seat_view(0).act("attack 1 shelter 0"))
        app.frame(FRAME)
        app.frame(FRAME, [key])
        shown = (table.showing_hand, table.toasts.text, table.toasts.current is not None and table.toasts.current.refusal,
                 len(match.record.actions))
        app.frame(FRAME, [key])
        for _ in range(5):
            app.frame(FRAME)
        return shown, len(match.record.actions)
    finally:
        app.scenes.clear()


def test_block_pressed_at_a_shared_laptop_shows_the_hand_first_whatever_it_holds(app):
    """pt54 pressed "Block the Block (K)" with no Block and the laptop said "its reason would tell
    the table about your hand". Now K first turns her hand face up for her, with the same words
    whether or not it holds a Block; pressed again, a Block is played, and a missing one is said."""
    with_block, moves_with = press_block(app, GEDON_ASKS_YOU)
    without, moves_without = press_block(app, NO_BLOCK)
    assert with_block == without and with_block[0] and not with_block[2], (with_block, without)
    assert "Block" not in with_block[1] and "hand" in with_block[1]
    assert moves_with == with_block[3] + 1 and moves_without == without[3]  # the Block played; none to play


def test_the_table_never_rests_while_a_block_countdown_runs(app, monkeypatch):
    """pt57 left the laptop alone in a Block window: the table rested (no frames, as a still
    table does), so its countdown stood at "6 s" for 40 s and the card was never let be. While
    the window's countdown runs the table does not rest; without one it may."""
    from llamagames.ui.table.scene import TableScene

    monkeypatch.setattr(TableScene, "at_rest", lambda self: True)  # everything else on it is still
    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("human", "You"), SeatConfig("human", "Bo", phone=True)]
    match = Match.from_position("llamagedon", seats, GEDON_ASKS_YOU, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    table = app._scene_for(OpenTable(match))
    app.start(table)
    try:
        app.frame(FRAME)
        table.moves.absorb(match.seat_view(0).act("attack 1 shelter 0"))
        app.frame(FRAME)
        assert table.view.phase() == "block" and match.current_seat() == 1  # you, at the laptop, are asked
        assert not table.at_rest()
        table.phones.answer_time = 0.0  # no countdown (a seat with a Block is waited for): it may rest
        assert table.at_rest()
    finally:
        app.scenes.clear()
