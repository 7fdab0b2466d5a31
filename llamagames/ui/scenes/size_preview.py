"""A piece of a table at the player's Size, opened from Settings: the Size is for the tables too.

Drawn with the table kit's own parts at the window's size (``TableFrame``: the pieces at the
table's fitted scale, the words at the player's): a row of cards, a seat panel with a name and
a score, a line of the move log, so a player sees what 150% does where they play before they
leave Settings.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...i18n import t
from .. import assets
from ..locale_theme import fit_fonts
from ..palette import CREAM, GOLD, PANEL, RUST
from ..scene import Pop, WidgetScene
from ..table.layout import TableFrame
from ..table.seat_panel import SeatLook, draw_seat_panel
from ..text import draw_text, paper_panel, rounded_panel, veil
from ..widgets.cards import CardImages, CardSprite, card_height

SAMPLE_CARDS = (1, 3, 4, 5)
"""The L.L.A.M.A. cards of the sample hand."""


class SizePreviewScene(WidgetScene):
    """A sample of a table at the Size chosen now, over Settings; Esc, Enter or Back close it."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.cards = CardImages()
        self.back: pygame_gui.elements.UIButton | None = None
        self.felt = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.seat = pygame.Rect(0, 0, 0, 0)
        self.log = pygame.Rect(0, 0, 0, 0)
        self.card_w = 0
        self.hand_origin = (0, 0)
        self.frame = TableFrame.compute(app.size, 2)
        """The frame a two-player table has at this window and Size: its scales and its room."""

    def build_ui(self) -> None:
        w, h = self.app.size
        frame = TableFrame.compute((w, h), 2)
        s, ts = frame.scale, frame.text_scale
        fit_fonts(self.app.ui, ts)
        self.new_container()
        title_h = round(frame.text(24) * 1.5)
        self.seat = pygame.Rect(0, 0, frame.panels[0].width, frame.me_panel.height)
        self.card_w = round(80 * s)
        hand_w = len(SAMPLE_CARDS) * (self.card_w + round(10 * s))
        self.log = pygame.Rect(0, 0, frame.log.width, round(frame.text(14) * 1.35 * 2) + round(20 * ts))
        inner_w = self.seat.width + round(24 * s) + max(hand_w, self.log.width)
        inner_h = max(self.seat.height, card_height(self.card_w) + round(16 * s) + self.log.height)
        bw, bh = frame.room(180, 120), frame.room(48, 24)
        width = min(w - 40, inner_w + round(48 * s))
        height = min(h - 20, title_h + inner_h + bh + round(72 * s))
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        self.felt = pygame.Rect(self.panel.left + round(18 * s), self.panel.top + title_h + round(18 * s),
                                self.panel.width - round(36 * s), inner_h + round(20 * s))
        self.seat.topleft = (self.felt.left + round(10 * s), self.felt.top + round(10 * s))
        right = pygame.Rect(self.seat.right + round(14 * s), self.felt.top + round(10 * s),
                            self.felt.right - round(10 * s) - self.seat.right - round(14 * s), inner_h)
        self.log.width = min(self.log.width, right.width)
        self.log.bottomleft = (right.left, right.bottom)
        self.hand_origin = (right.left, right.top)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - bh - round(16 * s), bw, bh), t("Back"),
            self.app.ui, container=self.container, object_id=ObjectID("#size_preview_back", "@primary_button"))
        self.frame = frame

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.request = Pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.request = Pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.frame
        s, ts = frame.scale, frame.text_scale
        veil(surface, (0, 0, 0, 150))
        paper_panel(surface, self.panel, s)
        draw_text(surface, t("Your Size at a table"), frame.text(24), (self.panel.centerx, self.panel.top + round(14 * s)),
                  RUST, anchor="midtop", bold=True)
        surface.blit(assets.table_felt(self.felt.size), self.felt)  # the house felt: the first game's
        look = SeatLook("Pablo", t("Bot · {level}", level=t("easy")))
        top = draw_seat_panel(surface, self.seat, look, ts, 0.0)
        draw_text(surface, t("{points} points", points=12), frame.text(18), (self.seat.left + round(14 * s), top + round(6 * s)),
                  GOLD, bold=True)
        x, y = self.hand_origin
        for i, value in enumerate(SAMPLE_CARDS):
            sprite = CardSprite(value, x + self.card_w // 2 + i * (self.card_w + round(10 * s)),
                                y + card_height(self.card_w) // 2, width=self.card_w)
            self.cards.draw(surface, sprite, shadow_offset=3)
        rounded_panel(surface, self.log, PANEL, 200, radius=round(10 * ts))
        size = frame.text(14)
        line = t("{name} plays a 5.", name="Pablo")
        draw_text(surface, line, size, (self.log.left + round(14 * ts), self.log.top + round(10 * ts)), CREAM)
        draw_text(surface, t("Your turn."), size, (self.log.left + round(14 * ts),
                                                   self.log.top + round(10 * ts) + round(size * 1.35)), GOLD, bold=True)


__all__ = ["SizePreviewScene"]
