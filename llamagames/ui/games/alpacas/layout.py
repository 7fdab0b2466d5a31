"""Where the Llamas & Alpacas things sit: the other seats' panels stacked in the left column,
each with its small board of tiny cards; the row with the piles across the middle's top; your
large board below it with the llama and the alpaca; the move log and the buttons on the right.
The table's Layout part (``TableLayout``) around the rectangles of one window size
(``AlpacasLayout``).

The middle gets the room: the row's cards and your board's are as large as its width and
height allow (no seat panel stands over it), and when the width runs short first the move
log narrows to its buttons' width. A rival's board opens larger on hover or keyboard focus
(``zoom_rect``), beside its panel and clear of what the player reads."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.alpacas.components import BOARD_CELLS, ROW_SIZE
from ...scale import MIN_TEXT, text_px
from ...session import describe_seat
from ...table.layout import HEADER, TableFrame
from ...table.parts import Layout
from ...text import fit_text, text_width, wrap
from .art import card_height
from .tiles import TILE_RATIO

if TYPE_CHECKING:
    from ...table.kit import Table

PANEL = (262, 150)
PANEL_WORDS = 100
"""Of a panel's height, the design pixels holding words (the header, the score and its word,
the treats' line): they grow with the player's Size."""
CARD_MAX = 96
"""The widest a card of the row stands (design pixels)."""
BOARD_MAX = 120
"""The widest a card of your board stands (design pixels)."""
MINI_MAX = 40
BASE_WIDTH = 1280
"""The design's window width: narrower, the middle has no felt beside a two-line status line."""
"""The widest a card of a rival's small board stands (design pixels)."""
BOARD_SHARE = 0.157
"""The tallest a card of your board stands, as a share of the window's height: what the status
line's two lines at the player's larger Size (150%) leave it on a laptop (1366x768, 1280x720),
so that it stands the same at 100% and at 150% on one window (sized from the room under the
status line at each Size it stood 98% of its 100% size at 150%: the larger words took it)."""
ROW_SHARE = 0.78
"""A row card's height against a card of your board where the height is shared (the row, then
three rows of your board): your board, which you read and plan on, gets the larger cards (at
1280x720 and 150% both stood at 13% of the height; the row keeps at least ``GOALS``' 11%)."""
SCORE_COLUMN = 92
"""A rival panel's column right of its small board: the score, "points" and the treats."""
ZOOM_CARD = 58
"""A rival's board opened by hover or focus: its cards' width (design pixels)."""


