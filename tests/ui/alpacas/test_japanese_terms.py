"""One Japanese word for each idea of Llamas & Alpacas (a playtester read 列 for three things):
場 for the row of cards to take from, 列 (with 行) for the board's columns, ライン for a line
of three, the same on the table, the lesson, the hints, the keys, the phone, the how-to-play
page and the rules' own sentences."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import llamagames
from llamagames.i18n import catalogue
from llamagames.learn.lessons import LESSONS
from llamagames.learn.script import words

PACKAGE = Path(llamagames.__file__).resolve().parent
SOURCES = [*sorted((PACKAGE / "ui/games/alpacas").glob("*.py")), PACKAGE / "phones/games/alpacas.py",
           PACKAGE / "bots/explain_alpacas.py"]
COLUMN = re.compile(r"(?:\}|\d|行と)$")
"""What comes before 列 as the board's column: a column's number (or its placeholder), or
"行と" (a row and a column at once)."""


def _english_keys() -> set[str]:
    """Every string of the Alpacas modules and lesson a Japanese player reads through ``t``."""
    known = catalogue("ja")
    found = set(words(LESSONS["alpacas"]))
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in known:
                found.add(node.value)
    return found


def _stray_columns(text: str) -> list[str]:
    """Each 列 of ``text`` that is not a board's column, with a few characters around it."""
    return [text[max(0, i - 8):i + 4] for i, char in enumerate(text) if char == "列" and not COLUMN.search(text[:i])]


def test_the_row_is_ba_a_line_is_rain_and_retsu_is_only_a_column() -> None:
    ja = catalogue("ja")
    keys = _english_keys()
    assert len(keys) > 60
    wrong = []
    for key in sorted(keys):
        text = ja[key]
        if re.search(r"\b(of|from|in) the row\b|^The row\b", key) and "場" not in text:
            wrong.append(f"the row is not 場: {text}")
        if re.search(r"\blines?\b", re.sub(r"\{\w+\}", "", key)) and "ライン" not in text and "そろ" not in text:
            wrong.append(f"a line is not ライン: {text}")
        wrong += [f"列 not a column: {piece!r} in {text}" for piece in _stray_columns(text)]
    assert wrong == [], "\n".join(wrong)


def test_the_how_to_play_page_and_the_rules_sentences_use_the_same_words() -> None:
    page = (PACKAGE / "ui/rules_text/ja/alpacas.txt").read_text("utf-8")
    rules = (PACKAGE / "rules/alpacas/words.py").read_text("utf-8")
    assert "場" in page and "ライン" in page and "ライン" in rules and "場の" in rules
    assert _stray_columns(page) == [] and _stray_columns(rules) == []
    assert "3枚の並び" not in rules  # a line of three was 並び in the log, ライン everywhere else
