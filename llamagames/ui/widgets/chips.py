"""Chips as two stacks, white (1 point) and black (10 points), with counts and the total.

Each stack is labelled with its count and value so colour is never the only signal.
"""

from __future__ import annotations

from typing import Literal

import pygame

from ...i18n import language, t
from .. import assets
from ..palette import CREAM, INK
from ..text import draw_text, text_width

MIN_LABEL = 12


def split(total: int) -> tuple[int, int]:
    """(white, black) chips for a total, as the rulebook's exchange allows: fewest chips."""
    return total % 10, total // 10


def _unit_beside() -> bool:
    """In Japanese the score's unit (点) is written right after the number."""
    return language() == "ja"


class ChipStacks:
    """Draws one player's chips; ``total`` may be tweened for a counting-up effect."""

    def __init__(self, diameter: int = 28, words: float = 1.0) -> None:
        self.diameter = diameter
        self.words = words
        """How much larger the words are than the chips (the player's Size on a table whose
        pieces keep the window's fit): the counts, the total and "points" grow by it."""
        self.total = 0.0

    def size(self) -> tuple[int, int]:
        d = self.diameter
        return (int(d * 2.4 + d * 2.2), int(d * 1.9))

    def label_size(self) -> int:
        """Counts stay readable (12 px) even when the chips are small, and grow with the words."""
        return max(MIN_LABEL, int(self.diameter * 0.48 * self.words))

    def total_size(self) -> int:
        """The total's size: as large as the chips, or the words where they are larger."""
        return max(14, int(self.diameter * 0.8 * self.words))

    def width(self, total: int | None = None) -> int:
        """How wide ``draw`` is with the total shown (for right-aligning the stacks)."""
        d = self.diameter
        total = int(round(self.total)) if total is None else total
        tx = d + self._spacing() + max(4, d // 4)
        number = text_width(f"{total}", self.total_size(), True)
        if _unit_beside():
            return tx + number + 2 + text_width(t("points"), self.label_size())
        return tx + max(number, text_width(t("points"), self.label_size()))

    def _spacing(self) -> int:
        return max(int(self.diameter * 1.25), text_width("9×10", self.label_size()) + 2)

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int], *, color: tuple[int, int, int] = CREAM,
             show_total: bool = True) -> pygame.Rect:
        """Draw the stacks from ``topleft``; returns the covered rectangle."""
        total = int(round(self.total))
        white, black = split(total)
        d = self.diameter
        x, y = topleft
        step = max(2, d // 7)
        base_y = y + d * 1.05
        label_size = self.label_size()
        spacing = self._spacing()
        stacks: tuple[tuple[Literal["white", "black"], int, int], ...] = (("black", black, 10), ("white", white, 1))
        for index, (kind, count, worth) in enumerate(stacks):
            cx = x + d // 2 + index * spacing
            image = assets.chip(kind, d)
            shown = min(count, 9)
            if shown == 0:
                ghost = pygame.Surface((d, d), pygame.SRCALPHA)
                pygame.draw.circle(ghost, (255, 255, 255, 60), (d // 2, d // 2), d // 2, 2)
                surface.blit(ghost, ghost.get_rect(center=(cx, base_y)))
            for i in range(shown):
                surface.blit(image, image.get_rect(center=(cx, base_y - i * step)))
            draw_text(surface, f"{count}×{worth}", label_size, (cx, base_y + d * 0.55), color, anchor="midtop",
                      shadow=INK if color == CREAM else None)
        rect = pygame.Rect(x, y, d + spacing, int(d * 2.0))
        if show_total:
            tx = x + d + spacing + max(4, d // 4)
            total_px = self.total_size()
            shown_total = draw_text(surface, f"{total}", total_px, (tx, base_y - d * 0.45), color,
                                    anchor="midleft", bold=True, shadow=INK if color == CREAM else None)
            if _unit_beside():  # "12点": the unit follows the number (the taller font would touch it below)
                draw_text(surface, t("points"), label_size, (shown_total.right + 2, shown_total.bottom - 2), color,
                          anchor="bottomleft", shadow=INK if color == CREAM else None)
            else:
                # under the total, never on it (small chips keep 12 px words: the gap follows the text)
                points_y = max(base_y + d * 0.1, base_y - d * 0.45 + 0.4 * total_px + 0.5 * label_size)
                draw_text(surface, t("points"), label_size, (tx, points_y), color, anchor="midleft",
                          shadow=INK if color == CREAM else None)
            rect.width = self.width(total)
        return rect
