"""L.L.A.M.A.'s hard level: the fast rollout policy is the heuristic, the future is judged by
the chance to win, easy decisions take no search and the search stops once it is settled."""

from __future__ import annotations

import random
from typing import Any

from llamagames import bots
from llamagames.bots.llama import normal_policy
from llamagames.bots.llama_search import (
    MAX_DEALS,
    LlamaSearchBot,
    candidates,
    round_bank,
    settled,
    state_policy,
    totals_after_round,
    win_share,
)
from llamagames.bots.paired import PairedStats
from llamagames.rules.llama import LLAMA, RETURN_BLACK, RETURN_WHITE, Draw, PlayCard, Quit, build_state


def _positions(count: int, seed: int) -> list[Any]:
    """Positions met in play (the heuristic with random slips), several player counts."""
    rng = random.Random(seed)
    found: list[Any] = []
    game_seed = seed
    while len(found) < count:
        state = LLAMA.new_game(2 + game_seed % 5, game_seed)
        while not LLAMA.is_over(state) and len(found) < count:
            legal = LLAMA.legal_actions(state)
            found.append(state)
            if rng.random() < 0.3:
                action = legal[rng.randrange(len(legal))]
            else:
                action = normal_policy(LLAMA.observation(state, state.current), legal, rng)
            state = LLAMA.apply(state, action)
        game_seed += 1
    return found


def test_the_rollout_policy_plays_exactly_the_heuristic() -> None:
    for state in _positions(1500, 3):
        legal = LLAMA.legal_actions(state)
        expected = normal_policy(LLAMA.observation(state, state.current), legal, random.Random(0))
        assert state_policy(state, legal) == expected, state


def test_the_bank_holds_plausible_rounds_and_is_the_same_every_time() -> None:
    bank = round_bank(3)
    assert bank == round_bank.__wrapped__(3)
    assert len(bank) >= 100
    for penalties, emptied in bank:
        assert len(penalties) == 3 and all(0 <= p <= 31 for p in penalties)
        if emptied >= 0:
            assert penalties[emptied] == 0
    assert any(e >= 0 for _, e in bank) and any(e < 0 for _, e in bank), "rounds end both ways"


def test_a_finished_game_counts_as_it_stands_and_a_lead_is_worth_more() -> None:
    rng = random.Random(1)
    assert win_share((41, 12, 30), 1, rng) == 1.0
    assert win_share((41, 12, 12), 1, rng) == 0.5
    assert win_share((41, 12, 30), 0, rng) == 0.0
    ahead = win_share((8, 30), 0, random.Random(2), futures=400)
    behind = win_share((30, 8), 0, random.Random(2), futures=400)
    assert ahead > 0.6 > 0.4 > behind


def test_the_emptiers_chip_return_is_counted_before_the_round_is_judged() -> None:
    state = build_state([(1,), (3, 4, 7)], (1,), current=0, totals=(25, 5))
    after = LLAMA.apply(state, PlayCard(1))  # seat 0 empties its hand and may return 10
    assert LLAMA.legal_actions(after) == [RETURN_BLACK, RETURN_WHITE]
    assert totals_after_round(after) == (15, 5 + 3 + 4 + 10)


def test_only_open_decisions_are_searched() -> None:
    assert candidates(None, [RETURN_BLACK, RETURN_WHITE]) == [RETURN_BLACK]
    play_or_not = [PlayCard(4), Draw(), Quit()]
    assert candidates(None, play_or_not) == [PlayCard(4), Quit()], "no drawing while a card plays"
    assert candidates(None, [Draw(), Quit()]) == [Draw(), Quit()]
    bot = LlamaSearchBot(1)
    assert bot.choose(None, [RETURN_BLACK, RETURN_WHITE]) == RETURN_BLACK and bot.last_iterations == 0


def test_the_search_stops_once_settled_and_not_before() -> None:
    clear = PairedStats(3, anchor=0)
    noisy = PairedStats(3, anchor=0)
    for i in range(24):
        clear.add([0.5, 0.2 + 0.01 * (i % 3), 0.1])
        noisy.add([0.5, 0.9 if i % 2 else 0.15, 0.5])
    assert settled(clear, 1.5)
    assert not settled(noisy, 1.5), "a candidate ahead by +0.025 on a wide spread is still open"
    sure = PairedStats(2, anchor=0)
    for i in range(24):
        sure.add([0.2, 0.6 + 0.01 * (i % 2)])
    assert sure.best(1.5) == 1 and settled(sure, 1.5)


def _open_decision() -> tuple[Any, list[Any]]:
    """A seat that cannot play: draw or quit, with a middling hand (the search is needed)."""
    state = build_state([(2, 3, 5, 7), (1, 2, 3), (4, 6, 6, 7)], (4,), current=1, totals=(20, 25, 18))
    return LLAMA.observation(state, 1), LLAMA.legal_actions(state)


def test_decisions_are_reproducible_from_the_seed_and_bounded_by_deals() -> None:
    view, legal = _open_decision()
    picks = {str(LlamaSearchBot(5, iterations=40).choose(view, legal)) for _ in range(2)}
    assert len(picks) == 1
    bot = LlamaSearchBot(5, iterations=40, early_stop=False)
    bot.choose(view, legal)
    assert bot.last_iterations == 40


def test_the_hard_level_is_this_search_with_its_fixed_deals() -> None:
    bot = bots.make("llama", "hard", 1)
    assert isinstance(bot, LlamaSearchBot)
    assert bot.iterations == MAX_DEALS == bots.fixed_budget("llama")
