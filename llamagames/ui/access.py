"""Colour-blind mode: the seats' colours and their shapes.

With the mode on (Settings), each seat keeps one colour from the Okabe-Ito palette, which stays
apart for protanopia and deuteranopia, and one shape (circle, square, triangle, diamond, star,
hexagon) wherever its colour marks it: the move log's markers and the seat panels. The game art
already carries a letter, a digit, an icon or a pattern beside every colour that means something
(card values, accessory colours, crops, Llamagedón's resources, objectives).

Switching the mode forgets every cached picture so the next frame draws them in the new look.
"""

from __future__ import annotations

import math

import pygame

from . import assets
from .palette import INK, SEAT_COLOURS

RGB = tuple[int, int, int]

OKABE_ITO: tuple[RGB, ...] = (
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
    (0, 158, 115),    # bluish green
    (240, 228, 66),   # yellow
    (204, 121, 167),  # reddish purple
    (213, 94, 0),     # vermilion
)
"""Okabe & Ito's colours that read apart with every common colour vision (their blue is too
dark on the green felt and is left out)."""

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon")
"""One shape per seat, in seat order."""

_colour_blind = False


def set_colour_blind(on: bool) -> None:
    """Use the colour-blind look from now on; cached art is drawn again when it changes."""
    global _colour_blind
    if bool(on) != _colour_blind:
        _colour_blind = bool(on)
        assets.forget_art()


def colour_blind() -> bool:
    """Whether the colour-blind look is on."""
    return _colour_blind


def seat_colour(seat: int) -> RGB:
    """The colour that marks ``seat`` (Okabe-Ito in colour-blind mode)."""
    colours = OKABE_ITO if _colour_blind else SEAT_COLOURS
    return colours[seat % len(colours)]


def seat_colours() -> list[RGB]:
    return [seat_colour(seat) for seat in range(len(SEAT_COLOURS))]


def shape_points(shape: str, centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The outline of ``shape`` around ``centre`` (empty for the circle, drawn as a circle)."""
    cx, cy = centre
    if shape == "square":
        r = radius * 0.86
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return [(cx + radius * math.cos(a), cy + radius * 1.08 * math.sin(a) + radius * 0.12)
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if shape == "diamond":
        return [(cx, cy - radius * 1.1), (cx + radius, cy), (cx, cy + radius * 1.1), (cx - radius, cy)]
    if shape == "star":
        return [(cx + (radius * 1.1 if i % 2 == 0 else radius * 0.5) * math.cos(-math.pi / 2 + i * math.pi / 5),
                 cy + (radius * 1.1 if i % 2 == 0 else radius * 0.5) * math.sin(-math.pi / 2 + i * math.pi / 5))
                for i in range(10)]
    if shape == "hexagon":
        return [(cx + radius * math.cos(i * math.pi / 3), cy + radius * math.sin(i * math.pi / 3)) for i in range(6)]
    return []


def draw_seat_mark(surface: pygame.Surface, seat: int, centre: tuple[float, float], radius: float,
                   colour: RGB | None = None, outline: RGB = INK) -> None:
    """The seat's marker: a disc, or in colour-blind mode the seat's own shape, outlined."""
    fill = colour if colour is not None else seat_colour(seat)
    shape = SHAPES[seat % len(SHAPES)] if _colour_blind else "circle"
    points = shape_points(shape, centre, radius)
    edge = max(1, round(radius / 4))
    if not points:
        pygame.draw.circle(surface, fill, (round(centre[0]), round(centre[1])), round(radius))
        if _colour_blind:
            pygame.draw.circle(surface, outline, (round(centre[0]), round(centre[1])), round(radius), edge)
        return
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, outline, points, edge)


# -- seeing it as a colour-blind player does --------------------------------------------------
DEUTERANOPIA = ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969))
PROTANOPIA = ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052))
"""Machado, Oliveira and Fernandes (2009) matrices at full severity, on linear-ish RGB."""


def simulate(surface: pygame.Surface, matrix: tuple[tuple[float, float, float], ...] = DEUTERANOPIA) -> pygame.Surface:
    """A copy of ``surface`` as a dichromat would see it (for reviewing screenshots)."""
    out = surface.copy()
    table: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    width, height = out.get_size()
    out.lock()
    try:
        for y in range(height):
            for x in range(width):
                r, g, b, a = out.get_at((x, y))
                key = (r >> 2, g >> 2, b >> 2)
                seen = table.get(key)
                if seen is None:
                    rr, gg, bb = (key[0] << 2) + 2, (key[1] << 2) + 2, (key[2] << 2) + 2
                    seen = tuple(max(0, min(255, round(m[0] * rr + m[1] * gg + m[2] * bb))) for m in matrix)  # type: ignore[assignment]
                    table[key] = seen  # type: ignore[assignment]
                out.set_at((x, y), (*seen, a))  # type: ignore[misc]
    finally:
        out.unlock()
    return out


__all__ = ["OKABE_ITO", "SHAPES", "colour_blind", "draw_seat_mark", "seat_colour", "seat_colours",
           "set_colour_blind", "simulate"]
