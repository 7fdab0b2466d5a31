"""Where the Llamagedón things sit: deck, the table mat (where actions land), the discard pile
and the Llamagedón marker in a row; your shelters above your hand; the others' shelters in
their seat panels. Everything from the window size (the kit's frame) alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ...scale import fitted_scale, text_scale
from ...table.layout import TableFrame
from ...table.parts import Layout
from ...text import render, text_width
from ...widgets.card_fan import fan_area, standing_depth
from ...widgets.cards import card_height
from .pile_labels import pile_label_rects
from .shelter_spots import shelter_rects
from .type_scale import LABEL, LEAD, NOTE

if TYPE_CHECKING:
    from ...table.kit import Table

HAND_GROWTH = 1.3
"""At a larger Size your hand's cards grow with the words (their names are printed on them), up
to this factor of their 100% width, where the window has the room: a playtest at 150% read every
word larger but the cards' own."""
HAND_MARGIN = 8
"""Design pixels between the window's foot and your hand's lowest corner: the cards end on the
felt (pt50 at 1366x768 and 150%: the fan's end cards reached the edge and looked cut off)."""
HAND_ARC, HAND_TILT = 0.03, 4.0
"""Your standing hand's arc (in card heights) and its end cards' lean: flatter than the kit's
(its cards barely overlap, their names along the foot), so at 150% it keeps room to grow."""
HAND_LIFT = 1.22
"""The hand's height kept for it at a larger Size, in card heights: the card and its hover lift."""
PANEL_SIZE = (250, 150)
"""Seat panels a little larger than the kit's default: they hold the shelters (the smallest,
for the most rivals: ``panel_size``)."""
PANEL_SIZES = {1: (340, 176), 2: (330, 176), 3: (300, 176), 4: (290, 176)}
"""A rival's panel by the number of rivals: their hand and shelters are pieces a player reads
at a glance (how many, which colours, protected or not), and a playtest at 1920x1080 found
them small in large panels with a third of the felt empty. Fewer rivals, wider panels (the
slots stand apart); every panel a little taller, for larger cards."""
RIVAL_W = 62
"""A rival's shelters' card width at most, in design pixels (46 before the playtest)."""


def panel_size(players: int, size: tuple[int, int] | None = None) -> tuple[int, int]:
    """The seat panels' design size at ``players`` seats in a window of ``size``: at a larger
    Size they grow with the words already, and the felt left is kept for the Block question,
    "Since your turn", the tip and the log (they stay as they were; the cards in them still
    grow to the room there)."""
    if size is not None and text_scale(size) > fitted_scale(size) * 1.01:
        return PANEL_SIZE
    return PANEL_SIZES.get(players - 1, PANEL_SIZE)


