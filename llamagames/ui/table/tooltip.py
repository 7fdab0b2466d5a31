"""A table's tooltip: what the piece under the pointer is, said in a small box beside it.

One part for every game (a card's use, a shelter, a stack, a character): the game says the
words and the piece they name; the kit wraps them, finds the box a place through the kit's
room-finding (``clear_room.py``: clear of what the frame keeps readable), draws it and keeps
it in the room so that what comes after stands clear of it.

Two ways to stand: beside the piece (``tip_room.tip_spot``, as a control's tooltip stands
beside its control: a card's use beside the card) or by the pointer (:func:`tip_by_pointer`: below
or above it, on whichever side covers fewest words, pushed past them where every side covers
some, never across the table, a big piece's tooltip once stood far from the spot pointed at).

Quiet after a click until the pointer moves with no button held, as a widget's tooltip goes
on a click: a playtest saw one stay over the buttons for turns where a click had left the
pointer. A key wakes it (the keys' focus is a kind of pointing).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..palette import CREAM, GOLD
from ..scale import MIN_TEXT
from ..text import draw_text, rounded_panel, text_width, wrap
from ..tip_room import tip_spot
from .clear_room import ClearRoom, spot_for

OFFSET_BELOW = 22
"""Pixels (at scale 1) from the pointer's tip down to a tooltip below it: clear of the arrow."""
OFFSET_ABOVE = 8
"""Pixels (at scale 1) from the pointer's tip up to a tooltip above it."""
SIDE = 12
"""Pixels (at scale 1) from the pointer to a tooltip's near edge, sideways."""
FAR = 110
"""Pixels (at scale 1, or the text's scale where larger) a tooltip by the pointer may stand
from the piece it names when every spot beside the pointer covers words: pushed past them (at
150% text, beside the pointer it covered a strip's names and counts)."""
STEPS = {"below": (0, 1), "above": (0, -1), "right": (1, 0), "left": (-1, 0)}
SLIDES = (0.0, -0.5, 0.5, -0.9, 0.9)
"""Along each side of the piece, how far off centre a spot is tried (in the tooltip's widths)."""
NARROWER = (1.0, 0.7, 0.5, 0.35)
"""Shares of a look's widest line tried in turn where the box covers words (a crowded table at
150% in a long language: a card's use over a rival's panel and the log, with a column of felt
beside the card where a narrower box stood clear; Llamagedón's focused card with five seats in
a 1152x720 window at 150%, over Maximiliana's panel, where only a narrow column stood clear)."""
SMALLER = 0.75
"""The smallest a tooltip's words get (of the game's size, never under ``MIN_TEXT``) where no
place is clear for them at their size."""
NIGHT_FILL = (12, 18, 40)
"""A box's fill on a dark blue table (the games choose theirs)."""


