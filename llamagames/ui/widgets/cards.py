"""Card sprites: where a card is on screen, and how it is drawn (face, back, dimmed, tilted).

A sprite is presentation only: the rules state says which cards exist, the table scene makes
one sprite per card it shows and tweens ``x``, ``y``, ``angle`` and ``lift`` towards where the
state puts it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from .. import assets
from ..palette import SKY_BRIGHT

_ids = itertools.count(1)


def card_height(width: int) -> int:
    return round(width * 88 / 63)


@dataclass(eq=False)
class CardSprite:
    """One card on screen. ``value`` None shows the back. (x, y) is the card's centre.

    ``value`` is whatever names the card for its game's face maker (a L.L.A.M.A. value, a
    Llamagedón card id): the sprite never looks inside it.
    """

    value: Any
    x: float
    y: float
    angle: float = 0.0
    lift: float = 0.0
    shake: float = 0.0
    dim: bool = False
    glow: bool = False
    face_up: bool = True
    width: int = 90
    key: int = field(default_factory=lambda: next(_ids))

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    def rect(self) -> pygame.Rect:
        """The card's (unrotated) rectangle as drawn, lift and shake included."""
        h = card_height(self.width)
        r = pygame.Rect(0, 0, self.width, h)
        r.center = (round(self.x + self.shake), round(self.y - self.lift))
        return r


Face = Callable[[Any, int], pygame.Surface]
"""Draws the face of the card named by a value at a width (the game's own art)."""
Back = Callable[[int], pygame.Surface]


class CardImages:
    """Card faces and backs by width, tilted and dimmed versions cached.

    ``face`` and ``back`` are the game's art: L.L.A.M.A.'s by default, any game's when given.
    """

    LIMIT = 400
    """Cached surfaces before the cache starts over (tilts during tweens add many)."""

    def __init__(self, face: Face = assets.llama_card, back: Back = assets.card_back) -> None:
        self.face = face
        self.back = back
        self._cache: dict[tuple[Hashable, ...], pygame.Surface] = {}

    def base(self, value: Any, width: int) -> pygame.Surface:
        key = ("base", value, width)
        image = self._cache.get(key)
        if image is None:
            image = self.back(width) if value is None else self.face(value, width)
            self._cache[key] = image
        return image

    def shadow(self, width: int) -> pygame.Surface:
        key = ("shadow", width)
        image = self._cache.get(key)
        if image is None:
            maker = getattr(assets, "card_shadow", None)
            if maker is not None:
                image = maker(width)
            else:
                h = card_height(width)
                image = pygame.Surface((width + 8, h + 8), pygame.SRCALPHA)
                for i in range(4):
                    pygame.draw.rect(image, (0, 0, 0, 28), pygame.Rect(i, i, width + 8 - 2 * i, h + 8 - 2 * i),
                                     border_radius=max(4, width // 9))
            self._cache[key] = image
        return image

    def tilted_shadow(self, width: int, angle: float) -> pygame.Surface:
        angle = round(angle * 2) / 2
        if not angle:
            return self.shadow(width)
        key = ("shadow", width, angle)
        image = self._cache.get(key)
        if image is None:
            image = pygame.transform.rotate(self.shadow(width), angle)
            self._cache[key] = image
        return image

    def get(self, value: Any, width: int, angle: float = 0.0, dim: bool = False, glow: bool = False) -> pygame.Surface:
        angle = round(angle * 2) / 2
        key = ("card", value, width, angle, dim, glow)
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > self.LIMIT:
                self._cache.clear()
            image = self.base(value, width).copy()
            if dim:
                image.fill((118, 118, 118), special_flags=pygame.BLEND_RGB_MULT)
            if glow:
                pygame.draw.rect(image, SKY_BRIGHT, image.get_rect(), max(2, width // 30),
                                 border_radius=max(4, width // 9))
            if angle:
                image = pygame.transform.rotozoom(image, angle, 1.0)
            self._cache[key] = image
        return image

    def draw(self, surface: pygame.Surface, sprite: CardSprite, shadow_offset: int = 4) -> pygame.Rect:
        """Draw ``sprite`` with its shadow; returns the rectangle the card covers."""
        value = sprite.value if sprite.face_up else None
        image = self.get(value, sprite.width, sprite.angle, sprite.dim, sprite.glow)
        cx, cy = sprite.x + sprite.shake, sprite.y - sprite.lift
        shadow = self.tilted_shadow(sprite.width, sprite.angle)
        off = shadow_offset + sprite.lift * 0.08
        surface.blit(shadow, shadow.get_rect(center=(round(cx + off), round(cy + off))))
        rect = image.get_rect(center=(round(cx), round(cy)))
        surface.blit(image, rect)
        return rect
