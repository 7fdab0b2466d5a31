"""L.L.A.M.A.: every rule sentence and example of the rulebook, on positions built by hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from llamagames.rules.core import IllegalActionError, Narrator, offered_options
from llamagames.rules.llama import (
    DECK,
    DRAW,
    LLAMA,
    LLAMA_CARD,
    PLAY_CARD,
    QUIT,
    RETURN_BLACK,
    RETURN_WHITE,
    PlayCard,
    ReturnChip,
    _shuffled,
    build_state,
    can_play_on,
    card_label,
    chips,
    penalty,
)

from .llama_helpers import all_cards, no_pile_state, rest_of_deck

L = LLAMA_CARD


def kinds(state):
    return [e.kind for e in LLAMA.events(state)]


# --- Components and setup ---


def test_the_deck_has_8_of_each_value_and_8_llamas():
    assert len(DECK) == 56
    assert Counter(DECK) == {v: 8 for v in (1, 2, 3, 4, 5, 6, L)}


@pytest.mark.parametrize("num_players", range(2, 7))
def test_setup_deals_6_each_and_turns_up_one_card(num_players):
    state = LLAMA.new_game(num_players, seed=11)
    assert [len(h) for h in state.hands] == [6] * num_players
    assert len(state.discard) == 1
    assert len(state.draw_pile) == 56 - 6 * num_players - 1
    assert all_cards(state) == Counter(DECK)
    assert all(list(h) == sorted(h) for h in state.hands)
    assert state.round == 1 and state.phase == "play"
    assert state.current == 0 and state.round_starter == 0  # the youngest player starts
    assert state.totals == (0,) * num_players
    assert state.quit == (False,) * num_players
    assert kinds(state) == ["deal"]
    deal = LLAMA.events(state)[0]
    assert deal.get("discard_top") == state.discard[-1] and deal.get("round") == 1


@pytest.mark.parametrize("num_players", [0, 1, 7])
def test_player_counts_outside_2_to_6_are_refused(num_players):
    with pytest.raises(ValueError, match="2 to 6 players"):
        LLAMA.new_game(num_players, seed=1)


def test_the_only_option_offered_is_the_first_player():
    assert [o.key for o in offered_options(LLAMA)] == ["first_player"]
    assert [o.key for o in LLAMA.options] == ["first_player", "deal"]  # the shuffle, never offered
    with pytest.raises(ValueError, match="no option"):
        LLAMA.new_game(3, seed=1, jokers=True)


def test_the_youngest_player_starts_the_first_round():
    # "The youngest player starts the first round." The youngest sits in seat 1 by default.
    assert LLAMA.new_game(4, seed=3).current == 0
    assert LLAMA.new_game(4, seed=3, first_player=3).current == 2
    drawn = {LLAMA.new_game(4, seed=s, first_player="random").current for s in range(40)}
    assert drawn == {0, 1, 2, 3}
    with pytest.raises(ValueError, match="only 4 players"):
        LLAMA.new_game(4, seed=3, first_player=5)


def test_the_seed_decides_the_deal():
    assert LLAMA.new_game(4, seed=5) == LLAMA.new_game(4, seed=5)
    deals = {LLAMA.new_game(4, seed=s).hands for s in range(20)}
    assert len(deals) == 20


# --- Which card may be played ---


@pytest.mark.parametrize("top, allowed", [
    (1, {1, 2}), (3, {3, 4}), (5, {5, 6}), (6, {6, L}), (L, {L, 1}),
])
def test_same_value_or_one_higher_in_a_loop(top, allowed):
    assert {v for v in (1, 2, 3, 4, 5, 6, L) if can_play_on(top, v)} == allowed


def test_card_labels():
    assert [card_label(v) for v in (1, 6, L)] == ["1", "6", "Llama"]


def test_legal_actions_list_plays_then_draw_then_quit():
    state = build_state([(3, 4, 5, L), (1, 2)], discard=(3,))
    assert LLAMA.legal_actions(state) == [PLAY_CARD[3], PLAY_CARD[4], DRAW, QUIT]


def test_a_6_takes_a_6_or_a_llama_and_a_llama_takes_a_llama_or_a_1():
    on_six = build_state([(1, 6, L), (2,)], discard=(6,))
    assert LLAMA.legal_actions(on_six) == [PLAY_CARD[6], PLAY_CARD[L], DRAW, QUIT]
    on_llama = build_state([(1, 2, 6, L), (2,)], discard=(L,))
    assert LLAMA.legal_actions(on_llama) == [PLAY_CARD[L], PLAY_CARD[1], DRAW, QUIT]


def test_playing_moves_the_card_to_the_discard_pile_and_passes_the_turn():
    state = build_state([(3, 4, 4, 6), (1, 2), (5, 5)], discard=(3,))
    after = LLAMA.apply(state, PlayCard(4))
    assert after.hands[0] == (3, 4, 6)
    assert after.discard[-1] == 4 and len(after.discard) == 2
    assert after.current == 1
    assert after.draw_pile == state.draw_pile
    assert [(e.kind, e.seat, e.get("card")) for e in LLAMA.events(after)] == [("play", 0, 4)]


def test_drawing_takes_the_top_card_and_ends_the_turn():
    state = build_state([(3, 6), (1, 2)], discard=(4,), draw_pile=rest_of_deck((3, 6), (1, 2), (4,), top=5))
    after = LLAMA.apply(state, DRAW)
    assert after.hands[0] == (3, 5, 6)
    assert after.draw_pile == state.draw_pile[:-1]
    assert after.current == 1
    assert [(e.kind, e.seat, e.get("card")) for e in LLAMA.events(after)] == [("draw", 0, 5)]


def test_the_turn_skips_players_who_quit():
    state = build_state([(3,), (4,), (5,), (6,)], discard=(3,), current=0, quit=(False, True, True, False))
    after = LLAMA.apply(state, DRAW)
    assert after.current == 3
    after = LLAMA.apply(after, DRAW)
    assert after.current == 0


# --- Quitting ---


def test_quitting_is_allowed_even_with_a_playable_card():
    state = build_state([(3, 4), (1, 2), (5,)], discard=(3,))
    assert QUIT in LLAMA.legal_actions(state)
    after = LLAMA.apply(state, QUIT)
    assert after.quit == (True, False, False)
    assert after.hands[0] == (3, 4)  # laid down, still there for scoring
    assert after.current == 1
    assert kinds(after) == ["quit"]


def test_cards_laid_down_still_count():
    state = build_state([(3, 4, L), (1, 2)], discard=(5,), current=1, quit=(True, False))
    ended = LLAMA.apply(state, QUIT)
    assert ended.last_round.penalties == (3 + 4 + 10, 1 + 2)
    assert ended.totals == (17, 3)


def test_a_player_who_quit_cannot_come_back():
    state = build_state([(3,), (4, 5), (6,), (2,)], discard=(3,), current=1, quit=(True, False, False, False))
    after = LLAMA.apply(state, QUIT)
    assert after.current == 2
    after = LLAMA.apply(after, DRAW)
    assert after.current == 3
    after = LLAMA.apply(after, DRAW)
    assert after.current == 2  # seats 0 and 1 have quit for the rest of the round


# --- The last player left ---


def test_the_last_player_left_may_play_or_quit_but_not_draw():
    state = build_state([(3, 4, 6), (1,), (2,)], discard=(3,), current=0, quit=(False, True, True))
    assert state.draw_pile
    assert LLAMA.legal_actions(state) == [PLAY_CARD[3], PLAY_CARD[4], QUIT]
    with pytest.raises(IllegalActionError) as err:
        LLAMA.apply(state, DRAW)
    assert str(err.value) == "You are the last player in the round: you can play or quit, but not draw."


def test_the_last_player_keeps_playing_while_they_can():
    state = build_state([(3, 4, 6), (1,), (2,)], discard=(3,), current=1, quit=(False, False, True))
    state = LLAMA.apply(state, QUIT)  # seat 1 quits: seat 0 is the last player
    assert state.current == 0
    state = LLAMA.apply(state, PlayCard(3))
    assert state.current == 0
    state = LLAMA.apply(state, PlayCard(4))
    assert state.current == 0
    assert LLAMA.legal_actions(state) == [QUIT]  # a 6 cannot go on a 4, and no drawing
    ended = LLAMA.apply(state, QUIT)
    assert kinds(ended) == ["quit", "round_end", "deal"]
    assert ended.last_round.ender == 0 and ended.last_round.emptied is None
    assert ended.round == 2 and ended.current == 0 and ended.round_starter == 0


def test_the_last_player_who_plays_out_their_hand_ends_the_round():
    state = build_state([(3, 4), (1,)], discard=(3,), quit=(False, True))
    state = LLAMA.apply(state, PlayCard(3))
    ended = LLAMA.apply(state, PlayCard(4))
    assert ended.last_round.emptied == 0 and ended.last_round.penalties == (0, 1)


# --- The empty draw pile ---


def test_with_an_empty_draw_pile_a_player_must_play_or_quit():
    state = no_pile_state([(4, 5, 6), (1,)], top=4)
    assert state.draw_pile == ()
    assert LLAMA.legal_actions(state) == [PLAY_CARD[4], PLAY_CARD[5], QUIT]
    with pytest.raises(IllegalActionError) as err:
        LLAMA.apply(state, DRAW)
    assert str(err.value) == "The draw pile is empty: play a card or quit."


def test_with_an_empty_draw_pile_and_nothing_playable_only_quitting_is_left():
    state = no_pile_state([(1, 2), (1,)], top=4)
    assert LLAMA.legal_actions(state) == [QUIT]


# --- The round ends ---


def test_the_round_ends_at_once_when_a_hand_empties():
    state = build_state([(2, 4), (5,), (1, 1, 3)], discard=(4,), current=1, totals=(3, 0, 8))
    ended = LLAMA.apply(state, PlayCard(5))
    # Seat 1 has no chips: nothing to return, the next round is dealt at once.
    assert kinds(ended) == ["play", "round_end", "deal"]
    result = ended.last_round
    assert result.ender == 1 and result.emptied == 1
    assert result.hands == ((2, 4), (), (1, 1, 3))
    assert result.penalties == (6, 0, 4)
    assert result.totals_after == (9, 0, 12) == ended.totals
    assert result.returned == 0 and result.round == 1
    # the next round: dealt afresh from all 56 cards, started by the player who ended it
    assert ended.round == 2 and ended.phase == "play"
    assert ended.current == 1 and ended.round_starter == 1
    assert [len(h) for h in ended.hands] == [6, 6, 6] and len(ended.discard) == 1
    assert ended.quit == (False, False, False)
    assert all_cards(ended) == Counter(DECK)


def test_the_round_ends_when_everyone_has_quit_and_the_last_to_quit_starts_the_next():
    state = build_state([(2,), (5,), (1,)], discard=(4,), current=2, quit=(True, True, False))
    ended = LLAMA.apply(state, QUIT)
    assert ended.last_round.ender == 2 and ended.last_round.emptied is None
    assert ended.current == 2 and ended.round_starter == 2


def test_each_round_is_dealt_from_its_own_shuffle():
    first = LLAMA.new_game(4, seed=3)
    state = first
    while state.round == 1:
        state = LLAMA.apply(state, QUIT)
    assert state.round == 2
    assert state.hands != first.hands or state.discard != first.discard


# --- Penalties ---


def test_rulebook_example_two_1s_and_a_llama_cost_11():
    assert penalty((1, 1, L)) == 11
    assert chips(11) == (1, 1)  # one white chip and one black chip


def test_each_value_counts_once():
    assert penalty((5, 5, 5)) == 5
    assert penalty((L, L)) == 10
    assert penalty((2, 3, 3, 6, L, L, L)) == 2 + 3 + 6 + 10
    assert penalty(()) == 0
    assert penalty((1, 2, 3, 4, 5, 6, L)) == 31


def test_chips_show_a_total_as_whites_and_blacks():
    assert chips(0) == (0, 0)
    assert chips(7) == (7, 0)
    assert chips(40) == (0, 4)
    assert chips(59) == (9, 5)


# --- Returning a chip after emptying the hand ---


def emptying_state(total: int, others: tuple[int, ...] = (0,)) -> object:
    """Seat 0 is about to play its last card, a 4 on a 4, holding ``total`` points."""
    hands = [(4,)] + [(1, 2)] * len(others)
    return build_state(hands, discard=(4,), totals=(total, *others))


def test_an_emptier_without_chips_has_nothing_to_return():
    ended = LLAMA.apply(emptying_state(0), PlayCard(4))
    assert ended.phase == "play" and ended.round == 2
    assert ended.totals == (0, 3)


def test_an_emptier_with_7_points_may_only_return_a_white_chip():
    state = LLAMA.apply(emptying_state(7), PlayCard(4))
    assert kinds(state) == ["play", "round_end"]
    assert state.phase == "return_chip" and state.current == 0 and state.round == 1
    assert state.totals == (7, 3)
    assert LLAMA.legal_actions(state) == [RETURN_WHITE]
    with pytest.raises(IllegalActionError, match="only return 1"):
        LLAMA.apply(state, RETURN_BLACK)
    after = LLAMA.apply(state, RETURN_WHITE)
    assert kinds(after) == ["return_chip", "deal"]
    assert LLAMA.events(after)[0].get("points") == 1
    assert after.totals == (6, 3)
    assert after.last_round.returned == 1 and after.last_round.totals_after == (6, 3)
    assert after.round == 2 and after.current == 0


def test_an_emptier_with_15_points_may_return_10_or_1():
    state = LLAMA.apply(emptying_state(15), PlayCard(4))
    assert LLAMA.legal_actions(state) == [RETURN_BLACK, RETURN_WHITE]
    assert LLAMA.apply(state, RETURN_BLACK).totals == (5, 3)
    assert LLAMA.apply(state, RETURN_WHITE).totals == (14, 3)


def test_with_exactly_10_points_a_black_chip_brings_the_total_to_0():
    state = LLAMA.apply(emptying_state(10), PlayCard(4))
    assert LLAMA.legal_actions(state) == [RETURN_BLACK, RETURN_WHITE]
    assert LLAMA.apply(state, RETURN_BLACK).totals == (0, 3)


def test_only_the_chip_return_is_possible_while_it_is_pending():
    state = LLAMA.apply(emptying_state(15), PlayCard(4))
    for action in (DRAW, QUIT, PlayCard(1)):
        with pytest.raises(IllegalActionError, match="return a chip"):
            LLAMA.apply(state, action)
    with pytest.raises(IllegalActionError, match="10 or 1"):
        LLAMA.apply(state, ReturnChip(5))


def test_a_chip_return_is_refused_during_play():
    state = build_state([(3,), (1,)], discard=(3,))
    with pytest.raises(IllegalActionError, match="emptied their hand"):
        LLAMA.apply(state, RETURN_WHITE)


# --- End of the game ---


def test_the_game_ends_after_the_round_in_which_someone_reaches_40():
    state = build_state([(4,), (1, 2)], discard=(4,), current=0, totals=(0, 37))
    over = LLAMA.apply(state, PlayCard(4))
    assert kinds(over) == ["play", "round_end", "game_over"]
    assert over.phase == "over" and over.current is None and LLAMA.is_over(over)
    assert LLAMA.legal_actions(over) == []
    outcome = LLAMA.outcome(over)
    assert outcome.scores == (0, 40) and outcome.lower_is_better
    assert outcome.winners == (0,)
    assert LLAMA.events(over)[-1].get("winners") == (0,)


def test_a_round_below_40_does_not_end_the_game():
    state = build_state([(4,), (1, 2)], discard=(4,), current=0, totals=(0, 36))
    after = LLAMA.apply(state, PlayCard(4))
    assert after.phase == "play" and after.totals == (0, 39)


def test_the_lowest_totals_share_the_victory():
    state = build_state([(2,), (1, 2), (5,)], discard=(4,), current=2, quit=(True, True, False),
                        totals=(18, 19, 38))
    over = LLAMA.apply(state, QUIT)
    assert over.totals == (20, 22, 43)
    assert LLAMA.outcome(over).winners == (0,)
    state = build_state([(2,), (1,), (5,)], discard=(4,), current=2, quit=(True, True, False),
                        totals=(18, 19, 38))
    over = LLAMA.apply(state, QUIT)
    assert over.totals == (20, 20, 43)
    assert LLAMA.outcome(over).winners == (0, 1)
    names = Narrator(["Ann", "Bo", "Cy"], 1)
    assert LLAMA.describe(LLAMA.events(over)[-1], names) == "The game is over: Ann and you share the win."


def test_the_chip_return_comes_before_the_end_of_the_game():
    state = build_state([(4,), (L, 1, 2)], discard=(4,), current=0, totals=(12, 30))
    pending = LLAMA.apply(state, PlayCard(4))
    assert pending.phase == "return_chip" and pending.totals == (12, 43)
    over = LLAMA.apply(pending, RETURN_BLACK)
    assert kinds(over) == ["return_chip", "game_over"]
    assert over.totals == (2, 43) and LLAMA.outcome(over).winners == (0,)


def test_the_outcome_of_a_game_in_progress_is_refused():
    with pytest.raises(ValueError, match="not over"):
        LLAMA.outcome(LLAMA.new_game(2, seed=1))


# --- Refusals in a player's words ---


def test_an_unplayable_card_is_refused_with_the_choices():
    state = no_pile_state([(4, 5, 6), (1,)], top=4)
    with pytest.raises(IllegalActionError) as err:
        LLAMA.apply(state, PlayCard(6))
    assert str(err.value) == "A 6 cannot go on a 4. You can only play a 4, a 5 or quit."


def test_a_card_not_in_hand_is_refused():
    state = build_state([(4, 6), (1,)], discard=(4,))
    with pytest.raises(IllegalActionError) as err:
        LLAMA.apply(state, PlayCard(5))
    assert str(err.value) == "You have no 5 in your hand. You can only play a 4, draw or quit."
    state = build_state([(1, 2), (1,)], discard=(6,))
    with pytest.raises(IllegalActionError, match="You have no llama in your hand. You can only draw or quit."):
        LLAMA.apply(state, PlayCard(L))


def test_a_card_that_does_not_exist_is_refused():
    state = build_state([(4, 6), (1,)], discard=(4,))
    with pytest.raises(IllegalActionError, match="no card '9'"):
        LLAMA.apply(state, PlayCard(9))


def test_acting_out_of_turn_is_refused():
    state = build_state([(4, 6), (1,), (2,)], discard=(4,))
    with pytest.raises(IllegalActionError) as err:
        LLAMA.apply(state, DRAW, seat=2)
    assert str(err.value) == "It is not your turn."
    assert LLAMA.apply(state, DRAW, seat=0).current == 1


def test_nothing_is_possible_once_the_game_is_over():
    state = build_state([(4,), (1, 2)], discard=(4,), totals=(0, 40))
    over = LLAMA.apply(state, PlayCard(4))
    with pytest.raises(IllegalActionError, match="The game is over."):
        LLAMA.apply(over, QUIT)


def test_why_illegal_is_none_exactly_for_legal_actions():
    state = build_state([(3, 4, L), (1,), (2,)], discard=(3,), quit=(False, False, True))
    legal = LLAMA.legal_actions(state)
    for action in (*PLAY_CARD.values(), DRAW, QUIT, RETURN_BLACK, RETURN_WHITE):
        assert (LLAMA.why_illegal(state, action) is None) == (action in legal)


def chi_square(counts: Counter, expected: float) -> float:
    return sum((n - expected) ** 2 / expected for n in counts.values())


def test_the_turned_up_card_is_any_value_equally_often():
    tops = Counter(LLAMA.new_game(2, seed=s).discard[-1] for s in range(3500))
    assert set(tops) == {1, 2, 3, 4, 5, 6, L}
    assert chi_square(tops, 500) < 35  # 6 degrees of freedom: p < 1e-5 for a fair deal


def test_the_shuffle_gives_every_order_equally_often():
    rng = random.Random(4)
    orders = Counter(tuple(_shuffled(rng, (1, 2, 3))) for _ in range(6000))
    assert len(orders) == 6
    assert chi_square(orders, 1000) < 30  # 5 degrees of freedom


def test_the_refusal_to_return_a_black_chip_says_1_point_in_the_singular() -> None:
    from llamagames.rules import GAMES

    words = GAMES["llama"].words
    assert words.say("holds_only", "en", {"total": 1}) == "You hold only 1 point: you can only return 1."
    assert words.say("holds_only", "en", {"total": 7}) == "You hold only 7 points: you can only return 1."
    assert "1点" in words.say("holds_only", "ja", {"total": 1})
