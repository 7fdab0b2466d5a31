"""Things drawn over the Llamagedón table: the Block prompt's buttons and the meteor shower
that comes with the Llamagedón card (the choices are the kit's chooser's).

They know nothing of the rules: the intents decide what a click means.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...palette import CREAM, INK, SKY, SKY_BRIGHT, TERRACOTTA
from ...text import draw_text, rounded_panel, shrink_to_fit, text_width, wrap
from .type_scale import TITLE

SMALLEST = 12
"""No answer's words are drawn smaller than this."""


def button_lines(label: str, px: int, width: int, height: int) -> tuple[list[str], int]:
    """An answer's words within a button ``width`` x ``height``: on one line at the largest
    size from ``px`` down that fits, else on two lines, never cut (a Japanese answer at 150% in
    a narrow chain panel was cut to "ブロックで止…")."""
    for size in range(px, SMALLEST - 1, -1):
        if text_width(label, size, True) <= width:
            return [label], size
        if size <= px * 0.85:  # two lines before the words get much smaller
            lines = wrap(label, size, width, bold=True)
            if len(lines) <= 2 and all(text_width(line, size, True) <= width for line in lines) \
                    and round(size * 1.2) * len(lines) <= height - 2:
                return lines, size
    return wrap(label, SMALLEST, width, bold=True), SMALLEST


