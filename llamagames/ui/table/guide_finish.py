"""The finish of a guided game: a panel over the shaded table with a short summary, what was
learned (each step's topic, then the lesson's own) and the offer of a real game against easy
bots, or the way back to the menu. Drawn by the guide's mode (``guided.py``), which handles
its two buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import t
from ...learn.script import Lesson
from ...learn.script import topics as lesson_topics
from ..palette import CREAM, GOLD, INK, PAPER, RUST, TERRACOTTA
from ..text import draw_text, rounded_panel, text_width, wrap

if TYPE_CHECKING:
    from .kit import Table


def draw_finish(table: Table, lesson: Lesson, surface: pygame.Surface) -> dict[str, pygame.Rect]:
    """Draw the finish panel of ``lesson``; its buttons by key ("play", "menu")."""
    w, h = table.frame.size
    s = table.text_scale
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    surface.blit(shade, (0, 0))
    size, title_px = table.small(16), table.small(26)
    width = min(w - round(40 * s), round(720 * s))
    summary = wrap(t(lesson.summary), size, width - round(48 * s)) if lesson.summary else []
    topics = [t(topic) for topic in lesson_topics(lesson)]
    topic_lines = [(index == 0, line) for topic in topics
                   for index, line in enumerate(wrap(topic, size, width - round(64 * s)))]
    line_h = round(size * 1.4)
    button_h = round(table.small(16) * 2.2)
    height = (round(title_px * 1.6) + len(summary) * line_h + round(12 * s) + line_h
              + len(topic_lines) * line_h + round(20 * s) + button_h + round(40 * s))
    rect = pygame.Rect(0, 0, width, min(height, h - round(20 * s)))
    rect.center = (w // 2, h // 2)
    rounded_panel(surface, rect, PAPER, 250, radius=round(16 * s), border=TERRACOTTA, border_width=3)
    y = rect.top + round(18 * s)
    draw_text(surface, t("Well played!"), title_px, (rect.centerx, y), RUST, anchor="midtop", bold=True)
    y += round(title_px * 1.6)
    for line in summary:
        draw_text(surface, line, size, (rect.left + round(24 * s), y), INK)
        y += line_h
    y += round(12 * s)
    draw_text(surface, t("What you learned:"), size, (rect.left + round(24 * s), y), INK, bold=True)
    y += line_h
    for first, line in topic_lines:
        if first:  # a gold dot before each topic (drawn: no font lacks it)
            pygame.draw.circle(surface, RUST, (rect.left + round(30 * s), y + line_h // 2), max(3, round(4 * s)))
        draw_text(surface, line, size, (rect.left + round(44 * s), y), INK)
        y += line_h
    labels = {"play": t("Play a real game against easy bots"), "menu": t("Back to the menu")}
    small = table.small(16)
    widths = {key: text_width(text, small, True) + round(32 * s) for key, text in labels.items()}
    x = rect.centerx - (sum(widths.values()) + round(16 * s)) // 2
    by = rect.bottom - button_h - round(18 * s)
    buttons: dict[str, pygame.Rect] = {}
    for key in ("play", "menu"):
        button = pygame.Rect(x, by, widths[key], button_h)
        rounded_panel(surface, button, GOLD if key == "play" else CREAM, 255, radius=round(10 * s),
                      border=INK, border_width=2)
        draw_text(surface, labels[key], small, button.center, INK, anchor="center", bold=True)
        buttons[key] = button
        x = button.right + round(16 * s)
    table.room.keep(rect)
    return buttons

__all__ = ["draw_finish"]
