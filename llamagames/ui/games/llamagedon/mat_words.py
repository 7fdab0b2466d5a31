"""The table mat's words, whole: each sentence wraps onto as many lines as the mat's width
needs, and the sizes step down (never under 12 px) only when those lines would not fit its
height. A word cut to "You hold three colo…" tells a newcomer nothing (at 150% the mat is
narrow for its words)."""

from __future__ import annotations

from collections.abc import Sequence

from ....i18n import t
from ...text import wrap

LINE = 1.25
"""A line's height as a share of its words' pixel size."""

SMALLEST = 12


def three_colour_words() -> tuple[str, str]:
    """The mat's words when the player holds three colours, its heading and its note: where the
    move is made, what it costs and what it gives (the rulebook's three-colour rule), so a
    newcomer needs no other page. A playtest read "You hold three colours / Click: take a card
    from the discard" as words from nowhere."""
    return (t("Three colours: click here to trade"),
            t("One action: three Resources of different colours for any card of the discard pile."))


def mat_lines(words: Sequence[tuple[str, int, bool]], width: int, height: int) -> list[tuple[str, int, bool]]:
    """``words`` (text, pixel size, bold) as the lines to draw, each (line, size, bold): every
    line within ``width``; their heights (``LINE`` times the size) within ``height`` at the
    largest sizes that allow it, the smallest (12 px) if none does."""
    lines: list[tuple[str, int, bool]] = []
    for step in range(0, 12):
        lines = []
        for text, px, bold in words:
            size = max(SMALLEST, round(px * (1 - 0.08 * step)))
            lines += [(line, size, bold) for line in wrap(text, size, width, bold)]
        if sum(round(size * LINE) for _, size, _ in lines) <= height:
            break
        if all(size == SMALLEST for _, size, _ in lines):
            break
    return lines


__all__ = ["LINE", "mat_lines", "three_colour_words"]
