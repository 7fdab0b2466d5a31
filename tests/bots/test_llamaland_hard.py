"""Llamaland's hard level: legal play, decisions from the observation alone, bounded work."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest

from llamagames import bots
from llamagames.bots.ismcts import ISMCTSBot
from llamagames.bots.llamaland import normal_policy
from llamagames.bots.llamaland_search import LlamalandSearchBot, leaf_value, play_turns
from llamagames.rules.core import watched_observation
from llamagames.rules.llamaland import LLAMALAND, PLACE, START, LlamalandObservation

G = LLAMALAND


def _advance(state: Any, decisions: int, seed: int) -> Any:
    """A position ``decisions`` steps into a game between heuristic players."""
    rng = random.Random(seed)
    for _ in range(decisions):
        seat = G.current_player(state)
        legal = G.legal_actions(state)
        state = G.apply(state, legal[0] if len(legal) == 1 else normal_policy(G.observation(state, seat), legal, rng))
    return state


def test_make_builds_the_lookahead_bot_and_keeps_ismcts_on_request() -> None:
    assert isinstance(bots.make("llamaland", "hard", 1), LlamalandSearchBot)
    assert isinstance(bots.make("llamaland", "hard", 1, depth=1, paired=True), ISMCTSBot)
    assert isinstance(bots.make("llama", "hard", 1, depth=1, paired=True), ISMCTSBot)


def test_hard_plays_only_legal_actions_in_every_phase_through_a_game() -> None:
    """At positions all through a game, the first of each phase among them, the hard bot's
    choice (from what it watched, as in ``play_steps``) is legal. The game is one of normal
    bots, cheap to play: a whole game of the hard bot's own moves cost seconds and proved no
    more than its choice at each kind of position."""
    hard = bots.make("llamaland", "hard", 3, iterations=1)
    history: list[Any] = []
    asked: dict[str, int] = {}
    for step, (_, state) in enumerate(bots.play_steps("llamaland", ["normal", "normal"], 8)):
        history.append(state)
        if G.is_over(state) or (step % 10 and state.turn.phase in asked):
            continue
        legal = G.legal_actions(state)
        assert hard.choose(watched_observation(G, history, G.current_player(state)), legal) in legal
        asked[state.turn.phase] = asked.get(state.turn.phase, 0) + 1
    assert G.is_over(history[-1]) and len(G.outcome(history[-1]).scores) == 2
    assert {START, PLACE} <= set(asked) and sum(asked.values()) >= 15, asked


def _reshuffled(observation: LlamalandObservation, seed: int) -> LlamalandObservation:
    """The same view with the unknown orders (stacks below the tops, the pile) reshuffled."""
    return LlamalandObservation(observation.seat, replace(G.determinize(observation, random.Random(seed)), hidden=True))


@pytest.mark.slow
def test_a_decision_depends_only_on_what_the_seat_knows() -> None:
    state = G.new_game(3, 6)
    checked = 0
    for step in range(40):
        if G.is_over(state):
            break
        seat = G.current_player(state)
        legal = G.legal_actions(state)
        observation = G.observation(state, seat)
        choices = {
            str(LlamalandSearchBot(77, iterations=1, candidates=3, horizon=1).choose(_reshuffled(observation, k), legal))
            for k in range(3)
        }
        assert len(choices) == 1, f"the decision changed with the hidden orders: {choices}"
        checked += len(legal) > 1
        state = G.apply(state, normal_policy(observation, legal, random.Random(step)))
    assert checked >= 15


def test_same_seed_same_decisions_and_work_bounded_by_the_budget() -> None:
    state = _advance(G.new_game(2, 12), 30, 1)
    while G.is_over(state) or state.turn.phase != START:
        state = _advance(state, 1, 2)
    seat = G.current_player(state)
    observation, legal = G.observation(state, seat), G.legal_actions(state)
    first, second = LlamalandSearchBot(5, iterations=3, candidates=6), LlamalandSearchBot(5, iterations=3, candidates=6)
    assert first.choose(observation, legal) == second.choose(observation, legal)
    assert first.last_iterations == 3
    assert 0 < first.last_playouts <= 3 * 6


def test_with_infinite_caution_it_plays_exactly_the_heuristic() -> None:
    """The heuristic's move is always among the candidates, and kept unless the search is sure."""
    state = G.new_game(2, 14)
    rng = random.Random(0)
    cautious = LlamalandSearchBot(9, iterations=1, horizon=0, confidence=math.inf)
    phases = set()
    for _ in range(60):
        seat = G.current_player(state)
        legal = G.legal_actions(state)
        observation = G.observation(state, seat)
        expected = normal_policy(observation, legal, rng)
        if len(legal) > 1:
            assert cautious.choose(observation, legal) == expected
            phases.add(state.turn.phase)
        state = G.apply(state, expected)
    assert {START, PLACE} <= phases


def test_lookahead_finishes_turns_and_judges_from_each_seat() -> None:
    state = _advance(G.new_game(2, 3), 20, 4)
    seat = state.turn.seat
    later = play_turns(state, 1, random.Random(0))
    assert later.turns_taken == state.turns_taken + 2 or later.over
    assert later.turn.phase == START
    # A zero-sum view between two players: what one seat gains, the other loses.
    assert leaf_value(later, seat) == -leaf_value(later, 1 - seat)


def test_skipping_hopeless_second_deals_changes_no_decision() -> None:
    """With two deals, a candidate that gained nothing in the first cannot win: leaving it
    out of the second deal saves playouts and chooses exactly what playing it would."""
    state = G.new_game(4, 50)
    # One turn of playout (the property holds at any horizon; a round of four turns cost three
    # times as much, the default's four rounds far more, and prune the same).
    pruned, full = LlamalandSearchBot(3, iterations=2, horizon=1), LlamalandSearchBot(3, iterations=2, horizon=1, prune=False)
    rng = random.Random(0)
    saved = decisions = 0
    for _ in range(120):
        seat = G.current_player(state)
        observation, legal = G.observation(state, seat), G.legal_actions(state)
        if seat == 0:
            action = pruned.choose(observation, legal)
            assert full.choose(observation, legal) == action
            assert pruned.last_playouts <= full.last_playouts
            saved += full.last_playouts - pruned.last_playouts
            decisions += 1
        else:
            action = normal_policy(observation, legal, rng)
        state = G.apply(state, action)
    assert decisions > 20 and saved > 0


@pytest.mark.parametrize("players", [2, 4])
def test_playouts_run_the_default_number_of_rounds_after_our_turn(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """By default every playout runs ``HORIZON_ROUNDS`` rounds (one turn per seat each) after
    ours; an explicit horizon is a number of turns."""
    from llamagames.bots import llamaland_search

    asked: list[int] = []

    def recording(state: Any, turns: int, rng: random.Random) -> Any:
        asked.append(turns)
        return play_turns(state, turns, rng)

    monkeypatch.setattr(llamaland_search, "play_turns", recording)
    state = G.new_game(players, 5)
    observation, legal = G.observation(state, G.current_player(state)), G.legal_actions(state)
    LlamalandSearchBot(2, iterations=1).choose(observation, legal)
    assert asked and set(asked) == {llamaland_search.HORIZON_ROUNDS * players}
    asked.clear()
    LlamalandSearchBot(2, iterations=1, horizon=1).choose(observation, legal)
    assert asked and set(asked) == {1}
