"""Nim follows the whole rules contract, and the catalogue entry alone makes it known."""

from __future__ import annotations

import random

import pytest

from llamagames import catalogue
from llamagames.bots import make, play_out
from llamagames.bots.base import PolicyBot
from llamagames.bots.explain import explainer, suggest
from llamagames.rules import GAMES
from llamagames.rules.core import GAME_OVER, ActionParseError, IllegalActionError, Narrator
from llamagames.rules.words import LANGUAGES

from .conftest import BUILT_IN
from .rules import NIM, Take


def test_one_entry_is_all_it_takes(monkeypatch: pytest.MonkeyPatch) -> None:
    assert GAMES["nim"] is NIM and "nim" in list(GAMES)
    assert isinstance(make("nim", "normal", 1), PolicyBot)  # its own heuristic, not the generic search
    assert explainer("nim") is not None
    monkeypatch.setattr(catalogue, "CATALOGUE", BUILT_IN)  # the entry taken away: Nim is gone again
    assert "nim" not in GAMES and explainer("nim") is None
    with pytest.raises(ValueError, match="no game called 'nim'"):
        make("nim", "normal", 1)


@pytest.mark.parametrize("players", list(NIM.player_counts))
@pytest.mark.parametrize("pile", [9, 12, 15])
def test_random_games_keep_the_contract(players: int, pile: int) -> None:
    rng = random.Random(players * 100 + pile)
    state = NIM.new_game(players, pile, pile=pile, first_player="random")
    assert NIM.state_from_text(NIM.state_to_text(state)) == state
    kinds: list[str] = []
    while not NIM.is_over(state):
        legal = NIM.legal_actions(state)
        assert all(NIM.parse_action(str(a)) == a for a in legal)
        assert NIM.refusal(state, Take(4)) is not None and NIM.why_illegal(state, Take(4))
        with pytest.raises(IllegalActionError):
            NIM.apply(state, Take(4))
        observation = NIM.observation(state, NIM.current_player(state))
        assert NIM.determinize(observation, rng) == state
        before = state
        state = NIM.apply(state, rng.choice(legal))
        assert NIM.state_from_text(NIM.state_to_text(state)) == state
        events = NIM.events(state)
        kinds += [e.kind for e in events]
        assert NIM.round_ended(before, state) == NIM.is_over(state)
        for event in events:
            for language in LANGUAGES:
                assert NIM.describe(event, Narrator(["Ann", "Bo", "Cy", "Dee"], 0, language))
    assert kinds[-1] == GAME_OVER and set(kinds) <= NIM.event_kinds
    outcome = NIM.outcome(state)
    assert outcome.winners == (NIM.events(state)[-1].seat,) and sum(NIM.scores(state)) == 1
    assert NIM.refusal(state, Take(1)).code == "game_over"


def test_the_words_are_english_and_japanese_from_codes() -> None:
    state = NIM.new_game(2, 0, pile=9)
    refused = NIM.refusal(NIM.apply(NIM.apply(NIM.apply(state, Take(3)), Take(3)), Take(1)), Take(3))
    assert NIM.words.refusal(refused, "en") == "Take from 1 to 2 stones."
    assert NIM.words.refusal(refused, "ja") == "石は1個から2個まで取れます。"
    took = NIM.events(NIM.apply(state, Take(2)))[0]
    assert NIM.describe(took, Narrator(["Ann", "Bo"], 0, "en")) == "You take 2 stones; 7 left."
    assert NIM.describe(took, Narrator(["Ann", "Bo"], 1, "en")) == "Ann takes 2 stones; 7 left."
    assert NIM.describe(took, Narrator(["Ann", "Bo"], 1, "ja")) == "Annは石を2個取りました（残り7個）。"


def test_bad_input_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        NIM.new_game(5, 0)
    with pytest.raises(ValueError, match="only 2 players"):
        NIM.new_game(2, 0, first_player=3)
    with pytest.raises(ActionParseError):
        NIM.parse_action("grab 2")
    with pytest.raises(ValueError, match="not a Nim position"):
        NIM.state_from_text("nim 2 x 0 -")


def test_bots_play_it_at_every_level_and_the_normal_one_wins_from_a_good_pile() -> None:
    for level in ("random", "easy", "normal", "hard"):
        last = play_out("nim", [make("nim", level, seed, iterations=20) for seed in (1, 2, 3)], seed=3)
        assert NIM.is_over(last), level
    state = NIM.state_from_text("nim 2 13 0 -")  # 13 = 4k + 1: the first to move can leave a multiple of four
    normal, weak = make("nim", "normal", 1), make("nim", "random", 2)
    while not NIM.is_over(state):
        seat = NIM.current_player(state)
        bot = normal if seat == 0 else weak
        state = NIM.apply(state, bot.choose(NIM.observation(state, seat), NIM.legal_actions(state)))
    assert NIM.outcome(state).winners == (0,)


def test_the_suggestion_is_the_normal_bots_move_with_the_games_reason() -> None:
    state = NIM.state_from_text("nim 2 10 0 -")
    found = suggest("nim", NIM.observation(state, 0), NIM.legal_actions(state), 5)
    assert found.action == Take(2) and found.reason.code == "nim_four" and found.reason.values["left"] == 8
