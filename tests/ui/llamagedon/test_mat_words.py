"""The table mat's words ("You hold three colours", "Click: take a card from the discard") are
never cut: they wrap onto more lines, and shrink (never under 12 px) only when the lines would
not fit the mat's height. At 150% the mat is narrow for them."""

from __future__ import annotations

from llamagames.ui.games.llamagedon.mat_words import mat_lines
from llamagames.ui.text import text_width

WORDS = [("You hold three colours", 22, True), ("Click: take a card from the discard", 19, False)]


def joined(lines, bold):
    return " ".join(text for text, _, b in lines if b == bold)


def test_the_mat_words_wrap_whole_where_one_line_would_be_cut():
    width = text_width("You hold three colours", 22, True) - 20
    lines = mat_lines(WORDS, width, 400)
    assert joined(lines, True) == "You hold three colours" and joined(lines, False) == WORDS[1][0]
    assert all(text_width(text, px, bold) <= width for text, px, bold in lines)
    assert {px for _, px, _ in lines} == {22, 19}, "room in height: the words keep their size"


def test_the_words_shrink_when_their_lines_would_not_fit_the_height():
    lines = mat_lines(WORDS, 120, 70)
    assert "…" not in "".join(text for text, _, _ in lines)
    assert all(text_width(text, px, bold) <= 120 for text, px, bold in lines)
    assert max(px for _, px, _ in lines) < 22 and min(px for _, px, _ in lines) >= 12
    assert sum(round(px * 1.25) for _, px, _ in lines) <= 70