@dataclass
class GedonLayout:
    """The game's own rectangles for one window size (the shared ones are in the frame)."""

    card_w: int = 96
    pile_w: int = 74
    mine_w: int = 52
    mini_w: int = 38
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    mat: pygame.Rect = field(default_factory=pygame.Rect)
    marker: pygame.Rect = field(default_factory=pygame.Rect)
    mine: pygame.Rect = field(default_factory=pygame.Rect)
    fan_anchor: tuple[int, int] = (0, 0)
    """The foot of your hand's middle card with the most cards (what stands above the hand keeps clear of it)."""
    hand_foot: int = 0
    """Where the standing fan's lowest corners stand (``CardFan.stands``): ``HAND_MARGIN`` above the window's foot."""
    fan_width: int = 600
    marker_label_above: bool = False
    """The marker's label goes above it where a seat panel on the left is beside its foot."""
    mine_pad: int = 26
    """Your shelters' row: from its top to the cards, below its heading."""
    marker_label_px: int = 14
    """The marker's label's size: the player's, or smaller (to the table's own at 100%) where a
    seat panel on the left comes close."""

    @staticmethod
    def compute(frame: TableFrame) -> GedonLayout:
        """The layout in ``frame``; it also sets the frame's status and message lines."""
        w, h = frame.size
        s = frame.scale
        _panels_above_the_buttons(frame)
        lay = GedonLayout(card_w=round(96 * s), pile_w=round(72 * s), mine_w=round(50 * s),
                          mini_w=max(30, round(RIVAL_W * s)))
        pile_h = card_height(lay.pile_w)
        top = max([r.bottom for r in frame.panels if r.centery < h * 0.3] + [frame.top_bar.bottom])
        cx = w // 2
        cy = top + round(14 * s) + round(22 * s) + pile_h // 2
        gap = round(22 * s)
        lay.mat = pygame.Rect(0, 0, round(260 * s), pile_h + round(30 * s))
        lay.mat.center = (cx, cy)
        lay.deck = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.deck.midright = (lay.mat.left - gap, cy)
        lay.discard = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.discard.midleft = (lay.mat.right + gap, cy)
        lay.marker = pygame.Rect(0, 0, lay.pile_w, pile_h)
        labels = text_width(t("Llamagedón"), frame.text(LABEL)) + text_width(t("Deck · {count}", count=88), frame.text(LABEL))
        lay.marker.midright = (lay.deck.left - max(round(30 * s), labels // 2 + round(12 * s) - lay.pile_w), cy)
        # never under a seat panel on its left (a longer language's labels pushed it under Pablo's)
        beside = [p.right for p in frame.panels if p.centerx < lay.marker.centerx and p.colliderect(lay.marker)]
        if beside:
            lay.marker.left = min(max(beside) + round(8 * s), lay.deck.left - round(8 * s) - lay.marker.width)
        _clear_of_the_log(frame, lay)
        def label_hits(px: int) -> bool:
            return any(marker_label_rect(lay, px, s).colliderect(panel) for panel in frame.panels)

        lay.marker_label_px = frame.text(LABEL)
        while lay.marker_label_px > max(12, round(14 * s)) and label_hits(lay.marker_label_px):
            lay.marker_label_px -= 1
        lay.marker_label_above = label_hits(lay.marker_label_px)
        # your shelters' row: its heading (as tall as the words at the player's Size), the cards below it
        lay.mine_pad = max(round(26 * s), round(5 * s) + render("Ag", frame.text(LABEL), True).get_height() + 2)
        # Your shelters are your board: they take the height left between the piles and the
        # status line above your hand (up to 40% larger than at the design's own proportions).
        status_h = max(round(34 * s), round(frame.text(17) * 2))
        tip_h = round(2 * 1.35 * frame.text(LEAD)) + round(24 * s)  # a two-line tip keeps its place above the hand
        grown = frame.text_scale / s > 1.01  # a larger Size: the cards' printed names grow with the words

        def foot_for(card_w: int) -> int:  # the hand stands HAND_MARGIN above the window's foot, its arc above that
            least = 0 if grown else round(20 * s)  # at 100% the hand's band stays where it was designed
            return max(least, round(HAND_MARGIN * s) + standing_depth(card_w, HAND_ARC, HAND_TILT))

        lift = HAND_LIFT if grown else 1.26  # a card lifts by a fifth on hover (a quarter kept at 100%)

        def spare_with(card_w: int, bottom: int, reserve: float) -> int:
            hand_top = h - bottom - round(card_height(card_w) * reserve) - round(8 * s)
            return hand_top - (lay.mat.bottom + round(40 * s) + card_height(lay.mine_w) + round(8 * s)
                               + lay.mine_pad + round(10 * s) + status_h + tip_h)

        spare = spare_with(lay.card_w, foot_for(lay.card_w), 1.26)
        if grown:
            # the hand's cards grow with the words, up to HAND_GROWTH, in the room a shorter
            # lift reserve gives; your shelters' row keeps what it had
            widest = round(lay.card_w * min(HAND_GROWTH, frame.text_scale / s))
            keep, top = spare, card_height(lay.card_w) + round(20 * s)  # up to the hand's top at 100%: the tip keeps its room
            lay.card_w = next((w for w in range(widest, lay.card_w, -1)
                               if spare_with(w, foot_for(w), lift) >= keep and card_height(w) + foot_for(w) <= top),
                              lay.card_w)
            spare = spare_with(lay.card_w, foot_for(lay.card_w), lift)
        hand_h = card_height(lay.card_w)
        if spare > 0:
            lay.mine_w = min(round(lay.mine_w * 1.4), lay.mine_w + round(spare * 63 / 88))
        mine_h = card_height(lay.mine_w) + round(8 * s) + lay.mine_pad
        lay.mine = pygame.Rect(0, 0, round(560 * s), mine_h)
        lay.mine.midtop = (cx, lay.mat.bottom + round(40 * s))
        frame.status_y = lay.mine.bottom + round(10 * s)
        lay.fan_anchor = (cx, h - foot_for(lay.card_w))
        lay.hand_foot = h - round(HAND_MARGIN * s)
        lay.fan_width = min(round(w * 0.5), round(700 * s))
        # never under the action buttons (a wider column at a larger Size reached the hand's right end)
        hand_top = lay.fan_anchor[1] - round(card_height(lay.card_w) * 1.2)
        right = min([b.left for b in frame.buttons if b.bottom > hand_top] + [w]) - round(8 * s)
        lay.fan_width = max(lay.card_w, min(lay.fan_width, 2 * (right - cx)))
        frame.message_y = h - hand_h - round(50 * s)
        frame.tip_bottom = lay.fan_anchor[1] - hand_h - round(6 * s)
        # The turn prompt reads at the player's size: room for its second line at that size
        # (the kit's pill takes its largest size with that room). At 150% it stayed at the 100%
        # size; your shelters give up a little of their height for it.
        short = frame.status_y + status_room_need(frame) - frame.tip_bottom
        if short > 0:
            least = round(40 * s)
            lay.mine_w = max(least, lay.mine_w - -(-short * 63 // 88))
            lay.mine.height = card_height(lay.mine_w) + round(8 * s) + lay.mine_pad
            frame.status_y = lay.mine.bottom + round(10 * s)
        _log_left_if_squeezed(frame, lay)
        frame.log_over_felt = whole_log_room(frame)
        if frame.shared:
            _to_the_middle(frame, lay)
        return lay


def _to_the_middle(frame: TableFrame, lay: GedonLayout) -> None:
    """A shared board has no hand at the foot nor a seat's row in the middle: the row of piles
    and the status line move down to the middle of the felt under the seat panels."""
    s, h = frame.scale, frame.size[1]
    top = max([r.bottom for r in frame.panels if r.centery < h * 0.3] + [frame.top_bar.bottom]) + round(14 * s)
    group_bottom = lay.marker.bottom + round(40 * s) + round(70 * s)  # the labels, then the status line
    shift = max(0, ((top + h - round(24 * s)) - (lay.mat.top + group_bottom)) // 2)
    for rect in (lay.marker, lay.deck, lay.mat, lay.discard):
        rect.y += shift
    # no seat's row: a line under the piles' labels, where the Block band and the status line begin
    lay.mine = pygame.Rect(lay.mine.left, lay.mat.bottom + round(30 * s), lay.mine.width, 0)
    frame.status_y = lay.mine.bottom + round(10 * s)
    frame.message_y = frame.status_y + round(60 * s)


def _panels_above_the_buttons(frame: TableFrame) -> None:
    """A side seat panel, taller since a playtest (for larger cards), ends above the action
    buttons where at a larger Size it would reach them (four or five seats at 150%): its
    cards fit the height left."""
    gap = round(10 * frame.scale)
    for rect in frame.panels:
        tops = [b.top for b in frame.buttons if b.colliderect(rect.inflate(0, 2 * gap))]
        if tops:
            rect.height = max(0, min(tops) - gap - rect.top)


def _clear_of_the_log(frame: TableFrame, lay: GedonLayout) -> None:
    """The row of piles moves left, as far as the felt on its left allows, where the log on the
    right would stand over the discard's label (at 1024x640 and 150%, a longer language's
    "Discard · 2" ran under the log)."""
    s, log = frame.scale, frame.log
    if not log.width or log.left <= lay.discard.centerx or log.height < round(90 * s):
        return  # (a log squeezed above the buttons moves left: ``_log_left_if_squeezed``)
    words = max(text_width(t("Discard · {count}", count=88), frame.text(LABEL)),
                text_width(t("Discard"), frame.text(LABEL)))
    short = words // 2 + round(8 * s) - (log.left - lay.discard.centerx)
    if short <= 0:
        return
    row = pygame.Rect(0, lay.marker.top, 1, lay.marker.height + round(30 * s))
    beside = [p.right for p in frame.panels if p.right <= lay.marker.left and p.top < row.bottom and p.bottom > row.top]
    marker_words = text_width(t("Llamagedón"), frame.text(LABEL)) // 2
    leftmost = min(lay.marker.left, lay.marker.centerx - marker_words)
    shift = min(short, leftmost - max(beside + [0]) - round(8 * s))
    if shift > 0:
        for rect in (lay.marker, lay.deck, lay.mat, lay.discard):
            rect.x -= shift


LOG_READING_EMS = 36
"""The opened log's width in the log's own letters: a sentence reads on one or two lines (a
column five Japanese characters wide, over a seat panel, was what a playtest found)."""


def whole_log_room(frame: TableFrame) -> pygame.Rect:
    """Where the whole log opens when the log in place is a summary: a panel in the middle of
    the table, as wide as reading needs and the window allows, from under the top bar to the
    foot of the window, clear of the buttons; the table is dimmed behind it, and a click or G
    closes it."""
    w, h = frame.size
    margin = round(16 * frame.scale)
    width = min(w - 2 * margin, max(frame.log.width, LOG_READING_EMS * frame.text(14)), round(w * 0.64))
    top = frame.top_bar.bottom + margin
    room = pygame.Rect(0, top, max(frame.log.width, width), max(0, h - margin - top))
    room.centerx = w // 2
    # clear of the action buttons (drawn by pygame-gui over the table, so never under a panel)
    right = min([b.left for b in frame.buttons if b.bottom > top] + [w]) - margin
    if room.right > right:
        room.width = max(frame.log.width, 2 * (right - w // 2))
        room.centerx = w // 2
    return room


def status_room_need(frame: TableFrame) -> int:
    """The height the turn prompt's pill needs for two lines at the player's size."""
    return round(34 * frame.text_scale) + round(frame.text(15) * 1.3)


def marker_label_rect(lay: GedonLayout, px: int, s: float, above: bool = False) -> pygame.Rect:
    """Where the Llamagedón marker's label is written (under the marker, or above it)."""
    half = text_width(t("Llamagedón"), px) // 2 + round(4 * s)
    height = round(px * 1.6)
    top = lay.marker.top - height if above else lay.marker.bottom
    return pygame.Rect(lay.marker.centerx - half, top, 2 * half, height)


def _log_left_if_squeezed(frame: TableFrame, lay: GedonLayout) -> None:
    """With five seats the right-hand seat panel leaves the move log a line or two above the
    five buttons; the left column between the left seat panel and yours is empty then, so the
    log moves there."""
    s = frame.scale
    if frame.log.height >= round(90 * s):
        return
    me = frame.me_panel
    left = [r for r in frame.panels if r.right <= frame.size[0] // 2 and r.bottom <= me.top]
    top = max([r.bottom for r in left] + [frame.top_bar.bottom]) + round(10 * s)
    rooms = [pygame.Rect(me.left, top, me.width, me.top - round(10 * s) - top)]
    # or the corner above the left seat panel, left of the top ones: at 150% the column under
    # that panel held the log's heading and one cut line
    side = [r for r in left if r.left <= me.left + round(10 * s)]
    tops = [r for r in frame.panels if r.centery < frame.size[1] * 0.3 and r.centerx > me.right]
    if side:
        corner_top = frame.top_bar.bottom + round(10 * s)
        corner_right = min([r.left for r in tops] + [me.right + round(10 * s)]) - round(10 * s)
        rooms.append(pygame.Rect(me.left, corner_top, min(me.width, corner_right - me.left),
                                 min(r.top for r in side) - round(10 * s) - corner_top))
    # each room stops short of the marker and your shelters' row (at 1024x640 and 150% the
    # column under the left panel reached the marker's edge, and the log had no place at all)
    clear = min(lay.marker.left, lay.mine.left) - round(8 * s)
    rooms = [pygame.Rect(r.left, r.top, min(r.width, clear - 1 - r.left), r.height) for r in rooms]
    room = max(rooms, key=lambda r: (r.height if r.width >= me.width * 3 // 4 else 0))
    if room.height > frame.log.height and room.width >= me.width * 3 // 4:
        frame.log = room
        # The status line and the tip are centred, clear of the log now on the left and of
        # the buttons on the right (the kit measures them from a log on the right).
        w = frame.size[0]
        right = min([b.left for b in frame.buttons] + [w])
        half = min(w // 2 - room.right, right - w // 2) - round(16 * s)
        frame.status_room = pygame.Rect(w // 2 - half, frame.status_y, 2 * half,
                                        max(round(34 * s), (frame.tip_bottom or 0) - frame.status_y))


class LlamagedonLayout(Layout):
    """The table's rectangles (``lay``), worked out from the kit's frame on open and resize."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.lay = GedonLayout()

    def frame_shape(self, size: tuple[int, int]) -> dict[str, Any]:
        return {"panel": panel_size(self.table.match.num_players, size)}

    def compute(self, size: tuple[int, int]) -> None:
        self.lay = GedonLayout.compute(self.table.frame)

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """A card of your hand; the deck and the discard; your shelters' row, the mat, the
        marker and the piles' labels ("Deck · 30", "Discard · 5"): the kit keeps them all
        readable under what appears for a moment (a card's tooltip once covered the discard's)."""
        lay = self.lay
        card = pygame.Rect(0, 0, lay.card_w, card_height(lay.card_w))
        card.midbottom = lay.fan_anchor
        deck, discard = self.pile_labels()
        # the mat in the middle: the tours point at a kind's middle piece, and the mat has a tooltip
        return {"own": [card], "choices": [lay.deck, lay.discard],
                "table": [lay.mine, *deck, lay.mat, *discard, lay.marker]}

    def pile_labels(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Where the deck's and the discard's labels are written now (none before the stage is set)."""
        # the stage places itself by this layout, so it is read by what it shows, not imported
        obs = getattr(getattr(self.table.parts.stage, "view", None), "obs", None)
        if obs is None or not self.lay.deck.width:
            return [], []
        deck, discard = pile_label_rects(self.table, self.lay, obs.deck_size, obs.discard)
        return [deck], [discard]

    def held(self) -> list[pygame.Rect]:
        """The piles' counts ("Deck · 40", "Discard · 5"): read at every glance, so a card's
        tooltip or a toast stands anywhere else first (a toast once covered "Deck · 40")."""
        deck, discard = self.pile_labels()
        return [*deck, *discard]

    def kept(self) -> list[pygame.Rect]:
        """The whole of your hand, however many cards it holds."""
        return [fan_area((self.lay.fan_anchor[0], self.lay.hand_foot), self.lay.fan_width, self.lay.card_w)]

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a card leaves or reaches ``seat``'s hand (yours: the fan's middle)."""
        lay = self.lay
        if seat == self.table.own_seat():
            return (lay.fan_anchor[0], lay.fan_anchor[1] - card_height(lay.card_w) // 2)
        rect = self.table.panel_rect(seat)
        return (rect.left + round(28 * self.table.scale), rect.bottom - round(40 * self.table.scale))

    def shelter_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Where each of ``seat``'s ``count`` shelters is drawn (the viewer's in the row above the hand)."""
        mine = seat == self.table.own_seat()
        box = self.lay.mine if mine else self.table.panel_rect(seat)
        if not mine:  # under the panel's header, which grows with the words
            grown = self.table.frame.header_growth
            box = pygame.Rect(box.left, box.top + grown, box.width, box.height - grown)
            count_w = text_width(str(count), self.table.small(LEAD), True)
            return shelter_rects(self.lay, box, mine, count, self.table.scale, self.table.small(NOTE), count_w)
        return shelter_rects(self.lay, box, mine, count, self.table.scale)

    def shelters_of(self, seat: int) -> tuple[int, int]:
        """Where ``seat``'s shelters lie as a whole (your row, or a rival's panel)."""
        return self.lay.mine.center if seat == self.table.own_seat() else self.table.panel_rect(seat).center


def layout_of(table: Table) -> LlamagedonLayout:
    """The Llamagedón layout part of ``table``."""
    layout = table.parts.layout
    assert isinstance(layout, LlamagedonLayout)
    return layout
