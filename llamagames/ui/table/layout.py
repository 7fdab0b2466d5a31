"""Where the shared parts of every table sit, computed from the window size alone.

Two scales for the whole table: ``scale`` for its geometry (cards, boards, chips: fitted to
the window, never larger) and ``text_scale`` for its words (the window's fit times the
player's Size). The top bar, a panel for every other seat around the table (2 to 6 seats),
your own panel, the move log, the action buttons and the lines for the status and messages
keep the room their words need at ``text_scale`` (``TableFrame.room``), so at 150% the
panels are wider and taller and the log and buttons wider, while the pieces stay fitted.
A game's own layout starts from this frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from .. import assets
from ..scale import MIN_TEXT, fitted_scale, text_px, text_scale
from ..text import render, text_width

# Seat slots around the table (fractions of the window), clockwise from the viewer's left.
_LEFT, _TOP_LEFT, _TOP, _TOP_RIGHT, _RIGHT = (0.105, 0.43), (0.29, 0.165), (0.5, 0.165), (0.71, 0.165), (0.895, 0.43)
SLOTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: (_TOP,),
    2: (_TOP_LEFT, _TOP_RIGHT),
    3: (_LEFT, _TOP, _RIGHT),
    4: (_LEFT, _TOP_LEFT, _TOP_RIGHT, _RIGHT),
    5: (_LEFT, _TOP_LEFT, _TOP, _TOP_RIGHT, _RIGHT),
}
"""Opponent count -> where their panels' centres go."""
TABLE_ROOM = 1.0
"""A table fills the window at 100%: a larger player size cannot make its pieces larger (see
fitted_scale); it makes its words larger (``text_scale``) and the room kept for them."""
HEADER = 50
"""A seat panel's header (name and subtitle), in design pixels at 100%: it grows with the words."""


def header_height(text_scale: float) -> int:
    """Where a seat panel's header (``seat_panel.draw_seat_panel``: the name, the subtitle
    under it) ends below the panel's top, at ``text_scale``, in the interface's font."""
    return max(round(HEADER * text_scale), round(31 * text_scale) + render("Ag", text_px(text_scale)).get_height())


LOG_FLOOR = 6
"""The fewest lines the move log shows in place (``move_log.FLOOR``: with less room it is a summary)."""


