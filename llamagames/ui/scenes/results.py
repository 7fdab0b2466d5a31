"""The end of a match: ranking, winner(s), "Play again" with the same seats, or back to the menu."""

from __future__ import annotations

from typing import Any, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ..scale import content_scale
from ...match import Match
from ...rules.core import Narrator
from .. import assets, sound
from ..palette import GOLD, INK, INK_SOFT, RUST, SAND
from ..registry import score_text, win_rule
from ..table.move_log import wrap
from ..scene import OpenTable, PopToRoot, WidgetScene
from ..session import describe_seat, start_match
from ..text import draw_text, fit_text, paper_panel, rounded_panel, text_width
from ..widgets.llama_figure import LlamaFigure


class ResultsScene(WidgetScene):
    """Final totals, best first; the winners get a llama each."""

    def __init__(self, app: Any, match: Match, names: Sequence[str]) -> None:
        super().__init__(app)
        self.match = match
        self.names = list(names)
        self.outcome = match.outcome()
        lower = self.outcome.lower_is_better
        # Winners first (a tie-break may have split equal scores), then by score.
        order = sorted(range(match.num_players), key=lambda seat: (
            seat not in self.outcome.winners, self.outcome.scores[seat] * (1 if lower else -1)))
        self.ranking = order
        self.play_again: pygame_gui.elements.UIButton | None = None
        self.menu: pygame_gui.elements.UIButton | None = None
        self.figures: list[LlamaFigure] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rule_lines: list[str] = []
        self.title_w = 300

    def enter(self) -> None:
        super().enter()
        sound.play(self.app, "chime")

    def _scale(self, size: tuple[int, int]) -> float:
        """The player's size, as long as the title and a row for every player fit the window."""
        rows = len(self.ranking)
        content_h = assets.title_size(380)[1] + 12 + 132 + 3 * 20 + rows * 52 + 90 + 16
        return content_scale(size, (840, content_h))

    def _build_ui(self) -> None:
        w, h = self.app.size
        s = self._scale((w, h))
        rows = len(self.ranking)
        pw = min(w - round(80 * s), round(760 * s))
        self.rule_lines = wrap(self.rule_line(), max(12, round(15 * s)), min(w - round(80 * s), round(760 * s)) - round(48 * s))[:3]
        ph = round(132 * s) + len(self.rule_lines) * round(20 * s) + rows * round(52 * s) + round(90 * s)
        self.title_w = min(round(380 * s), w // 2)
        title_h = assets.title_size(self.title_w)[1]
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.midtop = (w // 2, max(title_h + round(12 * s), (h - ph) // 2))
        self.new_container()
        bw, bh = round(200 * s), round(48 * s)
        y = self.panel.bottom - bh - round(22 * s)
        self.play_again = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx - bw - 10, y, bw, bh), "Play again", self.app.ui,
            container=self.container, object_id=ObjectID("#play_again", "@primary_button"))
        self.menu = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx + 10, y, bw, bh), "Menu", self.app.ui,
            container=self.container, object_id=ObjectID("#to_menu"))
        fh = round(150 * s)
        self.figures = [
            LlamaFigure((self.panel.left - round(10 * s), self.panel.top + round(150 * s)), fh, seed=3),
            LlamaFigure((self.panel.right + round(10 * s), self.panel.top + round(150 * s)), fh, phase=1.1, flip=True, seed=4),
        ]
        for figure in self.figures:
            figure.foot = (max(fh // 3, min(w - fh // 3, figure.foot[0])), figure.foot[1])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.play_again:
                self.again()
                return True
            if event.ui_element is self.menu:
                self.request = PopToRoot()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = PopToRoot()
            return True
        return False

    def again(self) -> None:
        """A new match with the same seats and options, new cards."""
        match = start_match(self.app, self.match.game_name, self.match.seats, options=self.match.options)
        self.request = OpenTable(match, replace=True)

    def frame_rate(self) -> int:
        """Only idle llamas move here: 30 frames a second spare the battery."""
        return 30

    def update(self, dt: float) -> None:
        for figure in self.figures:
            figure.update(dt, self.app.animation_scale)
            if figure.cheer_left <= 0 and figure.rng.random() < dt / 2.5:
                figure.cheer()

    def rule_line(self) -> str:
        """How this game is won, and the tie-break when it decided."""
        rule = win_rule(self.match.game_name)
        describe = getattr(self.match.game, "describe_outcome", None)
        if describe is None:
            return rule
        reason = describe(self.outcome, self.narrator())
        return f"{rule} {reason}" if reason else rule

    def narrator(self) -> Narrator:
        """"You" for the one human at this screen; names at a shared screen or a bots' game."""
        humans = self.match.human_seats()
        return Narrator(self.names, humans[0] if len(humans) == 1 else -1)

    def winners_line(self) -> str:
        narrator = self.narrator()
        winners = list(self.outcome.winners)
        if len(winners) == 1:
            return f"{narrator.does(winners[0], 'wins', 'win')}!"
        names = [narrator.who(seat, start=index == 0) for index, seat in enumerate(winners)]
        return ", ".join(names[:-1]) + " and " + names[-1] + " share the victory!"

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self._scale((w, h))
        surface.blit(assets.table_felt((w, h), self.match.game_name), (0, 0))
        title = assets.title_art(self.title_w)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(4 * s))))
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, "Final scores", round(20 * s), (p.centerx, p.top + round(18 * s)), INK_SOFT, anchor="midtop")
        line, size, room = self.winners_line(), round(34 * s), p.width - round(130 * s)  # clear of the llamas
        while size > max(12, round(18 * s)) and text_width(line, size, True) > room:
            size -= 1  # long names shared a victory: smaller, then cut with an ellipsis
        draw_text(surface, fit_text(line, size, room, bold=True), size, (p.centerx, p.top + round(48 * s)), RUST,
                  anchor="midtop", bold=True)
        for index, line in enumerate(self.rule_lines):
            draw_text(surface, line, max(12, round(15 * s)), (p.centerx, p.top + round(96 * s) + index * round(20 * s)),
                      INK_SOFT, anchor="midtop")
        row_h = round(52 * s)
        y0 = p.top + round(112 * s) + len(self.rule_lines) * round(20 * s)
        rank = 0
        previous: tuple[bool, int] | None = None
        for index, seat in enumerate(self.ranking):
            score = self.outcome.scores[seat]
            standing = (seat in self.outcome.winners, score)
            if standing != previous:
                rank = index + 1
                previous = standing
            y = y0 + index * row_h
            band = pygame.Rect(p.left + round(24 * s), y, p.width - round(48 * s), row_h - round(6 * s))
            won = seat in self.outcome.winners
            rounded_panel(surface, band, GOLD if won else SAND, 200 if won else 120, radius=10)
            cy = band.centery
            draw_text(surface, f"{rank}.", round(22 * s), (band.left + round(16 * s), cy), INK, anchor="midleft", bold=True)
            name = fit_text(self.names[seat], round(20 * s), round(300 * s), bold=True)
            draw_text(surface, name, round(20 * s), (band.left + round(64 * s), cy - round(8 * s)), INK, anchor="midleft",
                      bold=True)
            draw_text(surface, describe_seat(self.match.seats[seat]), round(13 * s),
                      (band.left + round(64 * s), cy + round(13 * s)), INK_SOFT, anchor="midleft")
            shown = draw_text(surface, score_text(self.match.game_name, score), round(22 * s),
                              (band.right - round(16 * s), cy), INK, anchor="midright", bold=True)
            if won:
                draw_text(surface, "WINNER", round(15 * s), (shown.left - round(18 * s), cy), RUST, anchor="midright",
                          bold=True)
        for figure in self.figures:
            figure.draw(surface)
