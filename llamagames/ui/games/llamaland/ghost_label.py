"""Where the ghost's label goes: one fixed place, the status line's room at the foot of your
estate's field, never over a square, a llama or another panel's words.

The label says the level the tile lands on and what it earns (or why it cannot go there).
Three playtests saw it, placed beside the ghost, lie over the estate's squares and llamas
wherever the field was short of room; in the status line's room (kept free under the estate
at every window and text size, the estate fitted above it) it stands still, so the eye knows
where to read it. Its words take the room's lines at the largest size they fit, smaller
before they are cut; a line left over says the keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from ...text import fit_text, wrap


def label_lines(words: list[str], width_of: Callable[[str], int], room: int, joiner: str) -> list[str]:
    """The label's parts (``words``: "Lands on level 3", "earns 3 corn") joined on as few lines
    as fit in ``room`` pixels; a part wider than ``room`` stands on a line of its own."""
    lines: list[str] = []
    for word in words:
        if lines and width_of(lines[-1] + joiner + word) <= room:
            lines[-1] += joiner + word
        else:
            lines.append(word)
    return lines


def fit_label(parts: list[str], joiner: str, sizes: Sequence[int], width: int, height: int,
              width_at: Callable[[str, int], int]) -> tuple[list[str], int]:
    """The label's lines and their size: the largest of ``sizes`` whose lines (1.3 times the
    size apart) fit ``height``, each line within ``width``; at the smallest, the last line
    that fits takes the rest, cut with an ellipsis (a refusal too long for the room)."""
    lines: list[str] = []
    px = sizes[-1]
    for px in sizes:
        lines = label_lines(parts, partial(_at, width_at, size=px), width, joiner)
        lines = [piece for line in lines for piece in (wrap(line, px, width, bold=True)
                                                       if width_at(line, px) > width else [line])]
        if len(lines) * round(px * 1.3) <= height:
            return lines, px
    most = max(1, height // round(px * 1.3))
    if len(lines) > most:
        lines = lines[:most - 1] + [fit_text(" ".join(lines[most - 1:]), px, width, bold=True)]
    return lines, px


def _at(width_at: Callable[[str, int], int], text: str, size: int) -> int:
    return width_at(text, size)


def fixed_place(room: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """The label's rectangle of ``size`` in the status line's ``room``: centred across it, its
    foot on the room's foot (where a one-line status line stands), never outside it."""
    rect = pygame.Rect(0, 0, min(size[0], room.width), min(size[1], room.height))
    rect.midbottom = room.midbottom
    return rect


__all__ = ["fit_label", "fixed_place", "label_lines"]
