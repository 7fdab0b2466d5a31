"""Llamaland's words come from codes: refusals and events worded in one phrasebook, both languages.

The digest holds the sentences of fixed games as they were; these tests hold the shape: every
refusal is a code with a phrase, every code named in the rules has one and every phrase is
used, each English reason met in play has exactly one Japanese one, and no module of the game
rewrites a finished sentence with a regular expression.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from llamagames.rules.core import IllegalActionError, Refusal
from llamagames.rules.llamaland import LLAMALAND, words
from llamagames.rules.llamaland import actions as la
from llamagames.rules.llamaland.estate import Place
from llamagames.rules.words import COMMON

G = LLAMALAND
PACKAGE = Path(words.__file__).parent
LATIN = re.compile(r"[A-Za-z]")

SAMPLE_VALUES: dict[str, dict[str, Any]] = {
    "wrong_shape": {"shape": "T"},
    "square_too_high": {"height": 3, "level": 2},
    "unsupported": {"below": 2},
    "foundations_short": {"needed": 2, "have": 0},
    "uneven_ground": {"low": 0, "below": 2, "needed": 6, "have": 3},
    "acts_by_itself": {"card": 0},
    "character_used": {"card": 6},
    "trader_crops": {"card": 8},
    "merchant_crop": {"card": 12},
    "no_crop": {"crop": "A"},
    "supply_no_crop": {"crop": "P"},
    "row_index": {"cards": 1},
    "coin_steps": {"per": 2, "most": 8},
    "no_llama_cards": {"crop": "C"},
    "crops_short": {"needed": 4, "crop": "C", "have": 1},
    "coins_short": {"needed": 4, "have": 0},
    "no_llama_square": {"variant": True},
    "must_feed": {"crops": 10},
    "no_such_stack": {"shape": "T"},
    "stack_empty": {"shape": "X"},
    "not_an_action": {"action": "dance", "phase": "main"},
}
"""Values for the refusal codes that take some (the others take none)."""


def _japanese_left(text: str) -> list[str]:
    """Latin letters a Japanese sentence keeps once tile codes, shapes and quoted actions go."""
    text = re.sub(r"[TXZLP]\d\d|[TXZLP](?=形)|「[^」]*」", "", text)
    return LATIN.findall(text)


def test_every_refusal_code_reads_in_both_languages() -> None:
    for code in words.REFUSALS:
        refusal = Refusal.make(code, **SAMPLE_VALUES.get(code, {}))
        english, japanese = G.words.refusal(refusal, "en"), G.words.refusal(refusal, "ja")
        assert english.endswith(".") and LATIN.search(english), (code, english)
        assert japanese.endswith("。") and not _japanese_left(japanese), (code, japanese)


def _named_codes() -> set[str]:
    """Every refusal code the rules' source names (``Refusal("x")``, ``Refusal.make("x", ...)``)."""
    named: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        named |= set(re.findall(r'Refusal(?:\.make)?\(\s*"(\w+)"', path.read_text("utf-8")))
    return named


def test_every_code_the_rules_name_has_words_and_every_phrase_is_used() -> None:
    named = _named_codes()
    assert len(named) >= 50, sorted(named)
    assert named <= set(words.REFUSALS) | {code for code, _ in COMMON.items()}, named - set(words.REFUSALS)
    assert set(words.REFUSALS) <= named, set(words.REFUSALS) - named


def test_the_game_speaks_without_regular_expressions() -> None:
    """The words are built from codes; no module of the game rewrites a finished sentence."""
    for name in ("words.py", "game.py", "estate.py"):  # actions.py parses action texts with re
        source = (PACKAGE / name).read_text("utf-8")
        assert not re.search(r"^\s*(import re\b|from re import)", source, re.M), name
    assert not (PACKAGE / "narration.py").exists() and not (PACKAGE / "narration_ja.py").exists()


def _probe_states(seed: int, players: int, **options: Any) -> list[Any]:
    rng = random.Random(seed)
    state = G.new_game(players, seed, **options)
    states = [state]
    while not G.is_over(state):
        legal = G.legal_actions(state)
        state = G.apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    return states


