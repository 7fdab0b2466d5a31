"""The move log's picture where it has room: its lines in a panel of the room's own size, a
scroll bar when they are more than the room, and the "newest" button while scrolled up.

The panel keeps one place and size from the first move on (nothing at all before it): a
panel that grew upward as moves came crept over the felt during a round. Its lines fill it
from the top down, each view starting at a sentence's start (``log_lines.placed``), so no
blank band stands above them. Opened whole over the table it is one solid panel. The caller keeps the picture (``MoveLog``): it is drawn again only when a line
arrives, the size changes or the log scrolls.
"""

from __future__ import annotations

from itertools import accumulate

import pygame

from ...i18n import t
from .. import access
from ..palette import CREAM, GOLD, INK, PANEL
from ..scale import text_px
from ..text import draw_text, rounded_panel
from .log_lines import LogLine, cut_lines, line_height, placed, shortened

MORE = (200, 214, 200)
"""The colour of a sentence's lines after its first."""


def draw_line(image: pygame.Surface, line: LogLine, left: int, y: int, line_h: int, s: float) -> None:
    """One line at ``y``: a turn's first line after the seat's marker, the lines after it
    indented as far, a line of the table's own from ``left`` in bold gold; a line aimed at
    the viewer with a gold bar in the margin left of it."""
    size = text_px(s, 14)
    if line.about_you:
        bar = max(2, round(3 * s))
        pygame.draw.rect(image, GOLD, pygame.Rect(left - bar - max(2, round(3 * s)), y + 1, bar, line_h - 2))
    if line.kind == "first":
        access.draw_seat_mark(image, line.seat or 0, (left + round(5 * s), y + line_h // 2),
                              max(3, round(4 * s)) + (1 if access.colour_blind() else 0), line.colour)
        draw_text(image, line.text, size, (left + round(14 * s), y), CREAM)
    elif line.kind == "more":
        draw_text(image, line.text, size, (left + round(14 * s), y), MORE)
    else:
        draw_text(image, line.text, size, (left, y), GOLD, bold=True)


def arrow_label(image: pygame.Surface, words: str, row: pygame.Rect, s: float, up: bool) -> pygame.Rect:
    """A small button's ``words`` at the right of ``row`` with a triangle left of them
    (pointing up or down), where it stands: Noto Sans has no arrow glyph, so it is drawn."""
    label = draw_text(image, words, text_px(s, 12), (row.right, row.centery), GOLD, anchor="midright",
                      bold=True, shadow=INK)
    half = max(3, label.height // 4)
    cx, cy = label.left - half - max(3, round(4 * s)), label.centery
    if up:
        arrow = [(cx - half, cy + half // 2), (cx + half, cy + half // 2), (cx, cy - half)]
    else:
        arrow = [(cx - half, cy - half // 2), (cx + half, cy - half // 2), (cx, cy + half)]
    pygame.draw.polygon(image, INK, [(x + 1, y + 1) for x, y in arrow])
    pygame.draw.polygon(image, GOLD, arrow)
    return label.union(pygame.Rect(cx - half, cy - half, 2 * half + 1, 2 * half + 1))


Drawn = tuple[pygame.Surface, pygame.Rect | None, list[tuple[int, pygame.Rect]]]
"""A panel's picture, its "newest" button, and the rows of its cut sentences (``draw_panel``)."""


def draw_panel(size: tuple[int, int], s: float, lines: list[LogLine], starts: list[bool], scroll: int,
               opened: bool) -> Drawn:
    """The panel of ``lines`` (``starts``: which begin a sentence) scrolled up ``scroll``
    pixels from the newest, where its "newest" button stands in it (None when following the
    game), and the row of each line shown of a sentence cut short (its line's index: the
    pointer on it shows the sentence whole, ``log_hover``)."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    pad = round(10 * s)
    line_h = line_height(s)
    content_h = len(lines) * line_h
    if opened:
        rounded_panel(image, image.get_rect(), PANEL, 255, radius=round(12 * s), border=GOLD, border_width=2)
    elif lines:
        rounded_panel(image, image.get_rect(), PANEL, 175, radius=round(12 * s), border=(120, 150, 130), border_width=1)
    inner = pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad)
    if scroll:
        inner.height -= line_h  # the "newest" button's own row, under the lines
    clip = image.get_clip()
    image.set_clip(pygame.Rect(0, inner.top, inner.right, inner.height))  # the margin holds the "you" bars
    shown = placed(starts, inner, inner.bottom + scroll, line_h)
    cut = cut_lines(starts, shown)
    for index, y in shown:
        line = lines[index]
        draw_line(image, line._replace(text=shortened(line.text)) if index in cut else line, inner.left, y, line_h, s)
    image.set_clip(clip)
    sentence = list(accumulate(starts))  # each line's sentence, counted from 1
    cut_short = {sentence[index] for index in cut}
    rows = [(index, pygame.Rect(0, y, width, line_h)) for index, y in shown if sentence[index] in cut_short]
    if content_h > inner.height:
        track = inner.height
        knob = max(round(20 * s), track * inner.height // max(1, content_h))
        travel = track - knob
        top_scroll = content_h - inner.height
        knob_y = inner.top + round(travel * (1 - scroll / max(1, top_scroll)))
        pygame.draw.rect(image, (*CREAM, 120), pygame.Rect(width - round(7 * s), knob_y, max(3, round(4 * s)), knob),
                         border_radius=3)
    if not scroll:
        return image, None, rows
    return image, arrow_label(image, t("newest"), pygame.Rect(inner.left, inner.bottom, inner.width, line_h), s,
                              up=False), rows
