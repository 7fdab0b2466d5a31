"""Drag sources and drop targets shared by cards, chips, tiles and board pieces.

A table registers the places a piece may be dropped (``DropZones``) each time the state
changes, from the legal actions: the UI never decides legality itself. While a piece is
dragged, the zone under it says whether the drop would be taken, and if not, why (the
game's ``why_illegal``). ``PieceDrag`` turns raw mouse events into intents for pieces
that are not in a card fan (a card in a row, a tile, a card on a board).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..palette import SKY_BRIGHT, TERRACOTTA
from ..scale import MIN_TEXT
from ..text import draw_text, rounded_panel, text_width, wrap
from .clear_room import ClearRoom

DRAG_THRESHOLD = 6
LABEL_SHARE = 0.42
"""A drop label's widest line as a share of the window: a longer reason wraps (at 1024x600 and
150% text with five seats, one line of a refusal was wider than the felt it stood on)."""


def label_shape(text: str, size: int, max_width: int) -> tuple[list[str], tuple[int, int]]:
    """A drop label's lines at ``size`` px, none wider than ``max_width`` with its padding,
    and the size of its box."""
    lines = wrap(text, size, max(1, max_width - 16), bold=True) or [text]
    step = round(size * 1.25)
    return lines, (max(text_width(line, size, True) for line in lines) + 16, step * (len(lines) - 1) + round(size * 1.4) + 6)


_drop_glows: dict[tuple[tuple[int, int], int, bool], pygame.Surface] = {}


GLOW_REACH = 5
"""Pixels a drop target's glow reaches outside the target, its edge's last: words of a piece's
own under it (a rival shelter's "Built") stand beyond it, or the glow of a drag crosses them."""


def _drop_glow(size: tuple[int, int], strength: int, refused: bool = False) -> pygame.Surface:
    """A drop target's glow (sky, filled faintly) or a refused one's edge (terracotta), made
    once per size: a drag draws every target's glow each frame."""
    key = (size, strength, refused)
    image = _drop_glows.get(key)
    if image is None:
        if len(_drop_glows) > 64:
            _drop_glows.clear()
        image = pygame.Surface(size, pygame.SRCALPHA)
        if refused:
            pygame.draw.rect(image, (*TERRACOTTA, strength), image.get_rect(), 3, border_radius=12)
        else:
            pygame.draw.rect(image, (*SKY_BRIGHT, strength // 3), image.get_rect(), border_radius=12)
            pygame.draw.rect(image, (*SKY_BRIGHT, strength), image.get_rect(), 3, border_radius=12)
        _drop_glows[key] = image
    return image


@dataclass
class DropTarget:
    """A place that takes dropped pieces: ``key`` names it for the game (a seat, a cell)."""

    key: Hashable
    rect: pygame.Rect
    label: str = ""
    """What dropping there does ("Drop to play"), shown while a piece hovers over it."""


@dataclass
class DropZones:
    """The current drop targets, hit-tested with a little slack around each."""

    targets: list[DropTarget] = field(default_factory=list)
    slack: int = 12
    room: ClearRoom | None = None
    """The table's room: a hovered target's label goes where it covers nothing the player reads."""
    hidden: bool = False
    """A question or a panel stands over the table (``Sight.dialog_up``): no label."""

    def clear(self) -> None:
        self.targets.clear()

    def add(self, key: Hashable, rect: pygame.Rect, label: str = "") -> DropTarget:
        target = DropTarget(key, pygame.Rect(rect), label)
        self.targets.append(target)
        return target

    def at(self, pos: tuple[int, int]) -> DropTarget | None:
        """The target under ``pos`` (the nearest centre wins where slack overlaps)."""
        hits = [t for t in self.targets if t.rect.inflate(self.slack * 2, self.slack * 2).collidepoint(pos)]
        if not hits:
            return None
        return min(hits, key=lambda t: (t.rect.centerx - pos[0]) ** 2 + (t.rect.centery - pos[1]) ** 2)

    def __iter__(self) -> Iterator[DropTarget]:
        return iter(self.targets)

    def draw(self, surface: pygame.Surface, hover: DropTarget | None, reason: str | None, text_size: int,
             glow: Callable[[DropTarget], bool] = lambda t: True, held: pygame.Rect | None = None) -> None:
        """Glow every target that would take the piece; the hovered one says yes, or why not,
        beside it and clear of the ``held`` piece (drawn over the label afterwards)."""
        for target in self.targets:
            if not glow(target):
                continue
            outline = _drop_glow(target.rect.inflate(2 * GLOW_REACH, 2 * GLOW_REACH).size, 230 if target is hover else 140)
            surface.blit(outline, outline.get_rect(center=target.rect.center))
        if hover is not None:
            text = hover.label if reason is None else reason
            colour = SKY_BRIGHT if reason is None else TERRACOTTA
            if reason is not None:
                outline = _drop_glow(hover.rect.inflate(2 * GLOW_REACH, 2 * GLOW_REACH).size, 230, refused=True)
                surface.blit(outline, outline.get_rect(center=hover.rect.center))
            if text and not self.hidden:
                self._draw_label(surface, text, text_size, hover.rect, colour, held)

    def _draw_label(self, surface: pygame.Surface, text: str, size: int, target: pygame.Rect,
                    colour: tuple[int, int, int], held: pygame.Rect | None = None) -> None:
        """What dropping on ``target`` does (or why not), above it where that is clear, else
        wherever beside it the room finds clear, on a dark backing so it reads on any felt."""
        widest = round(surface.get_width() * LABEL_SHARE)
        lines, shape = label_shape(text, size, widest)
        box = pygame.Rect((0, 0), shape)
        if self.room is None:
            box.midbottom = (target.centerx, target.top - 8)
        else:
            # beside the target and the held piece together: the piece lies on or next to its
            # target; where no spot is clear at the player's size (a long reason at 150%), the
            # words get smaller, down to six tenths (never under 12 px), before they cover
            anchor = target if held is None else target.union(held)
            avoid = [held] if held is not None else []
            best: tuple[int, int, pygame.Rect] | None = None  # (what it covers, -size, spot)
            for px in range(size, min(size, max(MIN_TEXT, round(size * 0.6))) - 1, -1):
                wanted = label_shape(text, px, widest)[1]
                spot = self.room.place(wanted, anchor, gap=8, avoid=avoid)
                cover = self.room.covered(spot) + 10 * sum(spot.clip(r).width * spot.clip(r).height
                                                           for r in [anchor, *avoid])
                if best is None or (cover, -px) < best[:2]:
                    best = (cover, -px, spot)
                if cover == 0:
                    break
            if best is not None:
                box, size = best[2], -best[1]
                lines = label_shape(text, size, widest)[0]
            self.room.keep(box)
        rounded_panel(surface, box, (16, 28, 22), 200, radius=min(box.height // 2, round(size * 0.9)))
        step = round(size * 1.25)
        top = box.centery - step * (len(lines) - 1) / 2
        for index, line in enumerate(lines):
            draw_text(surface, line, size, (box.centerx, round(top + index * step)), colour, anchor="center", bold=True,
                      shadow=(0, 0, 0))


@dataclass(frozen=True)
class Pressed:
    """A piece was pressed and released without moving: a click."""

    piece: Any


@dataclass(frozen=True)
class Moved:
    """A dragged piece is now at ``pos``."""

    piece: Any
    pos: tuple[int, int]


@dataclass(frozen=True)
class Dropped:
    """A dragged piece was released at ``pos``."""

    piece: Any
    pos: tuple[int, int]


DragIntent = Pressed | Moved | Dropped


class PieceDrag:
    """Mouse presses on pieces become clicks or drags; ``piece_at`` says what is under a point."""

    def __init__(self, piece_at: Callable[[tuple[int, int]], Any]) -> None:
        self.piece_at = piece_at
        self.pressed: Any = None
        self.press_pos = (0, 0)
        self.dragging: Any = None
        self.pos = (0, 0)
        self.offset = (0, 0)
        """Where in the piece it was grabbed (pointer minus piece origin), for the game to use."""

    def handle_event(self, event: pygame.event.Event) -> DragIntent | bool | None:
        """An intent, True when the event was used without one, None when not ours."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            piece = self.piece_at(event.pos)
            if piece is None:
                return None
            self.pressed, self.press_pos, self.pos = piece, event.pos, event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self.pressed is not None:
            self.pos = event.pos
            if self.dragging is None:
                dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy < DRAG_THRESHOLD * DRAG_THRESHOLD:
                    return True
                self.dragging = self.pressed
            return Moved(self.dragging, event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            piece, dragging = self.pressed, self.dragging
            self.pressed = self.dragging = None
            if dragging is None:
                return Pressed(piece)
            return Dropped(dragging, event.pos)
        return None

    def cancel(self) -> None:
        self.pressed = self.dragging = None
