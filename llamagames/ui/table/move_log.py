"""The move log: every move of the game in a panel you can scroll, grouped by turn; this
module keeps its entries, its place, its scroll and its cached picture, and takes its input.

The panel keeps its room's place and size from the first move on (before it nothing shows),
its lines filling it from the top down. Its lines are wrapped
and marked by turn in ``log_lines`` and drawn in ``log_panel``. The picture is rendered only
when an entry arrives, the size changes or it scrolls, so showing it costs one blit per frame.
It follows the newest entry unless the player has scrolled up to read: then what they read
stays put as moves arrive, and a "newest" button below the lines (clicked, or the wheel
scrolled down to the end) brings the log back to following the game.

Where the table leaves the log fewer than ``FLOOR`` lines (a large Size, many seats), it
shows a compact summary instead (``log_summary``): "Since your turn" over the moves made since
the viewer's last move, and a "Whole log (G)" button; a click or G (or Enter on its keyboard
focus) opens the whole log over its column (``whole``), and a click anywhere, G or Esc closes
it again. The sentences themselves come from the seat's events (``moves.Moves.log_events``).
"""

from __future__ import annotations

from itertools import accumulate

import pygame

from .. import access
from ..scale import text_px
from .layout import LOG_FLOOR
from .log_hover import LogHover
from .log_lines import LogEntry, LogWrap, line_height, since_turn
from .log_panel import draw_panel
from .log_summary import SummaryPlan, draw_summary, plan_summary

KEY_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META

MAX_ENTRIES = 400
WHOLE_KEY = pygame.K_g
"""Opens and closes the whole log where the log is a summary (L is a card's key in L.L.A.M.A.
and Let in Llamagedón)."""
FLOOR = LOG_FLOOR
"""The fewest lines the log shows in place; with less room it is a summary that opens on click."""
DIM_ALPHA = 150
"""How dark the table grows behind a whole log opened over the felt: the panel reads as the
one thing open, the table stays recognisable behind it."""


