"""Esc at a table: a pause menu over it (resume, how to play, settings, save and leave).

The table underneath is paused (its bots wait), so a player can look things up or change a
setting in the middle of a game; Esc or Enter resumes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...i18n import t
from .. import sound
from ..palette import INK_SOFT, RUST
from ..scale import content_scale
from ..scene import Pop, PopToRoot, Push, WidgetScene
from ..scenes.confirm import ask_before_leaving
from ..scenes.rules import RulesScene
from ..scenes.settings import SettingsScene
from ..text import draw_text, fit_text, paper_panel, text_width, veil

CHOICES = (
    ("resume", "Resume", "@primary_button"),
    ("rules", "How to play", None),
    ("settings", "Settings", None),
    ("save", "Save a copy", None),
    ("leave", "Save and leave", None),
)

SAVED_NOTE = "Your game is saved: Continue on the menu brings it back."
"""Said under the title where the game saves itself: leaving loses nothing (the Menu button
opens this pause menu, so the player reads it before leaving)."""
LESSON_NOTE = "Your lesson goes on where you leave it."
ROOM = (400, 600)
"""The design pixels the panel needs with a margin above and below (its height is 536 at
100%): at 150% text on a full-HD window it would otherwise run to the window's edges."""


class PauseScene(WidgetScene):
    """The pause menu of a table; ``game_name`` picks the how-to-play page."""

    transparent = True
    leaves_much = False  # an overlay that comes and goes: nothing worth a collection

    def __init__(self, app: Any, game_name: str, match: Any = None) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.match = match
        self.note = ""
        """What the last "Save a copy" did, in words."""
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def keeps_itself(self) -> bool:
        """Whether the game is saved as it goes (a guided game keeps only its step)."""
        return self.match is not None and bool(getattr(self.match, "persist", False))

    def lesson(self) -> bool:
        return self.match is not None and getattr(self.match, "guide", None) is not None

    def kept_note(self) -> str:
        """What leaving keeps, in one line ("" when nothing is kept)."""
        if self.lesson():
            return t(LESSON_NOTE)
        return t(SAVED_NOTE) if self.keeps_itself() else ""

    def build_ui(self) -> None:
        w, h = self.app.size
        s = content_scale((w, h), ROOM)
        self.new_container()
        bw, bh, gap = round(300 * s), max(40, round(48 * s)), round(14 * s)
        mw, mh = round(150 * s), max(32, round(36 * s))
        size = max(12, round(14 * s))  # 12 px on a small window
        line = max(text_width(t("The game waits for you (Esc to go on)."), size), text_width(self.kept_note(), size))
        self.panel = pygame.Rect(0, 0, min(w - round(16 * s), max(bw + round(80 * s), line + round(32 * s))),
                                 round(132 * s) + len(CHOICES) * (bh + gap) + mh + gap + round(44 * s))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + round(118 * s)
        self.buttons = {}
        for key, label, style in CHOICES:
            if key == "save" and (self.match is None or self.lesson()):
                continue  # a lesson is no game to keep a copy of
            if key == "leave" and not self.keeps_itself():
                label = "Leave"  # nothing is saved: the button says no more than it does (t() below)
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh), t(label), self.app.ui, container=self.container,
                object_id=ObjectID(f"#pause_{key}", style))
            y += bh + gap
        # The one-click mute, as on the menu, in a row of its own under the choices (in the
        # window's corner it covered the table's title).
        self.buttons["mute"] = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx - mw // 2, y + gap, mw, mh), self.mute_label(), self.app.ui,
            container=self.container, object_id=ObjectID("#pause_mute"),
            tool_tip_text=t("Switch every sound and the music on or off"))

    def mute_label(self) -> str:
        return t("Sound: on") if self.app.settings.sound else t("Sound: off")

    def choose(self, key: str) -> None:
        if key == "resume":
            self.request = Pop()
        elif key == "rules":
            self.request = Push(RulesScene(self.app, self.game_name))
        elif key == "settings":
            self.request = Push(SettingsScene(self.app))
        elif key == "save" and self.match is not None:
            saved = self.match.save_as()
            self.note = t("A copy is in Saved games (on the menu).") if isinstance(saved, Path) else saved
        elif key == "mute":
            sound.toggle_mute(self.app)
            self.buttons["mute"].set_text(self.mute_label())
        elif key == "leave":
            # the table saves as it closes; a game with phones in it asks first (they are told)
            self.request = ask_before_leaving(self.app, PopToRoot(), t("Save and leave"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.choose(key)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose("resume")
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = content_scale((w, h), ROOM)
        veil(surface, (6, 16, 12, 170))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("Paused"), round(30 * s), (p.centerx, p.top + round(18 * s)), RUST, anchor="midtop", bold=True)
        draw_text(surface, t("The game waits for you (Esc to go on)."), max(12, round(14 * s)),
                  (p.centerx, p.top + round(60 * s)), INK_SOFT, anchor="midtop")
        if self.kept_note():
            draw_text(surface, fit_text(self.kept_note(), max(12, round(14 * s)), p.width - round(24 * s)),
                      max(12, round(14 * s)), (p.centerx, p.top + round(82 * s)), INK_SOFT, anchor="midtop")
        if self.note:
            draw_text(surface, fit_text(self.note, max(12, round(14 * s)), p.width - round(24 * s)),
                      max(12, round(14 * s)), (p.centerx, p.bottom - round(30 * s)), RUST, anchor="midtop")
