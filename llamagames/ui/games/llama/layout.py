"""Where the L.L.A.M.A. things sit: the piles in the middle, the hand at the bottom, two llamas."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from ....i18n import t
from ...table.layout import LOG_FLOOR, TableFrame, log_lines
from ...table.parts import Layout
from ...text import text_width
from ...widgets.card_fan import fan_area
from ...widgets.cards import card_height

if TYPE_CHECKING:
    from ...table.kit import Table


LIFTED = 1.26
"""The hand's height with a card lifted, in card heights: the fan's hover or focus lift (a
fifth of a card, ``CardFan.lift_height``) on a playable card's rest (``_rest_lift``)."""


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

        Larger words (the player's Size) take room from the middle: the piles move up and the
        hand gets smaller, so the status line and a tip keep their lines above the hand; the
        piles part as far as their labels need."""
        w, h = frame.size
        s = frame.scale
        grown = frame.text_scale / s - 1  # 0 at 100%, 0.5 at 150%
        lay = LlamaLayout(card_w=round(112 * s / (1 + 0.1 * grown)), pile_w=round(92 * s), small_w=round(38 * s),
                          chip_d=max(16, round(24 * s)))
        pile_h = card_height(lay.pile_w)
        cx, cy = w // 2, round(h * (0.47 - 0.1 * grown))
        px = frame.text(15)
        labels = (text_width(t("Draw pile · {count}", count=88) + "  (D)", px),
                  text_width(t("Discard · {count}", count=88), px))
        gap = max(round(34 * s), sum(labels) // 2 + round(16 * s) - lay.pile_w)
        lay.draw_pile = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.draw_pile.midright = (cx - gap // 2, cy)
        lay.discard = pygame.Rect(0, 0, lay.pile_w, pile_h)
        lay.discard.midleft = (cx + gap // 2, cy)
        frame.status_y = lay.discard.bottom + max(round(38 * s), round(14 * s) + round(px * 1.4))  # under the labels
        hand_h = card_height(lay.card_w)
        lay.fan_anchor = (cx, h - round(16 * s))
        lay.fan_width = min(round(w * 0.52), round(780 * s))
        frame.message_y = h - hand_h - round(70 * s)
        frame.tip_bottom = lay.fan_anchor[1] - hand_h - round(6 * s)
        # where its words fit so, a tip stops above the hand's lifted card too (hover or keyboard
        # focus; at 1920x1080 and 2560x1440 and 150% the focused card hid the hint's last line)
        frame.tip_clear = lay.fan_anchor[1] - round(hand_h * LIFTED) - round(6 * s)
        figure_h = round(118 * s)
        foot_y = lay.discard.bottom - round(4 * s)
        lay.llamas = [
            ((lay.draw_pile.left - round(92 * s), foot_y), figure_h),
            ((lay.discard.right + round(92 * s), foot_y), figure_h),
        ]
        _log_above_right_panel(frame)
        return lay


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
        card.midbottom = rects.fan_anchor
        return {"own": [card], "choices": [rects.draw_pile, rects.discard]}

    def kept(self) -> list[pygame.Rect]:
        """The whole of your hand, however many cards it holds."""
        return [fan_area(self.rects.fan_anchor, self.rects.fan_width, self.rects.card_w)]


def rects_of(table: Table) -> LlamaLayout:
    """The L.L.A.M.A. rectangles of ``table`` (its layout part's)."""
    layout = table.parts.layout
    assert isinstance(layout, LlamaTableLayout), "a L.L.A.M.A. table has a LlamaTableLayout"
    return layout.rects


__all__ = ["FollowsLayout", "LlamaLayout", "LlamaTableLayout", "rects_of"]
