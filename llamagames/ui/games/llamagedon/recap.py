"""The "Since your turn" panel: when your turn comes round, what each rival did since and what
became of your last move, in whole sentences (``account.py``), what touched you first.

It has a place of its own: empty felt, clear of every shelter, card, pile, word, the tip and
the log (the kit's ``ClearRoom.free``), its oldest turns that did not touch you left to the
log where the felt is short. A fresh-eyes playtest found it over the mat and the player's own
shelters, with a tip under it; where no felt holds even what touched you, it folds to a tab
("Since your turn · click to read") that opens it over the mat on demand.

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
from ...table.clear_room import ClearRoom
from ...text import draw_text, rounded_panel, text_width, wrap
from ...widgets.cards import card_height
from .account import TurnLine, account
from .chain import panel_room
from .layout import layout_of, marker_label_rect
from .pile_labels import pile_label_rects
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
    tab: pygame.Rect | None = None
    """Where the panel is folded to its tab (None: shown whole at ``rect``); a click on it
    opens the panel over the mat."""
    tab_note: str = ""
    """The tab's second line: what a click on it does."""

    @property
    def shown(self) -> pygame.Rect:
        """What the table shows of it now: the tab, or the whole panel."""
        return self.tab if self.tab is not None else self.rect


LEAST_WIDTH = 280
"""The narrowest the panel stands on free felt, at 100% text: narrower, sentences break into
a word a line."""


@dataclass
class RecapState:
    """Which turn of yours the panel was made for, and whether it was put away."""

    turn: int = -1
    moves: int = -1
    """The match's move count when the turn came to you: a move of yours puts the panel away."""
    closed: bool = False
    opened: bool = False
    """The tab was clicked: the panel shows whole over the mat until the next click or key."""
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
        state.opened = False
        state.lines = tuple(account(table.view.events_of_moves(max(1, table.view.moves - 400)), table.viewer,
                                    lambda event: table.match.game.describe(event, table.sight.narrator()),
                                    " " if table.sight.narrator().language == "en" else ""))
    if table.view.moves != state.moves:
        state.closed = True  # you acted (built, or took a card)
    return not state.closed and bool(state.lines)


def plan(table: Table, lines: Sequence[TurnLine], room: ClearRoom) -> RecapPlan:
    """The panel for ``lines`` on free felt: the place nearest the mat clear of everything
    ``room`` keeps (the shelters, cards, piles, words, tip and log drawn so far), at the
    largest words and the widest that fit, every turn whole; where the felt is short, the
    oldest turns that did not touch you go to the log; where even what touched you has no
    room, folded to its tab (``opened_plan`` is the panel the tab opens)."""
    s, ts = table.scale, table.text_scale
    lay = layout_of(table).lay
    near = lay.mat.center
    gap = round(8 * s)
    bounds = pygame.Rect(gap, table.frame.top_bar.bottom + gap, table.frame.size[0] - 2 * gap,
                         table.frame.size[1] - table.frame.top_bar.bottom - 2 * gap)
    widest = round(MAX_WIDTH * ts)
    widths = sorted({min(widest, bounds.width), round(widest * 0.8), round(widest * 0.62), round(LEAST_WIDTH * ts)},
                    reverse=True)
    title = t("Since your turn")
    keep = list(range(len(lines)))
    # the turns in the order they go to the log: your own move (you saw it), then the oldest
    # that did not touch you
    order = [i for i, line in enumerate(lines) if line.yours]
    order += [i for i, line in enumerate(lines) if not line.about_you and not line.yours]
    order = order[:len(lines) - 1]  # one turn at least: what touched you never goes
    for dropped in range(len(order) + 1):
        kept = [lines[i] for i in keep if i not in order[:dropped]]
        for step in (LEAD, LABEL):
            for width in widths:
                if width < round(LEAST_WIDTH * ts) or width > bounds.width:
                    continue
                made = _made(table, kept, width, step, dropped, title)
                spot = room.free(made.rect.size, near, gap, bounds)
                if spot is not None:
                    made.rect = spot
                    return made
    opened = opened_plan(table, lines)
    px = table.small(NOTE)
    hit = any(line.about_you for line in lines)  # the tab says so (where it has room): what touched you waits behind it
    notes = [t("Aimed at you: click to read"), t("Click to read")] if hit else [t("Click to read")]
    title = t("Since your turn")
    for note in notes:
        size = (max(text_width(line, px, True) for line in (title, note)) + round(28 * ts),
                2 * round(px * 1.3) + round(16 * ts))
        tab = room.free(size, near, gap, bounds)
        if tab is not None:
            break
    else:
        tab = room.place(size, lay.mat, gap, sides=("above", "below", "left", "right"))
    return RecapPlan(opened.rect, title, opened.rows, opened.more, px, px, tab, note)


