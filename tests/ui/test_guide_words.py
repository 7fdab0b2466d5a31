"""What a newcomer reads in the guided games, in Japanese too: sentences joined as the
language joins them (no space after "。"), Llamagedón's card corners in Japanese, and the
finish's note about a Steal under the Steal's own topic."""

from __future__ import annotations

import pytest

from llamagames import i18n
from llamagames.learn import LESSONS
from llamagames.learn.script import topics
from llamagames.rules.languages import join_sentences
from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, DRAW2, LLAMAGEDON_CARD, RED, SHELTER
from llamagames.ui.games.llamagedon.art import KIND_LOOK, corner


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def test_sentences_are_joined_with_a_space_in_english_and_none_after_a_japanese_full_stop() -> None:
    assert join_sentences("en", ["Nina passes.", "", "Your turn."]) == "Nina passes. Your turn."
    assert join_sentences("ja", ["ニナはパスしました。", "あなたの番です。"]) == "ニナはパスしました。あなたの番です。"
    assert join_sentences("ja", ["Nina", "パス（です）"]) == "Nina パス（です）"


def test_the_guides_bubble_has_no_space_after_a_japanese_full_stop(japanese) -> None:
    from llamagames.ui.table.guided import GuideMode

    class Guide:
        position, lesson = 0, LESSONS["llamaland"]

        def step(self):
            return self.lesson.steps[0]

        def news(self):
            return [self.lesson.steps[2].bots[-1].says]

        def players_turn(self):
            return True

        def last_done(self):
            return self.lesson.steps[0].done

    mode = GuideMode.__new__(GuideMode)
    mode.guide = Guide()
    said = mode.words()
    assert "。" in said and "。 " not in said
    assert said.startswith(i18n.t(LESSONS["llamaland"].welcome))


def test_llamagedons_card_corners_are_japanese_in_japanese(japanese) -> None:
    assert corner(ATTACK) == "攻" and corner(BLOCK) == "防" and corner(SHELTER) == "避" and corner(RED) == "赤"
    for kind in KIND_LOOK:
        if kind not in (LLAMAGEDON_CARD, DRAW2):  # "!" and "+2" read the same in any language
            assert not corner(kind).isascii(), KIND_LOOK[kind]


def test_llamagedons_card_corners_stay_letters_in_english() -> None:
    assert corner(ATTACK) == "AT" and corner(RED) == "R"


def test_llamagedons_finish_puts_the_steal_note_under_the_steal() -> None:
    lesson = LESSONS["llamagedon"]
    for step in lesson.steps:
        steals = any(action.startswith("steal") for action in step.expect)
        assert ("Steal" in step.topic) == steals, step.topic
    assert any("Steal" in topic for topic in topics(lesson))
