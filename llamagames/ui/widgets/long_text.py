"""A long plain text (thousands of lines) in a box with a scroll bar, drawn a screen at a time.

Why not pygame-gui's text box: it lays out and renders the whole text at once, which for the
third-party notices (about ten thousand lines) takes seconds and a surface taller than SDL
allows. Here the text is wrapped once per width (a line that fits is measured once, only a
longer one is broken), and each frame draws only the whole lines inside the box, so nothing
is ever cut at its edges. The scroll bar is pygame-gui's, so it looks like the rest.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from ...text_safety import displayable
from ..palette import INK
from ..text import draw_text, text_width

WHEEL_LINES = 3
"""Lines one notch of the mouse wheel scrolls."""
MIN_THUMB = 0.08
"""The scroll bar's thumb is at least this share of the bar, so it can be seen and grabbed
(ten thousand lines would make it a pixel): the bar's travel is mapped onto the lines."""


def break_line(line: str, size: int, width: int) -> list[str]:
    """``line`` as lines of at most ``width`` pixels: broken at spaces, a word longer than the
    width (a long address) broken between characters; never shortened with an ellipsis."""
    if text_width(line, size) <= width:
        return [line]
    indent = line[: len(line) - len(line.lstrip(" "))]
    out: list[str] = []
    current = indent
    for word in line.strip(" ").split(" "):
        candidate = f"{current} {word}" if current.strip() else current + word
        if text_width(candidate, size) <= width:
            current = candidate
            continue
        if current.strip():
            out.append(current)
        current = indent
        while text_width(current + word, size) > width and len(word) > 1:
            cut = len(word)
            while cut > 1 and text_width(current + word[:cut], size) > width:
                cut = max(1, cut * 3 // 4 if cut > 8 else cut - 1)
            out.append(current + word[:cut])
            word = word[cut:]
        current = current + word
    if current.strip():
        out.append(current)
    return out or [""]


class LongText:
    """The text, its box, its scroll bar and where it is scrolled to (in whole lines)."""

    def __init__(self, text: str, rect: pygame.Rect, size: int, manager: pygame_gui.UIManager,
                 container: Any = None, colour: tuple[int, int, int] = INK, bar_width: int = 20) -> None:
        self.rect = pygame.Rect(rect)
        self.size = size
        self.colour = colour
        self.line_h = round(size * 1.4)
        bar = pygame.Rect(self.rect.right - bar_width, self.rect.top, bar_width, self.rect.height)
        self.text_rect = pygame.Rect(self.rect.left, self.rect.top, self.rect.width - bar_width - 8, self.rect.height)
        self.lines = self._wrap(text)
        self.top = 0
        self.bar = pygame_gui.elements.UIVerticalScrollBar(bar, self._visible_share(), manager, container=container)
        self._bar_start = self.bar.start_percentage

    def _wrap(self, text: str) -> list[str]:
        width = self.text_rect.width
        lines: list[str] = []
        for raw in text.expandtabs(4).splitlines():
            raw = raw.rstrip()
            lines += break_line(displayable(raw, max(len(raw), 1)), self.size, width)  # never cut short
        return lines

    @property
    def page(self) -> int:
        """Whole lines the box shows at once."""
        return max(1, self.text_rect.height // self.line_h)

    @property
    def last_top(self) -> int:
        return max(0, len(self.lines) - self.page)

    def _visible_share(self) -> float:
        return min(1.0, max(MIN_THUMB, self.page / max(1, len(self.lines))))

    def _travel(self) -> float:
        """How far the thumb's start can go (0 when the whole text fits)."""
        return max(0.0, 1.0 - self._visible_share())

    def scroll_to(self, top: int) -> None:
        """Show the text from line ``top`` (kept within the text); the bar follows."""
        self.top = min(max(0, top), self.last_top)
        if self.last_top:
            self.bar.set_scroll_from_start_percentage(self._travel() * self.top / self.last_top)
        self._bar_start = self.bar.start_percentage

    def follow_bar(self) -> None:
        """The player moved the bar: the text follows it (called every frame)."""
        if self.bar.start_percentage != self._bar_start:
            self._bar_start = self.bar.start_percentage
            travel = self._travel()
            share = self._bar_start / travel if travel > 0 else 0.0
            self.top = min(max(0, round(share * self.last_top)), self.last_top)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the box, and the keys: arrows, Page Up/Down, Home, End."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll_to(self.top - event.y * WHEEL_LINES)
            return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.page + 1,
                     pygame.K_PAGEDOWN: self.page - 1}
            if event.key in moves:
                self.scroll_to(self.top + moves[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_to(0 if event.key == pygame.K_HOME else self.last_top)
                return True
        return False

    def visible(self) -> list[str]:
        return self.lines[self.top:self.top + self.page]

    def draw(self, surface: pygame.Surface) -> None:
        y = self.text_rect.top
        for line in self.visible():
            if line.strip():
                draw_text(surface, line, self.size, (self.text_rect.left, y), self.colour)
            y += self.line_h


__all__ = ["LongText", "break_line"]
