"""A small score chart per player: bars for the points of each round, a line for the running total.

Every seat has its colour *and* its symbol (circle, square, triangle ...), so the charts read
without colour too. All charts of one game share their scale (:func:`chart_range`), so they
compare at a glance. Drawn once into a surface (the results screen does not change), never
per frame.
"""

from __future__ import annotations

import math

import pygame

from ...i18n import t
from ...score_history import ScoreHistory
from ..palette import CREAM, PANEL, SEAT_COLOURS
from ..scale import MIN_TEXT
from ..text import draw_text, line_height, rounded_panel, text_width

SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross")
"""One shape per seat, in seat order, beside its colour (never colour alone)."""

AXIS = (150, 170, 156)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_symbol(seat: int) -> str:
    return SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]


def draw_marker(surface: pygame.Surface, symbol: str, centre: tuple[float, float], radius: float,
                colour: tuple[int, int, int], outline: tuple[int, int, int] = PANEL) -> None:
    """A seat's symbol filled with its colour, with a dark edge so it shows on any ground."""
    x, y = centre
    r = max(3.0, radius)
    points: list[tuple[float, float]]
    if symbol == "circle":
        pygame.draw.circle(surface, outline, (round(x), round(y)), round(r) + 1)
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(r))
        return
    if symbol == "square":
        box = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.7))
        box.center = (round(x), round(y))
        pygame.draw.rect(surface, outline, box.inflate(2, 2))
        pygame.draw.rect(surface, colour, box)
        return
    if symbol == "triangle":
        points = [(x, y - r * 1.15), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)]
    elif symbol == "diamond":
        points = [(x, y - r * 1.2), (x + r * 1.1, y), (x, y + r * 1.2), (x - r * 1.1, y)]
    elif symbol == "star":
        points = []
        for k in range(10):
            angle = -math.pi / 2 + k * math.pi / 5
            reach = r * 1.25 if k % 2 == 0 else r * 0.55
            points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    else:  # cross
        a, b = r * 1.1, r * 0.4
        points = [(x - b, y - a), (x + b, y - a), (x + b, y - b), (x + a, y - b), (x + a, y + b), (x + b, y + b),
                  (x + b, y + a), (x - b, y + a), (x - b, y + b), (x - a, y + b), (x - a, y - b), (x - b, y - b)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, 1)


def chart_range(history: ScoreHistory) -> tuple[int, int]:
    """The lowest and highest value any chart of the game shows (totals, gains and 0)."""
    values = [0]
    for seat in range(history.num_players):
        values.extend(history.totals[seat])
        values.extend(history.gains(seat))
        values.append(history.start[seat])
    low, high = min(values), max(values)
    return low, high if high > low else low + 1


def nice_top(value: int) -> int:
    """A round number at or above ``value`` for the top of the axis (5, 10, 20, 25, 40 ...)."""
    if value <= 5:
        return max(1, value)
    for step in (5, 10, 20, 25, 50, 100, 200, 500, 1000):
        if value <= step * 10:
            return int(math.ceil(value / step) * step)
    return value


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect, history: ScoreHistory, seat: int,
                     scale: float, value_range: tuple[int, int] | None = None,
                     step_name: str = "") -> pygame.Rect:
    """Draw ``seat``'s chart in ``rect`` (a dark inset); returns the plot area.

    ``step_name`` labels the x axis ("rounds"). Labels are never under 12 px.
    """
    s = scale
    rounded_panel(surface, rect, PANEL, 215, radius=max(4, round(8 * s)))
    low, high = value_range if value_range is not None else chart_range(history)
    top = nice_top(high)
    bottom = -nice_top(-low) if low < 0 else 0
    pad = max(4, round(6 * s))
    label = max(MIN_TEXT, round(12 * s))
    share = top / max(1, top - bottom)  # of the plot's height, between the 0 line and the top one

    def below(px: int) -> int:  # the x axis's words under the plot, descenders and brackets whole
        return pad // 2 + line_height(px) + 1

    while label > MIN_TEXT and (rect.height - pad - below(label) - label // 2) * share < label + label // 2 + 1:
        label -= 1  # a short chart (many players at a large Size): smaller labels, the y axis keeps 0 and the top
    y_w = max(text_width(str(top), label), text_width(str(bottom), label)) + pad
    plot = pygame.Rect(rect.left + pad + y_w, rect.top + pad + label // 2,
                       rect.width - 2 * pad - y_w - pad, rect.height - pad - below(label) - label // 2)
    if plot.width < 8 or plot.height < 8:
        return plot
    span = top - bottom

    def y_of(value: float) -> float:
        return plot.bottom - (value - bottom) / span * plot.height

    zero_y = round(y_of(0))
    labelled: list[int] = []
    for value in dict.fromkeys((0, top, bottom)):  # 0 first: its label wins when two would touch
        y = round(y_of(value))
        pygame.draw.line(surface, AXIS if value == 0 else (70, 92, 80), (plot.left, y), (plot.right, y), 1)
        if all(abs(y - other) >= label + label // 2 for other in labelled):
            draw_text(surface, str(value), label, (plot.left - pad // 2 - 2, y), CREAM, anchor="midright")
            labelled.append(y)
    totals = history.totals[seat]
    gains = history.gains(seat)
    steps = max(1, history.steps())
    slot = plot.width / steps
    colour = seat_colour(seat)
    bar_w = max(2, min(round(slot * 0.6), round(18 * s)))
    tint = tuple(round(c * 0.7 + 12) for c in colour)
    for index, gain in enumerate(gains):
        x = plot.left + slot * (index + 0.5)
        y = round(y_of(gain))
        bar = pygame.Rect(round(x - bar_w / 2), min(y, zero_y), bar_w, max(1, abs(zero_y - y)))
        pygame.draw.rect(surface, tint, bar)
    points = [(plot.left + slot * (index + 0.5), y_of(total)) for index, total in enumerate(totals)]
    start = (float(plot.left), y_of(history.start[seat]))
    line = [start] + points
    if len(line) > 1:
        pygame.draw.lines(surface, colour, False, line, max(2, round(2.5 * s)))
    symbol = seat_symbol(seat)
    every = max(1, math.ceil(len(points) / max(1, plot.width // max(8, round(14 * s)))))
    for index, point in enumerate(points):
        if index % every == 0 or index == len(points) - 1:
            draw_marker(surface, symbol, point, max(3, round(4 * s)), colour)
    # x axis: the first and the last round, the unit in between.
    axis_y = plot.bottom + pad // 2
    if totals:
        draw_text(surface, "1", label, (plot.left + slot * 0.5, axis_y), CREAM, anchor="midtop")
        if len(totals) > 1:
            draw_text(surface, str(len(totals)), label, (plot.left + slot * (len(totals) - 0.5), axis_y), CREAM,
                      anchor="midtop")
    alone = len(totals) == 1  # a one-round chart's "1" stands in the middle, where the unit goes
    if step_name and not alone and plot.width > text_width(step_name, label) + 4 * label:
        draw_text(surface, step_name, label, (plot.centerx, axis_y), AXIS, anchor="midtop")
    return plot


def chart_surface(size: tuple[int, int], history: ScoreHistory, seat: int, scale: float,
                  value_range: tuple[int, int] | None = None, step_name: str | None = None) -> pygame.Surface:
    """The chart drawn once on a transparent surface of ``size`` (the scene blits it each frame)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    draw_score_chart(surface, surface.get_rect(), history, seat, scale, value_range,
                     t("rounds") if step_name is None else step_name)
    return surface

