"""Settings: animation speed, bot pace, time to undo, sound, fullscreen. Saved at once."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ..scale import ui_scale
from ... import storage
from .. import assets, sound
from ..palette import INK, INK_SOFT, RUST
from ..scene import Pop, WidgetScene
from ..text import draw_text, paper_panel

SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
PACE_CHOICES = {"Quick (0.3 s)": 0.3, "Normal (0.6 s)": 0.6, "Relaxed (1.2 s)": 1.2, "Slow (2 s)": 2.0}
GRACE_CHOICES = {"No wait": 0.0, "Short (1.5 s)": 1.5, "Long (3 s)": 3.0}


def grace_label(grace: float) -> str:
    """The menu entry closest to a saved undo grace."""
    return min(GRACE_CHOICES, key=lambda label: abs(GRACE_CHOICES[label] - grace))


def pace_label(pace: float) -> str:
    """The menu entry closest to a saved pace."""
    return min(PACE_CHOICES, key=lambda label: abs(PACE_CHOICES[label] - pace))


class SettingsScene(WidgetScene):
    """Five settings, each applied and saved as soon as it changes."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.speed: pygame_gui.elements.UIDropDownMenu | None = None
        self.pace: pygame_gui.elements.UIDropDownMenu | None = None
        self.grace: pygame_gui.elements.UIDropDownMenu | None = None
        self.sound: pygame_gui.elements.UIButton | None = None
        self.fullscreen: pygame_gui.elements.UIButton | None = None
        self.back: pygame_gui.elements.UIButton | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, str, int]] = []

    def _build_ui(self) -> None:
        ui = self.app.ui
        w, h = self.app.size
        s = ui_scale((w, h))
        self.new_container()
        self.panel = pygame.Rect(0, 0, min(w - 60, round(700 * s)), min(h - round(20 * s), round(620 * s)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        x = p.left + round(330 * s)
        cw, ch = round(300 * s), round(42 * s)
        y = p.top + round(96 * s)
        step = round(80 * s)
        settings = self.app.settings
        self.speed = pygame_gui.elements.UIDropDownMenu(
            list(SPEED_LABELS.values()), SPEED_LABELS.get(settings.animation_speed, "Normal"),
            pygame.Rect(x, y, cw, ch), ui, container=self.container, object_id=ObjectID("#animation_speed"))
        self.rows = [("Animation speed", "How fast cards move; Instant skips animations.", y)]
        y += step
        self.pace = pygame_gui.elements.UIDropDownMenu(
            list(PACE_CHOICES), pace_label(settings.bot_pace), pygame.Rect(x, y, cw, ch), ui,
            container=self.container, object_id=ObjectID("#bot_pace"))
        self.rows.append(("Bot pace", "The pause between two bot moves.", y))
        y += step
        self.grace = pygame_gui.elements.UIDropDownMenu(
            list(GRACE_CHOICES), grace_label(settings.undo_grace), pygame.Rect(x, y, cw, ch), ui,
            container=self.container, object_id=ObjectID("#undo_grace"))
        self.rows.append(("Time to undo", "How long bots wait after your move.", y))
        y += step
        self.sound = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, cw, ch), "On" if settings.sound else "Off", ui, container=self.container,
            object_id=ObjectID("#sound", "@primary_button" if settings.sound else None))
        self.rows.append(("Sound", "Soft card, chip and table sounds.", y))
        y += step
        self.fullscreen = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, cw, ch), "On" if settings.fullscreen else "Off", ui, container=self.container,
            object_id=ObjectID("#fullscreen", "@primary_button" if settings.fullscreen else None))
        self.rows.append(("Fullscreen", "Also F11 at any time.", y))
        bw, bh = round(180 * s), round(48 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - bw // 2, p.bottom - bh - round(22 * s), bw, bh), "Done", ui,
            container=self.container, object_id=ObjectID("#settings_done", "@primary_button"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        settings = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.speed:
                settings.animation_speed = next(k for k, v in SPEED_LABELS.items() if v == event.text)
            elif event.ui_element is self.pace:
                settings.bot_pace = PACE_CHOICES[event.text]
            elif event.ui_element is self.grace:
                settings.undo_grace = GRACE_CHOICES[event.text]
            else:
                return False
            self.app.save_settings()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.sound:
                settings.sound = not settings.sound
                self.app.save_settings()
                self._build_ui()
                sound.play(self.app, "chip")
                return True
            if event.ui_element is self.fullscreen:
                self.app.set_fullscreen(not settings.fullscreen)
                self.app.save_settings()
                self._build_ui()
                return True
            if event.ui_element is self.back:
                self.request = Pop()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = Pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        surface.blit(assets.table_felt((w, h), "llama"), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, "Settings", round(32 * s), (p.centerx, p.top + round(24 * s)), RUST, anchor="midtop", bold=True)
        for label, help_text, y in self.rows:
            draw_text(surface, label, round(19 * s), (p.left + round(36 * s), y + round(2 * s)), INK, bold=True)
            draw_text(surface, help_text, round(13 * s), (p.left + round(36 * s), y + round(28 * s)), INK_SOFT)
        if self.app.persist_settings:
            note = f"Settings are saved in {storage.data_dir()}"
        else:
            note = "Settings are not saved in this run."
        draw_text(surface, note, round(12 * s), (p.centerx, p.bottom - round(96 * s)), INK_SOFT, anchor="midtop")
