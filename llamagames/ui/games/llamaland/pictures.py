"""Llamaland's How-to-play pictures, drawn with the table's own estate painter.

- ``two_levels``: a tile beside a start estate (extending, level 1), then a second tile on
  top across the start board and that tile (building, level 2: every square rests on a square
  below, no foundation needed). The places come from the rules' own placements, so the
  picture can never show a placement the rules refuse.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from ....i18n import t
from ....rules.llamaland import LLAMALAND, Place, TakeStack, orientation
from ....rules.llamaland.components import TILES
from ....rules.llamaland.estate import orientations
from ...palette import INK
from ...widgets.picture_kit import canvas, caption
from .estate_view import EstateView
from .projection import ViewMode

SEED = 4
"""The game the picture's estate and tile come from."""


@lru_cache(maxsize=1)
def build_example() -> tuple[Any, int, Place, Any, int, Place]:
    """(estate, tile, an extending place; the estate after it, a second tile, a building place).

    The building place rests half on the start board and half on the tile just laid beside it,
    with no foundation under it (``Estate.check`` needs none): a tile may straddle tiles as
    long as every one of its squares lies on a square of the level below.
    """
    state = LLAMALAND.new_game(2, SEED)
    seat = LLAMALAND.current_player(state)
    assert seat is not None
    stack = next(a for a in LLAMALAND.legal_actions(state) if isinstance(a, TakeStack))
    state = LLAMALAND.apply(state, stack)
    places = [a for a in LLAMALAND.legal_actions(state) if isinstance(a, Place)]
    extend = max((p for p in places if p.level == 1), key=lambda p: (p.x, -abs(p.y)))
    estate, tile = state.players[seat].estate, state.turn.tile
    laid = orientation(tile, extend.face, extend.rot).at(extend.x, extend.y)
    grown = estate.with_tile(orientation(tile, extend.face, extend.rot), extend.x, extend.y, 1)[0]
    start = estate.footprint()
    best: tuple[int, int, int, Place] | None = None
    for other in (index for index in range(len(TILES)) if TILES[index].shape != TILES[tile].shape):
        for o in orientations(other):
            for place in grown.placements((o,), 0):
                if place.level != 2:
                    continue
                cells = o.at(place.x, place.y)
                on_start = sum(1 for c in cells if c in start)
                on_laid = sum(1 for c in cells if c in laid)
                if on_start and on_laid and grown.check(o, place.x, place.y, 2, 0)[1] == 0:
                    score = (-abs(on_start - on_laid), -place.y)
                    if best is None or score > best[:2]:
                        best = (*score, other, place)
        if best is not None:
            break
    assert best is not None
    return estate, tile, extend, grown, best[2], best[3]


def two_levels(width: int) -> pygame.Surface:
    """Extending beside the estate, then building on top across the start board and that tile."""
    size = max(12, width // 48)
    half = width // 2
    view_h = max(120, round(half * 0.62))
    surface = canvas(width, view_h + 3 * size + 24)
    estate, tile, extend, grown, other, build = build_example()
    notes = ((estate, tile, extend, t("Extend: beside your estate")),
             (grown, other, build, t("Build: one level up, across two tiles")))
    for i, (under, piece, place, words) in enumerate(notes):
        rect = pygame.Rect(i * half + 10, 8, half - 20, view_h)
        view = EstateView(rect, under, ViewMode.OBLIQUE, seed=i)
        view.zoom_by(0.62 if i == 0 else 0.9)
        view.set_ghost(orientation(piece, place.face, place.rot), place.x, place.y, place.level, True)
        view.draw(surface)
        caption(surface, words, rect.centerx, rect.bottom + 6, size, half - 16, colour=INK, bold=True)
    caption(surface, t("A tile may lie across tiles when every square has one under it; covered icons pay out."),
            width // 2,
            view_h + 14 + round(size * 1.5), size, width - 24)
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "two_levels": two_levels,
}
"""Name in a page's ``[picture: name]`` line -> its painter."""

__all__ = ["PICTURES"]