@dataclass
class AlpacasLayout:
    """The game's own rectangles for one window size (the shared ones are in the frame)."""

    card_w: int = 70
    """The width of the row's cards (and the pile's, the discard's)."""
    board_w: int = 70
    """The width of your board's cards and your starting card: as large as the height under
    the row allows, larger than the row's where it has room (``ROW_SHARE``)."""
    mini_w: int = 26
    mini_gap: int = 3
    tile_w: int = 0
    """Where a rival's small board has more width than its height lets cards take (three
    rivals stacked), its cards stand as tiles this wide (``tiles.py``); 0: as cards."""
    token: int = 22
    row: list[pygame.Rect] = field(default_factory=list)
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    board: pygame.Rect = field(default_factory=pygame.Rect)
    cells: list[pygame.Rect] = field(default_factory=list)
    start_spot: pygame.Rect = field(default_factory=pygame.Rect)
    figures: list[tuple[tuple[int, int], int]] = field(default_factory=list)
    rivals: list[pygame.Rect] = field(default_factory=list)
    """The other seats' panels, top to bottom, clockwise from the viewer."""
    middle: pygame.Rect = field(default_factory=pygame.Rect)
    """Between the panels' column and the log: the row, your board."""
    header: int = 50
    """Where a panel's header ends below its top (the kit draws the name and the subtitle)."""
    mini_top: int = 34
    """Where a rival's small board may start below its panel's top: under the turn tag (the
    board stands on the panel's right, beside the subtitle, the score and the treats)."""
    mini_room: int = 90
    """The width a rival panel keeps left of its small board (subtitle, score, treats)."""
    row_label: list[str] = field(default_factory=list)
    """The row's label in the lines it has room for above the row."""
    mini_below: int = 0
    """Where a rival's panel is tall enough (a single rival has the column to itself), its
    small board stands under its words across the panel's width, this many pixels below the
    panel's top (0: beside the words, on the right). With two seats, a 40 px board beside the
    words left about 350 px of the column empty."""

    @staticmethod
    def compute(frame: TableFrame, rivals: int = 1, words: int = 0) -> AlpacasLayout:
        """The layout in ``frame`` for ``rivals`` other seats (``words``: the widest subtitle
        of their panels, in pixels); it also places the move log and sets the frame's status
        and message lines."""
        w, h = frame.size
        s = frame.scale
        gap = round(10 * s)
        lay = AlpacasLayout()
        lay.header = round(HEADER * s) + frame.header_growth
        ts = frame.text_scale
        lay.mini_top = round(8 * ts) + round(22 * ts) + round(4 * ts)  # the kit's turn tag: top, height, gap
        # The left column: the rivals' panels from the top bar down to your own panel.
        column = frame.me_panel
        top, bottom = frame.top_bar.bottom + round(8 * s), column.top - round(8 * s)
        count = max(1, rivals)
        pad = round(10 * s)
        lay.mini_gap = max(2, round(3 * s))
        score_h = round(frame.text(30) * 1.2) + round(22 * s) + round(frame.text(15) * 0.6)
        tallest = max(lay.mini_top + 3 * card_height(round(MINI_MAX * s)) + 2 * lay.mini_gap + pad,
                      lay.header + score_h + pad)
        each = min(tallest, (bottom - top - (count - 1) * round(8 * s)) // count)
        board_h = each - lay.mini_top - pad
        score_w = text_width("88", frame.text(30), True) + round(4 * s) + text_width(t("points"), frame.text(12))
        # the subtitle stands at the seat panel's own margin (of the text scale: ``seat_panel``), and
        # keeps a clear gap from the small board ("ボット · かんたん" at 150% ran into it)
        lay.mini_room = max(words, score_w, round(104 * s)) + round(12 * ts) + max(gap, round(14 * ts))
        board_w = column.width - pad - lay.mini_room
        lay.mini_w = max(12, min(round(MINI_MAX * s), int((board_h - 2 * lay.mini_gap) / 3 * 63 / 88),
                                 (board_w - 2 * lay.mini_gap) // 3))
        across_w = (board_w - 2 * lay.mini_gap) // 3
        if across_w >= lay.mini_w * 1.3:  # the width would go unused: the cards stand as wider tiles
            lay.tile_w = min(across_w, round(card_height(lay.mini_w) * TILE_RATIO))
        # Beside the words, or under them where the column's height gives a larger board: the
        # words' lines (header, score, treats), then three rows of cards as wide as the panel holds.
        whole = (bottom - top - (count - 1) * round(8 * s)) // count
        below = lay.header + score_h + pad
        down = int((whole - below - pad - 2 * lay.mini_gap) / 3 * 63 / 88)
        across = (column.width - 2 * pad - 2 * lay.mini_gap) // 3
        stacked = min(down, across, round(CARD_MAX * s))
        if stacked >= lay.mini_w * 1.25:
            lay.mini_w, lay.mini_below, each, lay.tile_w = stacked, below, whole, 0
        lay.rivals = [pygame.Rect(column.left, top + k * (each + round(8 * s)), column.width, each)
                      for k in range(rivals)]
        # The move log: the right column below the top bar (no panel stands there).
        log_top = frame.top_bar.bottom + gap
        frame.log = pygame.Rect(frame.log.left, log_top, frame.log.width, max(0, frame.log.bottom - log_top))
        left = column.right + round(14 * s)
        room = frame.log.left - round(14 * s) - left
        # The row, the status line, the board's title and three board rows must fit the height
        # (the words' lines grow with the player's Size: the room kept for a toast gives way first).
        labels = (text_width(t("Pile · {count}", count=88), frame.text(13)) +
                  text_width(t("Discard · {count}", count=88), frame.text(13))) // 2 + round(10 * s)
        lines = round(frame.text(13) * 1.35)
        top = frame.top_bar.bottom + round(8 * s)
        label_h = row_label_height(frame, room)
        # Between the status line and your board, a toast of three lines; at a larger Size one,
        # or less on a window wider than the design, as far as the cards keep their 100% size (``plain_card``; the tip then stands
        # beside your board, and a toast finds its own clear place, the kit's room-finding,
        # narrower or in smaller words): the words grow, the cards do not shrink for them
        # (with a whole one-line band they kept 91% of their 100% size at 1366x768).
        # (from a little under the design width: a 1366x768 laptop opens a 1229x690 window)
        larger = frame.text_scale > s and w >= round(BASE_WIDTH * 0.95)  # below, the cards give way (no room)
        message_h = toast_height(frame.text_scale, 3 if frame.text_scale <= s else 1) + round(8 * s)
        narrowed = strip = False
        estimate = round(CARD_MAX * s)
        for _ in range(3):  # a row narrower than estimated may need the label's second line: sized again
            # the height less what is not a card (the row's label, the pile's label, the status
            # line, a toast's room, the board's spacing and margins), shared by four cards' heights
            under_pile = max(round(28 * s), round(6 * s) + round(frame.text(13) * 1.45),
                             round(max(16, round(estimate * 0.3)) * 0.55) + round(8 * s))
            rest = top + label_h + under_pile + frame.room(62, 62) + round(46 * s)
            if larger:  # a one-line band, or what is left of it where the cards keep their 100% size
                least = math.ceil(plain_card(frame, h) * 88 / 63)
                message_h = max(0, min(message_h, h - rest - 4 * least))
            rest += message_h
            tallest_card = (h - rest) // 4
            tallest_row = int(4 * tallest_card * ROW_SHARE / (ROW_SHARE + 3))  # your board's are taller
            card_w = card_width(room, gap, labels, s, tallest_row)
            if card_w < int(tallest_row * 63 / 88) and not narrowed and frame.buttons:
                # short of width, not of height: the log narrows to its buttons' width
                narrow = min(frame.log.width, frame.buttons[0].width)
                frame.log = pygame.Rect(frame.log.right - narrow, frame.log.top, narrow, frame.log.height)
                room = frame.log.left - round(14 * s) - left
                narrowed = True
                card_w = card_width(room, gap, labels, s, tallest_row)
            if card_w < int(tallest_row * 63 / 88) and larger and not strip and frame.buttons:
                # At a larger Size the side columns grow with their words: beside the row the
                # log narrows further, to a strip, as far as the row's cards need (the buttons
                # under it keep their width; your board stays clear of them).
                want = min(round(CARD_MAX * s), int(tallest_row * 63 / 88))
                wide = (ROW_SIZE + 2) * (want + gap) + 2 * gap + max(round(26 * s), labels - want - gap) + 1
                narrow = max(min(frame.log.width, frame.room(160, 100)), frame.log.width - max(0, wide - room))
                frame.log = pygame.Rect(frame.log.right - narrow, frame.log.top, narrow, frame.log.height)
                room = frame.log.left - round(14 * s) - left
                strip = True
                card_w = card_width(room, gap, labels, s, tallest_row)
            estimate = card_w
            apart = max(round(26 * s), labels - card_w - gap)
            row_w = (ROW_SIZE + 1) * (card_w + gap) + apart + card_w
            needed = len(row_label_lines(frame.text(13), row_w + round(4 * s))) * lines + round(10 * s)
            if needed <= label_h:
                break
            label_h = needed
        # Your board, the tip and the figures keep clear of the buttons too where the log's strip
        # is narrower than they are.
        low = room
        if strip:
            low = min([frame.log.left, *(button.left for button in frame.buttons)]) - round(14 * s) - left
        lay.middle = pygame.Rect(left, frame.top_bar.bottom, low, h - frame.top_bar.bottom)
        card_h = card_height(card_w)
        lay.card_w, lay.token = card_w, max(16, round(card_w * 0.3))
        right = left + low
        x = left + (room - row_w) // 2
        lay.row_label = row_label_lines(frame.text(13), row_w + round(4 * s))
        if len(lay.row_label) * lines + round(10 * s) > label_h:  # fewer lines than it needs: one, cut
            lay.row_label = [fit_text(" ".join(lay.row_label), frame.text(13), row_w + round(4 * s))]
        y = top + label_h  # room for the row's label (or the costs while dragging)
        for i in range(ROW_SIZE + 2):
            rect = pygame.Rect(x, y, card_w, card_h)
            if i < ROW_SIZE:
                lay.row.append(rect)
            elif i == ROW_SIZE:
                lay.pile = rect
            else:
                lay.discard = rect.move(apart, 0)
            x += card_w + gap
        frame.status_y = lay.pile.bottom + max(round(lay.token * 0.55) + round(8 * s), round(28 * s),
                                               round(10 * s) + round(frame.text(13) * 1.45))  # below the pile's label
        # (a clear gap under it: at 1024x640 the status pill touched a longer language's "Pile · 68")
        frame.status_room = pygame.Rect(left, frame.status_y, room, frame.room(34, 34))
        cell_gap = round(8 * s)
        # your board: its cards as tall as the height under the status line and a toast's room
        # allows, and as wide as the middle holds them with the starting card on their left
        board_top = frame.status_y + frame.room(62, 62) + message_h
        tall = (h - round(10 * s) - board_top - 2 * cell_gap - 2 * round(10 * s)) // 3
        # (the starting card's felt on its left and the tip's column on its right keep their room:
        # at 100% or below the design's width the tip's whole width, else it wraps in more lines)
        tip_room = frame.room(232, 200) if w < BASE_WIDTH or not larger else tip_least(frame)
        spare = low - 2 * cell_gap - round(56 * s) - tip_room - round(32 * s)
        label_w = max(text_width(line, frame.text(13), True) for line in start_label_lines(frame.text(13), card_w, s))
        wide = spare // 4 if larger else min(spare // 4, (spare - label_w) // 3)  # the label may be wider than the card
        # (never above the window's own share, ``BOARD_SHARE``: the same cards at 100% and 150%)
        lay.board_w = board_w = max(card_w, min(int(tall * 63 / 88), wide, round(BOARD_MAX * s), board_cap(h)))
        board_card_h = card_height(board_w)
        board_h = 3 * board_card_h + 2 * cell_gap + 2 * round(10 * s)
        board_top = max(board_top, h - round(10 * s) - board_h)
        lay.board = pygame.Rect(0, board_top, 3 * board_w + 2 * cell_gap + 2 * round(10 * s), board_h)
        lay.board.centerx = (left + right) // 2
        # The tip's room right of the board (the felt on its left keeps the starting card and
        # a rival's board opened larger): the board moves left for it, as far as they allow.
        tip = frame.room(232, 200)  # the tip's words grow with the player's Size
        if right - lay.board.right < tip:
            label = start_label_lines(frame.text(13), board_w, s)
            start = max(board_w, *(text_width(line, frame.text(13), True) for line in label)) + round(36 * s)
            lay.board.right = max(left + start + lay.board.width, right - tip)
            lay.board.right = min(lay.board.right, (left + right + lay.board.width) // 2)
        for cell in range(BOARD_CELLS):
            r, c = divmod(cell, 3)
            lay.cells.append(pygame.Rect(lay.board.left + round(10 * s) + c * (board_w + cell_gap),
                                         lay.board.top + round(10 * s) + r * (board_card_h + cell_gap),
                                         board_w, board_card_h))
        lay.start_spot = pygame.Rect(0, 0, board_w, board_card_h)
        lay.start_spot.midright = (lay.board.left - round(24 * s), lay.board.centery)
        # A toast or a refusal stands above your board's title, under the status line.
        frame.message_y = lay.board.top - round(frame.text(14) * 1.4) - round(4 * s)
        frame.tip_bottom = frame.message_y  # a tip under the status line (no room beside the board) stops there
        # The status line's lines at the player's Size: two, and a third for a replay's long move
        # (the kit keeps a smaller size, for every sentence, where its room is one line high: at
        # 150% it stayed at 100%), where a band stays under them for the tip and a toast, or the
        # tip stands beside the board on a window as wide as the design (at 1024x600 and 150%
        # two lines cut the tip under them, or with the tip beside the board left a long
        # Japanese toast no felt but over the Pass button).
        tip_gap, least = round(16 * s), tip_least(frame)  # the coach's (``coach.area``)
        beside = max(right - lay.board.right - 2 * tip_gap, lay.board.left - left - tip_gap - tip_gap // 2) >= least
        two = round(34 * ts) + round(round(19 * ts) * 1.3)
        lift_for_status(frame, lay, label_h, two)
        three = two + round(round(19 * ts) * 1.3)
        # (or, at a larger Size, where the three lines fit above your board: the toast's band has
        # given way, a toast finds its own place; at 1280x800 and 150% a replay's move lost its end)
        gap_three = larger and frame.message_y - frame.status_y >= three
        if frame.message_y - frame.status_y - two >= round(80 * s) or (beside and w >= BASE_WIDTH) or gap_three:
            frame.status_room.height = three
            frame.status_lines = 3
        figure_h = min(round(112 * s), max(round(60 * s), (lay.board.left - left) * 10 // 9))
        foot_y = lay.board.bottom - round(6 * s)
        llama_x = max(left + figure_h // 2, lay.start_spot.centerx)
        alpaca_x = min(lay.board.right + round(70 * s), right - figure_h // 2)
        # At a larger Size the tip's column right of the board reaches the foot (``coach.area``):
        # the alpaca stands left of the llama where the felt holds both (at 1920x1080 and 150%
        # it showed through the tip, its legs under it)
        if ts > s and right - lay.board.right - 2 * tip_gap >= min(least, round(180 * s)):
            if llama_x - figure_h * 5 // 4 >= left:
                alpaca_x = llama_x - figure_h * 3 // 4
            else:  # the board moved left for a wider tip: the two stand smaller, side by side
                figure_h = min(figure_h, max(round(60 * s), (lay.board.left - round(12 * s) - left) * 4 // 7))
                alpaca_x = left + figure_h // 2
                llama_x = alpaca_x + figure_h * 3 // 4
        lay.figures = [((llama_x, foot_y), figure_h), ((alpaca_x, foot_y), figure_h)]
        return lay

    def mini_cell(self, panel: pygame.Rect, cell: int, scale: float) -> pygame.Rect:
        """The rectangle of ``cell`` of the small board in a seat panel: on its right, under
        the turn tag (the subtitle, the score and the treats stand on its left)."""
        w, h = self.tile_w or self.mini_w, card_height(self.mini_w)
        gap = self.mini_gap
        pad = round(10 * scale)
        left = panel.right - pad - 3 * w - 2 * gap
        upper = self.mini_below or self.mini_top
        if self.mini_below:  # under the words, centred across the panel
            left = panel.centerx - (3 * w + 2 * gap) // 2
        room = panel.bottom - pad - (panel.top + upper)
        top = panel.top + upper + max(0, (room - 3 * h - 2 * gap) // 2)
        r, c = divmod(cell, 3)
        return pygame.Rect(left + c * (w + gap), top + r * (h + gap), w, h)

    def mini_board(self, panel: pygame.Rect, scale: float) -> pygame.Rect:
        """The small board of a seat panel, its nine cards together."""
        return self.mini_cell(panel, 0, scale).union(self.mini_cell(panel, BOARD_CELLS - 1, scale))


def lift_for_status(frame: TableFrame, lay: AlpacasLayout, label_h: int, two: int) -> None:
    """Where the status line has no room for a second line under it (a two-line sentence then
    rose over the "Discard · N" label: the review at 150%), the row, its pile and the status
    line move up into the label's room it does not use (one line of the two kept for it), and
    the status line's room holds two lines at the player's Size once they fit."""
    s = frame.scale
    used = max(round(24 * s), len(lay.row_label) * round(frame.text(13) * 1.35) + round(10 * s))
    short = two - (frame.message_y - frame.status_y)
    lift = min(max(0, label_h - used), max(0, short))
    if lift:
        for rect in (*lay.row, lay.pile, lay.discard):
            rect.move_ip(0, -lift)
        frame.status_y -= lift
        if frame.status_room is not None:
            frame.status_room.top = frame.status_y
    if frame.status_room is not None and frame.message_y - frame.status_y >= two:
        frame.status_room.height = max(frame.status_room.height, two)


def board_cap(height: int) -> int:
    """The widest a card of your board stands on a window ``height`` pixels high: its height
    ``BOARD_SHARE`` of the window's, whatever the player's Size (the window alone sets it)."""
    return int(height * BOARD_SHARE * 63 / 88)


def tip_least(frame: TableFrame) -> int:
    """The narrowest column that holds the tip beside your board: a few words a line at the
    player's Size; at a larger Size a little narrower, in more lines, so that the cards keep
    their 100% size and the tip still stands beside them (at 1366x768 and 150% the tip's
    column was 23 px short and the tip was cut under the status line)."""
    larger = frame.text_scale > frame.scale and frame.size[0] > BASE_WIDTH
    return frame.room(180, 100) if larger else frame.room(200, 120)


def plain_card(frame: TableFrame, height: int) -> int:
    """The width of the row's cards at 100% text on this window, as its ``height`` allows
    (the words at the geometry's own scale; the widest row reckoned): at a larger Size the
    room kept for a toast gives way until the cards stand at least this large."""
    s = frame.scale
    words = max(s, MIN_TEXT / 13)
    px = text_px(s, 13)
    widest = (ROW_SIZE + 2) * (round(CARD_MAX * s) + round(10 * s)) + round(26 * s)
    label = max(round(24 * s), len(row_label_lines(px, widest)) * round(px * 1.35) + round(10 * s))
    under_pile = max(round(28 * s), round(6 * s) + round(px * 1.45),
                     round(max(16, round(CARD_MAX * s * 0.3)) * 0.55) + round(8 * s))
    rest = (round(46 * words) + round(8 * s) + label + under_pile + round(62 * words)
            + toast_height(s, 3) + round(8 * s) + round(46 * s))
    return min(round(CARD_MAX * s), int((height - rest) // 4 * 63 / 88))


def toast_height(text_scale: float, lines: int) -> int:
    """A toast of ``lines`` lines (``table/toasts.py``'s sizes): the room kept for one above your board."""
    size = round(18 * text_scale)
    return lines * round(size * 1.35) + round(16 * text_scale)


def card_width(room: int, gap: int, labels: int, s: float, tallest: int) -> int:
    """The widest card that lets six row cards, the pile and the discard fit ``room`` and
    four rows of cards fit the height (``tallest``: the tallest card the height allows)."""
    card_w = round(CARD_MAX * s)
    for _ in range(2):  # the room between the piles depends on the cards' width, and the width on it
        apart = max(round(26 * s), labels - card_w - gap)
        card_w = min(round(CARD_MAX * s), (room - 2 * gap - apart) // (ROW_SIZE + 2) - gap, int(tallest * 63 / 88))
    return max(12, card_w)


def start_label_lines(px: int, card_w: int, s: float, name: str | None = None) -> list[str]:
    """"Your starting card" over the card (``name``'s where the laptop is not that player):
    one line, or two where it is much wider than the card (large words: the board then moves
    left for the tip's column beside it)."""
    text = t("Your starting card") if name is None else t("{name}'s starting card", name=name)
    whole = text_width(text, px, True)
    if whole <= card_w + round(60 * s):
        return [text]
    for width in (whole // 2 + px, whole * 3 // 4):  # "Your starting / card" where halves do not break
        lines = wrap(text, px, max(card_w + round(20 * s), width), bold=True)
        if len(lines) <= 2:
            return lines
    return [text]


def row_label_lines(text_px: int, width: int) -> list[str]:
    """The row's label in the lines its band has room for (one, or two at a large Size; what
    is left after two ends in an ellipsis)."""
    text = t("The row: the first card is free; each card skipped takes a treat")
    lines = wrap(text, text_px, width)
    if len(lines) > 2:
        rest = (" " if " " in text else "").join(lines[1:])
        lines = [lines[0], fit_text(rest, text_px, width)]
    return lines


def row_label_height(frame: TableFrame, room: int) -> int:
    """The room above the row for its label's lines (or the costs while dragging)."""
    px, s = frame.text(13), frame.scale
    widest_row = (ROW_SIZE + 2) * (round(CARD_MAX * s) + round(10 * s)) + round(26 * s)
    lines = len(row_label_lines(px, min(room - round(40 * s), widest_row)))  # a narrower row: measured again
    return max(round(24 * s), lines * round(px * 1.35) + round(10 * s))  # clear of the takeable cards' glow


class TableLayout(Layout):
    """The Layout part: the rivals' panels in the left column, and the rectangles of ``AlpacasLayout``."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.rects = AlpacasLayout()
        """The game's rectangles at the current window size."""

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        """Your panel as tall as the kit's; the others are placed here (``panel_rect``)."""
        return {"panel": PANEL, "me_height": PANEL[1], "panel_words": PANEL_WORDS}

    def compute(self, size: tuple[int, int]) -> None:
        table = self.table
        px = text_px(table.text_scale)
        words = max((text_width(describe_seat(table.match.seats[seat]), px) for seat in self.rivals()), default=0)
        self.rects = AlpacasLayout.compute(table.frame, table.match.num_players - 1, words)

    def rivals(self) -> list[int]:
        """The other seats, clockwise from the viewer (their panels top to bottom)."""
        n, viewer = self.table.match.num_players, self.table.viewer
        return [(viewer + i) % n for i in range(1, n)]

    def panel_rect(self, seat: int) -> pygame.Rect | None:
        others = self.rivals()
        if seat in others and len(self.rects.rivals) == len(others):
            return self.rects.rivals[others.index(seat)]
        return None

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """Your 3x3 board; the row's cards and the draw pile."""
        return {"own": [self.rects.board], "choices": [*self.rects.row, self.rects.pile]}

    def kept(self) -> list[pygame.Rect]:
        """The row's band: its label, the row, the pile and the empty discard with their counts
        (a phone seat's "codes" tag stood on the discard's outline, then on the label)."""
        lay, table = self.rects, self.table
        if not lay.row:
            return []
        lines = round(table.small(13) * 1.35)
        top = lay.row[0].top - len(lay.row_label) * lines - round(6 * table.scale)
        bottom = lay.discard.bottom + lines + round(6 * table.scale)
        return [pygame.Rect(lay.row[0].left, top, lay.discard.right - lay.row[0].left, bottom - top)]

    def mini_cell(self, seat: int, cell: int) -> pygame.Rect:
        """``cell`` of ``seat``'s small board, in its panel."""
        return self.rects.mini_cell(self.table.panel_rect(seat), cell, self.table.scale)

    def cell_rect(self, seat: int, cell: int) -> pygame.Rect:
        """``cell`` of ``seat``'s board: the large one for the viewer, else the small one."""
        return self.rects.cells[cell] if seat == self.table.viewer else self.mini_cell(seat, cell)

    def score_centre(self, seat: int) -> tuple[int, int]:
        """The centre of ``seat``'s score in its panel: on the right of your own panel; beside
        a rival's small board, its number and "points" on one line (``score_rect``)."""
        rect, s = self.table.panel_rect(seat), self.table.scale
        if seat == self.table.viewer:
            return (rect.right - round(60 * s), rect.top + round(68 * s) + self.table.frame.header_growth)
        return self.score_rect(seat).center

    def score_rect(self, seat: int, score: str = "88") -> pygame.Rect:
        """Where a rival's score stands: its number (``score`` wide) and "points" on one line,
        left of its small board, between the header and the treats."""
        table, s = self.table, self.table.scale
        rect = table.panel_rect(seat)
        big, small = table.small(30), table.small(12)
        width = text_width(score, big, True) + round(4 * s) + text_width(t("points"), small)
        box = pygame.Rect(rect.left + round(12 * s), 0, width, round(big * 1.2))
        treats = self.treat_anchor(seat)[1] - round(table.small(15) * 0.6)
        box.centery = (rect.top + self.rects.header + treats) // 2
        box.top = max(box.top, rect.top + self.rects.header)  # under the subtitle, however tight
        return box

    def treat_anchor(self, seat: int) -> tuple[int, int]:
        """Where treats fly to and from ``seat``'s panel (its treats' line)."""
        rect, s = self.table.panel_rect(seat), self.table.scale
        if seat == self.table.viewer:
            return (self.score_centre(seat)[0], rect.bottom - round(24 * s))
        bottom = rect.top + self.rects.mini_below if self.rects.mini_below else rect.bottom  # over a board below
        return (rect.left + round(12 * s) + round(40 * s), bottom - round(20 * s))

    def score_digits(self, seat: int, score: int) -> pygame.Rect:
        """Where ``seat``'s score's digits stand in its panel (the points fly beside them)."""
        px = self.table.small(30)
        rect = pygame.Rect(0, 0, text_width(str(score), px, True), round(px * 1.2))
        if seat == self.table.viewer:
            rect.center = self.score_centre(seat)
        else:
            rect.midleft = self.score_rect(seat, str(score)).midleft
        return rect

    def score_anchor(self, seat: int, text: str = "+6", score: int = 88) -> tuple[int, int]:
        """Where points (``text``, drawn at ``floater_px``) land: beside ``seat``'s score, never
        on its digits; left of yours, right of a rival's "points" (its panel's left edge is
        near). The score takes the new value when they land."""
        s = self.table.scale
        half = text_width(text, floater_px(s), True) // 2
        digits = self.score_digits(seat, score)
        if seat == self.table.viewer:
            return (digits.left - round(8 * s) - half, digits.centery)
        spot = self.score_rect(seat, str(score))
        return (spot.right + round(8 * s) + half, digits.centery)

    def zoom_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s board opens larger: beside its panel, on the felt left of your
        board where that holds it, else wherever the table's room finds clear."""
        table, lay, s = self.table, self.rects, self.table.scale
        felt = pygame.Rect(lay.middle.left, lay.board.top, lay.board.left - lay.middle.left, lay.board.height)
        size = zoom_size(lay, s, table.small(14), felt)
        panel = table.panel_rect(seat)
        spot = pygame.Rect((0, 0), size)
        spot.midleft = (felt.left + round(4 * s), min(max(panel.centery, felt.top + size[1] // 2),
                                                      table.frame.size[1] - size[1] // 2 - round(6 * s)))
        if felt.width >= size[0] and felt.contains(spot) and table.room.covered(spot) == 0:
            return spot
        return table.room.place(size, panel, gap=round(8 * s), sides=("right", "below", "above", "left"))

    def panel_icon(self) -> int:
        """The size of the treat icons in a seat panel."""
        return max(16, round(22 * self.table.scale))


def floater_px(scale: float) -> int:
    """The size of the points flying from a scored line to the score ("+4")."""
    return round(34 * scale)


def zoom_card(lay: AlpacasLayout, s: float, title_px: int = 0, felt: pygame.Rect | None = None) -> int:
    """The width of a card of a rival's board opened larger: as large as the felt left of your
    board holds (``felt``), never smaller than the small board's."""
    w = min(round(ZOOM_CARD * s), lay.card_w)
    if felt is not None:
        gap, pad = max(3, round(5 * s)), round(10 * s)
        across = (felt.width - round(8 * s) - 2 * gap - 2 * pad) // 3
        down = int((felt.height - round(title_px * 1.5) - 2 * gap - 2 * pad) / 3 * 63 / 88)
        w = min(w, across, down)
    return max(lay.mini_w + 8, w)


def zoom_size(lay: AlpacasLayout, s: float, title_px: int, felt: pygame.Rect | None = None) -> tuple[int, int]:
    """The size of a rival's board opened larger, its title line included."""
    w = zoom_card(lay, s, title_px, felt)
    gap, pad = max(3, round(5 * s)), round(10 * s)
    return (3 * w + 2 * gap + 2 * pad, round(title_px * 1.5) + 3 * card_height(w) + 2 * gap + 2 * pad)


def layout_of(table: Table) -> TableLayout:
    """The table's Layout part, typed."""
    layout = table.parts.layout
    assert isinstance(layout, TableLayout)
    return layout
