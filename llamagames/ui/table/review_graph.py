"""The review's graph: the reviewed seat's chance to win over the game, readable at a glance.

It is drawn with its scale (0%, 50% and 100% on the left), the game's first and last move
under it, the estimate's uncertainty as a band, a dashed line at an even share, and ▼ over
the costliest decisions. The plot is painted once per size and review; the axis words are
drawn each frame as ordinary text, so they follow the language and the text size.
"""

from __future__ import annotations

import pygame

from ...i18n import t
from ...review.engine import Review
from ..palette import GOLD, INK, SAND, TERRACOTTA
from ..text import draw_text, render, rounded_panel, text_width

GOOD = (120, 200, 140)
"""The graph's line (and the strip's "as good" words)."""
LEVELS = (0.0, 0.5, 1.0)
"""The chances written on the scale."""


def axis_width(px: int) -> int:
    """Room on the left for the scale's words ("100%")."""
    return text_width("100%", px) + max(4, px // 2)


def axis_height(px: int) -> int:
    """Room under the plot for the first and last move's words: their line as rendered (a
    Japanese line stands taller than 1.4 times its size) below the gap ``draw_axes`` leaves."""
    return max(round(px * 1.4), render(t("move {number}", number=1), px).get_height() + max(1, px // 6))


def plot(review: Review, size: tuple[int, int], scale: float) -> pygame.Surface:
    """The plot alone (no words): grid, even share, uncertainty band, line and marks."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    total = max(1, review.actions)

    def point(position: float, chance: float) -> tuple[int, int]:
        return round(position / total * (w - 1)), round((1 - chance) * (h - 1))

    pygame.draw.rect(image, (0, 0, 0, 70), image.get_rect(), border_radius=round(6 * scale))
    for level in (0.25, 0.5, 0.75):
        y = point(0, level)[1]
        pygame.draw.line(image, (255, 255, 255, 60 if level == 0.5 else 30), (0, y), (w, y))
    fair = point(0, 1 / max(1, review.num_players))[1]
    for x in range(0, w, max(4, round(8 * scale))):
        pygame.draw.line(image, (*SAND, 110), (x, fair), (x + max(2, round(4 * scale)), fair))
    decisions = review.decisions
    if len(decisions) >= 2:
        band = [point(d.move - 1, d.standing().high) for d in decisions] + \
               [point(d.move - 1, d.standing().low) for d in reversed(decisions)]
        pygame.draw.polygon(image, (*GOOD, 60), band)
    line = review.graph()
    points = [point(x, y) for x, y in line]
    if len(points) >= 2:
        pygame.draw.lines(image, GOOD, False, points, max(2, round(2 * scale)))
    size_px = max(5, round(7 * scale))
    on_line = dict(line)  # a mark stands on the line as drawn (a wide chance is pooled there)
    for decision in review.marked:
        x, y = point(decision.move - 1, on_line.get(decision.move - 1, decision.standing().value))
        top = max(size_px + 1, y - round(6 * scale))
        triangle = [(x - size_px, top - size_px), (x + size_px, top - size_px), (x, top)]
        pygame.draw.polygon(image, TERRACOTTA, triangle)
        pygame.draw.polygon(image, INK, triangle, 1)
    return image


STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500)
"""The moves between two marks under the graph: the first that leaves room for every number."""


def move_marks(actions: int, width: int, label_width: int) -> list[int]:
    """The moves marked under a graph ``width`` px wide between its first and last (each number
    ``label_width`` px wide, with as much room again around it): a round step, never crowded."""
    total = max(1, actions)
    for step in STEPS:
        if step >= total:
            break
        if step / total * width >= 2 * label_width:
            return list(range(step, total - step // 2 + 1, step))
    return []


def draw_axes(surface: pygame.Surface, graph: pygame.Rect, review: Review, px: int) -> None:
    """The scale's words left of the plot, and under it the first and last move with round
    move numbers marked between them where there is room (a tick on the plot's foot each)."""
    for level in LEVELS if graph.height >= 3 * px else (0.0, 1.0):  # a small graph: its ends only
        y = graph.bottom - round(level * (graph.height - 1))
        y = min(max(y, graph.top + px // 2), graph.bottom - px // 2)
        draw_text(surface, f"{round(level * 100)}%", px, (graph.left - max(3, px // 4), y), SAND, anchor="midright")
    below = graph.bottom + max(1, px // 6)
    total = max(1, review.actions)
    first_words, last_words = axis_labels(total, px, graph.width)
    first = draw_text(surface, first_words, px, (graph.left, below), SAND)
    last = draw_text(surface, last_words, px, (graph.right, below), SAND, anchor="topright")
    tick = max(2, px // 3)
    for move in move_marks(total, graph.width, text_width(str(total), px)):
        x = graph.left + round(move / total * (graph.width - 1))
        pygame.draw.line(surface, SAND, (x, graph.bottom - tick), (x, graph.bottom))
        label = render(str(move), px).get_rect(midtop=(x, below))
        spaced = label.inflate(2 * max(2, px // 2), 0)  # a space's width from the end words
        if not spaced.colliderect(first) and not spaced.colliderect(last):
            draw_text(surface, str(move), px, label.topleft, SAND)


def axis_labels(last: int, px: int, width: int) -> tuple[str, str]:
    """The first and the last move's words under a plot ``width`` pixels wide: "move 1" and
    "move 24", or the last one's number alone, then both numbers alone, where a narrow plot (a
    longer language at 150%) would run one into the other."""
    gap = max(6, px // 2)
    first, end = t("move {number}", number=1), t("move {number}", number=last)
    for left, right in ((first, end), (first, str(last)), ("1", str(last))):
        if text_width(left, px) + gap + text_width(right, px) <= width:
            return left, right
    return "1", str(last)


def draw_progress(surface: pygame.Surface, graph: pygame.Rect, progress: tuple[int, int], scale: float) -> None:
    """While the review is computed, a bar where its graph will stand, filled as far as it got."""
    done, total = progress
    bar = pygame.Rect(graph.left, graph.centery - round(9 * scale), graph.width, round(18 * scale))
    rounded_panel(surface, bar, INK, 200, radius=bar.height // 2, border=SAND, border_width=1)
    if total:
        filled = bar.inflate(-4, -4)
        filled.width = max(filled.height, round(filled.width * done / total))
        rounded_panel(surface, filled, GOLD, 255, radius=filled.height // 2)


__all__ = ["GOOD", "STEPS", "axis_height", "axis_labels", "axis_width", "draw_axes", "draw_progress", "move_marks", "plot"]
