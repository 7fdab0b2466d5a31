"""Short messages over the table: a refusal with its reason, or a word from the match.

A toast stays a few seconds and fades; a new one replaces the old (one sentence at a time
is what a player reads). Refusals look like refusals (rust with a gold edge).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..palette import CREAM, GOLD, PANEL
from ..scale import text_px
from ..text import draw_text, rounded_panel, text_width, wrap
from .clear_room import ClearRoom

TOAST_TIME = 4.0
MAX_WIDTH = 460
"""A toast's widest line at scale 1: a longer sentence wraps (a line across the whole table
covers everything on its way and is hard to read)."""
MAX_LINES = 4
FADE_TIME = 0.4
REFUSAL = (120, 40, 24)
BODY = 14
"""The table's body text at scale 1 (the move log's words): a toast that gives way for room is
never drawn smaller than it at the player's size (a refusal shrunk to 12 px beside Alpacas'
status line at 1366x768, 150%, Japanese: the smallest words on the screen). Where it does not
fit at that size it takes more lines, or another place."""
SIDES = ("above", "below", "right", "left", "on")
ALTERNATIVES = ((0.8, 1.0, MAX_LINES), (0.65, 1.0, MAX_LINES), (1.0, 0.85, MAX_LINES), (0.8, 0.85, MAX_LINES),
                (1.0, 0.7, MAX_LINES), (0.8, 0.7, MAX_LINES), (0.6, 0.7, MAX_LINES), (0.45, 0.7, MAX_LINES),
                (0.6, 0.7, 6), (0.45, 0.7, 8), (0.38, 0.7, 8), (0.32, 0.7, 8), (0.22, 0.7, 12))
"""(Share of the widest line, share of the size, most lines) tried in turn where a toast finds no
clear spot (the narrower for a column of felt beside the table: at 1920x1080 and 150% text,
Llamagedón's felt left of the piles is 490 px wide, and a toast as wide as it may be covered a
seat panel; at 1280x800 and 150% with the first-game tips showing, Alpacas' only felt clear of
words is the column beside your board, about 210 px wide, where a long toast takes 7 lines; with
the words never under the table's body text (``BODY``), up to 12; a gap that is wide but short
gets the middle widths in six or eight lines; Llamagedón's felt left of its piles at 1366x768
and 150% is some 320 px wide, between the widths of 0.45 and 0.32)."""


def _shape(text: str, size: int, max_w: int, scale: float, strict: bool = True,
           max_lines: int = MAX_LINES) -> tuple[list[str], pygame.Rect] | None:
    """A toast's lines and box at ``size`` px, its lines at most ``max_w`` wide (None: more than
    ``max_lines`` lines where ``strict``; else every line stands: a refusal cut at "you have
    only 3" hid its end, a playtest found)."""
    lines = wrap(text, size, max_w, True)
    if strict and len(lines) > max_lines:
        return None
    width = max(text_width(line, size, True) for line in lines) + round(36 * scale)
    return lines, pygame.Rect(0, 0, width, round(size * 1.35) * len(lines) + round(16 * scale))


@dataclass
class Toast:
    text: str
    refusal: bool
    left: float = TOAST_TIME


