"""The round summary speaks to the one human at the screen as "you" (a tooltip said "You
holds 9 points": the human's seat is named "You")."""

from __future__ import annotations

from llamagames.i18n import catalogue
from llamagames.rules.core import NOBODY, Narrator
from llamagames.ui.games.llama.summary import holds_words


def test_the_chip_tooltip_says_you_hold_to_the_one_human() -> None:
    narrator = Narrator(["You", "Pablo"], 0)
    assert holds_words(narrator, 0, 9) == "You hold 9 points"
    assert holds_words(narrator, 1, 9) == "Pablo holds 9 points"


def test_at_a_shared_screen_each_human_is_named() -> None:
    narrator = Narrator(["Ana", "Ben"], NOBODY)
    assert holds_words(narrator, 0, 12) == "Ana holds 12 points"


def test_the_you_sentences_have_their_japanese() -> None:
    ja = catalogue("ja")
    assert ja.get("You hold {total} points") and ja.get("You reached {points} points: the lowest total wins.")
