"""The guide's "Learn" tag and the step's lines beside it, drawn the same way in the guide's bubble
and in a summary standing over the bubble (L.L.A.M.A.'s round summary)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from ...i18n import t
from ..palette import CREAM, INK, SKY_BRIGHT, TERRACOTTA
from ..scale import MIN_TEXT
from ..text import draw_text, rounded_panel, text_width


def learn_tag_width(size: int, s: float) -> int:
    """The room the "Learn" tag takes before the step's words, at text ``size``."""
    return text_width(t("Learn"), size, True) + round(20 * s)


def draw_learn_lines(surface: pygame.Surface, rect: pygame.Rect, lines: list[str], size: int, s: float) -> None:
    """The "Learn" tag at the top left of ``rect`` and the step's ``lines`` beside it: the guide's
    bubble and a summary standing over it (L.L.A.M.A.'s round) say the step the same way."""
    line_h = round(size * 1.35)
    tag = pygame.Rect(rect.left + round(8 * s), rect.top + round(8 * s), learn_tag_width(size, s) - round(6 * s), line_h)
    rounded_panel(surface, tag, TERRACOTTA, 255, radius=tag.height // 2)
    draw_text(surface, t("Learn"), size, tag.center, CREAM, anchor="center", bold=True)
    y = rect.top + round(8 * s)
    for line in lines:
        draw_text(surface, line, size, (tag.right + round(10 * s), y), INK)
        y += line_h


def draw_rings(surface: pygame.Surface, rects: list[pygame.Rect], s: float, pulse: float) -> None:
    """The rings around what the step asks, pulsing with ``pulse`` (seconds): each with the ink
    outline on the outside and the glow inside it."""
    glow = 0.5 + 0.5 * abs(((pulse * 1.5) % 2.0) - 1.0)
    width = max(3, round(4 * s))
    colour = tuple(round(c * (0.65 + 0.35 * glow)) for c in SKY_BRIGHT)
    for ring in rects:
        pygame.draw.rect(surface, INK, ring, width + 2, border_radius=round(12 * s))
        pygame.draw.rect(surface, colour, ring.inflate(-4, -4), width, border_radius=round(10 * s))


def pills_width(names: Iterable[str], size: int, s: float) -> int:
    """The room the bubble's Skip step and Leave pills take at text ``size``, margins included."""
    return sum(text_width(name, size, True) + round(28 * s) for name in names) + round(12 * s)


def pill_size(names: Iterable[str], size: int, width: int, s: float) -> int:
    """The pills' text size: ``size``, or smaller (never under a readable 12 px) where they would
    not fit in ``width`` (Japanese at 150%: "この手順を飛ばす" stuck out of a narrow bubble)."""
    while size > MIN_TEXT and pills_width(names, size, s) > width:
        size -= 1
    return size
