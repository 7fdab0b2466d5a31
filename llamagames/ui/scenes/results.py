"""The end of a match: ranking, winner(s), "Play again" with the same seats, or back to the menu.

The results come in over a picture of the final table (the last move is seen first), and
"See the table" shows that picture again until a click or a key. Confetti falls only when a
human wins; a game's table design may draw its own banner in place of the title art
(``TableDesign.results_banner``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ... import daily, i18n
from ...i18n import sentences, t
from ...match import Match
from ...replay import ReplayMatch
from ...rules.core import NOBODY, Narrator, offered_options
from ...rules.languages import en
from ...score_history import ScoreHistory
from .. import assets, sound
from ..day_words import compared_line, long_date, share_line
from ..gui_text import label_need, resize_button
from ..locale_theme import fit_fonts
from ..palette import GOLD, INK, INK_SOFT, RUST, SAND
from ..registry import score_text, table_design, win_rule
from ..scale import content_scale, ui_scale, window_fit
from ..scene import OpenTable, PopToRoot, WidgetScene
from ..session import describe_seat, start_match
from ..table.layout import top_bar_height
from ..table.review_open import open_review
from ..text import draw_text, fit_text, line_height, paper_panel, rounded_panel, text_width, wrap
from ..widgets import llama_figure
from ..widgets.confetti import Confetti
from ..widgets.llama_figure import LlamaFigure
from ..widgets.score_chart import chart_range, chart_surface, draw_marker, seat_colour, seat_symbol

CELEBRATION = 3.0
"""Seconds the llamas hop for the winner when the screen opens (then now and then)."""
HOP_ROOM = 1.15
"""A llama's height with its highest hop and bob (12% and 2% of it) above its feet."""
ARRIVAL = 0.6
"""Seconds the results take to come in over the final table (at the normal animation pace)."""
TITLE_WIDTHS = (380, 240, 160)
"""The title art's design widths, largest first: a smaller one leaves the rows the height a larger
Size needs."""
VEIL = (10, 20, 14)
VEIL_ALPHA = 190
"""How dark the final table lies under the results."""


