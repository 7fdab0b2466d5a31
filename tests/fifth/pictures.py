"""The how-to-play page's picture: a pile of stones (``[picture: pile]``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .table import draw_pile


def pile(width: int) -> pygame.Surface:
    surface = pygame.Surface((width, width // 3), pygame.SRCALPHA)
    draw_pile(surface, 7, (width // 2, width // 6), max(4, width // 40))
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {"pile": pile}