class Toasts:
    """The current toast, if any."""

    def __init__(self) -> None:
        self.current: Toast | None = None
        self._kept_place: tuple[object, tuple[list[str], pygame.Rect, int]] | None = None
        """The last toast's place and what it was worked out from: a toast stands still for
        seconds, so its search (``_place``) runs again only when the table under it changes."""

    def size_of(self, width: int, scale: float) -> tuple[int, int]:
        """The current toast's box at its usual size, at most ``width`` wide ((0, 0): none), for
        a table that makes room for it (Llamaland fits its estate below it)."""
        if self.current is None:
            return (0, 0)
        shaped = _shape(self.current.text, round(18 * scale), min(width, round(MAX_WIDTH * scale)), scale,
                        strict=False)
        assert shaped is not None
        return shaped[1].size

    def show(self, text: str, *, refusal: bool = False, seconds: float = TOAST_TIME) -> None:
        self.current = Toast(text, refusal, seconds) if text else None

    def clear(self) -> None:
        self.current = None

    @property
    def text(self) -> str:
        return self.current.text if self.current is not None else ""

    def update(self, dt: float) -> None:
        if self.current is not None:
            self.current.left -= dt
            if self.current.left <= 0:
                self.current = None

    def draw(self, surface: pygame.Surface, bottom_centre: tuple[int, int], scale: float,
             room: ClearRoom | None = None) -> None:
        """The toast at ``bottom_centre``, or, with the frame's ``room``, at the spot nearest
        to it that covers none of what the player reads (the tip, the status line, panels)."""
        toast = self.current
        if toast is None:
            return
        if room is None:
            size = round(18 * scale)
            max_w = min(surface.get_width() - round(120 * scale), round(MAX_WIDTH * scale))
            shaped = _shape(toast.text, size, max_w, scale, strict=False)
            assert shaped is not None  # not strict: every line
            lines, box = shaped
            box.midbottom = bottom_centre
        else:
            key = (toast.text, surface.get_size(), bottom_centre, scale, room.messages and tuple(room.messages),
                   tuple(map(tuple, room.kept)), tuple(map(tuple, room.pictures)))
            if self._kept_place is None or self._kept_place[0] != key:
                self._kept_place = (key, _place(toast.text, surface.get_width(), bottom_centre, scale, room))
            lines, box, size = self._kept_place[1]
            box = pygame.Rect(box)
            room.keep(box)
        line_h = round(size * 1.35)
        alpha = 235 if toast.left > FADE_TIME else round(235 * toast.left / FADE_TIME)
        rounded_panel(surface, box, REFUSAL if toast.refusal else PANEL, alpha, radius=10, border=GOLD)
        y = box.top + round(8 * scale)
        for line in lines:
            draw_text(surface, line, size, (box.centerx, y), CREAM, anchor="midtop", bold=True)
            y += line_h


def _place(text: str, width: int, bottom_centre: tuple[int, int], scale: float,
           room: ClearRoom) -> tuple[list[str], pygame.Rect, int]:
    """A toast's lines, box and size: the spot nearest ``bottom_centre`` that covers none of
    what the player reads (``room``)."""
    size = round(18 * scale)
    max_w = min(width - round(120 * scale), round(MAX_WIDTH * scale))
    shaped = _shape(text, size, max_w, scale, strict=False)
    assert shaped is not None  # not strict: every line
    lines, box = shaped
    anchor = pygame.Rect(bottom_centre, (0, 0))
    box = room.place(box.size, anchor, gap=0, sides=SIDES, within=room.messages, far=True)
    cover = _cost(room, box)
    # No clear spot at its size (large words in a crowded window): narrower, then
    # smaller (never under the table's body text), in more lines for a narrow column, before it covers words.
    usual, least = size, min(size, text_px(scale, BODY))
    shapes: list[tuple[list[str], pygame.Rect, int]] = []
    for width_share, size_share, most in ALTERNATIVES if cover[1] else ():
        px = max(least, round(usual * size_share))  # a share of the usual size, not of the last tried
        other = _shape(text, px, round(max_w * width_share), scale, max_lines=most)
        if other is None:
            continue
        shapes.append((other[0], other[1], px))
        spot = room.place(other[1].size, anchor, gap=0, sides=SIDES, within=room.messages, far=True)
        cost = _cost(room, spot)
        if most > MAX_LINES and (cost[0], cost[1] * 4) > cover:
            continue  # a tall narrow toast only where it covers far less (clear, mostly)
        if cost < cover:
            cover, box, lines, size = cost, spot, other[0], px
        if not cover[1]:
            break
    # Still over words or pieces: any place clear of them, the largest shape first, where the
    # spots beside the anchor missed it; it may lie over a picture (Alpacas' board's empty
    # squares beside the felt left of it, at 1366x768 and 150% in Japanese, where the best
    # spot beside the anchor covered a card on your board and a seat panel's edge).
    # A gap of a few pixels first, then a hair's (Alpacas at 1366x768 and 150%: the felt and
    # your board's empty squares between "Your board" and its first card were a pixel short).
    for gap in (round(4 * scale), 2) if cover[1] else ():
        for other_lines, other_box, px in shapes:
            clear = room.free(other_box.size, bottom_centre, gap=gap, within=room.messages, pictures=False)
            if clear is not None and _cost(room, clear) < cover:
                return other_lines, clear, px
    return lines, box, size


def _cost(room: ClearRoom, box: pygame.Rect) -> tuple[bool, int]:
    """What a toast at ``box`` covers: first whether it covers what is held (the status line,
    a pile's count: a toast covered "Deck · 40"), then how much it covers."""
    return room.covers_held(box), room.covered(box)
