"""The rectangles of one Llamas & Alpacas window size (``AlpacasLayout.compute``): the other
seats' panels stacked in the left column, each with its small board of tiny cards; the row with
the piles across the middle's top; your large board below it with the llama and the alpaca;
the move log on the right. The table's Layout part (``layout.py``) keeps one and answers from
it; the sizes it starts from are in ``measures.py``.

The middle gets the room: the row's cards and your board's are as large as its width and
height allow (no seat panel stands over it), and when the width runs short first the move
log narrows to its buttons' width."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ....i18n import t
from ....rules.alpacas.components import BOARD_CELLS, ROW_SIZE
from ...table.layout import HEADER, TableFrame
from ...text import fit_text, text_width
from .art import card_height
from .measures import (
    BASE_WIDTH,
    BOARD_MAX,
    CARD_MAX,
    MINI_MAX,
    ROW_SHARE,
    board_cap,
    card_width,
    plain_card,
    row_label_height,
    row_label_lines,
    start_label_lines,
    tip_least,
    tip_narrowest,
    toast_height,
)
from .tiles import TILE_RATIO


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
    start_within: bool = False
    """"Your starting card" wraps to the card's width (``start_label_lines``): at a larger Size
    where your board takes the felt its label's width kept (1280x800 at 150%)."""
    mini_below: int = 0
    """Where a rival's panel is tall enough (a single rival has the column to itself), its
    small board stands under its words across the panel's width, this many pixels below the
    panel's top (0: beside the words, on the right). With two seats, a 40 px board beside the
    words left about 350 px of the column empty."""

    @staticmethod
    def compute(frame: TableFrame, rivals: int = 1, words: int = 0) -> AlpacasLayout:
        """The layout in ``frame`` for ``rivals`` other seats (``words``: the widest subtitle
        of their panels, in pixels); it also places the move log and sets the frame's status
        and message lines. At a larger Size your board keeps clear of the status line's third
        line: a long sentence keeps the player's size in three lines, in play as in a replay."""
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
        score_w = text_width("88", frame.text(30), True) + round(4 * s) + text_width(t("points"), frame.text(12))
        # the subtitle stands at the seat panel's own margin (of the text scale: ``seat_panel``), and
        # keeps a clear gap from the small board ("ボット · かんたん" at 150% ran into it); where the
        # subtitle is what narrows the board (a long language at 150%: 20 px cards whose digits no
        # one could read), the board may rather start under it, beside the score alone
        margin = round(12 * ts) + max(gap, round(14 * ts))
        beside = max(words, score_w, round(104 * s)) + margin
        under = max(score_w, round(104 * s)) + margin
        options = [(lay.mini_top, beside)] + ([(lay.header + lay.mini_gap, under)] if under < beside else [])
        best = max(options, key=lambda o: mini_sizes(column.width - pad - o[1], each - o[0] - pad, lay.mini_gap, s)[2])
        lay.mini_top, lay.mini_room = best
        lay.mini_w, lay.tile_w, _ = mini_sizes(column.width - pad - lay.mini_room, each - lay.mini_top - pad, lay.mini_gap, s)
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
        # (from well under the design width: a 1280x800 laptop opens a 1152x720 window, a 1366x768 one 1229x690)
        larger = frame.text_scale > s and w >= round(BASE_WIDTH * 0.85)  # below, the cards give way (no room)
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
        share = min(board_cap(h), round(BOARD_MAX * s))
        if larger and board_w < share:
            # Short of its share at a larger Size (at 1280x800 and 150% it stood at the row's size,
            # the tip beside it in its 100% words): the tip's column narrows to its least at this
            # Size (more lines of the player's words) and the toast's band gives way (a toast finds
            # its own clear place), as far as your board then reaches its share.
            # three cards of your board and the starting card (its label wrapped to about its width)
            want = min(share, (low - 2 * cell_gap - round(76 * s) - tip_narrowest(frame) - round(32 * s)) // 4)
            lay.start_within = True
            under = frame.status_y + frame.room(62, 62)
            free = h - round(10 * s) - under - (3 * card_height(want) + 2 * cell_gap + 2 * round(10 * s))
            # never into the status line's last line (a replay's long move said whole: three) nor its title
            third = frame.status_y + round(34 * ts) + 2 * round(round(19 * ts) * 1.3)
            board_top = max(under + max(0, min(message_h, free)), third + round(frame.text(14) * 1.4) + round(4 * s))
            tall = (h - round(10 * s) - board_top - 2 * cell_gap - 2 * round(10 * s)) // 3
            lay.board_w = board_w = max(board_w, min(int(tall * 63 / 88), want))
        board_card_h = card_height(board_w)
        board_h = 3 * board_card_h + 2 * cell_gap + 2 * round(10 * s)
        board_top = max(board_top, h - round(10 * s) - board_h)
        lay.board = pygame.Rect(0, board_top, 3 * board_w + 2 * cell_gap + 2 * round(10 * s), board_h)
        lay.board.centerx = (left + right) // 2
        # The tip's room right of the board (the felt on its left keeps the starting card and
        # a rival's board opened larger): the board moves left for it, as far as they allow.
        tip = frame.room(232, 200)  # the tip's words grow with the player's Size
        if right - lay.board.right < tip:
            label = start_label_lines(frame.text(13), board_w, s, within=lay.start_within)
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


def mini_sizes(width: int, height: int, gap: int, s: float) -> tuple[int, int, int]:
    """A rival's small board in ``width`` x ``height``: its cards' width, the tiles' width where
    the width would otherwise go unused (0: cards), and how large its digits read (a tile's
    height; a card's art says its digit about a third of its width)."""
    mini_w = max(12, min(round(MINI_MAX * s), int((height - 2 * gap) / 3 * 63 / 88), (width - 2 * gap) // 3))
    across_w = (width - 2 * gap) // 3
    tile_w = min(across_w, round(card_height(mini_w) * TILE_RATIO)) if across_w >= mini_w * 1.3 else 0
    return mini_w, tile_w, card_height(mini_w) if tile_w else mini_w // 3


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


__all__ = ["AlpacasLayout", "lift_for_status", "mini_sizes"]