def log_lines(height: int, text_scale: float) -> int:
    """Whole lines of the move log (its 14 px words at ``text_scale``, 10 px margins) in ``height``."""
    px = text_px(text_scale, 14)
    try:
        line = assets.font(px).get_linesize()
    except pygame.error:  # no font yet (a layout worked out before the window)
        line = round(px * 1.36)
    return max(0, (height - 2 * round(10 * text_scale)) // max(1, line))


BUTTON_PX = 18
"""The action column's largest button font (the primary button's, in the theme) at 100%."""


def top_bar_height(size: tuple[int, int]) -> int:
    """The table's top bar's height in a window of ``size`` (``TableFrame.top_bar``: all words,
    it follows the text), for a screen drawn over a picture of the table (the results)."""
    return round(46 * max(fitted_scale(size, TABLE_ROOM), text_scale(size), MIN_TEXT / 13))


@dataclass
class TableFrame:
    """The rectangles every table shares for one window size and player count."""

    size: tuple[int, int]
    num_players: int
    scale: float = 1.0
    """The geometry's scale: pieces, cards and boards (fitted to the window)."""
    text_scale: float = 1.0
    """The words' scale: the window's fit times the player's Size (``scale`` or more)."""
    top_bar: pygame.Rect = field(default_factory=pygame.Rect)
    panels: list[pygame.Rect] = field(default_factory=list)
    """One per other seat, clockwise from the viewer's left."""
    me_panel: pygame.Rect = field(default_factory=pygame.Rect)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    log_over_felt: pygame.Rect | None = None
    """Where the whole log opens when the log in place is a summary: a game whose log column is
    too narrow to read (Llamagedón's corner at a large Size) opens it as a panel over the felt,
    the table dimmed behind it. None: up the log's own column."""
    buttons: list[pygame.Rect] = field(default_factory=list)
    """The action buttons, bottom first, in the bottom-right corner."""
    top_buttons: list[pygame.Rect] = field(default_factory=list)
    """Menu, How to play: right-aligned in the top bar."""
    status_y: int = 0
    message_y: int = 0
    status_room: pygame.Rect | None = None
    """Where the status line must stay (it is centred in it); None: the middle of the window,
    clear of the log and button column."""
    status_lines: int = 2
    """The most lines the status line takes (a longer sentence ends in an ellipsis); a table
    whose ``status_room`` has room for more says so (Alpacas: a replay says each move whole)."""
    tip_bottom: int | None = None
    """The lowest a tip's bubble under the status line may reach (the top of the hand, say); a
    tip with more lines than fit above it ends in an ellipsis. None: the usual number of lines."""
    shared: bool = False
    """A shared board (every human on a phone): every seat has a panel around the table and no
    hand lies at the foot, so a game may stand its pieces in the middle of the felt."""
    tip_clear: int | None = None
    """Higher than ``tip_bottom``: where a tip ends to stay clear of a lifted piece too (a hand's
    hovered or focused card), where its words fit above it at a size down to the table's 100%;
    else the tip reaches ``tip_bottom`` (a lift then covers its last line for a moment)."""

    @staticmethod
    def compute(
        size: tuple[int, int],
        num_players: int,
        *,
        buttons: int = 2,
        panel: tuple[int, int] = (232, 128),
        me_height: int = 156,
        status_y: float = 0.64,
        panel_words: int = HEADER,
        button_words: Sequence[str] = (),
    ) -> TableFrame:
        """The frame for ``num_players`` seats with ``buttons`` action buttons (Undo included);
        ``panel_words``: how many of a panel's design pixels in height hold words (its header,
        and more where the game writes lines in it), the part that grows with the player's Size;
        ``button_words``: the action buttons' labels, which the column is made wide enough to
        hold whole (a longer language, a larger Size), up to 30% of the window."""
        w, h = size
        s = fitted_scale(size, TABLE_ROOM)
        frame = TableFrame(size, num_players, s, max(s, text_scale(size)))
        room = frame.room
        frame.top_bar = pygame.Rect(0, 0, w, room(46, 46))
        bw, bh = room(104, 104), frame.top_bar.height - 10
        frame.top_buttons = [pygame.Rect(w - (i + 1) * (bw + 8) - 2, 5, bw, bh) for i in range(2)]
        panel_w, panel_h = room(panel[0], 60), room(panel[1], panel_words)
        me_h = room(me_height, panel_words)
        frame.me_panel = pygame.Rect(round(16 * s), h - round(16 * s) - me_h, panel_w, me_h)
        area = pygame.Rect(0, frame.top_bar.bottom + 4, w, h - frame.top_bar.bottom - 4)
        for fx, fy in SLOTS[max(0, num_players - 1)]:
            rect = pygame.Rect(0, 0, panel_w, panel_h)
            rect.center = (round(w * fx), round(h * fy) + frame.top_bar.height // 2)
            rect.clamp_ip(area)
            frame.panels.append(rect)
        button_w = max(200, room(210, 150))
        if button_words:  # the widest label in the primary button's font, with its margins
            px = max(12, round(BUTTON_PX * frame.word_scale))
            wanted = max(text_width(words, px, True) for words in button_words) + round(30 * frame.word_scale)
            button_w = max(button_w, min(wanted, round(w * 0.3)))
        primary_h, other_h, gap = max(40, room(48, 24)), max(34, room(40, 20)), max(8, round(10 * s))
        bottom = h - round(22 * s)
        for index in range(buttons):
            height = primary_h if index == 0 else other_h
            rect = pygame.Rect(0, 0, button_w, height)
            rect.bottomright = (w - round(20 * s), bottom)
            frame.buttons.append(rect)
            bottom = rect.top - gap
        log_w = max(button_w, room(250, 150))
        log_right = w - round(16 * s)
        column = pygame.Rect(log_right - log_w, 0, log_w, h)
        top = frame.top_bar.bottom + round(10 * s)
        for rect in frame.panels:
            if rect.colliderect(column):
                top = max(top, rect.bottom + round(10 * s))
        log_bottom = bottom - round(4 * s)
        frame.log = pygame.Rect(column.left, top, log_w, max(0, log_bottom - top))  # never under the buttons
        frame.status_y = round(h * status_y)
        frame.message_y = h - round(220 * s)
        return frame

    @property
    def column_left(self) -> int:
        """Where the log and the action buttons begin on the right: what the status line and
        the tip, centred, keep clear of (the log may stand higher up, beside a seat panel)."""
        right_log = self.log.width and self.log.left > self.size[0] // 2
        lefts = [rect.left for rect in self.buttons] + ([self.log.left] if right_log else [])
        return min(lefts, default=self.size[0])

    def room(self, design: float, words: float = 0.0) -> int:
        """Pixels for something ``design`` pixels at 1280x800 and 100%, of which ``words``
        pixels hold words: the rest follows the geometry (``scale``), the words the text
        (``text_scale``, never below the 12 px floor), so a box grows with the player's Size
        only as far as its words."""
        return round((design - words) * self.scale + words * self.word_scale)

    @property
    def word_scale(self) -> float:
        """The scale words really take: ``text_scale``, or more on a small window at 90%, where
        no word is drawn under 12 px (a 13 px design word: 12 / 13)."""
        return max(self.text_scale, MIN_TEXT / 13)

    @property
    def header_growth(self) -> int:
        """How many pixels lower a seat panel's header ends than at the geometry's own scale
        (0 at 100%): a game's content placed from a panel's top moves down by it, and the
        panels are that much taller. Measured in the interface's font (Japanese lines are
        taller), else reckoned from the words' scale."""
        try:
            return max(0, header_height(self.text_scale) - round(HEADER * self.scale))
        except pygame.error:  # no font yet (a layout worked out before the window)
            return round(HEADER * (self.word_scale - self.scale))

    def text(self, size: int = 13) -> int:
        """A word's pixel size at ``size`` design pixels on this table (never under 12 px)."""
        return text_px(self.text_scale, size)
