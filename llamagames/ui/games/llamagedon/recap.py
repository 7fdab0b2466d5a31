"""The "Since your turn" panel: when your turn comes round, what became of your last move and
what each rival did since, in whole sentences (``account.py``), what touched you first, over the table mat
and your shelter row, clear of the seat panels, the log and the buttons.

It stands until you act, click or press a key (the click or key still does what it does: a
drag from the hand starts at once), and comes back with the next turn. The move log keeps
every line; this is the catching-up a five-seat game needs between two turns of yours.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.llamagedon.state import Phase
from ... import access
from ...palette import CREAM, GOLD, SKY_BRIGHT, TERRACOTTA
from ...text import draw_text, rounded_panel, wrap
from ...widgets.cards import card_height
from .account import TurnLine, account
from .chain import panel_room
from .layout import layout_of, marker_label_rect, pile_label_rects
from .type_scale import LABEL, LEAD, NOTE, TITLE

if TYPE_CHECKING:
    from ...table.kit import Table

MAX_WIDTH = 640
"""The panel's widest, at 100% text: a sentence across the whole table is hard to read."""


@dataclass
class RecapPlan:
    """Where the panel and each of its lines go for one window and one account."""

    rect: pygame.Rect
    title: str
    rows: list[tuple[TurnLine, list[str]]]
    """Each turn told, with its sentences broken into lines."""
    more: str
    """"…and 2 more turns in the log (G)" where the room ran out; else ""."""
    text_px: int
    title_px: int


@dataclass
class RecapState:
    """Which turn of yours the panel was made for, and whether it was put away."""

    turn: int = -1
    moves: int = -1
    """The match's move count when the turn came to you: a move of yours puts the panel away."""
    closed: bool = False
    lines: tuple[TurnLine, ...] = ()
    plan: RecapPlan | None = None
    planned_for: Any = None


def due(table: Table, state: RecapState) -> bool:
    """Whether the panel shows now: your turn, before you act, with rivals' turns to tell."""
    obs = table.view.observation()
    if (table.covered or table.replay is not None or not table.my_turn() or obs.phase is not Phase.MAIN
            or obs.chain or table.log.opened or table.match.is_over()
            or getattr(table.mode, "guide", None) is not None):  # a guided game's guide tells each move
        return False
    if obs.turn_number != state.turn:
        state.turn, state.moves, state.closed, state.plan = obs.turn_number, table.view.moves, False, None
        state.lines = tuple(account(table.view.events_of_moves(max(1, table.view.moves - 400)), table.viewer,
                                    lambda event: table.match.game.describe(event, table.sight.narrator()),
                                    " " if table.sight.narrator().language == "en" else ""))
    if table.view.moves != state.moves:
        state.closed = True  # you acted (built, or took a card)
    return not state.closed and bool(state.lines)


def plan(table: Table, lines: Sequence[TurnLine]) -> RecapPlan:
    """The panel for ``lines`` in the room over the mat and your shelter row, down to your
    hand: as wide as it may be up to ``MAX_WIDTH`` (scaled by the words' size), each turn
    wrapped whole; the words a step of the table's scale smaller where they do not fit; where
    even the smallest step is too large, at a label's size, the oldest turns that did not
    touch you are left to the log ("…and 2 more in the move log")."""
    s, ts = table.scale, table.text_scale
    lay = layout_of(table).lay
    hand_top = table.frame.size[1] - round(20 * s) - card_height(lay.card_w)
    room = panel_room(table, lay.mat.top - round(8 * s), hand_top - round(6 * s))
    width = min(room.width, round(MAX_WIDTH * ts))
    pad = round(14 * ts)
    mark = round(14 * ts)
    title = t("Since your turn")
    candidates: dict[int, RecapPlan] = {}
    for step in (LEAD, LABEL, NOTE):
        px = table.small(step)
        title_px = table.small(TITLE)
        line_h = round(px * 1.3)
        rows = [(line, wrap(line.text, px, width - 2 * pad - mark, bold=line.about_you)) for line in lines]
        head = pad + round(title_px * 1.5)
        kept = list(rows)
        dropped = 0
        while len(kept) > 1 and head + sum(len(r[1]) for r in kept) * line_h + len(kept) * round(4 * ts) + pad \
                + (line_h if dropped else 0) > room.height:
            oldest = next((i for i, row in enumerate(kept) if not row[0].about_you and not row[0].yours),
                          len(kept) - 1)
            kept.pop(oldest)  # the oldest turn that did not touch you goes to the log first
            dropped += 1
        more = t("…and {count} more in the move log", count=dropped) if dropped else ""
        height = head + sum(len(r[1]) for r in kept) * line_h + len(kept) * round(4 * ts) + pad + (line_h if more else 0)
        rect = pygame.Rect(0, 0, width, min(height, room.height))
        rect.midtop = room.midtop
        candidates[step] = RecapPlan(whole_over(table, rect), title, kept, more, px, title_px)
        if not dropped:
            return candidates[step]
    return candidates[LABEL]  # never smaller than a label to keep every turn: the log holds the rest


