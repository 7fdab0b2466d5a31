"""L.L.A.M.A. in the shape every engine shares: declared event kinds ending in GAME_OVER, the
scores and round ends the score chart reads, and a text form that round-trips."""

from __future__ import annotations

import random
from collections.abc import Iterator
from enum import StrEnum

import pytest

from llamagames.rules.core import GAME_OVER
from llamagames.rules.llama import LLAMA, RETURN_CHIP, RETURN_WHITE, LlamaState, Phase, PlayCard, build_state
from tests.rules.score_readers import READERS


def _games(seeds: range) -> Iterator[list[LlamaState]]:
    """The states of seeded random games at every player count."""
    for n in LLAMA.player_counts:
        for seed in seeds:
            rng = random.Random(seed * 31 + n)
            state = LLAMA.new_game(n, seed)
            states = [state]
            while not LLAMA.is_over(state):
                legal = LLAMA.legal_actions(state)
                state = LLAMA.apply(state, legal[rng.randrange(len(legal))])
                states.append(state)
            yield states


def _chip_return_game() -> list[LlamaState]:
    """A round that ends with an emptied hand (random games seldom do): its chip return and the next deal."""
    start = build_state([(4,), (3, 5)], discard=(4,), totals=(5, 0), seed=9)
    emptied = LLAMA.apply(start, PlayCard(4))
    assert emptied.phase == RETURN_CHIP
    return [start, emptied, LLAMA.apply(emptied, RETURN_WHITE)]


def test_phases_are_a_str_enum() -> None:
    assert issubclass(Phase, StrEnum) and {p.value for p in Phase} == {"play", "return_chip", "over"}


def test_random_games_emit_only_the_declared_event_kinds_and_end_with_game_over() -> None:
    seen: set[str] = set()
    for states in [*_games(range(3)), _chip_return_game()]:
        for state in states:
            kinds = [event.kind for event in LLAMA.events(state)]
            assert set(kinds) <= LLAMA.event_kinds, kinds
            seen.update(kinds)
        if LLAMA.is_over(states[-1]):
            assert LLAMA.events(states[-1])[-1].kind == GAME_OVER
    assert seen == LLAMA.event_kinds


def test_scores_and_round_ends_are_what_the_score_chart_reads() -> None:
    reader = READERS["llama"]
    ends = 0
    for states in [*_games(range(3)), _chip_return_game()]:
        for previous, state in zip(states, states[1:]):
            read = reader(LLAMA, previous, state)
            assert LLAMA.round_ended(previous, state) == (read is not None)
            assert LLAMA.scores(state) == state.totals
            if read is not None:
                assert LLAMA.scores(state) == read
                ends += 1
    assert ends > 30


def _every_phase() -> Iterator[LlamaState]:
    for states in _games(range(2)):
        yield from states[::3]
        yield states[-1]
    yield from _chip_return_game()


def test_the_text_form_round_trips_and_plays_on_identically() -> None:
    phases: set[Phase] = set()
    for state in _every_phase():
        phases.add(state.phase)
        again = LLAMA.state_from_text(LLAMA.state_to_text(state))
        assert again == state and LLAMA.state_to_text(again) == LLAMA.state_to_text(state)
        assert list(LLAMA.legal_actions(again)) == list(LLAMA.legal_actions(state))
        assert LLAMA.current_player(again) == LLAMA.current_player(state)
        for seat in range(LLAMA.num_players(state)):
            assert LLAMA.observation(again, seat) == LLAMA.observation(state, seat)
        for action in LLAMA.legal_actions(state):
            after, after_again = LLAMA.apply(state, action), LLAMA.apply(again, action)
            assert after_again == after and LLAMA.events(after_again) == LLAMA.events(after)
    assert phases == set(Phase)


@pytest.mark.parametrize("damage", [
    lambda t: "",
    lambda t: t.split(" | ")[0],
    lambda t: t.replace("hands", "hnads"),
    lambda t: t.replace("seed", "seed x"),
    lambda t: t.replace("r2 ", "rtwo ", 1),
    lambda t: t.replace("| last r1", "| last one"),
    lambda t: t.replace("penalties", "pens"),
    lambda t: t + " | more",
    lambda t: t.replace("/", "Q", 1),
])
def test_a_damaged_text_is_refused_in_words(damage) -> None:
    state = _chip_return_game()[-1]
    assert state.round == 2 and state.last_round is not None
    text = LLAMA.state_to_text(state)
    damaged = damage(text)
    assert damaged != text
    with pytest.raises(ValueError, match=r"^Not a L\.L\.A\.M\.A\. position: \S"):
        LLAMA.state_from_text(damaged)
