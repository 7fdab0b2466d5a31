"""The table's gesture-to-action decisions, without a window: real positions, real legal actions."""

from __future__ import annotations

import pygame

from llamagames.rules.alpacas import ALPACAS, Move, Phase, PlaceStart, Take, build_state
from llamagames.rules.alpacas.components import ANIMAL, IS_WILD, LLAMA
from llamagames.ui.games.alpacas.choices import option_worths
from llamagames.ui.games.alpacas.drops import (
    candidates,
    cell_at,
    drop_meaning,
    move_worth,
    piece_at,
    probe,
    skipped,
    still_there,
    takeable,
)

LLAMAS = [c for c in range(80) if ANIMAL[c] == LLAMA and not IS_WILD[c]]
ALPACAS_ = [c for c in range(80) if ANIMAL[c] != LLAMA and not IS_WILD[c]]
CELLS = [pygame.Rect(100 + 80 * (i % 3), 300 + 110 * (i // 3), 70, 100) for i in range(9)]


def seen(state):
    return ALPACAS.observation(state, 0), ALPACAS.legal_actions(state)


def test_a_drop_of_the_free_first_card_on_an_empty_space_is_one_take():
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    view, legal = seen(state)
    piece = ("row", state.row[0])
    assert drop_meaning(piece, 4, legal, view, 0).actions == (Take(0, 4),)
    assert candidates(piece, 0, legal, view, 0) == []  # the space is full
    refused = drop_meaning(piece, 0, legal, view, 0)
    assert refused.actions == () and ALPACAS.refusal(state, refused.probe).code == "cell_taken"
    assert drop_meaning(piece, None, legal, view, 0).nowhere
    assert drop_meaning(("row", 999), 4, legal, view, 0).gone and not still_there(("row", 999), view, 0)


def test_a_board_card_dropped_on_another_space_is_a_move():
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    view, legal = seen(state)
    assert drop_meaning(("board", LLAMAS[0]), 7, legal, view, 0).actions == (Move(0, 7),)


def test_a_card_you_cannot_afford_is_dimmed_and_its_probe_says_why():
    row = [LLAMAS[1], ALPACAS_[0], LLAMAS[2], ALPACAS_[1], LLAMAS[3], ALPACAS_[2]]
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], row, treats=[(0, 0), (3, 3)],
                        row_treats=[(1, 1), (2, 2), (0, 0), (0, 0), (0, 0), (0, 0)])
    view, legal = seen(state)
    assert takeable(legal, view.phase) == {0}
    assert takeable([], view.phase) is None
    assert ALPACAS.refusal(state, probe(("row", row[2]), 8, view, 0)).code == "cannot_afford"


def test_the_cards_a_held_card_skips_carry_their_payments():
    row = [LLAMAS[1], ALPACAS_[0], LLAMAS[2], ALPACAS_[1], LLAMAS[3], ALPACAS_[2]]
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], row)
    view, _ = seen(state)
    costs = skipped(("row", row[2]), view, 0)
    assert set(costs) == {row[0], row[1]} and all(len(codes) == 1 for codes in costs.values())
    assert skipped(("board", LLAMAS[0]), view, 0) == {}


def test_a_choice_of_payment_is_several_takes_each_worth_the_treats_left():
    row = [ALPACAS_[0], ALPACAS_[1], LLAMAS[1], LLAMAS[2], LLAMAS[3], ALPACAS_[2]]
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], row, treats=[(4, 1), (3, 3)],
                        row_treats=[(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 1)])
    view, legal = seen(state)
    actions = list(drop_meaning(("row", row[2]), 8, legal, view, 0).actions)
    assert len(actions) == 2
    for action in actions:  # what the rules leave after the move is what the chooser says
        after = ALPACAS.apply(state, action)
        assert move_worth(action, view, 0) == (after.scores[0] - state.scores[0], after.treats[0])
    assert option_worths(actions, [move_worth(a, view, 0) for a in actions]) == ["2 clovers left"] * 2


def test_a_wild_cards_values_are_worth_the_points_each_scores_now():
    star = 64  # a llama with a star: any digit
    board = [LLAMAS[0], LLAMAS[8], None, None, None, LLAMAS[16], None, None, LLAMAS[24]]
    state = build_state([board, [None] * 9], [star] + ALPACAS_[:5])
    view, legal = seen(state)
    actions = list(drop_meaning(("row", star), 2, legal, view, 0).actions)
    assert [a.wild for a in actions] == ["1", "2", "3", "4"]
    for action in actions:
        after = ALPACAS.apply(state, action)
        assert move_worth(action, view, 0) == (after.scores[0] - state.scores[0], after.treats[0])
    assert all(words.split(" · ")[0].endswith(("point", "points")) for words in
               option_worths(actions, [move_worth(a, view, 0) for a in actions]))


def test_the_pointer_finds_the_card_and_the_space_under_it():
    state = ALPACAS.new_game(2, 3)
    view, legal = seen(state)
    start = view.start_cards[0]
    rects = {start: pygame.Rect(10, 10, 70, 100), view.row[0]: pygame.Rect(200, 10, 70, 100)}
    assert view.phase is Phase.SETUP and piece_at((20, 20), view, 0, rects) == ("start", start)
    assert piece_at((210, 20), view, 0, rects) == ("row", view.row[0])
    assert piece_at((500, 500), view, 0, rects) is None
    assert cell_at(CELLS[5].center, CELLS, 6) == 5 and cell_at((CELLS[0].left - 4, CELLS[0].top), CELLS, 6) == 0
    assert cell_at((0, 0), CELLS, 6) is None
    assert drop_meaning(("start", start), 5, legal, view, 0).actions == (PlaceStart(5),)
