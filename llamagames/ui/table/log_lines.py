"""The move log's lines: its sentences wrapped to the panel's width and marked by turn, and
which of them a panel of a few lines shows.

A turn is a run of entries by one seat (or one entry marked as a turn of its own): its first
line carries the seat's coloured marker, the rest are indented under it; a line of the
table's own (a new round) stands alone. Nothing here draws: the panel (``log_panel``) and the
summary (``log_summary``) draw the lines chosen here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from ...i18n import t
from .. import access, assets
from ..palette import GOLD
from ..scale import text_px
from ..text import text_width, wrap

Colour = tuple[int, int, int]


def line_height(scale: float) -> int:
    """The height of one line of the log at ``scale``."""
    return assets.font(text_px(scale, 14)).get_linesize()


@dataclass(frozen=True)
class LogEntry:
    """One sentence, said of ``seat`` (None: the table, as for a new round)."""

    seat: int | None
    text: str
    turn: bool = False
    """A turn of its own though the line before is the same seat's (a game of one move a turn):
    it carries the seat's marker."""
    about_you: bool = False
    """Aimed at the viewer (their shelter, their hand): its lines carry a gold bar, so what hit
    the player stands out among the many moves made between their turns."""


class LogLine(NamedTuple):
    """One wrapped line of an entry."""

    text: str
    kind: str
    """"first" (a turn's first line, with the seat's marker), "more" (indented under it) or
    "table" (a line of the table's own, bold)."""
    colour: Colour
    """The seat's marker colour (the table's gold for a line of its own)."""
    seat: int | None
    about_you: bool = False
    """A line of an entry aimed at the viewer (``LogEntry.about_you``)."""
    earlier: bool = False
    """A summary's line from before its heading's moves, shown where the room would be blank."""


@dataclass(frozen=True)
class LogWrap:
    """The log's lines at one text scale and width, with the seats' marker colours."""

    scale: float
    width: int
    """The room for a line's words, its marker's indent included."""
    colours: list[Colour]

    def lines(self, entries: list[LogEntry], starts: list[bool] | None = None) -> list[LogLine]:
        """Every line of ``entries``, oldest first; ``starts``, when given, gets whether each
        line is the first of its sentence."""
        size = text_px(self.scale, 14)
        lines: list[LogLine] = []
        previous: int | None | str = "start"
        for entry in entries:
            colour = GOLD
            if entry.seat is not None and entry.seat < len(self.colours):
                colour = access.seat_colour(entry.seat) if access.colour_blind() else self.colours[entry.seat]
            first = entry.seat != previous or entry.seat is None or entry.turn
            previous = entry.seat
            bold = entry.seat is None  # the table's own lines are bold: measured bold
            for index, line in enumerate(wrap(entry.text, size, self.width, bold)):
                kind = "table" if entry.seat is None else ("first" if first and index == 0 else "more")
                lines.append(LogLine(line, kind, colour, entry.seat, entry.about_you))
                if starts is not None:
                    starts.append(index == 0)
        return lines

    def newest_whole(self, entries: list[LogEntry], room: int) -> list[LogEntry]:
        """The newest of ``entries`` whose lines fit ``room`` lines whole (never a sentence's tail)."""
        shown: list[LogEntry] = []
        for entry in reversed(entries):
            if len(self.lines([entry, *shown])) > room:
                break
            shown.insert(0, entry)
        return shown

    def fitted(self, entries: list[LogEntry], room: int) -> list[LogLine]:
        """The lines of the newest of ``entries`` that fit ``room`` lines whole; where even the
        newest is longer, its first ``room`` lines, the last ending in an ellipsis."""
        lines = self.lines(self.newest_whole(entries, room))
        if lines or not entries or room < 1:
            return lines
        lines = self.lines(entries[-1:])[:room]
        text, kind, colour, seat, about_you, _ = lines[-1]
        indent = 0 if kind == "table" else round(14 * self.scale)
        size = text_px(self.scale, 14)
        while text and text_width(text + "…", size, kind == "table") > self.width - indent:
            text = text[:-1]
        lines[-1] = LogLine(text.rstrip() + "…", kind, colour, seat, about_you)
        return lines


def placed(starts: list[bool], inner: pygame.Rect, bottom: int, line_h: int) -> list[tuple[int, int]]:
    """(line index, y) of the lines drawn: whole lines filling ``inner`` from its top down,
    scrolled so that the newest line would end at ``bottom``, and the first of them always a
    sentence's first line. The log showed "た。" at its top, the tail of a sentence without its
    start; leaving that tail out then left a blank band above the lines, so the lines start at
    the first sentence that begins inside the view and the room left (less than a sentence)
    stays below the newest line, as in a log that is not full yet."""
    count = len(starts)
    view_top = inner.top - (bottom - count * line_h)  # where the view begins among the lines
    first = 0
    if count * line_h > inner.height and view_top > 0:
        begins = [index for index, start in enumerate(starts) if start]
        later = [index for index in begins if index * line_h >= view_top]
        earlier = [index for index in begins if index * line_h < view_top]
        first = later[0] if later else (earlier[-1] if earlier else 0)
    shown: list[tuple[int, int]] = []
    for index in range(first, count):
        y = inner.top + (index - first) * line_h
        if y + line_h > inner.bottom + 1:
            break
        shown.append((index, y))
    free = (inner.bottom + 1 - (shown[-1][1] + line_h)) // line_h if shown and shown[-1][0] == count - 1 else 0
    before = [index for index in range(first) if starts[index]]
    if free > 0 and before and first > 0:
        # the sentence the view's top cut (at 150% your own move, four lines, left as many blank
        # under the newest): its first lines at the top, the last of them shortened (``cut_lines``)
        start = before[-1]
        head = list(range(start, start + min(free, first - start)))
        shown = [(index, inner.top + k * line_h) for k, index in enumerate(head)] + [
            (index, y + len(head) * line_h) for index, y in shown]
    return shown


def cut_lines(starts: list[bool], shown: list[tuple[int, int]]) -> set[int]:
    """The shown lines whose sentence goes on in lines not shown (``placed`` keeps the first lines
    of a sentence the view's top cut): each is drawn ending in "…"."""
    indexes = [index for index, _ in shown]
    return {index for index, after in zip(indexes, indexes[1:] + [len(starts)])
            if after != index + 1 and index + 1 < len(starts) and not starts[index + 1]}


def shortened(text: str) -> str:
    """A line cut short: its last word (or two characters, in a language without spaces) gives
    way to "…", so it stays as wide as it was."""
    words = text.rstrip()
    return (words.rsplit(" ", 1)[0] + " …") if " " in words else words[:-2] + "…"


def since_turn(entries: list[LogEntry], viewer: int | None) -> tuple[str, list[LogEntry]]:
    """The summary's heading and entries: the moves since the viewer's last entry, or, when the
    viewer moved last, that turn of theirs ("Your turn", not "Your last turn": it may still be
    going on, and a game's last turn is another thing). The heading carries no count: a
    playtester read "Your turn · 2" and could not tell what the 2 was."""
    mine = [i for i, entry in enumerate(entries) if entry.seat is not None and entry.seat == viewer]
    if not mine:
        return t("Latest moves"), entries
    after = entries[mine[-1] + 1:]
    if after:
        return t("Since your turn"), after
    start = mine[-1]
    while start > 0 and entries[start - 1].seat == viewer:
        start -= 1
    return t("Your turn"), entries[start:]  # (it may be going on)


__all__ = ["LogEntry", "LogLine", "LogWrap", "line_height", "placed", "since_turn"]
