"""Translations: every file loads, keeps the English placeholders, and switching works."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from llamagames import i18n, storage

FOLDER = Path(i18n.__file__).resolve().parent


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("path", [path for code in i18n.LANGUAGES for path in i18n.translation_files(code)],
                         ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_each_translation_file_is_one_object_with_the_same_placeholders(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    for source, translated in data.items():
        assert isinstance(translated, str)
        assert _fields(translated) == _fields(source), (path.name, source)


def test_t_follows_the_chosen_language_and_falls_back_to_english(monkeypatch):
    monkeypatch.setitem(i18n.catalogue("ja"), "{name} wins", "{name}の勝ち")
    try:
        i18n.set_language("ja")
        assert i18n.t("{name} wins", name="Ann") == "Annの勝ち"
        assert i18n.t("A sentence nobody translated") == "A sentence nobody translated"
        i18n.set_language("xx")
        assert i18n.language() == "en" and i18n.t("{name} wins", name="Ann") == "Ann wins"
    finally:
        i18n.set_language("en")


def test_settings_keep_the_new_preferences_and_refuse_bad_values():
    good = storage.Settings.from_json({"language": "ja", "hints": False, "colour_blind": True,
                                       "ui_scale": 1.25, "ending_moves": "ask"})
    assert (good.language, good.hints, good.colour_blind, good.ui_scale, good.ending_moves) == (
        "ja", False, True, 1.25, "ask")
    bad = storage.Settings.from_json({"language": "klingon", "hints": "yes", "colour_blind": 1,
                                      "ui_scale": 9.0, "ending_moves": "never"})
    assert bad == storage.Settings()
    assert set(storage.LANGUAGE_CODES) == set(i18n.LANGUAGES)


def test_tc_reads_a_word_by_where_it_stands(monkeypatch):
    monkeypatch.setitem(i18n.catalogue("ja"), "Play", "遊ぶ")
    monkeypatch.setitem(i18n.catalogue("ja"), "replay|Play", "再生")
    try:
        i18n.set_language("ja")
        assert (i18n.t("Play"), i18n.tc("replay", "Play"), i18n.tc("menu", "Play")) == ("遊ぶ", "再生", "遊ぶ")
        i18n.set_language("en")
        assert i18n.tc("replay", "Play") == "Play"
    finally:
        i18n.set_language("en")


LAPTOP_JA = "ノートPC"
"""The one Japanese word for the laptop (a playtest read three: ノートPC, ノートパソコン, ラップトップ)."""


def test_the_laptop_has_one_japanese_word_everywhere():
    """The interface's words, the phone page's (the same files) and the rules pages call the
    laptop one thing in Japanese, wherever the English says "laptop"."""
    package = FOLDER.parent
    others = ("パソコン", "ラップトップ")
    checked = 0
    for path in i18n.translation_files("ja"):
        for english, japanese in json.loads(path.read_text(encoding="utf-8")).items():
            assert not any(word in japanese for word in others), (path.name, japanese)
            if "laptop" in english.lower():
                assert LAPTOP_JA in japanese, (path.name, english, japanese)
                checked += 1
    for path in sorted(package.rglob("ja/*.txt")) + sorted(package.rglob("words/ja.json")):
        text = path.read_text(encoding="utf-8")
        assert not any(word in text for word in others), path.relative_to(package)
    assert checked >= 10
