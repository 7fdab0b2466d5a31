"""How near the end is, on the table: the llama piles say how many empty piles end the game and
how many are empty, the top bar at how many tiles it ends, and the last round is announced
with whose turn is the last."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames.rules.llamaland import LLAMALAND, EndTurn, Skip, TakeStack
from llamagames.rules.llamaland.components import END_TILES_LEFT
from llamagames.ui.games.llamaland.ending import (
    empty_piles,
    last_round,
    last_seat,
    piles_first,
    piles_words,
    tiles_words,
)

from .test_table import key, open_at


def _start():
    return LLAMALAND.new_game(2, 7, first_player=1)


def _emptied(state, piles: int):
    columns = tuple(() if i < piles else column for i, column in enumerate(state.llama_columns))
    return replace(state, llama_columns=columns)


def _tiles_left(state, left: int):
    """``state`` with only ``left`` land tiles in its stacks (taken from the first stacks)."""
    stacks, drop = [], state.tiles_left - left
    for stack in state.stacks:
        cut = min(drop, len(stack))
        stacks.append(stack[cut:])
        drop -= cut
    return replace(state, stacks=tuple(stacks))


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
    state = _tiles_left(_start(), 10)  # 6 tiles to lay, 12 llama cards to feed: the tiles are nearer
    assert not piles_first(state)
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


def test_the_top_bar_of_a_laptop_table_says_which_trigger_brings_the_last_round(app):
    state = _start()
    table = open_at(app, state)
    assert table.parts.painter.top_bar_info() == tiles_words(state)[0]
    assert "the last round comes when 2 llama piles are empty" in table.drawing.top_bar_info()


def test_both_lines_name_the_nearer_trigger_and_say_last_round_once_one_is_met():
    """A playtester's top bar said "16 tiles left · the last round comes when only 4 are left"
    over "2 of 2 empty piles", and the game ended a turn later: the piles were the trigger."""
    state = _start()  # 12 llama cards to feed at the least, 56 tiles to lay: the piles are nearer
    assert piles_first(state)
    assert tiles_words(state)[0] == f"{state.tiles_left} tiles left · the last round comes when 2 llama piles are empty"
    one = _emptied(state, 1)
    assert tiles_words(one)[0] == f"{state.tiles_left} tiles left · the last round comes when one more pile is empty"
    # the second pile emptied by a feed mid-turn: not yet triggered, but this round is the last
    met = _emptied(state, 2)
    assert not met.triggered and last_round(met)
    assert tiles_words(met) == (f"{state.tiles_left} tiles left · last round",)
    assert piles_words(met)[0] == "Last round: the game ends this round"
    # the tiles nearer: the piles' panel says so instead of counting piles
    few = _tiles_left(one, 6)
    assert not piles_first(few) and piles_words(few)[0] == "The land tiles will bring the last round sooner"
    assert tiles_words(few)[0] == f"6 tiles left · the last round comes when only {END_TILES_LEFT} are left"
    assert last_round(_tiles_left(state, END_TILES_LEFT)) and piles_words(_tiles_left(state, 4))[1] == "The last round"
