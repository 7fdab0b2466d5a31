"""Cards on their way between two places (a bot's play, a draw, a deal), for any card table.

Each flight tweens a card sprite from where it was to where it goes and counts, per seat,
how many cards are still travelling there, so a seat's panel can show the cards it already
holds and not the ones still in the air.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ..tween import Tweener
from ..widgets.cards import CardImages, CardSprite

MOVE_TIME = 0.25


@dataclass
class Flight:
    """One card in the air; ``done`` once it has landed."""

    sprite: CardSprite
    seat: int | None = None
    done: bool = False


class CardFlights:
    """The cards in the air on one table."""

    def __init__(self, tweener: Tweener, images: CardImages, num_seats: int) -> None:
        self.tweener = tweener
        self.images = images
        self.flights: list[Flight] = []
        self.arriving = [0] * num_seats

    def fly(self, value: Any, start: tuple[float, float], end: tuple[float, float], width: int, *,
            seat: int | None = None, delay: float = 0.0, angle: float = 0.0, end_angle: float | None = None,
            duration: float = MOVE_TIME) -> Flight:
        """Send a card (``value`` None: face down) from ``start`` to ``end``; ``seat`` receives it."""
        flight = Flight(CardSprite(value, start[0], start[1], angle=angle, width=width), seat)
        if seat is not None:
            self.arriving[seat] += 1

        def landed() -> None:
            flight.done = True
            if seat is not None:
                self.arriving[seat] = max(0, self.arriving[seat] - 1)

        self.flights.append(flight)
        targets: dict[str, float] = {"x": end[0], "y": end[1]}
        if end_angle is not None:
            targets["angle"] = end_angle
        self.tweener.tween(flight.sprite, duration, "out_quad", delay=delay, on_done=landed, **targets)
        return flight

    def cancel(self) -> None:
        """Every card lands at once where the state puts it (after undo, a reveal, a deal)."""
        for flight in self.flights:
            self.tweener.cancel(flight.sprite)
        self.flights = []
        self.arriving = [0] * len(self.arriving)

    def update(self) -> None:
        self.flights = [f for f in self.flights if not f.done]

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            self.images.draw(surface, flight.sprite)
