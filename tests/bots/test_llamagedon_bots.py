"""Llamagedón bots: legal play at every level, Block windows, time limits, the observation only."""

from __future__ import annotations

import random
from typing import Any

import pytest

from llamagames import bots
from llamagames.bots import llamagedon as ai
from llamagames.rules.llamagedon import BLOCK, LET, LLAMAGEDON, Attack, Phase, Recover, Steal, build_state
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, STEAL, WILD, YELLOW
from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD

G = LLAMAGEDON


def play(levels: list[str], seed: int, **search: Any) -> Any:
    players = [bots.make("llamagedon", level, seed * 10 + seat, **search) for seat, level in enumerate(levels)]
    state = G.new_game(len(levels), seed)
    windows = 0
    while not G.is_over(state):
        seat = G.current_player(state)
        assert seat is not None
        legal = G.legal_actions(state)
        windows += state.phase is Phase.BLOCK
        action = players[seat].choose(G.observation(state, seat), legal)
        assert action in legal, f"{levels[seat]} chose {action}, legal {legal}"
        state = G.apply(state, action)
    assert windows > 0
    return state


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_level_plays_legal_games(n: int) -> None:
    levels = [bots.LEVELS[(n + seat) % len(bots.LEVELS)] for seat in range(n)]
    assert G.is_over(play(levels, n, iterations=2))


def attacked_position() -> Any:
    """Seat 0 attacks seat 1's only shelter; seat 1 holds a Block and is asked first."""
    state = build_state([[ATTACK], [BLOCK_CARD, GREEN], [BLOCK_CARD, YELLOW]], [[], [(SHELTER,)], [(RED, RED)]])
    state = G.apply(state, Attack(1, 0))
    assert G.current_player(state) == 1 and G.legal_actions(state) == [BLOCK, LET]
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_victim_of_an_attack_blocks_it(level: str) -> None:
    state = attacked_position()
    bot = bots.make("llamagedon", level, 3, iterations=8)
    assert bot.choose(G.observation(state, 1), G.legal_actions(state)) == BLOCK


def test_the_heuristic_lets_an_attack_on_someone_else_be() -> None:
    state = G.apply(attacked_position(), LET)
    assert G.current_player(state) == 2
    assert ai.normal_policy(G.observation(state, 2), G.legal_actions(state), random.Random(1)) == LET


def test_the_heuristic_steals_from_the_leader() -> None:
    state = build_state([[STEAL], [GREEN], [YELLOW]], [[], [(SHELTER,)], [(RED, RED), (SHELTER,)]])
    choice = ai.normal_policy(G.observation(state, 0), G.legal_actions(state), random.Random(1))
    assert isinstance(choice, Steal) and choice.seat == 2


def test_search_candidates_keep_one_colour_set_per_card() -> None:
    state = build_state([[RED, BLUE, GREEN, YELLOW, WILD], [GREEN], [YELLOW]], discard=[ATTACK, SHELTER])
    legal = G.legal_actions(state)
    options = ai.candidates(G.observation(state, 0), legal)
    recovers = [a for a in options if isinstance(a, Recover)]
    assert sorted(a.card for a in recovers) == sorted([ATTACK, SHELTER])
    assert all(WILD not in a.colours for a in recovers)  # the Wild is kept
    assert len([a for a in legal if isinstance(a, Recover)]) > len(recovers)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_decision_depends_only_on_the_observation(level: str) -> None:
    state = attacked_position()
    view = G.observation(state, 1)
    other = G.determinize(view, random.Random(5))
    assert G.observation(other, 1) == view
    first = bots.make("llamagedon", level, 9, iterations=4).choose(view, G.legal_actions(state))
    second = bots.make("llamagedon", level, 9, iterations=4).choose(G.observation(other, 1), G.legal_actions(other))
    assert first == second
