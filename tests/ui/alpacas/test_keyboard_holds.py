"""Keyboard play takes the card focused, shows it held, and gives it back on Esc (issue 40,
pt55): Enter on a row card lifts that very card and the outline goes to a space of your board
that names it; Esc puts the card back (a second Esc pauses); after your move the outline
waits off the buttons and comes back on the row at your next turn; the focus on your board
starts where the card scores, not top left."""

from __future__ import annotations

import pygame

from llamagames.rules.alpacas import ALPACAS, Take, build_state
from llamagames.ui.games.alpacas.key_spaces import first_space
from llamagames.ui.games.alpacas.move_names import card_words
from llamagames.ui.games.alpacas.stage import stage_of
from llamagames.ui.table.keyboard import BUTTONS_GROUP
from llamagames.ui.table.pause import PauseScene

from .test_keyboard_order import ALPACAS_, LLAMAS, my_moves, open_table, press, until_my_turn


def test_enter_lifts_the_focused_card_and_names_it_on_your_board(app) -> None:
    table = open_table(app)
    stage = stage_of(table)
    press(app, pygame.K_TAB, pygame.K_RIGHT)
    second = stage.view.row[1]
    assert table.ring.focused().key == ("row", second)
    press(app, pygame.K_RETURN)
    assert stage.selected == ("row", second)
    assert stage.sprites[second].lift > 0 and stage.sprites[second].glow
    focused = table.ring.focused()
    assert focused.key[0] == "cell" and card_words(second) in focused.label
    press(app, pygame.K_RETURN)
    move = my_moves(table)[0]
    assert isinstance(move, Take) and move.index == 1 and move.cell == focused.key[1]


def test_esc_puts_a_picked_card_back_and_a_second_esc_pauses(app) -> None:
    table = open_table(app)
    stage = stage_of(table)
    first = stage.view.row[0]
    press(app, pygame.K_TAB, pygame.K_RETURN)
    assert stage.selected == ("row", first)
    press(app, pygame.K_ESCAPE)
    assert stage.selected is None and app.scenes.top is table
    assert table.ring.focused().key == ("row", first)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)


def test_after_your_move_the_outline_skips_the_buttons_and_comes_back_on_the_row(app) -> None:
    table = open_table(app)
    press(app, pygame.K_TAB, pygame.K_RETURN, pygame.K_RETURN)
    focused = table.ring.focused()
    assert focused is None or table.ring.group_name != BUTTONS_GROUP
    until_my_turn(app, table)
    focused = table.ring.focused()
    assert focused is not None and focused.key == ("row", stage_of(table).view.row[0])


def test_the_board_focus_starts_where_the_card_scores_or_the_hint_puts_it() -> None:
    # two llamas in your board's top line: a third llama finishes it at the top right
    state = build_state([[LLAMAS[0], LLAMAS[6]] + [None] * 7, [LLAMAS[5]] + [None] * 8],
                        [LLAMAS[2]] + ALPACAS_[3:8])
    view, legal = ALPACAS.observation(state, 0), ALPACAS.legal_actions(state)
    piece = ("row", LLAMAS[2])
    assert first_space(piece, legal, view, 0) == 2
    hint = next(a for a in legal if isinstance(a, Take) and a.index == 0 and a.cell == 7)
    assert first_space(piece, legal, view, 0, hint) == 7
    other = next(a for a in legal if isinstance(a, Take) and a.index == 1)
    assert first_space(piece, legal, view, 0, other) == 2  # a hint for another card does not steer this one
