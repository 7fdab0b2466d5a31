"""Llamaland's tooltips: what the piece under the pointer is, said beside the pointer.

A tooltip names one piece (a stack, a character card, an objective, a llama column) and lives
only while the pointer rests on that piece: it goes when the pointer leaves it or the window,
when a click acts, when a modal layer opens, and when a move changes what lies there (the
stage's ``tooltip``). The box is the kit's (``table/tooltip.py``): it stands by the pointer,
below or above it, on whichever side covers fewest words, never across the table (it once
stood in the estate's field, far from a market card), and stays quiet after a click until the
pointer moves with no button held. What is Llamaland's own here is its look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...table.tooltip import TipLook

if TYPE_CHECKING:
    from ...table.kit import Table

FILL = (16, 24, 20)
"""The box's fill: the estate's dark green."""
MOST = 420
"""The widest line (pixels at scale 1): a character's use on two or three lines."""


def draw_tooltip(surface: pygame.Surface, table: Table, text: str, pointer: tuple[int, int],
                 piece: pygame.Rect | None) -> pygame.Rect | None:
    """The tooltip saying ``text`` about ``piece``, by ``pointer``, wrapped on as many lines as
    it needs (never cut short); where it stands, None while the kit's tooltip is quiet."""
    s = table.scale
    look = TipLook(table.small(14), round(MOST * s), s, table.text_scale, fill=FILL, alpha=235)
    return table.tooltip.draw(surface, table.room, text, piece, look, pointer=pointer)


__all__ = ["FILL", "MOST", "draw_tooltip"]
