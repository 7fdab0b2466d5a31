"""In Japanese, the table's move log and refusal toasts speak Japanese (the rules give the words)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from llamagames import i18n
from llamagames.rules import GAMES
from llamagames.rules.core import offered_options
from llamagames.rules.llama import DRAW, LLAMA, RETURN_BLACK

from .test_kit import grace_table

LATIN = re.compile(r"[A-Za-z]")


@pytest.fixture
def japanese() -> Iterator[None]:
    i18n.set_language("ja")
    try:
        yield
    finally:
        i18n.set_language("en")


def test_a_refused_move_and_the_move_log_read_in_japanese(app, japanese):
    seed = next(s for s in range(1, 500) if LLAMA.current_player(LLAMA.new_game(2, s)) == 0)
    table = grace_table(app, seed, grace=0.0)
    assert not table.moves.try_action(RETURN_BLACK)
    english = LLAMA.why_illegal(table.match.state, RETURN_BLACK)
    code = LLAMA.refusal(table.match.state, RETURN_BLACK)
    assert english and code is not None and table.toasts.text == LLAMA.words.refusal(code, "ja") != english
    assert table.toasts.text.startswith("チップを返せるのは、手札を出し切った人だけです。"), table.toasts.text
    assert not LATIN.search(table.toasts.text), table.toasts.text
    assert table.moves.try_action(DRAW)
    line = table.log.latest(1)[0]
    assert line.startswith("あなたが") and line.endswith("を引きました。") and not LATIN.search(line), line
    assert table.sight.narrator().language == "ja"


def test_every_option_label_and_help_has_japanese():
    for game in GAMES.values():
        for option in offered_options(game):  # the others are never shown
            assert i18n.translated_in("ja", option.label), option.label
            assert i18n.translated_in("ja", option.help), option.help


def test_japanese_sentences_wrap_between_characters_and_english_between_words():
    from llamagames.ui.text import text_width, wrap

    japanese = "チップを返せるのは、手札を出し切った人だけです。できるのは「5か6を出す」「引く」「降りる」だけです。"
    lines = wrap(japanese, 16, 200)
    assert len(lines) > 2 and "".join(lines) == japanese
    assert all(text_width(line, 16) <= 200 for line in lines)
    assert not any(line[0] in "、。」" or line[-1] == "「" for line in lines), lines
    english = "You can only play a 5, a 6, draw or quit."
    assert " ".join(wrap(english, 16, 120)) == english
    assert all(" " not in (line[0], line[-1]) for line in wrap(english, 16, 120))


def test_llamaland_names_on_screen_match_the_move_log():
    """The objective titles and character names a table shows with t() read as the log says them."""
    from llamagames.rules.llamaland import words
    from llamagames.rules.llamaland.components import CHARACTERS, OBJECTIVES

    table = i18n.catalogue("ja")
    for data in CHARACTERS:
        assert table[data.label] == words.character(data)
        assert table[data.kind.capitalize()] == words.KIND_WORDS[data.kind]
    for key, objective in OBJECTIVES.items():
        assert table[objective.title] == words.objective(key)


def test_a_japanese_tip_wraps_like_the_move_log():
    """The tip bubble broke Japanese before a "。" (a line must not open with a closing mark)."""
    from llamagames.ui.table.hints import MAX_LINES, bubble_lines
    from llamagames.ui.text import text_width

    tip = "場の先頭のカードは無料で、飛ばしたカードには1枚ごとにおやつを1つ置きます。暗いカードは手持ちのおやつでは足りません。"
    for room in range(120, 420, 7):
        lines = bubble_lines(tip, 14, room)
        assert all(text_width(line, 14) <= room for line in lines)
        assert not any(line[0] in "、。」" for line in lines), (room, lines)
        if len(lines) < MAX_LINES:
            assert "".join(lines) == tip
