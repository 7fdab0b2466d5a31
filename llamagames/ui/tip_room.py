"""Where a pygame-gui tooltip stands: beside its control, covering no other control.

pygame-gui puts a tooltip under the pointer's control, or above it where the window ends
there, whatever lies in the way: the playtest's "Build a shelter" tip lay over End turn, the
button a player reaches for next. The app's manager hands each new tooltip to :func:`place_tip`,
which asks the kit's room-finding (``table/clear_room.py``, the one that places toasts and
drag labels) for a spot beside the control that covers no other visible button, nor what the
screen under it keeps readable (a table's words and pieces: ``room``), else the one that
covers least.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from .table.clear_room import SLIDES, ClearRoom, spot_for

TIP_SIDES = ("below", "above", "left", "right")
"""pygame-gui's own order first (under the control, then above), then beside it."""
TIP_GAP = 4


def controls(manager: pygame_gui.UIManager, but: Any) -> list[pygame.Rect]:
    """The rectangles of the manager's visible buttons, ``but`` (the tooltip's own) aside."""
    rects = []
    for element in manager.get_sprite_group().sprites():
        if element is but or not isinstance(element, pygame_gui.elements.UIButton):
            continue
        if getattr(element, "visible", True) and element.rect.width and element.rect.height:
            rects.append(pygame.Rect(element.rect))
    return rects


def tip_spot(size: tuple[int, int], anchor: pygame.Rect, window: pygame.Rect, others: list[pygame.Rect],
             room: ClearRoom | None = None, far: bool = False) -> pygame.Rect:
    """A tooltip's rectangle of ``size`` beside ``anchor`` inside ``window``: clear of ``others``
    (the other controls) and of what ``room`` keeps, else covering least. ``far``: a piece's
    tooltip (never a control's, which pushed past the next button reads as that one's) may
    also be pushed on from spots slid along the piece (Llamagedón's table mat at 150%: every
    spot beside it covered a seat panel or the log, with felt beside the piles)."""
    spots = ClearRoom(window)
    if room is not None:  # a piece inside a picture kept (a card of the hand) is part of it
        spots.pictures = [pygame.Rect(r) for r in room.pictures]
        # what is held (the status line "Your turn", a pile's count) stays kept even where it
        # lies over a picture: a tooltip on a focused card stood over "Your turn" in the hand
        spots.prompts = [pygame.Rect(r) for r in room.prompts]
        spots.kept = [pygame.Rect(r) for r in room.kept
                      if r in spots.prompts or not any(p.contains(r) for p in spots.pictures)]
    spots.keep_all(r for r in others if r != anchor)
    spots.dear = [pygame.Rect(r) for r in others if r != anchor]  # the next button, the hand: after the status
    # Right beside the control first, on any side (a tip pushed past the next button reads as
    # that button's): clear of everything, else over pictures only (the hand's cards, for the
    # moment the pointer rests on a button), the first in the same order (level with the control
    # on every side before slid along one); only then pushed on past what is kept, or covering least.
    beside = [spot for slide in SLIDES for side in TIP_SIDES
              if not (spot := spot_for(side, size, anchor, TIP_GAP, slide).clamp(window)).colliderect(anchor)]
    for spot in beside:
        if spots.covered(spot) == 0:
            return spot
    for spot in beside:
        if spot.collidelist(spots.kept) == -1:
            return spot
    return spots.place(size, pygame.Rect(anchor), gap=TIP_GAP, sides=TIP_SIDES, far=far)


def place_tip(manager: pygame_gui.UIManager, tip: Any, parent: Any, room: ClearRoom | None = None) -> None:
    """Move ``tip`` (just made for ``parent``) where :func:`tip_spot` says."""
    rect = getattr(tip, "rect", None)
    anchor = getattr(parent, "rect", None)
    if rect is None or anchor is None or not rect.width:
        return
    window = pygame.Rect((0, 0), manager.window_resolution)
    spot = tip_spot(rect.size, anchor, window, controls(manager, parent), room)
    if spot.topleft != rect.topleft:
        tip.set_position(spot.topleft)


__all__ = ["TIP_GAP", "TIP_SIDES", "controls", "place_tip", "tip_spot"]
