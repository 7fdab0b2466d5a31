"""Random games: they end, only legal actions happen, every component stays accounted for."""

from __future__ import annotations

import random

import pytest

from llamagames.bots import play_steps
from llamagames.bots.base import RandomBot
from llamagames.rules.core import GameRecord, replay
from llamagames.rules.llamaland.components import (
    COIN_TOKENS,
    CROP_TOKENS_PER_KIND,
    LLAMA_FIGURES,
    TOTAL_CHARACTERS,
    TOTAL_LLAMA_CARDS,
    TOTAL_TILES,
)

from .helpers import G


def check_invariants(s):
    placed = sum(p.estate.tile_count() for p in s.players)
    held = 1 if s.turn.phase == "place" else 0
    assert s.tiles_left + placed + held == TOTAL_TILES
    for i in range(3):
        assert s.supply_crops[i] + sum(p.crops[i] for p in s.players) == CROP_TOKENS_PER_KIND
    assert s.supply_coins + sum(p.coins for p in s.players) == COIN_TOKENS
    figures = sum(len(p.estate.llama_cells()) for p in s.players)
    assert s.supply_llamas + figures + (1 if s.turn.phase == "llama" else 0) == LLAMA_FIGURES
    cards = sum(len(c) for c in s.llama_columns) + sum(len(p.llama_cards) for p in s.players)
    assert cards + s.boxed_llama_cards == TOTAL_LLAMA_CARDS
    chars = len(s.char_row) + len(s.char_pile) + sum(len(p.characters) for p in s.players)
    assert chars == TOTAL_CHARACTERS
    assert all(p.foundations + p.estate.foundation_count() == 3 for p in s.players)
    assert all(min(p.crops) >= 0 and p.coins >= 0 for p in s.players)
    for spaces in s.markers:
        if s.num_players == 2:
            assert spaces[1] == -1
    for seat in range(s.num_players):
        assert len(s.markers_of(seat)) <= 4


@pytest.mark.parametrize(
    "n, seed, options",
    [(2, 1, {}), (3, 2, {"variant": "expert"}), (4, 3, {"llama_variant": True}), (2, 4, {"variant": "beginner"})],
)
def test_random_game_invariants_and_replay(n, seed, options):
    record = GameRecord("llamaland", n, seed, options)
    players = [RandomBot(seed * 10 + seat) for seat in range(n)]
    for action, s in play_steps("llamaland", players, seed, options=options):
        check_invariants(s)
        if action is not None:
            record = record.with_action(action)
    out = G.outcome(s)
    assert len(out.scores) == n and out.winners
    turns = s.turns_taken
    assert turns % n == 0  # everyone had the same number of turns
    final = replay(G, GameRecord.from_json(record.to_json()))[-1]
    assert final == s and G.outcome(final) == out


def test_no_illegal_action_is_listed_after_observation():
    s = G.new_game(3, 11)
    rng = random.Random(5)
    for _ in range(80):
        obs = G.observation(s, s.turn.seat)
        assert [str(a) for a in G.legal_actions(obs.state)] == [str(a) for a in G.legal_actions(s)]
        actions = G.legal_actions(s)
        s = G.apply(s, actions[rng.randrange(len(actions))])
