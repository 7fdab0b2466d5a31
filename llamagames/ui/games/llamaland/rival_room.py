"""A rival's estate in its panel: under the subtitle line ("Bot · easy"), or beside it up to
the name, whichever shows it larger.

At 150% text on 1366x768 with four seats a rival's estate from above had squares 10 px wide:
its panel's words took the height and the estate, fitted under them, was a stamp. The
subtitle is short, so the room beside it is free: an estate seen from above (about as tall
as wide) rises there, up to the name's line. The tilted estate is wide and stays under it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...scale import text_px
from ...table.seat_panel import SeatLook
from ...text import text_width

if TYPE_CHECKING:
    from .estate_view import EstateView

SUBTITLE_TOP = 31
"""Where the kit's seat panel puts its subtitle line, in pixels at 100% text under the panel's
top (``seat_panel.draw_seat_panel``): a rival's estate may rise to it, beside the words."""


def rival_rect(panel: pygame.Rect, scale: float, text_scale: float, under: int, lines: int) -> tuple[pygame.Rect, int]:
    """A rival's estate's place in ``panel``: from the subtitle's line down to the collection's
    ``lines`` at its foot, and how tall the subtitle's band at its top is (``under``: where the
    subtitle ends)."""
    top = min(under, panel.top + round(SUBTITLE_TOP * text_scale))
    rect = pygame.Rect(panel.x + round(6 * scale), top, panel.width - round(12 * scale), panel.bottom - lines - top)
    return rect, under - top


def beside_width(panel: pygame.Rect, rect: pygame.Rect, look: SeatLook, bot: bool, scale: float,
                 text_scale: float) -> int | None:
    """How far the subtitle reaches into ``rect`` from its left, with a gap; None where the
    room beside it may be taken: a badge (the crook, the seat's whole game) stands on that
    line's right, and so may a human's turn tag under a long name. A bot's tag ("thinking...")
    stays on the name's line, so its estate keeps its place as turns pass."""
    if look.badges or not bot:
        return None
    words = text_width(look.subtitle, text_px(text_scale))
    return max(0, panel.left + round(12 * text_scale) + words + round(8 * scale) - rect.left)


GAIN = 1.1
"""How much larger (in a square's side) beside the subtitle must draw the estate to be taken:
for less, it stays centred under the words (at 100% the room beside gave 4% and left the
panel lopsided)."""


def fit_beside(view: EstateView, band: int, beside: int | None) -> None:
    """Fit ``view``'s estate under the subtitle's ``band``, or beside the subtitle (``beside``
    pixels from the left) where that draws it ``GAIN`` times larger."""
    best = (band, 0)
    under = view.fitted_box(band, view.fit_foot, 0)
    there = view.fitted_box(0, view.fit_foot, beside) if beside is not None else None
    if there is not None and (under is None or there.height >= GAIN * under.height):
        best = (0, beside or 0)
    if (view.fit_head, view.fit_left) != best:
        view.fit_head, view.fit_left = best


__all__ = ["GAIN", "SUBTITLE_TOP", "beside_width", "fit_beside", "rival_rect"]
