"""A yes-or-no question over the current screen: Enter says yes, Esc says no.

Used where one key press would otherwise end something for good (Esc on the menu quits the
app only after asking).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...i18n import t
from ..locale_theme import fit_fonts
from ..palette import INK_SOFT, RUST
from ..scale import ui_scale
from ..scene import Pop, Push, Transition, WidgetScene
from ..text import draw_text, paper_panel, veil, wrap


class ConfirmScene(WidgetScene):
    """Asks ``question``; yes carries out ``on_yes`` (a transition), no goes back."""

    transparent = True
    leaves_much = False  # an overlay that comes and goes: nothing worth a collection

    def __init__(self, app: Any, question: str, detail: str, yes: str, no: str, on_yes: Transition) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.labels = (yes, no)
        self.on_yes = on_yes
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        self.panel = pygame.Rect(0, 0, min(w - round(40 * s), round(520 * s)), round(210 * s))
        self.panel.center = (w // 2, h // 2)
        bw, bh = round(190 * s), max(40, round(46 * s))
        y = self.panel.bottom - bh - round(22 * s)
        x = self.panel.centerx - bw - round(8 * s)
        self.buttons = {}
        for key, label, style in (("yes", self.labels[0], "@primary_button"), ("no", self.labels[1], None)):
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, bw, bh), label, self.app.ui, container=self.container,
                object_id=ObjectID(f"#confirm_{key}", style))
            x += bw + round(16 * s)

    def answer(self, yes: bool) -> None:
        self.request = self.on_yes if yes else Pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.answer(key == "yes")
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.answer(True)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer(False)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        s = ui_scale(surface.get_size())
        veil(surface)
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, self.question, round(26 * s), (p.centerx, p.top + round(24 * s)), RUST, anchor="midtop",
                  bold=True)
        size = max(12, round(15 * s))
        for index, line in enumerate(wrap(self.detail, size, p.width - round(32 * s))[:2]):
            draw_text(surface, line, size, (p.centerx, p.top + round(70 * s) + index * round(size * 1.35)), INK_SOFT,
                      anchor="midtop")


def ask_before_leaving(app: Any, on_yes: Transition, yes: str) -> Transition:
    """``on_yes`` at once, or a question first where a scene on the stack asks one before it is
    left (a table with phones in the game: every way out asks, not only its Menu button)."""
    question = app.scenes.leave_question()
    if question is None:
        return on_yes
    return Push(ConfirmScene(app, question[0], question[1], yes, t("Stay"), on_yes))
