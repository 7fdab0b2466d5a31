"""The rulebook of a game in a scrollable text box (a copy bundled with the UI)."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...catalogue import entry, resource
from ...i18n import language, t
from ...rules import GAMES
from .. import assets
from ..locale_theme import fit_fonts
from ..palette import RUST
from ..rules_pictures import picture_file, picture_name
from ..scale import ui_scale
from ..scene import Pop, WidgetScene
from ..text import draw_text

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_text"

LINE_SHARE = 0.08
"""An arrow key or a wheel notch moves the page by this share of what the box shows."""
PAGE_SHARE = 0.9
"""Page Down moves by this share of what the box shows: the last lines stay in sight."""


def page_path(game_name: str) -> Path:
    """The English how-to-play page of a game: the file its catalogue entry names
    (``GameEntry.how_to_play``), else ``rules_text/<name>.txt``; a translation lies beside it
    in ``<language>/``."""
    named = entry(game_name).how_to_play
    return resource(named) if named else RULES_DIR / f"{game_name}.txt"


def rules_text(game_name: str) -> str:
    """The bundled how-to-play text of a game in the interface language (English when that
    language has no page yet), or a sentence saying it is missing."""
    english = page_path(game_name)
    paths = [english]
    if language() != "en":
        paths.insert(0, english.parent / language() / english.name)
    for path in paths:
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return t("The rulebook for {game} is not included in this copy of Llama Games.", game=t(GAMES[game_name].title))


HEADINGS = {"In the box", "The basics", "Setup", "How to play", "Scoring",
            "End of the game", "House rules and pitfalls", "Frequently asked questions",
            "The goal", "The cards", "Your turn", "The round ends", "The end", "At this table",
            "The idea", "Characters", "Variants", "Controls", "Keys",
            "目的", "カード", "手番", "ラウンドの終わり", "ゲームの終わり", "得点", "準備", "遊び方",
            "このテーブルでは", "よくある質問", "内容物", "基本", "考え方", "人物カード", "変則ルール", "バリアント",
            "ハウスルールと注意点"}


BOX_TEXT_PX = 15
HEADING_RATIO = 1.2
"""A heading's size beside the page's text (18 px over 15 px at 100%: HTML's old size 5)."""
"""The text box's font size in the theme (``text_box``), for breaking Japanese lines."""


def _break_japanese(line: str, width: int | None, px: int = BOX_TEXT_PX) -> str:
    """pygame-gui breaks lines only at spaces (a Japanese sentence has none, so it would be cut
    with dashes): a Japanese line is broken here into lines that fit ``width`` pixels."""
    if width is None or not any("\u3040" <= ch <= "\u9fff" for ch in line):
        return html.escape(line, quote=False)
    from ..text import wrap

    return "<br>".join(html.escape(part, quote=False) for part in wrap(line, px, width))


def to_html(text: str, pictures: Callable[[str], str] | None = None, width: int | None = None,
            px: int = BOX_TEXT_PX) -> str:
    """The rulebook as pygame_gui's small HTML: headings bold and larger, list items as bullets.

    A line ``[picture: name]`` becomes what ``pictures(name)`` gives (an ``<img>`` tag), or
    nothing when there is no such picture or no ``pictures``. ``width``: the room for a line
    in pixels, where Japanese lines are broken by us (set in the text box's font, ``px``).
    """
    out = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        name = picture_name(line)
        if name is not None:
            out.append(pictures(name) if pictures is not None else "")
            continue
        safe = _break_japanese(line, width, px)
        if line in HEADINGS:
            out.append(f"<br><font pixel_size={round(px * HEADING_RATIO)}><b>{safe}</b></font><br>")
        elif line.startswith("- "):
            out.append(f"&#8226; {_break_japanese(line[2:], None if width is None else width - 12, px)}<br>")
        elif line.endswith("?") or line.endswith("？"):
            out.append(f"<b>{safe}</b><br>")
        else:
            out.append(f"{safe}<br>")
    return "".join(out)


def page_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the page's text box stands in a window of ``size``."""
    w, h = size
    s = ui_scale(size)
    bw = min(w - round(80 * s), round(900 * s))
    top = round(80 * s)
    return pygame.Rect((w - bw) // 2, top, bw, h - top - round(48 * s) - round(44 * s))


def picture_width(size: tuple[int, int]) -> int:
    """How wide the page's pictures are drawn in a window of ``size``."""
    return min(page_rect(size).width - 60, round(640 * ui_scale(size)))


def warm_pictures(game_name: str, size: tuple[int, int]) -> list[Callable[[], Any]]:
    """The page's pictures at this size, made ahead: a table warms them while the game goes on,
    so its Rules button opens the page without drawing and saving them first."""
    names = [picture_name(line.strip()) for line in rules_text(game_name).splitlines()]
    width, tag = picture_width(size), language()
    return [partial(picture_file, game_name, name, width, tag) for name in names if name is not None]


class RulesScene(WidgetScene):
    """Read the rules; Back (or Escape) returns to where you were."""

    def __init__(self, app: Any, game_name: str) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.box: pygame_gui.elements.UITextBox | None = None
        self.back: pygame_gui.elements.UIButton | None = None

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        factor = fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        heading = round(max(12, round(BOX_TEXT_PX * factor)) * HEADING_RATIO)
        face = "noto_sans_jp" if language() == "ja" else "noto_sans"
        fonts = self.app.ui.get_theme().get_font_dictionary()
        if not fonts.check_font_preloaded(fonts.create_font_id(heading, face, bold=True, italic=False)):
            self.app.ui.preload_fonts([{"name": face, "point_size": heading, "style": "bold", "antialiased": "1"}])
        ui = self.app.ui
        self.new_container()
        bh = round(48 * s)
        rect = page_rect((w, h))
        self.box = pygame_gui.elements.UITextBox(to_html(rules_text(self.game_name), self._picture_tag(rect.width),
                                                         rect.width - 56, max(12, round(BOX_TEXT_PX * factor))),
                                                 rect, ui,
                                                 container=self.container, object_id=ObjectID("#rules_text"))
        self.back = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - round(90 * s), rect.bottom + round(16 * s),
                                                             round(180 * s), bh), t("Back"), ui,
                                                 container=self.container,
                                                 object_id=ObjectID("#rules_back", "@primary_button"))

    def _picture_tag(self, box_width: int) -> Callable[[str], str]:
        """Pictures for a box ``box_width`` wide: centred on a line of their own."""
        width = picture_width(self.app.size)

        def tag(name: str) -> str:
            path = picture_file(self.game_name, name, width, language())
            if path is None:
                return ""
            left = max(0, (box_width - 40 - width) // 2)
            return f'<img src="{html.escape(str(path))}" padding="4px 0px 0px {left}px"><br>'
        return tag

    def scroll_keys(self, key: int) -> float | None:
        """Where ``key`` moves the page to (a share of its length from the top), or None when
        it is not a scrolling key or the page fits its box."""
        bar = self.box.scroll_bar if self.box is not None else None
        if bar is None:
            return None
        seen, start = bar.visible_percentage, bar.start_percentage
        moves = {pygame.K_PAGEDOWN: start + seen * PAGE_SHARE, pygame.K_PAGEUP: start - seen * PAGE_SHARE,
                 pygame.K_DOWN: start + seen * LINE_SHARE, pygame.K_UP: start - seen * LINE_SHARE,
                 pygame.K_HOME: 0.0, pygame.K_END: 1.0}
        if key not in moves:
            return None
        return max(0.0, min(moves[key], 1.0 - seen))

    def scroll_to(self, share: float) -> None:
        """Show the page from ``share`` of its length (0: the top)."""
        if self.box is not None and self.box.scroll_bar is not None:
            self.box.scroll_bar.set_scroll_from_start_percentage(share)

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Page Up/Down, Home/End and the arrows scroll the page (before the focus ring, which
        would move between the page and Back on an arrow); Tab and Enter are the ring's."""
        share = self.scroll_keys(event.key) if event.type == pygame.KEYDOWN else None
        if share is not None:
            self.scroll_to(share)
            return True
        return super().focus_key(event)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.box is not None and self.box.scroll_bar is not None:
            # over the box pygame-gui scrolls it; anywhere else in the window the wheel does too
            bar = self.box.scroll_bar
            share = bar.start_percentage - event.y * bar.visible_percentage * LINE_SHARE
            self.scroll_to(max(0.0, min(share, 1.0 - bar.visible_percentage)))
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.request = Pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = Pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        surface.blit(assets.table_felt((w, h), self.game_name), (0, 0))
        icon = assets.game_icon(self.game_name, round(56 * s))
        title = t("How to play {game}", game=t(GAMES[self.game_name].title))
        draw_text(surface, title, round(30 * s), (w // 2 + round(32 * s), round(40 * s)), (255, 248, 234),
                  anchor="center", bold=True, shadow=RUST)
        from ..text import text_width

        tw = text_width(title, round(30 * s), True)
        surface.blit(icon, icon.get_rect(center=(w // 2 + round(32 * s) - tw // 2 - round(40 * s), round(40 * s))))