class TableTooltip:
    """The one tooltip of a table: whether it is quiet, and where it was last drawn."""

    def __init__(self) -> None:
        self.quiet = False
        """A click came and the pointer has not moved since with no button held: no tooltip."""
        self.rect: pygame.Rect | None = None
        """Where the tooltip stood on the last frame it was drawn (None: none drawn)."""
        self.hidden = False
        """A question or a panel stands over the table (``Sight.dialog_up``): no tooltip."""
        self._kept_place: tuple[object, tuple[list[str], pygame.Rect, int]] | None = None
        """The last box's lines and place, and what they were worked out from (``_place``)."""

    def follow(self, event: pygame.event.Event) -> None:
        """Every event the table gets: a click quiets the tooltip; a motion with no button
        held, or a key, wakes it (a drag's motion keeps it quiet)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.quiet = True
        elif event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEMOTION and not any(event.buttons)):
            self.quiet = False

    def draw(self, surface: pygame.Surface, room: ClearRoom, text: str, piece: pygame.Rect | None,
             look: TipLook, pointer: tuple[int, int] | None = None,
             avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
        """Draw ``text`` about ``piece``: beside the piece, or by ``pointer`` when one is given;
        clear of what ``room`` keeps (and of ``avoid``: the hand's cards); the box drawn, kept
        in the room. None, drawing nothing, while quiet, hidden or with nothing to say."""
        self.rect = None
        if self.quiet or self.hidden or not text or (piece is None and pointer is None):
            return None
        s = look.scale
        bounds = room.bounds if room.bounds.width else surface.get_rect()
        key = (text, tuple(piece) if piece is not None else None, pointer, look.px, look.most, s, look.text_scale,
               tuple(map(tuple, avoid)), tuple(bounds), *(tuple(map(tuple, rects)) for rects in
                                                          (room.kept, room.pictures, room.prompts, room.dear)))
        if self._kept_place is None or self._kept_place[0] != key:
            self._kept_place = (key, self._place(text, piece, look, room, bounds, pointer, avoid))
        lines, rect, px = self._kept_place[1]
        line_h = round(px * 1.3)
        rounded_panel(surface, rect, look.fill, look.alpha, radius=round(8 * s), border=GOLD, border_width=1)
        y = rect.y + round(5 * s)
        for line in lines:
            draw_text(surface, line, px, (rect.x + round(10 * s), y), CREAM, anchor="topleft")
            y += line_h
        room.keep(rect)
        self.rect = pygame.Rect(rect)
        return self.rect

    def _place(self, text: str, piece: pygame.Rect | None, look: TipLook, room: ClearRoom, bounds: pygame.Rect,
               pointer: tuple[int, int] | None, avoid: Sequence[pygame.Rect]) -> tuple[list[str], pygame.Rect, int]:
        """The box's lines, place and words' size (``draw``'s search, run again only when what
        it depends on changes: a tooltip stands still for seconds over a crowded table). Where
        no place is clear at the player's size, the words get smaller, down to ``SMALLER`` of
        it, before they cover others (at 1280x800 and 150% the discard's use, six lines beside
        the marker, had no felt; five smaller ones fit there)."""
        first: tuple[list[str], pygame.Rect, int] | None = None
        least = min(look.px, max(MIN_TEXT, round(look.px * SMALLER)))
        for px in range(look.px, least - 1, -1):
            lines, rect, clear = self._place_at(text, piece, look, px, room, bounds, pointer, avoid)
            if clear:
                return lines, rect, px
            first = first or (lines, rect, px)
        assert first is not None
        return first

    def _place_at(self, text: str, piece: pygame.Rect | None, look: TipLook, px: int, room: ClearRoom,
                  bounds: pygame.Rect, pointer: tuple[int, int] | None,
                  avoid: Sequence[pygame.Rect]) -> tuple[list[str], pygame.Rect, bool]:
        """``_place`` with the words at ``px``; whether the box found covers no words."""
        s = look.scale
        line_h = round(px * 1.3)
        tried: list[tuple[int, list[str], pygame.Rect]] = []
        for share in NARROWER:  # where the box covers words, a narrower and taller one may not
            lines = tooltip_lines(text, px, round(look.most * share))
            size = (max(text_width(line, px) for line in lines) + round(20 * s), line_h * len(lines) + round(10 * s))
            if pointer is not None:
                rect = tip_by_pointer(size, pointer, room, s, look.text_scale, piece)
            else:
                assert piece is not None
                rect = tip_spot(size, piece, bounds, list(avoid), room, far=True)
                # pushed across the table (pt51: a shelter's stood by the buttons): by the piece as by a
                # pointer, where that keeps clear of ``avoid`` (a hand card's use stays off the hand)
                if gap_to(rect, piece) > round(FAR * max(s, look.text_scale)):
                    near = tip_by_pointer(size, piece.center, room, s, look.text_scale, piece)
                    rect = near if near.collidelist(list(avoid)) == -1 else rect
            cover = words_covered(rect, room) + (1 << 20 if rect.collidelist(list(avoid)) != -1 else 0)
            tried.append((cover, lines, rect))
            if not cover:
                break
        _, lines, rect = tried[-1] if not tried[-1][0] else tried[0]  # a narrower one only where it is clear
        if not tried[-1][0]:
            return lines, rect, True
        if pointer is None:  # nothing clear beside the piece: the nearest clear felt
            found = elsewhere(tried, piece, room, list(avoid), s)
            if found is not None:
                return *found, True
        return lines, rect, False


def elsewhere(tried: list[tuple[int, list[str], pygame.Rect]], piece: pygame.Rect | None, room: ClearRoom,
              avoid: list[pygame.Rect], scale: float) -> tuple[list[str], pygame.Rect] | None:
    """Where every spot beside a piece covers words or a button (Llamagedón's hand at 150% in
    Japanese: the status line above it, the cards beside it, End turn to its right), the clear
    place nearest the piece for the widest of the ``tried`` boxes that has one (the felt beside
    the piles), covering no words, no picture and nothing in ``avoid``; None where none has."""
    if piece is None:
        return None
    bounds = room.bounds if room.bounds.width else pygame.Rect(0, 0, 1 << 16, 1 << 16)
    # a hair's gap only where the usual one finds no place; then over pictures, never words (at
    # 1280x800 and 150% the discard's use found felt only over the deck and the marker)
    for pictures, gap in ((True, max(2, round(4 * scale))), (True, 2), (False, max(2, round(4 * scale)))):
        for _, lines, rect in tried:
            spot = room.free(rect.size, piece.center, gap=gap, within=bounds.inflate(-2 * gap, -2 * gap),
                             pictures=pictures)
            if spot is not None and spot.collidelist([piece, *avoid]) == -1:
                return lines, spot
    return None


class TipLook:
    """How a game's tooltip box looks: its words' size, its widest line, its fill."""

    def __init__(self, px: int, most: int, scale: float, text_scale: float | None = None,
                 fill: tuple[int, int, int] = NIGHT_FILL, alpha: int = 240) -> None:
        self.px, self.most, self.scale = px, most, scale
        self.text_scale = scale if text_scale is None else text_scale
        self.fill, self.alpha = fill, alpha


def tooltip_lines(text: str, size: int, most: int) -> list[str]:
    """A tooltip's lines: one when it fits in ``most`` pixels, else wrapped, every word kept."""
    if text_width(text, size) <= most:
        return [text]
    return wrap(text, size, most) or [text]


def tip_spots(size: tuple[int, int], pointer: tuple[int, int], bounds: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Where a tooltip of ``size`` may stand by the pointer, in order of preference: below it
    to the right, above it to the right, then the same to the left; each moved inside ``bounds``."""
    w, h = size
    px, py = pointer
    below, above, side = round(OFFSET_BELOW * scale), round(OFFSET_ABOVE * scale), round(SIDE * scale)
    spots = [
        pygame.Rect(px + side // 2, py + below, w, h),
        pygame.Rect(px + side // 2, py - above - h, w, h),
        pygame.Rect(px - side - w, py + below, w, h),
        pygame.Rect(px - side - w, py - above - h, w, h),
    ]
    return [spot.clamp(bounds) if bounds.width >= w and bounds.height >= h else spot for spot in spots]


def words_covered(rect: pygame.Rect, room: ClearRoom) -> int:
    """Pixels of kept words (not pictures: ``ClearRoom.soften``) that ``rect`` would cover."""
    return sum(rect.clip(kept).width * rect.clip(kept).height for kept in room.kept)


def pushed_spots(spot: pygame.Rect, side: str, room: ClearRoom, bounds: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """``spot`` moved on towards ``side`` past each kept thing it covers, one after another,
    while it stays inside ``bounds``: every place it stops at."""
    dx, dy = STEPS[side]
    found: list[pygame.Rect] = []
    spot = pygame.Rect(spot)
    for _ in range(8):
        hits = [kept for kept in room.kept if spot.colliderect(kept)]
        if not hits:
            break
        if dy > 0:
            spot.top = max(kept.bottom for kept in hits) + gap
        elif dy < 0:
            spot.bottom = min(kept.top for kept in hits) - gap
        elif dx > 0:
            spot.left = max(kept.right for kept in hits) + gap
        else:
            spot.right = min(kept.left for kept in hits) - gap
        if not bounds.contains(spot):
            break
        found.append(pygame.Rect(spot))
    return found


def gap_to(rect: pygame.Rect, other: pygame.Rect) -> int:
    """Pixels between two rectangles (0 where they touch or overlap)."""
    return max(other.left - rect.right, rect.left - other.right, other.top - rect.bottom, rect.top - other.bottom, 0)


def tip_by_pointer(size: tuple[int, int], pointer: tuple[int, int], room: ClearRoom, scale: float,
              text_scale: float | None = None, piece: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip by the pointer stands: the first spot of :func:`tip_spots` that leaves
    the pointer's tip uncovered and covers nothing kept; else the spot nearest the pointer that
    covers no words nor the piece (beside the pointer over pictures only, or beside the piece,
    or either pushed past the words in its way), at most ``FAR`` from the piece at
    ``text_scale`` (what it passes is words, which grow with the text), fewest pictures among
    equals; else the spot beside the pointer that covers fewest kept words."""
    bounds = room.bounds if room.bounds.width and room.bounds.height else pygame.Rect(0, 0, 1 << 16, 1 << 16)
    tip = pygame.Rect(pointer[0] - 2, pointer[1] - 2, 5, 5)
    near = tip_spots(size, pointer, bounds, scale)
    for spot in near:
        if not spot.colliderect(tip) and room.covered(spot) == 0:
            return spot
    named = pygame.Rect(piece) if piece is not None else tip
    gap = max(2, round(4 * scale))
    far = round(FAR * (scale if text_scale is None else max(scale, text_scale)))
    candidates: list[pygame.Rect] = []
    for order, spot in enumerate(near):
        candidates += [spot, *pushed_spots(spot, "below" if order % 2 == 0 else "above", room, bounds, gap)]
    for side in STEPS:
        for slide in SLIDES:
            spot = spot_for(side, size, named, gap, slide)
            if bounds.width >= size[0] and bounds.height >= size[1]:
                spot.clamp_ip(bounds)
            candidates += [spot, *pushed_spots(spot, side, room, bounds, gap)]
    clear = [spot for spot in candidates
             if bounds.contains(spot) and not spot.colliderect(tip) and not spot.colliderect(named)
             and words_covered(spot, room) == 0 and gap_to(spot, named) <= far]
    if clear:
        return min(clear, key=lambda spot: (gap_to(spot, tip), room.covered(spot)))
    # the pointer's tip, then what is held ("Your turn", "Deck · 40"), are covered last of all
    return min(near, key=lambda spot: (spot.colliderect(tip), room.covers_held(spot), room.covered(spot),
                                       near.index(spot)))


__all__ = ["FAR", "NIGHT_FILL", "TableTooltip", "TipLook", "elsewhere", "gap_to", "tip_by_pointer", "pushed_spots", "tip_spots",
           "tooltip_lines", "words_covered"]
