"""Property tests (hypothesis) over every game in ``GAMES``: random legal sequences keep the
game's invariants.

For any game: ``apply`` never changes its input; replaying the record reproduces every
state; an observation is the same for every state its seat cannot tell apart (two
``determinize`` draws) and never holds the seed; every legal action's text parses back to
it; an event told to a viewer outside ``seen_by`` carries no secret. For the games whose
components, every card, tile, crop, coin, foundation and llama stays accounted for, in
every game (``ACCOUNTS``; a test fails for a game without one). Runs are short: a few examples of a few dozen moves each, and one
play-out to the end per example with the cheap checks only.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, Narrator, replay

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal")
STEPS = 40
"""Moves per example that get every check (the expensive ones: copies, determinizations)."""
MAX_ACTIONS = 20_000


def _llama_counts(state: Any) -> dict[str, Any]:
    from llamagames.rules.llama import DECK

    cards = Counter(card for hand in state.hands for card in hand)
    cards.update(state.discard)
    cards.update(state.draw_pile)
    return {"cards": cards == Counter(DECK), "totals": all(t >= 0 for t in state.totals)}


def _llamaland_counts(state: Any) -> dict[str, Any]:
    players = state.players
    return {
        "tiles": state.tiles_left + sum(p.estate.tile_count() for p in players) + (1 if state.tile_in_hand >= 0 else 0),
        "characters": len(state.char_row) + len(state.char_pile) + sum(len(p.characters) for p in players),
        "llama cards": sum(len(c) for c in state.llama_columns) + state.boxed_llama_cards
        + sum(len(p.llama_cards) for p in players),
        "crops": tuple(state.supply_crops[i] + sum(p.crops[i] for p in players) for i in range(3)),
        "coins": state.supply_coins + sum(p.coins for p in players),
        "foundations": sum(p.foundations + p.estate.foundation_count() for p in players),
        # a fed llama is in the player's hand until it is placed
        "llamas": state.supply_llamas + sum(len(p.estate.llamas()) for p in players)
        + (1 if state.turn.phase == "llama" else 0),
        "nothing negative": min((state.supply_coins, state.supply_llamas, *state.supply_crops,
                                 *(p.coins for p in players), *(c for p in players for c in p.crops))) >= 0,
    }


def _alpacas_counts(state: Any) -> dict[str, Any]:
    from llamagames.rules.alpacas.components import DECK_SIZE

    cards = list(state.row) + list(state.pile) + list(state.discard)
    cards += [card for board in state.boards for card in board if card is not None]
    cards += [card for card in state.start_cards if card is not None]
    treats = [n for pair in (*state.treats, *state.row_treats) for n in pair]
    return {"cards": sorted(cards) == list(range(DECK_SIZE)), "nothing negative": min(treats, default=0) >= 0}


def _llamagedon_counts(state: Any) -> dict[str, Any]:
    from llamagames.rules.llamagedon.cards import COUNTS
    from llamagames.rules.llamagedon.positions import all_cards

    return {"cards": all_cards(state) == COUNTS}


ACCOUNTS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "llama": _llama_counts,
    "alpacas": _alpacas_counts,
    "llamagedon": _llamagedon_counts,
    "llamaland": _llamaland_counts,
}
"""Game name -> what must stay the same in every state of a game (as at its start)."""


def test_every_game_has_its_component_accounts() -> None:
    assert set(ACCOUNTS) == set(GAMES)


def check_cheap(game: Any, name: str, state: Any, start_accounts: dict[str, Any] | None) -> None:
    """The checks that cost little: the component accounts."""
    if start_accounts is not None:
        accounts = ACCOUNTS[name](state)
        assert all(v for v in accounts.values() if isinstance(v, bool)), accounts
        assert accounts == start_accounts, {k: (start_accounts[k], v) for k, v in accounts.items()
                                            if v != start_accounts[k]}


def check_state(game: Any, state: Any, seed: int, rng: random.Random) -> None:
    """Observations, determinizations and action texts of one state."""
    num = game.num_players(state)
    for seat in range(num):
        obs = game.observation(state, seat)
        if seed >= 10**6:
            assert str(seed) not in repr(obs), f"seat {seat}'s observation holds the seed"
        for _ in range(2):
            guess = game.determinize(obs, random.Random(rng.random()))
            assert game.observation(guess, seat) == obs, f"seat {seat} can tell a determinization apart"
    for action in game.legal_actions(state):
        assert game.parse_action(str(action)) == action


def check_events(game: Any, state: Any) -> None:
    num = game.num_players(state)
    for event in game.events(state):
        for viewer in (None, *range(num)):
            told = event.for_viewer(viewer)
            if not event.sees_secret(viewer):
                assert told.secret == ()
            game.describe(told, Narrator(NAMES[:num], viewer))


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=False)
@given(data=st.data())
def test_random_legal_sequences_keep_every_invariant(name: str, data: st.DataObject) -> None:
    game = GAMES[name]
    num = data.draw(st.sampled_from(list(game.player_counts)), label="players")
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    choices = data.draw(st.lists(st.integers(0, 2**16), min_size=1, max_size=STEPS), label="choices")
    rng = random.Random(seed ^ len(choices))
    state = game.new_game(num, seed)
    accounts = ACCOUNTS[name](state) if name in ACCOUNTS else None
    check_cheap(game, name, state, accounts)
    record = GameRecord(name, num, seed)
    states = [state]
    for choice in choices:
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        assert legal, "a game that is not over offers no action"
        check_state(game, state, seed, rng)
        action = legal[choice % len(legal)]
        before = copy.deepcopy(state), repr(state), game.events(state)
        new = game.apply(state, action)
        assert (state, repr(state), game.events(state)) == before, "apply changed its input"
        state = new
        record = record.with_action(action)
        states.append(state)
        check_cheap(game, name, state, accounts)
        check_events(game, state)
    # On to the end with the cheap checks only, then the whole record must replay.
    for _ in range(MAX_ACTIONS):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        state = game.apply(state, action)
        record = record.with_action(action)
        states.append(state)
        check_cheap(game, name, state, accounts)
    assert game.is_over(state)
    game.outcome(state)
    again = replay(game, GameRecord.from_json(record.to_json()))
    assert len(again) == len(states)
    assert again[-1] == states[-1] and repr(again[-1]) == repr(states[-1])
    sample = states[:: max(1, len(states) // 20)]
    assert all(a == b for a, b in zip(again[:: max(1, len(states) // 20)], sample))