def words_under(table: Table) -> list[pygame.Rect]:
    """The table's words the panel may lie over: the piles' and the marker's labels, your
    shelter row's heading and its hint, the status line."""
    lay = layout_of(table).lay
    s = table.scale
    obs = table.view.observation()
    rects = [marker_label_rect(lay, lay.marker_label_px, s, lay.marker_label_above),
             *pile_label_rects(table, lay, obs.deck_size, obs.discard),
             pygame.Rect(lay.mine.left, lay.mine.top, lay.mine.width, lay.mine_pad),
             pygame.Rect(lay.mine.left, lay.mine.centery - lay.mine_pad, lay.mine.width, 2 * lay.mine_pad)]
    pill = table.status.pill()
    if pill is not None:
        rects.append(pygame.Rect(pill[0]))
    return rects


def whole_over(table: Table, rect: pygame.Rect) -> pygame.Rect:
    """``rect`` grown to lie over each of the table's words wholly where it lies over it in part
    (a word half under a panel reads as a different word)."""
    words = words_under(table)
    for _ in range(4):
        grown = pygame.Rect(rect)
        for word in words:
            if grown.colliderect(word) and not grown.contains(word):
                grown = grown.union(word.inflate(round(8 * table.scale), round(4 * table.scale)))
        if grown == rect:
            break
        rect = grown
    return rect


def draw(surface: pygame.Surface, table: Table, recap: RecapPlan) -> None:
    """The panel: its title, each turn's sentences beside its player's mark, your own move's
    outcome first in sky blue, the turns that touched you in gold with a rust edge, the rest in cream."""
    ts = table.text_scale
    rect = recap.rect
    rounded_panel(surface, rect.move(4, 6), (0, 0, 0), 100, radius=round(14 * ts))
    rounded_panel(surface, rect, (16, 22, 50), 242, radius=round(14 * ts), border=GOLD, border_width=2)
    pad = round(14 * ts)
    x, y = rect.left + pad, rect.top + round(10 * ts)
    draw_text(surface, recap.title, recap.title_px, (x, y), GOLD, bold=True)
    y += round(recap.title_px * 1.5)
    line_h = round(recap.text_px * 1.3)
    mark = round(14 * ts)
    for line, rows in recap.rows:
        if line.about_you:
            band = pygame.Rect(rect.left + round(6 * ts), y - round(2 * ts), rect.width - round(12 * ts),
                               len(rows) * line_h + round(4 * ts))
            rounded_panel(surface, band, (60, 36, 30), 220, radius=round(6 * ts), border=TERRACOTTA, border_width=1)
        access.draw_seat_mark(surface, line.seat, (x + mark // 2 - 2, y + line_h // 2), max(3, round(4 * ts)),
                              table.log.colours[line.seat] if line.seat < len(table.log.colours) and not access.colour_blind()
                              else None)
        for index, row in enumerate(rows):
            ink = GOLD if line.about_you else SKY_BRIGHT if line.yours else CREAM
            draw_text(surface, row, recap.text_px, (x + mark, y + index * line_h), ink, bold=line.about_you)
        y += len(rows) * line_h + round(4 * ts)
    if recap.more:
        draw_text(surface, recap.more, recap.text_px, (x + mark, y), (170, 184, 220))


__all__ = ["MAX_WIDTH", "RecapPlan", "RecapState", "draw", "due", "plan"]
