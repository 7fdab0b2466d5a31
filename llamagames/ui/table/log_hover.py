"""A sentence of the move log shown whole under the pointer, where the log's room ends before it.

The log wraps each sentence to as many lines as it takes; only where the view's top cuts a
sentence (its first lines kept in the room left under the newest, the last one ending in "…")
or a summary's room ends inside its newest sentence is a line cut. A playtest at 1366x768 and
150% could not read "Round 1 is over. Everyone has left the round. Points taken: Player …":
the pointer resting on such a line shows the whole sentence in a box over the log, in the
log's own words and width, as a tooltip does (none while a question stands over the table).
"""

from __future__ import annotations

import pygame

from ..palette import CREAM, GOLD, PANEL
from ..scale import text_px
from ..text import draw_text, rounded_panel, wrap
from .log_lines import line_height


class LogHover:
    """Where the log's cut lines stand on the screen, with their whole sentence; the pointer."""

    def __init__(self) -> None:
        self.spots: list[tuple[pygame.Rect, str]] = []
        """Each cut sentence's shown lines (screen coordinates) and its whole text."""
        self.bold = False
        """The cut sentence is a line of the table's own (bold gold, as in the log)."""
        self.pointer: tuple[int, int] | None = None
        """Where the pointer rests (the last motion the log saw), None once it left the window."""
        self.hidden = False
        """A question or a panel stands over the table: no box (``Sight.dialog_up``)."""
        self.rect: pygame.Rect | None = None
        """Where the box stood on the last frame it was drawn (None: none drawn)."""

    def follow(self, event: pygame.event.Event) -> None:
        """A motion moves the pointer; leaving the window takes it away."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == getattr(pygame, "WINDOWLEAVE", -1):
            self.pointer = None

    def sentence(self) -> str | None:
        """The whole sentence of the cut line under the pointer, if any."""
        if self.pointer is None or self.hidden:
            return None
        return next((text for rect, text in self.spots if rect.collidepoint(self.pointer)), None)

    def draw(self, surface: pygame.Surface, log: pygame.Rect, scale: float) -> pygame.Rect | None:
        """The box with the sentence under the pointer, as wide as the log, over the sentence's
        first line shown (moved up where it would leave the window); its rectangle, or None."""
        self.rect = None
        text = self.sentence()
        if text is None:
            return None
        top = min(rect.top for rect, said in self.spots if said == text)  # over the sentence's first line
        pad, size, line_h = round(10 * scale), text_px(scale, 14), line_height(scale)
        lines = wrap(text, size, log.width - 2 * pad, self.bold) or [text]
        box = pygame.Rect(log.left, top - pad, log.width, len(lines) * line_h + 2 * pad)
        box.clamp_ip(surface.get_rect())
        rounded_panel(surface, box, PANEL, 255, radius=round(10 * scale), border=GOLD, border_width=1)
        for index, line in enumerate(lines):
            draw_text(surface, line, size, (box.left + pad, box.top + pad + index * line_h), GOLD if self.bold else CREAM,
                      bold=self.bold)
        self.rect = box
        return box


__all__ = ["LogHover"]
