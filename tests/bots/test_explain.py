"""The Hint's advice: the hard bot's own move from the seat's observation (the review's
judgement), with a reason the UI can word (``bots.explain``)."""

from __future__ import annotations

import functools
import random

import pytest

from llamagames.bots import explain as explain_module
from llamagames.bots import fixed_budget, make
from llamagames.bots.explain import Reason, suggest
from llamagames.i18n import catalogue
from llamagames.rules import GAMES
from llamagames.rules.llama import LLAMA, Draw, PlayCard, Quit
from llamagames.ui.table.advice import SENTENCES, sentence, sentences, variant

GAMES_WITH_EXPLAINERS = ("llama", "alpacas", "llamagedon", "llamaland")


def positions(name: str, seed: int, limit: int):
    """(observation, legal, state) along a seeded game of random and normal moves."""
    game = GAMES[name]
    rng = random.Random(seed)
    state = game.new_game(3, seed)
    for _ in range(limit):
        if game.is_over(state):
            return
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        yield game.observation(state, seat), legal, state
        state = game.apply(state, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES_WITH_EXPLAINERS)
def test_the_suggestion_is_legal_and_is_the_reviews_hard_bots_choice(name: str) -> None:
    """The move is the one the review's hard bot makes (its fixed budget, the same seed), and
    the reasons still fit it: each has its sentence, with every value filled in."""
    seen = set()
    for index, (obs, legal, _) in enumerate(positions(name, seed=7, limit=60)):
        if index % 10:
            continue  # a sample: the hard bot thinks about half a second a move, twice here
        seed = 1000 + index
        found = suggest(name, obs, legal, seed)
        assert found.action in legal
        assert found.action == make(name, "hard", seed, iterations=fixed_budget(name)).choose(obs, list(legal))
        assert variant(found.reason, name) in sentences(name), found.reason
        words = sentence(found.reason, "Do it", ["You", "Ann", "Bo"], game_name=name)
        assert words and "{" not in words and "?" not in words, words
        seen.add(found.reason.code)
    assert len(seen) >= 3, seen  # the reasons differ with the position, not one canned line


@pytest.mark.parametrize("name", GAMES_WITH_EXPLAINERS)
def test_the_suggestion_reads_only_the_observation(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hidden cards dealt again (``determinize``), the seat sees the same and is advised the
    same: nothing the seat cannot see is consulted, not even through its observation. The claim
    is sameness, not strength: the hard bot searches an eighth of its budget here (the test
    above holds the hint to the full one)."""
    budget = max(1, fixed_budget(name) // 8)
    monkeypatch.setattr(explain_module, "make", functools.partial(make, iterations=budget))
    game = GAMES[name]
    rng = random.Random(4)
    redealt = 0
    for obs, legal, state in positions(name, seed=3, limit=25):
        if redealt >= 6:
            break  # enough: each takes two of the hard bot's searches
        seat = game.current_player(state)
        other = game.determinize(obs, rng)
        if other == state:
            continue
        redealt += 1
        again = game.observation(other, seat)
        assert again == obs
        assert list(game.legal_actions(other)) == list(legal)
        assert suggest(name, again, game.legal_actions(other), 5) == suggest(name, obs, legal, 5)
    assert redealt >= 5, "the hidden cards were dealt differently in enough positions"


def test_a_llama_reason_names_what_the_heuristic_weighed() -> None:
    state = LLAMA.new_game(3, 11)
    obs = LLAMA.observation(state, LLAMA.current_player(state))
    legal = LLAMA.legal_actions(state)
    found = suggest("llama", obs, legal, 1)
    if isinstance(found.action, PlayCard):
        value = found.action.value
        assert found.reason.values["card"] == value
        if found.reason.code == "llama_play_twin":
            assert found.reason.values["count"] == obs.hand.count(value) > 1
        elif found.reason.code == "llama_play_chain":
            assert found.reason.values["next"] in obs.hand
    else:
        assert isinstance(found.action, (Draw, Quit))
        assert found.reason.code.startswith(("llama_draw", "llama_quit"))


def test_one_legal_move_is_explained_as_the_only_one() -> None:
    for obs, legal, _ in positions("llamagedon", seed=2, limit=80):
        if len(legal) == 1:
            assert suggest("llamagedon", obs, legal, 0).reason == Reason("only_move")
            return
    pytest.fail("no position with a single legal move in 80 steps")


def test_no_legal_move_is_refused_in_words() -> None:
    state = LLAMA.new_game(2, 1)
    with pytest.raises(ValueError, match="no legal action"):
        suggest("llama", LLAMA.observation(state, 0), [], 0)


def test_every_hint_sentence_has_a_japanese_translation() -> None:
    missing = [english for english in sentences().values() if english not in catalogue("ja")]
    assert not missing, missing


def test_each_game_brings_its_hint_sentences_from_its_own_folder() -> None:
    """The kit words only the codes every game shares; a game's codes come from the module its
    catalogue entry names, and no game sees another's."""
    assert set(SENTENCES) == {"only_move", "best_guess"}
    for name in GAMES_WITH_EXPLAINERS:
        own = set(sentences(name)) - set(SENTENCES)
        assert own and all(code.startswith(name + "_") for code in own), (name, own)
    assert variant(Reason("llamaland_feed", {"coins": 2}), "llamaland") == "llamaland_feed_coins"
    assert variant(Reason("llamaland_feed", {"coins": 2}), "llama") == "llamaland_feed"


def test_letting_your_own_card_stand_is_explained_as_good_for_you() -> None:
    """In a Block window, letting a card stand that helps you (your own Steal, which you may
    not block though you hold a Block) is not worded as a card that "hurts you too little" nor
    as "you have no Block"; a rival's Steal on your shelter still is."""
    from llamagames.bots.explain_llamagedon import explain
    from llamagames.rules.llamagedon import Block, Let, Steal
    from llamagames.rules.llamagedon.cards import BLOCK

    seen = set()
    for seed in range(40):
        for obs, legal, _ in positions("llamagedon", seed=seed, limit=400):
            blocks = any(isinstance(a, Block) for a in legal)
            if len(obs.chain) != 1:
                continue
            first = obs.chain[0]
            if not isinstance(first.action, Steal):
                continue
            if first.seat == obs.seat and BLOCK in obs.hand:
                assert not blocks and explain(obs, legal, Let()).code == "llamagedon_let_helps"
                seen.add("own")
            elif first.action.seat == obs.seat and blocks:
                assert explain(obs, legal, Let()).code == "llamagedon_let_keep"
                seen.add("rival")
        if seen == {"own", "rival"}:
            return
    pytest.fail(f"Block windows met: {seen}")
