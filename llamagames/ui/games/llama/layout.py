"""Where the L.L.A.M.A. things sit: the piles in the middle, the hand at the bottom, two llamas."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from ....i18n import t
from ...table.layout import HEADER, LOG_FLOOR, TableFrame, log_lines
from ...table.parts import Layout
from ...text import text_width
from ...widgets.card_fan import standing_depth
from ...widgets.cards import card_height

if TYPE_CHECKING:
    from ...table.kit import Table


LIFTED = 1.26
"""The hand's height with a card lifted, in card heights: the fan's hover or focus lift (a
fifth of a card, ``CardFan.lift_height``) on a playable card's rest (``_rest_lift``)."""
FOOT = 12
"""Design pixels between the window's foot and the hand's: a six-card fan's end cards reached
the edge at 1366x768 and looked cut (a 3 px margin). The status and tip band keeps its height
(the piles stand higher instead; a band made smaller by the margin cost the Japanese hint at 150%
its size). Below ``ROOMY`` px of height the hand keeps ``SHORT_FOOT``: there the margin's
pixels are the tip's last line."""
ROOMY = 700
SHORT_FOOT = 7
"""Design pixels under the hand below ``ROOMY`` (a 1366x768 laptop's window, some 690 px tall):
3 left the cards on the edge, where they read as cut off (pt50); 7 shows them end on the felt."""


def foot_margin(frame: TableFrame) -> int:
    """The pixels under the hand (``FOOT``, or ``SHORT_FOOT`` design px on a short window)."""
    return round((FOOT if frame.size[1] >= ROOMY else SHORT_FOOT) * frame.scale)


