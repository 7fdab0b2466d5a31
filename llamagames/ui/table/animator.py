"""Turning rules events into animation: one handler per event kind, and what is still moving.

Animation is presentation only: the state has already changed when a handler runs, and
sprites tween to where the new state puts them. The table waits for ``busy`` to clear
before it shows an interlude (a round summary) or the results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...rules.core import Event
from ..tween import Tweener

Handler = Callable[[Event], None]


class EventAnimator:
    """Dispatches events to handlers by kind and tracks the things in flight."""

    def __init__(self, tweener: Tweener) -> None:
        self.tweener = tweener
        self.handlers: dict[str, Handler] = {}
        self.in_flight: list[Any] = []
        self.trailing: list[Any] = []
        """Things landing that the next bot move need not wait for (goods flying to their owner)."""
        self.hold = 0.0
        """Seconds the table keeps still after an event (a pause to read a highlight)."""

    def on(self, kind: str, handler: Handler) -> None:
        """Call ``handler`` for every event of ``kind`` (one handler per kind)."""
        self.handlers[kind] = handler

    def play(self, event: Event) -> bool:
        """Animate one event; False when no handler knows its kind (it is only logged)."""
        handler = self.handlers.get(event.kind)
        if handler is None:
            return False
        handler(event)
        return True

    def launch(self, thing: Any, trailing: bool = False) -> None:
        """Something is on its way (a card, a tile); ``landed`` takes it off the list.
        ``trailing``: the move it shows is already seen, so a bot's next move need not wait."""
        (self.trailing if trailing else self.in_flight).append(thing)

    def landed(self, thing: Any) -> None:
        for things in (self.in_flight, self.trailing):
            if thing in things:
                things.remove(thing)

    def wait(self, seconds: float) -> None:
        """Keep the table busy for at least ``seconds`` (scaled by the caller)."""
        self.hold = max(self.hold, seconds)

    def update(self, dt: float) -> None:
        self.hold = max(0.0, self.hold - dt)

    @property
    def busy(self) -> bool:
        """Anything still moving (the results and hand-overs wait for all of it)."""
        return bool(self.in_flight or self.trailing) or self.hold > 0 or self.tweener.busy

    @property
    def holding(self) -> bool:
        """What a bot's next move waits for: everything but the trailing landings."""
        return bool(self.in_flight) or self.hold > 0 or self.tweener.holding

    def clear(self) -> None:
        self.in_flight.clear()
        self.trailing.clear()
        self.hold = 0.0
