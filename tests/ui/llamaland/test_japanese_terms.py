"""One Japanese word for each idea of Llamaland (a playtester read 列 for two things): 場 for the
face-up row of characters, 列 only for a llama card column (its "piles" that end the game
too), 山 for a face-down pile or stack, 基礎タイル for a foundation; the same on the table, the
lesson, the hints, the keys, the phone, the how-to-play page and the rules' own sentences."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import llamagames
from llamagames.i18n import catalogue
from llamagames.learn.lessons import LESSONS
from llamagames.learn.script import words

PACKAGE = Path(llamagames.__file__).resolve().parent
SOURCES = [*sorted((PACKAGE / "ui/games/llamaland").glob("*.py")), PACKAGE / "phones/games/llamaland.py",
           PACKAGE / "bots/explain_llamaland.py"]
ROW = re.compile(r"\b(of|from|in) the row\b|\bopen row\b|\bthe row or\b")
LLAMA_COLUMN = re.compile(r"(?<!row or )\bcolumn\b|\bpiles? (are |is )?empty\b|\bempty piles?\b")
"""A llama card column in the English (an estate's "row or column" is a straight line: 一直線)."""


def _english_keys() -> set[str]:
    """Every string of the Llamaland modules and lesson a Japanese player reads through ``t``."""
    known = catalogue("ja")
    found = set(words(LESSONS["llamaland"]))
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in known:
                found.add(node.value)
    return found


def test_the_character_row_is_ba_and_retsu_is_only_a_llama_column() -> None:
    ja = catalogue("ja")
    keys = _english_keys()
    assert len(keys) > 200
    wrong = []
    for key in sorted(keys):
        text = ja[key]
        if ROW.search(key) and ("場" not in text or "列" in text):
            wrong.append(f"the row of characters is not 場: {text}")
        if "列" in text and not LLAMA_COLUMN.search(key):
            wrong.append(f"列 not a llama column: {text}")
        if LLAMA_COLUMN.search(key) and "列" not in text:
            wrong.append(f"a llama column is not 列: {text}")
        if "foundation" in key.lower() and "土台" in text:
            wrong.append(f"a foundation is not 基礎タイル: {text}")
    assert wrong == [], "\n".join(wrong)


def test_the_how_to_play_page_and_the_rules_sentences_use_the_same_words() -> None:
    page = (PACKAGE / "ui/rules_text/ja/llamaland.txt").read_text("utf-8")
    rules = (PACKAGE / "rules/llamaland/words.py").read_text("utf-8")
    assert "表向きの場" in page and "ラマの列" in page and "基礎タイル" in page
    assert "表向きの場" in rules and "場には" in rules
    for text in (page, rules):
        assert all(text[i - 3:i] == "ラマの" for i, char in enumerate(text) if char == "列"), "列 only as ラマの列"
        assert "土台" not in text
