"""Things drawn over the Llamagedón table: the small chooser popup, the Block prompt's buttons,
and the meteor shower that comes with the Llamagedón card.

They know nothing of the rules: the table fills a chooser with legal actions and decides
what a click means.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from ...palette import CREAM, GOLD, INK, SKY, SKY_BRIGHT, TERRACOTTA
from ...text import draw_text, fit_text, rounded_panel
from ...widgets.cards import CardImages, CardSprite, card_height
from ....i18n import t

NIGHT_PANEL = (16, 22, 50)


@dataclass
class Choice:
    """One option of a chooser: a label, the cards it shows, what picking it does."""

    label: str
    cards: tuple[int, ...]
    pick: Callable[[], None]


@dataclass
class Chooser:
    """A small modal popup: a title, options as rows of small cards with a label, Cancel.

    Keys 1-9 pick an option, Esc (or a click outside) cancels.
    """

    title: str
    choices: list[Choice]
    on_cancel: Callable[[], None] = lambda: None
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    rows: list[pygame.Rect] = field(default_factory=list)
    cancel_rect: pygame.Rect = field(default_factory=pygame.Rect)
    hover: int | None = None

    def place(self, centre: tuple[int, int], scale: float, card_w: int, screen: tuple[int, int]) -> None:
        s = scale
        row_h = card_height(card_w) + round(14 * s)
        cols = 1 if len(self.choices) <= 5 else 2
        per_col = math.ceil(len(self.choices) / cols)
        col_w = round(340 * s)
        width = cols * col_w + round(32 * s)
        height = round(64 * s) + per_col * (row_h + round(6 * s)) + round(54 * s)
        height = min(height, screen[1] - round(20 * s))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = centre
        self.rect.clamp_ip(pygame.Rect(0, 0, *screen))
        self.rows = []
        for i in range(len(self.choices)):
            col, row = divmod(i, per_col)
            self.rows.append(pygame.Rect(self.rect.left + round(16 * s) + col * col_w,
                                         self.rect.top + round(56 * s) + row * (row_h + round(6 * s)),
                                         col_w - round(8 * s), row_h))
        self.cancel_rect = pygame.Rect(0, 0, round(150 * s), round(36 * s))
        self.cancel_rect.midbottom = (self.rect.centerx, self.rect.bottom - round(10 * s))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every input goes to the chooser while it is open (it is modal)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.rows) if r.collidepoint(event.pos)), None)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rows):
                if r.collidepoint(event.pos):
                    self.choices[i].pick()
                    return True
            if self.cancel_rect.collidepoint(event.pos) or not self.rect.collidepoint(event.pos):
                self.on_cancel()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_cancel()
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.choices):
                self.choices[event.key - pygame.K_1].pick()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface, images: CardImages, card_w: int, scale: float, text_px: int) -> None:
        s = scale
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((4, 6, 18, 120))
        surface.blit(veil, (0, 0))
        rounded_panel(surface, self.rect.move(5, 7), (0, 0, 0), 110, radius=round(16 * s))
        rounded_panel(surface, self.rect, NIGHT_PANEL, 245, radius=round(16 * s), border=GOLD, border_width=2)
        draw_text(surface, fit_text(self.title, round(20 * s), self.rect.width - round(30 * s), bold=True),
                  round(20 * s), (self.rect.centerx, self.rect.top + round(14 * s)), CREAM, anchor="midtop", bold=True)
        for i, (choice, row) in enumerate(zip(self.choices, self.rows)):
            if row.bottom > self.cancel_rect.top:
                break
            hot = i == self.hover
            rounded_panel(surface, row, SKY if hot else (40, 52, 96), 200 if hot else 150, radius=round(10 * s))
            x = row.left + round(10 * s) + card_w // 2
            for kind in choice.cards:
                images.draw(surface, CardSprite(kind, x, row.centery, width=card_w), shadow_offset=2)
                x += round(card_w * 0.7)
            x += card_w // 2
            label = f"{i + 1}. {choice.label}" if i < 9 else choice.label
            draw_text(surface, fit_text(label, text_px, row.right - x - round(8 * s)), text_px,
                      (x, row.centery), INK if hot else CREAM, anchor="midleft", bold=hot)
        rounded_panel(surface, self.cancel_rect, (60, 70, 110), 230, radius=self.cancel_rect.height // 2,
                      border=CREAM, border_width=1)
        draw_text(surface, t("Cancel (Esc)"), text_px, self.cancel_rect.center, CREAM, anchor="center")


@dataclass
class PromptButton:
    """A button the table draws itself (the Block prompt's two answers)."""

    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False

    def draw(self, surface: pygame.Surface, text_px: int, hover: bool) -> None:
        if not self.enabled:
            fill, alpha, ink = (70, 74, 96), 160, (170, 170, 180)
        elif self.primary:
            fill, alpha, ink = (TERRACOTTA if not hover else (226, 128, 96)), 240, CREAM
        else:
            fill, alpha, ink = (SKY if hover else (60, 90, 150)), 235, (INK if hover else CREAM)
        rounded_panel(surface, self.rect, fill, alpha, radius=self.rect.height // 2, border=CREAM, border_width=1)
        draw_text(surface, self.label, text_px, self.rect.center, ink, anchor="center", bold=True)


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
        for i in range(34):
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

    def draw(self, surface: pygame.Surface, banner: Sequence[str], scale: float) -> None:
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
            band = pygame.Rect(0, 0, w, round((70 + 40 * len(banner)) * scale))
            band.midtop = (w // 2, y - round(44 * scale))
            rounded_panel(surface, band, (10, 4, 20), round(150 * fade), radius=0)
            big = round(64 * scale)
            draw_text(surface, banner[0], big, (w // 2, y), (255, 214, 140), anchor="center", bold=True, shadow=(40, 10, 0))
            for i, line in enumerate(banner[1:]):
                draw_text(surface, line, round(26 * scale), (w // 2, y + round(54 * scale) + i * round(34 * scale)),
                          SKY_BRIGHT, anchor="center", bold=True, shadow=INK)


__all__ = ["Chooser", "Choice", "Meteor", "MeteorShower", "PromptButton"]
