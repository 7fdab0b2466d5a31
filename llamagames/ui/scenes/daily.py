"""The daily deal screen: today's deal of each game (the same for everyone today), what you
made of it, your run of days and your best day; a button starts the deal, for the record the
first time, as practice after that.

The seed, the seats and the record are :mod:`llamagames.daily`'s; this screen only shows
them and opens the table (asking first about an unfinished game, as the menu does).
"""

from __future__ import annotations

import math
from datetime import date, timedelta
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import daily
from ...daily import DailyRecord
from ...i18n import sentences, t
from ...rules import GAMES
from .. import assets
from ..day_words import WEEKDAYS, long_date, place_text, result_text, short_date
from ..gui_text import label_need
from ..locale_theme import fit_fonts
from ..palette import CREAM, GOLD, INK, INK_SOFT, PANEL, RUST, SAND, TERRACOTTA
from ..registry import playable_games, score_text
from ..scale import MIN_TEXT, fitted_scale
from ..scene import OpenTable, Pop, Push, Transition, WidgetScene
from ..session import resume_match, start_match
from ..text import draw_text, fit_text, paper_panel, rounded_panel, shrink_to_fit, text_width, wrap

LEVEL_WORDS = {"easy": "easy bot", "normal": "normal bot", "hard": "hard bot", "random": "random bot"}


def star_points(centre: tuple[int, int], radius: float) -> list[tuple[float, float]]:
    """A five-pointed star's corners (a day won), drawn rather than taken from a font."""
    cx, cy = centre
    points = []
    for index in range(10):
        angle = math.pi / 2 + index * math.pi / 5
        reach = radius if index % 2 == 0 else radius * 0.45
        points.append((cx + reach * math.cos(angle), cy - reach * math.sin(angle)))
    return points


def days_text(count: int) -> str:
    return t("{count} day", count=count) if count == 1 else t("{count} days", count=count)


def opponents_text(game: str) -> str:
    """Who you play against at today's table: "Pablo (normal bot), Dolly (hard bot)"."""
    seats = daily.daily_seats(GAMES[game].player_counts)
    return t(", ").join(t("{name} ({level})", name=seat.name, level=t(LEVEL_WORDS.get(seat.level, seat.level)))
                     for seat in seats if not seat.is_human)


def summary_lines(record: DailyRecord, game: str, now: date) -> list[tuple[str, str]]:
    """(label, figures) of a game's daily record, as the statistics screen shows it."""
    best = record.best(game)
    return [
        (t("Days played"), str(record.total(game))),
        (t("Won"), str(record.wins(game))),
        (t("Days in a row"), days_text(record.streak(game, now))),
        (t("Longest run"), days_text(record.best_streak(game))),
        (t("Best day"), "–" if best is None else f"{result_text(game, best[1])} ({short_date(best[0])})"),
    ]


def draw_daily_summary(surface: pygame.Surface, rect: pygame.Rect, record: DailyRecord, game: str, now: date,
                       s: float) -> None:
    """The statistics screen's band of the daily deal: a gold label, then the figures."""
    rounded_panel(surface, rect, PANEL, 215, radius=round(10 * s), border=GOLD, border_width=1)
    label_size, size = max(MIN_TEXT, round(13 * s)), max(MIN_TEXT, round(15 * s))
    x = rect.left + round(14 * s)
    label = t("DAILY DEAL")
    draw_text(surface, label, label_size, (x, rect.centery), GOLD, anchor="midleft", bold=True)
    x += text_width(label, label_size, True) + round(18 * s)
    if record.total(game) == 0:
        line = t("Not played yet: the daily deal is on the menu.")
        draw_text(surface, fit_text(line, size, rect.right - x - 10), size, (x, rect.centery), CREAM, anchor="midleft")
        return
    cells = summary_lines(record, game, now)
    room = rect.right - round(10 * s) - x
    text = "   ".join(f"{label_}: {value}" for label_, value in cells)
    if text_width(text, size) > room:
        text = "   ".join(f"{label_}: {value}" for label_, value in cells[:4])
    draw_text(surface, fit_text(text, size, room), size, (x, rect.centery), CREAM, anchor="midleft")


