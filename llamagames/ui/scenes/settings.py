"""Settings: every preference in one place, each applied and saved as soon as it changes.

The rows are data (:class:`SettingRow`): a label, one line of help, the choices and how a
choice reads and writes ``storage.Settings``; the scene lays them out in two columns. The
volumes are sliders (0-100%): a change is heard at once, and saved once the slider rests.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...i18n import LANGUAGES, t
from .. import assets, sound
from ..locale_theme import fit_fonts
from ..palette import INK, INK_SOFT, RUST
from ..scale import MIN_TEXT, content_scale, text_scale
from ..scene import Pop, Push, WidgetScene
from ..text import draw_text, paper_panel, text_width
from ..widgets.focus import Stop, StopGroup

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


SETTINGS_ROOM = (1180, 760)
"""The screen's design size: at a larger Size it grows as far as this still fits the window
(the words with it), instead of staying at the window's fit. As tall as seven rows a column
(with Block questions) at the usual spacing, the note and Done under them."""
PANEL_HEIGHT = 700


def help_px(s: float, window: tuple[int, int]) -> int:
    """The help lines' size: the player's Size (``text_scale``) as far as a row's room allows
    (16 design px under its label). Scaled with the panel alone, they were 12 px at 150% on a
    1152x720 window, where the panel cannot grow (pt52)."""
    return max(MIN_TEXT, min(round(13 * text_scale(window)), round(16 * s)))
"""The panel's height at scale 1 (seven rows of ``74`` from ``90``, the note, Done)."""

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
    slider: bool = False
    """A volume from 0 to 1, set with a slider (``choices`` is empty)."""


ROWS: tuple[SettingRow, ...] = (
    SettingRow("language", "Language", "The words of every screen.", LANGUAGE_CHOICES,
               translate_choices=False, relayout=True),
    SettingRow("ui_scale", "Size", "Make text and buttons larger or smaller.", SIZE_CHOICES,
               translate_choices=False, relayout=True),
    SettingRow("animation_speed", "Animation speed", "How fast cards move; Instant skips animations.",
               SPEED_CHOICES),
    SettingRow("bot_pace", "Bot pace", "The pause between two bot moves.", PACE_CHOICES),
    SettingRow("undo_grace", "Time to undo", "Bots wait this long after your move: time to press Undo.",
               GRACE_CHOICES),
    SettingRow("ending_moves", "Quitting and ending", "Quitting a round or ending a turn: undo it, or be asked first.",
               ENDING_CHOICES),
    SettingRow("hints", "Hints", "Tips at the table while you learn a game.", ON_OFF),
    SettingRow("block_only_mine", "Block questions", "Holding a Block: asked about every card, or only yours.",
               {"Ask every time": False, "Only when it touches me": True}),
    SettingRow("colour_blind", "Colour-blind mode", "Symbols and patterns beside every colour.", ON_OFF,
               relayout=True),
    SettingRow("fullscreen", "Fullscreen", "Also F11 at any time.", ON_OFF),
    SettingRow("sound", "Sound", "Off silences all, music too; also on the menu.", ON_OFF),
    SettingRow("effects_volume", "Effects volume", "Soft card, chip and table sounds.", {}, slider=True),
    SettingRow("music_volume", "Music volume", "Quiet music of our own; 0% for none.", {}, slider=True),
)
BUTTON_FONT = 16
"""The theme's button text size at 100% (``button.font.size`` in the theme file)."""
SAVE_AFTER = 0.4
"""Seconds a slider rests before its value is written (dragging writes once, not per step)."""
PREVIEW_GAP = 0.25
"""Seconds between two preview clicks while the effects slider moves."""


def percent(value: float) -> str:
    """A volume as the slider's label: "80%"."""
    return f"{round(value * 100)}%"


