"""The Llamaland score pad, over the table at the end: every objective per player, then totals.

Rows come from the engine's ``score_breakdown`` (llama cards, crops, coins, objectives,
total); each objective card gets its own row saying, per player, where their marker stands
and what it earned (met or not, or the rank on a golden card). When the best totals tie, a
line says how the tie is broken (llama-card points). "See the results" hands over to the
results screen; a bot-only table moves on by itself after a few seconds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ....i18n import t
from ....rules.llamaland import LLAMALAND
from ....rules.llamaland import objectives as obj
from ....rules.llamaland.components import GOLDEN, GOLDEN_RANK_POINTS, OBJECTIVES, SPACE_NAMES
from ... import access
from ...access import seat_colour
from ...gui_text import label_need, resize_button
from ...palette import INK, INK_SOFT, PAPER, RUST, SAND, TERRACOTTA
from ...scale import MIN_TEXT, fitted_scale, text_px
from ...scene import Pop, WidgetScene
from ...text import draw_fitted, draw_text, fit_box, fit_text, line_height, paper_panel, rounded_panel, text_width, veil
from .pieces import OBJECTIVE_COLOUR, OBJECTIVE_LETTER

if TYPE_CHECKING:
    from ...table.kit import Table

AUTO_CONTINUE = 4.0
"""Seconds a bot-only table shows the score pad (times the animation speed)."""
MET = (70, 140, 70)


def objective_results(state: Any) -> list[tuple[str, list[str], list[int]]]:
    """Per objective card: its key, per seat a short result text and the points it earned.

    The points follow the engine's own scoring (``objectives.met``/``majority_measure`` and the
    card's points); the table only words them.
    """
    rows = []
    n = state.num_players
    for index, key in enumerate(state.objectives):
        spaces = state.markers[index]
        texts = ["—"] * n
        points = [0] * n
        data = OBJECTIVES[key]
        if data.colour == GOLDEN:
            ranked = sorted(((seat, space) for space, seat in enumerate(spaces) if seat >= 0),
                            key=lambda p: (-obj.majority_measure(key, state.players[p[0]]), p[1]))
            for rank, (seat, _space) in enumerate(ranked):
                measure = obj.majority_measure(key, state.players[seat])
                points[seat] = GOLDEN_RANK_POINTS[rank]
                texts[seat] = t("#{rank} ({measure}): {points}", rank=rank + 1, measure=measure, points=points[seat])
        else:
            for space, seat in enumerate(spaces):
                if seat < 0:
                    continue
                ok = obj.met(key, state.players[seat])
                points[seat] = data.points[space] if ok else 0
                texts[seat] = (t("{space} met: {points}", space=t(SPACE_NAMES[space]), points=points[seat]) if ok
                               else t("{space} missed: {points}", space=t(SPACE_NAMES[space]), points=points[seat]))
        rows.append((key, texts, points))
    return rows


def tiebreak_line(rows: list[dict[str, int]], names: list[str], you: int | None = None) -> str:
    """How a tie on the best total is broken, or "" when the best total is not shared;
    ``you``: the seat of the one human at this screen, told as "you"."""
    best = max(r["total"] for r in rows)
    tied = [i for i, r in enumerate(rows) if r["total"] == best]
    if len(tied) < 2:
        return ""
    top = max(rows[i]["llamas"] for i in tied)
    won = [i for i in tied if rows[i]["llamas"] == top]
    if won == [you]:
        return t("Tie on {points} points: you have the most llama-card points ({top}) and win.", points=best, top=top)
    if len(won) == 1:
        return t("Tie on {points} points: {name} has the most llama-card points ({top}) and wins.", points=best,
                 name=names[won[0]], top=top)
    winners = [names[i] for i in won if i != you] + ([t("you")] if you in won else [])
    return t("Tie on {points} points and on llama-card points ({top}): {names} share the win.", points=best, top=top,
             names=t(" and ").join(winners))


class ScorePadScene(WidgetScene):
    """A transparent overlay above the finished table until the player moves on."""

    transparent = True

    def __init__(self, app: Any, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.state = table.view.observation().state  # at the end every estate and marker is public
        self.rows = LLAMALAND.score_breakdown(self.state)
        self.objectives = objective_results(self.state)
        self.tiebreak = tiebreak_line(self.rows, list(table.names), table.sight.narrator().viewer)
        self.auto_left = AUTO_CONTINUE * app.animation_scale
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.button: Any = None

    def build_ui(self) -> None:
        w, h = self.app.size
        s = fitted_scale((w, h))
        lines = len(self.objectives) + 6
        pw = min(w - round(40 * s), round(260 * s) + self.match.num_players * round(170 * s))
        # wider, up to the window, where an objective's words need it (a longer language's "[top] missed: 0")
        cells = [text_width(text, text_px(s, 13)) + round(10 * s) for _, texts, _ in self.objectives for text in texts]
        wanted = round(230 * s) + round(40 * s) + self.match.num_players * max(cells, default=0)
        pw = max(pw, min(w - round(40 * s), wanted))
        ph = round(150 * s) + lines * round(30 * s) + (round(30 * s) if self.tiebreak else 0)
        self.panel = pygame.Rect(0, 0, pw, min(ph, h - round(20 * s)))
        self.panel.center = (w // 2, h // 2)
        self.new_container()
        bw, bh = max(230, round(260 * s)), max(40, round(46 * s))
        rect = pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - round(14 * s) - bh, bw, bh)
        label = t("See the results") if self.table.mode.shows_results() else t("Continue")  # a guided game: its finish
        self.button = pygame_gui.elements.UIButton(rect, label, self.app.ui, container=self.container,
                                                   object_id=ObjectID("#see_results", "@primary_button"))
        need = min(label_need(self.button), self.panel.width - round(28 * s))
        if need > bw:  # a longer language or a larger Size widens the button rather than cut its words
            resize_button(self.button, (self.panel.centerx - need // 2, rect.top), need, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.request = Pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
            self.request = Pop()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def update(self, dt: float) -> None:
        if not self.table.humans:
            self.auto_left -= dt
            if self.auto_left <= 0:
                self.request = Pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = fitted_scale((w, h))
        veil(surface)
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, t("The score pad"), round(30 * s), (p.centerx, p.top + round(14 * s)), RUST, anchor="midtop",
                  bold=True)
        names = self.table.names
        n = self.match.num_players
        label_w = round(230 * s)
        col_w = (p.width - label_w - round(40 * s)) // n
        x0 = p.left + round(20 * s)
        cols = [x0 + label_w + i * col_w + col_w // 2 for i in range(n)]
        size = text_px(s, 15)
        small = text_px(s, 13)
        y = p.top + round(62 * s)
        mark = round(6 * s) if access.colour_blind() else 0
        for seat in range(n):
            name = fit_text(names[seat], size, col_w - round(10 * s) - 3 * mark, bold=True)
            rect = draw_text(surface, name, size, (cols[seat] + mark * 3 // 2, y), INK, anchor="midtop", bold=True)
            pygame.draw.rect(surface, seat_colour(seat), (rect.left, rect.bottom + 2, rect.width, 4))
            if mark:  # the seat's shape, as in its panel and the move log
                access.draw_seat_mark(surface, seat, (rect.left - mark * 2, rect.centery), mark)
        y += round(34 * s)
        row_h = round(30 * s)
        best = max(r["total"] for r in self.rows)

        def band(i: int, top: int) -> None:
            if i % 2 == 0:
                rounded_panel(surface, pygame.Rect(p.left + round(14 * s), top - 2, p.width - round(28 * s), row_h - 2),
                              SAND, 110, radius=6)

        line = 0
        for key, label in (("llamas", t("Llama cards")), ("crops", t("Crops left (1 each)")), ("coins", t("Coins (1 per 2)"))):
            band(line, y)
            draw_text(surface, label, size, (x0, y + row_h // 2 - 2), INK, anchor="midleft")
            for seat in range(n):
                draw_text(surface, str(self.rows[seat][key]), size, (cols[seat], y + row_h // 2 - 2), INK, anchor="center")
            y += row_h
            line += 1
        for key, texts, points in self.objectives:
            data = OBJECTIVES[key]
            band(line, y)
            tag = pygame.Rect(x0, y + 3, round(18 * s), row_h - 10)
            pygame.draw.rect(surface, OBJECTIVE_COLOUR[data.colour], tag, border_radius=4)
            draw_text(surface, OBJECTIVE_LETTER[data.colour], small, tag.center, PAPER, anchor="center", bold=True)
            title = fit_text(t(data.title), size, label_w - tag.width - round(12 * s))
            draw_text(surface, title, size, (tag.right + round(6 * s), y + row_h // 2 - 2), INK, anchor="midleft")
            for seat in range(n):
                colour = MET if points[seat] else (INK_SOFT if texts[seat] == "—" else TERRACOTTA)
                cell = pygame.Rect(0, 0, col_w - round(8 * s), row_h - 2)  # a size smaller, or two lines, before cut
                cell.center = (cols[seat], y + row_h // 2 - 2)
                lines, px = fit_box(texts[seat], small, cell.size)
                if len(lines) * line_height(px) <= cell.height:
                    draw_fitted(surface, texts[seat], small, cell, colour, anchor="center")
                else:  # no room for two lines in the row: one, at the least size, shortened only if it must be
                    draw_text(surface, fit_text(texts[seat], MIN_TEXT, cell.width), MIN_TEXT, cell.center, colour,
                              anchor="center")
            y += row_h
            line += 1
        if self.objectives:
            band(line, y)
            draw_text(surface, t("Objectives"), size, (x0, y + row_h // 2 - 2), INK, anchor="midleft", bold=True)
            for seat in range(n):
                draw_text(surface, str(self.rows[seat]["objectives"]), size, (cols[seat], y + row_h // 2 - 2), INK,
                          anchor="center", bold=True)
            y += row_h
        pygame.draw.line(surface, RUST, (x0, y + 2), (p.right - round(20 * s), y + 2), 2)
        y += round(8 * s)
        draw_text(surface, t("Total"), round(20 * s), (x0, y + row_h // 2), RUST, anchor="midleft", bold=True)
        for seat in range(n):
            total = self.rows[seat]["total"]
            draw_text(surface, str(total), round(22 * s), (cols[seat], y + row_h // 2), RUST if total == best else INK,
                      anchor="center", bold=True)
        y += row_h + round(8 * s)
        if self.tiebreak:
            draw_text(surface, fit_text(self.tiebreak, size, p.width - round(40 * s)), size, (p.centerx, y), TERRACOTTA,
                      anchor="midtop", bold=True)


__all__ = ["ScorePadScene", "objective_results", "tiebreak_line"]
