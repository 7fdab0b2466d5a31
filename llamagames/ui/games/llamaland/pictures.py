"""Llamaland's How-to-play pictures, drawn with the table's own estate painter.

- ``two_levels``: the same tile twice over a start estate: beside it (extending, level 1)
  and on top of it (building, level 2: every square rests on the level below). The tiles and
  places come from a real game's legal actions, so the picture can never show a placement
  the rules refuse.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

import pygame

from ....i18n import t
from ....rules.llamaland import LLAMALAND, Place, TakeStack, orientation
from ...palette import INK
from ...widgets.picture_kit import canvas, caption
from .estate_view import EstateView
from .projection import ViewMode

SEED = 4
"""The game the picture's estate and tile come from."""


@lru_cache(maxsize=1)
def _example() -> tuple[Any, int, Place, Place]:
    """(estate, tile, an extending place, a building place) of the first turn of a seeded game."""
    state = LLAMALAND.new_game(2, SEED)
    seat = LLAMALAND.current_player(state)
    assert seat is not None
    stack = next(a for a in LLAMALAND.legal_actions(state) if isinstance(a, TakeStack))
    state = LLAMALAND.apply(state, stack)
    places = [a for a in LLAMALAND.legal_actions(state) if isinstance(a, Place)]
    build = max((p for p in places if p.level == 2), key=lambda p: (p.y, p.x))
    extend = max((p for p in places if p.level == 1), key=lambda p: (p.x, -abs(p.y)))
    return state.players[seat].estate, state.turn.tile, extend, build


def two_levels(width: int) -> pygame.Surface:
    """Extending beside the estate, and building on top of it, with the same tile."""
    size = max(12, width // 48)
    half = width // 2
    view_h = max(120, round(half * 0.62))
    surface = canvas(width, view_h + 3 * size + 24)
    estate, tile, extend, build = _example()
    notes = ((extend, t("Extend: beside your estate")), (build, t("Build: on top, one level up")))
    for i, (place, words) in enumerate(notes):
        rect = pygame.Rect(i * half + 10, 8, half - 20, view_h)
        view = EstateView(rect, estate, ViewMode.OBLIQUE, seed=i)
        view.zoom_by(0.62)
        view.set_ghost(orientation(tile, place.face, place.rot), place.x, place.y, place.level, True)
        view.draw(surface)
        caption(surface, words, rect.centerx, rect.bottom + 6, size, half - 16, colour=INK, bold=True)
    caption(surface, t("Every square of a building tile rests on the level below; the icons it covers pay out."),
            width // 2,
            view_h + 14 + round(size * 1.5), size, width - 24)
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "two_levels": two_levels,
}
"""Name in a page's ``[picture: name]`` line -> its painter."""

__all__ = ["PICTURES"]
