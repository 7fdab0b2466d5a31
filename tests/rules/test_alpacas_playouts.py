"""Llamas & Alpacas under random play: invariants, hidden information, texts, refusals."""

from __future__ import annotations

import random
from dataclasses import fields, replace
from typing import Any

import pytest

from llamagames.rules.alpacas import ALPACAS, AlpacasObservation, Move, PlaceStart, Take
from llamagames.rules.core import ActionParseError, IllegalActionError, Narrator, random_playout

from .alpacas_helpers import check_invariants


def played_states(seed: int, players: int) -> list[Any]:
    rng = random.Random(seed)
    state = ALPACAS.new_game(players, seed)
    states = [state]
    while not ALPACAS.is_over(state):
        actions = ALPACAS.legal_actions(state)
        state = ALPACAS.apply(state, actions[rng.randrange(len(actions))])
        states.append(state)
    return states


GAMES_PLAYED = [(seed, 2 + seed % 3) for seed in range(12)]


@pytest.mark.parametrize("seed,players", GAMES_PLAYED)
def test_invariants_under_random_play(seed: int, players: int) -> None:
    states = played_states(seed, players)
    narrator = Narrator(["Ann", "Ben", "Cid", "Dee"][:players], 0)
    for before, after in zip(states, states[1:]):
        check_invariants(after)
        for event in ALPACAS.events(after):
            assert ALPACAS.describe(event, narrator)
        assert before != after
    final = states[-1]
    outcome = ALPACAS.outcome(final)
    assert outcome.scores == final.scores and outcome.winners


def test_apply_never_changes_its_argument() -> None:
    rng = random.Random(3)
    state = ALPACAS.new_game(3, 3)
    for _ in range(60):
        if ALPACAS.is_over(state):
            break
        snapshot = tuple(getattr(state, f.name) for f in fields(state))
        action = rng.choice(ALPACAS.legal_actions(state))
        nxt = ALPACAS.apply(state, action)
        assert tuple(getattr(state, f.name) for f in fields(state)) == snapshot
        state = nxt


def test_same_seed_same_game() -> None:
    a = random_playout(ALPACAS, ALPACAS.new_game(4, 11), random.Random(1))
    b = random_playout(ALPACAS, ALPACAS.new_game(4, 11), random.Random(1))
    assert a == b


@pytest.mark.parametrize("seed,players", GAMES_PLAYED[:4])
def test_every_legal_action_text_parses_back(seed: int, players: int) -> None:
    for state in played_states(seed, players)[::3]:
        for action in ALPACAS.legal_actions(state):
            assert ALPACAS.parse_action(str(action)) == action
    for bad in ("", "take", "take 0 @1,1", "take 2 @4,1", "move @1,1", "start @1,1 now", "wild red",
                "take 2 pay cabbage @1,1", "take 1 @1,1 leave hay"):
        with pytest.raises(ActionParseError):
            ALPACAS.parse_action(bad)


def candidate_actions(state: Any, rng: random.Random) -> list[Any]:
    """Legal actions plus near misses: wrong cells, payments, leftovers and wild values."""
    legal = ALPACAS.legal_actions(state)
    out = list(rng.sample(legal, min(6, len(legal))))
    for _ in range(10):
        index = rng.randrange(7)
        pay = tuple(rng.randrange(4) for _ in range(index if rng.random() < 0.8 else rng.randrange(7)))
        leave = rng.choice([(0, 0), (0, 0), (1, 0), (0, 1), (1, 1), (2, 0)])
        wild = rng.choice([None, None, None, "2", "red", "9"])
        out.append(Take(index, rng.randrange(9), pay, leave, wild))
        out.append(Move(rng.randrange(9), rng.randrange(9), rng.choice([None, None, "3", "pink"])))
    out.append(PlaceStart(rng.randrange(9)))
    return out


@pytest.mark.parametrize("seed,players", GAMES_PLAYED[:6])
def test_why_illegal_agrees_with_apply_and_legal_actions(seed: int, players: int) -> None:
    rng = random.Random(seed)
    for state in played_states(seed, players)[::2]:
        legal = set(ALPACAS.legal_actions(state))
        for action in candidate_actions(state, rng):
            reason = ALPACAS.why_illegal(state, action)
            assert (reason is None) == (action in legal), (str(action), reason)
            if reason is None:
                ALPACAS.apply(state, action)
            else:
                assert reason.endswith(".") and reason[0].isupper()
                with pytest.raises(IllegalActionError, match="^" + reason.replace("(", r"\(").replace(")", r"\)")
                                   .replace(".", r"\.").replace("+", r"\+") + "$"):
                    ALPACAS.apply(state, action)


@pytest.mark.parametrize("seed,players", GAMES_PLAYED[:4])
def test_observation_hides_only_the_pile_order_and_the_seed(seed: int, players: int) -> None:
    rng = random.Random(seed)
    for state in played_states(seed, players)[::5]:
        view = ALPACAS.observation(state, 0)
        names = {f.name for f in fields(AlpacasObservation)}
        assert "seed" not in names and "pile" not in names
        shuffled = list(state.pile)
        rng.shuffle(shuffled)
        other = replace(state, pile=tuple(shuffled), seed=state.seed + 1)
        assert ALPACAS.observation(other, 0) == view
        for seat in range(players):
            assert ALPACAS.observation(state, seat).boards == state.boards


@pytest.mark.parametrize("seed,players", GAMES_PLAYED[:4])
def test_determinize_agrees_with_the_observation(seed: int, players: int) -> None:
    rng = random.Random(seed)
    for state in played_states(seed, players)[::5]:
        if ALPACAS.is_over(state):
            continue
        for seat in range(players):
            view = ALPACAS.observation(state, seat)
            guess = ALPACAS.determinize(view, rng)
            assert ALPACAS.observation(guess, seat) == view
            assert ALPACAS.legal_actions(guess) == ALPACAS.legal_actions(state)
            check_invariants(guess)


def test_events_reveal_draws_and_shuffles() -> None:
    for state in played_states(5, 3):
        for event in ALPACAS.events(state):
            if event.kind in ("draw", "reshuffle", "setup"):
                assert event.reveals
            else:
                assert not event.reveals


def test_a_game_record_replays_to_the_same_state() -> None:
    from llamagames.rules.core import GameRecord, replay

    rng = random.Random(2)
    state = ALPACAS.new_game(3, 21)
    record = GameRecord("alpacas", 3, 21)
    while not ALPACAS.is_over(state):
        action = rng.choice(ALPACAS.legal_actions(state))
        record = record.with_action(action)
        state = ALPACAS.apply(state, action)
    again = GameRecord.from_json(record.to_json())
    assert replay(ALPACAS, again)[-1] == state
