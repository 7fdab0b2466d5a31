"""The move log where the table leaves it fewer than ``LOG_FLOOR`` lines (a large Size, many
seats): a summary of whole sentences, "Since your turn" over the moves made since the viewer's
last move and a "Whole log (G)" button, that opens the whole log up its column on click.

A summary is never a heading alone: where the heading on a row of its own would leave fewer than
two lines, it gives its row up to the lines; it gives it up too where the newest sentence then
shows whole; where the newest sentence is longer than the room even so, its lines get smaller,
down to their 100% size (``SMALLEST``), and only where even that is too little its first lines
show, the last ending in an ellipsis (a click opens it whole).
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ...i18n import t
from ..palette import GOLD, PANEL
from ..scale import text_px
from ..text import draw_text, rounded_panel, text_width
from .log_lines import LogEntry, LogLine, LogWrap, line_height
from .log_panel import arrow_label, draw_line


def whole_label() -> str:
    """The summary's button, with its key as the table's buttons say theirs ("Hint (H)")."""
    return t("Whole log (G)")


def whole_width(s: float) -> int:
    """The "Whole log (G)" button's width: its words and its triangle."""
    px = text_px(s, 12)
    return text_width(whole_label(), px, True) + px // 2 + max(3, round(4 * s)) + 2


class SummaryPlan(NamedTuple):
    """What the summary shows, in its own coordinates."""

    heading: tuple[str, pygame.Rect] | None
    """The heading's words and row; None where it has no room."""
    button_row: pygame.Rect
    """The row the "Whole log" button stands at the right of."""
    lines: list[LogLine]
    inner: pygame.Rect
    """The room inside the panel; the lines stand at its foot."""
    line_scale: float | None = None
    """The lines' own scale where it is smaller than the panel's (None: the panel's)."""


def plan_summary(size: tuple[int, int], wrapping: LogWrap, heading: str, entries: list[LogEntry],
                 earlier: list[LogEntry] | None = None) -> SummaryPlan:
    """The summary of ``entries`` under ``heading`` in a panel of ``size``: the heading and the
    button on one row where both fit, the heading alone over the button's row where they do
    not, and no heading where it would leave no line. Rows the entries leave empty take the
    newest whole sentences of ``earlier`` (the moves before them), marked as earlier."""
    s = wrapping.scale
    pad = max(3, round(6 * s))
    line_h = line_height(s)
    inner = pygame.Rect(pad + round(4 * s), pad, size[0] - 2 * pad - round(8 * s), size[1] - 2 * pad)
    row = pygame.Rect(inner.left, inner.top, inner.width, line_h)
    head_w = text_width(heading, text_px(s, 13), True)
    head: tuple[str, pygame.Rect] | None = (heading, row)
    button_row = row
    if head_w + whole_width(s) + round(8 * s) > row.width:  # the heading alone, the button under it
        button_row = row.move(0, line_h)
        if head_w > row.width or (inner.bottom - button_row.bottom) // line_h < 2:
            # no room for both rows and two lines: the lines go first (a heading over one line
            # left a long sentence cut at 150%, "Tina stacks a P tile on l…")
            head, button_row = None, row
    room = max(0, (inner.bottom - button_row.bottom) // line_h)
    lines = wrapping.fitted(entries, room)
    if head is not None and entries and not wrapping.newest_whole(entries, room):
        # the newest sentence is longer than the room under the heading: the heading gives its
        # row(s) up where the sentence then shows whole (a Japanese line at 150% was cut with "…")
        free = max(0, (inner.bottom - row.bottom) // line_h)
        if wrapping.newest_whole(entries, free):
            return SummaryPlan(None, row, wrapping.fitted(entries, free), inner)
    if entries and not wrapping.newest_whole(entries, max(0, (inner.bottom - row.bottom) // line_h)):
        smaller = _smaller(wrapping, entries, inner.bottom - row.bottom)
        if smaller is not None:  # its words a little smaller, whole, rather than cut ("the Shelter car…")
            fitted = smaller.fitted(entries, (inner.bottom - row.bottom) // line_height(smaller.scale))
            return SummaryPlan(None, row, fitted, inner, smaller.scale)
    if earlier and lines and not lines[-1].text.endswith("…"):
        free = room - len(lines)
        older = wrapping.lines(wrapping.newest_whole(earlier, free)) if free > 0 else []
        lines = [line._replace(earlier=True) for line in older] + lines
    return SummaryPlan(head, button_row, lines, inner)


SMALLEST = 2 / 3
"""A summary's lines get smaller down to this share of their size (150% down to 100%) before
the newest sentence is cut with an ellipsis."""


def _smaller(wrapping: LogWrap, entries: list[LogEntry], height: int) -> LogWrap | None:
    """The wrapping at the largest smaller scale whose lines hold the newest sentence whole in
    ``height`` pixels, down to ``SMALLEST`` of the log's own; None where even that cuts it."""
    for step in range(1, 6):
        scale = wrapping.scale * (1 - (1 - SMALLEST) * step / 5)
        smaller = LogWrap(scale, wrapping.width, wrapping.colours)
        if smaller.newest_whole(entries, height // line_height(scale)):
            return smaller
    return None


def draw_summary(size: tuple[int, int], s: float, plan: SummaryPlan, up: bool = True) -> pygame.Surface:
    """The summary's picture: its panel, the heading, the "Whole log" button with a small
    triangle pointing the way the whole log opens (``up`` the column, else down it), and the
    lines at the foot."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    rounded_panel(image, image.get_rect(), PANEL, 175, radius=round(12 * s), border=(120, 150, 130), border_width=1)
    if plan.heading is not None:
        words, row = plan.heading
        draw_text(image, words, text_px(s, 13), (row.left, row.centery), GOLD, anchor="midleft", bold=True)
    arrow_label(image, whole_label(), plan.button_row, s, up=up)
    lines_s = plan.line_scale or s
    line_h = line_height(lines_s)
    y = plan.inner.bottom - len(plan.lines) * line_h
    for index, line in enumerate(plan.lines):
        if line.earlier:  # before the heading's moves: fainter, a rule under the last of them
            faint = pygame.Surface((plan.inner.width + round(8 * s), line_h), pygame.SRCALPHA)
            draw_line(faint, line, round(8 * s), 0, line_h, lines_s)
            faint.set_alpha(EARLIER_ALPHA)
            image.blit(faint, (plan.inner.left - round(8 * s), y))
            if index + 1 < len(plan.lines) and not plan.lines[index + 1].earlier:
                pygame.draw.line(image, (120, 150, 130), (plan.inner.left, y + line_h - 1),
                                 (plan.inner.right, y + line_h - 1), 1)
        else:
            draw_line(image, line, plan.inner.left, y, line_h, lines_s)
        y += line_h
    return image


EARLIER_ALPHA = 150
"""How strongly a summary's earlier lines show (of 255): readable, but behind the heading's own."""


__all__ = ["SummaryPlan", "draw_summary", "plan_summary", "whole_label", "whole_width"]
