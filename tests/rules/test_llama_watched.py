"""What a seat knows having watched the round: the public moves ``watched_observation`` adds,
and ``determinize`` dealing hands a bot has read."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from llamagames.rules import GAMES
from llamagames.rules.core import watched_observation
from llamagames.rules.llama import LLAMA, MOVE_DRAW, MOVE_QUIT, PLAY, Draw, PlayCard, Quit


def _random_history(players: int, seed: int) -> tuple[list, list]:
    rng = random.Random(seed)
    history, actions = [LLAMA.new_game(players, seed)], []
    while not LLAMA.is_over(history[-1]):
        action = rng.choice(list(LLAMA.legal_actions(history[-1])))
        actions.append(action)
        history.append(LLAMA.apply(history[-1], action))
    return history, actions


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2), (6, 3)])
def test_the_moves_are_the_rounds_public_actions_and_nothing_else_changes(players: int, seed: int) -> None:
    checked = 0
    for history, actions in (_random_history(players, seed + 10 * k) for k in range(4)):
        checked += _check_moves(players, history, actions)
    assert checked > 50


def _check_moves(players: int, history: list, actions: list) -> int:
    checked = 0
    for index, state in enumerate(history):
        if state.phase is not PLAY:
            continue
        start = index
        while start > 0 and history[start - 1].phase is PLAY and history[start - 1].round == state.round:
            start -= 1
        expected = tuple(
            a.value if isinstance(a, PlayCard) else MOVE_DRAW if isinstance(a, Draw) else MOVE_QUIT
            for a in actions[start:index]
        )
        assert all(isinstance(a, (PlayCard, Draw, Quit)) for a in actions[start:index])
        for seat in range(players):
            watched = watched_observation(LLAMA, history[: index + 1], seat)
            assert watched.moves == expected
            plain = LLAMA.observation(state, seat)
            assert plain.moves == () and watched == replace(plain, moves=expected)
            checked += 1
    return checked


def test_a_game_without_the_hook_gets_its_plain_observation() -> None:
    game = GAMES["llamagedon"]
    assert getattr(game, "watched_observation", None) is None
    state = game.new_game(3, 5)
    assert watched_observation(game, [state], 1) == game.observation(state, 1)


def test_determinize_deals_the_given_hands_and_the_rest_at_random() -> None:
    history, _ = _random_history(4, 7)
    state = next(s for s in history[5:] if s.phase is PLAY and s.current == 0)
    observation = LLAMA.observation(state, 0)
    given = {2: state.hands[2]}
    for k in range(5):
        dealt = LLAMA.determinize(observation, random.Random(k), hands=given)
        assert dealt.hands[0] == state.hands[0] and dealt.hands[2] == tuple(sorted(state.hands[2]))
        assert len(dealt.draw_pile) == len(state.draw_pile)
        every = sorted([c for h in dealt.hands for c in h] + list(dealt.draw_pile) + list(dealt.discard))
        assert every == sorted([c for h in state.hands for c in h] + list(state.draw_pile) + list(state.discard))
    with pytest.raises(ValueError, match="cannot be seat"):
        LLAMA.determinize(observation, random.Random(0), hands={2: state.hands[2][:-1]})
    with pytest.raises(ValueError, match="not unseen"):
        LLAMA.determinize(observation, random.Random(0), hands={2: (9,) * len(state.hands[2])})