def _made(table: Table, lines: Sequence[TurnLine], width: int, step: int, dropped: int, title: str) -> RecapPlan:
    """The panel ``width`` wide at the type step ``step``, every turn of ``lines`` whole (its
    rectangle at the origin; ``dropped`` turns said to be in the log)."""
    ts = table.text_scale
    px, title_px = table.small(step), table.small(TITLE)
    pad, mark = round(14 * ts), round(14 * ts)
    line_h = round(px * 1.3)
    rows = [(line, wrap(line.text, px, width - 2 * pad - mark, bold=line.about_you)) for line in lines]
    more = t("…and {count} more in the move log", count=dropped) if dropped else ""
    height = (pad + round(title_px * 1.5) + sum(len(r[1]) for r in rows) * line_h + len(rows) * round(4 * ts) + pad
              + len(more_rows(more, px, width, ts)) * line_h)
    return RecapPlan(pygame.Rect(0, 0, width, height), title, rows, more, px, title_px)


def opened_plan(table: Table, lines: Sequence[TurnLine]) -> RecapPlan:
    """The panel its tab opens, for ``lines`` in the room over the mat and your shelter row, down to your
    hand: as wide as it may be up to ``MAX_WIDTH`` (scaled by the words' size), each turn
    wrapped whole; the words a step of the table's scale smaller where they do not fit; where
    even the smallest step is too large, at a label's size, the oldest turns that did not
    touch you are left to the log ("…and 2 more in the move log")."""
    s, ts = table.scale, table.text_scale
    lay = layout_of(table).lay
    hand_top = lay.fan_anchor[1] - card_height(lay.card_w)
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
            oldest = next((i for i, row in enumerate(kept) if row[0].yours),
                          next((i for i, row in enumerate(kept) if not row[0].about_you), len(kept) - 1))
            kept.pop(oldest)  # your own move goes to the log first, then the oldest turn that did not touch you
            dropped += 1
        more = t("…and {count} more in the move log", count=dropped) if dropped else ""
        height = (head + sum(len(r[1]) for r in kept) * line_h + len(kept) * round(4 * ts) + pad
                  + len(more_rows(more, px, width, ts)) * line_h)
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
    outcome (first: it came first) in sky blue, the turns that touched you in gold with a rust edge, the rest in
    cream; or, folded, its tab."""
    ts = table.text_scale
    if recap.tab is not None:
        hit = any(line.about_you for line, _ in recap.rows)
        rounded_panel(surface, recap.tab, (60, 36, 30) if hit else (16, 22, 50), 242, radius=round(10 * ts),
                      border=TERRACOTTA if hit else GOLD, border_width=2)
        line_h = round(recap.text_px * 1.3)
        x, y = recap.tab.centerx, recap.tab.centery
        draw_text(surface, recap.title, recap.text_px, (x, y - line_h // 2), GOLD, anchor="center", bold=True)
        draw_text(surface, recap.tab_note, recap.text_px, (x, y + line_h // 2), CREAM, anchor="center")
        return
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
    for index, row in enumerate(more_rows(recap.more, recap.text_px, rect.width, ts)):
        draw_text(surface, row, recap.text_px, (x + mark, y + index * line_h), (170, 184, 220))


def more_rows(more: str, px: int, width: int, ts: float) -> list[str]:
    """The "…and 2 more in the move log" line wrapped to a panel ``width`` wide (a longer
    language's ran out of the narrowest panel); none without it."""
    return wrap(more, px, width - 2 * round(14 * ts) - round(14 * ts)) if more else []


__all__ = ["LEAST_WIDTH", "MAX_WIDTH", "RecapPlan", "RecapState", "draw", "due", "more_rows", "opened_plan", "plan"]
