"""Llamagedón rules, sentence by sentence: each card's effect, Block chains, the end, ties."""

from __future__ import annotations

import pytest

from llamagames.rules.core import GameNotOverError, IllegalActionError, Narrator
from llamagames.rules.llamagedon import (
    BLOCK,
    DRAW_TWO,
    LET,
    LLAMAGEDON,
    PASS,
    Attack,
    Build,
    Phase,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
    all_cards,
    build_state,
)
from llamagames.rules.llamagedon.cards import (
    ATTACK,
    BLUE,
    COUNTS,
    DRAW2,
    GREEN,
    LLAMAGEDON_CARD,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
)
from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD

from .llamagedon_helpers import check_invariants, let_all, window

G = LLAMAGEDON


# --- Setup -------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_deals_four_and_hides_the_llamagedon_card_in_the_lower_half(n: int) -> None:
    """"Take out the Llamagedón card ... deal FOUR ... put back the Llamagedón card shuffled
    back in the lower half of the deck"; seat 0 has drawn its first card."""
    for seed in range(20):
        state = G.new_game(n, seed)
        check_invariants(state)
        sizes = [len(h) + len(a) for h, a in zip(state.hands, state.areas)]
        assert sizes == [5] + [4] * (n - 1)
        position = state.deck.index(LLAMAGEDON_CARD)
        total = len(state.deck) + 1  # seat 0 drew one card from the top
        assert position < total - total // 2 + 1
        assert state.lower_part >= position + 1


def test_two_players_remove_two_shelters_and_hold_up_to_nine() -> None:
    state = G.new_game(2, 3)
    assert state.removed == (SHELTER, SHELTER)
    assert sum(all_cards(state).values()) == 55
    assert G.new_game(3, 3).removed == ()


