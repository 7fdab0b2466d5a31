"""Llamagedón in the shape every engine shares: StrEnum phases, declared event kinds ending in
GAME_OVER, scores and rounds read one way, and a text notation that round-trips."""

from __future__ import annotations

import enum
import random

import pytest

from llamagames.rules.core import GAME_OVER, Event, Narrator
from llamagames.rules.llamagedon import BLOCK, LET, LLAMAGEDON, LlamagedonState, Phase, build_state
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, PROTECT, RED, SHELTER, STEAL, WILD, YELLOW
from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD
from tests.rules import score_readers

G = LLAMAGEDON
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def playout(n: int, seed: int, block_share: float = 0.5) -> list[LlamagedonState]:
    """A random game from ``seed``; Blocks favoured so that chains grow long."""
    rng = random.Random(seed * 31 + n)
    state = G.new_game(n, seed, hand_limit=seed % 2 == 0)
    states = [state]
    while not G.is_over(state):
        legal = G.legal_actions(state)
        action = BLOCK if BLOCK in legal and rng.random() < block_share else legal[rng.randrange(len(legal))]
        state = G.apply(state, action)
        states.append(state)
    return states


GAMES = [(n, seed) for n in range(2, 6) for seed in range(3)]


def test_phases_are_a_str_enum():
    assert issubclass(Phase, enum.StrEnum)
    assert [str(p) for p in Phase] == ["main", "block", "over"]


@pytest.mark.parametrize("n,seed", GAMES)
def test_random_games_emit_only_the_declared_event_kinds_and_end_with_game_over(n, seed):
    states = playout(n, seed)
    kinds = {event.kind for state in states for event in G.events(state)}
    assert kinds <= G.event_kinds, kinds - G.event_kinds
    assert G.events(states[-1])[-1].kind == GAME_OVER
    assert all(event.kind != GAME_OVER for state in states[:-1] for event in G.events(state))


def test_every_declared_kind_is_met_in_random_games_and_has_words():
    """Random games meet every kind but two rare ones: a hand over the limit (a position with
    eight cards ends its turn) and "no_draw" (deck and discard pile both empty)."""
    events = [event for n, seed in GAMES for share in (0.0, 0.5) for state in playout(n, seed, share)
              for event in G.events(state)]
    assert {event.kind for event in events} == G.event_kinds - {"no_draw", "hand_limit"}
    crowded = build_state([[RED, RED, BLUE, BLUE, ATTACK, ATTACK, STEAL, STEAL], [GREEN], [YELLOW]])
    events += G.events(G.apply(crowded, G.parse_action("pass")))
    assert "hand_limit" in {event.kind for event in events}
    events.append(Event.make("no_draw", 1))
    for event in events:
        for language in ("en", "ja"):
            sentence = G.describe(event, Narrator(NAMES, 0, language))
            assert sentence != event.kind and sentence[-1] in ".!。！", sentence
    assert "game_over" == GAME_OVER in G.event_kinds


@pytest.mark.parametrize("n,seed", GAMES)
def test_scores_and_round_ended_read_what_the_score_chart_read(n, seed):
    states = playout(n, seed, block_share=0.2)
    reader = score_readers.READERS["llamagedon"]
    rounds = 0
    for previous, state in zip(states, states[1:]):
        assert G.scores(state) == G.result(state).scores == tuple(len(a) for a in state.areas)
        chart = reader(G, previous, state)
        assert G.round_ended(previous, state) == (chart is not None)
        if chart is not None:
            assert chart == G.scores(state)
            rounds += 1
    assert rounds >= 2
    assert G.round_ended(states[-2], states[-1])
    assert G.scores(states[-1]) == G.outcome(states[-1]).scores


# --- The text notation ---------------------------------------------------------------------------


