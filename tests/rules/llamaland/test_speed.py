"""The shortcuts of the fast Llamaland engine give exactly what the plain rules give.

Along random games (both variants, 2 to 4 players): the feed choices are those the
feeding checks allow, remembered marker choices are the freshly listed ones, and the quick
record replacement builds what ``dataclasses.replace`` builds.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from llamagames.rules.llamaland.actions import Feed
from llamagames.rules.llamaland.components import COINS_PER_CROP, CROPS, FEED_COST
from llamagames.rules.llamaland.game import MAIN, MARKER, _replace

from .helpers import G


def _feeds_by_checks(state):  # the definition: every feed the checks let through, in order
    feeds = (Feed(crop, coins) for crop in CROPS for coins in range(0, FEED_COST * COINS_PER_CROP + 1, COINS_PER_CROP))
    return [feed for feed in feeds if G._feed_problem(state, feed) is None]


@pytest.mark.parametrize("n, seed, options", [
    (2, 3, {}),
    (3, 8, {"variant": "expert", "llama_variant": True}),
    (4, 5, {"variant": "beginner"}),
])
def test_fast_choices_equal_the_checked_ones_along_random_games(n, seed, options):
    rng = random.Random(seed)
    state = G.new_game(n, seed, **options)
    fed_some = marked = 0
    while not G.is_over(state):
        if state.turn.phase == MAIN:
            feeds = G._feed_options(state)
            assert feeds == _feeds_by_checks(state)
            fed_some += bool(feeds)
        if state.turn.phase == MARKER:
            assert list(G._marker_options(state)) == G._list_marker_options(state)
            marked += 1
        assert _replace(state.turn, huts=2) == dataclasses.replace(state.turn, huts=2)
        player = state.players[state.turn.seat]
        assert _replace(player, coins=player.coins + 1) == dataclasses.replace(player, coins=player.coins + 1)
        legal = G.legal_actions(state)
        state = G.apply(state, legal[rng.randrange(len(legal))])
    assert fed_some and (marked or options.get("variant") == "beginner")


def test_quick_replacement_leaves_the_original_and_starts_a_fresh_memo():
    state = G.new_game(2, 1)
    G.legal_actions(state)  # fills the state's memo
    changed = _replace(state, turns_taken=7)
    assert changed.turns_taken == 7 and state.turns_taken == 0
    assert changed == dataclasses.replace(state, turns_taken=7)
    assert changed.cache == {} and state.cache