EXTRAS: list[Any] = [
    la.TakeStack("Q"), la.TakeStack("T"), la.TakeCharacter("row", 9), la.TakeCharacter("pile"),
    la.PlaceMarker("herd", 5), la.PlaceMarker("nowhere", 0), la.PlaceMarker("herd", 0, "nowhere"),
    la.Skip(), la.Feed("X", 0), la.Feed("C", 3), la.Feed("C", 0), la.Feed("A", 4), la.Feed("C", 8),
    la.PlaceLlama(40, 40), la.UseCharacter(0, "C", "coin"), la.UseCharacter(99, "C", "coin"), la.EndTurn(),
    Place("T", "front", 0, 0, 0, 0), Place("Q", "front", 0, 0, 0, 1), Place("T", "side", 0, 0, 0, 1), "dance",
]


@pytest.mark.parametrize("players,variant", [(2, "standard"), (3, "expert"), (4, "beginner")])
def test_a_refusal_is_one_code_with_one_sentence_per_language(players: int, variant: str) -> None:
    """``apply`` raises the refusal with its English words; ``why_illegal`` says the same; each
    English reason met has one Japanese sentence, never two."""
    japanese_of: dict[str, set[str]] = {}
    for state in _probe_states(11 + players, players, variant=variant, llama_variant=players == 3)[::7]:
        for action in EXTRAS:
            refusal = G.refusal(state, action)
            english = G.why_illegal(state, action)
            if refusal is None:
                assert english is None
                continue
            assert english == G.words.refusal(refusal, "en")
            with pytest.raises(IllegalActionError) as raised:
                G.apply(state, action)
            assert raised.value.refusal == refusal and str(raised.value) == english
            japanese_of.setdefault(english, set()).add(G.words.refusal(refusal, "ja"))
    assert len(japanese_of) >= 12, sorted(japanese_of)
    assert all(len(ja) == 1 for ja in japanese_of.values()), {e: j for e, j in japanese_of.items() if len(j) > 1}


def test_the_drag_preview_reason_is_a_code() -> None:
    state = G.apply(G.new_game(2, 3), la.TakeStack("T"))
    refusal = G.placement_problem(state, Place("T", "front", 0, 40, 40, 1))
    assert refusal == Refusal("extension_apart")
    assert G.words.refusal(refusal) == "An extension must touch your estate along the side of a square."
    assert G.words.refusal(refusal, "ja") == "拡大するタイルは、マスの辺で自分の土地に接していなければなりません。"
    wrong = G.placement_problem(state, Place("X", "front", 0, 4, 0, 1))
    assert wrong == Refusal.make("wrong_shape", shape="T")
    assert G.words.refusal(wrong, "ja") == "手元のタイルはT形です。"


def test_plurals_and_none_are_worded_per_language() -> None:
    one = Refusal.make("foundations_short", needed=1, have=0)
    two = Refusal.make("foundations_short", needed=2, have=1)
    assert G.words.refusal(one) == "Here the tile needs 1 foundation tile under it; you have none left."
    assert G.words.refusal(two) == "Here the tile needs 2 foundation tiles under it; you have only 1 left."
    assert G.words.refusal(one, "ja") == "ここではタイルの下に基礎タイルが1枚必要ですが、もう残っていません。"
    assert G.words.refusal(two, "ja") == "ここではタイルの下に基礎タイルが2枚必要ですが、残りは1枚しかありません。"
    assert G.words.refusal(Refusal.make("crops_short", needed=1, crop="P", have=0)) == \
        "You need 1 potato for that; you have 0."
    assert G.words.refusal(Refusal.make("crops_short", needed=4, crop="P", have=1)) == \
        "You need 4 potatoes for that; you have 1."
    assert words.goods_en((("P", 2), ("C", 2), ("$", 1))) == "2 potatoes, 2 corn and 1 coin"


def test_the_log_names_tiles_by_shape_not_by_number() -> None:
    from llamagames.rules.core import Event, Narrator

    narrator = Narrator(("Ana", "Bo"), 0, "en")
    take = Event("take", 0, (("new_top", 8), ("shape", "T"), ("tile", 4)))
    assert words.describe(take, narrator) == "You take the T tile."
    place = Event("place", 1, (("gained", (("P", 2),)), ("level", 5), ("tile", 4)))
    shape = words.TILES[4].shape
    assert words.describe(place, narrator) == f"Bo stacks a {shape} tile on level 5, collecting 2 potatoes."
    ja = Narrator(("Ana", "Bo"), 0, "ja")
    assert words.describe(take, ja) == "あなたがT形の土地タイルを取りました。"
    assert not re.search(r"[TXZLP]\d\d", words.describe(place, ja))
