"""The hard L.L.A.M.A. bot's reading of the rivals' hands from the round's public moves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from llamagames import bots
from llamagames.bots import llama_search
from llamagames.bots.llama import normal_policy
from llamagames.bots.llama_reading import fits, read_hands, seen_moves
from llamagames.bots.llama_search import LlamaSearchBot
from llamagames.bots.play import play_steps
from llamagames.rules.core import watched_observation
from llamagames.rules.llama import LLAMA, MOVE_DRAW, PLAY, Draw, build_state


def _normal_game(players: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    history = [LLAMA.new_game(players, seed)]
    while not LLAMA.is_over(history[-1]) and len(history) < 400:
        state = history[-1]
        seat = state.current
        assert seat is not None
        action = normal_policy(LLAMA.observation(state, seat), LLAMA.legal_actions(state), rng)
        history.append(LLAMA.apply(state, action))
    return history


def test_the_moves_name_their_players_and_the_true_hands_always_fit() -> None:
    """Rebuilt from the moves alone, each move has the right player, and the hands a rival
    was really dealt (with the cards it really drew) replay its moves: the reading can never
    rule out the truth against a player who plays as the heuristic."""
    checked = 0
    for players, seed in ((2, 4), (4, 5), (5, 6)):
        history = _normal_game(players, seed)
        start = 0
        for index in range(1, len(history)):
            state = history[index]
            if state.phase is not PLAY:
                continue
            if history[index - 1].phase is not PLAY or history[index - 1].round != state.round:
                start = index
                continue
            observation = watched_observation(LLAMA, history[: index + 1], state.current)
            seen = seen_moves(observation)
            assert [m.seat for m in seen] == [history[i].current for i in range(start, index)]
            for rival in range(players):
                if rival == observation.seat:
                    continue
                drawn = [history[i].draw_pile[-1] for i, m in zip(range(start, index), seen)
                         if m.seat == rival and m.move == MOVE_DRAW]
                assert fits(rival, history[start].hands[rival], drawn, seen, state.totals[rival])
                checked += 1
    assert checked > 200


def test_a_rival_who_drew_is_read_as_holding_nothing_that_played() -> None:
    """Seat 1 drew on a 3 as the round's first move: it held no 3 and no 4 then, so of the
    seven cards it holds now at most one (the card drawn) is a 3 or a 4. A uniform deal of
    seven unseen cards breaks that more often than not."""
    state = build_state([(1, 1, 5, 6, 6, 7), (2, 2, 5, 5, 6, 7), (1, 2, 5, 6, 7, 7)], (3,), current=1, round_starter=1)
    after = LLAMA.apply(state, Draw())
    observation = watched_observation(LLAMA, [state, after], 2)
    assert observation.moves == (MOVE_DRAW,)
    readings = read_hands(observation, random.Random(1))
    assert len(readings) == 32
    for hands in readings:
        assert set(hands) == {1} and len(hands[1]) == 7
        assert sum(card in (3, 4) for card in hands[1]) <= 1
    uniform = [LLAMA.determinize(observation, random.Random(k)).hands[1] for k in range(200)]
    assert sum(sum(card in (3, 4) for card in hand) > 1 for hand in uniform) > 100


def test_the_tournament_gives_bots_the_moves_they_watched() -> None:
    seen: list[tuple[int, ...]] = []

    class Recorder:
        def choose(self, observation: Any, legal: Any) -> Any:
            seen.append(observation.moves)
            return normal_policy(observation, legal, random.Random(0))

    for _ in play_steps("llama", [Recorder(), "normal", "normal"], 3):
        pass
    assert any(len(moves) >= 3 for moves in seen)


def test_the_hard_level_reads_only_when_reading_is_switched_on() -> None:
    bot = bots.make("llama", "hard", 1, iterations=8)
    assert isinstance(bot, LlamaSearchBot) and bot.reading is llama_search.READING


def test_the_hard_bot_deals_from_its_reading(monkeypatch: pytest.MonkeyPatch) -> None:

    state = build_state([(1, 1, 5, 6, 6, 7), (2, 2, 5, 5, 6, 7), (1, 2, 5, 6, 7, 7)], (3,), current=1, round_starter=1)
    after = LLAMA.apply(state, Draw())
    observation = watched_observation(LLAMA, [state, after], 2)
    legal = LLAMA.legal_actions(after)
    given: list[bool] = []
    real = llama_search.GAME.determinize

    def recording(observation: Any, rng: random.Random, hands: Any = None) -> Any:
        given.append(bool(hands))
        return real(observation, rng, hands=hands)

    monkeypatch.setattr(llama_search.GAME, "determinize", recording)
    LlamaSearchBot(3, iterations=30, early_stop=False, reading=True).choose(observation, legal)
    assert len(given) == 30 and all(given)
    given.clear()
    LlamaSearchBot(3, iterations=30, early_stop=False, reading=False).choose(observation, legal)
    assert len(given) == 30 and not any(given)
