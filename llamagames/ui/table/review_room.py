"""Where the review strip stands and how its room is shared between the graph and the words.

The strip takes the foot of the move log's column, down to Play on (``strip_rect``), clear of
any seat panel standing in that column; where the log stands away from the buttons and their
column has more room, it stands above Play on there instead (``placed``). Inside it
the graph of the chance to win stands above the words (``share``): it gives way to the words
first, down to a small graph with its scale, and at a decision whose better move still has no
room, down to a one-line bar without words, so "Better: …" and its reason are always said
(a playtester read "you chose the 6" alone as the review naming the 6 best).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .review_graph import axis_height, axis_width

if TYPE_CHECKING:
    from .kit import Table

STRIP_HEIGHT = 470
"""The strip's height at scale 1 (graph, costliest decisions, the position's words) at the foot of the
log's column; less where the column is short. A review is read here: the log gives it most of the column."""
GRAPH_HEIGHT = 64
GRAPH_TALLEST = 150
"""The graph's least and largest height at scale 1, as the strip has room."""
GRAPH_SMALL = 28
"""The graph's height at scale 1 where it gives way to the words but keeps its scale."""
BAR_HEIGHT = 8
"""The graph's height at scale 1 as a bar without words: the last thing it gives way to."""
MIN_LOG = 80
"""The move log keeps at least this much of its column."""
WORD_LINES = 3
"""Lines of words the strip keeps under its graph however short it is (the graph gives way)."""
WORDS_WANTED = 13
"""Lines the graph gives way to (to 3/4 of GRAPH_HEIGHT): the costliest list, a decision's words."""
STRIP_GAP = 10
WIDEST = 420
"""The widest the strip grows over free felt at scale 1 (a line longer than this reads badly)."""
WORTH = 1.1
"""How many times the words' room a wider strip must give to be taken (else it stays in its column)."""


@dataclass
class Shared:
    """The graph's rectangle, the words' rectangle under it, and whether the graph's scale and
    move words are drawn (a one-line bar has none)."""

    graph: pygame.Rect
    words: pygame.Rect
    axes: bool = True


def strip_rect(column: pygame.Rect, buttons: Sequence[pygame.Rect], scale: float) -> pygame.Rect:
    """The strip at the foot of ``column``, down to Play on where it stands under the column (a
    log the game put elsewhere, Llamaland's under its one rival at 150%, keeps its own foot),
    the log keeping ``MIN_LOG`` above it."""
    gap = round(STRIP_GAP * scale)
    under = [button for button in buttons if button.left < column.right and column.left < button.right]
    bottom = under[0].top - gap if under else column.bottom
    height = max(0, min(round(STRIP_HEIGHT * scale), bottom - column.top - round(MIN_LOG * scale)))
    return pygame.Rect(column.left, bottom - height, column.width, height)


def clear_span(rect: pygame.Rect, obstacles: Sequence[pygame.Rect], gap: int) -> pygame.Rect:
    """The tallest part of ``rect``, as wide, clear of ``obstacles`` by ``gap`` (the lowest of
    two as tall): a seat panel standing in the log's column (a rival's on the right at 150%, whose
    panel the strip covered) is not covered, the strip standing under it."""
    spans = [(rect.top, rect.bottom)]
    for other in obstacles:
        if other.left < rect.right and rect.left < other.right:
            low, high = other.top - gap, other.bottom + gap
            spans = [part for top, bottom in spans for part in ((top, min(bottom, low)), (max(top, high), bottom))
                     if part[1] > part[0]]
    top, bottom = max(spans, key=lambda span: (span[1] - span[0], span[0]), default=(rect.bottom, rect.bottom))
    return pygame.Rect(rect.left, top, rect.width, bottom - top)


