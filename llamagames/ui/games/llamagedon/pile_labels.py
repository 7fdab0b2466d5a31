"""Where the deck's and the discard's labels are written under their piles, and in what words:
what the chain panel, the rounds-left badge and the room-finding keep clear of.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ....i18n import t
from ...text import fit_box, line_height, text_width
from .type_scale import LABEL

if TYPE_CHECKING:
    from ...table.kit import Table


class Piles(Protocol):
    """What the labels read of the table's layout (``layout.GedonLayout``, which imports this)."""

    deck: pygame.Rect
    discard: pygame.Rect
    mat: pygame.Rect
    mine: pygame.Rect


def discard_span(table: Table, lay: Piles) -> tuple[int, int]:
    """Where the discard pile's label may stand across: on its right up to the log or a seat
    panel beside it, and on its left clear of the table mat (and of the ring a guided game or a
    hint draws around the mat)."""
    rect, s = lay.discard, table.scale
    log = table.frame.log
    band = pygame.Rect(rect.centerx, rect.bottom, 1, round(40 * s))
    beside = [p.left for p in table.frame.panels if p.left > rect.centerx and p.top < band.bottom and p.bottom > band.top]
    if log.width and log.left > rect.centerx:
        beside.append(log.left)
    right = min(beside + [table.frame.size[0]]) - round(6 * s)
    left = lay.mat.right + round(12 * s) if lay.mat.right <= rect.centerx else 2 * rect.centerx - right
    return left, right


def discard_room(table: Table, lay: Piles) -> int:
    """How wide the discard pile's label may be, centred under the pile (``discard_span``)."""
    left, right = discard_span(table, lay)
    gap = round(6 * table.scale)
    return 2 * min(right + gap - lay.discard.centerx, lay.discard.centerx - left) - 2 * gap


def discard_words(table: Table, lay: Piles, pile: Sequence[Any]) -> str:
    """The discard pile's label: with "click to browse" where the window has room for it."""
    label = t("Discard · {count} (click to browse)", count=len(pile)) if pile else t("Discard")
    if pile and text_width(label, table.small(LABEL)) > discard_room(table, lay):
        label = t("Discard · {count}", count=len(pile))  # a click still browses it (the keyboard's label says so)
    return label


PILE_LABEL_LINES = 2
"""Lines a pile's label may take where it is wider than its room (the discard's beside the log)."""


def pile_label_box(table: Table, lay: Piles, words: str, pile: pygame.Rect) -> pygame.Rect:
    """Where a pile's label is written under the pile, fitted (``text.fit_box``) to its words'
    width, or to the room beside the discard where that is narrower: it then takes a smaller
    size, or a second line, rather than run under the log."""
    px = table.small(LABEL)
    width = text_width(words, px) + 4
    span = discard_span(table, lay) if pile is lay.discard else (0, table.frame.size[0])
    width = max(min(width, span[1] - span[0]), round(40 * table.scale))  # slid clear where wider than centred
    top = pile.bottom + round(6 * table.scale)
    tall = PILE_LABEL_LINES * line_height(px)
    if lay.mine.left < pile.right and lay.mine.right > pile.left and lay.mine.top > top:
        # a second line stops short of your shelters' row, else the row hid it (a review at 150%)
        tall = min(tall, max(line_height(px), lay.mine.top - round(2 * table.scale) - top))
    lines, size = fit_box(words, px, (width, tall))
    room = pygame.Rect(0, 0, max(text_width(line, size) for line in lines) + 4, len(lines) * line_height(size))
    room.midtop = (pile.centerx, top)
    if room.right > span[1]:  # centred under the pile where it can be, else slid left clear of the log
        room.right = span[1]
    return room


def pile_label_rects(table: Table, lay: Piles, deck_size: int, discard: Sequence[Any]) -> list[pygame.Rect]:
    """Where the deck's and the discard's labels are written (what the chain panel keeps whole)."""
    return [pile_label_box(table, lay, t("Deck · {count}", count=deck_size), lay.deck),
            pile_label_box(table, lay, discard_words(table, lay, discard), lay.discard)]


__all__ = ["PILE_LABEL_LINES", "discard_room", "discard_span", "discard_words", "pile_label_box", "pile_label_rects"]
