"""The collection's front page: title art, a card per playable game with the player's
record under it, Continue (the unfinished game), Saved games, Settings, Quit.

Each card says what it leads to in its own buttons: a game waiting to be finished is
continued or a new one set up (who sits, which bots); a game whose guided game the player
never opened offers it first; once it was opened (finished or left) the real game comes
first and the lesson second."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import storage
from ...catalogue import POINT_UNITS, entry
from ...i18n import t
from ...rules import GAMES
from .. import assets, sound
from ..learning import has_lesson, lesson_first, lesson_waiting, lesson_words, open_lesson, waiting_tip
from ..locale_theme import fit_fonts
from ..palette import CREAM, GOLD, INK, INK_SOFT, PANEL, PAPER, RUST, TERRACOTTA
from ..registry import playable_games, score_text, table_design
from ..scale import fitted_scale, text_scale
from ..scene import OpenTable, Push, QuitApp, ReplaceTop, WidgetScene
from ..session import resume_match
from ..table.warmup import WarmQueue
from ..text import draw_fitted, draw_text, fit_text, rounded_panel, text_width, wrap
from ..widgets import llama_figure
from ..widgets.focus import StopGroup
from ..widgets.llama_figure import LlamaFigure
from .confirm import ConfirmScene

if TYPE_CHECKING:
    from ...save_files import SaveEntry

CARD_FONT = 18
"""The pixel size of a card's main button's words in the theme (``@primary_button``) at 100%."""
PRIMARY_FONT, BUTTON_FONT = 18, 16
"""The theme's sizes of a primary and a plain button's words at 100%."""
NO_GAMES_YET = "No games yet"
RECORD_LABEL = "YOUR RECORD"


def two_rows(line: str, size: int, room: int) -> list[str] | None:
    """``line``'s figures ("Played 1 · Won 0 · Best 26 (fewer is better)") on two lines of at
    most ``room`` pixels, broken between two figures, else before a figure's bracket; None
    where two lines do not hold them."""
    parts = line.split(" · ")
    cuts = [(" · ".join(parts[:cut]), " · ".join(parts[cut:])) for cut in range(len(parts) - 1, 0, -1)]
    bracket = line.rfind(" (")
    if bracket > 0:
        cuts.append((line[:bracket], line[bracket + 1:]))
    for rows in cuts:
        if all(text_width(row, size) <= room for row in rows):
            return list(rows)
    return None


def record_line(stats: storage.Statistics, game: str, short: bool = False) -> str:
    """The player's record in one line ("Played 12 · Won 5 · Best 8 points"), or "No games yet".

    ``short`` drops the unit ("Best 8") for narrow tiles.
    """
    played = stats.played(game)
    if played == 0:
        return t(NO_GAMES_YET)
    parts = [t("Played {count}", count=played), t("Won {count}", count=stats.won(game))]
    best = stats.best(game)
    if best is None:
        pass
    elif entry(game).lower_is_better:  # fewest wins: "Best 18" alone would read as a high score
        parts.append(_fewest_words(best, short))
    elif short:
        parts.append(t("Best {points}", points=best))
    elif entry(game).score_units != POINT_UNITS:  # in the game's own unit: "Best 2 shelters"
        parts.append(t("Best {score}", score=score_text(game, best)))
    else:
        parts.append(t("Best {points} point", points=best) if best == 1 else t("Best {points} points", points=best))
    return " · ".join(parts)


def _fewest_words(best: int, short: bool) -> str:
    """The best score of a game the fewest points win, said as a player would: "Best score: 18
    (fewer is better)", "Best 18 (low wins)" on a narrow tile ("Fewest 18" puzzled a
    playtester: fewest what?)."""
    if short:
        return t("Best {points} (low wins)", points=best)
    return t("Best score: {points} (fewer is better)", points=best)


def player_count_words(counts: range) -> str:
    """How many play a game, as its tile says it: the count last, so no word follows a digit
    (the font's space after a "4" is two pixels at small sizes: "2–4 players" read "2–4players")."""
    return t("Players: {low}–{high}", low=counts.start, high=counts.stop - 1)


def shared_widths(needs: list[int], widths: list[int], room: int) -> list[int]:
    """``widths`` with each at least its ``needs``: the extra is taken evenly from the buttons
    wider than they need, then from the spare of ``room`` (the row's whole width at most)."""
    widths = [max(want, need) for want, need in zip(widths, needs)]
    while sum(widths) > room:
        spare = [i for i, (width, need) in enumerate(zip(widths, needs)) if width > need]
        if not spare:
            break
        cut = max(1, (sum(widths) - room) // len(spare))
        for i in spare:
            widths[i] = max(needs[i], widths[i] - cut)
    return widths


class MenuScene(WidgetScene):
    """Pick a game. Tiles are drawn by the scene (icon, title, player count) and clicked directly."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.tiles: dict[str, pygame.Rect] = {}
        self.hover: str | None = None
        self.card_buttons: dict[tuple[str, str], pygame_gui.elements.UIButton] = {}
        """(game, "continue" | "new" | "learn") -> the button on that game's card."""
        self.card_top: dict[str, int] = {}
        """Where each card's buttons begin: its words stack up from there."""
        self.message = app.message
        self.figures: list[LlamaFigure] = []
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.row_rect = pygame.Rect(0, 0, 0, 0)
        """The bottom row of buttons: the message stands under it."""
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        """Where the message was last drawn."""
        self._drawn = False  # see update: nothing is warmed before the first frame
        self.warm = WarmQueue()
        self.records: dict[str, str] = {}
        """Game name -> the line under its tile, read from the statistics on every layout."""
        self.short_records: dict[str, str] = {}
        self.record_rects: dict[str, pygame.Rect] = {}
        self.continue_game: str | None = None
        """The game whose waiting game Continue resumes: the newest waiting (the button names it)."""
        self.record_labelled: dict[str, bool] = {}
        self.record_scale: dict[str, float] = {}
        self.record_rows: dict[str, list[str]] = {}
        """A record that takes two lines at the player's Size (rather than smaller words)."""
        """The scale each ribbon's words are drawn at (smaller than the Size where it is narrow)."""
        """Whether the ribbon has room for the "YOUR RECORD" label (not when tiles are many)."""

    @staticmethod
    def games() -> list[str]:
        return playable_games()

    def enter(self) -> None:
        sound.follow_settings(self.app)  # effects loaded and the music started before a frame is drawn
        super().enter()

    def resume(self) -> None:
        if self.app.scenes.message:
            self.message, self.app.scenes.message = self.app.scenes.message, ""
        self.build_ui()

    def unfinished(self, game: str | None = None) -> SaveEntry | None:
        """``game``'s unfinished game waiting (None: the newest of all), read on every layout; a
        damaged one is set aside and said."""
        from .saves import newest_waiting, unfinished_game

        if game is None:
            newest, said = newest_waiting()
            self.message = said or self.message
            return newest
        entry = unfinished_game(game)
        if isinstance(entry, str):
            if entry:
                self.message = entry
            return None
        return entry

    def load_records(self) -> None:
        """Read the statistics for the record lines. Storage sets a damaged file aside and
        says why: that sentence is shown once (the next read finds no file, says nothing)."""
        try:
            stats, message = storage.load_statistics()
        except OSError as exc:
            stats, message = storage.Statistics(), t("Could not read the statistics: {reason}.", reason=exc.strerror or exc)
        self.records = {name: self._with_lesson(name, record_line(stats, name)) for name in self.games()}
        self.short_records = {name: self._with_lesson(name, record_line(stats, name, short=True))
                              for name in self.games()}
        if message:
            self.message = message

    @staticmethod
    def _with_lesson(name: str, line: str) -> str:
        """No game played yet but the lesson opened: the line says where the lesson stands
        ("Lesson done", "Lesson: step 5 of 9") rather than "No games yet"."""
        said = lesson_words(name) if line == t(NO_GAMES_YET) else ""
        return said or line

    def card_actions(self, name: str) -> list[str]:
        """The card's buttons, the main one first: continue a waiting game, else the guided game
        for a player who never opened it or left it part way, else a new game (the lesson then second)."""
        if self.unfinished(name) is not None:
            return ["continue", "new"]
        if lesson_first(name) or lesson_waiting(name):
            return ["learn", "new"]
        return ["new", "learn"] if has_lesson(name) else ["new"]

    def _card_buttons(self, name: str, tile: pygame.Rect, s: float, ts: float) -> None:
        """The card's buttons at its foot, one above the other (the main one on top), in the same
        place on every card (room for two even where there is one, so the cards' words line
        up); ``card_top`` keeps where they begin."""
        labels = {"continue": t("Continue"), "new": t("New game"),
                  "learn": t("Continue lesson") if lesson_waiting(name) else t("Learn to play")}
        actions = self.card_actions(name)
        margin, gap, bh = round(10 * s), round(6 * s), max(30, round(34 * ts))
        top = tile.bottom - margin - 2 * bh - gap
        self.card_top[name] = top
        for index, action in enumerate(actions):
            y = tile.bottom - margin - bh - (len(actions) - 1 - index) * (bh + gap)
            self.card_buttons[(name, action)] = pygame_gui.elements.UIButton(
                pygame.Rect(tile.left + margin, y, tile.width - 2 * margin, bh), labels[action], self.app.ui,
                container=self.container,
                object_id=ObjectID(f"#card_{name}_{action}", "@primary_button" if index == 0 else None),
                tool_tip_text=self._card_tip(name, action))

    def _card_tip(self, name: str, action: str) -> str:
        game = t(GAMES[name].title)
        if action == "continue":
            return t("Continue your unfinished game of {game}", game=game)
        if action == "learn" and lesson_waiting(name):
            return waiting_tip(name)
        if action == "learn":
            return t("Learn to play: a short guided game")
        return t("Set up a new game of {game}: who plays, and the bots' level", game=game)

    def build_ui(self) -> None:
        w, h = self.app.size
        s = fitted_scale((w, h))  # the tiles and the title fill the window at 100%
        ts = text_scale((w, h))  # the words (and the buttons and ribbons holding them) follow the player's Size
        factor = fit_fonts(self.app.ui, ts)  # the theme's words grow with this screen's buttons
        self.new_container()
        self._prewarm()
        title_w = min(round(w * 0.5), round(560 * s))  # a little smaller than before: the cards hold buttons
        tw, th = assets.title_size(title_w)
        grow = self.words_growth(s, ts)
        if grow > 0:  # at a larger Size the cards grow by their words, the title art shrinks as much
            title_w = max(round(title_w * 0.6), round(title_w * (th - grow) / max(1, th)))
            grow = th - assets.title_size(title_w)[1]
            tw, th = assets.title_size(title_w)
        self.title_rect = pygame.Rect(0, 0, tw, th)
        self.title_rect.midtop = (w // 2, round(14 * s))
        games = self.games()
        tile_w, tile_h, gap = round(250 * s), round(280 * s) + max(0, grow), round(28 * s)
        # a card is as wide as its buttons' words need (a long language at 150%), as far as the window allows
        need = max(text_width(label, round(CARD_FONT * factor), True)
                   for label in (t("Continue"), t("New game"), t("Learn to play"), t("Continue lesson"))) + 2 * round(10 * s) + 28
        room = (w - 2 * round(12 * s) - (len(games) - 1) * gap) // max(1, len(games))
        tile_w = min(max(tile_w, need), room)  # never past the window: a fifth game narrows every card
        total = len(games) * tile_w + (len(games) - 1) * gap
        x = w // 2 - total // 2
        y = self.title_rect.bottom + round(18 * s)
        # the newest waiting game first: reading them all sets a damaged one aside and says so once
        unfinished = self.unfinished()
        self.continue_game = unfinished.game if unfinished is not None else None
        self.tiles = {}
        self.record_rects = {}
        self.card_buttons = {}
        self.card_top = {}
        self.load_records()
        # Ribbons of neighbouring tiles never touch; a lone tile's ribbon may be wider than it.
        room = tile_w + gap - round(12 * s) if len(games) > 1 else round(w * 0.8)
        ribbon_w: dict[str, int] = {}
        self.record_rows = {}
        for name in games:
            ribbon_w[name] = self._fit_record(name, room, ts, least=s)
        record_h = max(26, round(34 * ts))
        if self.record_rows:  # a record on two lines: every ribbon as tall, the row stays even
            record_h += round(self._record_sizes(ts)[1] * 1.3)
        for name in games:
            self.tiles[name] = pygame.Rect(x, y, tile_w, tile_h)
            self._card_buttons(name, self.tiles[name], s, ts)
            self.record_rects[name] = pygame.Rect(0, 0, max(tile_w - round(24 * s), ribbon_w[name]), record_h)
            self.record_rects[name].midtop = (x + tile_w // 2, y + tile_h + round(14 * s))
            x += tile_w + gap
        by = y + tile_h + round(14 * s) + record_h + round(26 * s)
        labels: list[tuple[str, str, str | None]] = []  # (key, label, theme class)
        if unfinished is not None:
            labels.append(("continue", t("Continue {game}", game=t(unfinished.title)), "@primary_button"))
        labels += [("daily", t("Daily deal"), None),
                   ("saves", t("Saved games"), None), ("settings", t("Settings"), None), ("quit", t("Quit"), None)]
        room = w - 80 - 16 * (len(labels) - 1)
        bw = min(max(200, round(240 * ts)), room // len(labels))
        bh = max(42, round(48 * ts))
        widths = [bw] * len(labels)
        if unfinished is not None:
            wider = self._continue_width([label for _, label, _ in labels], bw, room, ts)
            if wider is None:  # even a wider button cannot hold the game's name
                labels[0] = ("continue", t("Continue game"), "@primary_button")
            else:  # the other buttons share what the wider Continue leaves
                widths[0] = wider
                widths[1:] = [min(bw, (room - wider) // (len(labels) - 1))] * (len(labels) - 1)
        # each button holds its own words (a long language, 150% text on a small window): one
        # that needs more takes it from the others' spare room, the window's margins last
        widths = shared_widths([self._button_need(label, cls, factor, ts) for _, label, cls in labels], widths,
                               w - 2 * round(12 * s) - 16 * (len(labels) - 1))
        row_w = sum(widths) + (len(labels) - 1) * 16
        bx = w // 2 - row_w // 2
        self.buttons = {}
        for (key, label, cls), width in zip(labels, widths):
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(bx, by, width, bh), label, self.app.ui, container=self.container,
                object_id=ObjectID(f"#menu_{key}", cls))
            bx += width + 16
        # Statistics in the top corner, clear of the title and of the llamas by the bottom row.
        sw, sh = max(150, round(180 * ts)), max(38, round(44 * ts))
        self.buttons["stats"] = pygame_gui.elements.UIButton(
            pygame.Rect(w - sw - round(16 * s), round(16 * s), sw, sh), t("Statistics"), self.app.ui,
            container=self.container, object_id=ObjectID("#menu_stats"))
        # About (version, data folder, licences) under Statistics.
        self.buttons["about"] = pygame_gui.elements.UIButton(
            pygame.Rect(w - sw - round(16 * s), round(16 * s) + sh + round(8 * s), sw, sh), t("About"), self.app.ui,
            container=self.container, object_id=ObjectID("#menu_about"),
            tool_tip_text=t("Version, where your games are kept, and the licences"))
        # The one-click mute in the other corner, saying what is on now.
        self.buttons["mute"] = pygame_gui.elements.UIButton(
            pygame.Rect(round(16 * s), round(16 * s), sw, sh), self.mute_label(), self.app.ui,
            container=self.container, object_id=ObjectID("#menu_mute"),
            tool_tip_text=t("Switch every sound and the music on or off"))
        fh = round(150 * s)
        self.figures = [
            LlamaFigure((round(w * 0.1), h - round(30 * s)), fh, seed=11),
            LlamaFigure((round(w * 0.9), h - round(30 * s)), round(fh * 0.85), phase=0.9, flip=True, seed=12),
        ]
        self.row_rect = pygame.Rect(w // 2 - row_w // 2, by, row_w, bh)
        self._clear_figures(self.row_rect)

    @staticmethod
    def _button_need(label: str, cls: str | None, factor: float, s: float) -> int:
        """The width a bottom-row button needs for ``label`` in the theme's font at ``factor``."""
        size = PRIMARY_FONT if cls == "@primary_button" else BUTTON_FONT
        return text_width(label, max(12, round(size * factor)), True) + round(28 * s)

    @staticmethod
    def _continue_width(labels: list[str], bw: int, room: int, s: float) -> int | None:
        """How wide Continue (``labels[0]``) must be to name its game whole: wider than the
        other buttons while each of them still holds its own label; None if it cannot."""
        size = max(18, round(20 * s))
        needed = text_width(labels[0], size, True) + 24
        if needed <= bw:
            return bw
        others = max(text_width(label, size) for label in labels[1:]) + round(40 * s)
        if room - needed >= (len(labels) - 1) * others:
            return needed
        return None

    def _clear_of_figures(self, room: pygame.Rect) -> pygame.Rect:
        """``room`` narrowed, evenly on both sides, until no llama stands in it."""
        w = self.app.size[0]
        for figure in self.figures:
            body = figure.body()
            if body.colliderect(room):
                inset = body.right - room.left if body.centerx < w // 2 else room.right - body.left
                room = room.inflate(-2 * max(0, inset + 4), 0)
        return room

    def _clear_figures(self, row: pygame.Rect) -> None:
        """The llamas stand beside the bottom row of buttons, never behind them (with Continue
        the row is four buttons wide): into the free margin if it is wide enough, else away."""
        w = self.app.size[0]
        kept = []
        for figure in self.figures:
            x, y = figure.foot
            if not figure.body().colliderect(row.inflate(8, 8)):
                kept.append(figure)
                continue
            margin = row.left if x < w // 2 else w - row.right
            if margin >= figure.body().width + 8:
                figure.foot = (margin // 2 if x < w // 2 else w - margin // 2, y)
                kept.append(figure)
        self.figures = kept

    @staticmethod
    def _record_sizes(s: float) -> tuple[int, int]:
        """Font sizes of the record ribbon: the label and the figures."""
        return max(11, round(13 * s)), max(13, round(16 * s))

    def _fit_record(self, name: str, room: int, s: float, least: float | None = None) -> int:
        """Choose how the ribbon under ``name`` fits ``room`` pixels; returns its width.

        The label goes first when room is short, then the unit; then the figures take two
        lines at the player's Size ``s``; only then do the words get smaller (down to
        ``least``, the screen's own at 100%), and only then are the figures cut.
        """
        full, scale = self.records[name], s
        width = self._fit_record_at(name, room, scale)
        if not self.records[name].endswith("…"):
            self.record_scale[name] = scale
            return width
        size, pad = self._record_sizes(s)[1], round(40 * s)
        for line in (full, self.short_records.get(name, full)):
            rows = two_rows(line, size, room - pad)
            if rows is not None:
                self.records[name], self.record_rows[name], self.record_labelled[name] = line, rows, False
                self.record_scale[name] = scale
                return max(text_width(row, size) for row in rows) + pad
        while True:
            self.records[name] = full
            width = self._fit_record_at(name, room, scale)
            if not self.records[name].endswith("…") or least is None or scale <= least:
                self.record_scale[name] = scale
                return width
            scale = max(least, scale - 0.05)

    def _fit_record_at(self, name: str, room: int, s: float) -> int:
        """``_fit_record`` at one size: the label, then the unit go, then the figures are cut."""
        label_size, size = self._record_sizes(s)
        line = self.records[name]
        pad = round(40 * s)
        labelled = line != NO_GAMES_YET
        width = text_width(line, size) + pad
        if labelled:
            width += text_width(t(RECORD_LABEL), label_size, True) + round(16 * s)
            if width > room:
                labelled = False
                width = text_width(line, size) + pad
        if width > room:
            self.records[name] = line = self.short_records.get(name, line)
            width = text_width(line, size) + pad
        if width > room:
            self.records[name] = line = fit_text(line, size, room - pad)
            width = text_width(line, size) + pad
        self.record_labelled[name] = labelled
        return width

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((n for n, r in self.tiles.items() if r.collidepoint(event.pos)), None)
            return self.hover is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            helped = next((n for n in self.tiles if self.help_rect(n).collidepoint(event.pos)), None)
            if helped is not None:
                self.open_how_to_play(helped)
                return True
            name = next((n for n, r in self.tiles.items() if r.collidepoint(event.pos)), None)
            if name is not None:
                self.open_setup(name)
                return True
            record = next((n for n, r in self.record_rects.items() if r.collidepoint(event.pos)), None)
            if record is not None:  # a game's record opens its statistics
                self.open_stats(record)
                return True
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"):
            if self.hover is not None:  # the game under the pointer
                self.open_how_to_play(self.hover)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = Push(ConfirmScene(self.app, t("Quit Llama Games?"), t("Unfinished games are saved."),
                                             t("Quit"), t("Stay"), QuitApp()))
            return True
        return False

    def help_rect(self, name: str) -> pygame.Rect:
        """The round "?" in a tile's top-right corner: how to play that game."""
        s = fitted_scale(self.app.size)
        tile = self.tiles[name]
        d = max(28, round(34 * s))
        rect = pygame.Rect(0, 0, d, d)
        rect.topright = (tile.right - round(10 * s), tile.top + round(10 * s))
        return rect

    def open_how_to_play(self, game_name: str) -> None:
        from .rules import RulesScene

        self.request = Push(RulesScene(self.app, game_name))

    def open_setup(self, game_name: str) -> None:
        """The setup of a new game; with an unfinished game saved, ask first what becomes of it."""
        from .saves import UnfinishedGameScene
        from .setup import SetupScene

        unfinished = self.unfinished(game_name)  # another game's waiting game is no matter here
        if unfinished is None:
            self.request = Push(SetupScene(self.app, game_name))
            return
        self.request = Push(UnfinishedGameScene(self.app, unfinished, lambda: ReplaceTop(SetupScene(self.app, game_name)),
                                                t("start a new game")))

    def focus_groups(self) -> list[StopGroup]:
        """The cards' buttons first, as one group (Tab comes to the first card's main button; the
        arrows go along the cards and down a card, Enter presses), then the menu's buttons."""
        cards = {id(button) for button in self.card_buttons.values()}
        groups = super().focus_groups()
        stops = tuple(stop for group in groups for stop in group.stops if id(stop.element) in cards)
        rest = [group for group in groups if not any(id(stop.element) in cards for stop in group.stops)]
        return [StopGroup("games", stops), *rest] if stops else rest

    def mute_label(self) -> str:
        return t("Sound: on") if self.app.settings.sound else t("Sound: off")

    def toggle_mute(self) -> None:
        """Sound off (every effect stops, the music too) or on again; saved at once."""
        sound.toggle_mute(self.app)
        button = self.buttons.get("mute")
        if button is not None:
            button.set_text(self.mute_label())

    def _on_button(self, element: Any) -> bool:
        card = next((key for key, button in self.card_buttons.items() if button is element), None)
        if card is not None:
            name, action = card
            if action == "continue":
                self.continue_saved(name)
            elif action == "learn":  # the guided game, where the player left it
                self.request = open_lesson(self.app, name)
            else:
                self.open_setup(name)
            return True
        if element is self.buttons.get("mute"):
            self.toggle_mute()
            return True
        if element is self.buttons.get("quit"):
            self.request = QuitApp()
            return True
        if element is self.buttons.get("settings"):
            from .settings import SettingsScene

            self.request = Push(SettingsScene(self.app))
            return True
        if element is self.buttons.get("stats"):
            self.open_stats()
            return True
        if element is self.buttons.get("about"):
            from .about import AboutScene

            self.request = Push(AboutScene(self.app))
            return True
        if element is self.buttons.get("continue"):
            self.continue_saved()
            return True
        if element is self.buttons.get("daily"):
            from .daily import DailyScene

            self.request = Push(DailyScene(self.app))
            return True
        if element is self.buttons.get("saves"):
            from .saves import SavedGamesScene

            self.request = Push(SavedGamesScene(self.app))
            return True
        return False

    def open_stats(self, game: str | None = None) -> None:
        """The Statistics screen, showing ``game`` first if given."""
        from .stats import StatsScene

        self.request = Push(StatsScene(self.app, game))

    def continue_saved(self, game: str | None = None) -> None:
        """Resume ``game``'s unfinished game (None: the newest waiting, the one the bottom
        Continue names), or say why not."""
        match = resume_match(self.app, game or self.continue_game)
        if isinstance(match, str):
            self.message = match
            self.build_ui()
            return
        if match.game_name not in playable_games():
            match.close()
            self.message = t("The saved game is of {game}, which cannot be played in this version.", game=t(match.game.title))
            return
        self.message = ""
        self.request = OpenTable(match)

    def _prewarm(self) -> None:
        """While the player looks at the menu, load each table and render what it opens with."""
        self.warm = WarmQueue()
        size = self.app.size
        makers: list[Callable[[], Any]] = []
        for name in self.games():
            makers.append(partial(self._prewarm_table, name, size))
        self.warm.later(makers)

    def _prewarm_table(self, name: str, size: tuple[int, int]) -> None:
        table = table_design(name)
        if table is not None:
            self.warm.queue.extend(table.prewarm(size))

    def frame_rate(self) -> int:
        """Only idle llamas move here: 30 frames a second spare the battery."""
        return 60 if len(self.warm) else 30

    def at_rest(self) -> bool:
        """Nothing left to warm and the llamas standing: the menu rests until the next event."""
        return not len(self.warm) and llama_figure.calm()

    def update(self, dt: float) -> None:
        # Warming waits until the menu has been drawn once: its first step loads a whole
        # table's code, which would otherwise hold back the app's first frame.
        if len(self.warm) and self._drawn:
            self.warm.step()
        for figure in self.figures:
            figure.update(dt, self.app.animation_scale)

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = True
        w, h = surface.get_size()
        s, ts = fitted_scale((w, h)), text_scale((w, h))
        surface.blit(assets.table_felt((w, h)), (0, 0))
        surface.blit(assets.title_art(self.title_rect.width), self.title_rect)
        for name, rect in self.tiles.items():
            game = GAMES[name]
            hovered = name == self.hover
            tile = rect  # it holds buttons now: it no longer lifts under the pointer
            rounded_panel(surface, tile.move(5, 7), (0, 0, 0), 80, radius=round(18 * s))
            rounded_panel(surface, tile, PAPER, 255, radius=round(18 * s), border=TERRACOTTA if hovered else RUST,
                          border_width=4 if hovered else 2)
            title_px = self.title_px(tile.width, s, ts)
            # The words stack up from the tile's foot; the icon takes the room left above them.
            players_y = self.card_top.get(name, tile.bottom) - round(6 * s) - round(round(15 * ts) * 1.35)
            room = tile.width - round(16 * s)
            titles = [t(game.title)] if text_width(t(game.title), title_px, True) <= room else \
                wrap(t(game.title), title_px, room, True)[:2]  # a long language: two lines, the icon smaller
            title_y = players_y - round(title_px * 1.35) * len(titles)
            icon = assets.game_icon(name, max(16, min(round(tile.width * 0.56), title_y - tile.top - round(18 * s))))
            surface.blit(icon, icon.get_rect(midtop=(tile.centerx, tile.top + round(14 * s))))
            for index, line in enumerate(titles):
                draw_text(surface, line, title_px, (tile.centerx, title_y + round(title_px * 1.35) * index), INK,
                          anchor="midtop", bold=True)
            counts = game.player_counts
            draw_text(surface, player_count_words(counts), round(15 * ts),
                      (tile.centerx, players_y), INK_SOFT, anchor="midtop")
            self._draw_help(surface, self.help_rect(name), s)
        for name, rect in self.record_rects.items():
            self._draw_record(surface, name, rect, ts)
        for figure in self.figures:
            figure.draw(surface)
        if self.message:  # under the bottom row, on as many lines as it needs (a long one ran off both sides)
            margin = round(24 * s)
            band = self._clear_of_figures(pygame.Rect(margin, self.row_rect.bottom + 4, w - 2 * margin,
                                                      h - self.row_rect.bottom - 8))
            self.message_rect = draw_fitted(surface, t(self.message), round(16 * ts), band, CREAM, anchor="center",
                                            shadow=INK)

    @staticmethod
    def words_growth(s: float, ts: float) -> int:
        """How much taller a card's words and buttons stand at the player's Size ``ts`` than at
        the screen's own ``s``: the card grows by as much, so its icon keeps its size (at 150%
        the icons shrank under the larger words)."""
        def stack(scale: float) -> int:
            return (2 * max(30, round(34 * scale)) + round(round(15 * scale) * 1.35)
                    + round(round(24 * scale) * 1.35))
        return max(0, stack(ts) - stack(s))

    def title_px(self, tile_w: int, s: float, ts: float) -> int:
        """One size for every tile's title: as large as the player's Size, as far as the widest
        title fits its tile (never below the screen's own size: a longer one wraps)."""
        titles = [t(GAMES[name].title) for name in self.tiles]
        title_px = round(24 * ts)
        while title_px > round(24 * s) and any(text_width(title, title_px, True) > tile_w - round(16 * s)
                                               for title in titles):
            title_px -= 1
        return title_px

    @staticmethod
    def _draw_help(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The "?" badge of a tile (how to play): a rust disc with a cream question mark."""
        pygame.draw.circle(surface, INK, rect.center, rect.width // 2 + 1)
        pygame.draw.circle(surface, RUST, rect.center, rect.width // 2 - 1)
        draw_text(surface, "?", max(16, round(22 * s)), rect.center, CREAM, anchor="center", bold=True)

    def _draw_record(self, surface: pygame.Surface, name: str, rect: pygame.Rect, s: float) -> None:
        """A dark ribbon under the tile: a gold label, then the figures in cream."""
        line = self.records.get(name, t(NO_GAMES_YET))
        radius = rect.height // 2
        empty = line == t(NO_GAMES_YET)
        rounded_panel(surface, rect.move(3, 4), (0, 0, 0), 60, radius=radius)
        rounded_panel(surface, rect, PANEL, 200, radius=radius, border=INK_SOFT if empty else GOLD, border_width=1)
        label_size, size = self._record_sizes(self.record_scale.get(name, s))
        rows = self.record_rows.get(name)
        if rows:
            step = round(size * 1.3)
            top = rect.centery - step * (len(rows) - 1) // 2
            for index, row in enumerate(rows):
                draw_text(surface, row, size, (rect.centerx, top + index * step), CREAM, anchor="center")
            return
        if not self.record_labelled.get(name, False):
            draw_text(surface, line, size, rect.center, CREAM, anchor="center")
            return
        label_w = text_width(t(RECORD_LABEL), label_size, True)
        gap = round(12 * s)
        left = rect.centerx - (label_w + gap + text_width(line, size)) // 2
        draw_text(surface, t(RECORD_LABEL), label_size, (left, rect.centery), GOLD, anchor="midleft", bold=True)
        draw_text(surface, line, size, (left + label_w + gap, rect.centery), CREAM, anchor="midleft")
