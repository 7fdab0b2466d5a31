"""The status line beside your estate where its field is short: pt52 at 150% on 1366x768 saw
his estate drawn small (squares 27 px from above) in a 755x306 field, a fifth of whose height the
status line kept at its foot, while its width lay empty on both sides. In a short field the line
stands in the field's lower right corner, on up to three lines, and your estate is fitted in the
rest at the field's whole height (the tip or hint may stand above the line in that corner)."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...scale import text_px
from ...table.layout import TableFrame


class Fits(Protocol):
    """Your estate's view as the choice sees it (``EstateFrame.fit_scale``)."""

    def fit_scale(self, size: tuple[int, int]) -> float: ...

SIDE_SHARE = 0.4
"""The share of the field's width the status line's corner takes (wider, a tilted estate is
fitted by its width beside it)."""
WIDE = 1.3
"""A field whose width, less the corner, is this many times its height or more keeps the status
line in its corner: a narrower one (1280x800 at 150%) would draw a tilted estate, fitted by its
width there, smaller than with the line at its foot."""
SIDE_LINES = 3
"""Lines the status line may take in its corner: the longest sentence at 150% takes three a step
under the player's size (22 px; four at 28 px left the hint no room above it, folded to its tab)."""


def wide_field(field: pygame.Rect) -> bool:
    """Whether ``field`` is wide enough for the status line in its corner (``WIDE``)."""
    return field.width * (1 - SIDE_SHARE) >= WIDE * field.height


def status_beside(frame: TableFrame, field: pygame.Rect, scale: float) -> int:
    """Put the status line's room in ``field``'s lower right corner; returns the width it takes
    off your estate's side of the field (its gap included)."""
    ts = frame.text_scale
    one = round(34 * ts)
    line = max(round(19 * ts * 1.3), round(text_px(ts, 15) * 1.3))
    tall = one + (SIDE_LINES - 1) * line
    width = round(field.width * SIDE_SHARE)
    foot = round(4 * scale)
    frame.status_room = pygame.Rect(field.right - width, field.bottom - foot - tall, width, tall)
    frame.status_y = field.bottom - foot - one
    frame.status_lines = SIDE_LINES
    return width + round(6 * scale)


KEEP = 1.05
"""The status line moves between the corner and the foot only for an estate this much larger
there (an estate on the edge of the two does not send the line to and fro at each tile)."""


def corner_is_better(view: Fits, field: pygame.Rect, side: int, foot: int, now: bool) -> bool:
    """Whether your estate stands larger beside the status line in the corner (``side`` pixels
    off the field's width) than above it at the field's foot (``foot`` pixels off its height);
    ``now``: where it stands now, kept unless the other is ``KEEP`` larger."""
    beside = view.fit_scale((field.width - side, field.height))
    above = view.fit_scale((field.width, field.height - foot))
    return beside > above * KEEP if not now else beside * KEEP >= above


def status_top(frame: TableFrame, field: pygame.Rect, side: int) -> int:
    """Pixels at the foot of the field a bubble over it keeps clear of (the status line's corner)."""
    room = frame.status_room
    if not side or room is None:
        return 0
    return max(0, field.bottom - room.top + round(6 * frame.text_scale))
