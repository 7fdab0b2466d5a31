"""Keyboard play cannot take the wrong card (issue "What a move will do"): every new position
where you decide starts the walk at the row, so one Tab, Enter, Enter takes the row's first
card (after a move played with the keys the outline is there already: Enter, Enter), also
after a move of yours left the focus on your board; a card of your board picked
up with Enter is offered its own space first, so a second Enter moves nothing."""

from __future__ import annotations

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.alpacas import ALPACAS, Move, Take, build_state
from llamagames.rules.alpacas.components import ANIMAL, IS_WILD, LLAMA
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.stage import stage_of
from llamagames.ui.games.alpacas.table import TABLE

from ..conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Rosa", "easy")]
LLAMAS = [c for c in range(80) if ANIMAL[c] == LLAMA and not IS_WILD[c]]
ALPACAS_ = [c for c in range(80) if ANIMAL[c] != LLAMA and not IS_WILD[c]]


def press(app, *keys: int) -> None:
    for key in keys:
        app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": "", "scancode": 0})])


def open_table(app):
    state = build_state([[LLAMAS[0], None, None, ALPACAS_[0]] + [None] * 5, [LLAMAS[5]] + [None] * 8],
                        ALPACAS_[3:6] + LLAMAS[1:4])
    match = Match.from_position("alpacas", SEATS, ALPACAS.state_to_text(state), 3, bot_delay=0.0,
                                worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    for _ in range(3):
        app.frame(FRAME, [])
    return table


def my_moves(table) -> list:
    game = table.match.game
    return [game.parse_action(text) for k, text in enumerate(table.match.record.actions) if k % 2 == 0]


def until_my_turn(app, table) -> None:
    for _ in range(300):
        if table.my_turn():
            for _ in range(3):
                app.frame(FRAME, [])
            return
        app.frame(FRAME, [])
    raise AssertionError("the human never got the turn")


def test_tab_enter_enter_takes_a_row_card_on_every_turn(app) -> None:
    table = open_table(app)
    for turn in range(3):  # after a move played with the keys the outline is on the row's first card already
        press(app, *([pygame.K_TAB] if turn == 0 else []), pygame.K_RETURN, pygame.K_RETURN)
        moves = my_moves(table)
        assert len(moves) == turn + 1
        assert isinstance(moves[-1], Take) and moves[-1].index == 0, moves[-1]
        until_my_turn(app, table)


def test_the_focus_left_on_your_board_does_not_carry_into_the_next_turn(app) -> None:
    table = open_table(app)
    press(app, pygame.K_TAB, pygame.K_TAB)  # the ring on a card of your board
    assert table.ring.focused().key[0] == "board"
    press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB)  # on round to the row
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    until_my_turn(app, table)
    assert table.ring.focused().key[0] == "row"
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    assert len(my_moves(table)) == 2 and all(isinstance(move, Take) for move in my_moves(table))


def test_enter_enter_on_a_board_card_moves_nothing(app) -> None:
    table = open_table(app)
    press(app, pygame.K_TAB, pygame.K_TAB)
    assert table.ring.focused().key[0] == "board"
    press(app, pygame.K_RETURN)
    assert stage_of(table).selected is not None and stage_of(table).selected[0] == "board"
    names = [g.name for g in table.parts.keys.targets()]
    assert "board" not in names  # while a card is held, no other card of your board is picked by mistake
    press(app, pygame.K_RETURN)
    assert table.match.record.actions == () and stage_of(table).selected is None
    press(app, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN)  # a move asked for on purpose is played
    assert len(table.match.record.actions) >= 1 and isinstance(my_moves(table)[0], Move)
