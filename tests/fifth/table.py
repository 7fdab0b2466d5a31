"""Nim's table, composed on the kit: a layout, a painter for the pile, one button per take."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import pygame

from llamagames.i18n import t
from llamagames.ui.table.parts import Coach, Intents, Layout, Painter
from llamagames.ui.table.scene import ButtonSpec, TableDesign

from .rules import MOST, Take

STONE = (214, 206, 190)
STONE_EDGE = (92, 84, 74)


def stone_centres(count: int, centre: tuple[int, int], radius: int) -> list[tuple[int, int]]:
    """Where ``count`` stones lie: rings around ``centre``, each stone ``radius`` pixels."""
    spots: list[tuple[int, int]] = []
    ring = 0
    while len(spots) < count:
        around = 1 if ring == 0 else 6 * ring
        for k in range(around):
            if len(spots) == count:
                break
            angle = 2 * math.pi * k / around + ring * 0.4
            distance = ring * radius * 2.2
            spots.append((round(centre[0] + distance * math.cos(angle)), round(centre[1] + distance * math.sin(angle))))
        ring += 1
    return spots


def draw_pile(surface: pygame.Surface, count: int, centre: tuple[int, int], radius: int) -> None:
    """The pile of ``count`` stones (the table and the how-to-play picture share it)."""
    for spot in stone_centres(count, centre, radius):
        pygame.draw.circle(surface, STONE_EDGE, spot, radius)
        pygame.draw.circle(surface, STONE, spot, max(1, radius - max(1, radius // 6)))


class NimLayout(Layout):
    """Where the pile lies: in the middle, a little above the centre."""

    pile_centre = (0, 0)
    stone_radius = 6

    def compute(self, size: tuple[int, int]) -> None:
        w, h = size
        self.pile_centre = (w // 2, round(h * 0.4))
        self.stone_radius = max(6, round(14 * self.table.frame.scale))


class NimIntents(Intents):
    """One button per take; a take the rules refuse stays disabled."""

    def buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec(f"take{n}", t("Take {count}", count=n)) for n in range(1, MOST + 1)]

    def button_enabled(self, key: str) -> bool:
        return self.table.my_turn() and Take(int(key[4:])) in self.table.legal()

    def on_button(self, key: str) -> None:
        self.table.moves.try_action(Take(int(key[4:])))


class NimPainter(Painter):
    """The pile, as many stones as the state says."""

    def draw_table(self, surface: pygame.Surface) -> None:
        layout = self.table.parts.layout
        assert isinstance(layout, NimLayout)
        draw_pile(surface, self.table.match.state.pile, layout.pile_centre, layout.stone_radius)


class NimCoach(Coach):
    """A take named in a hint's words; the tip changes with the pile."""

    def move_name(self, action: Any) -> str:
        return t("Take {count}", count=action.count)

    def tip_key(self) -> Hashable:
        return self.table.match.state.pile


TABLE = TableDesign(game="nim", title="Pebble Nim", felt="nim", layout=NimLayout, intents=NimIntents,
                    painter=NimPainter, coach=NimCoach)
"""Nim's table: everything beyond the kit is drawing the pile and the take buttons."""
