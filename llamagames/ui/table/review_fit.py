"""The review strip's words fitted to its room, the hard bot's better move first of all.

At a decision the graph gives way first (down to a small graph with its scale), then the line
of the chances (the graph shows them too) and the list of costliest decisions
(``review_costly.fit_words``), then the graph to a one-line bar and to nothing, then the words'
size down to their 100% size (a short strip: Llamaland's under its rival at 150%). "Better: …"
and its reason are never left out: a playtester read "you chose the 6" alone, under the
"Better move" tag, as the review naming the 6 best.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..scale import MIN_TEXT
from ..text import text_width, wrap
from .review_costly import MEANING, Block, fit_words, rows_with_room
from .review_words import progress_words

if TYPE_CHECKING:
    import pygame

    from ...review.engine import Decision, Review
    from .kit import Table
    from .review_words import Line


class ReviewStrip(Protocol):
    """What fitting reads and sets of the strip (``review_strip.ReviewStrip``), declared here so
    that the two modules do not import each other."""

    table: Table
    words: pygame.Rect
    word_size: int
    bar: int
    button: Any
    state: str
    review: Review | None

    def progress(self) -> tuple[int, int]: ...
    def share_room(self, wanted: int | None = None, bar: int = 0) -> None: ...
    def line_h(self) -> int: ...
    def decision_here(self) -> Decision | None: ...
    def lines(self) -> list[Line]: ...
    def costly_blocks(self, size: int, full: bool) -> list[Block]: ...
    def beside(self) -> bool: ...
    def limit(self) -> int: ...


def fit(strip: ReviewStrip) -> tuple[list[Block], list[Block], int]:
    """The costliest decisions' blocks and the position's words the strip shows (setting its
    graph, its words' rectangle and size), and how low the words may reach."""
    table = strip.table
    strip.word_size, gap = table.small(13), round(6 * table.text_scale)
    strip.share_room()
    blocks, full, short = wrapped(strip, strip.word_size)
    at = strip.decision_here() is not None and len(blocks) > 2
    if at:  # the graph gives way to all the words first (what a chance to win is aside)
        rows = sum(len(block[0]) for block in short + blocks if block[3] is not MEANING)
        strip.share_room(rows * strip.line_h() + gap)
    costly, shown = fit_words(full, short, blocks, strip.limit() - strip.words.top - gap, strip.line_h(), at)
    smallest = max(MIN_TEXT, round(13 * table.scale))
    while at and not whole(costly, shown, blocks[2], strip.words.top, strip.limit(), strip.line_h(), gap):
        if strip.bar < 2:  # the graph to a one-line bar, then none
            strip.share_room(bar=strip.bar + 1)
        elif strip.word_size > smallest:
            strip.word_size -= 1
            blocks, full, short = wrapped(strip, strip.word_size)
        else:
            break
        costly, shown = fit_words(full, short, blocks, strip.limit() - strip.words.top - gap, strip.line_h(), at)
    if at and strip.beside() and not whole(costly, shown, blocks[2], strip.words.top, strip.limit(), strip.line_h(), gap):
        # still computing, in a strip too short for the decision's better move: the list so far,
        # as before the decision was judged (its key goes there once the review is done)
        strip.word_size = table.small(13)
        strip.share_room()
        _, full, short = wrapped(strip, strip.word_size)
        costly, shown = fit_words(full, short, [], strip.limit() - strip.words.top - gap, strip.line_h())
    return rows_with_room(costly, strip.limit() - strip.words.top, strip.line_h()), shown, strip.limit()


def wrapped(strip: ReviewStrip, size: int) -> tuple[list[Block], list[Block], list[Block]]:
    """The position's words, the costliest in full and in short, wrapped at ``size``."""
    width = strip.words.width
    blocks: list[Block] = [(wrap(text, size, width, bold), colour, bold, None)
                           for text, colour, bold in
                           ([] if strip.beside() and strip.decision_here() is None else strip.lines())]
    return blocks, strip.costly_blocks(size, full=True), strip.costly_blocks(size, full=False)


def whole(costly: list[Block], blocks: list[Block], better: Block, top: int, limit: int, line_h: int, gap: int) -> bool:
    """Whether ``better`` is among the blocks drawn whole between ``top`` and ``limit`` (the
    strip draws them in order and leaves out whole what has no room)."""
    y = top + (gap if costly else 0)
    for block in costly + blocks:
        y += len(block[0]) * line_h
        if y > limit:
            return False
        if block is better:
            return True
    return False


def progress_rows(strip: ReviewStrip) -> list[str]:
    """While the review is computed, what it is doing (``review_words.progress_words``): one
    line beside Cancel where it fits there, else wrapped whole over the strip's width above it;
    none once it is done."""
    if strip.state != "computing" or strip.review is not None or strip.button is None or not strip.button.visible:
        return []
    text = progress_words(*strip.progress())
    return [text] if progress_beside(strip) else wrap(text, strip.word_size, strip.words.width)


def progress_beside(strip: ReviewStrip) -> bool:
    """Whether the progress's words fit on one line left of the Cancel button."""
    if strip.button is None:
        return False
    room = strip.button.rect.left - strip.words.left - round(6 * strip.table.text_scale)
    return text_width(progress_words(*strip.progress()), strip.word_size) <= room


def progress_places(strip: ReviewStrip) -> list[tuple[str, tuple[int, int]]]:
    """Each row of the progress and where it is drawn: beside Cancel, else just above it."""
    rows = progress_rows(strip)
    if not rows:
        return []
    line_h, button = strip.line_h(), strip.button.rect
    if progress_beside(strip):
        return [(rows[0], (strip.words.left, button.centery - line_h // 2))]
    top = button.top - round(4 * strip.table.text_scale) - len(rows) * line_h
    return [(row, (strip.words.left, top + index * line_h)) for index, row in enumerate(rows)]


__all__ = ["fit", "progress_beside", "progress_places", "progress_rows", "whole", "wrapped"]
