"""Drawing helpers shared by the How-to-play pictures: a framed strip, captions, marks.

Colour is never the only signal: a fitting card gets a tick, a refused one a cross.
"""

from __future__ import annotations

import pygame

from ..palette import CREAM, INK, INK_SOFT, PAPER, RUST
from ..text import draw_text, fit_text


def canvas(width: int, height: int) -> pygame.Surface:
    """A transparent picture with a soft paper backing and rounded corners."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(8, height // 14)
    pygame.draw.rect(surface, (*PAPER, 235), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (*RUST, 255), surface.get_rect(), 2, border_radius=radius)
    return surface


def caption(surface: pygame.Surface, text: str, centre_x: int, y: int, size: int, width: int,
            colour: tuple[int, int, int] = INK_SOFT, bold: bool = False) -> pygame.Rect:
    """One line of words centred at ``centre_x`` (cut with an ellipsis if too long)."""
    return draw_text(surface, fit_text(text, size, width, bold), size, (centre_x, y), colour, anchor="midtop", bold=bold)


def tick(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A round badge with a tick: "this fits"."""
    pygame.draw.circle(surface, INK, centre, r + 2)
    pygame.draw.circle(surface, (92, 170, 96), centre, r)
    x, y = centre
    pygame.draw.lines(surface, CREAM, False, [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.45)],
                      max(2, r // 4))


def cross(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A round badge with a cross: "this does not fit"."""
    pygame.draw.circle(surface, INK, centre, r + 2)
    pygame.draw.circle(surface, (196, 72, 60), centre, r)
    x, y = centre
    d = r * 0.45
    width = max(2, r // 4)
    pygame.draw.line(surface, CREAM, (x - d, y - d), (x + d, y + d), width)
    pygame.draw.line(surface, CREAM, (x - d, y + d), (x + d, y - d), width)


def arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], width: int,
          colour: tuple[int, int, int] = RUST) -> None:
    """A straight arrow from ``start`` to ``end``."""
    pygame.draw.line(surface, colour, start, end, width)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    head = width * 3.2
    left = (end[0] - ux * head - uy * head * 0.6, end[1] - uy * head + ux * head * 0.6)
    right = (end[0] - ux * head + uy * head * 0.6, end[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [end, left, right])


def badge(surface: pygame.Surface, text: str, centre: tuple[int, int], size: int,
          fill: tuple[int, int, int] = RUST, colour: tuple[int, int, int] = CREAM) -> None:
    """A rounded label ("+6", "= 18") over the picture."""
    from ..text import text_width

    w = text_width(text, size, True) + size
    rect = pygame.Rect(0, 0, w, round(size * 1.6))
    rect.center = centre
    pygame.draw.rect(surface, INK, rect.inflate(4, 4), border_radius=rect.height // 2)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    draw_text(surface, text, size, rect.center, colour, anchor="center", bold=True)


__all__ = ["arrow", "badge", "canvas", "caption", "cross", "tick"]
