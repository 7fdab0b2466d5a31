"""Tweens: move any numeric attribute of a sprite over time with a named easing.

Each scene owns one :class:`Tweener` (no global registry, unlike pgzero), updated with the
scene's ``dt``. Every duration is multiplied by the animation-speed factor, so "instant"
(factor 0) lands every tween at once and calls its ``on_done`` immediately.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytweening

Easing = Callable[[float], float]


def _shake(t: float) -> float:
    """A decaying side-to-side wobble that starts and ends at 0 (for refusals)."""
    return math.sin(t * math.pi * 6) * (1.0 - t)


EASINGS: dict[str, Easing] = {
    "linear": pytweening.linear,
    "in_quad": pytweening.easeInQuad,
    "out_quad": pytweening.easeOutQuad,
    "in_out_quad": pytweening.easeInOutQuad,
    "out_cubic": pytweening.easeOutCubic,
    "in_out_cubic": pytweening.easeInOutCubic,
    "out_sine": pytweening.easeOutSine,
    "in_out_sine": pytweening.easeInOutSine,
    "out_back": pytweening.easeOutBack,
    "out_expo": pytweening.easeOutExpo,
    "out_elastic": pytweening.easeOutElastic,
    "shake": _shake,
}


def easing(name: str) -> Easing:
    """The easing function called ``name``; an unknown name says what was probably meant."""
    try:
        return EASINGS[name]
    except KeyError:
        close = difflib.get_close_matches(name, EASINGS, n=1)
        hint = f" Did you mean '{close[0]}'?" if close else ""
        raise ValueError(f"Unknown easing '{name}'.{hint} Known: {', '.join(sorted(EASINGS))}.") from None


@dataclass
class Tween:
    """One running animation of some attributes of ``target``."""

    target: Any
    duration: float
    ease: Easing
    start: dict[str, float]
    end: dict[str, float]
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False
    relative: bool = field(default=False)
    trailing: bool = False
    """A landing the next move need not wait for (goods flying home): see ``Tweener.holding``."""

    def step(self, dt: float) -> None:
        if self.done:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0.0
            self.start = {k: float(getattr(self.target, k)) for k in self.end} if not self.relative else self.start
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = self.ease(t)
        for name, end in self.end.items():
            start = self.start[name]
            setattr(self.target, name, start + (end - start) * k)
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        """Land on the end values (or the easing's end, for wobbles) and call ``on_done``."""
        if self.done:
            return
        k = self.ease(1.0)
        for name, end in self.end.items():
            start = self.start[name]
            setattr(self.target, name, start + (end - start) * k)
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Tweener:
    """The animations of one scene. ``speed`` returns the current duration factor."""

    def __init__(self, speed: Callable[[], float] | float = 1.0) -> None:
        self._speed = speed
        self.tweens: list[Tween] = []

    @property
    def speed(self) -> float:
        value = self._speed() if callable(self._speed) else self._speed
        return max(0.0, float(value))

    def tween(
        self,
        target: Any,
        duration: float,
        ease: str = "out_quad",
        *,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        **attrs: float,
    ) -> Tween:
        """Animate ``attrs`` of ``target`` to the given values.

        A new tween of the same attribute of the same target replaces the old one (pgzero).
        With speed 0 the values are set now and ``on_done`` runs before this returns.
        Set the returned tween's ``trailing`` when the next move may start while it lands.
        """
        fn = easing(ease)
        factor = self.speed
        self.cancel(target, *attrs)
        start = {name: float(getattr(target, name)) for name in attrs}
        tw = Tween(target, duration * factor, fn, start, {k: float(v) for k, v in attrs.items()},
                   delay=delay * factor, on_done=on_done)
        if factor <= 0 or (tw.duration <= 0 and tw.delay <= 0):
            tw.finish()
            return tw
        self.tweens.append(tw)
        return tw

    def wobble(self, target: Any, attr: str, amplitude: float, duration: float = 0.35) -> Tween:
        """Shake ``attr`` around its current value (a refusal); ends where it started."""
        base = float(getattr(target, attr))
        self.cancel(target, attr)
        tw = Tween(target, duration * self.speed, EASINGS["shake"], {attr: base}, {attr: base + amplitude})
        if tw.duration <= 0:
            setattr(target, attr, base)
            tw.done = True
            return tw
        self.tweens.append(tw)
        return tw

    def cancel(self, target: Any, *attrs: str) -> None:
        """Stop the tweens of ``target`` (only those touching ``attrs`` if given)."""
        keep = []
        for tw in self.tweens:
            if tw.target is target and (not attrs or set(attrs) & set(tw.end)):
                if attrs:
                    for name in attrs:
                        tw.end.pop(name, None)
                        tw.start.pop(name, None)
                    if tw.end:
                        keep.append(tw)
                continue
            keep.append(tw)
        self.tweens = keep

    def update(self, dt: float) -> None:
        for tw in list(self.tweens):
            tw.step(dt)
        self.tweens = [tw for tw in self.tweens if not tw.done]

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    @property
    def holding(self) -> bool:
        """Whether an animation the next move should wait for is running (not only trailing ones)."""
        return any(not tw.trailing for tw in self.tweens)
