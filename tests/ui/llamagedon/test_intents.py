"""What a gesture at the Llamagedón table means, decided without a window: real positions of
the rules, their real legal actions, the intents' plain functions."""

from __future__ import annotations

import pygame

from llamagames.rules.llamagedon import BLOCK, LET, LLAMAGEDON, Attack, Build, Recover, Replace, Swap
from llamagames.rules.llamagedon.actions import DRAW_TWO
from llamagames.rules.llamagedon.cards import ATTACK, DRAW2, PROTECT, RED, STEAL, SWAP, WILD, YELLOW
from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD
from llamagames.ui.games.llamagedon.intents import (
    HINTS,
    button_enabled,
    candidates,
    click_meaning,
    judge,
    key_command,
    taken_cards,
    target_at,
)
from llamagames.ui.games.llamagedon.stage import kind_actions
from llamagames.ui.table.drag import DropZones

from .test_gedon_table import (
    A_SWAP_IN_HAND,
    A_YELLOW_FOR_THE_WILD,
    PABLOS_STEAL_AND_YOUR_BLOCK,
    THREE_COLOURS_AND_A_DISCARD,
    TWO_REDS_AND_A_WILD,
    YOUR_TURN,
)


def position(text: str, seat: int = 0):
    """(observation of ``seat``, the legal actions, the state) of a position in the notation."""
    state = LLAMAGEDON.state_from_text(text)
    return LLAMAGEDON.observation(state, seat), LLAMAGEDON.legal_actions(state), state


def decide(text: str, kind: int, key: tuple):
    obs, legal, state = position(text)
    return judge(kind, key, obs, 0, legal, None, lambda action: LLAMAGEDON.refusal(state, action))


def test_an_attack_on_a_rivals_shelter_is_that_attack():
    assert decide(YOUR_TURN, ATTACK, ("shelter", 1, 0)) == ([Attack(1, 0)], None)


def test_an_attack_on_your_own_shelter_is_refused_with_the_engines_code():
    _, _, state = position(YOUR_TURN)
    actions, reason = decide(YOUR_TURN, ATTACK, ("shelter", 0, 0))
    assert actions == [] and reason == LLAMAGEDON.refusal(state, Attack(0, 0)) is not None


def test_a_protected_shelter_refuses_the_attack():
    _, _, state = position(YOUR_TURN)
    assert decide(YOUR_TURN, ATTACK, ("shelter", 1, 1)) == ([], LLAMAGEDON.refusal(state, Attack(1, 1)))


def test_a_card_dropped_where_it_cannot_go_says_where_it_goes():
    assert decide(YOUR_TURN, STEAL, ("mine",)) == ([], HINTS[STEAL])


def test_waiting_comes_before_everything():
    obs, legal, _ = position(YOUR_TURN)
    assert judge(ATTACK, ("shelter", 1, 0), obs, 0, legal, "Wait.", lambda a: None) == ([], "Wait.")


def test_a_red_on_your_row_means_both_builds_that_use_it():
    actions, reason = decide(TWO_REDS_AND_A_WILD, RED, ("mine",))
    assert reason is None and actions == [Build(RED, RED), Build(RED, WILD)]


def test_a_swap_on_a_rival_means_one_swap_per_kind_you_could_give():
    obs, legal, _ = position(A_SWAP_IN_HAND)
    assert candidates(SWAP, ("seat", 1), obs, 0, legal) == [Swap(1, RED), Swap(1, SWAP), Swap(1, DRAW2)]
    assert decide(A_SWAP_IN_HAND, SWAP, ("seat", 1))[0] == [Swap(1, RED), Swap(1, DRAW2)]


def test_a_colour_on_a_wild_takes_the_wild_back():
    assert decide(A_YELLOW_FOR_THE_WILD, YELLOW, ("shelter", 1, 0)) == ([Replace(1, 0)], None)


def test_three_colours_on_the_mat_take_either_card_of_the_discard_pile():
    actions, reason = decide(THREE_COLOURS_AND_A_DISCARD, RED, ("table",))
    assert reason is None and actions and all(isinstance(a, Recover) for a in actions)
    assert taken_cards(actions) == [ATTACK, STEAL]
    assert taken_cards([Build(RED, RED)]) is None


def test_in_a_block_window_only_a_block_on_the_mat_is_a_move():
    obs, legal, _ = position(PABLOS_STEAL_AND_YOUR_BLOCK)
    assert candidates(BLOCK_CARD, ("table",), obs, 0, legal) == [BLOCK]
    assert candidates(RED, ("mine",), obs, 0, legal) == []


def test_the_kinds_with_a_use_and_the_buttons_follow_the_legal_actions():
    obs, legal, _ = position(YOUR_TURN)
    kinds = kind_actions(legal, obs.areas)
    assert Attack(1, 0) in kinds[ATTACK] and PROTECT not in kinds
    assert button_enabled("pass", legal) and not button_enabled("build", legal)
    _, building, _ = position(TWO_REDS_AND_A_WILD)
    assert button_enabled("build", building) and not button_enabled("replace", building)


def test_a_click_plays_draw_2_offers_the_builds_and_answers_with_a_block():
    obs, legal, _ = position(TWO_REDS_AND_A_WILD)
    kinds = kind_actions(legal, obs.areas)
    assert click_meaning(DRAW2, False, kinds[DRAW2]).actions == (DRAW_TWO,)
    assert click_meaning(RED, False, kinds[RED]).what == "offer"
    assert click_meaning(BLOCK_CARD, True, []).actions == (BLOCK,)
    assert click_meaning(ATTACK, False, []).what == "hint"


def test_the_keys_answer_only_while_asked():
    assert key_command(pygame.K_k, True) == BLOCK and key_command(pygame.K_l, True) == LET
    assert key_command(pygame.K_k, False) is None and key_command(pygame.K_p, False) == "pass"


def test_a_drop_finds_the_nearest_shelter_before_the_panel_it_lies_in():
    zones = DropZones()
    zones.add(("seat", 1), pygame.Rect(0, 0, 200, 120), "Swap")
    zones.add(("shelter", 1, 0), pygame.Rect(50, 40, 40, 60), "")
    zones.add(("shelter", 1, 1), pygame.Rect(95, 40, 40, 60), "")
    assert target_at(zones, (100, 70), 16).key == ("shelter", 1, 1)
    assert target_at(zones, (10, 10), 16).key == ("seat", 1)
    assert target_at(zones, (205, 10), 16).key == ("seat", 1)  # within the slack (half of it each side)
    assert target_at(zones, (400, 400), 16) is None
