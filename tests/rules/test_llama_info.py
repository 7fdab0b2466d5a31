"""L.L.A.M.A.: what each seat may see, hidden cards dealt again, records, action texts, events."""

from __future__ import annotations

import dataclasses
import doctest
import json
import pickle
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llamagames.rules import GAMES
from llamagames.rules.core import ActionParseError, Game, GameRecord, Narrator, random_playout, replay
from llamagames.rules.llama import (
    ALL_ACTIONS,
    DECK,
    LLAMA,
    LLAMA_CARD,
    PLAY_CARD,
    RETURN_BLACK,
    LlamaState,
    PlayCard,
    build_state,
    state_from_text,
    state_to_text,
)

from .llama_helpers import all_cards

PRIVATE_FIELDS = {"seat", "hand"}


def states_of_a_game(num_players: int, seed: int, stubborn: bool = False) -> list[LlamaState]:
    """Every state of a random game; ``stubborn`` players quit only when they must."""
    rng = random.Random(seed)
    state = LLAMA.new_game(num_players, seed)
    states = [state]
    while not LLAMA.is_over(state):
        legal = LLAMA.legal_actions(state)
        if stubborn:
            legal = [a for a in legal if str(a) != "quit"] or legal
        state = LLAMA.apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    return states


def test_llama_is_registered_and_follows_the_protocol():
    assert GAMES["llama"] is LLAMA
    assert isinstance(LLAMA, Game)
    assert (LLAMA.name, LLAMA.title, LLAMA.player_counts) == ("llama", "L.L.A.M.A.", range(2, 7))


# --- Observations ---


def test_an_observation_shows_the_own_hand_and_only_counts_of_the_others():
    state = LLAMA.new_game(4, seed=8)
    obs = LLAMA.observation(state, 2)
    assert obs.seat == 2 and obs.hand == state.hands[2]
    assert obs.hand_sizes == (6, 6, 6, 6)
    assert obs.discard_top == state.discard[-1] and obs.discard_size == 1
    assert obs.draw_size == len(state.draw_pile)
    assert (obs.totals, obs.quit, obs.current, obs.round, obs.phase) == (
        state.totals, state.quit, state.current, state.round, state.phase)


def test_two_seats_observations_differ_exactly_in_the_private_fields():
    for state in states_of_a_game(3, seed=4, stubborn=True)[::5]:
        a, b = LLAMA.observation(state, 0), LLAMA.observation(state, 1)
        differing = {f.name for f in dataclasses.fields(a) if getattr(a, f.name) != getattr(b, f.name)}
        assert differing <= PRIVATE_FIELDS
        assert "seat" in differing


def test_observations_do_not_depend_on_hidden_cards_or_the_deck_order():
    hands = [(1, 2, 3), (4, 5, 6), (L := LLAMA_CARD, L)]
    base = build_state(hands, discard=(3,))
    pile = list(base.draw_pile)
    random.Random(1).shuffle(pile)
    reordered = build_state(hands, discard=(3,), draw_pile=pile)
    # seat 1's cards swapped with cards of the draw pile
    swapped_hands = [(1, 2, 3), (1, 1, 1), (L, L)]
    swapped = build_state(swapped_hands, discard=(3,))
    assert base.draw_pile != reordered.draw_pile
    for seat_two_sees in (reordered, swapped):
        assert LLAMA.observation(seat_two_sees, 0) == LLAMA.observation(base, 0)
    assert LLAMA.observation(swapped, 1) != LLAMA.observation(base, 1)


def test_an_observation_carries_neither_the_seed_nor_the_draw_pile():
    names = {f.name for f in dataclasses.fields(LLAMA.observation(LLAMA.new_game(2, seed=12345), 0))}
    assert not names & {"seed", "draw_pile", "hands"}


# --- Determinization ---


def check_determinization(state: LlamaState, seat: int, rng: random.Random) -> LlamaState:
    obs = LLAMA.observation(state, seat)
    guess = LLAMA.determinize(obs, rng)
    assert LLAMA.observation(guess, seat) == obs
    assert all_cards(guess) == Counter(DECK)
    assert guess.seed != state.seed or state.seed == 0
    if state.phase != "play":
        assert guess.hands == state.hands  # a scored round has shown every hand
    return guess


