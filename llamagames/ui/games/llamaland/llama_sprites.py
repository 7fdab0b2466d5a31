"""Llama figures standing on an estate: a herd that breathes, blinks, twitches and chews.

Extends :class:`~llamagames.ui.widgets.llama_figure.LlamaFigure` (its poses, blink and head
tilt) with the estate's needs: every llama stands on a square at that square's height, hops
into place when it is put there, and differs a little from its neighbours (size, wool tint,
phase, facing) so a herd looks alive. Frames are pre-rendered per (height, pose, breath, tint,
facing) and cached, so a frame costs one blit per llama plus its cached shadow.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable

import pygame

from ... import assets
from ...widgets.llama_figure import BLINK, HAPPY, STAND, TILT, LlamaFigure

Cell = tuple[int, int]
Point = tuple[float, float]

EAR, CHEW = 4, 5
"""The estate's extra poses (see ``assets.FIGURE_POSES``): ear twitch and chew."""

WOOL_TINTS: tuple[tuple[int, int, int], ...] = (
    (255, 255, 255),  # white
    (255, 238, 214),  # cream
    (236, 212, 182),  # fawn
    (222, 214, 208),  # silver grey
)
"""Multipliers over the white art: a herd of slightly different fleeces."""
SIZE_STEPS: tuple[float, ...] = (0.9, 1.0, 1.1)
"""A llama's size relative to its square, one of three (few sizes keep the frame cache small)."""
BREATH_STEPS: tuple[float, ...] = (1.0, 1.018, 1.036)
"""Vertical stretch of the breathing frames."""
HOP_TIME = 0.45
"""Seconds a placed llama takes to hop onto its square."""
HOP_HEIGHT = 0.9
"""Peak of the hop, in llama heights."""

FRAME_LIMIT = 720
"""Llama frames kept at most (about 20 MB): estates zoom to many heights over an evening, and
each height has its poses, breaths, tints and mirror images; the least recently used go first."""

_frames = assets.SurfaceCache(FRAME_LIMIT)
_shadows: dict[int, pygame.Surface] = {}


def clear_frames() -> None:
    """Forget every pre-rendered frame (after a display change, or in tests)."""
    _frames.clear()
    _shadows.clear()


def frame_count() -> int:
    """How many llama frames are cached now (for tests and the measure)."""
    return len(_frames)


def frame(height: int, pose: int, breath: int, tint: int, flip: bool) -> pygame.Surface:
    """One pre-rendered llama frame: the figure art, tinted, stretched for breath, maybe mirrored."""
    return _frames.get((height, pose, breath, tint, flip), lambda: _render_frame(height, pose, breath, tint, flip))


def _render_frame(height: int, pose: int, breath: int, tint: int, flip: bool) -> pygame.Surface:
    if breath:
        base = frame(height, pose, 0, tint, flip)
        w, h = base.get_size()
        return pygame.transform.smoothscale(base, (w, round(h * BREATH_STEPS[breath])))
    image = assets.llama_figure(height, pose).copy()
    if tint:
        image.fill(WOOL_TINTS[tint] + (255,), special_flags=pygame.BLEND_RGBA_MULT)
    if flip:
        image = pygame.transform.flip(image, True, False)
    return image


