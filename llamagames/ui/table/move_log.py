"""The move log: every move of the game in a panel you can scroll, grouped by turn.

The panel is as tall as its lines, standing at the foot of its room and growing upward as
moves come, up to the whole room; before the first move nothing shows.

A turn is a run of entries by one seat; each turn starts with the seat's name. The panel
is rendered to a cached surface only when an entry arrives, the size changes or it scrolls,
so showing it costs one blit per frame. It follows the newest entry unless the player has
scrolled up to read: then what they read stays put as moves arrive, and a "newest" button
below the lines (clicked, or the wheel scrolled down to the end) brings the log back to
following the game.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import t
from .. import access, assets
from ..palette import CREAM, GOLD, INK, PANEL
from ..scale import text_px
from ..text import draw_text, rounded_panel, wrap

MAX_ENTRIES = 400


@dataclass(frozen=True)
class LogEntry:
    """One sentence, said of ``seat`` (None: the table, as for a new round)."""

    seat: int | None
    text: str


class MoveLog:
    """Entries, their scroll position and their cached picture."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self.names: list[str] = []
        self.colours: list[tuple[int, int, int]] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.scroll = 0
        """Pixels scrolled up from the newest entry (0: following the game)."""
        self._image: pygame.Surface | None = None
        self._content_h = 0
        self._look = False
        """The colour-blind mode the cached picture was drawn in."""
        self.newest_rect: pygame.Rect | None = None
        """Where the "newest" button stands on the screen while the log is scrolled up."""

    # -- content ---------------------------------------------------------------------------
    def add(self, seat: int | None, text: str) -> None:
        if not text:
            return
        self.entries.append(LogEntry(seat, text))
        del self.entries[:-MAX_ENTRIES]
        self._image = None

    def note(self, text: str) -> None:
        """A line of the table's own (a new round, a taken-back move)."""
        self.add(None, text)

    def clear(self) -> None:
        self.entries.clear()
        self.scroll = 0
        self._image = None

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        if rect != self.rect or scale != self.scale:
            self.rect = pygame.Rect(rect)
            self.scale = scale
            self._image = None

    def latest(self, count: int) -> list[str]:
        return [entry.text for entry in self.entries[-count:]]

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The mouse wheel over the panel scrolls it; a click on "newest" follows the game again."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            if self.scroll and self.newest_rect is not None and self.newest_rect.collidepoint(event.pos):
                self.follow()
                return True
            return False
        if event.type != pygame.MOUSEWHEEL:
            return False
        if not self.rect.collidepoint(pygame.mouse.get_pos()):
            return False
        self.scroll_by(event.y * text_px(self.scale, 14) * 2)
        return True

    def follow(self) -> None:
        """Back to the newest entry, following the game."""
        if self.scroll:
            self.scroll = 0
            self._image = None

    def scroll_by(self, pixels: int) -> None:
        inner = self.rect.height - self._padding() * 2
        top = max(0, self._content_h - inner)
        new = max(0, min(top, self.scroll + pixels))
        if new != self.scroll:
            self.scroll = new
            self._image = None

    # -- drawing ---------------------------------------------------------------------------
    def _padding(self) -> int:
        return round(10 * self.scale)

    def _lines(self) -> list[tuple[str, str, tuple[int, int, int], int | None]]:
        """(text, kind, marker colour) for every line, oldest first.

        A turn is a run of entries by one seat: its first line carries the seat's coloured
        marker, the rest are indented under it; a line of the table's own stands alone.
        """
        size = text_px(self.scale, 14)
        width = self.rect.width - self._padding() * 2 - round(18 * self.scale)
        lines: list[tuple[str, str, tuple[int, int, int], int | None]] = []
        previous: int | None | str = "start"
        for entry in self.entries:
            colour = GOLD
            if entry.seat is not None and entry.seat < len(self.colours):
                colour = access.seat_colour(entry.seat) if access.colour_blind() else self.colours[entry.seat]
            first = entry.seat != previous or entry.seat is None
            previous = entry.seat
            bold = entry.seat is None  # the table's own lines are bold: measured bold
            for index, line in enumerate(wrap(entry.text, size, width, bold)):
                kind = "table" if entry.seat is None else ("first" if first and index == 0 else "more")
                lines.append((line, kind, colour, entry.seat))
        return lines

    def _render(self) -> pygame.Surface:
        rect = self.rect
        s = self.scale
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        pad = self._padding()
        size = text_px(s, 14)
        line_h = assets.font(size).get_linesize()
        lines = self._lines()
        # The panel holds its lines and grows up from the buttons as moves come: never an
        # empty column at the start of a game (nothing at all before the first move).
        held = len(lines) * line_h + 2 * pad + (line_h if self.scroll else 0)
        if lines:
            panel = pygame.Rect(0, max(0, rect.height - held), rect.width, min(rect.height, held))
            rounded_panel(image, panel, PANEL, 175, radius=round(12 * s), border=(120, 150, 130), border_width=1)
        grown = len(lines) * line_h - self._content_h
        self._content_h = len(lines) * line_h
        inner = pygame.Rect(pad, pad, rect.width - 2 * pad, rect.height - 2 * pad)
        if self.scroll:
            self.scroll += max(0, grown)  # what the player reads stays where it is
            inner.height -= line_h  # the "newest" button's own row, under the lines
        bottom = inner.bottom + self.scroll
        clip = image.get_clip()
        image.set_clip(inner)
        y = bottom - len(lines) * line_h
        for text, kind, colour, seat in lines:
            if inner.top <= y and y + line_h <= inner.bottom + 1:  # whole lines only: none cut
                if kind == "first":
                    access.draw_seat_mark(image, seat or 0, (inner.left + round(5 * s), y + line_h // 2),
                                          max(3, round(4 * s)) + (1 if access.colour_blind() else 0), colour)
                    draw_text(image, text, size, (inner.left + round(14 * s), y), CREAM)
                elif kind == "more":
                    draw_text(image, text, size, (inner.left + round(14 * s), y), (200, 214, 200))
                else:
                    draw_text(image, text, size, (inner.left, y), GOLD, bold=True)
            y += line_h
        image.set_clip(clip)
        if self._content_h > inner.height:
            track = inner.height
            knob = max(round(20 * s), track * inner.height // max(1, self._content_h))
            travel = track - knob
            top_scroll = self._content_h - inner.height
            knob_y = inner.top + round(travel * (1 - self.scroll / max(1, top_scroll)))
            pygame.draw.rect(image, (*CREAM, 120), pygame.Rect(rect.width - round(7 * s), knob_y, max(3, round(4 * s)), knob),
                             border_radius=3)
        self.newest_rect = None
        if self.scroll:
            button = self._draw_newest(image, pygame.Rect(inner.left, inner.bottom, inner.width, line_h), s)
            self.newest_rect = button.move(rect.topleft).inflate(round(8 * s), round(4 * s))
        return image

    @staticmethod
    def _draw_newest(image: pygame.Surface, row: pygame.Rect, s: float) -> pygame.Rect:
        """The "newest" button while the log is scrolled up, in its own ``row`` under the lines:
        the word and a small arrow drawn beside it (Noto Sans has no arrow glyph, so it is a
        triangle, not a character)."""
        words = draw_text(image, t("newest"), text_px(s, 12), (row.right, row.centery), GOLD, anchor="midright",
                          bold=True, shadow=INK)
        half = max(3, words.height // 4)
        cx, cy = words.left - half - max(3, round(4 * s)), words.centery
        arrow = [(cx - half, cy - half // 2), (cx + half, cy - half // 2), (cx, cy + half)]
        pygame.draw.polygon(image, INK, [(x + 1, y + 1) for x, y in arrow])
        pygame.draw.polygon(image, GOLD, arrow)
        return words.union(pygame.Rect(cx - half, cy - half, 2 * half + 1, 2 * half + 1))

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        if self._image is None or self._look != access.colour_blind():
            self._look = access.colour_blind()
            self._image = self._render()
        surface.blit(self._image, self.rect)
