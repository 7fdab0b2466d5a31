"""The player's statistics: per game and per opponent level, games played and won, best and
average score, the current and the best win streak.

The figures are counted by :class:`llamagames.storage.Statistics` when a game with a human seat
ends; a damaged or hand-edited file is refused by storage (set aside, one sentence here).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import daily as daily_deal
from ... import storage
from ...bots import LEVELS
from ...daily import DailyRecord
from ...i18n import t
from ...rules import GAMES
from .. import assets
from ..gui_text import label_need, resize_button
from ..locale_theme import fit_fonts
from ..palette import GOLD, INK, INK_SOFT, RUST, SAND
from ..registry import playable_games
from ..scale import MIN_TEXT, ui_scale
from ..scene import Pop, WidgetScene
from ..text import draw_text, fit_text, paper_panel, rounded_panel, text_width, wrap
from ..widgets import llama_figure
from ..widgets.llama_figure import LlamaFigure
from .daily import draw_daily_summary

ALL_LEVELS = "all"


def level_rows() -> list[str]:
    """The table's rows in order: friends only, each bot level weakest first, then every game."""
    return [storage.NO_BOTS, *LEVELS, ALL_LEVELS]


def level_label(level: str) -> str:
    labels = {
        storage.NO_BOTS: t("Friends only"),
        "random": t("Random bots"),
        "easy": t("Easy bots"),
        "normal": t("Normal bots"),
        "hard": t("Hard bots"),
        ALL_LEVELS: t("All games"),
    }
    return labels.get(level, level)


def columns() -> list[tuple[str, str]]:
    """(key, heading) of the figures, left to right."""
    return [("played", t("Played")), ("won", t("Won")), ("share", t("Win %")), ("best", t("Best")),
            ("average", t("Average")), ("streak", t("Streak")), ("best_streak", t("Best streak"))]


def figures(entry: dict[str, int]) -> dict[str, str]:
    """One row's cells as text; "–" where nothing is known yet."""
    played = entry.get("played", 0)
    if played <= 0:
        return {key: "–" for key, _ in columns()}
    won = entry.get("won", 0)
    scored, total = entry.get("scored", 0), entry.get("total", 0)
    best = entry.get("best")
    streak, best_streak = entry.get("streak"), entry.get("best_streak")
    return {
        "played": str(played),
        "won": str(won),
        "share": f"{round(100 * won / played)}%",
        "best": "–" if best is None else str(best),
        "average": f"{total / scored:.1f}" if scored > 0 else "–",
        "streak": "–" if streak is None else str(streak),
        "best_streak": "–" if best_streak is None else str(best_streak),
    }


