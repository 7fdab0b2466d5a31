"""About: the version, where the player's games and settings are kept (with a button that
opens that folder), and the third-party notices of the download.

The notices are ``THIRD-PARTY-NOTICES.txt``, written by the build from what it bundled
(``build/notices.py``) and carried inside the bundle; they are thousands of lines, so they
are shown by :class:`~llamagames.ui.widgets.long_text.LongText`, a screen at a time.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import __version__, storage
from ...i18n import t
from .. import assets
from ..locale_theme import fit_fonts
from ..open_folder import Opening, open_folder
from ..palette import INK, INK_SOFT, RUST
from ..scale import MIN_TEXT, ui_scale
from ..scene import Pop, WidgetScene
from ..text import draw_text, paper_panel, text_width, wrap
from ..widgets.long_text import LongText, break_line

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"


def notices_path() -> Path | None:
    """Where a built copy of the game keeps its notices (None when it runs from source)."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / NOTICES_FILE if bundle else None


def notices_text() -> str:
    """The notices, or a sentence saying why there are none to show."""
    path = notices_path()
    if path is None:
        return t("This copy runs from the source code. The notices of the software and fonts it is built with are "
                 "written into every download when it is made.")
    try:
        return path.read_text("utf-8", errors="replace")
    except OSError:
        return t("The third-party notices are missing from this copy of Llama Games ({file}).", file=NOTICES_FILE)


class AboutScene(WidgetScene):
    """Version, data folder and notices; Back (or Escape) returns to the menu."""

    def __init__(self, app: Any, notices: str | None = None) -> None:
        super().__init__(app)
        self.notices_source = notices if notices is not None else notices_text()
        self.folder = storage.data_dir()
        self.message = ""
        self.opening: Opening | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.folder_lines: list[str] = []
        self.message_lines: list[str] = []
        self.layout: dict[str, Any] = {}
        self.notices: LongText | None = None
        self.open_button: pygame_gui.elements.UIButton | None = None
        self.back: pygame_gui.elements.UIButton | None = None

    # -- layout ----------------------------------------------------------------------------
    def sizes(self, s: float) -> dict[str, int]:
        return {"title": round(30 * s), "text": max(MIN_TEXT, round(16 * s)), "small": max(MIN_TEXT, round(14 * s)),
                "notices": max(MIN_TEXT, round(14 * s)), "heading": max(MIN_TEXT, round(18 * s))}

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        size = self.sizes(s)
        margin = round(24 * s)
        self.panel = pygame.Rect(0, 0, min(w - round(32 * s), round(1100 * s)), h - round(32 * s))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        bh = max(38, round(44 * s))
        button_w = max(text_width(t("Open folder"), size["text"], True) + round(40 * s), round(170 * s))
        y = p.top + round(14 * s) + round(size["title"] * 1.4)
        version_y = y
        y += round(size["text"] * 1.5) + round(6 * s)
        folder_label_y = y
        y += round(size["small"] * 1.45)
        room = p.width - 2 * margin - button_w - round(20 * s)
        self.folder_lines = break_line(str(self.folder), size["small"], room)[:3]
        folder_y = y
        y += len(self.folder_lines) * round(size["small"] * 1.4)
        self.open_button = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - margin - button_w, folder_label_y, button_w, bh), t("Open folder"), self.app.ui,
            container=self.container, object_id=ObjectID("#about_open_folder"),
            tool_tip_text=t("Show this folder in your file browser"))
        y = max(y, folder_label_y + bh) + round(8 * s)
        message_y = y
        self.message_lines = wrap(self.message, size["small"], p.width - 2 * margin)[:2] if self.message else []
        y += len(self.message_lines) * round(size["small"] * 1.4) + round(4 * s)
        heading_y = y
        y += round(size["heading"] * 1.5)
        back_top = p.bottom - bh - round(16 * s)
        box = pygame.Rect(p.left + margin, y, p.width - 2 * margin, back_top - round(12 * s) - y)
        top = self.notices.top if self.notices is not None else 0
        self.notices = LongText(self.notices_source, box, size["notices"], self.app.ui, container=self.container,
                                bar_width=max(16, round(20 * s)))
        self.notices.scroll_to(top)
        back_w = round(180 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - back_w // 2, back_top, back_w, bh), t("Back"), self.app.ui,
            container=self.container, object_id=ObjectID("#about_back", "@primary_button"))
        self.layout = {"s": s, "size": size, "margin": margin, "version_y": version_y,
                       "folder_label_y": folder_label_y, "folder_y": folder_y, "message_y": message_y,
                       "heading_y": heading_y, "room": p.width - 2 * margin - button_w - round(20 * s)}

    # -- actions ---------------------------------------------------------------------------
    def open_data_folder(self) -> None:
        """Ask the file browser to show the data folder; a failure becomes the message."""
        result = open_folder(self.folder)
        if isinstance(result, str):
            self.say(result)
            self.opening = None
        else:
            self.say("")
            self.opening = result

    def say(self, message: str) -> None:
        """Show ``message`` under the folder (the notices make room for it)."""
        if message != self.message:
            self.message = message
            if self.container is not None:
                self.build_ui()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.request = Pop()
                return True
            if event.ui_element is self.open_button:
                self.open_data_folder()
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.request = Pop()
            return True
        if self.notices is not None and self.notices.handle_event(event):
            return True
        return False

    def update(self, dt: float) -> None:
        if self.notices is not None:
            self.notices.follow_bar()
        if self.opening is not None:
            problem = self.opening.problem()
            if problem is not None:
                self.opening = None
                self.say(problem)

    def at_rest(self) -> bool:
        """Nothing moves by itself here but a file browser being started (its outcome is
        polled); the scroll bar only moves on events, which wake the app anyway."""
        return self.opening is None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.table_felt((w, h)), (0, 0))
        if not self.layout:
            return
        p, lay = self.panel, self.layout
        s, size, left = lay["s"], lay["size"], self.panel.left + lay["margin"]
        paper_panel(surface, p, s)
        draw_text(surface, t("About Llama Games"), size["title"], (p.centerx, p.top + round(14 * s)), RUST,
                  anchor="midtop", bold=True)
        draw_text(surface, t("Version {version}", version=__version__), size["text"], (left, lay["version_y"]), INK,
                  bold=True)
        draw_text(surface, t("Your games, settings and statistics are kept in this folder:"), size["small"],
                  (left, lay["folder_label_y"]), INK_SOFT)
        y = lay["folder_y"]
        for line in self.folder_lines:
            draw_text(surface, line, size["small"], (left, y), INK)
            y += round(size["small"] * 1.4)
        y = lay["message_y"]
        for line in self.message_lines:
            draw_text(surface, line, size["small"], (left, y), RUST)
            y += round(size["small"] * 1.4)
        draw_text(surface, t("Third-party notices"), size["heading"], (left, lay["heading_y"]), RUST, bold=True)
        if self.notices is not None:
            self.notices.draw(surface)


__all__ = ["AboutScene", "NOTICES_FILE", "notices_path", "notices_text"]