def checkbox_box(rect: pygame.Rect, text_px: int) -> pygame.Rect:
    """Where a checkbox's square stands in ``rect``: at its left, as tall as a line of words."""
    side = max(14, min(rect.height - 4, round(text_px * 1.15)))
    return pygame.Rect(rect.left + 2, rect.centery - side // 2, side, side)


def checkbox_words(label: str, rect: pygame.Rect, text_px: int) -> tuple[list[str], int]:
    """The checkbox's words beside its square, on one or two lines, never cut: two lines at
    the table's size before smaller words (in the compact Block question under your shelter
    row the box is narrower, and its words shrank off the table's scale)."""
    box = checkbox_box(rect, text_px)
    width = rect.right - box.right - round(text_px * 0.6)
    if text_width(label, text_px, True) > width:
        lines = wrap(label, text_px, width, bold=True)
        if len(lines) == 2 and all(text_width(line, text_px, True) <= width for line in lines) \
                and round(text_px * 1.2) * 2 <= rect.height - 2:
            return lines, text_px
    return button_lines(label, text_px, width, rect.height)


def draw_checkbox(surface: pygame.Surface, rect: pygame.Rect, label: str, checked: bool, text_px: int,
                  hover: bool) -> None:
    """A real checkbox: a square with a tick when on, the words beside it (a click on either
    toggles it: the whole ``rect`` is the control)."""
    box = checkbox_box(rect, text_px)
    rounded_panel(surface, box, CREAM if checked else (30, 40, 70), 240, radius=max(3, box.width // 6),
                  border=SKY_BRIGHT if hover else CREAM, border_width=2)
    if checked:
        w = max(2, box.width // 7)
        points = [(box.left + box.width * 0.22, box.top + box.height * 0.52),
                  (box.left + box.width * 0.42, box.top + box.height * 0.72),
                  (box.left + box.width * 0.78, box.top + box.height * 0.28)]
        pygame.draw.lines(surface, INK, False, [(round(x), round(y)) for x, y in points], w)
    lines, px = checkbox_words(label, rect, text_px)
    x = box.right + round(text_px * 0.6)
    step = round(px * 1.2)
    top = rect.centery - step * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        draw_text(surface, line, px, (x, round(top + index * step)), SKY_BRIGHT if hover else CREAM,
                  anchor="midleft", bold=True)


@dataclass
class PromptButton:
    """A button the table draws itself (the Block prompt's two answers)."""

    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    checked: bool | None = None
    """Not None: a checkbox (a box, ticked or not, with its words beside it), not a button."""

    def draw(self, surface: pygame.Surface, text_px: int, hover: bool) -> None:
        if self.checked is not None:
            draw_checkbox(surface, self.rect, self.label, self.checked, text_px, hover)
            return
        if not self.enabled:
            fill, alpha, ink = (70, 74, 96), 160, (170, 170, 180)
        elif self.primary:
            fill, alpha, ink = (TERRACOTTA if not hover else (226, 128, 96)), 240, CREAM
        else:
            fill, alpha, ink = (SKY if hover else (60, 90, 150)), 235, (INK if hover else CREAM)
        rounded_panel(surface, self.rect, fill, alpha, radius=self.rect.height // 2, border=CREAM, border_width=1)
        lines, px = button_lines(self.label, text_px, self.rect.width - self.rect.height // 2, self.rect.height)
        step = round(px * 1.2)
        top = self.rect.centery - step * (len(lines) - 1) / 2
        for index, line in enumerate(lines):
            draw_text(surface, line, px, (self.rect.centerx, round(top + index * step)), ink, anchor="center", bold=True)


@dataclass
class Meteor:
    x: float
    y: float
    vx: float
    vy: float
    r: float
    delay: float


class MeteorShower:
    """Glowing meteors streaking across the table for a few seconds."""

    DURATION = 2.6

    def __init__(self, size: tuple[int, int], scale: float, seed: int = 7) -> None:
        rng = random.Random(seed)
        w, h = size
        self.time = 0.0
        self.meteors: list[Meteor] = []
        for _ in range(34):
            speed = rng.uniform(520, 900) * scale
            angle = math.radians(rng.uniform(28, 42))
            self.meteors.append(Meteor(rng.uniform(-0.2 * w, w * 0.95), rng.uniform(-0.35 * h, 0.1 * h),
                                       math.cos(angle) * speed, math.sin(angle) * speed,
                                       rng.uniform(3, 8) * scale, rng.uniform(0, self.DURATION * 0.6)))

    @property
    def done(self) -> bool:
        return self.time >= self.DURATION

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface, banner: Sequence[str], scale: float, words: float | None = None) -> None:
        """The meteors at the pieces' ``scale``, the banner's words at the ``words`` scale (the
        player's Size), each line within the window."""
        words = scale if words is None else words
        w, h = surface.get_size()
        fade = min(1.0, self.time / 0.3, max(0.0, (self.DURATION - self.time) / 0.5))
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((40, 8, 0, round(70 * fade)))
        surface.blit(veil, (0, 0))
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        for m in self.meteors:
            t = self.time - m.delay
            if t <= 0:
                continue
            hx, hy = m.x + m.vx * t, m.y + m.vy * t
            if hx > w + 60 or hy > h + 60:
                continue
            tail = 0.16
            pygame.draw.line(glow, (255, 170, 90, 90), (round(hx - m.vx * tail), round(hy - m.vy * tail)),
                             (round(hx), round(hy)), max(1, round(m.r * 0.6)))
            for k in range(8, 0, -1):
                f = k / 8
                px, py = hx - m.vx * tail * f, hy - m.vy * tail * f
                pygame.draw.circle(glow, (255, 150 - round(60 * f), 60, round(170 * (1 - f))),
                                   (round(px), round(py)), max(1, round(m.r * (1 - f * 0.7))))
            pygame.draw.circle(glow, (255, 236, 180, 255), (round(hx), round(hy)), max(2, round(m.r)))
        surface.blit(glow, (0, 0))
        if banner and fade > 0:
            y = round(h * 0.36)
            room = w - round(40 * scale)
            big = shrink_to_fit(banner[0], round(TITLE * 3 * words), room, round(TITLE * 2 * scale), bold=True)
            line_px = min(shrink_to_fit(line, round(TITLE * words), room, 12, bold=True) for line in banner[1:]) \
                if len(banner) > 1 else round(TITLE * words)
            step = round(line_px * 1.35)
            band = pygame.Rect(0, 0, w, round(big * 1.2) + step * (len(banner) - 1) + round(30 * scale))
            band.midtop = (w // 2, y - round(big * 0.7))
            rounded_panel(surface, band, (10, 4, 20), round(150 * fade), radius=0)
            draw_text(surface, banner[0], big, (w // 2, y), (255, 214, 140), anchor="center", bold=True, shadow=(40, 10, 0))
            for i, line in enumerate(banner[1:]):
                draw_text(surface, line, line_px, (w // 2, y + round(big * 0.6) + round(step * 0.6) + i * step),
                          SKY_BRIGHT, anchor="center", bold=True, shadow=INK)


__all__ = ["Meteor", "MeteorShower", "PromptButton", "button_lines"]
