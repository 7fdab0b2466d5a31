"""Settings: every preference in one place, each applied and saved as soon as it changes.

The rows are data (:class:`SettingRow`): a label, one line of help, the choices and how a
choice reads and writes ``storage.Settings``; the scene lays them out in two columns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import storage
from ...i18n import LANGUAGES, t
from .. import assets, sound
from ..palette import INK, INK_SOFT, RUST
from ..scale import fitted_scale
from ..scene import Pop, WidgetScene
from ..text import draw_text, paper_panel

SPEED_CHOICES = {"Instant": "instant", "Fast": "fast", "Normal": "normal", "Slow": "slow"}
PACE_CHOICES = {"Quick (0.3 s)": 0.3, "Normal (0.6 s)": 0.6, "Relaxed (1.2 s)": 1.2, "Slow (2 s)": 2.0}
GRACE_CHOICES = {"No wait": 0.0, "Short (1.5 s)": 1.5, "Long (3 s)": 3.0}
SIZE_CHOICES = {"90%": 0.9, "100%": 1.0, "110%": 1.1, "125%": 1.25, "150%": 1.5}
ENDING_CHOICES = {"Allow undo": "undo", "Ask first": "ask"}
ON_OFF = {"On": True, "Off": False}
LANGUAGE_CHOICES = {name: code for code, name in LANGUAGES.items()}


def closest(choices: dict[str, Any], value: Any) -> str:
    """The label of ``value`` among ``choices`` (the nearest one for numbers)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return min(choices, key=lambda label: abs(choices[label] - value))
    return next((label for label, v in choices.items() if v == value), next(iter(choices)))


def grace_label(grace: float) -> str:
    """The menu entry closest to a saved undo grace."""
    return closest(GRACE_CHOICES, grace)


def pace_label(pace: float) -> str:
    """The menu entry closest to a saved pace."""
    return closest(PACE_CHOICES, pace)


@dataclass(frozen=True)
class SettingRow:
    """One setting: its ``field`` in ``storage.Settings``, and what the player reads."""

    field: str
    label: str
    help: str
    choices: dict[str, Any]
    translate_choices: bool = True
    """False for labels that are the same in every language (names of languages, 90%)."""
    relayout: bool = False
    """Changing it lays every scene out again (language, size)."""


ROWS: tuple[SettingRow, ...] = (
    SettingRow("language", "Language", "The words of every screen.", LANGUAGE_CHOICES,
               translate_choices=False, relayout=True),
    SettingRow("ui_scale", "Size", "Make text and buttons larger or smaller.", SIZE_CHOICES,
               translate_choices=False, relayout=True),
    SettingRow("animation_speed", "Animation speed", "How fast cards move; Instant skips animations.",
               SPEED_CHOICES),
    SettingRow("bot_pace", "Bot pace", "The pause between two bot moves.", PACE_CHOICES),
    SettingRow("undo_grace", "Time to undo", "How long bots wait after your move.", GRACE_CHOICES),
    SettingRow("ending_moves", "Quitting and ending", "Quitting a round or ending a turn: undo it, or be asked first.",
               ENDING_CHOICES),
    SettingRow("hints", "Hints", "Tips at the table while you learn a game.", ON_OFF),
    SettingRow("colour_blind", "Colour-blind mode", "Symbols and patterns beside every colour.", ON_OFF,
               relayout=True),
    SettingRow("sound", "Sound", "Soft card, chip and table sounds.", ON_OFF),
    SettingRow("fullscreen", "Fullscreen", "Also F11 at any time.", ON_OFF),
)


class SettingsScene(WidgetScene):
    """Every row of :data:`ROWS` as a drop-down, in two columns, saved at once."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        self.back: pygame_gui.elements.UIButton | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[SettingRow, int, int]] = []
        """Each row with the left and top of its label."""
        self.labels: dict[str, dict[str, Any]] = {}
        """Per field: the shown label -> the value it stands for."""

    def _shown(self, row: SettingRow) -> dict[str, Any]:
        return {(t(label) if row.translate_choices else label): value for label, value in row.choices.items()}

    def build_ui(self) -> None:
        ui = self.app.ui
        w, h = self.app.size
        s = fitted_scale((w, h))
        self.new_container()
        self.panel = pygame.Rect(0, 0, min(w - 40, round(1120 * s)), min(h - 20, round(640 * s)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        half = len(ROWS) - len(ROWS) // 2
        col_w = (p.width - round(60 * s)) // 2
        cw, ch = round(min(250 * s, col_w * 0.48)), round(40 * s)
        step = round(84 * s)
        self.rows, self.menus, self.labels = [], {}, {}
        settings = self.app.settings
        for i, row in enumerate(ROWS):
            left = p.left + round(30 * s) + (i // half) * (col_w + round(20 * s))
            top = p.top + round(90 * s) + (i % half) * step
            shown = self._shown(row)
            self.labels[row.field] = shown
            current = closest(shown, getattr(settings, row.field))
            self.menus[row.field] = pygame_gui.elements.UIDropDownMenu(
                list(shown), current, pygame.Rect(left + col_w - cw, top, cw, ch), ui,
                container=self.container, object_id=ObjectID(f"#{row.field}"))
            self.rows.append((row, left, top))
        bw, bh = round(180 * s), round(48 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - bw // 2, p.bottom - bh - round(20 * s), bw, bh), t("Done"), ui,
            container=self.container, object_id=ObjectID("#settings_done", "@primary_button"))

    def choose(self, field: str, label: str) -> None:
        """Apply the choice shown as ``label`` for ``field`` and save the settings."""
        row = next(r for r in ROWS if r.field == field)
        value = self.labels[field][label]
        settings = self.app.settings
        if getattr(settings, field) == value:
            return
        if field == "fullscreen":
            self.app.set_fullscreen(value)
        else:
            setattr(settings, field, value)
        self.app.save_settings()
        if field == "sound" and value:
            sound.play(self.app, "chip")
        if row.relayout:
            self.app.apply_preferences()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            field = next((f for f, menu in self.menus.items() if menu is event.ui_element), None)
            if field is None:
                return False
            self.choose(field, event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.request = Pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.request = Pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = fitted_scale((w, h))
        surface.blit(assets.table_felt((w, h), "llama"), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("Settings"), round(32 * s), (p.centerx, p.top + round(22 * s)), RUST,
                  anchor="midtop", bold=True)
        for row, left, top in self.rows:
            draw_text(surface, t(row.label), max(12, round(18 * s)), (left, top + round(8 * s)), INK, bold=True)
            draw_text(surface, t(row.help), max(12, round(13 * s)), (left, top + round(44 * s)), INK_SOFT)
        if self.app.persist_settings:
            note = t("Settings are saved in {folder}", folder=storage.data_dir())
        else:
            note = t("Settings are not saved in this run.")
        draw_text(surface, note, max(12, round(13 * s)), (p.centerx, p.bottom - round(92 * s)), INK_SOFT, anchor="midtop")
