"""How near the end is, on the table: the llama piles say how many empty piles end the game and
how many are empty, the top bar at how many tiles it ends, and the last round is announced
with whose turn is the last."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames.rules.llamaland import LLAMALAND, EndTurn, Skip, TakeStack
from llamagames.rules.llamaland.components import END_TILES_LEFT
from llamagames.ui.games.llamaland.ending import empty_piles, last_seat, piles_words, tiles_words

from .test_table import key, open_at


def _start():
    return LLAMALAND.new_game(2, 7, first_player=1)


def _emptied(state, piles: int):
    columns = tuple(() if i < piles else column for i, column in enumerate(state.llama_columns))
    return replace(state, llama_columns=columns)


def test_the_piles_say_how_many_empty_piles_end_the_game_and_how_many_are_empty():
    state = _start()
    assert empty_piles(state) == (0, 2)
    assert piles_words(state)[0] == "When 2 piles are empty, the last round comes"
    assert empty_piles(_emptied(state, 1)) == (1, 2)
    assert piles_words(_emptied(state, 1))[0] == "1 pile empty: one more brings the last round"
    assert all("last round" in words.lower() for words in piles_words(state) + piles_words(_emptied(state, 1)))
    assert piles_words(replace(state, triggered=True))[0] == "Last round: the game ends this round"
    assert piles_words(replace(state, triggered=True, over=True))[0] == "The game is over"
    # the shorter forms say the same count, for a narrow panel
    assert all("2" in words for words in piles_words(state))


def test_the_top_bar_says_at_how_many_tiles_the_last_round_comes():
    state = _start()
    assert tiles_words(state)[0] == f"{state.tiles_left} tiles left · the last round comes when only {END_TILES_LEFT} are left"
    assert tiles_words(state)[1] == f"{state.tiles_left} tiles left · last round at {END_TILES_LEFT} left"
    assert tiles_words(replace(state, triggered=True)) == (f"{state.tiles_left} tiles left · last round",)
    # once the game is over the bar no longer counts down to an end already reached
    over = replace(state, triggered=True, over=True)
    assert tiles_words(over) == (f"{state.tiles_left} tiles left · the game is over", f"{state.tiles_left} tiles left")


def _ready_to_end(state):
    """``state`` played on by its first choices until the seat may end its turn."""
    state = LLAMALAND.apply(state, TakeStack("T"))
    while EndTurn() not in LLAMALAND.legal_actions(state):
        legal = LLAMALAND.legal_actions(state)
        state = LLAMALAND.apply(state, Skip() if Skip() in legal else legal[0])
    return state


def test_the_last_round_is_announced_when_the_piles_run_out_with_whose_turn_is_last(app):
    state = _emptied(_ready_to_end(_start()), 2)
    assert state.turn.seat == 0 and last_seat(state) == 1  # the round ends after Pablo's turn
    table = open_at(app, state)
    painter = table.parts.painter
    assert painter.status_line().startswith("Last round! ") is False
    key(app, pygame.K_e)
    st = table.view.observation().state
    assert st.triggered and not st.over
    assert table.toasts.text == "Last round: the game ends after Pablo's turn."
    assert painter.status_line().startswith("Last round! ")
    assert painter.top_bar_info().endswith("last round")
    lay = table.parts.layout.lay
    assert lay.llama_panel.contains(lay.ending) and all(not c.colliderect(lay.ending) for c in lay.columns)


def test_the_top_bar_of_a_laptop_table_says_where_the_tiles_end_the_game(app):
    state = _start()
    table = open_at(app, state)
    assert table.parts.painter.top_bar_info() == tiles_words(state)[0]
    assert "the last round comes" in table.drawing.top_bar_info()
