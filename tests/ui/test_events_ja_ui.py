"""In Japanese, the table's move log and refusal toasts speak Japanese (the rules give the words)."""

from __future__ import annotations

import re
from typing import Iterator

import pytest

from llamagames import i18n
from llamagames.rules import GAMES
from llamagames.rules.llama import DRAW, LLAMA, RETURN_BLACK
from llamagames.rules.translation import refusal

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
    assert not table.try_action(RETURN_BLACK)
    english = LLAMA.why_illegal(table.match.state, RETURN_BLACK)
    assert english and table.toasts.text == refusal("llama", english, "ja") != english
    assert not LATIN.search(table.toasts.text), table.toasts.text
    assert table.try_action(DRAW)
    line = table.log.latest(1)[0]
    assert line.startswith("あなたが山札から") and not LATIN.search(line), line
    assert table.narrator().language == "ja"


def test_every_option_label_and_help_has_japanese():
    for game in GAMES.values():
        for option in game.options:
            assert i18n.translated_in("ja", option.label), option.label
            assert i18n.translated_in("ja", option.help), option.help
