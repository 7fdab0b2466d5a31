"""``text.fit_box``: a label fits its box on one line a size smaller (never under 12 px), else on
more lines, before it is cut (a longer language's "[11 left]" ran into the next llama column)."""

from __future__ import annotations

import pygame

from llamagames.ui.scale import MIN_TEXT
from llamagames.ui.text import draw_fitted, fit_box, line_height, text_width


def test_a_label_that_fits_keeps_its_size_and_line() -> None:
    assert fit_box("6 left", 16, (200, 40)) == (["6 left"], 16)


def test_a_label_a_little_too_wide_takes_a_smaller_size_on_one_line() -> None:
    words = "[11 ļéfţ one]"
    lines, px = fit_box(words, 16, (text_width(words, 16) - 6, 40))
    assert lines == [words] and MIN_TEXT <= px < 16


def test_a_label_too_wide_at_12_px_wraps_inside_the_box() -> None:
    words = "[11 ļéfţ one]"
    width = text_width(words, MIN_TEXT) * 2 // 3
    lines, px = fit_box(words, 16, (width, 80))
    assert len(lines) >= 2 and "".join(lines).replace(" ", "") == words.replace(" ", "") and px >= MIN_TEXT
    assert all(text_width(line, px) <= width for line in lines)
    assert len(lines) * line_height(px) <= 80


def test_draw_fitted_stays_in_its_box() -> None:
    surface = pygame.Surface((200, 200))
    box = pygame.Rect(20, 20, 50, 80)
    drawn = draw_fitted(surface, "[11 ļéfţ one]", 16, box)
    assert box.contains(drawn)
