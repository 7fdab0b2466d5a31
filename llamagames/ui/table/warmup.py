"""Images rendered before they are needed, so that no frame stalls on an SVG.

What the first frame shows is rendered at once; the rest a little per frame, within a
small time budget, while the player looks at the table.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from .. import assets

WARM_BUDGET = 0.004
"""Seconds per frame spent rendering images ahead of need (SVG cards cost tens of ms each)."""


class WarmQueue:
    """Callables that render (and cache) one image each."""

    def __init__(self, budget: float = WARM_BUDGET) -> None:
        self.budget = budget
        self.queue: deque[Callable[[], Any]] = deque()
        self.calm_queue: deque[Callable[[], Any]] = deque()
        """Slow ones (a page's picture drawn and saved, 50-230 ms): one at a time, only while
        the table stands still, where a longer frame shows nothing."""

    def now(self, makers: Iterable[Callable[[], Any]]) -> None:
        """Render these before the next frame."""
        for make in makers:
            make()

    def later(self, makers: Iterable[Callable[[], Any]]) -> None:
        """Render these over the next frames (replacing what was still queued)."""
        self.queue = deque(makers)

    def when_calm(self, makers: Iterable[Callable[[], Any]]) -> None:
        """Make these one a frame once the rest is done, in frames where nothing moves."""
        self.calm_queue = deque(makers)

    def step(self, calm: bool = False) -> None:
        """Render queued images until this frame's budget is spent (cached ones are free);
        in a ``calm`` frame with nothing else queued, one slow maker whatever it costs."""
        deadline = time.perf_counter() + self.budget
        while self.queue and time.perf_counter() < deadline:
            self.queue.popleft()()
        if calm and not self.queue and self.calm_queue:
            self.calm_queue.popleft()()

    def __len__(self) -> int:
        return len(self.queue)


_LET_GO: dict[str, Callable[[], None]] = {}
"""Per game, what forgets the art the menu warmed for its table (its start boards, say)."""


def on_let_go(game_name: str, forget: Callable[[], None]) -> None:
    """``forget`` drops what the menu warmed for ``game_name``'s table but no other screen uses."""
    _LET_GO[game_name] = forget


def let_go_all_but(game_name: str) -> None:
    """A table of ``game_name`` opened: the other games' warmed art (their felts, each 8 MB at
    1920x1080, and what their tables registered) is let go; the menu warms it again when it idles."""
    assets.forget_felts(keep=game_name)
    for name, forget in _LET_GO.items():
        if name != game_name:
            forget()

