"""The first-game tip and the Hint tell one story about a pair in hand, and a chooser says what
its move does: a playtest read "a pair kept in hand is safe" in the tip beside the Hint's
"Build a shelter from a pair." (no why) and could not tell which to believe; another did not
know what a Swap's chooser asked."""

from __future__ import annotations

from llamagames.bots.explain import Reason
from llamagames.bots.explain_llamagedon import explain
from llamagames.i18n import set_language, t
from llamagames.rules.llamagedon import LLAMAGEDON, PASS, Build
from llamagames.rules.llamagedon.cards import SWAP
from llamagames.ui.games.llamagedon.coach import build_tip
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.table.advice import sentence

from ..conftest import drag
from .test_gedon_table import A_SWAP_IN_HAND, TWO_REDS_AND_A_WILD, open_table

LATE = (TWO_REDS_AND_A_WILD.replace("llamagedon - | left 0", "llamagedon 1 | left 5")
        .replace("deck L", "deck "))
"""The same hand after Pablo drew the Llamagedón card, five turns before the end."""


def words(text: str, code: str) -> str:
    state = LLAMAGEDON.state_from_text(text)
    obs, legal = LLAMAGEDON.observation(state, 0), LLAMAGEDON.legal_actions(state)
    action = PASS if code == "pass" else next(a for a in legal if isinstance(a, Build))
    reason = explain(obs, legal, action)
    return sentence(reason, "", ["You", "Pablo"], game_name="llamagedon")


def test_the_tip_and_both_hints_on_a_pair_say_the_same_thing() -> None:
    tip, build, keep = build_tip(False), words(TWO_REDS_AND_A_WILD, "build"), words(TWO_REDS_AND_A_WILD, "pass")
    # the hint that used to disagree says why now, in the tip's terms: the row counts, Attack and Steal reach it
    assert build != "Build a shelter from a pair." and "counts" in build and "Attack and Steal can reach it" in build
    assert "Attack and Steal can reach it" in tip and "counts at the end" in tip
    # keeping the pair: safe from Attack and Steal, down by itself when the card turns up, as the tip says
    assert "Attack and Steal cannot reach it" in keep and "safe from them" in tip
    assert "goes down by itself when the Llamagedón card turns up" in keep and "goes down by itself when" in tip


def test_once_the_llamagedon_card_is_out_neither_says_a_pair_goes_down_by_itself() -> None:
    tip, build, keep = build_tip(True), words(LATE, "build"), words(LATE, "pass")
    assert explain(*_obs_legal(LATE), Build(*_first_build(LATE))) == Reason("llamagedon_build_late")
    for said in (tip, build, keep):
        assert "goes down by itself when" not in said and "only shelters in your row count" in said, said


def _obs_legal(text: str):
    state = LLAMAGEDON.state_from_text(text)
    return LLAMAGEDON.observation(state, 0), LLAMAGEDON.legal_actions(state)


def _first_build(text: str) -> tuple[int, int]:
    build = next(a for a in _obs_legal(text)[1] if isinstance(a, Build))
    return build.colour, build.second


def test_each_sentence_of_the_story_is_said_in_japanese() -> None:
    english = [build_tip(False), build_tip(True), words(TWO_REDS_AND_A_WILD, "build"), words(TWO_REDS_AND_A_WILD, "pass"),
               words(LATE, "build"), words(LATE, "pass")]
    set_language("ja")
    try:
        japanese = [build_tip(False), build_tip(True), words(TWO_REDS_AND_A_WILD, "build"),
                    words(TWO_REDS_AND_A_WILD, "pass"), words(LATE, "build"), words(LATE, "pass")]
    finally:
        set_language("en")
    assert all(ja != en and "Attack" not in ja for ja, en in zip(japanese, english))


def test_a_swaps_chooser_says_who_gives_what_and_what_comes_back(app) -> None:
    table = open_table(app, A_SWAP_IN_HAND)
    drag(app, stage_of(table).fan.sprite_for(SWAP).rect().center, table.panel_rect(1).center)
    chooser = table.chooser.open
    assert chooser is not None
    assert chooser.title.startswith("Swap with Pablo: you give one card of your hand and take one of Pablo's at random (1 in hand)")
    assert [o.label for o in chooser.options] == ["Give a red Resource to Pablo", "Give a Draw 2 to Pablo"]
    set_language("ja")
    try:
        assert t("Give {card} to {name}", card="x", name="y") != "Give x to y"
    finally:
        set_language("en")


def test_a_row_that_breaks_a_pair_says_so() -> None:
    from llamagames.rules.llamagedon.cards import BLUE, DRAW2, RED, WILD
    from llamagames.ui.games.llamagedon.choice_words import breaks_pair

    assert breaks_pair((RED, WILD, SWAP), (RED,)) and breaks_pair((RED, WILD, SWAP), (WILD,))  # the Wild makes a pair
    assert breaks_pair((RED, RED, BLUE), (RED,)) and not breaks_pair((RED, RED, BLUE), (BLUE,))
    assert not breaks_pair((RED, BLUE, DRAW2), (DRAW2,)) and not breaks_pair((RED, RED, RED), (RED,))
