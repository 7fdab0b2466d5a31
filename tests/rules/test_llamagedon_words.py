"""Llamagedón's words come from codes: every refusal is a code of its phrasebook, met in play
or in a position made for it, worded in English and in Japanese, and no sentence is made by
rewriting another."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

from llamagames.rules.core import IllegalActionError, Narrator, Refusal
from llamagames.rules.llamagedon import (
    BLOCK,
    DRAW_TWO,
    LET,
    LLAMAGEDON,
    PASS,
    Attack,
    Build,
    LlamagedonState,
    Phase,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
    build_state,
)
from llamagames.rules.llamagedon import words as gedon_words
from llamagames.rules.llamagedon.cards import (
    ATTACK,
    BLUE,
    DRAW2,
    GREEN,
    KINDS,
    PROTECT,
    RED,
    RESOURCES,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
)
from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD

G = LLAMAGEDON
LATIN = re.compile(r"[A-Za-z]")


def _pool(rng: random.Random, n: int) -> list[object]:
    seat, index, kind = rng.randrange(n + 1), rng.randrange(4), rng.choice(KINDS)
    colour = rng.choice(RESOURCES)
    triple = tuple(sorted(rng.choice(RESOURCES) for _ in range(3)))
    return [Build(colour, rng.choice((colour, WILD))), Build(RED, BLUE), Replace(seat, index), Attack(seat, index),
            Steal(seat, index), Swap(seat, kind), Protect(index), Recover(kind, triple),  # type: ignore[arg-type]
            Recover(99, (RED, BLUE, WILD)), Recover(ATTACK, (RED, BLUE)),  # type: ignore[arg-type]
            DRAW_TWO, BLOCK, LET, PASS, "dance"]


def _made_positions() -> list[tuple[LlamagedonState, object]]:
    """Positions for the refusals random play rarely or never meets."""
    two_wilds = build_state([[RED, SWAP], [GREEN]], [[], [(WILD, WILD)]])
    last_swap = build_state([[SWAP], [GREEN]])
    empty_hand = build_state([[SWAP, RED], []])
    promised = G.apply(build_state([[SWAP, BLOCK_CARD], [GREEN, BLOCK_CARD]]), Swap(1, BLOCK_CARD))
    promised = G.apply(promised, BLOCK)  # seat 1 blocks the Swap; seat 0 is asked about that Block
    own = G.apply(build_state([[ATTACK, BLOCK_CARD], [GREEN]], [[], [(SHELTER,)]]), Attack(1, 0))
    own = G.apply(own, LET)  # seat 1 lets it be; seat 0 is asked last, about its own Attack
    # A second Protect card is not in the box: the refusal is there for a damaged position.
    protected = build_state([[RED], [GREEN]], [[(SHELTER, PROTECT)], []])
    protected = dataclasses.replace(protected, hands=((PROTECT, RED), (GREEN,)))
    over = dataclasses.replace(build_state([[RED], [GREEN]]), phase=Phase.OVER)
    guarded = build_state([[ATTACK, STEAL], [GREEN]], [[], [(BLUE, BLUE, PROTECT)]])
    return [(two_wilds, Replace(1, 0)), (last_swap, Swap(1, RED)), (empty_hand, Swap(1, RED)),
            (promised, BLOCK), (protected, Protect(0)), (over, PASS), (guarded, Attack(1, 0)), (guarded, Steal(1, 0)),
            (own, BLOCK)]


def _probe() -> dict[str, list[tuple[Refusal, LlamagedonState, object]]]:
    """Every refusal met, by code: in random games (a pool of actions at each position) and in
    the made positions."""
    found: dict[str, list[tuple[Refusal, LlamagedonState, object]]] = {}
    rng = random.Random(5)
    cases = list(_made_positions())
    for n in (2, 3, 5):
        for seed in range(3):
            state = G.new_game(n, seed)
            while not G.is_over(state):
                cases.extend((state, action) for action in _pool(rng, n))
                legal = G.legal_actions(state)
                state = G.apply(state, legal[rng.randrange(len(legal))])
    for state, action in cases:
        refusal = G.refusal(state, action)
        if refusal is not None:
            found.setdefault(refusal.code, []).append((refusal, state, action))
    return found


@pytest.fixture(scope="module")
def found() -> dict[str, list[tuple[Refusal, LlamagedonState, object]]]:
    """The probe, played once by the worker that runs these tests (not at collection, where
    every worker would play it)."""
    return _probe()


def test_every_refusal_code_of_the_phrasebook_is_met(found):
    assert set(found) == set(gedon_words.REFUSALS) | {"game_over"}


def test_a_refusal_is_worded_in_english_and_japanese_and_apply_carries_its_code(found):
    for code, met in found.items():
        for refusal, state, action in met[:20]:
            english = G.words.refusal(refusal, "en")
            japanese = G.words.refusal(refusal, "ja")
            assert G.why_illegal(state, action) == english
            assert english.endswith(".") and japanese.endswith("。"), (english, japanese)
            assert not LATIN.findall(re.sub(r"「[^」]*」", "", japanese)), (code, japanese)
            if isinstance(action, str):
                continue
            with pytest.raises(IllegalActionError) as caught:
                G.apply(state, action)  # type: ignore[arg-type]
            assert str(caught.value) == english and caught.value.refusal == refusal


@pytest.mark.parametrize("state_action,english,japanese", [
    (0, "A shelter of two Wilds has no colour to put in place of a Wild.",
     "ワイルド2枚のシェルターには、ワイルドと入れ替える色がありません。"),
    (1, "A Swap cannot be played as your last card.", "最後の1枚としてスワップを出すことはできません。"),
    (2, "That player has no cards to swap.", "その人には交換できる手札がありません。"),
    (3, "Your only Block is the card you promised in your Swap.", "手持ちのブロックは、スワップで渡すと決めたカードだけです。"),
    (4, "That shelter is already protected.", "そのシェルターはもう守られています。"),
    (5, "The game is over.", "ゲームはもう終わっています。"),
    (6, "That shelter is protected: no one can attack it.", "そのシェルターは守られているので、誰もアタックできません。"),
    (7, "That shelter is protected: no one can steal it.", "そのシェルターは守られているので、誰もスティールできません。"),
    (8, "It is your own card: only the other players may block it.", "自分のカードなので、ブロックできるのはほかのプレイヤーだけです。"),
])
def test_the_rare_refusals_read_as_before(state_action, english, japanese):
    state, action = _made_positions()[state_action]
    refusal = G.refusal(state, action)
    assert refusal is not None
    assert (G.words.refusal(refusal, "en"), G.words.refusal(refusal, "ja")) == (english, japanese)


def test_refusals_with_values_word_them_in_each_language():
    state = build_state([[RED, ATTACK, STEAL, SWAP, DRAW2, YELLOW], [GREEN]], [[(SHELTER,)], [(BLUE, WILD)]])
    said = {str(a): (G.why_illegal(state, a), G.words.refusal(G.refusal(state, a), "ja"))  # type: ignore[arg-type]
            for a in (Build(RED, WILD), Build(BLUE, BLUE), Build(WILD, WILD), Replace(1, 0), Attack(0, 0),
                      Steal(0, 0), Protect(0), Recover(SWAP, (RED, YELLOW, WILD)))}
    assert said == {
        "build red wild": ("You do not hold a red Resource and a Wild.", "赤の資源とワイルド資源を持っていません。"),
        "build blue blue": ("You do not hold two blue Resources.", "青の資源2枚を持っていません。"),
        "build wild wild": ("You do not hold two Wilds.", "ワイルド資源2枚を持っていません。"),
        "replace 1 shelter 0": ("You need a blue Resource to take that Wild.", "そのワイルドを取るには青の資源が必要です。"),
        "attack 0 shelter 0": ("You cannot attack your own shelters.", "自分のシェルターにアタックはできません。"),
        "steal 0 shelter 0": ("You cannot steal your own shelters.", "自分のシェルターにスティールはできません。"),
        "protect shelter 0": ("You hold no Protect card.", "プロテクトを持っていません。"),
        "take swap with red yellow wild": ("You do not hold those three Resources.", "その3枚の資源を持っていません。"),
    }


def test_a_legal_action_has_no_refusal_and_builds_none():
    state = build_state([[RED, RED, ATTACK], [GREEN]], [[], [(SHELTER,)]])
    for action in G.legal_actions(state):
        assert G.refusal(state, action) is None and G.why_illegal(state, action) is None


def test_no_sentence_of_the_game_is_made_by_a_regular_expression():
    """The engine's modules do not use ``re`` at all: no sentence is rewritten or translated."""
    folder = Path(gedon_words.__file__).parent
    for path in sorted(folder.glob("*.py")):
        source = path.read_text("utf-8")
        assert not re.search(r"^\s*(import re\b|from re import)", source, re.MULTILINE), path.name
        assert "Reasons(" not in source, path.name


def test_every_code_has_words_in_both_languages_and_the_names_fill_in():
    narrator = Narrator(["Ann", "Bo"], 0, "ja")
    assert G.words.say("pass", "ja", {"seat": 1}, narrator) == "Boはパスしました。"
    assert G.words.say("pass", "en", {"seat": 0}, Narrator(["Ann", "Bo"], 0)) == "You pass."
    for code, phrase in G.words.items():
        assert phrase.words["en"] and phrase.words["ja"], code
