"""Llamagedón's part in learning at the table: first-game tips and hint highlights.

Tips are read from the phase and the legal actions.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.llamagedon import (
    Attack,
    Block,
    Build,
    DrawTwo,
    Let,
    Pass,
    Phase,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
)
from ....rules.llamagedon.cards import ATTACK, DRAW2, LABELS, PROTECT, STEAL, SWAP
from ....rules.llamagedon.turns import wild_colour
from ...table.hints import area_lines, bubble_lines, undo_tip
from ...table.parts import Coach
from ...text import text_width, wrap
from ...widgets.cards import card_height
from .layout import layout_of, marker_label_rect
from .stage import stage_of
from .type_scale import LEAD

TIP_TAB = "»"
"""A folded tip's words beside its "Tip" tag: pointing at it opens the tip (as in Llamaland)."""

ACTION_CARD = {Attack: ATTACK, Steal: STEAL, Swap: SWAP, DrawTwo: DRAW2, Protect: PROTECT}
"""The card a move is played with (to highlight it in the hand)."""


CRAMPED = 14
"""A bubble's lines narrower than this many times its words' pixel size (fourteen Japanese
characters, some thirty English letters) are cramped: a wider place is taken first."""


def build_tip(late: bool) -> str:
    """The tip while you hold a pair: both sides of the choice, as the hint's reasons say them
    (``advice.py``): built, it counts but Attack and Steal can reach it; kept, it is safe from
    them and goes down by itself when the Llamagedón card turns up, until that card is out."""
    if late:
        return t("You hold a pair: build it (B) before the end. The Llamagedón card is out, so a pair in hand no "
                 "longer goes down by itself: only shelters in your row count.")
    return t("You hold a pair (B builds it). In your row a shelter counts at the end, but Attack and Steal can "
             "reach it; a pair kept in hand is safe from them and goes down by itself when the Llamagedón card "
             "turns up.")