class StatsScene(WidgetScene):
    """One game at a time (buttons or ←/→ switch), a row per opponent level and one for all."""

    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.game = game if game in self.games else (self.games[0] if self.games else "")
        self.stats = storage.Statistics()
        self.daily_record = DailyRecord.empty()
        self.message = ""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.tabs: dict[str, pygame_gui.elements.UIButton] = {}
        self.back: pygame_gui.elements.UIButton | None = None
        self.figure: LlamaFigure | None = None
        self.row_px = 0
        """The size the rows' words were drawn at in the last frame."""

    def enter(self) -> None:
        self.reload()
        super().enter()

    def reload(self) -> None:
        """Read the statistics; a damaged file is set aside by storage and said here once."""
        storage.flush_writes()  # the data folder as the last move left it (a save may be on its way)
        try:
            self.stats, message = storage.load_statistics()
        except OSError as exc:
            self.stats, message = storage.Statistics(), t("Could not read the statistics: {reason}.",
                                                           reason=exc.strerror or str(exc))
        try:
            self.daily_record, daily_message = daily_deal.load_record()
        except OSError:
            self.daily_record, daily_message = DailyRecord.empty(), ""
        if message or daily_message:
            self.message = message or daily_message

    def rows(self) -> list[tuple[str, dict[str, str]]]:
        """(level, cells) for the chosen game, every level shown so the table never jumps."""
        out = []
        for level in level_rows():
            entry = self.stats.entry(self.game) if level == ALL_LEVELS else self.stats.entry(self.game, level)
            out.append((level, figures(entry)))
        return out

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        self.panel = pygame.Rect(0, 0, min(w - round(40 * s), round(1000 * s)), min(h - round(40 * s), round(700 * s)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        bh = round(44 * s)
        gap = round(12 * s)
        count = max(1, len(self.games))
        tab_w = min(round(220 * s), (p.width - round(48 * s) - gap * (count - 1)) // count)
        x = p.centerx - (count * tab_w + (count - 1) * gap) // 2
        y = p.top + round(70 * s)
        self.tabs = {}
        for name in self.games:
            self.tabs[name] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, tab_w, bh), t(GAMES[name].title), self.app.ui, container=self.container,
                object_id=ObjectID(f"#stats_{name}", "@primary_button" if name == self.game else None))
            x += tab_w + gap
        self._fit_tabs(tab_w, y, bh, gap, p.width - round(48 * s), s)
        back_w = round(180 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - back_w // 2, p.bottom - bh - round(20 * s), back_w, bh), t("Back"), self.app.ui,
            container=self.container, object_id=ObjectID("#stats_back"))
        self.table = pygame.Rect(p.left + round(24 * s), y + bh + round(24 * s), p.width - round(48 * s),
                                 p.bottom - bh - round(40 * s) - (y + bh + round(24 * s)))
        # A llama keeps the score-keeper company in the corner below the table.
        self.figure = LlamaFigure((p.left + round(90 * s), p.bottom - round(16 * s)), round(110 * s), seed=21)

    def _fit_tabs(self, tab_w: int, y: int, bh: int, gap: int, room: int, s: float) -> None:
        """A long title takes the room its neighbours do not need; only when the row cannot hold
        every title whole is a title shortened with an ellipsis."""
        tabs = list(self.tabs.values())
        needs = [label_need(tab) for tab in tabs]
        widths = [max(tab_w, need) for need in needs]
        over = sum(widths) + gap * (len(tabs) - 1) - room
        spare = [width - need for width, need in zip(widths, needs)]
        if over > 0 and sum(spare) >= over:  # the short titles give up their spare room
            widths = [width - -(-over * room_i // sum(spare)) for width, room_i in zip(widths, spare)]
        elif over > 0:
            widths = [tab_w for _ in tabs]
        x = self.panel.centerx - (sum(widths) + gap * (len(tabs) - 1)) // 2
        for (name, tab), width in zip(self.tabs.items(), widths):
            resize_button(tab, (x, y), width, bh)
            if label_need(tab) > width:
                tab.set_text(fit_text(t(GAMES[name].title), max(MIN_TEXT, round(18 * s)), width - round(16 * s)))
            x += width + gap

    def choose(self, game: str) -> None:
        if game != self.game and game in self.games:
            self.game = game
            self.build_ui()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.request = Pop()
                return True
            for name, button in self.tabs.items():
                if event.ui_element is button:
                    self.choose(name)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.request = Pop()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.games:
                step = -1 if event.key == pygame.K_LEFT else 1
                index = self.games.index(self.game) if self.game in self.games else 0
                self.choose(self.games[(index + step) % len(self.games)])
                return True
        return False

    def frame_rate(self) -> int:
        return 30

    def at_rest(self) -> bool:
        return llama_figure.calm()

    def update(self, dt: float) -> None:
        if self.figure is not None:
            self.figure.update(dt, self.app.animation_scale)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        surface.blit(assets.table_felt((w, h), self.game), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("Statistics"), round(32 * s), (p.centerx, p.top + round(16 * s)), RUST, anchor="midtop",
                  bold=True)
        if self.game:
            self._draw_table(surface, s)
        if self.message:
            line = fit_text(self.message, max(MIN_TEXT, round(14 * s)), p.width - round(40 * s))
            draw_text(surface, line, max(MIN_TEXT, round(14 * s)), (p.centerx, p.bottom - round(88 * s)), RUST,
                      anchor="midtop")
        if self.figure is not None:
            self.figure.draw(surface)

    def _draw_table(self, surface: pygame.Surface, s: float) -> None:
        table = self.table
        rows = self.rows()
        played = self.stats.played(self.game)
        size = max(MIN_TEXT, round(17 * s))
        head = max(MIN_TEXT, round(14 * s))
        heads = columns()
        # The daily deal's band at the table's foot, right of the llama where that leaves it most
        # of the width (a large Size: the llama is tall), else above the llama's head.
        head_top = self.figure.foot[1] - self.figure.height if self.figure is not None else table.bottom
        daily = pygame.Rect(table.left, 0, table.width, round(44 * s))
        daily.bottom = min(table.bottom, head_top - round(6 * s))
        if self.figure is not None and head_top < table.bottom:
            beside = self.figure.foot[0] + self.figure.image().get_width() // 2 + round(12 * s)
            if table.right - beside >= table.width * 0.7:
                daily = pygame.Rect(beside, table.bottom - round(44 * s), table.right - beside, round(44 * s))
        # A heading wider than its column takes two lines (a small window at 90%), or three (a long
        # language): the rows start below them.
        many, largest = 1, size
        for _ in range(3):
            head_h = max(round(40 * s), round(14 * s) + many * round(head * 1.25)) if many > 1 else round(40 * s)
            row_h = min(round(52 * s), (daily.top - table.top - head_h - round(8 * s)) // (len(rows) + (1 if played == 0 else 0)))
            size = max(MIN_TEXT, min(largest, int((row_h - round(6 * s)) / 1.4)))  # rows squeezed by the daily band
            label_w = min(max(text_width(level_label(level), size, True) for level, _ in rows) + round(24 * s),
                          table.width // 3)
            col_w = (table.width - label_w) // len(heads)
            need = max(len(wrap(heading, head, col_w - 4, bold=True)) if text_width(heading, head, True) > col_w - 4
                       else 1 for _, heading in heads)
            if need <= many or many == 3:
                break
            many = min(3, need)
        y = table.top
        for index, (_, heading) in enumerate(heads):
            cx = table.left + label_w + col_w * index + col_w // 2
            lines = wrap(heading, head, col_w - 4, bold=True) if many > 1 else [heading]
            if len(lines) > many:
                lines = [*lines[:many - 1], " ".join(lines[many - 1:])]
            for k, line in enumerate(lines):
                draw_text(surface, fit_text(line, head, col_w - 4, True), head,
                          (cx, y + round(10 * s) + k * round(head * 1.25)), INK_SOFT, anchor="midtop", bold=True)
        y += head_h
        for level, cells in rows:
            band = pygame.Rect(table.left, y, table.width, row_h - round(6 * s))
            total = level == ALL_LEVELS
            empty = cells["played"] == "–"
            rounded_panel(surface, band, GOLD if total else SAND, 200 if total else (70 if empty else 140),
                          radius=round(10 * s))
            colour = INK_SOFT if empty else INK
            draw_text(surface, fit_text(level_label(level), size, label_w - round(20 * s), True), size,
                      (band.left + round(14 * s), band.centery), colour, anchor="midleft", bold=True)
            for index, (key, _) in enumerate(heads):
                cx = table.left + label_w + col_w * index + col_w // 2
                draw_text(surface, cells[key], size, (cx, band.centery), colour, anchor="center", bold=total)
            y += row_h
        self.row_px = size
        if played == 0:
            draw_text(surface, t("No games yet: finish a game against the bots or friends and it counts here."),
                      max(MIN_TEXT, round(15 * s)), (table.centerx, y + round(8 * s)), INK_SOFT, anchor="midtop")
        draw_daily_summary(surface, daily, self.daily_record, self.game, daily_deal.today(), s)