def _plays_on_alike(a: LlamagedonState, b: LlamagedonState) -> None:
    """Same decisions, same observations, and the same events and positions after each of them."""
    assert G.current_player(a) == G.current_player(b)
    legal = list(G.legal_actions(a))
    assert legal == list(G.legal_actions(b))
    for seat in range(a.num_players):
        assert G.observation(a, seat) == G.observation(b, seat)
    for action in legal:
        after_a, after_b = G.apply(a, action), G.apply(b, action)
        assert after_a == after_b
        assert G.events(after_a) == G.events(after_b)


@pytest.mark.parametrize("n,seed", GAMES)
def test_the_text_of_every_position_reads_back_and_plays_on_identically(n, seed):
    phases = set()
    deepest = 0
    for index, state in enumerate(playout(n, seed)):
        text = G.state_to_text(state)
        back = G.state_from_text(text)
        assert back == state, text
        assert G.state_to_text(back) == text
        phases.add(state.phase)
        deepest = max(deepest, len(state.chain))
        if index % 7 == 0 or state.phase is Phase.BLOCK and state.lets:
            _plays_on_alike(back, state)
    assert phases == set(Phase)
    assert deepest >= 2  # a Block on a Block was written and read back


def test_a_position_of_a_block_window_reads_back_mid_chain():
    state = build_state([[ATTACK, RED], [BLOCK_CARD, BLUE], [BLOCK_CARD, WILD]],
                        [[(SHELTER,)], [(SHELTER,), (BLUE, BLUE, PROTECT)], []])
    state = G.apply(state, G.parse_action("attack 1 shelter 0"))
    state = G.apply(state, BLOCK)  # seat 1 blocks
    state = G.apply(state, LET)  # seat 2 lets it be
    text = G.state_to_text(state)
    assert "chain 0:attack 1 shelter 0,1:block" in text and "lets 1" in text
    back = G.state_from_text(text)
    assert back == state and G.current_player(back) == 0
    _plays_on_alike(back, state)


def test_the_notation_sets_up_a_position_a_test_can_read():
    state = G.state_from_text(
        "main @0 #1 | hands ATr/gy | areas H/H,Pbb | deck LHHHHrrrrbbbyyyyggggwwAAAATTTTXXXXXDDDDDBBBBB | "
        "discard - | removed - | chain - | lets 0 | lower 1 | llamagedon - | left 0 | limit on | seed 0 | counter 1")
    assert state == build_state([[ATTACK, STEAL, RED], [GREEN, YELLOW]], [[(SHELTER,)], [(SHELTER,), (BLUE, BLUE, PROTECT)]])
    assert G.describe(G.events(G.apply(state, G.parse_action("pass")))[0], Narrator(NAMES[:2], 0)) == "You pass."


@pytest.mark.parametrize("damage,words", [
    (lambda t: t.replace(" | chain", " | chains"), "expected the field 'chain', found 'chains'"),
    (lambda t: t.replace("hands ", "hands Q"), "'Q' in the hands is not a card"),
    (lambda t: t.replace("| lets 0", "| lets 7"), "7 seats cannot have let a card be"),
    (lambda t: t.replace("main @0", "main @9"), "the turn player must be a seat from 0 to 2, not 9"),
    (lambda t: t.replace("main @0", "lunch @0"), "'lunch' is not a phase"),
    (lambda t: t.replace("| chain -", "| chain 0:attack 1 shelter 0"), "exactly while a Block window is open"),
    (lambda t: t.replace("deck ", "deck H"), "holds 56 cards, not the box's 55 (too many: H; missing: -)"),
    (lambda t: t.rsplit(" | ", 1)[0], "expected 14 fields"),
    (lambda t: t.replace("seed 3", "seed three"), "the seed must be a whole number, not 'three'"),
])
def test_a_damaged_text_is_refused_in_words(damage, words):
    text = G.state_to_text(G.new_game(3, 3))
    assert G.state_from_text(text) == G.new_game(3, 3)
    with pytest.raises(ValueError, match="Not a Llamagedón position") as caught:
        G.state_from_text(damage(text))
    assert words in str(caught.value)
