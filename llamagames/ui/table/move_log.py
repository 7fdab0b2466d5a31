"""The move log: every move of the game in a panel you can scroll, grouped by turn.

The panel is as tall as its lines, standing at the foot of its room and growing upward as
moves come, up to the whole room; before the first move nothing shows.

A turn is a run of entries by one seat; each turn starts with the seat's name. The panel
is rendered to a cached surface only when an entry arrives, the size changes or it scrolls,
so showing it costs one blit per frame. It follows the newest entry unless the player has
scrolled up to read: then what they read stays put as moves arrive, and a "newest" button
below the lines (clicked, or the wheel scrolled down to the end) brings the log back to
following the game.

Where the table leaves the log fewer than ``FLOOR`` lines (a large Size, many seats), it
shows a compact summary instead: "Since your turn" over the moves made since the viewer's
last move, and a "Whole log (G)" button; a click or G (or Enter on its keyboard focus) opens
the whole log over its column (``whole``), and a click anywhere, G or Esc closes it again.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import t
from .. import access, assets
from ..palette import CREAM, GOLD, INK, PANEL
from ..scale import text_px
from ..text import draw_text, rounded_panel, text_width, wrap
from .layout import LOG_FLOOR

KEY_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META

MAX_ENTRIES = 400
WHOLE_KEY = pygame.K_g
"""Opens and closes the whole log where the log is a summary (L is a card's key in L.L.A.M.A.
and Let in Llamagedón)."""
FLOOR = LOG_FLOOR
"""The fewest lines the log shows in place; with less room it is a summary that opens on click."""


@dataclass(frozen=True)
class LogEntry:
    """One sentence, said of ``seat`` (None: the table, as for a new round)."""

    seat: int | None
    text: str
    turn: bool = False
    """A turn of its own though the line before is the same seat's (a game of one move a turn):
    it carries the seat's marker."""


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

    # -- content ---------------------------------------------------------------------------
    def add(self, seat: int | None, text: str, turn: bool = False) -> None:
        if not text:
            return
        self.entries.append(LogEntry(seat, text, turn))
        del self.entries[:-MAX_ENTRIES]
        self._image = None

    def note(self, text: str) -> None:
        """A line of the table's own (a new round, a taken-back move)."""
        self.add(None, text)

    def clear(self) -> None:
        self.entries.clear()
        self.scroll = 0
        self._image = None

    def set_rect(self, rect: pygame.Rect, scale: float, whole: pygame.Rect | None = None) -> None:
        """The log's place and text scale; ``whole``: where it opens whole when ``rect`` holds
        fewer than ``FLOOR`` lines (by default ``rect`` itself)."""
        whole = pygame.Rect(rect) if whole is None else pygame.Rect(whole).union(rect)
        if rect != self.rect or scale != self.scale or whole != self.whole:
            self.rect = pygame.Rect(rect)
            self.scale = scale
            self.whole = whole
            self._image = None
        if not self.compact():
            self.opened = False

    def set_viewer(self, seat: int | None) -> None:
        """The seat whose turn the summary counts from (the hot seat's changes hands)."""
        if seat != self.viewer:
            self.viewer = seat
            self._image = None

    def line_height(self) -> int:
        return assets.font(text_px(self.scale, 14)).get_linesize()

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
        """The summary's heading (with how many lines it sums up) and entries: the moves since
        the viewer's last entry, or, when the viewer moved last, that turn of theirs ("Your turn",
        not "Your last turn": it may still be going on, and a game's last turn is another thing)."""
        entries = self.entries
        mine = [i for i, entry in enumerate(entries) if entry.seat is not None and entry.seat == self.viewer]
        if not mine:
            return t("Latest moves · {count}", count=len(entries)), entries
        after = entries[mine[-1] + 1:]
        if after:
            return t("Since your turn · {count}", count=len(after)), after
        start = mine[-1]
        while start > 0 and entries[start - 1].seat == self.viewer:
            start -= 1
        return t("Your turn · {count}", count=len(entries) - start), entries[start:]  # (it may be going on)

    def latest(self, count: int) -> list[str]:
        return [entry.text for entry in self.entries[-count:]]

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The mouse wheel over the panel scrolls it; a click on "newest" follows the game again."""
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

    def _lines(self, entries: list[LogEntry] | None = None,
               starts: list[bool] | None = None) -> list[tuple[str, str, tuple[int, int, int], int | None]]:
        """(text, kind, marker colour) for every line of ``entries`` (all), oldest first;
        ``starts``, when given, gets whether each line is the first of its sentence.

        A turn is a run of entries by one seat (or one entry marked as a turn of its own): its
        first line carries the seat's coloured marker, the rest are indented under it; a line
        of the table's own stands alone.
        """
        size = text_px(self.scale, 14)
        width = self.rect.width - self._padding() * 2 - round(18 * self.scale)
        lines: list[tuple[str, str, tuple[int, int, int], int | None]] = []
        previous: int | None | str = "start"
        for entry in self.entries if entries is None else entries:
            colour = GOLD
            if entry.seat is not None and entry.seat < len(self.colours):
                colour = access.seat_colour(entry.seat) if access.colour_blind() else self.colours[entry.seat]
            first = entry.seat != previous or entry.seat is None or entry.turn
            previous = entry.seat
            bold = entry.seat is None  # the table's own lines are bold: measured bold
            for index, line in enumerate(wrap(entry.text, size, width, bold)):
                kind = "table" if entry.seat is None else ("first" if first and index == 0 else "more")
                lines.append((line, kind, colour, entry.seat))
                if starts is not None:
                    starts.append(index == 0)
        return lines

    def _render(self) -> pygame.Surface:
        if self.compact() and not self.opened:
            return self._render_summary()
        rect = self.shown()
        s = self.scale
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        pad = self._padding()
        size = text_px(s, 14)
        line_h = assets.font(size).get_linesize()
        starts: list[bool] = []
        lines = self._lines(starts=starts)
        # The panel holds its lines and grows up from the buttons as moves come: never an
        # empty column at the start of a game (nothing at all before the first move). Opened
        # whole over the table, it is one solid panel.
        held = len(lines) * line_h + 2 * pad + (line_h if self.scroll else 0)
        if self.opened:
            held = rect.height
            rounded_panel(image, image.get_rect(), PANEL, 255, radius=round(12 * s), border=GOLD, border_width=2)
        elif lines:
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
        for index, y in self._placed(starts, inner, bottom, line_h):
            text, kind, colour, seat = lines[index]
            if kind == "first":
                access.draw_seat_mark(image, seat or 0, (inner.left + round(5 * s), y + line_h // 2),
                                      max(3, round(4 * s)) + (1 if access.colour_blind() else 0), colour)
                draw_text(image, text, size, (inner.left + round(14 * s), y), CREAM)
            elif kind == "more":
                draw_text(image, text, size, (inner.left + round(14 * s), y), (200, 214, 200))
            else:
                draw_text(image, text, size, (inner.left, y), GOLD, bold=True)
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
    def _placed(starts: list[bool], inner: pygame.Rect, bottom: int, line_h: int) -> list[tuple[int, int]]:
        """(line index, y) of the lines drawn: whole lines inside ``inner``, the last ending at
        ``bottom``, and no line of a sentence whose first line is above the panel (the log
        showed "た。" at its top, the tail of a sentence without its start)."""
        placed: list[tuple[int, int]] = []
        begun = False
        for index, start in enumerate(starts):
            y = bottom - (len(starts) - index) * line_h
            if start:
                begun = inner.top <= y
            if begun and y + line_h <= inner.bottom + 1:
                placed.append((index, y))
        return placed

    def _render_summary(self) -> pygame.Surface:
        """The log where it has room for fewer than ``FLOOR`` lines: a heading ("Since your
        turn") and the "Whole log" button on one row (or two), then the newest lines of the
        moves since the viewer's turn (``summary_plan``)."""
        rect, s = self.rect, self.scale
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        self.newest_rect = None
        if not self.entries:
            return image
        size = text_px(s, 14)
        rounded_panel(image, image.get_rect(), PANEL, 175, radius=round(12 * s), border=(120, 150, 130), border_width=1)
        heading, button_row, lines, inner = self.summary_plan()
        head_px = text_px(s, 13)
        if heading is not None:
            words, row = heading
            draw_text(image, words, head_px, (row.left, row.centery), GOLD, anchor="midleft", bold=True)
        self._draw_whole(image, button_row, s)
        line_h = assets.font(size).get_linesize()
        y = inner.bottom - len(lines) * line_h
        for text, kind, colour, seat in lines:
            if kind == "first":
                access.draw_seat_mark(image, seat or 0, (inner.left + round(5 * s), y + line_h // 2),
                                      max(3, round(4 * s)) + (1 if access.colour_blind() else 0), colour)
            x = inner.left + (0 if kind == "table" else round(14 * s))
            draw_text(image, text, size, (x, y), GOLD if kind == "table" else CREAM if kind == "first" else (200, 214, 200),
                      bold=kind == "table")
            y += line_h
        return image

    def summary_plan(self) -> tuple[tuple[str, pygame.Rect] | None, pygame.Rect, list[tuple[str, str, tuple[int, int, int], int | None]],
                                    pygame.Rect]:
        """What the summary shows, in its own coordinates: the heading (None where it has no
        room), the "Whole log" button's row, the lines and the inner rectangle they stand at the
        foot of.

        A summary is never a heading alone: where the heading on a row of its own would leave
        no line, it gives its row up to the lines, and where the newest sentence is longer than
        the room, its first lines show, the last ending in an ellipsis (a click opens it whole).
        """
        s = self.scale
        pad = max(3, round(6 * s))
        line_h = self.line_height()
        heading, entries = self.since_turn()
        inner = pygame.Rect(pad + round(4 * s), pad, self.rect.width - 2 * pad - round(8 * s), self.rect.height - 2 * pad)
        row = pygame.Rect(inner.left, inner.top, inner.width, line_h)
        head_px = text_px(s, 13)
        head_w = text_width(heading, head_px, True)
        head: tuple[str, pygame.Rect] | None = (heading, row)
        button_row = row
        if head_w + self._whole_width(s) + round(8 * s) > row.width:  # the heading alone, the button under it
            button_row = row.move(0, line_h)
            if head_w > row.width or (inner.bottom - button_row.bottom) // line_h < 1:
                head, button_row = None, row  # no room for both rows and a line: the lines go first
        room = max(0, (inner.bottom - button_row.bottom) // line_h)
        return head, button_row, self.summary_lines(entries, room), inner

    def summary_lines(self, entries: list[LogEntry], room: int) -> list[tuple[str, str, tuple[int, int, int], int | None]]:
        """The lines of the newest of ``entries`` that fit ``room`` lines whole; where even the
        newest is longer, its first ``room`` lines, the last ending in an ellipsis."""
        lines = self._lines(self.newest_whole(entries, room))
        if lines or not entries or room < 1:
            return lines
        lines = self._lines(entries[-1:])[:room]
        text, kind, colour, seat = lines[-1]
        indent = 0 if kind == "table" else round(14 * self.scale)
        width = self.rect.width - self._padding() * 2 - round(18 * self.scale) - indent
        size = text_px(self.scale, 14)
        while text and text_width(text + "…", size, kind == "table") > width:
            text = text[:-1]
        lines[-1] = (text.rstrip() + "…", kind, colour, seat)
        return lines

    def newest_whole(self, entries: list[LogEntry], room: int) -> list[LogEntry]:
        """The newest of ``entries`` whose lines fit ``room`` lines whole (never a sentence's tail)."""
        shown: list[LogEntry] = []
        for entry in reversed(entries):
            if len(self._lines([entry, *shown])) > room:
                break
            shown.insert(0, entry)
        return shown

    @staticmethod
    def _whole_width(s: float) -> int:
        """The "Whole log (G)" button's width: its words and its triangle."""
        px = text_px(s, 12)
        return text_width(whole_label(), px, True) + px // 2 + max(3, round(4 * s)) + 2

    @staticmethod
    def _draw_whole(image: pygame.Surface, row: pygame.Rect, s: float) -> pygame.Rect:
        """The summary's "Whole log (G)" button at the right of its heading row, with a small
        triangle pointing up (the log opens up the column)."""
        words = draw_text(image, whole_label(), text_px(s, 12), (row.right, row.centery), GOLD, anchor="midright",
                          bold=True, shadow=INK)
        half = max(3, words.height // 4)
        cx, cy = words.left - half - max(3, round(4 * s)), words.centery
        arrow = [(cx - half, cy + half // 2), (cx + half, cy + half // 2), (cx, cy - half)]
        pygame.draw.polygon(image, INK, [(x + 1, y + 1) for x, y in arrow])
        pygame.draw.polygon(image, GOLD, arrow)
        return words.union(pygame.Rect(cx - half, cy - half, 2 * half + 1, 2 * half + 1))

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
            # Only the painted part is blitted: the panel grows up from the buttons as moves
            # come, and blending the empty rest of the column every frame cost more than the log.
            self._painted = self._image.get_bounding_rect()
        if self._painted.width and self._painted.height:
            surface.blit(self._image, self.shown().move(self._painted.topleft), self._painted)


def whole_label() -> str:
    """The summary's button, with its key as the table's buttons say theirs ("Hint (H)")."""
    return t("Whole log (G)")
