"""The action buttons stand closer at a large Size where the move log above them is a summary:
pt52 at 150% on 1366x768 read one cut line of log ("Dolly's turn: built a P ti…") over five
buttons 48-58 px tall for 28 px words, 10 px apart; drawn as tall as their words and a margin,
6 px apart, they give the log two more lines (the last two or three moves read without opening
it)."""

from __future__ import annotations

import pygame

from ...table.layout import BUTTON_PX, LOG_FLOOR, TableFrame, log_lines

LEAST = (34, 40)
"""The kit's least heights of a button and of the first (``TableFrame``)."""
LABEL_ROOM = 1.5
"""A button's height for its words: their size times this (the line and a margin above and below)."""


def buttons_closer(frame: TableFrame) -> None:
    """Where the log over the buttons holds fewer than ``LOG_FLOOR`` lines, the buttons (bottom
    first) become as tall as their words need and closer, and the log takes what they gave up."""
    if not frame.buttons or not frame.log.height or log_lines(frame.log.height, frame.text_scale) >= LOG_FLOOR:
        return
    if frame.log.bottom > frame.buttons[-1].top or frame.log.left > frame.buttons[-1].right:
        return  # the log is not above the buttons (it went under a rival)
    tall = round(BUTTON_PX * frame.word_scale * LABEL_ROOM)
    gap = max(4, round(6 * frame.scale))
    bottom = frame.buttons[0].bottom
    placed = []
    for index, rect in enumerate(frame.buttons):
        # End turn a little taller; never under the kit's least (its rounded corners need the height)
        height = min(rect.height, max(LEAST[index == 0], tall + (round(6 * frame.scale) if index == 0 else 0)))
        moved = pygame.Rect(rect.left, bottom - height, rect.width, height)
        placed.append(moved)
        bottom = moved.top - gap
    frame.buttons = placed
    frame.log = pygame.Rect(frame.log.left, frame.log.top, frame.log.width,
                            max(frame.log.height, placed[-1].top - gap - round(4 * frame.scale) - frame.log.top))