class DailyScene(WidgetScene):
    """A card per game: today's table, today's result or an invitation, the run and the best."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.day = daily.today()
        self.record = DailyRecord.empty()
        self.message = ""
        self.waiting: dict[str, str] = {}
        """Per game, the day whose deal is its game waiting ("" for none or an ordinary game)."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.cards: dict[str, pygame.Rect] = {}
        self.play_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.back: pygame_gui.elements.UIButton | None = None

    def enter(self) -> None:
        self.reload()
        super().enter()

    def resume(self) -> None:
        self.reload()
        self.build_ui()

    def reload(self) -> None:
        """Read the day and the record again (a game may have been counted since); a begun
        deal whose game is no longer waiting (deleted, let go) is counted as not finished."""
        from .saves import unfinished_game

        self.day = daily.today()
        self.waiting = {}
        said: list[str] = []
        try:
            for name in self.games:
                entry = unfinished_game(name)
                if isinstance(entry, str):
                    said.append(entry)
                self.waiting[name] = entry.daily if not isinstance(entry, str) else ""
                self.record, message = daily.settle_deals(
                    name, self.waiting[name], daily.daily_player_count(GAMES[name].player_counts))
                said.append(message)
            if not self.games:
                self.record, message = daily.load_record()
                said.append(message)
        except OSError as exc:
            self.record = DailyRecord.empty()
            said.append(t("Could not read the daily deal record: {reason}.", reason=exc.strerror or str(exc)))
        message = sentences(*(text for text in said if text))
        if message:
            self.message = message

    def played(self, game: str) -> bool:
        return self.record.played(game, self.day)

    def resumable(self, game: str) -> bool:
        """Today's deal of ``game`` is the game waiting: the button goes on with it."""
        return self.waiting.get(game) == daily.day_text(self.day)

    def left_unfinished(self, game: str) -> bool:
        """Today's deal was begun and its game left: it counts as lost, and is not dealt again today."""
        result = self.record.result(game, self.day)
        return result is not None and not result.finished

    def button_label(self, game: str) -> str:
        if self.left_unfinished(game):
            return t("Come back tomorrow")
        if self.played(game):
            return t("Play again (practice)")
        if self.resumable(game):
            return t("Continue today's deal")
        return t("Play today's deal")

    # -- widgets ---------------------------------------------------------------------------
    def build_ui(self, widen: int = 0) -> None:
        """The buttons; ``widen`` pixels more panel where a long language's labels asked for it."""
        w, h = self.app.size
        s = fitted_scale((w, h))
        fit_fonts(self.app.ui, s)
        self.new_container()
        widest = w - round(40 * s)
        self.panel = pygame.Rect(0, 0, min(widest, round(1180 * s) + widen), h - round(40 * s))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad, gap = round(24 * s), round(16 * s)
        count = max(1, len(self.games))
        card_w = (p.width - 2 * pad - gap * (count - 1)) // count
        top = p.top + round(100 * s)  # under the date and the run's disc
        bh = max(36, round(44 * s))
        bottom = p.bottom - bh - round((74 if self.message else 40) * s)  # a message stands between
        self.cards, self.play_buttons = {}, {}
        x = p.left + pad
        for name in self.games:
            card = pygame.Rect(x, top, card_w, bottom - top)
            self.cards[name] = card
            kinds = [None] if self.played(name) else ["@primary_button", "@primary_compact"]
            for kind in kinds:  # a label too long for the card: the main action's words a step smaller
                button = pygame_gui.elements.UIButton(
                    pygame.Rect(card.left + round(10 * s), card.bottom - bh - round(12 * s), card_w - round(20 * s),
                                bh), self.button_label(name), self.app.ui, container=self.container,
                    object_id=ObjectID(f"#daily_{name}", kind),
                    tool_tip_text=t("Today's deal was begun and left: it is one game a day.")
                    if self.left_unfinished(name) else None)
                if label_need(button) <= button.rect.width or kind == kinds[-1]:
                    break
                button.kill()
            self.play_buttons[name] = button
            if self.left_unfinished(name):
                self.play_buttons[name].disable()
            x += card_w + gap
        short = max((label_need(b) - b.rect.width for b in self.play_buttons.values()), default=0)
        if short > 0 and not widen and self.panel.width < widest:  # wider cards, once, before cut words
            self.build_ui(widen=count * short + 2)
            return
        back_w = round(180 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - pad - back_w, p.bottom - bh - round(18 * s), back_w, bh), t("Back"), self.app.ui,
            container=self.container, object_id=ObjectID("#daily_back"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.request = Pop()
                return True
            for name, button in self.play_buttons.items():
                if event.ui_element is button:
                    self.open_deal(name)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.request = Pop()
            return True
        return False

    def open_deal(self, game: str) -> None:
        """Today's deal of ``game``; with an unfinished game of the same game waiting (each
        game has its own place), ask first what becomes of it."""
        from .saves import UnfinishedGameScene, unfinished_game

        if self.left_unfinished(game):
            self.message = t("Today's deal was begun and left: it is one game a day.")
            self.build_ui()  # the cards make room for the message
            return
        entry = unfinished_game(game)
        if not isinstance(entry, str) and entry.daily == daily.day_text(daily.today()):
            match = resume_match(self.app, game)  # the day's one game goes on where it was left
            if isinstance(match, str):
                self.message = match
                self.reload()
                self.build_ui()
            else:
                self.request = OpenTable(match)
            return
        if isinstance(entry, str) or entry is None:
            if entry:
                self.message = entry
            self.request = self.start(game)
            return
        self.request = Push(UnfinishedGameScene(self.app, entry, lambda: self.start(game, replace=True),
                                                t("play the daily deal")))

    def start(self, game: str, replace: bool = False) -> Transition:
        """The match of today's deal: the day's seed and table, marked as the day's deal. The
        first deal of the day is marked begun and saved as the game waiting at once: from now
        on it is one game, gone on with, never dealt afresh."""
        self.day = daily.today()
        seats = daily.daily_seats(GAMES[game].player_counts, t("You"))
        match = start_match(self.app, game, seats, seed=daily.daily_seed(self.day, game))
        match.daily = daily.day_text(self.day)
        if not self.played(game):
            try:
                said = daily.begin_deal(game, self.day)
            except OSError as exc:
                said = t("Could not read the daily deal record: {reason}.", reason=exc.strerror or str(exc))
            if match.persist:
                said = match.autosave() or said
            if said:
                match.message = said
        return OpenTable(match, replace=replace)

    def frame_rate(self) -> int:
        return 30

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = fitted_scale((w, h))
        surface.blit(assets.table_felt((w, h)), (0, 0))
        p = self.panel
        paper_panel(surface, p, s)
        pad = round(24 * s)
        draw_text(surface, t("Daily deal"), round(32 * s), (p.left + pad, p.top + round(18 * s)), RUST, bold=True)
        draw_text(surface, long_date(self.day), round(18 * s), (p.left + pad, p.top + round(62 * s)), INK, bold=True)
        self._draw_run(surface, s)
        for name, card in self.cards.items():
            self._draw_card(surface, name, card, s)
        size = max(MIN_TEXT, round(14 * s))
        note = t("Everyone gets the same cards and the same bots today, for one game: leave it and it waits for "
                 "you. Once it is over, the deal is yours to practise.")
        back_left = int(self.back.relative_rect.left) if self.back is not None else p.right - pad
        lines = wrap(note, size, back_left - p.left - 2 * pad)[:2]
        y = p.bottom - round(18 * s) - max(36, round(44 * s)) // 2 - len(lines) * round(size * 1.3) // 2
        for line in lines:
            draw_text(surface, line, size, (p.left + pad, y), INK_SOFT)
            y += round(size * 1.3)
        if self.message:
            draw_text(surface, fit_text(self.message, size, p.width - 2 * pad), size,
                      (p.centerx, p.bottom - round(62 * s) - max(36, round(44 * s))), RUST, anchor="midbottom")

    def _draw_run(self, surface: pygame.Surface, s: float) -> None:
        """Top right: the days in a row with any daily deal played, and the longest run."""
        p = self.panel
        streak = self.record.streak(None, self.day)
        longest = self.record.best_streak(None)
        r = round(30 * s)
        centre = (p.right - round(24 * s) - r, p.top + round(18 * s) + r)
        pygame.draw.circle(surface, INK, centre, r + 2)
        pygame.draw.circle(surface, GOLD if streak else SAND, centre, r)
        draw_text(surface, str(streak), round(28 * s), centre, INK, anchor="center", bold=True)
        right = centre[0] - r - round(14 * s)
        draw_text(surface, t("Days in a row") if streak != 1 else t("Day in a row"), round(17 * s),
                  (right, centre[1] - round(4 * s)), INK, anchor="bottomright", bold=True)
        draw_text(surface, t("Longest run: {days}", days=days_text(longest)), round(14 * s),
                  (right, centre[1] + round(2 * s)), INK_SOFT, anchor="topright")

    def _draw_card(self, surface: pygame.Surface, name: str, card: pygame.Rect, s: float) -> None:
        """Icon and title, who you meet, today's result, the last seven days, the run, the best."""
        game = GAMES[name]
        played = self.played(name)
        rounded_panel(surface, card.move(3, 5), (0, 0, 0), 50, radius=round(14 * s))
        rounded_panel(surface, card, SAND, 150, radius=round(14 * s), border=GOLD if played else TERRACOTTA,
                      border_width=3 if played else 2)
        inner = card.width - round(28 * s)
        x = card.left + round(14 * s)
        icon = assets.game_icon(name, round(64 * s))
        surface.blit(icon, (x, card.top + round(12 * s)))
        title_x = x + icon.get_width() + round(10 * s)
        room = card.right - round(10 * s) - title_x
        title_size = round(20 * s)
        longest_word = max(t(game.title).split(), key=lambda word: text_width(word, title_size, True))
        while title_size > MIN_TEXT and text_width(longest_word, title_size, True) > room:
            title_size -= 1  # narrow cards (five games or more): the name shrinks rather than being cut
        titles = wrap(t(game.title), title_size, room, True)[:2]
        ty = card.top + round(12 * s) + icon.get_height() // 2 - len(titles) * round(title_size * 1.2) // 2
        for line in titles:
            draw_text(surface, line, title_size, (title_x, ty), INK, bold=True)
            ty += round(title_size * 1.2)
        y = card.top + round(86 * s)
        small = max(MIN_TEXT, round(14 * s))
        head = max(MIN_TEXT, round(12 * s))
        big = round(24 * s)
        line_h = round(small * 1.3)
        bottom = int(self.play_buttons[name].relative_rect.top) - round(10 * s)
        result = self.record.result(name, self.day)
        if result is None or not result.finished:
            if result is not None:
                words, detail = t("Not finished"), t("Counts as lost: the game was left.")
            elif self.record.is_begun(name, self.day):
                words, detail = t("In progress"), t("Your game waits where you left it.")
            else:
                words, detail = t("Not played yet"), t("A fresh deal is waiting.")
            headline, colour = words, INK if result is not None else INK_SOFT
        else:
            headline, colour = t("Won!") if result.won else place_text(result.place, result.players), RUST if result.won else INK
            facts = [place_text(result.place, result.players)] if result.won else []
            if result.score is not None:
                facts.append(score_text(name, result.score))
            detail = " · ".join(facts)
        streak, longest = self.record.streak(name, self.day), self.record.best_streak(name)
        best = self.record.best(name)
        # Every line is laid out first and the room left between the sections shared out after,
        # so a long language's second lines push the sections closer, never under the button.
        against = wrap(t("You against {bots}", bots=opponents_text(name)), small, inner)
        details = wrap(detail, small, inner)[:2] if detail else []
        run = wrap(t("{days} in a row · longest {longest}", days=days_text(streak), longest=days_text(longest)),
                   small, inner)
        bests = wrap(t("None yet") if best is None else f"{result_text(name, best[1])} · {short_date(best[0])}",
                     small, inner)
        fixed = (round(8 * s) + round(12 * s) + 3 * round(head * 1.5) + round(head * 1.6) + round(big * 1.25)
                 + (max(len(details), 1) - 1) * line_h + round(small * 1.4) + round(small * 0.1) + round(6 * s)
                 + self._week_height(name, inner, s))
        shown = min(3, len(against))
        while shown > 1 and y + fixed + (shown + len(run) + len(bests)) * line_h > bottom:
            shown -= 1  # who you meet gives way first (its last line ends in an ellipsis)
        if shown < len(against):
            against = against[:shown - 1] + [fit_text(" ".join(against[shown - 1:]), small, inner)]
        for line in against:
            draw_text(surface, line, small, (x, y), INK_SOFT)
            y += line_h
        y += round(8 * s)
        pygame.draw.line(surface, INK_SOFT, (x, y), (card.right - round(14 * s), y), 1)
        step = max(0, (bottom - y - fixed + round(8 * s) - (len(run) + len(bests)) * line_h) // 4)
        y += round(12 * s) + step // 2
        draw_text(surface, t("TODAY"), head, (x, y), RUST, bold=True)
        y += round(head * 1.5)
        px = shrink_to_fit(headline, big, inner, small, True)  # a long language: a step smaller, not cut
        draw_text(surface, fit_text(headline, px, inner, True), px, (x, y + (big - px) // 2), colour, bold=True)
        y += round(big * 1.25)
        for text in details:
            draw_text(surface, text, small, (x, y), INK_SOFT if result is None or not result.finished else INK)
            y += line_h
        y += max(0, 1 - len(details)) * line_h + round(small * 1.4) - line_h + step
        draw_text(surface, t("LAST 7 DAYS"), head, (x, y), RUST, bold=True)
        y += round(head * 1.6)
        y += self._draw_week(surface, name, pygame.Rect(x, y, inner, round(44 * s)), s) + round(6 * s) + step
        draw_text(surface, t("YOUR RUN"), head, (x, y), RUST, bold=True)
        y += round(head * 1.5)
        for text in run:  # two lines where five or more games narrow the cards
            draw_text(surface, text, small, (x, y), INK)
            y += line_h
        y += round(small * 0.1) + step
        draw_text(surface, t("BEST DAY"), head, (x, y), RUST, bold=True)
        y += round(head * 1.5)
        for text in bests:
            if y + small > bottom:
                break
            draw_text(surface, text, small, (x, y), INK)
            y += line_h

    def _week_height(self, name: str, width: int, s: float) -> int:
        """The height :meth:`_draw_week` takes in ``width`` pixels (two rows of names when staggered)."""
        slot = width // 7
        r = max(6, min(slot // 2 - 3, round(13 * s)))
        letter = max(MIN_TEXT, round(11 * s))
        labels = [t(WEEKDAYS[(self.day - timedelta(days=6 - index)).weekday()][:3]) for index in range(7)]
        staggered = max(text_width(label, letter, bold=True) for label in labels) + max(2, round(3 * s)) > slot
        return 2 * r + round(5 * s) + round(letter * 1.35) * (2 if staggered else 1)

    def _draw_week(self, surface: pygame.Surface, name: str, rect: pygame.Rect, s: float) -> int:
        """Seven discs, today last: gold for a day won, cream for a day played, hollow for a day
        missed; the weekday's short name under each. Names wider than their slot (a long language,
        a large text size) take two staggered rows rather than run into each other. Returns the
        height drawn."""
        slot = rect.width // 7
        r = max(6, min(slot // 2 - 3, round(13 * s)))
        letter = max(MIN_TEXT, round(11 * s))
        days = [self.day - timedelta(days=6 - index) for index in range(7)]
        labels = [t(WEEKDAYS[day.weekday()][:3]) for day in days]
        gap = max(2, round(3 * s))
        staggered = max(text_width(label, letter, bold=True) for label in labels) + gap > slot
        line = round(letter * 1.35)
        for index, (day, label) in enumerate(zip(days, labels)):
            result = self.record.result(name, day)
            centre = (rect.left + slot * index + slot // 2, rect.top + r)
            if result is None:
                pygame.draw.circle(surface, INK_SOFT, centre, r, max(1, round(2 * s)))
            else:
                pygame.draw.circle(surface, INK, centre, r + 1)
                pygame.draw.circle(surface, GOLD if result.won else CREAM, centre, r)
                if result.won:
                    pygame.draw.polygon(surface, RUST, star_points(centre, r * 0.7))
            if day == self.day:
                pygame.draw.circle(surface, TERRACOTTA, centre, r + round(4 * s), max(1, round(2 * s)))
            top = rect.top + 2 * r + round(5 * s) + (line if staggered and index % 2 else 0)
            draw_text(surface, label, letter, (centre[0], top), INK_SOFT if day != self.day else RUST,
                      anchor="midtop", bold=day == self.day)
        return 2 * r + round(5 * s) + line * (2 if staggered else 1)


__all__ = ["DailyScene", "draw_daily_summary", "long_date", "result_text", "summary_lines"]