@dataclass
class LlamaLayout:
    """The game's own rectangles for one window size (the shared ones are in the frame)."""

    card_w: int = 96
    pile_w: int = 92
    small_w: int = 40
    chip_d: int = 26
    draw_pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    fan_anchor: tuple[int, int] = (0, 0)
    fan_width: int = 600
    llamas: list[tuple[tuple[int, int], int]] = field(default_factory=list)

    @staticmethod
    def compute(frame: TableFrame) -> LlamaLayout:
        """The layout in ``frame``; it also sets the frame's status and message lines.

        Worked from the foot up: the hand stands on the window's foot (``CardFan.stands``: every
        card's whole face inside, however many), the tip and the status line keep the band
        their words need at the player's Size, and the piles stand above them. Larger words
        (the player's Size) make the hand and the piles larger too, up to half the words'
        growth, as far as the felt above the piles has room (a lone rival's panel, over the
        piles, moves to the top-left corner for it); where it has none the hand gets a little
        smaller (1 / (1 + 0.1 * grown)) and the piles keep their size. The chips grow with the
        words as far as the seat panels (taller for the words) hold them."""
        s = frame.scale
        grown = frame.text_scale / s - 1  # 0 at 100%, 0.5 at 150%
        least = 1 / (1 + 0.1 * grown)
        px = frame.text(15)
        under_piles = max(round(38 * s), round(14 * s) + round(px * 1.4))  # the piles' labels
        # the band for the status line and a tip, as the 1280x800 design keeps it at this Size
        # (the piles' middle at 47% of the height, less a tenth of the words' growth)
        h = frame.size[1]
        band = (h - round(16 * s) - round(card_height(round(112 * s * least)) * LIFTED) - round(6 * s)) - (
            round(h * (0.47 - 0.1 * grown)) + card_height(round(92 * s)) // 2 + under_piles)
        aside = grown > 0 and _lone_rival_aside(frame)
        growth = 1 + grown / 2
        while True:  # the largest pieces the felt above the piles holds
            lay = LlamaLayout._placed(frame, max(growth, least), band, under_piles)
            if growth <= least or lay.draw_pile.top >= _ceiling(frame, lay):
                break
            growth -= 0.02
        short = _ceiling(frame, lay) - lay.draw_pile.top
        if short > 0:  # no felt left above the piles: the band gives the rest (the tip's words shrink)
            lay = LlamaLayout._placed(frame, least, band - short, under_piles)
        elif grown > 0 and short < 0:  # felt to spare with the largest pieces: to the words (no strip
            # is left over the piles, where a message lay in words too small to read)
            lay = LlamaLayout._placed(frame, max(growth, least), band - short, under_piles)
        if aside:  # a message starts from the piles' foot: the felt beside them is clear now
            frame.message_y = lay.discard.bottom
        lay.chip_d = _chip_diameter(frame, grown)
        _log_above_right_panel(frame)
        if frame.shared:
            _to_the_middle(frame, lay)
        return lay

    @staticmethod
    def _placed(frame: TableFrame, growth: float, band: int, under_piles: int) -> LlamaLayout:
        """The rectangles with the hand ``growth`` times its 100% size (the piles too, never
        under it) and ``band`` pixels kept for the status line and a tip; sets the frame's lines."""
        w, h = frame.size
        s = frame.scale
        lay = LlamaLayout(card_w=round(112 * s * growth), pile_w=round(92 * s * max(1.0, growth)),
                          small_w=round(38 * s))
        pile_h, hand_h = card_height(lay.pile_w), card_height(lay.card_w)
        lay.fan_anchor = (w // 2, h - foot_margin(frame))
        # between your panel and the buttons, whose column widens for its words at a larger Size
        beside = min(w // 2 - frame.me_panel.right, min((r.left for r in frame.buttons), default=w) - w // 2)
        lay.fan_width = min(round(w * 0.52), round(780 * s * max(1.0, growth)), 2 * (beside - round(8 * s)))
        foot = lay.fan_anchor[1] - standing_depth(lay.card_w)  # the middle card's foot with the most cards
        frame.message_y = foot - hand_h - round(54 * s)
        frame.tip_bottom = foot - hand_h - round(6 * s)
        # where its words fit so, a tip stops above the hand's lifted card too (hover or keyboard
        # focus; at 1920x1080 and 2560x1440 and 150% the focused card hid the hint's last line)
        frame.tip_clear = foot - round(hand_h * LIFTED) - round(6 * s)
        frame.status_y = frame.tip_clear - band
        # the turn's sentence names every move ("play a 5 or a 6, draw a card (D), or quit the
        # round (Q)..."): a longer language at 150% needs a third line where the band holds it
        frame.status_lines = 3
        px = frame.text(15)
        labels = (text_width(t("Draw pile · {count}", count=88) + "  (D)", px),
                  text_width(t("Discard · {count}", count=88), px))
        gap = max(round(34 * s), sum(labels) // 2 + round(16 * s) - lay.pile_w)
        cx, cy = w // 2, frame.status_y - under_piles - pile_h // 2
        lay.draw_pile = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.draw_pile.midright = (cx - gap // 2, cy)
        lay.discard = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.discard.midleft = (cx + gap // 2, cy)
        figure_h = round(118 * s)
        foot_y = lay.discard.bottom - round(4 * s)
        lay.llamas = [
            ((lay.draw_pile.left - round(92 * s), foot_y), figure_h),
            ((lay.discard.right + round(92 * s), foot_y), figure_h),
        ]
        return lay


def _to_the_middle(frame: TableFrame, lay: LlamaLayout) -> None:
    """A shared board has no hand at the foot: the piles, their llamas and the status line move
    down to the middle of the felt under the seat panels."""
    s, h = frame.scale, frame.size[1]
    top = _ceiling(frame, lay)
    group_top = min(lay.draw_pile.top, *(foot - height for (_, foot), height in lay.llamas))
    group_bottom = frame.status_y + round(70 * s)
    shift = max(0, ((top + h - round(24 * s)) - (group_top + group_bottom)) // 2)
    for rect in (lay.draw_pile, lay.discard):
        rect.y += shift
    lay.llamas = [((x, foot + shift), height) for (x, foot), height in lay.llamas]
    frame.status_y += shift
    frame.message_y = frame.status_y + round(70 * s)  # a message under the status line, on the free felt


def _lone_rival_aside(frame: TableFrame) -> bool:
    """A seat panel alone in the middle of the top (two or three seats) moves to the top-left
    corner where it meets no other panel: the felt over the piles is the room larger words
    leave for larger pieces."""
    w, s = frame.size[0], frame.scale
    middle = [r for r in frame.panels if abs(r.centerx - w // 2) <= 2 and r.centery < frame.size[1] * 0.3]
    if len(middle) != 1:
        return False
    panel = middle[0]
    moved = panel.copy()
    moved.topleft = (round(16 * s), panel.top)
    if any(moved.colliderect(r.inflate(round(16 * s), round(16 * s))) for r in frame.panels if r is not panel):
        return False
    frame.panels[frame.panels.index(panel)] = moved
    return True


def _chip_diameter(frame: TableFrame, grown: float) -> int:
    """The chips' diameter: their 100% size, and up to half the words' growth more where the
    seat panels (taller for their words) hold them under their header and your hand's line."""
    s = frame.scale
    wanted = max(16, round(24 * s * (1 + grown / 2)))
    counts = round(frame.text(12) * 1.4)  # the counts under the chips (``ChipStacks.label_size``)
    line = round(frame.text(14) * 1.35)  # "7 cards in hand" under your panel's header
    header = round(HEADER * s) + frame.header_growth
    room = min([r.height - header for r in frame.panels] + [frame.me_panel.height - header - line])
    return max(16, min(wanted, max(round(24 * s), int((room - counts - round(10 * s)) / 1.6))))


def _ceiling(frame: TableFrame, lay: LlamaLayout) -> int:
    """The highest the piles may stand: under the seat panels above them (and their llamas)
    and the top bar, a little apart (the piles' stacked edges and tilt stand above their rectangles)."""
    left, right = lay.draw_pile.left - round(140 * frame.scale), lay.discard.right + round(140 * frame.scale)
    above = [r.bottom for r in frame.panels if r.right > left and r.left < right and r.centery < lay.discard.centery]
    return max([frame.top_bar.bottom + round(8 * frame.scale), *above]) + round(12 * frame.scale)  # the pile's edge shows


def _log_above_right_panel(frame: TableFrame) -> None:
    """With six seats the right-hand seat panel leaves the move log a few lines above the
    buttons (three at 150%); the column above that panel, right of the top-right panel, is
    empty: the log goes there when it holds more lines (a summary opens the rest on click)."""
    s, log = frame.scale, frame.log
    if not log.width or log_lines(log.height, frame.text_scale) >= LOG_FLOOR:
        return
    beside = [r for r in frame.panels if r.right > log.left and r.bottom <= log.top]
    if not beside:
        return
    below = max(beside, key=lambda r: r.bottom)  # the panel the log stands under now
    top = frame.top_bar.bottom + round(10 * s)
    left = max([log.left] + [r.right + round(10 * s) for r in frame.panels if r.right > log.left and r.top < below.top
                             and r is not below])
    room = pygame.Rect(left, top, log.right - left, below.top - round(10 * s) - top)
    if room.width >= round(200 * s) and log_lines(room.height, frame.text_scale) > log_lines(log.height, frame.text_scale):
        frame.log = room


@runtime_checkable
class FollowsLayout(Protocol):
    """A part that places its things in the rectangles once they are worked out (the stage)."""

    def lay_out(self, rects: LlamaLayout) -> None: ...


class LlamaTableLayout(Layout):
    """The layout part: works the rectangles out on open and on every resize, then lets the
    stage put its fan, chips and llamas in them."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.rects = LlamaLayout()

    def compute(self, size: tuple[int, int]) -> None:
        self.rects = LlamaLayout.compute(self.table.frame)
        stage = self.table.parts.stage
        if isinstance(stage, FollowsLayout):
            stage.lay_out(self.rects)

    def pieces(self) -> dict[str, list[pygame.Rect]]:
        """A card of your hand; the draw pile and the discard."""
        rects = self.rects
        card = pygame.Rect(0, 0, rects.card_w, card_height(rects.card_w))
        card.midbottom = (rects.fan_anchor[0], rects.fan_anchor[1] - standing_depth(rects.card_w))
        return {"own": [card], "choices": [rects.draw_pile, rects.discard]}

    def kept(self) -> list[pygame.Rect]:
        """The whole of your hand, however many cards it holds (standing on its anchor, a
        card lifted)."""
        rects = self.rects
        height = round(card_height(rects.card_w) * 1.2) + standing_depth(rects.card_w)
        area = pygame.Rect(0, 0, max(rects.fan_width, rects.card_w), height)
        area.midbottom = rects.fan_anchor
        return [area]


def rects_of(table: Table) -> LlamaLayout:
    """The L.L.A.M.A. rectangles of ``table`` (its layout part's)."""
    layout = table.parts.layout
    assert isinstance(layout, LlamaTableLayout), "a L.L.A.M.A. table has a LlamaTableLayout"
    return layout.rects


__all__ = ["FollowsLayout", "LlamaLayout", "LlamaTableLayout", "rects_of"]
