"""A short fall of paper confetti over a celebration: a light touch that stops by itself.

Pieces are small tumbling rectangles in the palette's colours; each is a few numbers, so a
frame costs a few dozen small polygons. At the "instant" animation speed there is none.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from ..palette import CREAM, GOLD, SEAT_COLOURS, SKY, TERRACOTTA

COLOURS = (GOLD, SKY, TERRACOTTA, CREAM) + SEAT_COLOURS[2:5]


@dataclass
class Piece:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    size: float
    colour: tuple[int, int, int]
    sway: float


class Confetti:
    """Pieces fall from above ``area`` for ``duration`` seconds, then the last ones land and it ends."""

    GRAVITY = 0.9  # of the area's height per second squared

    def __init__(self, area: pygame.Rect, scale: float, *, duration: float = 2.6, rate: float = 70.0,
                 seed: int = 0) -> None:
        self.area = pygame.Rect(area)
        self.scale = scale
        self.left = duration
        self.rate = rate
        self.rng = random.Random(seed)
        self.pieces: list[Piece] = []
        self._owed = 0.0

    @property
    def active(self) -> bool:
        return self.left > 0 or bool(self.pieces)

    def _spawn(self) -> Piece:
        r, a = self.rng, self.area
        return Piece(
            x=r.uniform(a.left, a.right), y=a.top - r.uniform(0, a.height * 0.1),
            vx=r.uniform(-0.05, 0.05) * a.height, vy=r.uniform(0.1, 0.3) * a.height,
            angle=r.uniform(0, math.tau), spin=r.uniform(-7, 7), size=r.uniform(5, 9) * self.scale,
            colour=r.choice(COLOURS), sway=r.uniform(0, math.tau),
        )

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance by ``dt`` seconds; ``speed`` 0 (instant animations) clears everything at once."""
        if speed <= 0:
            self.left, self.pieces = 0.0, []
            return
        dt /= speed
        if self.left > 0:
            self.left -= dt
            self._owed += self.rate * dt
            while self._owed >= 1:
                self._owed -= 1
                self.pieces.append(self._spawn())
        g = self.GRAVITY * self.area.height
        kept = []
        for p in self.pieces:
            p.vy = min(p.vy + g * dt * 0.25, 0.45 * self.area.height)
            p.sway += dt * 3.0
            p.x += (p.vx + math.sin(p.sway) * 0.06 * self.area.height) * dt
            p.y += p.vy * dt
            p.angle += p.spin * dt
            if p.y < self.area.bottom + 20:
                kept.append(p)
        self.pieces = kept

    def draw(self, surface: pygame.Surface) -> None:
        for p in self.pieces:
            w, h = p.size, p.size * 0.45 * (0.3 + 0.7 * abs(math.cos(p.angle * 1.7)))  # it tumbles
            c, s = math.cos(p.angle), math.sin(p.angle)
            corners = [(p.x + dx * c - dy * s, p.y + dx * s + dy * c)
                       for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]
            pygame.draw.polygon(surface, p.colour, corners)