def shadow(width: int) -> pygame.Surface:
    """The soft oval a llama casts on its square, cached by width."""
    image = _shadows.get(width)
    if image is None:
        h = max(3, width // 4)
        image = pygame.Surface((width, h), pygame.SRCALPHA)
        for i in range(3):
            inset = i * width // 10
            pygame.draw.ellipse(image, (20, 12, 4, 38), image.get_rect().inflate(-2 * inset, -2 * inset * h // width))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        _shadows[width] = image
    return image


class EstateLlama(LlamaFigure):
    """A llama on one square: the figure's idle life plus breath, ear twitches, chewing and a hop-in."""

    EAR_TIME = 0.22
    CHEW_TIME = 1.6

    def __init__(self, cell: Cell, level: int, base_height: int, seed: int) -> None:
        rng = random.Random(seed)
        self.size_step = rng.randrange(len(SIZE_STEPS))
        self.tint = rng.randrange(len(WOOL_TINTS))
        self.base_height = base_height
        super().__init__((0, 0), self._height_for(base_height), phase=rng.uniform(0, 6.0),
                         flip=rng.random() < 0.5, seed=seed)
        self.cell = cell
        self.level = level
        self.breath_rate = rng.uniform(1.6, 2.3)
        self.next_ear = self.rng.uniform(2.0, 7.0)
        self.next_chew = self.rng.uniform(3.0, 9.0)
        self.ear_left = 0.0
        self.chew_left = 0.0
        self.hop_left = 0.0
        self.hop_from: Point = (0.0, 0.0)
        self.hop_rise = 0.0

    def _height_for(self, base_height: int) -> int:
        return max(8, round(base_height * SIZE_STEPS[self.size_step]))

    def resize(self, base_height: int) -> None:
        """Follow a zoom: the llama is sized from its square."""
        self.base_height = base_height
        self.height = self._height_for(base_height)

    def place(self, from_point: Point | None = None, rise: float = HOP_HEIGHT) -> None:
        """Start the hop onto the square; ``from_point`` (screen) is where it jumps from, if not in place."""
        self.hop_left = HOP_TIME
        self.hop_from = from_point if from_point is not None else (math.nan, math.nan)
        self.hop_rise = rise

    @property
    def hopping(self) -> bool:
        return self.hop_left > 0

    def update(self, dt: float, speed: float = 1.0) -> None:
        super().update(dt, speed)
        if self.still:
            self.ear_left = self.chew_left = self.hop_left = 0.0
            return
        dt /= speed
        self.hop_left = max(0.0, self.hop_left - dt)
        self.next_ear -= dt
        self.next_chew -= dt
        self.ear_left = max(0.0, self.ear_left - dt)
        self.chew_left = max(0.0, self.chew_left - dt)
        if self.next_ear <= 0:
            self.ear_left = self.EAR_TIME
            self.next_ear = self.rng.uniform(3.0, 9.0)
        if self.next_chew <= 0:
            self.chew_left = self.CHEW_TIME
            self.next_chew = self.rng.uniform(5.0, 14.0)

    @property
    def pose(self) -> int:
        if self.cheer_left > 0 or self.hop_left > 0:
            return HAPPY
        if self.blink_left > 0:
            return BLINK
        if self.ear_left > 0:
            return EAR
        if self.tilt_left > 0:
            return TILT
        if self.chew_left > 0:
            # the jaw goes side to side: alternate chew and stand frames
            return CHEW if int(self.chew_left * 6) % 2 == 0 else STAND
        return STAND

    def breath(self) -> int:
        """Which breathing frame shows now (0 when kept still)."""
        if self.still:
            return 0
        s = (math.sin(self.time * self.breath_rate) + 1) / 2
        return min(len(BREATH_STEPS) - 1, int(s * len(BREATH_STEPS)))

    def image(self) -> pygame.Surface:
        return frame(self.height, self.pose, self.breath(), self.tint, self.flip)

    def warm(self) -> None:
        """Render the frame this llama shows now (at a new height, say); its other poses and
        breaths are small scalings of the figure, each rendered the first time it shows.
        Rendering all of them here (thirty-odd scalings) stalled the frame by 5 ms or more."""
        self.image()

    def foot_now(self, foot: Point) -> Point:
        """Where the feet are this frame, given the square's foot point: the hop's arc, else the square."""
        if self.hop_left <= 0:
            return foot
        t = 1.0 - self.hop_left / HOP_TIME
        ease = 1 - (1 - t) ** 2
        sx, sy = self.hop_from
        if math.isnan(sx):
            sx, sy = foot
        x = sx + (foot[0] - sx) * ease
        y = sy + (foot[1] - sy) * ease
        return (x, y - math.sin(t * math.pi) * self.hop_rise * self.height)

    def box_at(self, foot: Point) -> pygame.Rect:
        """Where the llama is drawn standing (or hopping) towards the square's foot point."""
        image = self.image()
        fx, fy = self.foot_now(foot)
        return image.get_rect(midbottom=(round(fx), round(fy - max(0.0, self.bob()))))

    def draw_at(self, surface: pygame.Surface, foot: Point, alpha: int = 255) -> None:
        """Blit the llama standing (or hopping) towards the square's foot point; ``alpha`` below
        255 fades it (a llama in front of the tile in hand, which shows through it)."""
        image = self.image()
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        fx, fy = self.foot_now(foot)
        if self.hop_left > 0:
            # the art's own shadow leaves with the body: keep one on the square while in the air
            sh = shadow(max(4, round(image.get_width() * 0.7)))
            surface.blit(sh, sh.get_rect(center=(round(foot[0]), round(foot[1]))))
        surface.blit(image, image.get_rect(midbottom=(round(fx), round(fy - max(0.0, self.bob())))))


class Herd:
    """The llamas of one estate, kept in step with the estate's llama squares."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.llamas: dict[Cell, EstateLlama] = {}

    def sync(self, squares: Iterable[tuple[Cell, int]], base_height: int, hop_new: bool = True,
             hop_from: Callable[[Cell], Point | None] | None = None) -> list[Cell]:
        """Match the herd to ``squares`` (cell, level); new llamas hop in. Returns the new cells."""
        wanted = dict(squares)
        for cell in [c for c in self.llamas if c not in wanted]:
            del self.llamas[cell]
        new: list[Cell] = []
        for cell, level in wanted.items():
            llama = self.llamas.get(cell)
            if llama is None:
                seed = hash((self.seed, cell)) & 0xFFFFFF
                llama = self.llamas[cell] = EstateLlama(cell, level, base_height, seed)
                new.append(cell)
                llama.warm()
                if hop_new:
                    llama.place(hop_from(cell) if hop_from else None)
            else:
                llama.level = level
                if llama.base_height != base_height:
                    llama.resize(base_height)
                    llama.warm()
        return new

    def update(self, dt: float, speed: float = 1.0) -> None:
        for llama in self.llamas.values():
            llama.update(dt, speed)

    def __len__(self) -> int:
        return len(self.llamas)
