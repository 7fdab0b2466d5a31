"""L.L.A.M.A.: random games at 2 to 6 players, with the invariants checked after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llamagames.rules.core import IllegalActionError, random_playout
from llamagames.rules.llama import (
    ALL_ACTIONS,
    DECK,
    END_TOTAL,
    LLAMA,
    LlamaState,
    can_play_on,
    penalty,
)

from .llama_helpers import all_cards, snapshot

MAX_ACTIONS = 5_000


class Ledger:
    """What the events say happened to the totals: penalties scored minus chips returned."""

    def __init__(self, num_players: int) -> None:
        self.totals = [0] * num_players
        self.enders: list[int] = []

    def record(self, state: LlamaState) -> None:
        for event in LLAMA.events(state):
            if event.kind == "round_end":
                result = event.get("result")
                assert result.penalties == tuple(penalty(h) for h in result.hands)
                if result.emptied is not None:
                    assert result.hands[result.emptied] == () and result.ender == result.emptied
                for seat, points in enumerate(result.penalties):
                    self.totals[seat] += points
                self.enders.append(result.ender)
            elif event.kind == "return_chip":
                assert event.get("points") in (1, 10)
                self.totals[event.seat] -= event.get("points")
            elif event.kind == "deal":
                # the player who ended the previous round starts the next
                expected = self.enders[-1] if self.enders else 0
                assert event.seat == expected == state.round_starter == state.current


def check_state(state: LlamaState) -> None:
    """Invariants that hold in every position of every game."""
    assert all_cards(state) == Counter(DECK)
    assert len(state.hands) == len(state.quit) == len(state.totals) == state.num_players
    assert all(list(h) == sorted(h) for h in state.hands)
    assert all(t >= 0 for t in state.totals)
    assert state.discard, "the discard pile always shows a card"
    if state.phase == "play":
        assert not state.quit[state.current]
        assert any(state.hands), "a round in play has cards in hand"
        assert all(state.hands[s] for s in range(state.num_players) if not state.quit[s])
        assert max(state.totals) < END_TOTAL
    elif state.phase == "return_chip":
        assert state.hands[state.current] == () and state.totals[state.current] > 0
        assert state.last_round.emptied == state.current
    else:
        assert state.phase == "over" and state.current is None
        assert max(state.totals) >= END_TOTAL


def check_legal_actions(state: LlamaState, legal: list) -> None:
    """The legal list is exactly what ``apply`` accepts, and it follows the rules."""
    assert len(set(legal)) == len(legal)
    for action in ALL_ACTIONS:
        reason = LLAMA.why_illegal(state, action)
        if action in legal:
            assert reason is None
        else:
            assert reason, f"{action} refused without a reason"
            with pytest.raises(IllegalActionError):
                LLAMA.apply(state, action)
    if state.phase == "play":
        top = state.discard[-1]
        hand = state.hands[state.current]
        plays = {a.value for a in legal if hasattr(a, "value")}
        assert plays == {v for v in set(hand) if can_play_on(top, v)}
        others_in = sum(1 for q in state.quit if not q) > 1
        assert ("draw" in map(str, legal)) == (bool(state.draw_pile) and others_in)
        assert "quit" in map(str, legal)


def stubborn_choice(legal: list, rng: random.Random) -> object:
    """Quit only when nothing else is possible: rounds run long, piles empty, hands empty."""
    keep_going = [a for a in legal if str(a) != "quit"]
    return rng.choice(keep_going or legal)


def uniform_choice(legal: list, rng: random.Random) -> object:
    return legal[rng.randrange(len(legal))]


def play_checked_game(num_players: int, seed: int, rng: random.Random, thorough: bool = True,
                      choose=uniform_choice, seen: Counter | None = None) -> LlamaState:
    seen = Counter() if seen is None else seen
    state = LLAMA.new_game(num_players, seed)
    ledger = Ledger(num_players)
    ledger.record(state)
    check_state(state)
    for _ in range(MAX_ACTIONS):
        if LLAMA.is_over(state):
            break
        legal = LLAMA.legal_actions(state)
        if thorough:
            check_legal_actions(state, legal)
        action = choose(legal, rng)
        if state.phase == "play":
            seen["empty pile"] += not state.draw_pile
            seen["last player"] += state.quit.count(False) == 1
        seen[state.phase] += 1
        before = snapshot(state)
        after = LLAMA.apply(state, action)
        assert snapshot(state) == before, "apply changed its argument"
        ledger.record(after)
        check_state(after)
        assert list(after.totals) == ledger.totals
        state = after
    else:
        raise AssertionError("the game did not end")
    outcome = LLAMA.outcome(state)
    assert outcome.scores == state.totals
    assert outcome.winners == tuple(s for s, t in enumerate(state.totals) if t == min(state.totals))
    return state


@pytest.mark.parametrize("num_players", range(2, 7))
def test_random_games_keep_every_invariant(num_players):
    rng = random.Random(num_players)
    for seed in range(6):
        play_checked_game(num_players, seed, rng)


@pytest.mark.parametrize("num_players", range(2, 7))
def test_long_rounds_keep_every_invariant(num_players):
    """Players who never quit by choice empty the draw pile and their hands: the rare paths."""
    rng = random.Random(100 + num_players)
    seen: Counter = Counter()
    for seed in range(4):
        play_checked_game(num_players, seed, rng, choose=stubborn_choice, seen=seen)
    assert seen["return_chip"] > 0 and seen["empty pile"] > 0, seen


@settings(max_examples=30, deadline=None)
@given(num_players=st.integers(2, 6), seed=st.integers(0, 2**48 - 1), choices=st.randoms(use_true_random=False))
def test_any_seed_and_any_choices_give_a_sound_game(num_players, seed, choices):
    play_checked_game(num_players, seed, choices, thorough=False)


def test_uniform_games_reach_the_last_player_rule():
    rng = random.Random(3)
    seen: Counter = Counter()
    for seed in range(10):
        play_checked_game(4, seed, rng, thorough=False, seen=seen)
    assert seen["last player"] > 0, seen


def test_many_quick_games_all_end():
    rng = random.Random(7)
    for seed in range(300):
        final = random_playout(LLAMA, LLAMA.new_game(2 + seed % 5, seed), rng, max_actions=MAX_ACTIONS)
        assert LLAMA.is_over(final)