def placed(column: pygame.Rect, top_bar: pygame.Rect, buttons: Sequence[pygame.Rect],
           panels: Sequence[pygame.Rect], scale: float, kept: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The strip before it grows over the felt: at the foot of the log's ``column``
    (``strip_rect``) clear of the seat ``panels``; where the log stands away from the buttons'
    column (a log in the top-left corner above a rival's panel gave the strip one line) and
    that column has more room, above Play on there, clear of the panels, the log and what the
    table ``kept`` (``taken``: its pieces)."""
    gap = round(STRIP_GAP * scale)
    own = clear_span(strip_rect(column, buttons, scale), panels, gap)
    play = buttons[0] if buttons else None
    if play is None or (play.left < column.right and column.left < play.right):
        return own
    top = top_bar.bottom + gap
    side = clear_span(pygame.Rect(play.left, top, play.width, play.top - gap - top), [*panels, *kept, column], gap)
    return side if side.width * side.height > own.width * own.height else own


def log_room(column: pygame.Rect, strip: pygame.Rect, gap: int) -> pygame.Rect:
    """The move log's rectangle beside the ``strip``: the top of its ``column`` above the strip
    standing in it, never lower than the column went (a panel may stand under it); the whole
    column where the strip stands elsewhere."""
    under = strip.left < column.right and column.left < strip.right
    bottom = min(strip.top - gap, column.bottom) if under else column.bottom
    return pygame.Rect(column.left, column.top, column.width, max(0, bottom - column.top))


def wider(rect: pygame.Rect, taken: Sequence[pygame.Rect], bounds: pygame.Rect, scale: float, graph: int) -> pygame.Rect:
    """The strip ``rect`` grown sideways over the felt beside its column (leftwards from a
    column on the right, rightwards from one on the left), clear of everything ``taken`` (the
    pieces, the panels, the status line's room), up to ``WIDEST``; its top may come down below
    something in the way, the log taking the column above. ``rect`` itself where no such
    strip gives ``WORTH`` times the room for words under a ``graph`` pixels tall."""
    gap = round(STRIP_GAP * scale)
    left_side = rect.centerx > bounds.centerx
    widest = max(rect.width, round(WIDEST * scale))
    best, best_room = rect, (rect.height - graph) * rect.width * WORTH
    tops = sorted({rect.top, *(r.bottom + gap for r in taken if rect.top < r.bottom + gap < rect.bottom)})
    for top in tops:
        span = [r for r in taken if r.top < rect.bottom and r.bottom > top]
        if left_side:
            edge = max([bounds.left + gap, rect.right - widest] + [r.right + gap for r in span if r.left < rect.left])
            grown = pygame.Rect(edge, top, rect.right - edge, rect.bottom - top)
        else:
            edge = min([bounds.right - gap, rect.left + widest] + [r.left - gap for r in span if r.right > rect.right])
            grown = pygame.Rect(rect.left, top, edge - rect.left, rect.bottom - top)
        room = (grown.height - graph) * grown.width
        if grown.width > rect.width and room > best_room:
            best, best_room = grown, room
    return best


def taken(table: Table) -> list[pygame.Rect]:
    """What a strip grown over the felt keeps clear of: the top bar, the seat panels, the pieces
    and still parts the game names, and the status line's room (a band across the middle where
    the game names none)."""
    frame, layout, s = table.frame, table.parts.layout, table.text_scale
    status = frame.status_room or pygame.Rect(0, frame.status_y - round(40 * s), frame.column_left, round(120 * s))
    rects = [frame.top_bar, status, *layout.kept(), *layout.held()]
    rects += [table.panel_rect(seat) for seat in table.drawing.panel_seats()]
    rects += [region.rect for region in table.parts.painter.still_regions()]
    return rects + [rect for pieces in layout.pieces().values() for rect in pieces]


def in_column(wide: pygame.Rect, column: pygame.Rect, kept: Sequence[pygame.Rect]) -> pygame.Rect:
    """The strip ``wide``, or back in its ``column`` (as tall) where something drawn this frame
    (``kept``: a longer status line, a label) stands on the felt it took beside the column."""
    side = pygame.Rect(wide.left, wide.top, column.left - wide.left, wide.height) if wide.left < column.left \
        else pygame.Rect(column.right, wide.top, wide.right - column.right, wide.height)
    if side.width > 0 and side.collidelist(list(kept)) != -1:
        return pygame.Rect(column.left, wide.top, column.width, wide.height)
    return pygame.Rect(wide)


def share(rect: pygame.Rect, scale: float, px: int, line: int, wanted: int | None = None, bar: int = 0) -> Shared:
    """The graph and the words in ``rect``: the graph as tall as the strip allows while
    ``WORDS_WANTED`` lines fit under it (never under 3/4 of its least height), and where
    ``wanted`` pixels of words are asked for, lower down to ``GRAPH_SMALL``; ``bar`` 1: a bar
    without words, the words taking all the rest; 2: no graph at all (the shortest strip)."""
    pad = round(10 * scale)
    if bar:
        tall = max(3, round(BAR_HEIGHT * scale)) if bar == 1 else 0
        graph = pygame.Rect(rect.left + pad, rect.top + pad, rect.width - 2 * pad, tall)
        top = graph.bottom + (pad if tall else 0)
        return Shared(graph, pygame.Rect(rect.left + pad, top, rect.width - 2 * pad, max(0, rect.bottom - pad - top)),
                      False)
    height = rect.height
    tall = max(round(GRAPH_HEIGHT * scale), min(round(GRAPH_TALLEST * scale), round(0.36 * (height - 2 * pad))))
    below = height - 2 * pad - axis_height(px) - pad
    tall = min(tall, max(round(0.75 * GRAPH_HEIGHT * scale), below - WORDS_WANTED * line))
    tall = min(tall, max(round(GRAPH_SMALL * scale), below - WORD_LINES * line))
    if wanted is not None:
        tall = min(tall, max(round(GRAPH_SMALL * scale), below - wanted))
    left = rect.left + pad + axis_width(px)
    graph = pygame.Rect(left, rect.top + pad, rect.right - pad - left, tall)
    top = graph.bottom + axis_height(px) + pad
    return Shared(graph, pygame.Rect(rect.left + pad, top, rect.width - 2 * pad, max(0, rect.bottom - pad - top)))


__all__ = ["clear_span", "log_room", "placed", "MIN_LOG", "STRIP_GAP", "STRIP_HEIGHT", "WORD_LINES", "WORDS_WANTED", "Shared", "in_column", "share", "strip_rect", "taken", "wider"]
