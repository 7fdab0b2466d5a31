"""Llamagedón under random play with random Blocks: invariants, hidden information, texts."""

from __future__ import annotations

import random

import pytest

from llamagames.rules.core import IllegalActionError, Narrator
from llamagames.rules.llamagedon import (
    HIDDEN,
    LLAMAGEDON,
    Attack,
    Build,
    LlamagedonState,
    Phase,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
    parse_action,
)
from llamagames.rules.llamagedon.actions import BLOCK, DRAW_TWO, LET, PASS
from llamagames.rules.llamagedon.cards import COLOURS, KINDS, RESOURCES, SHELTER, WILD

from .llamagedon_helpers import check_invariants

G = LLAMAGEDON
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]


def random_action_pool(rng: random.Random, n: int) -> list[object]:
    """Actions of every kind with random arguments, most of them illegal at any moment."""
    seat, index, kind = rng.randrange(n + 1), rng.randrange(4), rng.choice(KINDS)
    colour = rng.choice(RESOURCES)
    triple = tuple(sorted(rng.choice(RESOURCES) for _ in range(3)))
    return [
        Build(colour, rng.choice((colour, WILD))), Replace(seat, index), Attack(seat, index), Steal(seat, index),
        Swap(seat, kind), Protect(index), Recover(kind, triple), DRAW_TWO, BLOCK, LET, PASS,  # type: ignore[arg-type]
    ]


def playout(n: int, seed: int, rng: random.Random) -> list[LlamagedonState]:
    """A random game; actions that block are favoured so chains grow long."""
    state = G.new_game(n, seed)
    states = [state]
    while not G.is_over(state):
        legal = G.legal_actions(state)
        if BLOCK in legal and rng.random() < 0.5:
            action = BLOCK
        else:
            action = legal[rng.randrange(len(legal))]
        state = G.apply(state, action)
        states.append(state)
        assert len(states) < 5000, "the game did not end"
    return states


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_keep_every_card_accounted_for(n: int) -> None:
    rng = random.Random(n)
    longest_chain = 0
    for seed in range(12):
        for state in playout(n, seed, rng):
            check_invariants(state)
            longest_chain = max(longest_chain, len(state.chain))
            if not G.is_over(state):
                assert G.current_player(state) is not None and G.legal_actions(state)
        outcome = G.outcome(state)
        assert outcome.scores == tuple(len(a) for a in state.areas)
        assert outcome.winners
    assert longest_chain >= 3  # Block on Block on Block happened


def test_apply_never_changes_its_argument() -> None:
    rng = random.Random(5)
    state = G.new_game(4, 5)
    for _ in range(200):
        if G.is_over(state):
            break
        copy = (state.hands, state.areas, state.deck, state.discard, state.chain, state.lets, state.phase)
        legal = G.legal_actions(state)
        nxt = G.apply(state, legal[rng.randrange(len(legal))])
        assert copy == (state.hands, state.areas, state.deck, state.discard, state.chain, state.lets, state.phase)
        state = nxt


@pytest.mark.parametrize("n", [2, 4])
def test_texts_parse_back_and_why_illegal_agrees_with_apply(n: int) -> None:
    rng = random.Random(10 + n)
    for seed in range(4):
        for state in playout(n, seed, rng)[:-1]:
            legal = G.legal_actions(state)
            for action in legal:
                assert parse_action(str(action)) == action
                assert G.why_illegal(state, action) is None
            for action in random_action_pool(rng, n):
                reason = G.why_illegal(state, action)
                assert (reason is None) == (action in legal), (action, reason, legal)
                if reason is not None:
                    with pytest.raises(IllegalActionError, match="."):
                        G.apply(state, action)  # type: ignore[arg-type]


@pytest.mark.parametrize("n", [2, 3, 5])
def test_observations_never_show_other_hands_and_determinize_agrees(n: int) -> None:
    rng = random.Random(20 + n)
    for seed in range(4):
        for state in playout(n, seed, rng)[::3]:
            for seat in range(n):
                obs = G.observation(state, seat)
                assert obs.hand == state.hands[seat]
                assert obs.hand_sizes == tuple(len(h) for h in state.hands)
                assert not hasattr(obs, "deck") and not hasattr(obs, "seed")
                other = G.determinize(obs, rng)
                check_invariants(other)
                assert G.observation(other, seat) == obs
                for s in range(n):
                    if state.turn_number >= s + 1:  # a seat that has had a turn holds no Shelter card
                        assert SHELTER not in state.hands[s] and SHELTER not in other.hands[s]
                assert G.legal_actions(other) == G.legal_actions(state) or G.current_player(state) != seat


def test_a_pending_swap_hides_the_given_card_from_everyone_but_its_player() -> None:
    rng = random.Random(3)
    for seed in range(40):
        for state in playout(3, seed, rng):
            if state.phase is Phase.BLOCK and isinstance(state.chain[0].action, Swap):
                actor = state.chain[0].seat
                for seat in range(3):
                    give = G.observation(state, seat).chain[0].action.give  # type: ignore[union-attr]
                    assert (give == HIDDEN) is (seat != actor)
                return
    raise AssertionError("no Swap was played in 40 games")


def test_move_log_sentences_keep_secrets_from_other_viewers() -> None:
    rng = random.Random(8)
    secrets = 0
    for state in playout(4, 8, rng):
        for event in G.events(state):
            for viewer in (None, 0, 1, 2, 3):
                sentence = G.describe(event.for_viewer(viewer), Narrator(NAMES[:4], viewer))
                assert sentence and sentence[0].isupper() or sentence.startswith("Turn")
            if event.secret:
                secrets += 1
                outsider = next(v for v in range(4) if v not in event.seen_by)
                hidden = G.describe(event.for_viewer(outsider), Narrator(NAMES[:4], outsider))
                assert G.describe(event, Narrator(NAMES[:4], outsider)) == hidden
                shown = G.describe(event, Narrator(NAMES[:4], min(event.seen_by)))
                if event.kind in ("draw", "swap", "dealt"):
                    assert hidden != shown
                    assert not any(colour in hidden for colour in ("red", "blue", "yellow", "green"))
    assert secrets > 10
    assert COLOURS  # the colour names checked above are the four Resource colours


def test_the_same_seed_gives_the_same_game() -> None:
    a = playout(3, 77, random.Random(1))
    b = playout(3, 77, random.Random(1))
    assert a == b


def test_a_recorded_game_replays_from_its_action_texts() -> None:
    from llamagames.rules.core import GameRecord, replay

    rng = random.Random(2)
    state = G.new_game(3, 12)
    record = GameRecord("llamagedon", 3, 12)
    while not G.is_over(state):
        legal = G.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        record = record.with_action(action)
        state = G.apply(state, action)
    assert replay(G, GameRecord.from_json(record.to_json()))[-1] == state