class SettingsScene(WidgetScene):
    """Every row of :data:`ROWS` as a drop-down, in two columns, saved at once."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        self.sliders: dict[str, pygame_gui.elements.UIHorizontalSlider] = {}
        self.unsaved = 0.0
        """Seconds left before a moved slider's value is saved (0: nothing waits)."""
        self.previewed = 0.0
        self.back: pygame_gui.elements.UIButton | None = None
        self.preview: pygame_gui.elements.UIButton | None = None
        """Opens a piece of a table at the Size chosen (``SizePreviewScene``)."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.help_size = MIN_TEXT
        """The help lines' pixel size in this window (``help_px``, smaller where a line would not fit)."""
        self.rows: list[tuple[SettingRow, int, int]] = []
        """Each row with the left and top of its label."""
        self.labels: dict[str, dict[str, Any]] = {}
        """Per field: the shown label -> the value it stands for."""

    def _shown(self, row: SettingRow) -> dict[str, Any]:
        return {(t(label) if row.translate_choices else label): value for label, value in row.choices.items()}

    def build_ui(self) -> None:
        ui = self.app.ui
        w, h = self.app.size
        s = content_scale((w, h), SETTINGS_ROOM)
        factor = fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        # as wide as the longest help line needs (12 px words on a small window), up to the window
        helps = max(text_width(t(row.help), help_px(s, (w, h))) for row in ROWS)
        wide = max(round(1120 * s), 2 * (helps + round(12 * s)) + round(80 * s))
        self.panel = pygame.Rect(0, 0, min(w - 40, wide), min(h - 20, round(PANEL_HEIGHT * s)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        half = len(ROWS) - len(ROWS) // 2
        col_w = (p.width - round(60 * s)) // 2
        self.help_size = help_px(s, (w, h))
        while self.help_size > MIN_TEXT and max(text_width(t(row.help), self.help_size) for row in ROWS) > col_w:
            self.help_size -= 1  # a long language on a window the panel cannot widen past
        cw, ch = round(min(250 * s, col_w * 0.48)), round(40 * s)
        step = round(74 * s)
        self.rows, self.menus, self.sliders, self.labels = [], {}, {}, {}
        settings = self.app.settings
        for i, row in enumerate(ROWS):
            left = p.left + round(30 * s) + (i // half) * (col_w + round(20 * s))
            top = p.top + round(90 * s) + (i % half) * step
            if row.slider:
                room = text_width("100%", max(12, round(16 * s)), True) + round(12 * s)
                self.sliders[row.field] = pygame_gui.elements.UIHorizontalSlider(
                    pygame.Rect(left + col_w - cw + room, top + round(4 * s), cw - room, ch - round(8 * s)),
                    round(getattr(settings, row.field) * 100), (0, 100), ui, container=self.container,
                    object_id=ObjectID(f"#{row.field}"), click_increment=10)
                self.rows.append((row, left, top))
                continue
            shown = self._shown(row)
            self.labels[row.field] = shown
            current = closest(shown, getattr(settings, row.field))
            self.menus[row.field] = pygame_gui.elements.UIDropDownMenu(
                list(shown), current, pygame.Rect(left + col_w - cw, top, cw, ch), ui,
                container=self.container, object_id=ObjectID(f"#{row.field}"))
            self.rows.append((row, left, top))
            if row.field == "ui_scale":  # the Size is for the tables too: a piece of one, at that Size
                self.preview = pygame_gui.elements.UIButton(
                    self._preview_rect(row, left, top, col_w, (cw, ch), s, factor, self.help_size),
                    t("See it at a table"), ui, container=self.container,
                    object_id=ObjectID("#size_preview"))
        bw, bh = round(180 * s), round(48 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - bw // 2, p.bottom - bh - round(20 * s), bw, bh), t("Done"), ui,
            container=self.container, object_id=ObjectID("#settings_done", "@primary_button"))

    @staticmethod
    def _preview_rect(row: SettingRow, left: int, top: int, col_w: int, menu: tuple[int, int], s: float,
                      factor: float, help_size: int) -> pygame.Rect:
        """Where "See it at a table" goes: beside the Size row's help line, under its menu; where
        the help leaves too little room for the button's words (a long language), on the row's
        first line between its label and its menu."""
        cw, ch = menu
        bh = max(26, round(28 * s))
        need = text_width(t("See it at a table"), max(12, round(BUTTON_FONT * factor)), True) + round(24 * s)
        help_w = text_width(t(row.help), help_size)
        below = min(cw, col_w - help_w - round(12 * s))
        if below >= need:
            return pygame.Rect(left + col_w - below, top + ch + round(4 * s), below, bh)
        label_w = text_width(t(row.label), max(12, round(18 * s)), True)
        beside = col_w - cw - label_w - round(24 * s)
        if beside <= below:  # no better room: the words shrink in the button rather than run over
            return pygame.Rect(left + col_w - below, top + ch + round(4 * s), below, bh)
        width = min(need, beside)
        return pygame.Rect(left + col_w - cw - round(12 * s) - width, top + (ch - bh) // 2, width, bh)

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
        if field == "sound":
            sound.follow_settings(self.app)
            if value:
                sound.play(self.app, "chip")
        if row.relayout:
            self.app.apply_preferences()

    def slide(self, field: str, value: float) -> None:
        """A volume slider moved: heard at once, saved when the slider rests."""
        value = min(1.0, max(0.0, round(float(value), 2)))
        if getattr(self.app.settings, field) == value:
            return
        setattr(self.app.settings, field, value)
        sound.follow_settings(self.app)
        self.unsaved = SAVE_AFTER
        if field == "effects_volume" and self.previewed <= 0.0:
            sound.play(self.app, "chip")
            self.previewed = PREVIEW_GAP

    def update(self, dt: float) -> None:
        super().update(dt)
        self.previewed = max(0.0, self.previewed - dt)
        if self.unsaved > 0.0:
            self.unsaved -= dt
            if self.unsaved <= 0.0:
                self.unsaved = 0.0
                self.app.save_settings()

    def exit(self) -> None:
        if self.unsaved > 0.0:
            self.unsaved = 0.0
            self.app.save_settings()
        super().exit()

    def focus_groups(self) -> list[StopGroup]:
        """Tab reaches each volume slider as one control (not its inner thumb button), in
        reading order; Left and Right move it by 10%, Enter too."""
        parts = {id(slider.sliding_button): field for field, slider in self.sliders.items()}
        groups: list[StopGroup] = []
        for group in super().focus_groups():
            field = next((parts[id(stop.element)] for stop in group.stops if id(stop.element) in parts), None)
            if field is None:
                groups.append(group)
                continue
            slider = self.sliders[field]
            stop = Stop(pygame.Rect(slider.rect), percent(getattr(self.app.settings, field)),
                        partial(self.nudge, field, 1), ("id", f"#{field}"), change=partial(self.nudge, field),
                        element=slider)
            groups.append(StopGroup(f"#{field}", (stop,)))
        return groups

    def nudge(self, field: str, step: int) -> None:
        """The keyboard's way of moving a volume slider: 10% up or down."""
        slider = self.sliders[field]
        value = min(100, max(0, round(getattr(self.app.settings, field) * 100) + 10 * step))
        slider.set_current_value(value)
        self.slide(field, value / 100)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            field = next((f for f, slider in self.sliders.items() if slider is event.ui_element), None)
            if field is None:
                return False
            self.slide(field, event.value / 100)
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            field = next((f for f, menu in self.menus.items() if menu is event.ui_element), None)
            if field is None:
                return False
            self.choose(field, event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.request = Pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.preview:
            from .size_preview import SizePreviewScene

            self.request = Push(SizePreviewScene(self.app))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.request = Pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = content_scale((w, h), SETTINGS_ROOM)
        surface.blit(assets.table_felt((w, h)), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("Settings"), round(32 * s), (p.centerx, p.top + round(22 * s)), RUST,
                  anchor="midtop", bold=True)
        for row, left, top in self.rows:
            draw_text(surface, t(row.label), max(12, round(18 * s)), (left, top + round(8 * s)), INK, bold=True)
            draw_text(surface, t(row.help), self.help_size, (left, top + round(44 * s)), INK_SOFT)
            slider = self.sliders.get(row.field)
            if slider is not None:
                draw_text(surface, percent(getattr(self.app.settings, row.field)), max(12, round(16 * s)),
                          (slider.rect.left - round(10 * s), slider.rect.centery), INK, anchor="midright", bold=True)
        if self.app.persist_settings:
            note = t("Settings are kept in your Llama Games folder (About shows where).")
        else:
            note = t("Settings are not saved in this run.")
        draw_text(surface, note, self.help_size, (p.centerx, p.bottom - round(92 * s)), INK_SOFT, anchor="midtop")