class ResultsScene(WidgetScene):
    """Final totals, best first; the winners get a llama each."""

    def __init__(self, app: Any, match: Match, names: Sequence[str],
                 table_picture: pygame.Surface | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.table_picture = table_picture
        """The final table as it was last seen (None: a game finished elsewhere, nothing to show)."""
        self.see_table: pygame_gui.elements.UIButton | None = None
        self.showing_table = False
        """Whether the final table is shown again instead of the results."""
        self.arrival = 0.0 if table_picture is not None and app.animation_scale > 0 else 1.0
        """0 to 1 while the results come in over the final table."""
        self.names = list(names)
        self.outcome = match.outcome()
        # Winners first, then by score and the rulebook's tie-breaks (``Outcome.standing``).
        self.ranking = list(self.outcome.ranking())
        self.play_again: pygame_gui.elements.UIButton | None = None
        self.menu: pygame_gui.elements.UIButton | None = None
        self.watch: pygame_gui.elements.UIButton | None = None
        self.figures: list[LlamaFigure] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rule_lines: list[str] = []
        self.title_w = 300
        self.history: ScoreHistory | None = match.seat_view(0).score_history()
        """Everyone's score round by round, read from the match's states (None: nothing to chart)."""
        self.charts: dict[int, pygame.Surface] = {}
        self.row_h = 52
        self.confetti: Confetti | None = None
        self.celebrating = CELEBRATION if self.human_won() else 0.0
        self._score_room = (0.0, 0)
        design = table_design(match.game_name)
        self.banner = getattr(design, "results_banner", None)
        """The game's own picture for the top of the results, or None for the title art."""
        self.day = daily.parse_day(match.daily)
        """The day whose daily deal this was, or None for an ordinary game."""
        self.day_result: daily.DayResult | None = None
        self.record = daily.DailyRecord.empty()
        human = next((seat for seat, config in enumerate(match.seats) if config.is_human), None)
        if self.day is not None and human is not None:
            self.day_result = daily.result_of(self.outcome.scores, self.outcome.winners, human,
                                              self.outcome.lower_is_better, self.outcome.place(human))
            self.record, _ = daily.load_record()
        self.copy: pygame_gui.elements.UIButton | None = None

    def human_won(self) -> bool:
        """Whether a human at this screen is among the winners (any of them at a shared screen)."""
        return any(self.match.seats[seat].is_human for seat in self.outcome.winners)

    def has_charts(self) -> bool:
        return self.history is not None and self.history.steps() >= 1

    def enter(self) -> None:
        super().enter()
        sound.play(self.app, "chime")

    def _scale(self, size: tuple[int, int]) -> float:
        """The player's size, as long as the title and a row for every player fit the window;
        where they do not, the title art shrinks first (six rows at 1920x1080 kept 150% at 100%)."""
        return content_scale(size, (840, self._content_h(size, self._title_design(size))))

    def _content_h(self, size: tuple[int, int], title: int) -> int:
        """The screen's height in design pixels with the title art ``title`` design pixels wide."""
        return assets.title_size(title)[1] + 12 + 132 + self.most_rule_lines() * 20 + len(self.ranking) * 52 + 106

    def _title_design(self, size: tuple[int, int]) -> int:
        """The title art's design width: full, or smaller where the player's Size needs the height
        (on a window at least the design's size: on a smaller one the charts' rows have no room)."""
        if window_fit(size) < 1:
            return TITLE_WIDTHS[0]
        for title in TITLE_WIDTHS:
            if content_scale(size, (840, self._content_h(size, title))) >= ui_scale(size):
                return title
        return TITLE_WIDTHS[-1]

    def build_ui(self) -> None:
        w, h = self.app.size
        s = self._scale((w, h))
        fit_fonts(self.app.ui, s)  # the theme's words grow with this screen's widgets
        rows = len(self.ranking)
        charts = self.has_charts()
        pw = min(w - round(80 * s), round((1000 if charts else 760) * s))
        # Clear of the two llamas at the panel's sides, as the winners' line is.
        self.rule_lines = wrap(self.rule_line(), max(12, round(15 * s)), pw - round(130 * s))[:self.most_rule_lines()]
        fixed = round(132 * s) + len(self.rule_lines) * self.rule_step(s) + round(90 * s)
        self.title_w = min(round(self._title_design((w, h)) * s), w // 2)
        title_h = assets.title_size(self.title_w)[1]
        self.row_h = round(52 * s)
        if charts:
            # Rows grow to hold a readable chart; the title art shrinks first when rows are many.
            room = (h - fixed - round(24 * s)) // rows
            if room - title_h < round(72 * s):
                self.title_w = min(self.title_w, round(240 * s))
                title_h = assets.title_size(self.title_w)[1]
            self.row_h = max(round(52 * s), min(round(88 * s), (h - fixed - title_h - round(24 * s)) // rows))
        ph = fixed + rows * self.row_h
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.midtop = (w // 2, max(title_h + round(12 * s), (h - ph) // 2))
        self.new_container()
        bw, bh = round(200 * s), round(48 * s)
        y = self.panel.bottom - bh - round(22 * s)
        bw = min(bw, (self.panel.width - round(40 * s)) // 3 - 14)
        self.play_again = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx - bw * 3 // 2 - 14, y, bw, bh), t("Play again"), self.app.ui,
            container=self.container, object_id=ObjectID("#play_again", "@primary_button"))
        self.watch = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh), t("Watch replay"), self.app.ui,
            container=self.container, object_id=ObjectID("#watch_replay"),
            tool_tip_text=t("Step through the game move by move"))
        self.menu = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx + bw // 2 + 14, y, bw, bh), t("Menu"), self.app.ui,
            container=self.container, object_id=ObjectID("#to_menu"))
        self.review = self._review_button(y, bw, bh)
        self.copy = self._copy_button(y, bh) if self.day_result is not None else None
        self.see_table = self.build_see_table(s)
        self.figures = self.place_llamas(round(150 * s), s)
        self.charts = {}
        if charts and self.history is not None:
            span = chart_range(self.history)
            for index, seat in enumerate(self.ranking):
                rect = self.chart_rect(self.row_band(index), s)
                if rect.width >= round(80 * s):
                    self.charts[seat] = chart_surface(rect.size, self.history, seat, s, span, self.step_name())
        if self.confetti is None or not self.confetti.active:
            self.confetti = Confetti(pygame.Rect(0, 0, w, h), s, duration=CELEBRATION * 0.8) \
                if self.celebrating > 0 else None

    def place_llamas(self, height: int, s: float) -> list[LlamaFigure]:
        """The two llamas beside the panel, never over it: in the room at its sides where there
        is enough, else standing on its top corners, clear of the title (smaller if need be)."""
        w, _ = self.app.size
        p, gap = self.panel, round(8 * s)
        title_w = assets.title_size(self.title_w)[0]
        left = LlamaFigure((0, 0), height, seed=3)
        right = LlamaFigure((0, 0), height, phase=1.1, flip=True, seed=4)
        half = left.image().get_width() // 2
        if p.left - gap - 2 * half >= 0:  # room at the sides
            left.foot = (p.left - gap - half, p.top + round(150 * s))
            right.foot = (p.right + gap + half, p.top + round(150 * s))
            return [left, right]
        # on the panel's top corners, between its edge and the title; as tall as the room above it
        room_h = p.top - round(4 * s)
        side = (w - title_w) // 2 - p.left - 2 * gap
        tall = min(height, room_h, round(side * height / max(1, 2 * half)))
        if tall < round(40 * s):
            return []  # no room anywhere: no llama rather than one over the scores
        button = self.see_table.rect if self.see_table is not None else None
        if button is not None and p.top - round(tall * HOP_ROOM) < button.bottom + gap:
            # the right llama's head (and its hops) would reach the "See the table" button:
            # it stands left of the button, between it and the title, else shorter, under it
            corner = p.right - gap - half
            inside = min(corner, button.left - gap - half)
            if inside - half < (w + title_w) // 2 + gap:
                tall = min(tall, int((p.top - button.bottom - gap) / HOP_ROOM))
                if tall < round(40 * s):
                    return []
            else:
                gap += corner - inside  # both llamas in as far, the pair stays even
        left, right = (LlamaFigure((0, 0), tall, seed=3), LlamaFigure((0, 0), tall, phase=1.1, flip=True, seed=4))
        half = left.image().get_width() // 2
        left.foot = (p.left + gap + half, p.top)
        right.foot = (p.right - gap - half, p.top)
        return [left, right]

    def art_boxes(self) -> list[pygame.Rect]:
        """The llamas' boxes, for the layout checker (no widget may stand under one)."""
        return [] if self.showing_table else [self.llama_box(figure) for figure in self.figures]

    @staticmethod
    def llama_box(figure: LlamaFigure) -> pygame.Rect:
        """Where a llama may be seen: its picture and the height of its highest hop."""
        box = figure.image().get_rect(midbottom=figure.foot)
        hop = round(figure.height * (HOP_ROOM - 1))
        return pygame.Rect(box.left, box.top - hop, box.width, box.height + hop)

    def build_see_table(self, s: float) -> pygame_gui.elements.UIButton | None:
        """The small button in the window's top-right corner (where the table's own buttons
        were, clear of the panel and its llamas) that shows the final table again."""
        if self.table_picture is None:
            return None
        label = t("See the table")
        width = text_width(label, max(12, round(15 * s)), True) + round(28 * s)
        rect = pygame.Rect(0, 0, width, round(32 * s))
        rect.topright = (self.app.size[0] - round(12 * s), round(8 * s))
        button = pygame_gui.elements.UIButton(
            rect, label, self.app.ui, container=self.container, object_id=ObjectID("#see_table", "@ghost_button"),
            tool_tip_text=t("The table as the last move left it"))
        if (self.showing_table or self.arrival < 1) and self.container is not None:
            self.container.hide()
        return button

    def show_table(self, shown: bool) -> None:
        """Show the final table again (the results' widgets hidden), or come back to the results."""
        self.showing_table = shown and self.table_picture is not None
        if self.container is not None:
            if self.showing_table:
                self.container.hide()
            else:
                self.container.show()

    def score_room(self, s: float) -> int:
        """The width the score and the winner's tag take at the right of a row (measured once a size)."""
        if self._score_room[0] != s:
            widest = max(text_width(score_text(self.match.game_name, score), round(22 * s), True)
                         for score in self.outcome.scores)
            self._score_room = (s, widest + text_width(t("WINNER"), round(15 * s), True) + round(62 * s))
        return self._score_room[1]

    def step_name(self) -> str:
        """The charts' x axis: L.L.A.M.A.'s rounds, or in the other games a turn for everyone."""
        return t("rounds")

    def row_band(self, index: int) -> pygame.Rect:
        """The band of the ``index``-th row of the ranking."""
        s = self._scale(self.app.size)
        p = self.panel
        y0 = p.top + round(112 * s) + len(self.rule_lines) * self.rule_step(s)
        return pygame.Rect(p.left + round(24 * s), y0 + index * self.row_h, p.width - round(48 * s),
                           self.row_h - round(6 * s))

    def chart_rect(self, band: pygame.Rect, s: float) -> pygame.Rect:
        """Where a row's chart goes: between the name and the score."""
        left = band.left + round(300 * s)
        right = band.right - self.score_room(s)
        return pygame.Rect(left, band.top + round(3 * s), max(0, right - left), band.height - round(6 * s))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.showing_table:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or event.type == pygame.KEYDOWN:
                self.show_table(False)
                return True
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.see_table:
            self.show_table(True)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.play_again:
                self.again()
                return True
            if event.ui_element is self.menu:
                self.request = PopToRoot()
                return True
            if event.ui_element is self.review:
                opened = open_review(self.match.record, self.match.seats)
                if not isinstance(opened, str):  # the game is over: never refused (see secrecy.py)
                    self.request = opened
                return True
            if event.ui_element is self.copy:
                self.copy_result()
                return True
            if event.ui_element is self.watch:
                self.request = OpenTable(ReplayMatch.of(self.match.record, self.match.seats))
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = PopToRoot()
            return True
        return False

    def _review_button(self, y: int, bw: int, bh: int) -> Any:
        """"Review this game" beside Watch replay: the row of buttons is centred again, four wide."""
        gap = 14
        row = [b for b in (self.play_again, self.watch, self.menu) if b is not None]
        room = self.panel.width - round(40 * self._scale(self.app.size)) - 3 * gap
        bw = min(bw, room // 4)
        button = pygame_gui.elements.UIButton(
            pygame.Rect(0, y, bw, bh), t("Review this game"), self.app.ui, container=self.container,
            object_id=ObjectID("#review_game"), tool_tip_text=t("The hard bot's view of each of your decisions"))
        row.insert(2, button)
        # A long language: each button as wide as its words, the row still within the panel.
        widths = [max(bw, label_need(each)) for each in row]
        needs = [label_need(each) for each in row]
        if sum(widths) > room and sum(needs) <= room:
            # each as wide as its words and the rest shared (en-XA at 1280x800 and 150%: an equal
            # share cut "Review this game" by 7 px while Menu had room to spare)
            spare = (room - sum(needs)) // len(row)
            widths = [need + spare for need in needs]
        elif sum(widths) > room:
            widths = [room // len(row)] * len(row)
        x = self.panel.centerx - (sum(widths) + (len(row) - 1) * gap) // 2
        for each, width in zip(row, widths):
            resize_button(each, (x, y), width, bh)
            x += width + gap
        return button

    def _copy_button(self, y: int, bh: int) -> pygame_gui.elements.UIButton:
        """"Copy result" at the end of the row, for a daily deal: the line to send friends."""
        gap = 14
        row = [b for b in (self.play_again, self.watch, self.review, self.menu) if b is not None]
        bw = (self.panel.width - round(40 * self._scale(self.app.size))) // (len(row) + 1) - gap
        button = pygame_gui.elements.UIButton(
            pygame.Rect(0, y, bw, bh), t("Copy result"), self.app.ui, container=self.container,
            object_id=ObjectID("#copy_result"), tool_tip_text=self.share_line())
        row.append(button)
        x = self.panel.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
        for each in row:
            each.set_dimensions((bw, bh))
            each.set_relative_position((x, y))
            x += bw + gap
        return button

    def share_line(self) -> str:
        """The day's result in a line to paste where friends read it (daily deals only)."""
        assert self.day is not None and self.day_result is not None
        return share_line(self.match.game_name, self.match.game.title, self.day, self.day_result)

    def copy_result(self) -> None:
        """Put the share line on the clipboard; the button says whether it worked."""
        if self.copy is None:
            return
        try:
            pygame.scrap.put_text(self.share_line())  # SDL's clipboard (pygame-ce 2.2+ needs no init)
        except pygame.error:
            self.copy.set_text(t("Could not copy"))
            return
        self.copy.set_text(t("Copied"))

    @staticmethod
    def rule_step(s: float) -> int:
        """From one line of the rule to the next: its 20 design pixels, or the 12 px floor's own
        line at a small Size (at 90% on a small window the lines ran into each other)."""
        return max(round(20 * s), line_height(max(12, round(15 * s))))

    def most_rule_lines(self) -> int:
        """Lines the rule may take under the winners: more for a daily deal, which also says
        whose deal it was and how the day compares."""
        return 5 if self.day_result is not None else 3

    def again(self) -> None:
        """A new match with the same seats and options, new cards (dealt as new games are)."""
        shown = {opt.key for opt in offered_options(self.match.game)}
        options = {key: value for key, value in self.match.options.items() if key in shown}
        match = start_match(self.app, self.match.game_name, self.match.seats, options=options)
        self.request = OpenTable(match, replace=True)

    def frame_rate(self) -> int:
        """Only idle llamas move here (30 frames a second spare the battery); 60 while confetti falls."""
        return 60 if self.confetti is not None and self.confetti.active else 30

    def at_rest(self) -> bool:
        """The celebration over, the confetti down and the llamas standing: the screen rests
        (the llamas' hops now and then wait for the next event)."""
        confetti = self.confetti is not None and self.confetti.active
        return self.celebrating <= 0 and not confetti and llama_figure.calm() and self.arrival >= 1

    def update(self, dt: float) -> None:
        pace = self.app.animation_scale
        arriving = self.arrival < 1
        self.arrival = 1.0 if pace <= 0 else min(1.0, self.arrival + dt / (ARRIVAL * pace))
        if arriving and self.arrival >= 1 and self.container is not None and not self.showing_table:
            self.container.show()  # the buttons come with the results
        self.celebrating = max(0.0, self.celebrating - dt)
        if self.confetti is not None:
            self.confetti.update(dt, self.app.animation_scale)
        for figure in self.figures:
            figure.update(dt, self.app.animation_scale)
            # The winner's llamas hop one after the other at first, then now and then.
            if figure.cheer_left <= 0 and (self.celebrating > 0 or figure.rng.random() < dt / 2.5):
                figure.cheer()

    def rule_line(self) -> str:
        """How this game is won and the tie-break when it decided; for a daily deal, first that
        it was the day's deal and how the day compares with the player's earlier days."""
        told = self._rule_line()
        if self.day is None or self.day_result is None:
            return told
        daily_words = t("The daily deal of {date}: everyone got these cards today.", date=long_date(self.day))
        compared = compared_line(self.record, self.match.game_name, self.day, self.day_result)
        return f"{daily_words} {compared} {told}"

    def _rule_line(self) -> str:
        rule = t(win_rule(self.match.game_name))
        describe = getattr(self.match.game, "describe_outcome", None)
        if describe is None:
            if self.tie_broken():
                narrator = self.narrator()
                winner = self.outcome.winners[0]
                score = score_text(self.match.game_name, self.outcome.scores[winner])
                return sentences(rule, t("A tie at {score} was broken in favour of {name}.", score=score,
                                   name=t("you") if winner == narrator.viewer else en.name(narrator, winner)))
            return rule
        reason = describe(self.outcome, self.narrator())
        if len(self.outcome.winners) > 1 and "result.tie_shared" not in getattr(self.match.game, "words", ()):
            # A game whose words say nothing of a shared victory (L.L.A.M.A.: ties are shared).
            score = score_text(self.match.game_name, self.outcome.scores[self.outcome.winners[0]])
            reason = f"{reason} {t('A tie at {score}: the victory is shared.', score=score)}".strip()
        return f"{rule} {reason}" if reason else rule

    def shares_place(self, seat: int) -> bool:
        """Whether another seat stands exactly where ``seat`` does (score and the rulebook's
        tie-breaks): their place is shared (a winners' tie says so in its own line)."""
        return self.outcome.shares_place(seat)

    def tie_broken(self) -> bool:
        """Whether a tie-break decided: someone left out of the winners had a winner's score."""
        winning = {self.outcome.scores[seat] for seat in self.outcome.winners}
        return any(self.outcome.scores[seat] in winning for seat in range(len(self.outcome.scores))
                   if seat not in self.outcome.winners)

    def narrator(self) -> Narrator:
        """"You" for the one human at this screen; names at a shared screen or a bots' game."""
        humans = self.match.human_seats()
        return Narrator(self.names, humans[0] if len(humans) == 1 else NOBODY, language=i18n.language())

    def winners_line(self) -> str:
        narrator = self.narrator()
        winners = list(self.outcome.winners)
        if len(winners) == 1:
            if winners[0] == narrator.viewer:
                return t("You win!")
            return t("{name} wins!", name=en.name(narrator, winners[0]))
        names = [(t("You") if index == 0 else t("you")) if seat == narrator.viewer else en.name(narrator, seat)
                 for index, seat in enumerate(winners)]
        return t("{names} and {last} share the victory!", names=t(", ").join(names[:-1]), last=names[-1])

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The final table under a veil that darkens as the results come in (the felt when
        there is no picture of it)."""
        size = surface.get_size()
        if self.table_picture is None:
            surface.blit(assets.table_felt(size, self.match.game_name), (0, 0))
            return
        picture = self.table_picture
        if picture.get_size() != size:
            picture = pygame.transform.smoothscale(picture, size)
            self.table_picture = picture  # scaled once per window size
        surface.blit(picture, (0, 0))
        if self.showing_table:
            return
        veil = pygame.Surface(size)
        veil.fill(VEIL)
        veil.set_alpha(round(VEIL_ALPHA * self.arrival))
        surface.blit(veil, (0, 0))
        # the table's top bar and whatever stands above the results go under a plain band: the
        # title art hangs in it, over no word of the table (a rival's panel peeked out around it)
        band = pygame.Surface((size[0], max(top_bar_height(size), self.panel.top)))
        band.fill(VEIL)
        band.set_alpha(round(255 * self.arrival))
        surface.blit(band, (0, 0))

    def draw_table_again(self, surface: pygame.Surface) -> None:
        """The final table, with one line saying how to come back."""
        w, h = surface.get_size()
        s = self._scale((w, h))
        text = t("The final table · click or press a key to come back to the results")
        px = max(12, round(18 * s))
        pill = pygame.Rect(0, 0, min(w - round(20 * s), text_width(text, px, True) + round(40 * s)), round(40 * s))
        pill.midbottom = (w // 2, h - round(16 * s))
        rounded_panel(surface, pill, INK, 225, radius=pill.height // 2)
        draw_text(surface, fit_text(text, px, pill.width - round(24 * s), bold=True), px, pill.center, SAND,
                  anchor="center", bold=True)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self._scale((w, h))
        self.draw_backdrop(surface)
        if self.showing_table:
            self.draw_table_again(surface)
            return
        if self.arrival < 1:
            return  # the final table first; the results then come in over it
        title_rect = pygame.Rect(0, round(4 * s), self.title_w, max(1, self.panel.top - round(8 * s)))
        title_rect.centerx = w // 2
        if self.banner is not None:
            self.banner(surface, title_rect, self.match)
        else:
            title = assets.title_art(self.title_w)
            surface.blit(title, title.get_rect(midtop=title_rect.midtop))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("Final scores"), round(20 * s), (p.centerx, p.top + round(18 * s)), INK_SOFT, anchor="midtop")
        line, size, room = self.winners_line(), round(34 * s), p.width - round(130 * s)  # clear of the llamas
        while size > max(12, round(18 * s)) and text_width(line, size, True) > room:
            size -= 1  # long names shared a victory: smaller, then cut with an ellipsis
        draw_text(surface, fit_text(line, size, room, bold=True), size, (p.centerx, p.top + round(48 * s)), RUST,
                  anchor="midtop", bold=True)
        for index, line in enumerate(self.rule_lines):
            draw_text(surface, line, max(12, round(15 * s)), (p.centerx, p.top + round(96 * s) + index * self.rule_step(s)),
                      INK_SOFT, anchor="midtop")
        for index, seat in enumerate(self.ranking):
            score = self.outcome.scores[seat]
            rank = self.outcome.place(seat)
            band = self.row_band(index)
            won = seat in self.outcome.winners
            rounded_panel(surface, band, GOLD if won else SAND, 200 if won else 120, radius=10)
            cy = band.centery
            draw_text(surface, f"{rank}.", round(22 * s), (band.left + round(16 * s), cy), INK, anchor="midleft", bold=True)
            chart = self.charts.get(seat)
            text_x = band.left + round(64 * s)
            if chart is not None:
                # The seat's colour and symbol, as its chart draws them.
                draw_marker(surface, seat_symbol(seat), (band.left + round(60 * s), cy), max(5, round(7 * s)),
                            seat_colour(seat), INK)
                text_x = band.left + round(76 * s)
            room = round(300 * s) if chart is None else band.left + round(292 * s) - text_x
            name = fit_text(self.names[seat], round(20 * s), room, bold=True)
            draw_text(surface, name, round(20 * s), (text_x, cy - round(8 * s)), INK, anchor="midleft",
                      bold=True)
            draw_text(surface, fit_text(describe_seat(self.match.seats[seat]), max(12, round(13 * s)), room),
                      max(12, round(13 * s)), (text_x, cy + round(13 * s)), INK_SOFT, anchor="midleft")
            if chart is not None:
                surface.blit(chart, self.chart_rect(band, s))
            shown = draw_text(surface, score_text(self.match.game_name, score), round(22 * s),
                              (band.right - round(16 * s), cy), INK, anchor="midright", bold=True)
            if won:
                draw_text(surface, t("WINNER"), round(15 * s), (shown.left - round(18 * s), cy), RUST, anchor="midright",
                          bold=True)
            elif self.shares_place(seat):
                draw_text(surface, t("TIED"), round(15 * s), (shown.left - round(18 * s), cy), INK_SOFT,
                          anchor="midright", bold=True)
        for figure in self.figures:
            figure.draw(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)