def test_determinize_is_consistent_with_the_observation_in_every_phase():
    rng = random.Random(5)
    phases = Counter()
    for seed in range(4):
        for index, state in enumerate(states_of_a_game(3, seed=seed, stubborn=True)):
            if state.phase == "play" and index % 3:
                continue
            phases[state.phase] += 1
            for seat in range(3):
                check_determinization(state, seat, rng)
    assert phases["play"] and phases["return_chip"], phases


def test_determinize_deals_the_unseen_cards_at_random():
    state = LLAMA.new_game(4, seed=2)
    obs = LLAMA.observation(state, 0)
    guesses = {LLAMA.determinize(obs, random.Random(i)).hands for i in range(10)}
    assert len(guesses) > 1
    assert all(hands[0] == state.hands[0] for hands in guesses)


def test_a_determinized_state_plays_on_to_the_end():
    state = states_of_a_game(5, seed=9)[3]
    guess = LLAMA.determinize(LLAMA.observation(state, state.current), random.Random(0))
    assert LLAMA.legal_actions(guess) == LLAMA.legal_actions(state)
    assert LLAMA.is_over(random_playout(LLAMA, guess, random.Random(1)))


def test_determinize_refuses_an_impossible_observation():
    obs = LLAMA.observation(LLAMA.new_game(2, seed=1), 0)
    with pytest.raises(ValueError):
        LLAMA.determinize(dataclasses.replace(obs, draw_size=obs.draw_size + 3), random.Random(0))


# --- Records and replays ---


@pytest.mark.parametrize("num_players", [2, 4, 6])
def test_same_seed_and_action_texts_give_the_same_game(num_players):
    states = states_of_a_game(num_players, seed=31 + num_players, stubborn=num_players == 4)
    record = GameRecord("llama", num_players, 31 + num_players)
    for before, after in zip(states, states[1:]):
        # the action that led from one state to the next is the one whose result matches
        action = next(a for a in LLAMA.legal_actions(before) if LLAMA.apply(before, a) == after)
        record = record.with_action(action)
    loaded = GameRecord.from_json(json.loads(record.dumps()))
    assert loaded == record
    replayed = replay(LLAMA, loaded)
    assert replayed == states
    assert [LLAMA.events(s) for s in replayed] == [LLAMA.events(s) for s in states]


def test_a_damaged_record_names_the_failing_move():
    record = GameRecord("llama", 2, 1, actions=("quit", "fly away"))
    with pytest.raises(ActionParseError, match="Move 2"):
        replay(LLAMA, record)


# --- Action texts ---


def test_every_action_round_trips_through_its_text():
    for action in ALL_ACTIONS:
        assert LLAMA.parse_action(str(action)) == action
    assert [str(a) for a in ALL_ACTIONS] == [
        "play 1", "play 2", "play 3", "play 4", "play 5", "play 6", "play llama",
        "draw", "quit", "return 10", "return 1",
    ]


def test_action_texts_forgive_case_and_spaces():
    assert LLAMA.parse_action("  Play   LLAMA ") == PlayCard(LLAMA_CARD)
    assert LLAMA.parse_action("QUIT") == LLAMA.parse_action("quit")


@pytest.mark.parametrize("text", ["", "play", "play 0", "play 7", "play 8", "jump", "return 5", "draw 2"])
def test_texts_that_are_not_actions_are_refused(text):
    with pytest.raises(ActionParseError, match="not a L.L.A.M.A. action"):
        LLAMA.parse_action(text)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="playdrquitenm 0123456789", max_size=12))
def test_parsing_any_text_gives_an_action_or_a_parse_error(text):
    try:
        action = LLAMA.parse_action(text)
    except ActionParseError:
        return
    assert action in ALL_ACTIONS
    assert str(action) == " ".join(text.lower().split())


# --- Events ---


