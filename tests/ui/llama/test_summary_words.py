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


def test_one_point_is_said_in_the_singular() -> None:
    """The summary said "+1 points" and the Hint "keeping your 1 points"."""
    from llamagames import i18n
    from llamagames.bots.explain import Reason
    from llamagames.ui.games.llama.summary import added_words
    from llamagames.ui.table.advice import sentence

    assert (added_words(1), added_words(9), added_words(0)) == ("+1 point", "+9 points", "no points")
    narrator = Narrator(["You", "Pablo"], 0)
    assert holds_words(narrator, 0, 1) == "You hold 1 point"
    assert holds_words(narrator, 1, 1) == "Pablo holds 1 point"
    for code in ("llama_play_shed", "llama_draw", "llama_quit", "llama_draw_fits", "llama_quit_fits"):
        one = sentence(Reason(code, {"points": 1, "chance": 30, "card": 1}), "", ["You"], game_name="llama")
        many = sentence(Reason(code, {"points": 7, "chance": 30, "card": 1}), "", ["You"], game_name="llama")
        assert "1 point" in one and "1 points" not in one, one
        assert "7 points" in many, many
        i18n.set_language("ja")
        try:
            said = sentence(Reason(code, {"points": 1, "chance": 30, "card": 1}), "", ["You"], game_name="llama")
        finally:
            i18n.set_language("en")
        assert "1点" in said and "point" not in said, said


def test_the_end_of_the_game_is_40_points_or_more_in_every_japanese_sentence() -> None:
    """The rules page said 40点を超えたら ("over 40") and the header 達したら: the rulebook says
    "40 points or more"."""
    from llamagames import i18n
    from llamagames.catalogue import entry
    from llamagames.i18n import t
    from llamagames.ui.scenes.rules import rules_text

    try:
        i18n.set_language("ja")
        page = rules_text("llama")
        rule = t(entry("llama").win_rule)
    finally:
        i18n.set_language("en")
    assert "超え" not in page and "40点以上" in page
    assert "40点以上" in rule
    assert "passes 40" not in rules_text("llama") and "40 points or more" in rules_text("llama")


def test_every_leftover_cards_value_is_readable_in_the_round_summary() -> None:
    """Nine leftover cards overlapped so much that their numbers were hard to read: a value
    shows once (it counts once) with how many, and each card shows half its width or more."""
    from llamagames.ui.games.llama.summary import READABLE, card_row

    hand = [1, 1, 3, 3, 3, 4, 6, 7, 7]  # 7: the llama
    for room in (90, 140, 200, 400):
        laid, width = card_row(hand, room, 36)
        assert [(value, count) for value, count, _ in laid] == [(1, 2), (3, 3), (4, 1), (6, 1), (7, 2)]
        xs = [x for _, _, x in laid]
        assert all(b - a >= READABLE * width - 0.01 for a, b in zip(xs, xs[1:])), (room, xs, width)
        assert xs[-1] + width / 2 <= room + 0.01 and xs[0] - width / 2 >= 0
    assert card_row([], 100, 36) == ([], 36)
    laid, width = card_row([5], 100, 36)
    assert laid == [(5, 1, 18.0)] and width == 36



def test_returning_a_white_with_none_held_says_the_black_is_changed() -> None:
    from llamagames.ui.games.llama.summary import return_words

    assert return_words(10, 30) == ("Return black chip (10)", "")
    assert return_words(1, 23) == ("Return white chip (1)", "")
    label, tip = return_words(1, 30)  # three blacks, no white: the playtest's puzzle
    assert label == "Change a black, return a white (1)" and "ten whites" in tip
