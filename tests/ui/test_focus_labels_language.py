"""The keyboard focus's label names its piece in the player's language: in Japanese a Llamagedón
card read "手に取る：a Draw 2" (the card's English name inside a Japanese label) and
L.L.A.M.A.'s llama card "Llamaを出す". Every game's table, opened in Japanese, is asked for
its key targets; no English word is left in their labels but a seat's name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from llamagames import i18n
from llamagames.ui.layout_check import recording
from llamagames.ui.layout_tour import make_app, mid_game, open_table, own_home, run
from llamagames.ui.scenes.menu import MenuScene

WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture(scope="module")
def app() -> Iterator:
    with recording(), own_home():
        app = make_app((1280, 800), 1.0, language="ja")
        try:
            app.start(MenuScene(app))
            run(app)
            yield app
        finally:
            app.scenes.clear()
            i18n.set_language("en")


def english_words(table: Any) -> list[str]:
    """English words in the labels of the table's key targets, seats' names aside."""
    names = {word for name in table.names for word in WORD.findall(name)}
    labels = [target.label for group in table.parts.keys.targets() for target in group.targets]
    assert len(labels) > 1, "the table offers keys to reach its pieces"
    return [f"{word} in {label!r}" for label in labels for word in WORD.findall(label) if word not in names]


@pytest.mark.parametrize("game, players, seed", [("llamagedon", 3, 16), ("llama", 3, 3),  # the llama card in hand
                                                 ("alpacas", 2, 14), ("llamaland", 2, 14)])
def test_every_focus_label_is_japanese(app, game: str, players: int, seed: int) -> None:
    i18n.set_language("ja")  # each test starts in English
    table = open_table(app, mid_game(game, players, seed, moves=6))
    try:
        assert english_words(table) == []
    finally:
        app.scenes.pop_to_root()