class MoveLog:
    """Entries, their scroll position and their cached picture."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self.colours: list[tuple[int, int, int]] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.scroll = 0
        """Pixels scrolled up from the newest entry (0: following the game)."""
        self._image: pygame.Surface | None = None
        self._painted = pygame.Rect(0, 0, 0, 0)
        """The part of ``_image`` that is not transparent (what ``draw`` blits)."""
        self._content_h = 0
        self._look = False
        """The colour-blind mode the cached picture was drawn in."""
        self.newest_rect: pygame.Rect | None = None
        """Where the "newest" button stands on the screen while the log is scrolled up."""
        self.viewer: int | None = None
        """The seat the summary counts "since your turn" for."""
        self.whole = pygame.Rect(0, 0, 0, 0)
        """Where the whole log opens over the table when the log itself is a summary."""
        self.opened = False
        """The whole log is open over the table (the log in place was a summary)."""
        self.over_felt = False
        """The whole log opens in a room of its own over the felt, the table dimmed behind it."""
        self._dim: pygame.Surface | None = None
        self.hover = LogHover()
        """A cut sentence shown whole under the pointer (``log_hover``)."""

    # -- content ---------------------------------------------------------------------------
    def add(self, seat: int | None, text: str, turn: bool = False, about_you: bool = False) -> None:
        if not text:
            return
        self.entries.append(LogEntry(seat, text, turn, about_you))
        del self.entries[:-MAX_ENTRIES]
        self._image = None

    def note(self, text: str) -> None:
        """A line of the table's own (a new round, a taken-back move)."""
        self.add(None, text)

    def clear(self) -> None:
        self.entries.clear()
        self.scroll = 0
        self._image = None

    def set_rect(self, rect: pygame.Rect, scale: float, whole: pygame.Rect | None = None,
                 over_felt: bool = False) -> None:
        """The log's place and text scale; ``whole``: where it opens whole when ``rect`` holds
        fewer than ``FLOOR`` lines (by default ``rect`` itself, grown up or down its column);
        ``over_felt``: ``whole`` is a room of its own over the table, which is dimmed behind it."""
        if whole is None:
            whole = pygame.Rect(rect)
        elif not over_felt:
            whole = pygame.Rect(whole).union(rect)
        if rect != self.rect or scale != self.scale or whole != self.whole or over_felt != self.over_felt:
            self.rect = pygame.Rect(rect)
            self.scale = scale
            self.whole = pygame.Rect(whole)
            self.over_felt = over_felt
            self._image = None
        if not self.compact():
            self.opened = False

    def set_viewer(self, seat: int | None) -> None:
        """The seat whose turn the summary counts from (the hot seat's changes hands)."""
        if seat != self.viewer:
            self.viewer = seat
            self._image = None

    def line_height(self) -> int:
        return line_height(self.scale)

    def fits(self, height: int | None = None) -> int:
        """Whole lines the log shows in ``height`` pixels (by default its own rectangle's)."""
        height = self.rect.height if height is None else height
        return max(0, (height - 2 * self._padding()) // max(1, self.line_height()))

    def compact(self) -> bool:
        """Whether the log's own rectangle is too short for ``FLOOR`` lines: a summary then."""
        return self.rect.height > 0 and self.fits() < FLOOR and self.whole.height > self.rect.height

    def shown(self) -> pygame.Rect:
        """Where the log is drawn now: its own place, or the whole column while open."""
        return self.whole if self.opened else self.rect

    def open(self) -> None:
        if self.compact() and not self.opened:
            self.opened = True
            self.scroll = 0
            self._image = None

    def close(self) -> bool:
        """Close the whole log opened over the table; whether it was open."""
        if not self.opened:
            return False
        self.opened = False
        self.scroll = 0
        self._image = None
        return True

    def toggle(self) -> bool:
        """The whole log opened, or closed where it is open (G, or Enter on the summary's
        keyboard focus); whether the log is a summary with something to open."""
        if self.close():
            return True
        if self.compact() and self.entries:
            self.open()
            return True
        return False

    def since_turn(self) -> tuple[str, list[LogEntry]]:
        """The summary's heading and entries, counted from the viewer's last turn (``log_lines.since_turn``)."""
        return since_turn(self.entries, self.viewer)

    def latest(self, count: int) -> list[str]:
        return [entry.text for entry in self.entries[-count:]]

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The mouse wheel over the panel scrolls it; a click on "newest" follows the game again;
        a motion only moves the pointer a cut sentence is shown whole under."""
        self.hover.follow(event)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            if self.scroll and self.newest_rect is not None and self.newest_rect.collidepoint(event.pos):
                self.follow()
                return True
            if self.opened:  # a click anywhere closes the whole log (and does nothing else)
                return self.close()
            if self.compact() and self.rect.collidepoint(event.pos) and self.entries:
                self.open()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.close()
        if event.type == pygame.KEYDOWN and event.key == WHOLE_KEY and not getattr(event, "mod", 0) & KEY_MODS:
            return self.toggle()
        if event.type != pygame.MOUSEWHEEL:
            return False
        if not self.shown().collidepoint(pygame.mouse.get_pos()) or (self.compact() and not self.opened):
            return False
        self.scroll_by(event.y * text_px(self.scale, 14) * 2)
        return True

    def follow(self) -> None:
        """Back to the newest entry, following the game."""
        if self.scroll:
            self.scroll = 0
            self._image = None

    def scroll_by(self, pixels: int) -> None:
        inner = self.shown().height - self._padding() * 2
        top = max(0, self._content_h - inner)
        new = max(0, min(top, self.scroll + pixels))
        if new != self.scroll:
            self.scroll = new
            self._image = None

    # -- drawing ---------------------------------------------------------------------------
    def _padding(self) -> int:
        return round(10 * self.scale)

    def wrapping(self) -> LogWrap:
        """The log's lines at its own width and text scale."""
        return self.wrapping_at(self.rect.width)

    def wrapping_at(self, width: int) -> LogWrap:
        """The log's lines in a panel ``width`` pixels wide (its own, or the whole log's opened)."""
        return LogWrap(self.scale, width - self._padding() * 2 - round(18 * self.scale), self.colours)

    def summary_plan(self) -> SummaryPlan:
        """What the summary shows in the log's own rectangle: the moves since the viewer's turn."""
        heading, entries = self.since_turn()
        earlier = self.entries[:len(self.entries) - len(entries)]
        return plan_summary(self.rect.size, self.wrapping(), heading, entries, earlier)

    def _render(self) -> pygame.Surface:
        self.newest_rect = None
        self.hover.spots = []
        if self.compact() and not self.opened:
            if not self.entries:
                return pygame.Surface(self.rect.size, pygame.SRCALPHA)
            plan = self.summary_plan()
            if plan.lines and plan.lines[-1].text.endswith("…") and not self.entries[-1].text.endswith("…"):
                self.hover.spots = [(plan.inner.move(self.rect.topleft), self.entries[-1].text)]  # cut: whole on hover
                self.hover.bold = self.entries[-1].seat is None
            return draw_summary(self.rect.size, self.scale, plan, up=self.whole.top < self.rect.top)
        starts: list[bool] = []
        lines = self.wrapping_at(self.shown().width).lines(self.entries, starts)
        content_h = len(lines) * self.line_height()
        if self.scroll:
            self.scroll += max(0, content_h - self._content_h)  # what the player reads stays where it is
        self._content_h = content_h
        rect = self.shown()
        image, newest, rows = draw_panel(rect.size, self.scale, lines, starts, self.scroll, self.opened)
        said = [entry.text for entry in self.entries]
        number = [count - 1 for count in accumulate(starts)]  # each line's sentence
        self.hover.spots = [(row.move(rect.topleft), said[number[index]]) for index, row in rows]
        self.hover.bold = bool(rows) and lines[rows[0][0]].kind == "table"
        if newest is not None:
            self.newest_rect = newest.move(rect.topleft).inflate(round(8 * self.scale), round(4 * self.scale))
        return image

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        if self._image is None or self._look != access.colour_blind():
            self._look = access.colour_blind()
            self._image = self._render()
            # Only the painted part is blitted: before the first move (or in a summary with
            # room to spare) most of the picture is empty, and blending it every frame cost more.
            self._painted = self._image.get_bounding_rect()
        if self.opened and self.over_felt:  # the table dimmed behind the log opened over it
            if self._dim is None or self._dim.get_size() != surface.get_size():
                self._dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self._dim.fill((0, 0, 0, DIM_ALPHA))
            surface.blit(self._dim, (0, 0))
        if self._painted.width and self._painted.height:
            surface.blit(self._image, self.shown().move(self._painted.topleft), self._painted)

