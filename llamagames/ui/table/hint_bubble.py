"""The hint's bubble as drawn: its lines (wrapped as the move log wraps, cut where the table
has no more room) and its picture, cached by its words and size. Apart from ``hints`` so that a
game's coach can size its own tips the same way without the Hint button's machinery."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...i18n import t
from ..palette import CREAM, GOLD, INK, PAPER, RUST
from ..text import draw_text, fit_text, rounded_panel, text_width, wrap

MAX_LINES = 6
"""A tip longer than this is cut with an ellipsis (tips are written to take two or three)."""


def undo_tip() -> str:
    """Said once, with the first tip of a first game against bots: a slip can be taken back."""
    return t("Played by mistake? Undo (U) takes your move back until the next player answers.")



def area_lines(area: pygame.Rect, size: int, s: float) -> int:
    """How many lines a bubble may have in a place of its own (a table's ``hint_area``, often
    a tall, narrow column): as many as its height holds, and never fewer than under the status line."""
    return max(MAX_LINES, (area.height - round(16 * s)) // round(size * 1.35))


def bubble_lines(text: str, size: int, room: int, most: int | None = None, fewest: int | None = None) -> list[str]:
    """The tip's lines: wrapped as the move log wraps (Japanese never opens a line with a
    closing mark), the rest of a long tip cut with an ellipsis on the last line (after
    ``MAX_LINES``, two more for the Undo note, or ``most`` where a place of its own holds more;
    never more than ``fewest``, the lines the table has room for above its hand)."""
    lines = wrap(text, size, room)
    usual = MAX_LINES + (2 if text.endswith(undo_tip()) else 0)  # the Undo note, said once, has room of its own
    most = usual if most is None else max(most, usual)
    if fewest is not None:
        most = min(most, fewest)
    if len(lines) <= most:
        return lines
    joiner = " " if " " in text else ""
    return lines[:most - 1] + [fit_text(joiner.join(lines[most - 1:]), size, room)]


@lru_cache(maxsize=16)
def bubble_image(label: str, text: str, accent: tuple[int, int, int], size: int, max_width: int,
                  s: float, most: int | None = None, fewest: int | None = None, stacked: bool = False) -> pygame.Surface:
    """The bubble: its tag ("Hint", "Tip") left of the words, or above them where ``stacked``
    (a narrow column: the words take its whole width, and the tag one of its lines)."""
    label_w = text_width(label, size, True) + round(20 * s)
    room = bubble_room(label, size, max_width, s, stacked)
    line_h = round(size * 1.35)
    lines = bubble_lines(text, size, room, None if most is None else most - stacked,
                         None if fewest is None else max(1, fewest - stacked))
    words_w = max(text_width(line, size) for line in lines)
    width = min(max_width, max(label_w, words_w) + round(24 * s) if stacked else label_w + round(24 * s) + words_w)
    height = (len(lines) + stacked) * line_h + round(16 * s) + (round(4 * s) if stacked else 0)
    shadow = (3, 4)
    image = pygame.Surface((width + shadow[0], height + shadow[1]), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    edge = accent if accent != CREAM else RUST
    rounded_panel(image, rect.move(*shadow), (0, 0, 0), 80, radius=round(12 * s))
    rounded_panel(image, rect, PAPER, 245, radius=round(12 * s), border=edge, border_width=2)
    tag = pygame.Rect(round(8 * s), round(8 * s), label_w - round(6 * s), line_h)
    rounded_panel(image, tag, edge, 255, radius=tag.height // 2)
    draw_text(image, label, size, tag.center, INK if accent != CREAM else CREAM, anchor="center", bold=True)
    x, y = (round(12 * s), tag.bottom + round(4 * s)) if stacked else (tag.right + round(10 * s), round(8 * s))
    for line in lines:
        draw_text(image, line, size, (x, y), INK)
        y += line_h
    return image


def status_top(top: int, bottom: int, size: int, s: float, status_y: int) -> int:
    """Where a bubble under the status line starts: at ``top``, or where the felt from there to
    the hand (``bottom``) holds no line at the player's size, at the status line's own top, the
    bubble taking its place (the hint says more than "Your turn"; under it, the hand's cards
    hid the hint's words at 150% on a laptop)."""
    return top if bottom - top - round(16 * s) >= round(size * 1.35) else min(top, status_y)


def draw_rings(surface: pygame.Surface, rects: list[pygame.Rect], pulse: float, s: float) -> None:
    """The hint's gold rings round what it names, pulsing."""
    glow = 0.5 + 0.5 * abs(((pulse * 1.5) % 2.0) - 1.0)
    width = max(3, round(4 * s))
    for rect in rects:
        if not rect.width or not rect.height:
            continue  # a ring a game put away for now (Llamaland's, while the tile in hand lies by it)
        ring = rect.inflate(round(10 * s), round(10 * s))
        colour = tuple(round(c * (0.6 + 0.4 * glow)) for c in GOLD)
        pygame.draw.rect(surface, INK, ring.inflate(4, 4), width + 2, border_radius=round(12 * s))
        pygame.draw.rect(surface, colour, ring, width, border_radius=round(10 * s))


def bubble_room(label: str, size: int, max_width: int, s: float, stacked: bool = False) -> int:
    """How wide the words' lines are in a bubble ``max_width`` wide: beside the tag, or the
    whole width under it (``stacked``)."""
    if stacked:
        return max_width - round(24 * s)
    return max_width - text_width(label, size, True) - round(20 * s) - round(24 * s)


__all__ = ["MAX_LINES", "area_lines", "bubble_image", "bubble_lines", "bubble_room", "draw_rings", "status_top", "undo_tip"]
