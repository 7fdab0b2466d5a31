"""The shortcuts of the fast L.L.A.M.A. engine give exactly what the plain rules give.

Saved games replay from their seed, so a faster deal must deal the same cards; a lookup
table must agree with the function it replaces; the tuple-built state must still behave as
a read-only value (equality without the last events, pickling, copying).
"""

from __future__ import annotations

import copy
import pickle
import random
from itertools import product

import pytest

from llamagames.rules import llama
from llamagames.rules.core import seeded_rng
from llamagames.rules.llama import DECK, LLAMA, rounds
from llamagames.rules.llama import state as state_module


@pytest.mark.parametrize("seed", [0, 1, 7, 2026, 2**47 + 5])
def test_the_shuffle_is_the_sort_by_random_keys_that_deals_depend_on(seed: int) -> None:
    for cards in (DECK, DECK[3:40]):
        plain = seeded_rng(seed, 3)
        expected = sorted(cards, key=lambda _card: plain.random())
        assert list(rounds._shuffled(seeded_rng(seed, 3), cards)) == expected


def test_the_next_seat_table_agrees_with_walking_round_the_table() -> None:
    for n in range(2, 7):
        for flags in product((False, True), repeat=n):
            if False in flags:
                for seat in range(n):
                    assert rounds._NEXT_SEAT[flags][seat] == rounds._next_seat(flags, seat)


def test_remembered_penalties_are_the_penalties() -> None:
    rng = random.Random(4)
    for _ in range(200):
        hand = tuple(sorted(rng.sample(DECK, rng.randrange(0, 15))))
        assert rounds._PENALTY[hand] == llama.penalty(hand)


def test_a_chosen_first_seat_deals_as_before_and_a_drawn_one_still_draws() -> None:
    for seed in range(20):
        chosen = LLAMA.new_game(4, seed, first_player=3)
        assert chosen.current == 2 and chosen == LLAMA.new_game(4, seed, first_player=3)
        drawn = LLAMA.new_game(4, seed, first_player="random")
        assert drawn.current == seeded_rng(seed, 0).randrange(4)
        assert drawn.hands == chosen.hands  # the deal does not depend on who starts


def test_the_state_is_a_value_apart_from_its_last_events() -> None:
    state = LLAMA.new_game(3, seed=5)
    moved = LLAMA.apply(state, LLAMA.legal_actions(state)[0])
    assert LLAMA.events(moved) and LLAMA.events(state) != LLAMA.events(moved)
    rebuilt = state_module._make_state(*moved[:7], ())  # same position, no events
    assert rebuilt == moved and hash(rebuilt) == hash(moved) and not rebuilt != moved
    assert moved != state
    restored = pickle.loads(pickle.dumps(moved))
    assert restored == moved and LLAMA.events(restored) == LLAMA.events(moved)
    assert copy.copy(moved) is moved and copy.deepcopy(moved) is moved


@pytest.mark.parametrize("seed", [0, 1, 7, 2026, 2**47 + 5, 2**60 + 3])
def test_the_seeded_generator_is_random_random_of_the_documented_number(seed: int) -> None:
    # Built without Random.__init__'s Python-level calls: same state, same type, and the
    # Gaussian cache cleared as Random.seed clears it.
    for counter in (0, 1, 9, 10_000):
        ours = seeded_rng(seed, counter)
        plain = random.Random((seed & 0xFFFFFFFFFFFF) * 1_000_003 + counter)
        assert type(ours) is random.Random and ours.getstate() == plain.getstate()
        assert [ours.gauss(0, 1), ours.random()] == [plain.gauss(0, 1), plain.random()]
