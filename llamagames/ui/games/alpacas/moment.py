"""The scoring moment of Llamas & Alpacas: when a card completes lines that score, the lines'
cards are lit, a tag beside them says what they are worth and why ("+4: three llamas, one
colour"), the points fly from the tag (never from over a card's digit) to beside the score,
and the score counts up to its new total. All of it is over in about 1.3 s and the player's
next click or key ends it at once.

Plain functions say what a "score" event scored (``scored_lines``, ``tag_words``); the
``Moments`` object holds what is on screen and is driven by the stage's tweener.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ....i18n import t
from ....rules.core import Event
from ...text import text_width
from ...tween import Tweener
from .gain import LineGain, why_words

TAG_IN = 0.1
"""Seconds the tag takes to appear, once the card has landed."""
FLY_AFTER = 0.15
"""Seconds the tag is read before the points leave it."""
FLIGHT = 0.4
"""Seconds the points fly from the tag to beside the score."""
COUNT = 0.35
"""Seconds the score takes to count up to its new total (the tag fades meanwhile): the whole
moment, after the card's slide, takes TAG_IN + FLY_AFTER + FLIGHT + COUNT, one second."""


def scored_lines(event: Event) -> list[LineGain]:
    """The lines a "score" event scored, each with its cells, points and cards (the event
    lists the scored cards in cell order) and the wild card's chosen value."""
    lines = [(tuple(line), points) for line, points in zip(event.get("lines"), event.get("line_points")) if points]
    cells = sorted({cell for line, _ in lines for cell in line})
    card_at = dict(zip(cells, event.get("cards")))
    wild, cell = event.get("wild"), event.get("cell")
    fixed = (card_at[cell], wild) if wild is not None and cell in card_at else None
    return [LineGain(line, points, tuple(card_at[i] for i in line), fixed)
            for line, points in lines]


def tag_words(lines: list[LineGain]) -> list[str]:
    """The tag's lines: "+4: three llamas, one colour", one per scored line."""
    return [t("+{points}: {why}", points=line.points, why=why_words(line)) for line in lines]


@dataclass(eq=False)
class Tag:
    """Beside a scored line: what it is worth and why. ``anchor`` is what it stands beside (the
    rows of your board the lines span, or a rival's panel); ``box`` is found once, clear of
    what the player reads."""

    seat: int
    words: list[str]
    anchor: pygame.Rect
    mine: bool
    alpha: float = 0.0
    box: pygame.Rect | None = None


@dataclass(eq=False)
class Count:
    """A score on its way up: the panel shows ``round(value)``."""

    seat: int
    value: float
    final: int


@dataclass(eq=False)
class Points:
    """The points in the air ("+4"), from the tag to beside the score."""

    text: str
    x: float
    y: float
    seat: int
    flying: bool = False
    waited: float = 0.0
    """Tweened from 0 to 1 while the points wait on their tag (a timer)."""


@dataclass(eq=False)
class Moments:
    """Every scoring moment on screen (one per scoring move; a new one ends the last)."""

    tags: list[Tag] = field(default_factory=list)
    counts: list[Count] = field(default_factory=list)
    points: list[Points] = field(default_factory=list)

    @property
    def busy(self) -> bool:
        return bool(self.tags or self.counts or self.points)

    def targets(self) -> set[int]:
        return {id(thing) for group in (self.tags, self.counts, self.points) for thing in group}

    def begin(self, tweener: Tweener, tag: Tag, points: Points, start: int, final: int, after: float,
              land: Callable[[Points], tuple[float, float]], landed: Callable[[], None]) -> None:
        """Run one moment: the tag comes ``after`` seconds (the card's slide), the points fly
        to ``land(points)`` (asked when they leave: the tag's place is known by then), then
        the score counts from ``start`` to ``final`` as the tag fades."""
        count = Count(tag.seat, float(start), final)
        self.tags.append(tag)
        self.points.append(points)
        self.counts.append(count)

        def counted() -> None:
            if count in self.counts:
                self.counts.remove(count)
            self.drop(tag)

        def arrived() -> None:
            if points in self.points:
                self.points.remove(points)
            landed()
            tweener.tween(count, COUNT, "out_quad", value=float(final), on_done=counted)
            tweener.tween(tag, COUNT, "in_quad", alpha=0.0)

        def leave() -> None:
            points.flying = True
            x, y = land(points)
            tweener.tween(points, FLIGHT, "in_out_quad", on_done=arrived, x=x, y=y)

        tweener.tween(tag, TAG_IN, "out_quad", delay=after, alpha=255.0)
        tweener.tween(points, FLY_AFTER, "linear", delay=after + TAG_IN, on_done=leave, waited=1.0)

    def drop(self, tag: Tag) -> None:
        if tag in self.tags:
            self.tags.remove(tag)

    def shown(self, scores: list[int]) -> list[int]:
        """``scores`` with each counting seat at its count so far."""
        shown = list(scores)
        for count in self.counts:
            shown[count.seat] = round(count.value)
        return shown

    def skip(self, tweener: Tweener, also: Callable[[], set[int]] = set) -> None:
        """End every moment now (the player's next input): each tween of a moment (and of
        ``also``'s things, such as the scored cards sliding to the discard) lands at once,
        with what follows it."""
        for _ in range(8):
            targets = self.targets() | also()
            pending = [tw for tw in tweener.tweens if id(tw.target) in targets and not tw.done]
            if not pending:
                break
            for tw in pending:
                tw.finish()
            tweener.tweens = [tw for tw in tweener.tweens if not tw.done]
        self.tags.clear()
        self.counts.clear()
        self.points.clear()


def tag_px(table: Any, tag: Tag) -> int:
    """The tag's words: large beside your board, smaller beside a rival's panel."""
    return int(table.small(17 if tag.mine else 15))


def tag_size(table: Any, tag: Tag) -> tuple[int, int]:
    """The tag's size: its widest line and every line, with a margin."""
    px, s = tag_px(table, tag), table.scale
    width = max(text_width(line, px, True) for line in tag.words) + round(24 * s)
    return width, len(tag.words) * round(px * 1.3) + round(12 * s)


def place_tag(room: Any, tag: Tag, size: tuple[int, int], gap: int) -> pygame.Rect:
    """Where a tag of ``size`` stands: beside your board's scored rows (right or left of the
    board, so no card is covered), or beside a rival's panel."""
    sides = ("right", "left", "above", "below") if tag.mine else ("below", "right", "left", "above")
    return room.place(size, tag.anchor, gap=gap, sides=sides)


__all__ = ["COUNT", "FLIGHT", "FLY_AFTER", "TAG_IN", "Count", "Moments", "Points", "Tag", "place_tag",
           "scored_lines", "tag_px", "tag_size", "tag_words"]
