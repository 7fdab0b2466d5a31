"""The move log can be read at any size: a fresh-eyes playtest at 1920x1080 and 150% opened the
whole log (G) as a column five Japanese characters wide over a seat panel, and read Japanese
lines cut with "…". Opened, it is a panel over the felt, wide enough to read, clear of the
buttons, the table dimmed behind it; its sentences are whole, and those aimed at you marked."""

from __future__ import annotations

import pygame
import pytest

from llamagames.ui.scale import text_px
from llamagames.ui.table.move_log import FLOOR
from llamagames.ui.text import text_width

from ..conftest import FRAME
from .test_since_your_turn import english_after, five_seats

__all__ = ["english_after"]


def whole_and_uncut(log, width: int) -> None:
    """Every line of the log at ``width`` fits it, none ends in an ellipsis, and each
    sentence's lines put together give the sentence back."""
    wrapping = log.wrapping_at(width)
    px = text_px(log.scale, 14)
    for entry in log.entries:
        lines = wrapping.lines([entry])
        assert all(not line.text.endswith("…") for line in lines)
        assert all(text_width(line.text, px, entry.seat is None) <= wrapping.width for line in lines)
        assert "".join(line.text for line in lines).replace(" ", "") == entry.text.replace(" ", "")


@pytest.mark.parametrize("size,factor", [((1366, 768), 1.0), ((1366, 768), 1.5), ((1920, 1080), 1.5)])
def test_the_log_reads_whole_in_japanese(size, factor) -> None:
    app, table = five_seats(size, factor, "ja")
    log = table.log
    em = text_px(log.scale, 14)
    assert any(entry.about_you for entry in log.entries)  # the Attack on your shelter, and what it did
    assert not any(entry.about_you for entry in log.entries if entry.seat in (2, 3, 4))  # their draws and passes
    if not log.compact():  # in place, a log of its own lines
        assert log.fits() >= FLOOR
        whole_and_uncut(log, log.rect.width)
        return
    assert all(not line.text.endswith("…") for line in log.summary_plan().lines)
    assert log.toggle() and log.opened and log.over_felt
    app.frame(FRAME, [])
    shown = log.shown()
    window = pygame.Rect((0, 0), size)
    assert window.contains(shown) and shown.top >= table.frame.top_bar.bottom
    assert shown.width >= 30 * em, (shown, em)  # a sentence reads on a line or two
    assert log.fits(shown.height) >= 20
    for button in table.frame.buttons:  # pygame-gui draws them over the table: never under the panel
        assert not shown.colliderect(button)
    whole_and_uncut(log, shown.width)
    # the table is dimmed behind it: a seat panel's felt outside the log is darker than before
    seat = table.panel_rect(2)
    spot = (seat.left + 4, seat.bottom - 4) if not shown.collidepoint(seat.left + 4, seat.bottom - 4) else None
    if spot is not None:
        dim = app.surface.get_at(spot)
        log.close()
        app.frame(FRAME, [])
        assert sum(app.surface.get_at(spot)[:3]) > sum(dim[:3])