def test_new_game_refuses_bad_arguments_in_words() -> None:
    with pytest.raises(ValueError, match="2 to 5"):
        G.new_game(6, 1)
    with pytest.raises(ValueError, match="whole number"):
        G.new_game(3.0, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no option"):
        G.new_game(3, 1, jokers=True)
    with pytest.raises(ValueError, match="Hand limit"):
        G.new_game(3, 1, hand_limit="yes")


# --- Shelters and builds -----------------------------------------------------------------


def test_a_drawn_shelter_card_is_placed_at_once() -> None:
    state = build_state([[RED], [BLUE], [GREEN]], top=[SHELTER], turn=2)
    state = G.apply(state, PASS)  # seat 2 ends; seat 0 draws the Shelter
    assert state.turn == 0 and state.areas[0] == ((SHELTER,),)
    assert SHELTER not in state.hands[0]


def test_builds_pair_a_colour_a_wild_or_two_wilds_and_are_not_actions() -> None:
    state = build_state([[RED, RED, BLUE, WILD, WILD, GREEN], [BLUE], [GREEN]])
    legal = G.legal_actions(state)
    assert Build(RED, RED) in legal and Build(RED, WILD) in legal and Build(WILD, WILD) in legal
    assert Build(BLUE, BLUE) not in legal
    assert "do not hold" in (G.why_illegal(state, Build(BLUE, BLUE)) or "")
    state = G.apply(state, Build(RED, RED))
    state = G.apply(state, Build(BLUE, WILD))
    assert state.areas[0] == ((RED, RED), (BLUE, WILD))
    assert state.phase is Phase.MAIN and state.turn == 0  # still the same turn


def test_any_player_may_take_a_wild_back_with_the_matching_colour() -> None:
    state = build_state([[YELLOW, GREEN], [BLUE], [GREEN]], [[], [(YELLOW, WILD)], []])
    assert Replace(1, 0) in G.legal_actions(state)
    state = G.apply(state, Replace(1, 0))
    assert state.areas[1] == ((YELLOW, YELLOW),)
    assert sorted(state.hands[0]) == [GREEN, WILD]
    assert G.why_illegal(state, Replace(1, 0)) == "That shelter has no Wild in it."


# --- Actions -------------------------------------------------------------------------------


def test_attack_destroys_a_shelter_into_the_discard_pile() -> None:
    state = build_state([[ATTACK], [BLUE], [GREEN]], [[], [(RED, WILD), (SHELTER,)], []])
    state = let_all(G.apply(state, Attack(1, 0)))
    assert state.areas[1] == ((SHELTER,),)
    assert sorted(state.discard) == sorted([ATTACK, RED, WILD])
    assert state.turn == 1
    check_invariants(state)


def test_steal_moves_the_shelter_to_the_thief() -> None:
    state = build_state([[STEAL], [BLUE], [GREEN]], [[], [(BLUE, WILD)], []])
    state = let_all(G.apply(state, Steal(1, 0)))
    assert state.areas[0] == ((BLUE, WILD),) and state.areas[1] == ()
    assert state.discard == (STEAL,)


def test_attack_and_steal_need_a_target_of_another_player() -> None:
    state = build_state([[STEAL, ATTACK], [BLUE], [GREEN]], [[(SHELTER,)], [], []])
    assert "own" in (G.why_illegal(state, Attack(0, 0)) or "")
    assert "no such shelter" in (G.why_illegal(state, Steal(1, 0)) or "")


def test_protect_makes_a_shelter_immune_to_attack_and_steal() -> None:
    state = build_state([[PROTECT], [ATTACK, STEAL], [GREEN]], [[(SHELTER,)], [], []])
    state = let_all(G.apply(state, Protect(0)))
    assert state.areas[0] == ((SHELTER, PROTECT),)
    assert PROTECT not in state.discard  # the card stays on the shelter
    assert state.turn == 1
    legal = G.legal_actions(state)
    assert not any(isinstance(a, (Attack, Steal)) for a in legal)
    assert "protected" in (G.why_illegal(state, Attack(0, 0)) or "")
    assert "protected" in (G.why_illegal(state, Steal(0, 0)) or "")


def test_swap_exchanges_the_chosen_card_for_a_random_one_secretly() -> None:
    state = build_state([[SWAP, RED, BLUE], [GREEN, GREEN, GREEN], [YELLOW]])
    state = let_all(G.apply(state, Swap(1, RED)))
    assert sorted(state.hands[0]) == [BLUE, GREEN]
    assert state.hands[1].count(GREEN) == 2 and RED in state.hands[1]  # (and the card seat 1 drew)
    swap = next(e for e in G.events(state) if e.kind == "swap")
    assert swap.seen_by == frozenset({0, 1}) and swap.get("taken") == GREEN
    outsider = Narrator(["A", "B", "C"], 2)
    assert "green" not in G.describe(swap.for_viewer(2), outsider).lower()
    assert "green" in G.describe(swap, Narrator(["A", "B", "C"], 0)).lower()


def test_swap_cannot_be_the_last_card_or_target_an_empty_hand() -> None:
    alone = build_state([[SWAP], [GREEN], [YELLOW]])
    assert not any(isinstance(a, Swap) for a in G.legal_actions(alone))
    assert G.why_illegal(alone, Swap(1, SWAP)) == "A Swap cannot be played as your last card."
    empty = build_state([[SWAP, RED], [], [YELLOW]])
    assert Swap(1, RED) not in G.legal_actions(empty) and Swap(2, RED) in G.legal_actions(empty)
    assert "no cards" in (G.why_illegal(empty, Swap(1, RED)) or "")


def test_draw_two_cards_end_the_turn_and_a_drawn_shelter_is_placed() -> None:
    """"The cards drawn CAN NOT be played this turn ... UNLESS it is a Shelter card": the turn
    ends with the action, so only the Shelter reaches the table this turn."""
    state = build_state([[DRAW2], [GREEN], [YELLOW]], top=[BLOCK_CARD, SHELTER, RED])
    state = let_all(G.apply(state, DRAW_TWO))
    assert state.areas[0] == ((SHELTER,),)
    assert sorted(state.hands[0]) == [RED]  # the Resource stays in hand, unusable this turn
    assert state.turn == 1 and state.hands[1].count(BLOCK_CARD) == 1


def test_three_colours_take_any_card_from_the_discard_pile() -> None:
    state = build_state([[RED, BLUE, WILD, GREEN], [GREEN], [YELLOW]], discard=[ATTACK, SHELTER])
    legal = G.legal_actions(state)
    assert Recover(ATTACK, (RED, BLUE, WILD)) in legal
    assert "different colours" in (G.why_illegal(state, Recover(ATTACK, (RED, RED, BLUE))) or "")
    taken = let_all(G.apply(state, Recover(SHELTER, (RED, BLUE, GREEN))))
    assert taken.areas[0] == ((SHELTER,),)  # a Shelter goes to the play area
    assert sorted(taken.hands[0]) == [WILD]
    attack = let_all(G.apply(state, Recover(ATTACK, (BLUE, GREEN, WILD))))
    assert ATTACK in attack.hands[0] and ATTACK not in attack.discard


# --- Block windows ---------------------------------------------------------------------


def test_every_seat_is_asked_in_turn_order_ending_with_the_actor() -> None:
    state = build_state([[ATTACK], [], [GREEN], [BLUE]], [[], [(SHELTER,)], [], []])
    state = G.apply(state, Attack(1, 0))
    seats = []
    while state.phase is Phase.BLOCK:
        seat = G.current_player(state)
        assert G.legal_actions(state) == [LET]  # nobody holds a Block: still asked
        seats.append(seat)
        state = G.apply(state, LET)
    assert seats == [1, 2, 3, 0]


@pytest.mark.parametrize(
    "blockers, survives",
    [((), False), ((1,), True), ((1, 0), False), ((1, 0, 2), True)],
)
def test_block_chains_of_length_one_to_three(blockers: tuple[int, ...], survives: bool) -> None:
    """"A BLOCK CARD CAN BE BLOCKED": an odd number of Blocks cancels the Attack."""
    state = build_state([[ATTACK, BLOCK_CARD], [BLOCK_CARD], [BLOCK_CARD]], [[], [(SHELTER,)], []])
    state = G.apply(state, Attack(1, 0))
    state, asked = window(state, blockers)
    assert (state.areas[1] == ((SHELTER,),)) is survives
    assert state.discard.count(BLOCK_CARD) == len(blockers)
    assert (ATTACK in state.discard)
    assert asked[:1] == [1]
    check_invariants(state)


def test_after_a_block_the_questions_start_again_after_the_blocker() -> None:
    state = build_state([[ATTACK, BLOCK_CARD], [GREEN], [BLOCK_CARD]], [[], [(SHELTER,)], []])
    state = G.apply(state, Attack(1, 0))
    state, asked = window(state, [2])
    assert asked == [1, 2, 0, 1, 2]


def test_a_seat_asked_about_its_own_card_may_only_let_it_be() -> None:
    """A Block is played against another player's card: the actor, asked last about its own
    Attack, holds a Block and may still only let it be (a playtester was asked "Will you block
    it?" about the action he had just played); a Block on a Block stays open to the seat whose
    card it stopped, and the blocker is not asked to block its own Block."""
    state = build_state([[ATTACK, BLOCK_CARD, BLOCK_CARD], [BLOCK_CARD], [GREEN]], [[], [(SHELTER,)], []])
    state = G.apply(state, Attack(1, 0))
    state = G.apply(G.apply(state, LET), LET)  # Bo and Cy let it be
    assert G.current_player(state) == 0 and G.legal_actions(state) == [LET]
    assert not G.can_block(state, 0)
    assert G.why_illegal(state, BLOCK) == "It is your own card: only the other players may block it."
    with pytest.raises(IllegalActionError):
        G.apply(state, BLOCK)
    # Bo blocks the Attack: Ana, whose Attack it stopped, may block Bo's Block
    state = build_state([[ATTACK, BLOCK_CARD], [BLOCK_CARD], [GREEN]], [[], [(SHELTER,)], []])
    state = G.apply(G.apply(state, Attack(1, 0)), BLOCK)
    state = G.apply(state, LET)  # Cy
    assert G.current_player(state) == 0 and G.legal_actions(state) == [BLOCK, LET]
    state = G.apply(state, BLOCK)  # Ana's Block on Bo's Block: Bo is asked about it, ...
    assert G.current_player(state) == 1 and G.legal_actions(state) == [LET]  # (his only Block is played)
    state = G.apply(G.apply(state, LET), LET)
    assert G.current_player(state) == 0 and G.legal_actions(state) == [LET]  # ... Ana's own Block: let only
    assert let_all(state).areas[1] == ()  # two Blocks cancel out: the Attack happened


def test_a_block_cannot_be_played_without_a_block_card() -> None:
    state = build_state([[ATTACK], [GREEN], [YELLOW]], [[], [(SHELTER,)], []])
    state = G.apply(state, Attack(1, 0))
    assert "no Block" in (G.why_illegal(state, BLOCK) or "")
    with pytest.raises(IllegalActionError):
        G.apply(state, BLOCK)
    assert "answer" in (G.why_illegal(state, PASS) or "")


def test_a_blocked_protect_goes_to_the_discard_pile() -> None:
    state = build_state([[PROTECT], [BLOCK_CARD], [YELLOW]], [[(SHELTER,)], [], []])
    state, _ = window(G.apply(state, Protect(0)), [1])
    assert state.areas[0] == ((SHELTER,),) and PROTECT in state.discard


# --- The end ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_game_ends_after_exactly_two_more_rounds_with_the_drawer(n: int) -> None:
    hands = [[RED, RED, BLUE]] + [[GREEN] for _ in range(n - 1)]
    state = build_state(hands, top=[LLAMAGEDON_CARD], turn=n - 1, deck=None)
    drawer = 0
    state = G.apply(state, PASS)  # seat n-1 ends; seat 0 draws the Llamagedón card
    assert state.llamagedon_by == drawer and state.turn == drawer
    assert state.areas[0] == ((RED, RED),), "Built Shelters in hands are laid down at once"
    turns = []
    state = G.apply(state, PASS)  # the drawer finishes the turn
    while not G.is_over(state):
        turns.append(state.turn)
        state = G.apply(state, PASS)
    assert turns == [(drawer + 1 + i) % n for i in range(2 * n)]
    assert turns[-1] == drawer
    assert G.current_player(state) is None and G.legal_actions(state) == []


def test_outcome_only_at_the_end() -> None:
    with pytest.raises(GameNotOverError):
        G.outcome(G.new_game(3, 1))


def _ended(areas: list[list[tuple[int, ...]]], hands: list[list[int]]) -> object:
    state = build_state(hands, areas, llamagedon_by=0, turns_left=1, turn=0)
    state = G.apply(state, PASS)
    assert G.is_over(state)
    return G.outcome(state)


def test_most_shelters_win() -> None:
    outcome = _ended([[(SHELTER,), (RED, RED)], [(SHELTER,)], []], [[], [], []])
    assert outcome.winners == (0,) and outcome.scores == (2, 1, 0)  # type: ignore[attr-defined]


def test_first_tie_break_is_the_shelter_values() -> None:
    """Shelter card 8 beats a Built Shelter of two Resources (3+3 = 6)."""
    outcome = _ended([[(RED, RED)], [(SHELTER,)], []], [[], [], []])
    assert outcome.winners == (1,)  # type: ignore[attr-defined]
    protected = _ended([[(RED, RED, PROTECT)], [(BLUE, BLUE)], []], [[], [], []])
    assert protected.winners == (0,)  # type: ignore[attr-defined]


def test_second_tie_break_is_fewest_corner_symbols_in_hand_then_shared() -> None:
    outcome = _ended([[(RED, RED)], [(BLUE, BLUE)], []], [[BLOCK_CARD], [GREEN], []])
    assert outcome.winners == (1,)  # type: ignore[attr-defined]
    shared = _ended([[(RED, RED)], [(BLUE, BLUE)], []], [[GREEN], [YELLOW], []])
    assert shared.winners == (0, 1)  # type: ignore[attr-defined]


# --- Hand limit and empty deck ------------------------------------------------------------


def test_over_the_hand_limit_at_the_end_of_the_turn_discards_down_to_four() -> None:
    eight = [ATTACK, ATTACK, STEAL, STEAL, SWAP, SWAP, DRAW2, DRAW2]
    state = build_state([eight, [GREEN], [YELLOW]])
    after = G.apply(state, PASS)
    assert len(after.hands[0]) == 4 and len(after.discard) == 4
    check_invariants(after)
    off = build_state([eight, [GREEN], [YELLOW]], hand_limit=False)
    assert len(G.apply(off, PASS).hands[0]) == 8


def test_two_players_may_hold_nine() -> None:
    nine = [ATTACK, ATTACK, STEAL, STEAL, SWAP, SWAP, DRAW2, DRAW2, BLOCK_CARD]
    state = build_state([nine, [GREEN]], removed=[SHELTER, SHELTER])
    assert len(G.apply(state, PASS).hands[0]) == 9
    ten = build_state([nine + [BLOCK_CARD], [GREEN]], removed=[SHELTER, SHELTER])
    assert len(G.apply(ten, PASS).hands[0]) == 4


def test_an_empty_deck_is_refilled_from_the_shuffled_discard_pile() -> None:
    rest = dict(COUNTS)
    hands = [[RED], [GREEN], [YELLOW]]
    for card in (RED, GREEN, YELLOW):
        rest[card] -= 1
    rest[LLAMAGEDON_CARD] = 0
    discard = [k for k, v in rest.items() for _ in range(v)]
    state = build_state(hands, discard=discard, deck=[], llamagedon_by=1, turns_left=20)
    after = G.apply(state, PASS)
    assert any(e.kind == "reshuffle" for e in G.events(after))
    assert len(after.deck) + len(after.discard) == len(discard) - 1 - len(after.areas[1])
    check_invariants(after)


def test_llamagedon_forces_every_hands_built_shelters_down_even_out_of_turn() -> None:
    """"every player MUST play any Built Shelters that they have left in their hand ... even
    if it is not their turn"; a Wild pairs with a lone colour before two Wilds pair up."""
    hands = [[DRAW2], [RED, RED, BLUE, WILD, GREEN], [YELLOW, WILD, WILD, WILD]]
    with pytest.raises(ValueError):
        build_state(hands)  # only two Wilds in the box
    hands = [[DRAW2], [RED, RED, BLUE, WILD, GREEN], [YELLOW, YELLOW, WILD]]
    state = build_state(hands, top=[LLAMAGEDON_CARD, ATTACK])
    state = let_all(G.apply(state, DRAW_TWO))  # the Llamagedón card comes with the Draw 2
    assert state.llamagedon_by == 0
    assert state.areas[1] == ((RED, RED), (BLUE, WILD))
    assert sorted(state.hands[1])[:1] == [GREEN]
    assert state.areas[2] == ((YELLOW, YELLOW),)
    assert state.turn == 1 and state.turns_left == 2 * 3


def test_a_dealt_shelter_card_is_laid_down_when_its_owner_first_decides() -> None:
    state = build_state([[ATTACK], [SHELTER, GREEN], [YELLOW]], [[], [(RED, RED)], []])
    state = G.apply(state, Attack(1, 0))
    assert G.current_player(state) == 1
    state = G.apply(state, LET)
    assert state.areas[1] == ((RED, RED), (SHELTER,)) and SHELTER not in state.hands[1]
    state = let_all(state)
    assert state.areas[1] == ((SHELTER,),)  # the Attack still hit the shelter it aimed at


def test_card_actions_tell_the_table_which_cards_play_on_which_targets() -> None:
    state = build_state([[ATTACK, RED, RED, GREEN], [BLUE], [YELLOW]], [[], [(SHELTER,)], [(BLUE, BLUE, PROTECT)]])
    table = G.card_actions(state)
    assert table[ATTACK] == [Attack(1, 0)]  # the protected shelter of seat 2 is no target
    assert table[RED] == [Build(RED, RED)]
    assert table[GREEN] == []
    window_state = G.apply(state, Attack(1, 0))
    assert G.card_actions(window_state) == {BLUE: []}  # seat 1 is asked and holds no Block
