"""The move log's panel keeps one place and size: nothing before the first move, then the
room's own panel whose lines fill it from the top down, however many moves come (a playtest
saw the panel grow upward over the felt as a round went on, and a blank band at its top once
it scrolled)."""

from __future__ import annotations

import pygame

from llamagames.ui.table import log_lines
from llamagames.ui.table.move_log import MoveLog


def opaque_rows(log: MoveLog) -> list[int]:
    image = log._render()
    x = image.get_width() // 2
    return [y for y in range(image.get_height()) if image.get_at((x, y)).a > 0]


def test_the_log_panel_keeps_its_place_and_size_as_moves_come(app) -> None:
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200)]
    log.set_rect(pygame.Rect(0, 0, 220, 400), 1.0)
    assert opaque_rows(log) == []  # before the first move: no empty panel
    log.add(0, "You take the llama 1 red.")
    first = opaque_rows(log)
    assert first[0] <= 2 and first[-1] == 399
    for k in range(40):
        log.add(k % 2, f"A move long enough to take a line of its own, number {k}.")
    assert opaque_rows(log)[0] == first[0] and opaque_rows(log)[-1] == 399  # the same panel


def test_a_full_log_has_no_blank_band_above_its_lines(app) -> None:
    """Japanese sentences of two lines at 150%: the view starts at a sentence's start at the
    panel's top, and whatever room is left (less than one sentence) is under the newest line."""
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200)]
    log.set_rect(pygame.Rect(0, 0, 200, 300), 1.5)
    long = "Pablo plays a 5 and then, being Pablo, says a great deal about it to the whole table."
    for k in range(15):
        log.add(1, long)
        log.add(0, f"You draw {k}.")
    starts: list[bool] = []
    log.wrapping().lines(log.entries, starts)
    pad, line_h = log._padding(), log.line_height()
    inner = pygame.Rect(pad, pad, 200 - 2 * pad, 300 - 2 * pad)
    begins = [i for i, start in enumerate(starts + [True]) if start]
    longest = max(b - a for a, b in zip(begins, begins[1:]))
    assert longest >= 2  # the long sentence wraps
    for scroll in (0, line_h // 2, line_h, 3 * line_h):
        shown = log_lines.placed(starts, inner, inner.bottom + scroll, line_h)
        assert shown[0][1] == inner.top and starts[shown[0][0]]  # the top line, a sentence's start
        if scroll == 0:
            assert shown[-1][0] == len(starts) - 1  # the newest line is shown
            assert inner.bottom - (shown[-1][1] + line_h) < longest * line_h  # less than a sentence left


def test_a_short_log_starts_at_the_top(app) -> None:
    starts = [True, False, True]
    inner = pygame.Rect(10, 10, 180, 200)
    assert log_lines.placed(starts, inner, inner.bottom, 20) == [(0, 10), (1, 30), (2, 50)]


def test_a_sentence_cut_at_the_top_keeps_its_first_lines_rather_than_a_blank_band() -> None:
    """At 150% your own move (four lines) left the view whole once its first line scrolled out,
    and four blank lines stood under the newest: now its first lines fill them, the last cut."""
    starts = [True, False, False, False, True, False, True]  # your move, four lines; then two more
    inner = pygame.Rect(10, 10, 180, 100)  # five lines of 20
    shown = log_lines.placed(starts, inner, inner.bottom, 20)
    assert shown == [(0, 10), (1, 30), (4, 50), (5, 70), (6, 90)]  # the view full, the newest last
    assert log_lines.cut_lines(starts, shown) == {1}
    assert log_lines.shortened("llama 2 blue (1st in") == "llama 2 blue (1st …"
    assert log_lines.shortened("ラマを取りました") == "ラマを取りま…"
