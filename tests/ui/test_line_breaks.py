"""The one line breaker (``ui/text.py``): Japanese breaks between characters by the kinsoku
rules, keeps katakana words and numbers with their counters whole where a line has room, and
never adds a hyphen, in the app's own wrapped text and in pygame-gui's tooltips; English keeps
breaking at its spaces. Tested on the app's own Japanese sentences."""

from __future__ import annotations

import re

import pygame
import pygame_gui
import pytest

from llamagames import i18n, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.ui.text import _NO_LINE_END, _NO_LINE_START, _TAIL, lay_lines, text_width, wrap

KATAKANA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc-\u30ff]{2,}")
COUNTED = re.compile(r"\d+[枚点個人回つ]")


def _japanese_sentences() -> list[str]:
    """The interface's Japanese sentences long enough to wrap (placeholders filled)."""
    texts = {re.sub(r"\{[^}]*\}", "3", text) for text in i18n.catalogue("ja").values()}
    return sorted(text for text in texts if len(text) >= 16 and re.search("[ぁ-んァ-ヶ一-龯]", text))


def _assert_kinsoku(text: str, lines: list[str]) -> None:
    assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (text, lines)
    for before, line in zip([""] + lines, lines):
        assert line, lines
        if before:
            assert line[0] not in _NO_LINE_START, (text, lines)
            assert before[-1] not in _NO_LINE_END, (text, lines)
    assert "".join(lines).count("-") == text.count("-"), lines  # no hyphen added


def test_the_apps_japanese_wraps_by_the_kinsoku_rules_and_keeps_every_character():
    sentences = _japanese_sentences()
    assert len(sentences) > 200
    for text in sentences:
        for width in (6, 9, 14, 23):
            _assert_kinsoku(text, lay_lines(text, width, len))


def test_katakana_words_and_counted_numbers_stay_whole_where_the_line_has_room():
    checked = 0
    for text in _japanese_sentences():
        for width in (9, 12, 17):
            lines = lay_lines(text, width, len)
            for word in KATAKANA_WORD.findall(text) + COUNTED.findall(text):
                if len(word) + 2 > width:  # a word with a mark beside it must fit a line
                    continue
                checked += 1
                assert any(word in line for line in lines), (word, lines)
    assert checked > 500


def test_a_katakana_word_longer_than_the_line_breaks_between_letters_without_a_hyphen():
    text = "スマホはこのコンピューターと同じWi-Fiにつないでください。"
    lines = lay_lines(text, 10, len)
    assert "コンピューターと同じ" in lines  # the word whole, where it fits
    narrow = lay_lines(text, 4, len)
    _assert_kinsoku(text, narrow)
    assert all(len(line) <= 4 for line in narrow if not line.startswith("Wi-Fi"))
    assert not any(line.startswith("ー") for line in narrow)


def test_a_short_kanji_word_stays_whole_where_the_line_has_room():
    text = "バージョン、ゲームの保存場所、ライセンス"  # the About button's tooltip
    assert lay_lines(text, 13, len) == ["バージョン、ゲームの", "保存場所、ライセンス"]  # not "保存場" / "所"
    narrow = lay_lines(text, 3, len)  # a line narrower than the word: by characters, 、 kept with 所
    assert narrow[5:7] == ["保存場", "所、"] and all(len(line) <= 3 for line in narrow)


def test_a_number_keeps_its_counter():
    text = "オン：手札が7枚（2人なら9枚）を超えて手番を終えると、ランダムに4枚まで捨てます。"
    for width in range(5, 30):
        lines = lay_lines(text, width, len)
        _assert_kinsoku(text, lines)
        for count in ("7枚", "2人", "9枚", "4枚"):
            assert any(count in line for line in lines), (width, lines)


def test_a_card_name_of_katakana_and_a_number_stays_whole():
    """The Llamagedón tip at 1366x768 broke "ドロー" / "2は": the number is part of the name."""
    text = "スワップは相手、ドロー2はテーブルのマット、プロテクトは自分のシェルターへ。"
    for width in range(5, 30):
        lines = lay_lines(text, width, len)
        _assert_kinsoku(text, lines)
        assert any("ドロー2" in line for line in lines), (width, lines)


def test_wrapped_japanese_fits_its_pixels_and_english_breaks_at_spaces():
    pygame.init()
    for text in _japanese_sentences()[::7]:
        lines = wrap(text, 16, 180)
        _assert_kinsoku(text, lines)
        assert all(text_width(line, 16) <= 180 for line in lines), lines
    english = "Take the top card of a stack and build your estate higher to earn what it covers."
    lines = wrap(english, 16, 150)
    assert len(lines) > 2 and " ".join(lines) == english


