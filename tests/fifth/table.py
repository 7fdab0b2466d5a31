"""Nim's table, made with the kit: the pile in the middle and one button per take."""

from __future__ import annotations

import math
from typing import Any, Hashable

import pygame

from llamagames.i18n import t
from llamagames.ui.table.scene import ButtonSpec, TableScene

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


class NimTable(TableScene):
    """Everything a table needs beyond the kit: drawing the pile and the take buttons."""

    game_name = "nim"
    title = "Pebble Nim"
    felt = "nim"

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.pile_centre = (w // 2, round(h * 0.4))
        self.stone_radius = max(6, round(14 * self.frame.scale))

    def game_buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec(f"take{n}", t("Take {count}", count=n)) for n in range(1, MOST + 1)]

    def button_enabled(self, key: str) -> bool:
        return self.my_turn() and Take(int(key[4:])) in self.legal()

    def on_button(self, key: str) -> None:
        self.try_action(Take(int(key[4:])))

    def draw_table(self, surface: pygame.Surface) -> None:
        if not hasattr(self, "pile_centre"):
            self.layout(surface.get_size())
        draw_pile(surface, self.match.state.pile, self.pile_centre, self.stone_radius)

    def hint_move_name(self, action: Any) -> str:
        return t("Take {count}", count=action.count)

    def hint_key(self) -> Hashable:
        return self.match.state.pile
