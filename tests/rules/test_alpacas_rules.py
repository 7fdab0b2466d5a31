"""Llamas & Alpacas rules, sentence by sentence, with the rulebook's worked examples."""

from __future__ import annotations

import pytest

from llamagames.rules import GAMES
from llamagames.rules.alpacas import (
    ALPACAS,
    PASS,
    Move,
    Phase,
    PlaceStart,
    Take,
    build_state,
    completed_lines,
    line_score,
    skip_cost,
)
from llamagames.rules.alpacas.actions import PAY_2CARROT, PAY_2CLOVER, PAY_CARROT, PAY_CLOVER
from llamagames.rules.alpacas.components import DECK_SIZE, IS_WILD, WILD_CARDS
from llamagames.rules.core import GameNotOverError, IllegalActionError

from .alpacas_helpers import card, check_invariants

E = None


def some_row(*first: int) -> list[int]:
    """A row starting with ``first``, filled up with plain cards not used by the tests below."""
    fill = [card("alpaca", 4, "blue", 1), card("llama", 4, "blue", 1), card("alpaca", 4, "pink", 1),
            card("llama", 4, "pink", 1), card("alpaca", 4, "green", 1), card("llama", 4, "green", 1)]
    return list(first) + fill[: 6 - len(first)]


def test_registered_with_the_contract() -> None:
    assert GAMES["alpacas"] is ALPACAS
    assert ALPACAS.player_counts == range(2, 5)
    for bad in (1, 5, 3.0, "3", True):
        with pytest.raises(ValueError):
            ALPACAS.new_game(bad, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ALPACAS.new_game(2, 1, variant=True)
    with pytest.raises(ValueError):
        ALPACAS.new_game(2, 1.5)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    """"Deal 6 cards face up in a row ... Each player takes ... 3 clovers and 3 carrots, and one
    animal card ... If a player gets a wild card ... they draw again until they get a non-wild card"."""
    for seed in range(20):
        state = ALPACAS.new_game(players, seed)
        check_invariants(state)
        assert len(state.row) == 6 and state.row_treats == ((0, 0),) * 6
        assert state.treats == ((3, 3),) * players
        assert all(c is not None and not IS_WILD[c] for c in state.start_cards)
        assert state.phase is Phase.SETUP and state.current == state.first
    firsts = {ALPACAS.new_game(players, seed).first for seed in range(40)}
    assert firsts == set(range(players)), "the first player is chosen at random"


def test_wild_cards_drawn_at_setup_go_back_into_the_pile() -> None:
    returned = 0
    for seed in range(60):
        state = ALPACAS.new_game(4, seed)
        setup = ALPACAS.events(state)[0]
        for wild in setup.get("wilds_returned"):
            returned += 1
            assert wild in state.pile
    assert returned > 0


def test_starting_cards_are_placed_by_each_seat_in_turn_on_any_space() -> None:
    state = ALPACAS.new_game(3, 5)
    first = state.first
    order = []
    for cell in (0, 4, 8):
        assert ALPACAS.legal_actions(state) == [PlaceStart(c) for c in range(9)]
        assert ALPACAS.why_illegal(state, Take(0, 1)) is not None
        order.append(state.current)
        card_id = state.start_cards[state.current]
        state = ALPACAS.apply(state, PlaceStart(cell))
        assert state.boards[order[-1]][cell] == card_id
    assert order == [first, (first + 1) % 3, (first + 2) % 3]
    assert state.phase is Phase.PLAY and state.current == first
    check_invariants(state)


def test_the_first_card_is_free_and_later_ones_cost_a_treat_each() -> None:
    row = some_row(card("llama", 1, "red"), card("alpaca", 1, "red"), card("llama", 2, "red"))
    state = build_state([[E] * 9, [E] * 9], row)
    assert skip_cost(state, 0) == [()]
    assert skip_cost(state, 2) == [(PAY_CLOVER, PAY_CARROT)]
    after = ALPACAS.apply(state, Take(2, 4, (PAY_CLOVER, PAY_CARROT)))
    assert after.treats[0] == (2, 2)
    assert after.row[:2] == tuple(row[:2]) and after.row_treats[:2] == ((1, 0), (0, 1))
    assert after.boards[0][4] == row[2]
    assert after.row[2:5] == tuple(row[3:6]), "the later cards shift away from the pile"
    assert after.row[5] == state.pile[0], "a new card joins the end of the row"
    assert ALPACAS.why_illegal(state, Take(2, 4)) is not None
    assert ALPACAS.why_illegal(state, Take(0, 4, (PAY_CLOVER,))) is not None


def test_paulinas_example() -> None:
    """"She puts a clover onto the first card (llama) and a carrot onto the second card (alpaca).
    She does not have another carrot ... so she puts 2 clovers onto that final skipped card.\""""
    pink_llama = card("llama", 2, "pink")
    row = some_row(card("llama", 1, "red"), card("alpaca", 1, "red"), card("alpaca", 2, "green"), pink_llama)
    state = build_state([[E] * 9, [E] * 9], row, treats=[(4, 1), (3, 3)], row_treats=[(0, 0)] * 5 + [(0, 1)])
    options = skip_cost(state, 3)
    example = (PAY_CLOVER, PAY_CARROT, PAY_2CLOVER)
    assert example in options
    assert (PAY_CLOVER, PAY_2CLOVER, PAY_CARROT) in options, "which alpaca gets the double is hers to say"
    assert len(options) == 2
    after = ALPACAS.apply(state, Take(3, 0, example))
    assert after.row_treats[:3] == ((1, 0), (0, 1), (2, 0))
    assert after.treats[0] == (4 - 3, 1 - 1)
    assert after.boards[0][0] == pink_llama
    # Paying double while still holding the right treat is refused.
    reason = ALPACAS.why_illegal(state, Take(2, 0, (PAY_CLOVER, PAY_2CLOVER)))
    assert reason is not None and "right treat" in reason


def test_two_carrots_on_a_llama_when_clovers_are_lacking() -> None:
    row = some_row(card("llama", 1, "red"), card("llama", 2, "red"))
    state = build_state([[E] * 9, [E] * 9], row, treats=[(0, 6), (3, 3)])
    assert skip_cost(state, 2) == [(PAY_2CARROT, PAY_2CARROT)]
    poor = build_state([[E] * 9, [E] * 9], row, treats=[(0, 3), (3, 3)], row_treats=[(0, 0)] * 5 + [(3, 0)])
    assert skip_cost(poor, 2) == []
    reason = ALPACAS.why_illegal(poor, Take(2, 0, (PAY_2CARROT, PAY_2CARROT)))
    assert reason is not None and "not enough" in reason
    assert all(not (isinstance(a, Take) and a.index >= 2) for a in ALPACAS.legal_actions(poor))


def test_the_treats_on_a_taken_card_are_collected() -> None:
    row = some_row(card("llama", 1, "red"), card("alpaca", 1, "red"))
    state = build_state([[E] * 9, [E] * 9], row, treats=[(1, 1), (3, 3)], row_treats=[(2, 0), (1, 1)] + [(0, 0)] * 4)
    after = ALPACAS.apply(state, Take(1, 8, (PAY_CLOVER,)))
    assert after.treats[0] == (0 + 1, 1 + 1)
    assert after.row_treats[0] == (3, 0)


def test_treat_cap_overflow_goes_onto_the_next_card() -> None:
    """"If a player would have more than 10 treats by taking a card with treats, put excess
    treats onto the next card in the row.\""""
    row = some_row(card("llama", 1, "red"), card("alpaca", 1, "red"))
    state = build_state([[E] * 9, [E] * 9], row, treats=[(5, 4), (0, 0)], row_treats=[(2, 1), (0, 0)] + [(0, 0)] * 4)
    takes = [a for a in ALPACAS.legal_actions(state) if isinstance(a, Take) and a.index == 0 and a.cell == 0]
    assert {a.leave for a in takes} == {(2, 0), (1, 1), (0, 2)}, "the player chooses which treats"
    assert ALPACAS.why_illegal(state, Take(0, 0)) is not None
    assert ALPACAS.why_illegal(state, Take(0, 0, leave=(3, 0))) is not None
    after = ALPACAS.apply(state, Take(0, 0, leave=(1, 1)))
    assert after.treats[0] == (6, 4)
    assert after.row[0] == row[1] and after.row_treats[0] == (1, 1)
    check_invariants(after)


def test_treat_cap_when_taking_the_last_card_puts_the_excess_onto_the_new_card() -> None:
    row = some_row()
    state = build_state([[E] * 9, [E] * 9], row, treats=[(6, 4), (0, 0)], row_treats=[(0, 0)] * 5 + [(1, 1)])
    pay = skip_cost(state, 5)[0]
    assert pay == (PAY_CARROT, PAY_CLOVER) * 2 + (PAY_CARROT,)
    # 10 - 5 paid + 2 collected = 7: under the cap, nothing left over.
    assert ALPACAS.why_illegal(state, Take(5, 0, pay, leave=(1, 0))) is not None
    rich = build_state([[E] * 9] * 3, row, treats=[(6, 4), (0, 0), (0, 0)], row_treats=[(0, 0)] * 5 + [(6, 2)])
    leaves = {a.leave for a in ALPACAS.legal_actions(rich) if isinstance(a, Take) and a.index == 5 and a.cell == 0}
    assert leaves == {(0, 3), (1, 2), (2, 1), (3, 0)}
    after = ALPACAS.apply(rich, Take(5, 0, pay, leave=(1, 2)))
    assert after.treats[0] == (6 - 2 + 6 - 1, 4 - 3 + 2 - 2)
    assert after.row[5] == rich.pile[0] and after.row_treats[5] == (1, 2)
    check_invariants(after)


def test_an_empty_draw_pile_is_made_from_the_shuffled_discards() -> None:
    row = some_row()
    pile_card = card("llama", 3, "red")
    others = [c for c in range(DECK_SIZE) if c not in row and c != pile_card]
    state = build_state([[E] * 9, [E] * 9], row, pile=[pile_card], discard=others)
    after = ALPACAS.apply(state, Take(0, 0))
    assert after.row[5] == pile_card
    assert after.discard == () and sorted(after.pile) == sorted(others)
    assert after.pile != tuple(others), "the discards are shuffled"
    kinds = [e.kind for e in ALPACAS.events(after)]
    assert "reshuffle" in kinds
    assert all(e.reveals for e in ALPACAS.events(after) if e.kind in ("draw", "reshuffle"))
    check_invariants(after)


def test_line_conditions() -> None:
    """Same animal; same colour, caps and bandanas mixed; same digit or a run in order."""
    red = [card("llama", 1, "red"), card("alpaca", 2, "red"), card("llama", 3, "red")]
    assert line_score(red) == 4  # colour + run 1-2-3 (animals differ)
    assert line_score([card("llama", 4, "red"), card("alpaca", 3, "blue"), card("llama", 2, "green")]) == 2
    assert line_score([card("llama", 1, "red"), card("alpaca", 3, "blue"), card("llama", 2, "green")]) == 0
    assert line_score([card("llama", 1, "red"), card("alpaca", 2, "blue"), card("llama", 4, "green")]) == 0
    three = [card("alpaca", 2, "red"), card("alpaca", 2, "red", 1), card("alpaca", "*", "red")]
    assert line_score(three) == 6
    assert line_score([card("alpaca", 2, "red"), card("alpaca", 3, "pink"), card("alpaca", 1, "green")]) == 2
    # A star fills a run only with a digit that exists (1 to 4).
    assert line_score([card("llama", "*", "red"), card("alpaca", 1, "blue"), card("llama", 2, "green")]) == 0
    assert line_score([card("llama", "*", "red"), card("alpaca", 2, "blue"), card("llama", 3, "green")]) == 2


def test_adams_example() -> None:
    """"Adam puts a card with a llama wearing a green cap and a star ... the row has 3 llamas,
    and the star can match the digit 1 on the other 2 cards. So Adam scores 4 points.\""""
    star = card("llama", "*", "green")
    board = [card("llama", 1, "red"), card("llama", 1, "blue"), E, E, E, E, E, E, E]
    state = build_state([board, [E] * 9], some_row(star))
    after = ALPACAS.apply(state, Take(0, 2))
    assert after.scores[0] == 4
    assert after.boards[0][:3] == (E, E, E)
    assert set(after.discard) == {star, board[0], board[1]}
    assert [e.kind for e in ALPACAS.events(after)][:2] == ["take", "score"]


def test_toms_example() -> None:
    """"Tom puts a card with an alpaca wearing a white bandana ... cannot score this row"."""
    white = card("alpaca", 4, "white")
    board = [card("llama", 1, "red"), card("alpaca", 2, "blue"), E, E, E, E, E, E, E]
    state = build_state([board, [E] * 9], some_row(white))
    after = ALPACAS.apply(state, Take(0, 2))
    assert after.scores[0] == 0
    assert after.boards[0][:3] == (board[0], board[1], white), "the cards stay"
    assert "no_score" in [e.kind for e in ALPACAS.events(after)]


def test_a_row_and_a_column_at_once_with_one_wild_value() -> None:
    """"the player must pick one digit or color for the wild symbol and apply the same choice
    when scoring the row and the column.\""""
    star = card("alpaca", "*", "pink")
    # Row 1: 2 _ 2 (animals and colours differ); column 2: _ 4 2 reads "*,4,2": a run needs 6.
    # Column 2 top-to-bottom: star, 3, 2 is a run 4-3-2 with the star as 4.
    board = [card("llama", 2, "red"), E, card("alpaca", 2, "blue"),
             E, card("llama", 3, "green"), E,
             E, card("llama", 2, "green"), E]
    state = build_state([board, [E] * 9], some_row(star))
    assert completed_lines([*board[:1], star, *board[2:]], 1) == ((0, 1, 2), (1, 4, 7))
    takes = [a for a in ALPACAS.legal_actions(state) if isinstance(a, Take) and a.index == 0 and a.cell == 1]
    assert sorted(a.wild for a in takes if a.wild) == ["1", "2", "3", "4"]
    reason = ALPACAS.why_illegal(state, Take(0, 1))
    assert reason is not None and "name one digit" in reason
    as_two = ALPACAS.apply(state, Take(0, 1, wild="2"))
    assert as_two.scores[0] == 2 and as_two.boards[0][0] is None and as_two.boards[0][4] is not None
    as_four = ALPACAS.apply(state, Take(0, 1, wild="4"))
    assert as_four.scores[0] == 2 and as_four.boards[0][0] is not None and as_four.boards[0][4] is None
    as_one = ALPACAS.apply(state, Take(0, 1, wild="1"))
    assert as_one.scores[0] == 0 and as_one.boards[0][1] == star
    # A placement elsewhere needs no value.
    assert ALPACAS.why_illegal(state, Take(0, 3, wild="2")) is not None


def test_a_row_and_a_column_both_scoring() -> None:
    """"a player might complete both a row and a column; in this case, they gain points for both\""""
    placed = card("llama", 3, "red")
    board = [card("llama", 3, "red", 1), card("llama", 3, "blue"), E,
             E, E, card("alpaca", 1, "red"),
             E, E, card("alpaca", 2, "red")]
    state = build_state([board, [E] * 9], some_row(placed))
    after = ALPACAS.apply(state, Take(0, 2))
    # Row: three llamas, all 3 = 4 points; column: all red, run 3-1-2? no: 3,1,2 -> colour only = 2.
    assert after.scores[0] == 6
    assert all(c is None for c in after.boards[0])


def test_moving_a_card_can_score() -> None:
    board = [card("llama", 1, "red"), card("llama", 2, "blue"), E,
             E, E, E,
             E, E, card("alpaca", 3, "green")]
    state = build_state([board, [E] * 9], some_row())
    assert ALPACAS.why_illegal(state, Move(8, 0)) is not None
    assert ALPACAS.why_illegal(state, Move(3, 2)) is not None
    after = ALPACAS.apply(state, Move(8, 2))
    assert after.scores[0] == 2  # run 1-2-3
    assert after.row == state.row and after.treats == state.treats


def test_pass_only_with_a_full_board() -> None:
    full = [card("llama", 1, "red"), card("alpaca", 3, "blue"), card("llama", 2, "green"),
            card("alpaca", 4, "green"), card("llama", 1, "blue"), card("alpaca", 4, "red"),
            card("llama", 2, "pink"), card("alpaca", 1, "green"), card("alpaca", 3, "pink")]
    state = build_state([full, [E] * 9], some_row())
    assert ALPACAS.legal_actions(state) == [PASS]
    assert ALPACAS.why_illegal(state, Take(0, 0)) is not None
    open_state = build_state([[E] * 9, full], some_row())
    assert ALPACAS.why_illegal(open_state, PASS) is not None


def near_end(first: int, scorer: int) -> object:
    """Three seats; ``scorer`` is to move with 16 points and can score 2 with the first card."""
    board = [card("llama", 1, "red"), card("llama", 2, "blue"), E, E, E, E, E, E, E]
    boards = [[E] * 9 for _ in range(3)]
    boards[scorer] = board
    scores = [0, 0, 0]
    scores[scorer] = 16
    turns = [5 if (seat - first) % 3 < (scorer - first) % 3 else 4 for seat in range(3)]
    return build_state(boards, some_row(card("alpaca", 3, "green")), scores=scores, current=scorer,
                       first=first, turns=turns)


@pytest.mark.parametrize("scorer", [0, 1, 2])
def test_reaching_18_finishes_the_round_with_equal_turns(scorer: int) -> None:
    """"Finish the round, so that each player has the same number of turns. (The player sitting
    to the right of the first player gets the final turn.)\""""
    state = near_end(0, scorer)
    state = ALPACAS.apply(state, Take(0, 2))  # type: ignore[arg-type]
    assert state.scores[scorer] == 18 and state.end_triggered
    while not ALPACAS.is_over(state):
        with pytest.raises(GameNotOverError):
            ALPACAS.outcome(state)
        state = ALPACAS.apply(state, ALPACAS.legal_actions(state)[0])
    assert state.turns == (5, 5, 5)
    assert ALPACAS.events(state)[-1].kind == "game_over"
    with pytest.raises(IllegalActionError):
        ALPACAS.apply(state, Take(0, 0))


def test_ties_go_to_the_most_treats_then_are_shared() -> None:
    state = build_state([[E] * 9] * 3, some_row(), scores=[18, 18, 10], treats=[(2, 2), (3, 2), (4, 5)],
                        turns=[4, 4, 3], current=2, end_triggered=True)
    over = ALPACAS.apply(state, Take(0, 0))
    assert ALPACAS.outcome(over).winners == (1,)
    even = build_state([[E] * 9] * 3, some_row(), scores=[18, 18, 10], treats=[(2, 3), (3, 2), (4, 4)],
                       turns=[4, 4, 3], current=2, end_triggered=True)
    assert ALPACAS.outcome(ALPACAS.apply(even, Take(0, 0))).winners == (0, 1)


def test_wild_cards_are_sixteen_and_unique() -> None:
    from llamagames.rules.alpacas.components import CARDS
    assert len(CARDS) == 80 and len(WILD_CARDS) == 16
    assert len({CARDS[c] for c in WILD_CARDS}) == 16
    plain = [CARDS[c] for c in range(80) if c not in WILD_CARDS]
    assert all(plain.count(spec) == 2 for spec in plain)


def dead_boards(count: int, seed: int = 0) -> list[list[int | None]]:
    """``count`` full boards of plain cards where no row or column scores."""
    import random

    from llamagames.rules.alpacas.components import COLUMNS, ROWS

    rng = random.Random(seed)
    plain = [c for c in range(DECK_SIZE) if not IS_WILD[c]]
    while True:
        cards = rng.sample(plain, 9 * count)
        boards: list[list[int | None]] = [list(cards[9 * k:9 * k + 9]) for k in range(count)]
        if all(line_score([b[i] for i in line]) == 0 for b in boards for line in ROWS + COLUMNS):  # type: ignore[misc]
            return boards


def test_when_every_board_is_full_the_round_is_finished_and_the_game_ends() -> None:
    boards = dead_boards(2)
    row = [c for c in range(DECK_SIZE) if all(c not in b for b in boards)][:6]
    state = build_state(boards, row, scores=[6, 8], treats=[(3, 3), (3, 3)], turns=[9, 9])
    assert ALPACAS.legal_actions(state) == [PASS]
    state = ALPACAS.apply(state, PASS)
    assert state.end_triggered and not ALPACAS.is_over(state)
    state = ALPACAS.apply(state, PASS)
    assert ALPACAS.is_over(state) and ALPACAS.outcome(state).winners == (1,)


def test_move_log_sentences_speak_to_the_viewer() -> None:
    from llamagames.rules.core import Narrator

    star = card("llama", "*", "green")
    board = [card("llama", 1, "red"), card("llama", 1, "blue"), E, E, E, E, E, E, E]
    state = build_state([board, [E] * 9], some_row(card("alpaca", 1, "pink"), star))
    after = ALPACAS.apply(state, Take(1, 2, (PAY_CARROT,)))
    events = ALPACAS.events(after)
    mine = [ALPACAS.describe(e, Narrator(["Ann", "Ben"], 0)) for e in events]
    theirs = [ALPACAS.describe(e, Narrator(["Ann", "Ben"], 1)) for e in events]
    assert mine[0].startswith("You take the llama star green (2nd in the row), paying 1 carrot")
    assert theirs[0].startswith("Ann takes the llama star green")
    assert mine[1].startswith("You score 4 points") and theirs[1].startswith("Ann scores 4 points")
    assert any("joins the row" in s for s in mine)