@pytest.fixture
def ja_app():
    from llamagames.ui.app import App

    application = App((1024, 640), settings=storage.Settings(animation_speed="instant", language="ja"),
                      persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    yield application
    application.scenes.clear()
    i18n.set_language("en")


def _tooltip_rows(tip: pygame_gui.elements.UITooltip) -> list[str]:
    assert tip.text_block is not None
    return ["".join(getattr(chunk, "text", "") for chunk in row.items) for row in tip.text_block.text_box_layout.layout_rows]


def test_a_japanese_tooltip_breaks_by_the_kinsoku_rules_not_with_hyphens(ja_app):
    button = pygame_gui.elements.UIButton(pygame.Rect(100, 100, 120, 40), "x", ja_app.ui)
    texts = [i18n.t("The hard bot's view of each of your decisions"),
             i18n.t("Take over a seat and play the game on against bots from this move"),
             i18n.t("Version, where your games are kept, and the licences")]
    for text in texts:
        assert re.search("[ぁ-んァ-ヶ]", text), text  # the Japanese, not the English
        tip = ja_app.ui.create_tool_tip(text, (150, 120), (0, 20), button, None, text_kwargs={})
        rows = [row for row in _tooltip_rows(tip) if row]
        assert len(rows) >= 2, rows
        _assert_kinsoku(text, rows)
        tip.kill()


def test_no_japanese_line_of_one_or_two_characters_where_the_lines_can_balance(ja_app):
    """The turn prompt wrapped with "る。" alone on its last line: the lines are balanced instead,
    as many as before, each within the width."""
    from llamagames.ui.text import ORPHAN
    size = 28
    prompt = "あなたの番：2を捨て札へドラッグ、またはラウンドを降りる。"
    full = text_width(prompt, size, True)
    for width in range(full // 3, full, 5):
        lines = wrap(prompt, size, width, bold=True)
        _assert_kinsoku(prompt, lines)
        assert all(text_width(line, size, True) <= width for line in lines)
        assert len(lines) < 2 or len(lines[-1]) > ORPHAN, (width, lines)
    short = []
    for text in _japanese_sentences():
        for width in (120, 200, 330):
            lines = lay_lines(text, width, len_px)
            _assert_kinsoku(text, lines)
            if len(lines) > 1 and len(lines[-1]) <= ORPHAN:
                short.append(lines)
    assert not short, short[:5]


def len_px(line: str) -> int:
    """A measure of ten pixels a character: the balancing is the breaker's, not a font's."""
    return 10 * len(line)
def test_a_kanji_word_with_a_kana_inside_stays_whole_where_the_line_has_room():
    text = "このゲームの遊び方"  # the Rules button's tooltip
    for width in range(3, len(text)):
        lines = lay_lines(text, width, len)
        _assert_kinsoku(text, lines)
        assert any("遊び方" in line for line in lines), (width, lines)  # never "遊び" / "方"
    assert lay_lines("土台の下のアイコン", 4, len) == ["土台の", "下の", "アイコン"]  # after its particles


@pytest.mark.parametrize("factor", [1.5, 2.0, 2.25])
def test_a_tooltip_grows_with_the_fonts_and_keeps_its_short_japanese_on_one_line(ja_app, factor):
    from llamagames.ui.gui_text import theme_width
    from llamagames.ui.locale_theme import fit_fonts

    button = pygame_gui.elements.UIButton(pygame.Rect(100, 100, 120, 40), "x", ja_app.ui)
    text = i18n.t("How this game is played")
    tip = ja_app.ui.create_tool_tip(text, (150, 120), (0, 20), button, None, text_kwargs={})
    base = tip.rect.width
    tip.kill()
    assert base == theme_width(ja_app.ui)
    fit_fonts(ja_app.ui, factor)  # a table at a larger Size and window
    tip = ja_app.ui.create_tool_tip(text, (150, 120), (0, 20), button, None, text_kwargs={})
    rows = [row for row in _tooltip_rows(tip) if row]
    assert rows == [text] and tip.rect.width == round(base * factor)
    tip.kill()


BADLY_BROKEN = (
    ("A Block cancels an action; anyone may block a Block, and two Blocks cancel out", {}),  # 打ち消 / す。 (a lesson topic)
    ("{name} has answered your move: once the next player has played, it stays.", {"name": "Pablo"}),  # まし / た。
    ("{name} has answered {other}'s move: once the next player has played, a move stays.",
     {"name": "Pablo", "other": "Ben"}),  # the same at a shared screen, after another human's turn
    ("The first card of the row is free; each card you pass over takes a treat from you. Dimmed cards cost "
     "more than you hold. Drag a card onto an empty space.", {}),  # くださ / い。, 無料 / で、 (Alpacas' tip)
)
"""Sentences of the app's Japanese that the balanced wrap broke before their last kana."""


def _starts_with_a_tail(lines: list[str]) -> list[str]:
    return [f"{before} / {line}" for before, line in zip(lines, lines[1:]) if _TAIL.match(line)]


def test_no_line_starts_with_one_kana_and_its_closing_mark(ja_app):
    """The balancing laid "ブロックはアクションを打ち消" / "す。ブロックも…" (narrower lines, as many, whose
    last line is longer): a lone kana that ends its word, with its 。 or 、, stays with its word."""
    size = 20
    for english, values in BADLY_BROKEN:
        text = i18n.t(english, **values)
        assert text != english and _TAIL.search(text), text
        full = text_width(text, size, True)
        for width in range(60, full, 4):
            lines = wrap(text, size, width, bold=True)
            _assert_kinsoku(text, lines)
            assert not _starts_with_a_tail(lines), (width, lines)
    broken = []
    for text in _japanese_sentences():
        for width in (90, 140, 230):
            lines = lay_lines(text, width, len_px)
            _assert_kinsoku(text, lines)
            broken += _starts_with_a_tail(lines)
    assert not broken, broken[:5]
    assert lay_lines("ブロックはアクションを打ち消す。", 60, len_px) == ["ブロックは", "アクションを", "打ち消す。"]


PLAYTEST_SENTENCES = (
    # (the app's Japanese, as L.L.A.M.A.'s log and turn prompt say it, and the phrases a playtest at
    # 150% saw cut: "ラマを出しま" / "した。", "山札か" / "ら引く", "配" / "られました。")
    ("Pabloがラマを出しました。", ("出しました。",)),
    ("あなたの番：6を捨て札へドラッグ、山札から引く、またはラウンドを降りる。", ("山札から", "降りる。", "引く、")),
    ("第2ラウンドのカードが配られました。捨て札の一番上は2、最初の手番はPabloです。", ("配られました。", "一番上は", "捨て札の")),
    ("ニーナはあなたのラマの上にラマを出しました。また同じ数字です。", ("出しました。", "ニーナは", "あなたの")),
)


def test_japanese_breaks_after_a_particle_not_inside_a_verb_or_a_particle():
    for text, phrases in PLAYTEST_SENTENCES:
        for width in range(80, len_px(text), 10):
            lines = lay_lines(text, width, len_px)
            _assert_kinsoku(text, lines)
            for phrase in phrases:
                if len_px(phrase) <= width:
                    assert any(phrase in line for line in lines), (width, phrase, lines)
    assert lay_lines("Pabloがラマを出しました。", 110, len_px) == ["Pabloがラマを", "出しました。"]
    assert lay_lines("カードを出すか、山札から引く", 100, len_px) == ["カードを出すか、", "山札から引く"]


def test_a_lessons_key_names_stay_with_their_words_at_100_and_150() -> None:
    """A playtest saw "Z" / "タイル" and "F" / "で裏返し" in the guide's bubble: a key's name (or a
    short number) stays with the katakana word or the particle after it, in every lesson sentence,
    at the bubble's widths at 100% (15 px) and 150% (22 px); every character is kept."""
    from llamagames.learn import LESSONS
    from llamagames.learn.script import words

    pygame.font.init()
    i18n.set_language("ja")
    try:
        texts = [i18n.t(text) for lesson in LESSONS.values() for text in words(lesson)]
        keyed = [text for text in texts if re.search(r"[A-Z] [でを]|[A-Z0-9]タイル", text)]
        assert len(keyed) >= 5
        for text in keyed:
            for size, width in ((15, 203), (15, 268), (22, 300), (22, 420)):
                lines = wrap(text, size, width)
                _assert_kinsoku(text, lines)
                for before, line in zip(lines, lines[1:]):
                    assert not (re.search(r"[A-Za-z0-9]$", before) and re.match(r"[ぁ-んァ-ヶ]", line)), (text, lines)
    finally:
        i18n.set_language("en")


def test_a_phrase_longer_than_a_line_is_cut_after_its_particle_or_joining_ending() -> None:
    """The guide's narrow bubble at 150% cut "あげなければなりま" / "せん。": a phrase longer than the
    line is cut after "ば" first, never after its first character ("で" / "きる")."""
    pygame.font.init()
    i18n.set_language("ja")
    try:
        text = "ラマにえさをあげなければなりません。"
        lines = wrap(text, 22, text_width("あげなければなり", 22) - 1)
        _assert_kinsoku(text, lines)
        assert "あげなければ" in lines and "なりません。" in lines, lines
        lines = wrap("できることは全部です。", 22, text_width("できること", 22) - 1)
        assert not lines[0].endswith("で"), lines
    finally:
        i18n.set_language("en")
