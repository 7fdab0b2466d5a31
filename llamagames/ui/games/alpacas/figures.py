"""The llama and the alpaca that stand by your board and react when a line scores: one hops, the
other spits (a few drops on an arc), as the rulebook's fun fact warns."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...widgets.llama_figure import LlamaFigure
from .art import alpaca_figure

SPIT_TIME = 0.7


@dataclass
class Spit:
    """Drops flying from a mouth: ``t`` goes 0 -> 1."""

    start: tuple[float, float]
    direction: int
    t: float = 0.0


class AlpacaFigure(LlamaFigure):
    """The standing alpaca: the llama figure's motion with our own alpaca drawing."""

    def image(self) -> pygame.Surface:
        pose = 1 if self.cheer_left > 0 else (2 if self.spit_left > 0 else 0)
        key = (self.height, pose, self.flip)
        image = self._images.get(key)
        if image is None:
            image = alpaca_figure(self.height, pose)
            if self.flip:
                image = pygame.transform.flip(image, True, False)
            self._images[key] = image
        return image

    spit_left: float = 0.0


class Spitter:
    """Spits of any figure; drawn above the table, advanced by ``update``."""

    def __init__(self) -> None:
        self.spits: list[Spit] = []

    def spit(self, figure: LlamaFigure) -> None:
        if figure.still:
            return
        image = figure.image()
        direction = -1 if figure.flip else 1
        mouth = (figure.foot[0] + direction * image.get_width() * 0.42, figure.foot[1] - figure.height * 0.86)
        self.spits.append(Spit(mouth, direction))
        if isinstance(figure, AlpacaFigure):
            figure.spit_left = SPIT_TIME

    def update(self, dt: float, speed: float, figures: list[LlamaFigure]) -> None:
        """Advance by ``dt``; ``speed`` is the animation-duration factor (0: no spitting)."""
        if speed <= 0:
            self.spits = []
        for spit in self.spits:
            spit.t += dt / (SPIT_TIME * speed)
        self.spits = [s for s in self.spits if s.t < 1.0]
        for figure in figures:
            if isinstance(figure, AlpacaFigure):
                figure.spit_left = max(0.0, figure.spit_left - dt / max(speed, 1e-6))

    @property
    def busy(self) -> bool:
        return bool(self.spits)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        for spit in self.spits:
            for k in range(4):
                t = max(0.0, spit.t - k * 0.06)
                x = spit.start[0] + spit.direction * t * 90 * scale
                y = spit.start[1] - 40 * scale * t + 70 * scale * t * t
                r = max(2, round((4 - k * 0.6) * scale))
                pygame.draw.circle(surface, (226, 240, 220), (round(x), round(y)), r)
                pygame.draw.circle(surface, (120, 150, 120), (round(x), round(y)), r, 1)
