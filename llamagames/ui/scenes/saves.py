"""Saved games: the unfinished games waiting (one per game: continue, keep a copy, delete),
then the kept copies and the last finished games (play, watch, delete); the question asked
before a new game of a game would replace its waiting one, and the word said before a kept
copy is played on.

Saves are read as data only (see :mod:`llamagames.match`): a damaged file is set aside by
the listing and its sentence shown here, so the list never fails as a whole. The files set
aside (damaged saves, settings, statistics) stay until the player deletes them here, in the
"Files kept aside" view.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...i18n import sentences, t
from ...replay import ReplayMatch
from ...save_files import (
    SaveEntry,
    delete_save,
    delete_set_aside,
    keep_waiting,
    let_go,
    list_saves,
    list_set_aside,
    waiting_for,
    waiting_games,
)
from ...seats import said_name
from ...secrecy import hides, watch_later
from ...text_safety import displayable
from .. import assets
from ..locale_theme import fit_fonts
from ..palette import GOLD, INK, INK_SOFT, RUST, TERRACOTTA
from ..registry import playable_games
from ..scale import MIN_TEXT, ui_scale
from ..scene import OpenTable, Pop, Push, Transition, WidgetScene
from ..session import load_match, resume_match
from ..table.review_open import review_saved
from ..text import draw_text, fit_text, paper_panel, rounded_panel, shrink_to_fit, text_width, veil, wrap


def unfinished_game(game: str | None = None) -> SaveEntry | str:
    """``game``'s unfinished game waiting (None: the newest of every game's), "" if none, or
    the sentence saying why it is unusable (the file is set aside, never lost)."""
    if game is not None:
        return waiting_for(game)
    newest, said = newest_waiting()
    return newest if newest is not None else said


def newest_waiting() -> tuple[SaveEntry | None, str]:
    """The newest unfinished game waiting (None if none) and what had to be set aside on the
    way, in one sentence or "" (each file said once: the next look finds it no more)."""
    waiting, messages = waiting_games()
    return (waiting[0] if waiting else None), sentences(*(t(m) for m in messages))


def describe_entry(entry: SaveEntry) -> str:
    """"Ann, Pablo · Round 2 · 14 moves" for a row or a question."""
    players = t(", ").join(said_name(name) for name in entry.players)  # "You" from an English game: あなた
    return f"{players} · {entry.summary()}"  # summary() is in the interface language


def watch_saved(entry: SaveEntry, review: bool = False) -> Transition | str:
    """The request that opens ``entry``'s replay (``review``: with its review strip), or why
    it cannot be watched."""
    if entry.game not in playable_games():
        return t("{title} cannot be watched in this version yet; the save is kept.", title=entry.title)
    if review:
        return review_saved(entry.path)
    replay = ReplayMatch.watch(entry.path)  # an unfinished game of two humans is refused, with why
    return replay if isinstance(replay, str) else OpenTable(replay)


def open_saved(app: Any, entry: SaveEntry, root: bool = False) -> Transition | str:
    """The request that opens ``entry``'s game at its table (``root``: with only the menu under
    it), or why it cannot be opened."""
    if entry.game not in playable_games():
        return t("{game} cannot be played in this version yet; the save is kept.", game=t(entry.title))
    match = load_match(app, entry.path) if not entry.waiting else resume_match(app, entry.game)
    if isinstance(match, str):
        return match
    return OpenTable(match, root=True) if root else OpenTable(match, replace=True)


def copy_words(entry: SaveEntry, waiting: SaveEntry | str) -> list[str]:
    """What playing on from the kept copy ``entry`` does, in sentences (``waiting``: the game of
    the same game waiting now, which is kept as a copy first)."""
    words = [t("The copy stays in Saved games as it is: you can come back to this point later."),
             t("From here on, your moves are saved as the {game} game waiting for you.", game=t(entry.title))]
    if isinstance(waiting, SaveEntry):
        when = t(" · saved {when}", when=waiting.saved_at) if waiting.saved_at else ""
        words.append(t("The game of {game} waiting now ({players}{when}) is kept in Saved games first, as a dated "
                       "copy.", game=t(waiting.title), players=describe_entry(waiting), when=when))
    return words


LABEL_ROOM = 48
"""Pixels a themed button needs beside its label: padding 12 each side, border and shadow 2
each side, and a little air."""


def row_actions(entry: SaveEntry, sure: bool) -> list[tuple[str, str, str | None, str | None]]:
    """A row's buttons, left to right: (what it does, label, theme class, tip). A waiting game
    is continued or copied; a kept copy played on; a finished game reviewed; each watched or
    deleted."""
    delete = ("delete", t("Sure?") if sure else t("Delete"), None, None)
    hidden = hides(entry.humans, entry.finished)  # refused when pressed, with the sentence why
    watch = ("watch", t("Watch"), None, watch_later() if hidden else t("Step through the moves of this game"))
    if entry.waiting:
        return [("continue", t("Continue"), "@primary_button", None),
                ("copy", t("Keep a copy"), None, t("Keep this point of the game among the saved games")), delete]
    if entry.finished:
        return [("review", t("Review"), None, t("Watch this game with the hard bot's view of each of your decisions")),
                watch, delete]
    return [("play", t("Play"), "@primary_button", None), watch, delete]


class SavedGamesScene(WidgetScene):
    """Named saves, newest first, a page at a time; each can be played or deleted."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entries: list[SaveEntry] = []
        self.message = ""
        self.page = 0
        self.per_page = 5
        self.rows: list[tuple[SaveEntry, pygame.Rect]] = []
        self.row_buttons: dict[Any, tuple[str, Any]] = {}
        """Button -> (what it does, the SaveEntry or the Path of a file kept aside)."""
        self.buttons: dict[str, Any] = {}
        self.confirm_delete: SaveEntry | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.waiting: list[SaveEntry] = []
        """The unfinished games waiting, newest first (listed before the kept copies)."""
        self.aside: list[Path] = []
        """Files set aside because they could not be read (kept until the player deletes them)."""
        self.showing_aside = False
        """The list shows the files kept aside instead of the saved games."""
        self.aside_rows: list[tuple[Path, pygame.Rect]] = []
        self.confirm_aside: Path | None = None

    def enter(self) -> None:
        self.reload()
        super().enter()

    def resume(self) -> None:
        self.reload()
        self.build_ui()

    def reload(self) -> None:
        """Read the list again; files set aside on the way are said once."""
        self.waiting, messages = waiting_games()
        self.entries, more = list_saves()
        messages += more
        self.aside = list_set_aside()
        if not self.aside:
            self.showing_aside = False
        if messages:
            self.message = sentences(*(t(m) for m in messages[:2])) + (
                t(" (and {count} more)", count=len(messages) - 2) if len(messages) > 2 else "")
        self.page = min(self.page, max(0, (len(self.shown()) - 1) // self.per_page))

    def shown(self) -> list[Any]:
        """What the list holds now: the saved games, or the files kept aside."""
        return list(self.aside) if self.showing_aside else self.waiting + self.entries

    def build_ui(self, widen: int = 0) -> None:
        """The rows' and the foot's buttons; ``widen`` pixels more panel where a game's name asked for it."""
        ui = self.app.ui
        w, h = self.app.size
        s = ui_scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        widest = w - round(40 * s)
        self.panel = pygame.Rect(0, 0, min(widest, round(900 * s) + widen), h - round(40 * s))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        row_h, gap = round(64 * s), round(10 * s)
        top = p.top + round(86 * s)
        bottom = p.bottom - round(150 * s)
        self.per_page = max(1, (bottom - top) // (row_h + gap))
        self.page = min(self.page, max(0, (len(self.shown()) - 1) // self.per_page))
        self.rows, self.row_buttons, self.buttons, self.aside_rows = [], {}, {}, []
        # Never shorter than the theme's rounded corners need (a 12 px radius inside a 3 px shadow).
        bw, bh = round(100 * s), max(30, round(38 * s))
        shown = self.shown()[self.page * self.per_page:(self.page + 1) * self.per_page]
        if self.showing_aside:
            for index, path in enumerate(shown):
                rect = pygame.Rect(p.left + round(24 * s), top + index * (row_h + gap), p.width - round(48 * s), row_h)
                self.aside_rows.append((path, rect))
                sure = self.confirm_aside == path
                delete = pygame_gui.elements.UIButton(
                    pygame.Rect(rect.right - bw - round(12 * s), rect.centery - bh // 2, bw, bh),
                    t("Sure?") if sure else t("Delete"), ui, container=self.container,
                    object_id=ObjectID(f"#aside_delete_{index}"))
                self.row_buttons[delete] = ("delete aside", path)
            shown = []
        columns: list[tuple[int, Any, pygame.Rect]] = []
        for index, entry in enumerate(shown):
            rect = pygame.Rect(p.left + round(24 * s), top + index * (row_h + gap), p.width - round(48 * s), row_h)
            self.rows.append((entry, rect))
            sure = self.confirm_delete is not None and self.confirm_delete.path == entry.path
            y = rect.centery - bh // 2
            for column, (what, label, cls, tip) in enumerate(row_actions(entry, sure)):
                button = self._fitted_button(label, pygame.Rect(rect.x, y, bw, bh), ObjectID(f"#save_{what}_{index}", cls),
                                             tip)
                self.row_buttons[button] = (what, entry)
                columns.append((column, button, rect))
        self._align_columns(columns, round(10 * s), round(12 * s))
        short = max((text_width(t(self.row_buttons[button][1].title), MIN_TEXT, True) + round(28 * s)
                     - (button.rect.left - rect.left) for column, button, rect in columns if column == 0), default=0)
        if short > 0 and not widen and self.panel.width < widest:  # a long language's name: a wider list, once
            self.build_ui(widen=short + 2)
            return
        by = p.bottom - round(70 * s)
        labels: list[tuple[str, str, int]] = [("back", t("Back"), round(160 * s))]
        if self.aside and not self.showing_aside:
            labels.insert(0, ("aside", t("Files kept aside ({count})", count=len(self.aside)), round(240 * s)))
        pages = max(1, (len(self.shown()) + self.per_page - 1) // self.per_page)
        if pages > 1:
            labels = [("previous", t("‹ Newer"), round(130 * s))] + labels + [("next", t("Older ›"), round(130 * s))]
        for key, label, width in labels:
            self.buttons[key] = self._bottom_button(key, label, pygame.Rect(0, by, width, round(46 * s)))
        self._place_buttons(by, round(14 * s), round(56 * s))
        if pages > 1:
            if self.page == 0:
                self.buttons["previous"].disable()
            if self.page >= pages - 1:
                self.buttons["next"].disable()

    @staticmethod
    def _align_columns(columns: list[tuple[int, Any, pygame.Rect]], gap: int, margin: int) -> None:
        """The rows' buttons in columns of one width each (the widest label's), flush right."""
        widths: dict[int, int] = {}
        for column, button, _ in columns:
            widths[column] = max(widths.get(column, 0), button.rect.width)
        for column, button, rect in columns:
            right = rect.right - margin - sum(widths[c] + gap for c in widths if c > column)
            button.set_dimensions((widths[column], button.rect.height))
            button.set_relative_position((right - widths[column], button.rect.y))

    def _fitted_button(self, label: str, rect: pygame.Rect, object_id: ObjectID, tip: str | None = None) -> Any:
        """A row's button, made wider when its label in its own font needs it (``LABEL_ROOM``)."""
        def make(width: int) -> Any:
            return pygame_gui.elements.UIButton(pygame.Rect(rect.x, rect.y, width, rect.height), label, self.app.ui,
                                                container=self.container, object_id=object_id, tool_tip_text=tip)

        button = make(rect.width)
        font = getattr(button, "font", None)
        need = font.size(label)[0] + LABEL_ROOM if font is not None else 0
        if need > rect.width:
            button.kill()
            button = make(need)
        return button

    def _bottom_button(self, key: str, label: str, rect: pygame.Rect) -> Any:
        """A button under the list, made wider when its label in its own font needs it (the
        Keep label is long in English): the theme's padding, border and shadow take
        ``LABEL_ROOM`` pixels beside the words, whatever the size."""
        def make(width: int) -> Any:
            return pygame_gui.elements.UIButton(
                pygame.Rect(rect.x, rect.y, width, rect.height), label, self.app.ui, container=self.container,
                object_id=ObjectID(f"#saves_{key}", "@primary_button" if key == "back" else None))

        button = make(rect.width)
        font = getattr(button, "font", None)
        need = font.size(label)[0] + LABEL_ROOM if font is not None else 0
        if need > rect.width:
            button.kill()
            button = make(min(need, self.panel.width - LABEL_ROOM))
        return button

    def _place_buttons(self, by: int, gap: int, row_step: int) -> None:
        """The bottom buttons side by side, centred; when they cannot share a line inside the
        panel, Keep and Files kept aside go on a line of their own above the others."""
        p = self.panel
        rows = [list(self.buttons.values())]
        room = p.width - 2 * gap
        extras = [self.buttons[key] for key in ("aside",) if key in self.buttons]
        if extras and sum(b.rect.width for b in rows[0]) + gap * (len(rows[0]) - 1) > room:
            rows = [extras, [b for b in rows[0] if b not in extras]]
        for index, row in enumerate(rows):
            y = by - (len(rows) - 1 - index) * row_step
            total = sum(b.rect.width for b in row) + gap * (len(row) - 1)
            x = p.centerx - total // 2
            for button in row:
                button.set_relative_position((x, y))
                x += button.rect.width + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        """Back from the files kept aside to the saved games; from there, to the menu."""
        if self.showing_aside:
            self.showing_aside, self.confirm_aside, self.page = False, None, 0
            self.resume()  # the list read again and rebuilt
        else:
            self.request = Pop()

    def _on_button(self, element: Any) -> bool:
        if element in self.row_buttons:
            action, entry = self.row_buttons[element]
            if action == "delete aside":
                self.delete_aside(entry)
            elif action == "continue":
                self.go_on(entry)
            elif action == "copy":
                self.keep(entry)
            elif action == "play":
                self.play(entry)
            elif action == "watch":
                self.watch(entry)
            elif action == "review":
                self.watch(entry, review=True)
            else:
                self.delete(entry)
            return True
        for key, button in self.buttons.items():
            if element is button:
                if key == "back":
                    self.back()
                elif key == "aside":
                    self.showing_aside, self.confirm_delete, self.page = True, None, 0
                    self.resume()
                elif key == "previous":
                    self.page = max(0, self.page - 1)
                    self.build_ui()
                elif key == "next":
                    self.page += 1
                    self.build_ui()
                return True
        return False

    def play(self, entry: SaveEntry) -> None:
        """Play on from a kept copy: first say plainly what happens to the copy and to the game
        of the same game waiting now (see :class:`OpenCopyScene`)."""
        self.confirm_delete = None
        self.request = Push(OpenCopyScene(self.app, entry))

    def go_on(self, entry: SaveEntry) -> None:
        """Continue a waiting game at its table."""
        self.confirm_delete = None
        opened = open_saved(self.app, entry)
        if isinstance(opened, str):
            self.message = opened
            self.reload()
            self.build_ui()
        else:
            self.request = opened

    def watch(self, entry: SaveEntry, review: bool = False) -> None:
        """Open the replay of a save (the file itself is only read); ``review``: with the
        review of the human's decisions (a finished game)."""
        self.confirm_delete = None
        opened = watch_saved(entry, review)
        if isinstance(opened, str):
            self.message = opened
            self.reload()
            self.build_ui()
        else:
            self.request = opened

    def delete(self, entry: SaveEntry) -> None:
        """The first press asks "Sure?", the second deletes."""
        if self.confirm_delete is None or self.confirm_delete.path != entry.path:
            self.confirm_delete = entry
            self.build_ui()
            return
        self.confirm_delete = None
        self.message = delete_save(entry.path) or t("Deleted the game of {game} saved {when}.", game=t(entry.title),
                                                    when=entry.saved_at)
        self.reload()
        self.build_ui()

    def delete_aside(self, path: Path) -> None:
        """A file kept aside: the first press asks "Sure?", the second deletes it."""
        if self.confirm_aside != path:
            self.confirm_aside = path
            self.resume()
            return
        self.confirm_aside = None
        self.message = delete_set_aside(path) or t("Deleted {file}.", file=displayable(path.name))
        self.resume()

    def keep(self, entry: SaveEntry) -> None:
        """A dated copy of a waiting game among the kept ones (the waiting game stays)."""
        self.confirm_delete = None
        result = keep_waiting(entry.game)
        self.message = result if isinstance(result, str) else t("The unfinished game is kept here too.")
        self.reload()
        self.build_ui()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        surface.blit(assets.table_felt((w, h)), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        title = t("Files kept aside") if self.showing_aside else t("Saved games")
        draw_text(surface, title, round(32 * s), (p.centerx, p.top + round(22 * s)), RUST, anchor="midtop", bold=True)
        if self.showing_aside:
            self._draw_aside(surface, s)
        elif not self.shown():
            empty = t("No saved games yet. Leave a game before it ends: it waits here for you.")
            draw_text(surface, empty, round(17 * s), (p.centerx, p.top + round(120 * s)), INK_SOFT, anchor="midtop")
        lefts: dict[int, int] = {}
        for button, (_, entry) in self.row_buttons.items():
            lefts[id(entry)] = min(lefts.get(id(entry), p.right), button.rect.left)
        for entry, rect in self.rows:
            text_room = lefts.get(id(entry), rect.right) - rect.left - round(28 * s)
            if entry.waiting:
                rounded_panel(surface, rect, (255, 248, 226), 200, radius=round(10 * s), border=GOLD, border_width=2)
            else:
                rounded_panel(surface, rect, (255, 255, 255), 120, radius=round(10 * s), border=INK_SOFT,
                              border_width=1)
            title = t(entry.title) + (f" · {entry.saved_at}" if entry.saved_at else "")
            day = f" · {entry.saved_at.split(' ')[0]}" if entry.saved_at else ""
            for shorter in (t(entry.title) + day, t(entry.title)):
                if text_width(title, round(18 * s), True) <= text_room:
                    break
                title = shorter  # a narrow row: the time goes first, then the day (the list is newest first)
            px = shrink_to_fit(title, round(18 * s), text_room, round(15 * s), True)  # a long name: smaller, then cut
            draw_text(surface, fit_text(title, px, text_room, bold=True), px,
                      (rect.left + round(16 * s), rect.top + round(9 * s) + (round(18 * s) - px) // 2), INK, bold=True)
            status = t("finished") if entry.finished else t("kept copy")
            if entry.waiting:  # every human on a phone: nobody at the laptop is "you" (pt54)
                status = t("waiting for its phones") if entry.phones and entry.phones == entry.humans else t("waiting for you")
            left = rect.left + round(16 * s)
            draw_text(surface, status, round(15 * s), (left, rect.top + round(36 * s)), RUST if entry.waiting else INK_SOFT,
                      bold=True)
            left += text_width(status, round(15 * s), True)
            about = f" · {entry.summary()} · " + t(", ").join(said_name(name) for name in entry.players)  # the names last: they may be long
            draw_text(surface, fit_text(about, round(15 * s), text_room - (left - rect.left - round(16 * s))),
                      round(15 * s), (left, rect.top + round(36 * s)), INK_SOFT)
        if self.message:  # whole, on two lines when it needs them (the buttons start below)
            size = max(12, round(14 * s))
            lines = wrap(t(self.message), size, p.width - round(40 * s))
            if len(lines) > 2:
                lines = [lines[0], fit_text(" ".join(lines[1:]), size, p.width - round(40 * s))]
            top = p.bottom - round(112 * s) - (len(lines) - 1) * round(size * 0.6)
            for index, line in enumerate(lines):
                draw_text(surface, line, size, (p.centerx, top + index * round(size * 1.3)), TERRACOTTA,
                          anchor="midtop")

    def _draw_aside(self, surface: pygame.Surface, s: float) -> None:
        """The files kept aside: each file's name and what it is, with a word on why it is there."""
        p = self.panel
        draw_text(surface, fit_text(t("Files Llama Games could not read. They are kept in case they matter to you."),
                                    round(15 * s), p.width - round(48 * s)), round(15 * s),
                  (p.centerx, p.top + round(62 * s)), INK_SOFT, anchor="midtop")
        text_room = p.width - round(48 * s) - round(100 * s) - round(50 * s)
        for path, rect in self.aside_rows:
            rounded_panel(surface, rect, (255, 255, 255), 120, radius=round(10 * s), border=INK_SOFT, border_width=1)
            draw_text(surface, fit_text(displayable(path.name), round(17 * s), text_room), round(17 * s),
                      (rect.left + round(16 * s), rect.top + round(9 * s)), INK, bold=True)
            draw_text(surface, fit_text(aside_kind(path), round(15 * s), text_room), round(15 * s),
                      (rect.left + round(16 * s), rect.top + round(36 * s)), INK_SOFT)


def aside_kind(path: Path) -> str:
    """What a file kept aside was, in a player's words ("A saved game")."""
    name = path.name
    if name.startswith("settings."):
        return t("Your settings (the defaults were used instead)")
    if name.startswith("statistics."):
        return t("Your statistics (counting started again)")
    if path.parent.name == "finished":
        return t("A finished game")
    if path.parent.name == "waiting" or name.startswith("autosave."):
        return t("An unfinished game")
    return t("A saved game")


class UnfinishedGameScene(WidgetScene):
    """Asked before a new game of a game would replace its waiting one: continue it, keep a
    copy among the saved games and go on, or let it go. Esc or Back changes nothing."""

    transparent = True

    def __init__(self, app: Any, unfinished: SaveEntry, proceed: Callable[[], Transition | str], doing: str) -> None:
        super().__init__(app)
        self.unfinished = unfinished
        self.proceed = proceed
        self.doing = doing
        """What the player asked for, in words ("start a new game", "open the saved game")."""
        self.buttons: dict[str, Any] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message = ""

    def build_ui(self) -> None:
        ui = self.app.ui
        w, h = self.app.size
        s = ui_scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        self.new_container()
        bw, bh, gap = min(w - round(100 * s), round(460 * s)), max(36, round(44 * s)), round(10 * s)
        labels = [("continue", t("Continue it"), "@primary_button"),
                  ("keep", t("Keep it in Saved games first"), None),
                  ("replace", t("Let it go and {doing}", doing=self.doing), None), ("back", t("Back"), None)]
        top = round(104 * s)
        height = top + len(labels) * (bh + gap) + round(44 * s)
        self.panel = pygame.Rect(0, 0, min(w - round(40 * s), round(720 * s)), min(h - round(20 * s), height))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.buttons = {}
        y = p.top + top
        for key, label, cls in labels:
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(p.centerx - bw // 2, y, bw, bh), label, ui, container=self.container,
                object_id=ObjectID(f"#unfinished_{key}", cls))
            y += bh + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = Pop()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
        if key == "back":
            self.request = Pop()
        elif key == "continue":
            self.go(self.continue_unfinished)
        elif key == "keep":
            kept = keep_waiting(self.unfinished.game)
            if isinstance(kept, str):
                self.message = kept
            else:
                self.go(self.proceed)
        elif key == "replace":
            let_go(self.unfinished.game)  # the player said so: the new game replaces it
            self.go(self.proceed)
        return key is not None

    def continue_unfinished(self) -> Transition | str:
        if self.unfinished.game not in playable_games():
            return t("{game} cannot be played in this version yet.", game=t(self.unfinished.title))
        match = resume_match(self.app, self.unfinished.game)
        return match if isinstance(match, str) else OpenTable(match, replace=True)

    def go(self, step: Callable[[], Transition | str]) -> None:
        result = step()
        if isinstance(result, str):
            self.message = result
        else:
            self.request = result

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        veil(surface, (0, 0, 0, 120))
        p = self.panel
        paper_panel(surface, p, s)
        entry = self.unfinished
        draw_text(surface, t("Your game of {game} is not finished", game=t(entry.title)), round(24 * s),
                  (p.centerx, p.top + round(22 * s)), RUST, anchor="midtop", bold=True)
        line = describe_entry(entry) + (t(" · saved {when}", when=entry.saved_at) if entry.saved_at else "")
        draw_text(surface, fit_text(line, round(16 * s), p.width - round(40 * s)), round(16 * s),
                  (p.centerx, p.top + round(64 * s)), INK_SOFT, anchor="midtop")
        if self.message:
            draw_text(surface, fit_text(self.message, round(14 * s), p.width - round(40 * s)), round(14 * s),
                      (p.centerx, p.bottom - round(34 * s)), TERRACOTTA, anchor="midtop")


class OpenCopyScene(WidgetScene):
    """Said before a kept copy of an unfinished game is played on: the copy stays as it is, the
    moves go to the game's waiting place, and the game of the same game waiting there now is
    kept as a dated copy first (``save_files.make_room``). Esc or Back changes nothing."""

    transparent = True

    def __init__(self, app: Any, entry: SaveEntry) -> None:
        super().__init__(app)
        self.entry = entry
        self.waiting = waiting_for(entry.game)
        self.buttons: dict[str, Any] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.message = self.waiting if isinstance(self.waiting, str) else ""

    def words_size(self) -> int:
        return round(16 * ui_scale(self.app.size))

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        fit_fonts(self.app.ui, s)
        self.new_container()
        width = min(w - round(40 * s), round(760 * s))
        self.lines = []
        for sentence in copy_words(self.entry, self.waiting):  # a blank line between two sentences
            self.lines += ([""] if self.lines else []) + wrap(sentence, self.words_size(), width - round(60 * s))
        step = round(self.words_size() * 1.45)
        bh, bw, gap = max(36, round(44 * s)), round(220 * s), round(16 * s)
        top = round(100 * s)
        height = top + sum(step if line else step // 2 for line in self.lines) + round(40 * s) + bh + round(54 * s)
        self.panel = pygame.Rect(0, 0, width, min(h - round(20 * s), height))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        y = p.bottom - bh - round(44 * s)
        self.buttons = {}
        for index, (key, label, cls) in enumerate([("play", t("Play on"), "@primary_button"),
                                                   ("back", t("Back"), None)]):
            x = p.centerx - bw - gap // 2 if index == 0 else p.centerx + gap // 2
            self.buttons[key] = pygame_gui.elements.UIButton(pygame.Rect(x, y, bw, bh), label, self.app.ui,
                                                             container=self.container,
                                                             object_id=ObjectID(f"#copy_{key}", cls))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = Pop()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.buttons.get("back"):
            self.request = Pop()
            return True
        if event.ui_element is self.buttons.get("play"):
            opened = open_saved(self.app, self.entry, root=True)
            if isinstance(opened, str):
                self.message = opened
            else:
                self.request = opened
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = ui_scale(surface.get_size())
        veil(surface, (0, 0, 0, 120))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("Play on from this copy of {game}", game=t(self.entry.title)), round(24 * s),
                  (p.centerx, p.top + round(22 * s)), RUST, anchor="midtop", bold=True)
        line = describe_entry(self.entry) + (t(" · saved {when}", when=self.entry.saved_at)
                                             if self.entry.saved_at else "")
        draw_text(surface, fit_text(line, round(16 * s), p.width - round(40 * s)), round(16 * s),
                  (p.centerx, p.top + round(62 * s)), INK_SOFT, anchor="midtop")
        y, step = p.top + round(100 * s), round(self.words_size() * 1.45)
        for text in self.lines:
            if text:
                draw_text(surface, text, self.words_size(), (p.left + round(30 * s), y), INK)
            y += step if text else step // 2
        if self.message:
            draw_text(surface, fit_text(t(self.message), round(14 * s), p.width - round(40 * s)), round(14 * s),
                      (p.centerx, p.bottom - round(34 * s)), TERRACOTTA, anchor="midtop")


__all__ = ["newest_waiting", "OpenCopyScene", "SavedGamesScene", "UnfinishedGameScene", "copy_words", "describe_entry", "open_saved",
           "row_actions", "unfinished_game"]
