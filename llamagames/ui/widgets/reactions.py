"""Short reactions on a table: a ring that pulses where a bot has just moved, and points that
fly to their owner ("+7" to a seat, "−10" back to the supply).

Presentation only and cheap: a handful of shapes per frame, gone within a second. At the
"instant" animation speed nothing is added (the state is already on screen). Tables own one
:class:`Effects` and call ``update`` and ``draw``; their event handlers add to it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...rules.core import Event
from ..palette import CREAM, GOLD, INK, SKY
from ..text import draw_text

PULSE_TIME = 0.9
POINTS_TIME = 0.8


@dataclass
class Pulse:
    rect: pygame.Rect
    colour: tuple[int, int, int]
    age: float = 0.0
    duration: float = PULSE_TIME


@dataclass
class Points:
    text: str
    start: tuple[float, float]
    end: tuple[float, float]
    colour: tuple[int, int, int]
    delay: float = 0.0
    age: float = 0.0
    duration: float = POINTS_TIME


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Effects:
    """The pulses and flying points of one table."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self.pulses: list[Pulse] = []
        self.flying: list[Points] = []
        self.speed = 1.0

    def pulse(self, rect: pygame.Rect, colour: tuple[int, int, int] = SKY) -> None:
        """A ring that grows and fades around ``rect`` (where a bot's move landed)."""
        if self.speed > 0 and rect.width > 0 and rect.height > 0:
            self.pulses = [p for p in self.pulses if p.rect != rect] + [Pulse(pygame.Rect(rect), colour)]

    def points(self, value: int, start: tuple[float, float], end: tuple[float, float],
               colour: tuple[int, int, int] = GOLD, delay: float = 0.0) -> None:
        """``value`` points fly from ``start`` to their owner at ``end`` ("+7", "−10")."""
        if self.speed > 0 and value != 0:
            text = f"+{value}" if value > 0 else f"\u2212{-value}"
            self.flying.append(Points(text, start, end, colour, delay))

    def update(self, dt: float, speed: float) -> None:
        """Advance; ``speed`` is the animation-speed factor (0: clear everything)."""
        self.speed = speed
        if speed <= 0:
            self.pulses, self.flying = [], []
            return
        dt /= speed
        for pulse in self.pulses:
            pulse.age += dt
        for point in self.flying:
            point.age += dt
        self.pulses = [p for p in self.pulses if p.age < p.duration]
        self.flying = [p for p in self.flying if p.age < p.delay + p.duration]

    @property
    def busy(self) -> bool:
        return bool(self.pulses or self.flying)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        for pulse in self.pulses:
            t = pulse.age / pulse.duration
            grow = round((4 + 14 * ease_out(t)) * s)
            ring = pulse.rect.inflate(2 * grow, 2 * grow)
            alpha = round(230 * (1 - t))
            layer = pygame.Surface(ring.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*pulse.colour, alpha), layer.get_rect(), max(2, round(4 * s)),
                             border_radius=round(12 * s))
            surface.blit(layer, ring)
        size = max(14, round(24 * s))
        for point in self.flying:
            if point.age < point.delay:
                continue
            t = min(1.0, (point.age - point.delay) / point.duration)
            e = ease_out(t)
            x = point.start[0] + (point.end[0] - point.start[0]) * e
            # A little arc: up first, then down onto the owner.
            y = point.start[1] + (point.end[1] - point.start[1]) * e - math.sin(math.pi * t) * 30 * s
            draw_text(surface, point.text, size, (x, y), point.colour if t < 0.85 else CREAM, anchor="center",
                      bold=True, shadow=INK)


def also_on(animator: Any, kind: str, handler: Callable[[Event], None]) -> None:
    """Run ``handler`` after the table's own handler of ``kind`` (the animator keeps one per kind)."""
    first = animator.handlers.get(kind)

    def both(event: Event) -> None:
        if first is not None:
            first(event)
        handler(event)

    animator.on(kind, both)


def is_bot(table: Any, seat: int | None) -> bool:
    """Whether ``seat`` is a bot's (its moves get an on-table highlight)."""
    return seat is not None and not table.match.seats[seat].is_human
