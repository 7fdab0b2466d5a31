"""The hand limit, said before it bites: a playtest ended a turn holding 8 cards (the limit
is 7 at three seats) after only "End your turn without an action?" and lost 4 cards at
random. Now a turn that would end over the limit (End turn, or a Draw 2 that draws past it)
asks first, saying how many cards go, how many stay and what could keep them; the table
says the hand is over its limit while there is still time (the You panel, the status line).

The counts are the rules' own (``hand_limit_of``, ``HAND_AFTER_PENALTY``); the words are pure
functions, the question a :class:`LimitConfirm` over the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ....i18n import t
from ....rules.llamagedon.actions import PASS, Build, DrawTwo, Replace
from ....rules.llamagedon.cards import HAND_AFTER_PENALTY
from ....rules.llamagedon.turns import hand_limit_of
from ...palette import INK_SOFT, RUST
from ...scale import ui_scale
from ...table.ending import EndingConfirm
from ...text import draw_text, paper_panel, veil, wrap
from .choice_words import pairs_held


def pass_detail(obs: Any, names: Sequence[str]) -> str:
    """Why Undo cannot take back an end of turn: the game ends with it, or the next player
    draws their card at once (with undo allowed, a playtest read only "This cannot be taken
    back" and took the setting for broken)."""
    if obs.llamagedon_by is not None and obs.turns_left <= 1:
        return t("The game ends with your turn, so Undo cannot take it back.")
    following = names[(obs.seat + 1) % len(names)]
    return t("{name} draws a card at once as their turn begins, so Undo cannot take it back.", name=following)


@dataclass(frozen=True)
class Over:
    """A hand that ends the turn over its limit: ``count`` cards where ``limit`` are allowed,
    ``lost`` go at random and ``left`` stay."""

    count: int
    limit: int

    @property
    def left(self) -> int:
        return HAND_AFTER_PENALTY

    @property
    def lost(self) -> int:
        return self.count - HAND_AFTER_PENALTY


def over_limit(obs: Any, seat: int, count: int | None = None) -> Over | None:
    """``seat``'s hand (or ``count`` cards) against the limit, where the game checks it: None
    when within it or the limit is off."""
    if not getattr(obs, "hand_limit", False):
        return None
    held = obs.hand_sizes[seat] if count is None else count
    limit = hand_limit_of(obs.num_players)
    return Over(held, limit) if held > limit else None


def ending_over(action: Any, obs: Any, seat: int) -> Over | None:
    """The hand ``action`` would end the turn with, when over the limit: a pass keeps the hand,
    a Draw 2 adds two cards for the one it plays (if nobody blocks it)."""
    if action == PASS:
        return over_limit(obs, seat)
    if isinstance(action, DrawTwo):
        return over_limit(obs, seat, obs.hand_sizes[seat] + 1)
    return None


def cards_word(count: int) -> str:
    return t("{count} card", count=count) if count == 1 else t("{count} cards", count=count)


def question(action: Any, over: Over) -> str:
    """The question's title, short enough for one line."""
    if isinstance(action, DrawTwo):
        return t("Draw 2 with {count} cards in hand?", count=over.count - 1)
    return t("End your turn with {count} cards?", count=over.count)


def paragraphs(action: Any, over: Over, legal: Sequence[Any], hand: Sequence[int]) -> list[str]:
    """What will happen (how many go, how many stay), then what could keep them."""
    lines = []
    if isinstance(action, DrawTwo):
        lines.append(t("Its two cards end your turn with {count} cards (unless it is blocked).", count=over.count))
    lines.append(t("You may hold {limit} cards when your turn ends. With {count}, {lost} of them go to the "
                   "discard pile at random and you keep {left}.", limit=over.limit, count=over.count,
                   lost=over.lost, left=over.left))
    need = over.count - over.limit
    builds = any(isinstance(a, Build) for a in legal)
    acts = any(a != PASS and not isinstance(a, (Build, Replace, DrawTwo)) for a in legal)
    room = 2 * pairs_held(hand) * builds + acts
    if isinstance(action, DrawTwo):
        if builds or acts:
            lines.append(t("To keep them, build a shelter (B) first, or play another card."))
    elif not builds and not acts:
        lines.append(t("Nothing you hold can be played now: this cannot be avoided."))
    elif room < need:
        lines.append(t("You cannot get down to {limit} this turn, but a shelter you build (B) first keeps its pair "
                       "safe in your row.", limit=over.limit) if builds else
                     t("You cannot get down to {limit} this turn.", limit=over.limit))
    elif builds and acts:
        lines.append(t("To keep them, first get {cards} out of your hand: a shelter you build (B) lays two in "
                       "your row, an action card you play uses one.", cards=cards_word(need)))
    elif builds:
        lines.append(t("To keep them, first get {cards} out of your hand: a shelter you build (B) lays two in "
                       "your row.", cards=cards_word(need)))
    else:
        lines.append(t("To keep them, play an action card instead: it uses one."))
    return lines


class LimitConfirm(EndingConfirm):
    """The yes-or-no question before a turn ends over the hand limit: taller than the kit's
    two-line question, as it says what goes and what could keep it."""

    def __init__(self, app: Any, title: str, lines: list[str], play: Callable[[], object]) -> None:
        super().__init__(app, title, "\n".join(lines), play)
        self.lines = lines

    def _sizes(self, s: float) -> tuple[int, int, list[list[str]]]:
        width = min(self.app.size[0] - round(40 * s), round(600 * s))
        size = max(12, round(16 * s))
        return width, size, [wrap(line, size, width - round(40 * s)) for line in self.lines]

    def build_ui(self) -> None:
        super().build_ui()
        w, h = self.app.size
        s = ui_scale((w, h))
        width, size, blocks = self._sizes(s)
        rows = sum(len(block) for block in blocks)
        body = rows * round(size * 1.4) + (len(blocks) - 1) * round(size * 0.6)
        bh = max(40, round(46 * s))
        height = min(h - round(20 * s), round(72 * s) + body + round(24 * s) + bh + round(22 * s))
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (w // 2, h // 2)
        dx, dy = panel.centerx - self.panel.centerx, panel.bottom - self.panel.bottom
        self.panel = panel
        for button in self.buttons.values():
            button.set_relative_position((button.relative_rect.x + dx, button.relative_rect.y + dy))

    def draw(self, surface: pygame.Surface) -> None:
        s = ui_scale(surface.get_size())
        veil(surface)
        p = self.panel
        paper_panel(surface, p, s)
        draw_text(surface, self.question, round(26 * s), (p.centerx, p.top + round(22 * s)), RUST, anchor="midtop",
                  bold=True)
        _, size, blocks = self._sizes(s)
        y = p.top + round(72 * s)
        for block in blocks:
            for line in block:
                draw_text(surface, line, size, (p.left + round(20 * s), y), INK_SOFT)
                y += round(size * 1.4)
            y += round(size * 0.6)


def limit_confirm(app: Any, action: Any, obs: Any, seat: int, legal: Sequence[Any],
                  play: Callable[[], object]) -> LimitConfirm | None:
    """The question before ``action`` when it ends the turn over the limit; None otherwise."""
    over = ending_over(action, obs, seat)
    if over is None:
        return None
    lines = paragraphs(action, over, legal, obs.hand) + [t("This cannot be taken back.")]
    return LimitConfirm(app, question(action, over), lines, play)


def limit_status(over: Over, stuck: bool = False) -> str:
    """The status line on your turn while your hand is over its limit (``stuck``: nothing but
    ending the turn is left)."""
    if stuck:
        return t("Over the hand limit: {lost} of your {count} cards go at random when your turn ends (P).",
                 lost=over.lost, count=over.count)
    return t("Over the hand limit ({count} of {limit}): build or play a card, or lose {lost} at random.",
             count=over.count, limit=over.limit, lost=over.lost)


__all__ = ["LimitConfirm", "Over", "ending_over", "limit_confirm", "limit_status", "over_limit", "paragraphs",
           "question"]