class LlamagedonCoach(Coach):
    """First-game tips and hint highlights of the Llamagedón table."""

    _bubble_spot: tuple[Any, tuple[bool, pygame.Rect | None, bool]] | None = None
    """The last ``place`` found (whether it fits, where, whether its lines are roomy), with what
    it was found for."""
    _label = "Tip"
    """The tag of the bubble being placed ("Tip" or "Hint"): its width narrows the lines."""

    def private(self) -> bool:
        """Not while the whole table is asked in public whether anyone blocks: the hint would
        read the asked human's hand aloud (whether it holds a Block)."""
        return stage_of(self.table).face_up()

    def tip(self) -> str:
        """The tip for now, or its tab's words where it has no place on the table (five seats at
        1024x600 and 150%: it was cut under the hand); pointing at the tab opens it."""
        text = self.full_tip()
        if text and self.tip_folded() and not stage_of(self.table).tip_open:
            return TIP_TAB
        return text

    def tip_key(self) -> Any:
        return (self.tip_folded(), stage_of(self.table).tip_open)

    def tip_folded(self) -> bool:
        """Whether the tip's words have no place where they show whole: it folds to a tab."""
        text = self.full_tip()
        return bool(text) and not self.place(text)[0]

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: a folded tip opens while it rests on the tab or on the tip it opened."""
        stage = stage_of(self.table)
        shown = self.area() if self.table.coach.current() is None and self.tip_folded() else None
        stage.tip_open = shown is not None and shown.collidepoint(pos)

    def tip_acted_on(self, action: Any) -> str | None:
        """The tip a move of yours follows: an answer to a Block question, a build, a card
        played (the three colours' trade is one), a pass."""
        if isinstance(action, (Block, Let)):
            return "block"
        if isinstance(action, Build):
            return "build"
        if isinstance(action, Recover):
            return "recover"
        if isinstance(action, (Attack, Steal, Swap, DrawTwo, Protect)):
            return "action"
        if isinstance(action, Pass):
            return "pass"
        return None

    def full_tip(self) -> str:
        """What the tip says now, whether or not it is folded; "" once you have acted on it
        this game (the same tip on nearly every turn was noise)."""
        kind, text = self.situation_tip()
        return "" if kind in self.table.coach.acted else text

    def situation_tip(self) -> tuple[str, str]:
        """Which tip the situation now calls for, and its words (every time it arises); on your
        first turn, after Shelter cards went down, why first (see :meth:`laid_down_note`)."""
        kind, text = self._situation_tip()
        note = self.laid_down_note()
        return (kind, note + " " + text) if note and text else (kind, text)

    def laid_down_note(self) -> str:
        """Why you start with shelters and the others with none, on your first turn, while the
        Shelter cards laid down as it began are the last thing that happened: a playtester
        began with two and nobody said why."""
        view, seat = self.table.view, self.table.viewer
        obs = stage_of(self.table).view.obs
        if obs.turn != seat or obs.turn_number > obs.num_players or obs.phase is not Phase.MAIN:
            return ""
        last = view.position_events() if view.moves else view.deal_events()
        if not any(e.kind == "place" and e.seat == seat for e in last):
            return ""
        return t("Your Shelter cards went down at once: each player lays theirs down on their own turn.")

    def _situation_tip(self) -> tuple[str, str]:
        legal = self.table.legal()
        if not legal:
            return "", ""
        if stage_of(self.table).view.obs.phase is Phase.BLOCK:
            return "block", t("An action card is on the table. A Block cancels it, and a Block can be blocked in turn: "
                     "K plays your Block, L lets the chain stand as it is.")
        if any(isinstance(a, Build) for a in legal):
            return "build", build_tip(stage_of(self.table).view.obs.llamagedon_by is not None)
        if any(isinstance(a, Recover) for a in legal):
            return "recover", t("You hold three colours: click the table mat (or drop one of them on it) to trade them for any "
                     "card of the discard pile. Or drag an action card onto its target, or end your turn (P).")
        if any(isinstance(a, (Attack, Steal, Swap, DrawTwo, Protect, Recover)) for a in legal):
            return "action", t("Drag one action card onto its target: Attack or Steal onto a rival's shelter, Swap onto a rival, "
                     "Draw 2 onto the table mat, Protect onto your shelter. Or end your turn (P).")
        return "pass", t("No action card can be played now: end your turn (P). Collect pairs: the most shelters wins.")

    def area(self) -> pygame.Rect | None:
        """Where the tip goes: under the status line (the kit's place) when it has room there
        above your hand; in a small window, an empty place on the left: the column under the
        Llamagedón marker (left of your shelter row), or for a tip too long for it (Japanese is
        long in narrow lines) an empty stretch above the deck row (beside or between the rivals'
        panels), or the tall column left of the marker; each only where no panel or the log
        stands in it and the tip fits whole. A hint goes by its own words: with five seats at a
        large Size there is no room for a bubble above the hand, and the hint's one sentence
        fits the stretch between the rivals' panels where the tip with its Undo note does not."""
        advice = self.table.coach.current()  # a hint's bubble is placed by its own words and tag
        if advice is not None:
            return self.place(advice.text, "Hint")[1]
        if self.table.coach.waiting():  # from its first frame where the hint will stand, not in the Tip's tab
            return self.place(t("Weighing your moves as the hard bot would…"), "Hint")[1]
        if self.tip_folded():
            return self.open_area() if stage_of(self.table).tip_open else self.tab_area()
        return self.place(self.table.coach.shown_tip or f"{self.tip()} {undo_tip()}")[1]

    def fits(self, text: str) -> bool:
        """A folded tip has no room for the Undo note: it comes as a message after the move; so
        does a note that would squeeze the tip into a narrow column (``CRAMPED``) where the tip
        alone has a wider place."""
        if self.tip_folded() or not self.place(text)[0]:
            return False
        assert self._bubble_spot is not None
        return self._bubble_spot[1][2] or not self._roomy_place(text.removesuffix(undo_tip()).rstrip())

    def _roomy_place(self, text: str) -> bool:
        """Whether ``text`` has a place with roomy lines (``CRAMPED``)."""
        self.place(text)
        assert self._bubble_spot is not None
        return self._bubble_spot[1][0] and self._bubble_spot[1][2]

    def tab_area(self) -> pygame.Rect:
        """The folded tip's tab: under the status line where it has room above the hand, else
        in the first empty place on the left (the column under the Llamagedón marker...)."""
        table, lay = self.table, layout_of(self.table).lay
        s, ts, frame = table.scale, table.text_scale, table.frame
        size = table.small(LEAD)
        width = text_width(t("Tip"), size, True) + round(44 * ts) + text_width(TIP_TAB, size) + round(6 * ts)
        height = round(size * 1.35) + round(16 * ts)
        hand_top = lay.fan_anchor[1] - card_height(lay.card_w) - round(24 * s)
        top = self.under_status()
        if top + height <= hand_top:
            return pygame.Rect(frame.size[0] // 2 - width // 2, top, width, height)
        others = [table.panel_rect(seat) for seat in range(len(table.names)) if seat != table.viewer]
        for column in self.columns(others):
            # its top left, or its foot (four seats at 150%: the column's top is a rival's panel,
            # the tab stood under the status line's second line and the hand instead)
            for tab in (pygame.Rect(column.left, column.top, width, height),
                        pygame.Rect(column.left, column.bottom - height, width, height)):
                if column.contains(tab) and not tab.colliderect(frame.log) and not any(tab.colliderect(r) for r in others):
                    return tab
        return pygame.Rect(frame.size[0] // 2 - width // 2, top, width, height)  # under the status line all the same

    def under_status(self) -> int:
        """Where a bubble under the status line begins: under its second line too (at 150% the
        tab stood over 'turn.', the second line's word)."""
        pill, ts = self.table.status.pill(), self.table.text_scale
        return max(self.table.frame.status_y + round(42 * ts), 0 if pill is None else pill[0].bottom + round(8 * ts))

    def open_area(self) -> pygame.Rect:
        """The folded tip opened: across the table under the top bar, a moment, as tall as its words."""
        table, frame = self.table, self.table.frame
        ts = table.text_scale
        gap = round(16 * table.scale)
        width = min(frame.size[0] - 2 * gap, round(720 * ts))
        text = self.full_tip()
        height = self.tip_height(text, width, pygame.Rect(0, 0, width, frame.size[1]))
        return pygame.Rect(frame.size[0] // 2 - width // 2, frame.top_bar.bottom + gap, width, height)

    def place(self, text: str, label: str = "Tip") -> tuple[bool, pygame.Rect | None]:
        """Whether a bubble tagged ``label`` ("Tip" or "Hint") saying ``text`` fits whole, and
        where (None: the kit's place); asked every frame the bubble shows, so kept until the
        text or the table's layout changes."""
        table = self.table
        others = tuple(tuple(table.panel_rect(seat)) for seat in range(len(table.names)) if seat != table.viewer)
        pill = table.status.pill()
        key = (text, label, table.frame.size, table.scale, tuple(table.frame.log), tuple(table.frame.me_panel), others,
               None if pill is None else tuple(pill[0]))
        if self._bubble_spot is None or self._bubble_spot[0] != key:
            self._label = label
            self._bubble_spot = (key, self._find_place(text))
        return self._bubble_spot[1][:2]

    def _find_place(self, text: str) -> tuple[bool, pygame.Rect | None, bool]:
        table, lay = self.table, layout_of(self.table).lay
        s, frame = table.scale, table.frame
        hand_top = lay.fan_anchor[1] - card_height(lay.card_w) - round(24 * s)
        if self.under_status() + self.tip_height(text, None) <= hand_top:
            return True, None, True
        others = [table.panel_rect(seat) for seat in range(len(table.names)) if seat != table.viewer]
        columns = self.above_status(self.columns(others))
        # at the player's size first, then at the table's own (the bubble's words get smaller,
        # down to their 100% size, before the tip goes where it would be cut or hidden)
        sizes = sorted({table.small(LEAD), min(table.small(LEAD), max(12, round(LEAD * s)))}, reverse=True)
        # and at each size a place whose lines are roomy first: a narrow column broke a Japanese
        # tip at 150% every phrase or two (a playtest at 1920x1080), where the stretch above the
        # deck row had room for it with the Undo note said after the move
        for size in sizes:
            for roomy_only in (True, False):
                for column in columns:
                    if column.width < round(200 * s) or column.height < round(140 * s):
                        continue
                    if column.colliderect(frame.log) or any(column.colliderect(rect) for rect in others):
                        continue
                    roomy = self.line_room(column.width, size) >= CRAMPED * size
                    if roomy_only and not roomy:
                        continue
                    shown, whole = self.tip_lines(text, column.width, column, size)
                    if self.tip_height(text, column.width, column, size) > column.height or len(shown) < len(whole):
                        continue  # the column would cut it (a long Japanese tip)
                    return True, column, roomy
        return False, None, False

    def above_status(self, columns: list[pygame.Rect]) -> list[pygame.Rect]:
        """Each column cut short above the status line where the line reaches into it: a long
        sentence's line (a long language) ran under the tip in the column left of your shelters."""
        pill = self.table.status.pill()
        if pill is None:
            return columns
        gap = round(8 * self.table.scale)
        line = pill[0].inflate(0, 2 * gap)  # clear above it; beside it the column may come close
        return [pygame.Rect(c.left, c.top, c.width, min(c.bottom, line.top) - c.top) if c.colliderect(line) else c
                for c in columns]

    def columns(self, others: list[pygame.Rect]) -> list[pygame.Rect]:
        """The empty places on the left a bubble may take in a small window: the column under
        the Llamagedón marker, the stretches above the deck row, the tall column left of the marker."""
        table, lay = self.table, layout_of(self.table).lay
        s, frame = table.scale, table.frame
        gap = round(16 * s)
        label = marker_label_rect(lay, lay.marker_label_px, s, lay.marker_label_above)
        under = max(lay.marker.bottom, label.bottom) + round(12 * s)  # under the marker's label
        high = frame.top_bar.bottom + gap
        columns = [pygame.Rect(gap, under, lay.mine.left - 3 * gap, frame.me_panel.top - gap - under)]
        columns += self.gaps_above_deck_row(others, high, gap)
        columns.append(pygame.Rect(gap, high, min(lay.marker.left, label.left) - 2 * gap, frame.me_panel.top - gap - high))
        return columns

    def gaps_above_deck_row(self, others: list[pygame.Rect], top: int, gap: int) -> list[pygame.Rect]:
        """The empty stretches between the rivals' panels above the deck row (the corner left of
        them included, the log's side left out), widest first."""
        lay, frame = layout_of(self.table).lay, self.table.frame
        bottom = lay.marker.top - gap
        edges = sorted((rect.left, rect.right) for rect in others if rect.top < lay.marker.top)
        right_edge = frame.log.left if frame.log.top < lay.marker.top else frame.size[0]
        found, x = [], 0
        for left, right in edges + [(right_edge, right_edge)]:
            if left - x > 2 * gap and bottom > top:
                found.append(pygame.Rect(x + gap, top, left - x - 2 * gap, bottom - top))
            x = max(x, right)
        return sorted(found, key=lambda rect: -rect.width)

    def tip_lines(self, text: str, width: int | None, area: pygame.Rect | None = None,
                  size: int | None = None) -> tuple[list[str], list[str]]:
        """``text``'s lines in a bubble ``width`` wide (None: the kit's width under the status
        line), in ``area`` if it has one, at ``size`` px (the player's): as shown, and as
        wrapped uncut."""
        table, frame, s = self.table, self.table.frame, self.table.text_scale  # the bubble is words
        size = table.small(LEAD) if size is None else size
        most = None if area is None else area_lines(area, size, s)
        if width is None:
            centre = frame.size[0] // 2
            width = (frame.status_room.width if frame.status_room is not None else
                     max(round(240 * s), min(frame.size[0] - round(40 * s), round(720 * s),
                                             2 * (frame.log.left - centre) - round(24 * s))))
        room = self.line_room(width, size)
        return bubble_lines(text, size, room, most), wrap(text, size, room)

    def line_room(self, width: int, size: int) -> int:
        """How wide the words' lines are in a bubble ``width`` wide, at ``size`` px (its tag
        stands left of them)."""
        tag = t("Hint") if self._label == "Hint" else t("Tip")  # the bubble's tag
        return width - text_width(tag, size, True) - round(44 * self.table.text_scale)

    def tip_height(self, text: str, width: int | None, area: pygame.Rect | None = None,
                   size: int | None = None) -> int:
        size = self.table.small(LEAD) if size is None else size
        lines = self.tip_lines(text, width, area, size)[0]
        return len(lines) * round(size * 1.35) + round(16 * self.table.text_scale)

    def rects(self, action: Any) -> list[pygame.Rect]:
        lay = layout_of(self.table).lay
        for kind, key in ((Build, "build"), (Replace, "replace"), (Pass, "pass")):
            if isinstance(action, kind):
                button = self.table.controls.buttons.get(key)
                return self._pieces(action) + ([button.rect.copy()] if button is not None else [])
        if isinstance(action, (Block, Let)):  # the Block window's answer buttons
            key = "block" if isinstance(action, Block) else "let"
            return [b.rect.copy() for b in stage_of(self.table).prompt_buttons if b.key == key]
        rects: list[pygame.Rect] = []
        card = ACTION_CARD.get(type(action))
        sprite = stage_of(self.table).fan.sprite_for(card) if card is not None else None
        if sprite is not None:
            rects.append(sprite.rect())
        stage = stage_of(self.table)
        if isinstance(action, (Attack, Steal)):  # the shelter card it aims at, not the whole panel
            rects.append(self._shelter(stage.shelter_rects(action.seat), action.shelter,
                                       self.table.panel_rect(action.seat)))
        elif isinstance(action, Swap):  # a Swap takes a rival's hand: their panel is its target
            rects.append(self.table.panel_rect(action.seat).copy())
        elif isinstance(action, (DrawTwo, Recover)):
            rects.append(lay.mat.copy())
        elif isinstance(action, Protect):  # the shelter it protects, not the whole row
            rects.append(self._shelter(stage.shelter_rects(self.table.viewer), action.shelter, lay.mine))
        return rects

    def _pieces(self, action: Any) -> list[pygame.Rect]:
        """The cards a build or a Wild's swap takes, and the Wild it swaps out: the button alone
        left a newcomer asked to build "from a red and the Wild" looking for which cards."""
        stage = stage_of(self.table)
        if isinstance(action, Build):  # each card it takes, a pair's two included
            taken: list[pygame.Rect] = []
            for kind in dict.fromkeys((action.colour, action.second)):
                same = [sprite for sprite in stage.fan.cards if sprite.value == kind]
                taken += [sprite.rect() for sprite in same[:2 if action.colour == action.second else 1]]
            return taken
        if isinstance(action, Replace):
            areas = stage.view.obs.areas
            if not 0 <= action.seat < len(areas) or not 0 <= action.shelter < len(areas[action.seat]):
                return []
            colour = wild_colour(areas[action.seat][action.shelter])
            sprite = stage.fan.sprite_for(colour) if colour is not None else None
            shelters = stage.shelter_rects(action.seat)
            mine = [sprite.rect()] if sprite is not None else []
            return mine + ([shelters[action.shelter].copy()] if action.shelter < len(shelters) else [])
        return []

    @staticmethod
    def _shelter(shelters: list[pygame.Rect], index: int, whole: pygame.Rect) -> pygame.Rect:
        """Shelter ``index`` of ``shelters`` as drawn, or ``whole`` (the row or panel) where it is not shown."""
        return shelters[index].copy() if 0 <= index < len(shelters) else whole.copy()

    def move_name(self, action: Any) -> str:
        names = {Build: "Build a shelter", Replace: "Swap out a Wild", Recover: "Trade three colours",
                 Attack: "Attack", Steal: "Steal", Swap: "Swap", DrawTwo: "Draw 2", Protect: "Protect",
                 Block: "Block it", Let: "Let it happen", Pass: "End your turn"}
        return t(names.get(type(action), str(action)))

    def move_name_at(self, action: Any, observation: Any) -> str:
        """Whose shelter, which card: the review names the move away from its table (``move_names``)."""
        from .move_names import whole_name

        return whole_name(action, observation, self.table.names)

    def namer(self, kind: str, value: Any) -> str:
        return t(LABELS[value]) if kind in ("card", "give") and value in LABELS else str(value)


__all__ = ["ACTION_CARD", "LlamagedonCoach", "build_tip"]