def test_every_event_kind_occurs_and_reveals_exactly_when_it_shows_hidden_cards():
    known = {"play", "draw", "quit", "round_end", "return_chip", "deal", "game_over"}
    revealing = {"draw", "deal", "round_end"}
    seen = set()
    for seed in range(3):
        for state in states_of_a_game(3, seed=seed, stubborn=True):
            for event in LLAMA.events(state):
                assert event.kind in known
                assert event.reveals == (event.kind in revealing), event
                seen.add(event.kind)
    assert seen == known


def test_a_draw_is_told_with_its_card_to_the_drawer_only():
    state = build_state([(3,), (1,)], discard=(5,), draw_pile=None)
    drawn = state.draw_pile[-1]
    after = LLAMA.apply(state, LLAMA.parse_action("draw"))
    (event,) = LLAMA.events(after)
    names = ["Ann", "Bo"]
    assert event.get("card") == drawn and event.seen_by == {0}
    assert LLAMA.describe(event.for_viewer(0), Narrator(names, 0)) == f"You draw a {'llama' if drawn == LLAMA_CARD else drawn}."
    assert LLAMA.describe(event.for_viewer(1), Narrator(names, 1)) == "Ann draws a card."
    assert event.for_viewer(1).get("card") is None
    assert event.for_viewer(0).get("card") == drawn


def test_a_quit_is_told_in_the_viewers_grammar():
    state = build_state([(3,), (1,)], discard=(5,))
    (event,) = LLAMA.events(LLAMA.apply(state, LLAMA.parse_action("quit")))
    assert LLAMA.describe(event, Narrator(["Ann", "Bo"], 0)) == "You quit the round."
    assert LLAMA.describe(event, Narrator(["Ann", "Bo"], 1)) == "Ann quits the round."


# --- Text form of a state ---


def test_the_text_form_round_trips():
    for state in states_of_a_game(4, seed=3)[::4]:
        text = state_to_text(state)
        again = state_from_text(text)
        assert state_to_text(again) == text
        assert (again.hands, again.discard, again.draw_pile, again.totals, again.current) == (
            state.hands, state.discard, state.draw_pile, state.totals, state.current)
        assert repr(state) == f"LlamaState({text!r})"


def test_the_text_form_of_a_position():
    state = build_state([(1, 1, LLAMA_CARD), (4,)], discard=(3,), quit=(False, True), totals=(11, 2))
    text = state_to_text(state)
    assert text.startswith("r1 play @0 start0 | hands 11L/4 | out .x | discard 3 | pile ")
    assert text.endswith(" | totals 11/2 | seed 0")


@pytest.mark.parametrize("text", ["", "r1 play @0 start0", "nonsense | a | b | c | d | e | f"])
def test_a_damaged_text_form_is_refused(text):
    with pytest.raises(ValueError, match="Not a L.L.A.M.A. position"):
        state_from_text(text)


def test_a_position_must_account_for_all_56_cards():
    with pytest.raises(ValueError, match="missing"):
        build_state([(1,), (2,)], discard=(3,), draw_pile=(4, 5))
    with pytest.raises(ValueError, match="more than 8"):
        build_state([(1,) * 9, (2,)], discard=(3,))


def test_play_card_singletons_equal_fresh_actions():
    assert PLAY_CARD[3] == PlayCard(3) and hash(PLAY_CARD[3]) == hash(PlayCard(3))
    assert RETURN_BLACK == LLAMA.parse_action("return 10")


def test_states_and_observations_survive_pickling_for_bot_workers():
    state = states_of_a_game(3, seed=6, stubborn=True)[20]
    again = pickle.loads(pickle.dumps(state))
    assert again == state and state_to_text(again) == state_to_text(state)
    assert LLAMA.events(again) == LLAMA.events(state)
    obs = LLAMA.observation(state, 1)
    assert pickle.loads(pickle.dumps(obs)) == obs


def test_the_module_examples_hold():
    from llamagames.rules import llama

    failures, tried = doctest.testmod(llama)
    assert tried > 0 and failures == 0


def test_a_state_cannot_be_changed_in_place():
    state = LLAMA.new_game(3, seed=1)
    with pytest.raises(AttributeError, match="read-only"):
        state.current = 2  # type: ignore[misc]
    with pytest.raises(AttributeError, match="read-only"):
        del state.hands
    assert state.current == 0 and len(state.hands) == 3
