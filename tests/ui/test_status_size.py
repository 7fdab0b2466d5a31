"""The status line keeps one size from one turn to the next: a playtester at 150% saw the
L.L.A.M.A. prompt's letters change size with the sentence. A long sentence wraps instead."""

from __future__ import annotations

import pytest

from llamagames.ui.layout_tour import make_app, mid_game, open_table
from llamagames.ui.text import text_width

SENTENCES = (
    "Your turn.",
    "Your turn: draw or quit the round.",
    "Your turn: play a 5 or a 6, draw a card (D), or quit the round (Q) and keep the points you hold.",
    "Maximiliana Fernández de la Cruz is thinking…",
)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1280, 720)], ids=["1920x1080", "1366x768", "1280x720"])
@pytest.mark.parametrize("game", ["llama", "alpacas", "llamagedon"])
def test_the_status_line_has_one_size_and_wraps(size: tuple[int, int], game: str) -> None:
    app = make_app(size, 1.5)
    try:
        table = open_table(app, mid_game(game, 3, 12, moves=6))
        for mine in (True, False):
            plans = [table.status._plan(sentence, mine) for sentence in SENTENCES]
            assert len({px for _, _, px, _ in plans}) == 1, [px for _, _, px, _ in plans]
            for rect, lines, px, _ in plans:
                assert all(text_width(line, px, mine) <= rect.width for line in lines)
            assert len(plans[0][1]) == 1 and all(len(lines) <= 2 for _, lines, _, _ in plans)
            long = plans[2]
            assert len(long[1]) == 2 or text_width(SENTENCES[2], long[2], mine) <= long[0].width  # wrapped, not smaller
    finally:
        app.scenes.clear()
