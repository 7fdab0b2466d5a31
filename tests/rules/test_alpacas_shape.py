"""Llamas & Alpacas in the one shape of every engine: StrEnum phases, declared event kinds
ending on GAME_OVER, scores read one way, and a text notation that round-trips."""

from __future__ import annotations

import enum
import random
from typing import Any

import pytest

from llamagames.rules.alpacas import ALPACAS, Phase
from llamagames.rules.alpacas.words import LOG
from llamagames.rules.core import GAME_OVER
from tests.rules.score_readers import READERS


def played_states(seed: int, players: int) -> list[Any]:
    rng = random.Random(seed)
    state = ALPACAS.new_game(players, seed)
    states = [state]
    while not ALPACAS.is_over(state):
        actions = ALPACAS.legal_actions(state)
        state = ALPACAS.apply(state, actions[rng.randrange(len(actions))])
        states.append(state)
    return states


GAMES_PLAYED = [(seed, 2 + seed % 3) for seed in range(6)]


def test_phases_are_a_str_enum() -> None:
    assert issubclass(Phase, enum.StrEnum)
    assert [str(p) for p in Phase] == ["setup", "play", "over"]


def test_random_games_emit_only_the_declared_event_kinds_and_end_on_game_over() -> None:
    seen: set[str] = set()
    for seed, players in GAMES_PLAYED:
        states = played_states(seed, players)
        for state in states:
            seen.update(event.kind for event in ALPACAS.events(state))
        assert ALPACAS.events(states[-1])[-1].kind == GAME_OVER
        assert all(e.kind != GAME_OVER for s in states[:-1] for e in ALPACAS.events(s))
    assert seen <= ALPACAS.event_kinds, seen - ALPACAS.event_kinds
    assert len(seen) >= len(ALPACAS.event_kinds) - 2, ALPACAS.event_kinds - seen


def test_every_event_kind_has_its_move_log_sentence() -> None:
    assert set(LOG) == {"log." + kind for kind in ALPACAS.event_kinds}


@pytest.mark.parametrize("seed,players", GAMES_PLAYED)
def test_scores_and_round_ended_read_what_the_score_chart_reads(seed: int, players: int) -> None:
    reader = READERS["alpacas"]
    states = played_states(seed, players)
    rounds = 0
    for previous, state in zip(states, states[1:]):
        read = reader(ALPACAS, previous, state)
        assert ALPACAS.round_ended(previous, state) == (read is not None)
        if read is not None:
            rounds += 1
            assert ALPACAS.scores(state) == read
        assert ALPACAS.scores(state) == tuple(state.scores)
    assert rounds >= 3 and ALPACAS.round_ended(states[-2], states[-1])


# --- The text notation ----------------------------------------------------------------------


def positions() -> list[Any]:
    """Positions of every phase: setup, play (a triggered end and reshuffles included), over."""
    found: list[Any] = []
    for seed, players in GAMES_PLAYED:
        states = played_states(seed, players)
        found += states[:: max(1, len(states) // 25)] + [states[-1]]
    return found


def test_positions_cover_every_phase() -> None:
    found = positions()
    assert {s.phase for s in found} == set(Phase)
    assert any(s.end_triggered and s.phase is Phase.PLAY for s in found)
    assert any(s.discard for s in found) and any(t != (0, 0) for s in found for t in s.row_treats)


def test_a_position_written_and_read_back_plays_on_identically() -> None:
    rng = random.Random(5)
    for state in positions():
        text = ALPACAS.state_to_text(state)
        back = ALPACAS.state_from_text(text)
        assert back == state and ALPACAS.state_to_text(back) == text
        assert "\n" not in text
        for seat in range(state.num_players):
            assert ALPACAS.observation(back, seat) == ALPACAS.observation(state, seat)
        if ALPACAS.is_over(state):
            assert ALPACAS.outcome(back) == ALPACAS.outcome(state)
            continue
        legal = ALPACAS.legal_actions(state)
        assert ALPACAS.legal_actions(back) == legal
        for action in rng.sample(legal, min(3, len(legal))):
            after, again = ALPACAS.apply(state, action), ALPACAS.apply(back, action)
            assert again == after and ALPACAS.events(again) == ALPACAS.events(after)


def test_the_notation_reads_as_documented() -> None:
    state = ALPACAS.new_game(2, 5)
    text = ALPACAS.state_to_text(state)
    head, row, boards, *_ = text.split(" | ")
    assert head == f"setup @{state.first} first{state.first}"
    assert row.startswith("row ") and len(row.split()) == 7
    assert boards == "boards " + " / ".join([",".join(["."] * 9)] * 2)
    assert text.endswith(f"seed 5 counter {state.counter}")


def _damaged(text: str) -> list[str]:
    parts = text.split(" | ")
    row_card = parts[1].split()[1]
    return [
        "",
        "hello",
        " | ".join(parts[:-1]),  # a part missing
        text.replace("play @", "dance @"),  # no such phase
        text.replace(" | row ", " | rows "),  # a label misspelt
        text.replace(row_card, "Q9z", 1),  # no such card
        text.replace(parts[7], "pile " + row_card + parts[7][4:]),  # a card twice
        text.replace(parts[3], "treats 9/9 " + " ".join(parts[3].split()[2:])),  # treats do not add up
        text.replace(parts[4], "scores 1"),  # too few scores
        text.replace("counter", "count"),
        text.replace(" @", " @7"),  # no such seat
    ]


def test_a_damaged_text_is_refused_in_words() -> None:
    state = played_states(1, 3)[40]
    assert state.phase is Phase.PLAY
    text = ALPACAS.state_to_text(state)
    for damaged in _damaged(text):
        assert damaged != text
        with pytest.raises(ValueError, match=r"^Not a Llamas & Alpacas position: .+\.$"):
            ALPACAS.state_from_text(damaged)
