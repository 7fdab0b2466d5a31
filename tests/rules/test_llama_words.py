"""L.L.A.M.A.'s words come from codes: refusals and events worded by one phrasebook in English
and Japanese, no regular expression anywhere, and every refusal code met in play."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from llamagames.rules import llama
from llamagames.rules.core import IllegalActionError, Narrator, Refusal
from llamagames.rules.llama import (
    DRAW,
    LLAMA,
    LLAMA_CARD,
    PLAY,
    QUIT,
    RETURN_BLACK,
    RETURN_CHIP,
    RETURN_WHITE,
    WORDS,
    LlamaState,
    PlayCard,
    ReturnChip,
    build_state,
)
from llamagames.rules.llama.words import LOG, REFUSALS, RESULTS

from .llama_helpers import no_pile_state, rest_of_deck

LATIN = re.compile(r"[A-Za-z]")
QUOTED = re.compile(r"「[^」]*」")


def _states(seeds: range) -> Iterator[LlamaState]:
    for n in LLAMA.player_counts:
        for seed in seeds:
            rng = random.Random(seed)
            state = LLAMA.new_game(n, seed)
            yield state
            while not LLAMA.is_over(state):
                legal = LLAMA.legal_actions(state)
                state = LLAMA.apply(state, legal[rng.randrange(len(legal))])
                yield state


def _rare_positions() -> list[tuple[LlamaState, Any]]:
    """Positions and actions random games seldom meet: chip returns, an empty pile, the last player."""
    hands = [(1, 2), (3,)]
    returning = build_state(hands, discard=rest_of_deck(*hands, top=4), draw_pile=(), phase=RETURN_CHIP,
                            totals=(7, 0))
    rich = build_state(hands, discard=rest_of_deck(*hands, top=4), draw_pile=(), phase=RETURN_CHIP,
                       totals=(17, 0))
    empty_pile = no_pile_state([(1, 2), (3, 5)], top=4)
    last = build_state([(1, 2), (3, 5)], discard=(4,), quit=(False, True))
    return [
        (returning, DRAW), (returning, RETURN_BLACK), (returning, ReturnChip(5)), (rich, QUIT),
        (empty_pile, DRAW), (last, DRAW), (last, PlayCard(9)), (last, "dance"), (last, RETURN_WHITE),
        (last, PlayCard(LLAMA_CARD)), (last, PlayCard(4)),
    ]


def _codes(refusal: Refusal) -> Iterator[str]:
    yield refusal.code
    then = refusal.get("then")
    if isinstance(then, Refusal):
        yield from _codes(then)


def test_every_refusal_code_is_met_and_reads_in_both_languages() -> None:
    met: set[str] = set()
    probes = [PlayCard(v) for v in range(1, 9)] + [DRAW, QUIT, RETURN_BLACK, RETURN_WHITE, ReturnChip(5), "dance"]
    cases = [(state, action) for state in list(_states(range(2)))[::7] for action in probes] + _rare_positions()
    for state, action in cases:
        refusal = LLAMA.refusal(state, action)
        english = LLAMA.why_illegal(state, action)
        if refusal is None:
            assert english is None
            continue
        met.update(_codes(refusal))
        japanese = WORDS.refusal(refusal, "ja")
        assert english == WORDS.refusal(refusal, "en") and english != japanese
        assert not LATIN.search(QUOTED.sub("", japanese)), japanese
    with pytest.raises(ValueError) as not_over:
        LLAMA.outcome(LLAMA.new_game(2, 1))
    assert str(not_over.value) == WORDS.say("not_over", "en")
    with pytest.raises(ValueError) as unreadable:
        LLAMA.parse_action("dance")
    assert str(unreadable.value) == WORDS.say("not_an_action_text", "en", {"text": "dance"})
    met |= {"not_over", "not_an_action_text", "not_possible_now"}  # the last: apply's guard only
    assert met >= set(REFUSALS), sorted(set(REFUSALS) - met)
    assert met & {"game_over", "not_your_turn"} == {"game_over"}  # from COMMON; the turn one below


def test_a_refusal_reads_as_it_always_has() -> None:
    state = build_state([(2, 5), (3,)], discard=(1,))
    assert LLAMA.refusal(state, PlayCard(5)) == Refusal.make(
        "cannot_go_on", card=5, top=1, then=Refusal.make("choices", plays=(2,), draw=True))
    assert LLAMA.why_illegal(state, PlayCard(5)) == "A 5 cannot go on a 1. You can only play a 2, draw or quit."
    assert WORDS.refusal(LLAMA.refusal(state, PlayCard(5)), "ja") == (
        "1の上に5は出せません。できるのは「2を出す」「引く」「降りる」だけです。")
    assert LLAMA.why_illegal(state, PlayCard(1)) == "You have no 1 in your hand. You can only play a 2, draw or quit."
    assert LLAMA.why_illegal(state, DRAW, seat=1) == "It is not your turn."
    assert WORDS.refusal(LLAMA.refusal(state, DRAW, seat=1), "ja") == "あなたの番ではありません。"
    only_quit = no_pile_state([(4,), (3,)], top=1)
    assert LLAMA.why_illegal(only_quit, DRAW) == "The draw pile is empty: play a card or quit."
    assert WORDS.refusal(LLAMA.refusal(only_quit, RETURN_BLACK), "ja") == (
        "チップを返せるのは、手札を出し切った人だけです。降りることしかできません。")


def test_apply_raises_the_refusal_with_its_english_words() -> None:
    state = build_state([(2, 5), (3,)], discard=(1,))
    for action, seat in ((PlayCard(5), None), (RETURN_BLACK, None), (DRAW, 1), ("dance", None)):
        with pytest.raises(IllegalActionError) as refused:
            LLAMA.apply(state, action, seat)  # type: ignore[arg-type]
        assert refused.value.refusal == LLAMA.refusal(state, action, seat)
        assert str(refused.value) == LLAMA.why_illegal(state, action, seat)


def test_every_event_kind_and_the_results_have_words_in_both_languages() -> None:
    assert {code for code in LOG if code != "log.unknown"} == {f"log.{kind}" for kind in LLAMA.event_kinds}
    assert set(RESULTS) == {"outcome.reached", "outcome.reason"}
    said: set[str] = set()
    emptying = LLAMA.apply(build_state([(4,), (3, 5)], discard=(4,), totals=(5, 0)), PlayCard(4))
    assert emptying.phase == RETURN_CHIP  # random games seldom empty a hand: one is set up here
    for state in [*_states(range(1)), emptying, LLAMA.apply(emptying, RETURN_WHITE)]:
        for event in LLAMA.events(state):
            for viewer in (None, 0, 1):
                shown = event.for_viewer(viewer)
                english = LLAMA.describe(shown, Narrator(["Ann", "Bo", "Cy", "Di", "Ed", "Flo"], viewer))
                japanese = LLAMA.describe(shown, Narrator(["Ann", "Bo", "Cy", "Di", "Ed", "Flo"], viewer, "ja"))
                assert english and japanese and english != japanese
                said.add(event.kind)
    assert said == LLAMA.event_kinds


def test_each_code_has_one_english_and_one_japanese_wording() -> None:
    """A code is worded once per language (a Phrase holds one of each), and a Japanese
    template keeps no English outside its placeholders and the actions it quotes."""
    for code, phrase in WORDS.items():
        assert phrase.words["en"] and phrase.words["ja"], code
        if isinstance(phrase.words["ja"], str):
            bare = re.sub(r"\{\w+\}", "", QUOTED.sub("", phrase.words["ja"])).replace("L.L.A.M.A.", "")
            assert not LATIN.search(bare), (code, phrase.words["ja"])


def test_no_regular_expression_words_the_game() -> None:
    folder = Path(llama.__file__).parent
    for path in folder.glob("*.py"):
        source = path.read_text("utf-8")
        assert "import re\n" not in source and "from re " not in source, path.name
    assert not (folder.parent / "llama_ja.py").exists()
    assert PLAY == "play"  # the phases stay StrEnum words (the text form and saves use them)
