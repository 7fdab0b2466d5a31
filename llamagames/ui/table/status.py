"""The status line: one sentence on what happens now, in a pill under the top bar.

Its size comes from the room, never from the sentence, so it is the same from one turn to the
next (a playtester saw it change at 150%): a long sentence takes a second line at that size.
Only where the table has no room for a second line is the size smaller, for every sentence;
a sentence too long for two lines (a replay's move) takes more where the table allows them.
The pill keeps clear of the log and the buttons, or takes the room the game's layout gives it
(``frame.status_room``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import language, t
from ..palette import CREAM, INK, PANEL, SKY
from ..scale import text_px
from ..text import draw_text, fit_text, rounded_panel, text_width, wrap

if TYPE_CHECKING:
    from .kit import Table

Pill = tuple[pygame.Rect, list[str], int, bool]
"""Where the pill is, its lines, their size, whether it is the viewer's turn."""


class StatusLine:
    """One table's status line, planned once per text and frame shape."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._cached: tuple[Any, Pill | None] | None = None
        self._waits = False
        """The last line said was not the viewer's: "Your turn" waits for the move's flight."""

    def default(self) -> str:
        """Whose turn it is (the painter's ``status_line`` says this unless the game says more)."""
        table = self.table
        current = table.match.current_seat()
        if current is None:
            return t("The game is over.")
        if table.my_turn():
            return t("Your turn.")
        if table.sight.holds_the_table():  # a hot seat: the one who drew looks at their hand
            return t("{name}, this is your hand now. Click to pass the laptop on.", name=table.names[table.viewer])
        if table.match.seats[current].is_human:
            return t("{name}'s turn.", name=table.names[current])
        if table.match.pacer.held and table.match.undo_time_left() is not None:  # the pointer rests on Undo
            return t("{name} waits while you point at Undo.", name=table.names[current])
        return t("{name} is thinking…", name=table.names[current])

    def draw(self, surface: pygame.Surface) -> None:
        pill = self.pill()
        if pill is None:
            return
        rect, lines, size, mine = pill
        s = self.table.text_scale
        self.table.room.hold(rect)  # what to do now: a toast covers it last
        rounded_panel(surface, rect, SKY if mine else PANEL, 235 if mine else 170,
                      radius=min(rect.height, round(34 * s)) // 2)
        line_h = round(size * 1.3)
        y = rect.centery - line_h * (len(lines) - 1) // 2
        for line in lines:
            draw_text(surface, line, size, (rect.centerx, y), INK if mine else CREAM, anchor="center", bold=mine)
            y += line_h

    def pill(self) -> Pill | None:
        """The status line's pill, or None when there is nothing to say: one line, or two
        where it is long, at one size for the table's room."""
        table = self.table
        s = table.text_scale
        text = table.mode.status_text()
        if not text:
            return None
        mine = table.my_turn() or table.sight.closes_turn()
        if mine and self._waits and table.animator.holding:
            # the card a bot just played still flies: "Your turn" waits until it lands, and the
            # line said before it ("Dolly is thinking…") ended with her move: it stays ended,
            # also after a blank stretch (Llamagedón's Block window) where it came back
            return None
        self._waits = not mine
        frame = table.frame
        key = (text, mine, frame.size, s, frame.status_y, frame.status_room, frame.status_lines, frame.tip_bottom,
               tuple(frame.log), language())
        if self._cached is not None and self._cached[0] == key:  # asked by the status line and the tip every frame
            return self._cached[1]
        found = self._plan(text, mine)
        self._cached = (key, found)
        return found

    def _plan(self, text: str, mine: bool) -> Pill:
        """``pill`` worked out: the size, the lines and the place of ``text``."""
        table = self.table
        frame = table.frame
        s = table.text_scale
        width = min(frame.size[0] - round(40 * s), round(820 * s))
        centre = frame.size[0] // 2
        room = frame.status_room
        if room is not None:
            centre, width = room.centerx, min(width, room.width)
        elif frame.log.width:  # clear of the log and the buttons on the right
            width = min(width, 2 * (frame.column_left - centre) - round(16 * s))
        bottom = frame.tip_bottom
        sizes = (round(19 * s), text_px(s, 15), text_px(table.scale, 15))
        for size in sizes:
            # the largest size with room for a second line (above the hand, inside the room the
            # game gives), whatever the sentence; a room one line high keeps the smaller size
            second = round(34 * s) + round(size * 1.3)
            if (bottom is None or frame.status_y + second <= bottom) and (room is None or room.height >= second):
                break
        inner = width - round(30 * s)
        smaller = dict.fromkeys(sizes[sizes.index(size):])
        for size in smaller:  # a step smaller before a long sentence is cut
            lines = [text] if text_width(text, size, mine) <= inner else wrap(text, size, inner, bold=mine)
            # a sentence longer than two lines (a replay says each move whole) takes more where
            # the table allows them (``status_lines``) and the room has them, rather than lose its end
            most = 2
            while most < frame.status_lines:
                taller = round(34 * s) + most * round(size * 1.3)
                if (bottom is not None and frame.status_y + taller > bottom) or (room is not None and room.height < taller):
                    break
                most += 1
            if len(lines) <= most:
                break
        if len(lines) > most:
            rest = lines[most - 1:]
            lines = lines[:most - 1] + [fit_text(" ".join(rest) if " " in text else "".join(rest), size,
                                                 inner, bold=mine)]
        line_h = round(size * 1.3)
        wide = max(text_width(line, size, mine) for line in lines)
        pill = pygame.Rect(0, 0, min(width, round(30 * s) + wide), round(34 * s) + line_h * (len(lines) - 1))
        pill.midtop = (centre, frame.status_y)  # a second line goes below, or above where the room says
        above = frame.tip_bottom is not None and pill.bottom > frame.tip_bottom  # not down over the hand
        if above or (room is not None and room.top <= frame.status_y + round(34 * s) - pill.height):
            pill.bottom = frame.status_y + round(34 * s)
        return pill, lines, size, mine


__all__ = ["Pill", "StatusLine"]
