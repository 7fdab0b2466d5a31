"""Animated llama figures that stand on the table: they bob, blink, tilt their heads and cheer.

Poses come from the art (0 stand, 1 blink, 2 head tilt, 3 happy); the figure only chooses
which pose to show when, and how high it hops. Purely decorative: nothing reads it back but
``calm()``, which a scene asks before it rests (the app stops drawing it until the next
event): the llamas then stand still, eyes open, and go on from there when something wakes
the screen.
"""

from __future__ import annotations

import math
import random
import time
import weakref

import pygame

from .. import assets

STAND, BLINK, TILT, HAPPY = 0, 1, 2, 3
MOVING_WINDOW = 0.5
"""Seconds since its last ``update`` during which a figure counts as on screen and moving
(a figure of a scene under another one is not updated, so it keeps nobody awake)."""
_moving: weakref.WeakKeyDictionary[LlamaFigure, float] = weakref.WeakKeyDictionary()


def calm() -> bool:
    """Whether every figure updated lately stands in a restful pose (no blink, tilt or hop):
    a scene may rest now and the llamas stay as they are until it wakes."""
    now = time.monotonic()
    return all(figure.restful() for figure, seen in list(_moving.items()) if now - seen < MOVING_WINDOW)


class LlamaFigure:
    """One llama at a fixed foot point, driven by ``update(dt)``."""

    BLINK_TIME = 0.14
    TILT_TIME = 0.9
    CHEER_TIME = 0.8

    def __init__(self, foot: tuple[int, int], height: int, *, phase: float = 0.0, flip: bool = False,
                 seed: int = 0) -> None:
        self.foot = foot
        self.height = height
        self.flip = flip
        self.time = phase
        self.hop = 0.0
        self.rng = random.Random(seed)
        self.next_blink = self.rng.uniform(1.5, 4.0)
        self.next_tilt = self.rng.uniform(4.0, 9.0)
        self.blink_left = 0.0
        self.tilt_left = 0.0
        self.cheer_left = 0.0
        self.still = False
        self._images: dict[tuple[int, int, bool], pygame.Surface] = {}

    def cheer(self) -> None:
        """Hop for joy for a moment (someone played a card, a round ended); not when kept still."""
        if not self.still:
            self.cheer_left = self.CHEER_TIME

    def restful(self) -> bool:
        """Standing, eyes open, feet down: a pose to stay in while the screen rests."""
        return self.still or (self.cheer_left <= 0 and self.blink_left <= 0 and self.tilt_left <= 0)

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance by ``dt`` seconds; ``speed`` is the animation-speed factor (0 keeps it still)."""
        _moving[self] = time.monotonic()
        if speed <= 0:
            self.hop = 0.0
            self.cheer_left = self.blink_left = self.tilt_left = 0.0
            self.still = True
            return
        self.still = False
        dt /= speed
        self.time += dt
        self.next_blink -= dt
        self.next_tilt -= dt
        self.blink_left = max(0.0, self.blink_left - dt)
        self.tilt_left = max(0.0, self.tilt_left - dt)
        self.cheer_left = max(0.0, self.cheer_left - dt)
        if self.next_blink <= 0:
            self.blink_left = self.BLINK_TIME
            self.next_blink = self.rng.uniform(2.0, 5.0)
        if self.next_tilt <= 0:
            self.tilt_left = self.TILT_TIME
            self.next_tilt = self.rng.uniform(6.0, 12.0)
        if self.cheer_left > 0:
            t = 1.0 - self.cheer_left / self.CHEER_TIME
            self.hop = abs(math.sin(t * math.pi * 2)) * self.height * 0.12
        else:
            self.hop = 0.0

    @property
    def pose(self) -> int:
        if self.cheer_left > 0:
            return HAPPY
        if self.blink_left > 0:
            return BLINK
        if self.tilt_left > 0:
            return TILT
        return STAND

    def bob(self) -> float:
        if self.still:
            return 0.0
        return math.sin(self.time * 2.2) * self.height * 0.02

    def image(self) -> pygame.Surface:
        key = (self.height, self.pose, self.flip)
        image = self._images.get(key)
        if image is None:
            image = assets.llama_figure(self.height, self.pose)
            if self.flip:
                image = pygame.transform.flip(image, True, False)
            self._images[key] = image
        return image

    def body(self) -> pygame.Rect:
        """Where the figure stands at rest: its picture's width, ``height`` up from its foot
        (what the menu keeps its buttons and words clear of)."""
        half = self.image().get_width() // 2
        x, y = self.foot
        return pygame.Rect(x - half, y - self.height, 2 * half, self.height)

    def draw(self, surface: pygame.Surface) -> None:
        image = self.image()
        lift = max(0.0, self.bob() + self.hop)
        shadow_w = max(4, int(image.get_width() * (0.75 - 0.6 * lift / self.height)))
        shadow = pygame.Surface((shadow_w, max(self.height // 10, 4)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect())
        surface.blit(shadow, shadow.get_rect(center=self.foot))
        surface.blit(image, image.get_rect(midbottom=(self.foot[0], round(self.foot[1] - lift))))
