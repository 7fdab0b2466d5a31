"""A guided game at the real table: the table's mode while a lesson runs (``learn/``).

It is the live mode plus a guide's voice: a bubble that says what the step asks and why
(and what the bots just did), rings around what to take and where to put it (the game's
coach part finds them, as for the Hint button), Skip step and Leave under the bubble, and at
the end a finish panel with what was learned and an offer of a real game against easy bots
(``guide_finish.py``). The bubble stands in the game's tip place, then keeps that place through
the lesson, unless it covers a ring or kept words; then ``guide_room.py`` finds a spot near it.
A wrong move never reaches the rules: the guided match refuses it with the step's sentence,
which the table shows as any refusal. The step reached is kept as the lesson goes on, so
leaving at any time continues there later; the finish clears it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import sentences, t
from ...learn import progress
from ..palette import CREAM, INK_SOFT, PAPER, RUST, TERRACOTTA
from ..scale import text_px, window_fit
from ..scene import PopToRoot
from ..text import draw_text, rounded_panel, text_width, wrap
from . import modes
from .guide_finish import draw_finish, finish_event, play_real_game
from .guide_room import WORD_COST, best_spot, cost_of, edges_of, steady_spot, weigh
from .guide_wait import WaitNote
from .guide_words import draw_learn_lines, draw_rings, pill_size, pills_width
from .modes import LiveMode

if TYPE_CHECKING:
    from ...learn import Guide
    from .kit import Table, TableMode

FINISH_PAUSE = 0.8
"""Seconds the last move stays on the table before the finish panel comes."""


class GuideMode(LiveMode):
    """The live mode of a guided game (the table's ``mode``)."""

    keeps_hint, fast_forwards, hint_turns_tile = True, False, False
    """A hint's ghost (Llamaland's gold outline of a tile) is the guide's to show and hide: it does
    not lapse as a Hint's does. The bots' moves, each told by the guide, never fast-forward. A
    tile held over the outline is not turned to fit it as over a Hint's ghost: the step asks
    the player to turn (R) and flip (F) it, and F must be seen to flip."""

    def __init__(self, table: Table, guide: Guide) -> None:
        super().__init__(table)
        self.guide = guide
        self.buttons: dict[str, pygame.Rect] = {}
        self.finish_open = False
        self.finish_wait = FINISH_PAUSE
        self.kept = -1
        self.pulse = 0.0
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.words_size = 0  # the bubble's words' pixel size this frame (never under least_size)
        self.rung: list[pygame.Rect] = []  # the rings drawn this frame, outline included: the bubble keeps clear
        self._moved: dict[Hashable, tuple[int, int, pygame.Rect, int]] = {}  # spots found lately, by what for
        self._homes: dict[Hashable, tuple[int, int]] = {}  # the first step's spot, by window and text size
        self._last: tuple[int, int] | None = None  # where it stood last: a forced move stays near it
        self.wait = WaitNote()  # a press while the bots play: the refusal, and the bubble says it too

    # -- the frame -------------------------------------------------------------------------
    def takes_frame(self, dt: float) -> bool:
        """Keeps the step reached; at the finish, holds the table (no results: it never counted)."""
        self.pulse += dt
        guide, table = self.guide, self.table
        table.coach.first_game = False  # the guide speaks instead of the first-game tips
        if guide.finished() and not self.finish_open and table.flow.interlude is not None:
            return False  # the game's own scoring (Llamaland's score pad) first: the player's numbers
        if guide.finished():
            self.finish_wait -= dt
            if self.finish_wait <= 0 and not table.animator.busy and not self.finish_open:
                self.finish_open = True
                table.controls.refresh()  # the kit's buttons step aside for the panel (``refresh``)
                progress.save_step(guide.lesson.game, 0)
                progress.mark(guide.lesson.game, done=True)  # the menu's card now offers the real game
                table.parts.stage.sync(animate=False)  # the table as the game ended, under the panel
            if self.finish_open:
                table.toasts.clear()  # the last round's news is told by the panel now, not over it
            return True  # the script is done: no bot moves on, no results (it never counted)
        if guide.answers_for_player() and table.my_turn() and not table.animator.busy:
            expected = guide.expected()  # an answer with no choice in it (no Block in hand): made for them
            if expected is not None:
                table.moves.try_action(expected, asked=True)
        if guide.step_index != self.kept:
            self.kept = guide.step_index
            message = progress.save_step(guide.lesson.game, guide.step_index)
            if message:
                table.toasts.show(message)
        return False

    def refresh(self) -> bool:
        """At the finish the game's buttons, Undo and Hint are hidden: the finish panel stands
        where they are in a small window, and the game is over anyway."""
        if not self.finish_open:
            return super().refresh()
        keys = [spec.key for spec in self.table.parts.intents.buttons()] + ["undo", "hint"]
        for key in keys:
            button = self.table.controls.buttons.get(key)
            if button is not None:
                button.hide()
        return True

    def lively(self) -> bool:
        return True  # the rings pulse

    def shows_results(self) -> bool:
        return False  # the finish panel instead: a guided game has no results to count

    def opening_interlude(self) -> Any:
        return None

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.finish_open:
            return self._finish_event(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((key for key, rect in self.buttons.items() if rect.collidepoint(event.pos)), None)
            if hit == "skip":
                self.skip()
                return True
            if hit == "leave":
                self.table.request = PopToRoot()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and any(r.collidepoint(event.pos) for r in self.buttons.values()):
            return True
        self.wait.see(self.table, self.guide, event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.play_ringed()
        return False

    def play_ringed(self) -> bool:
        """Enter plays what the rings show, unless a chooser or a tile moved by keys takes Enter; a
        piece to lay comes into the hand first, as the game's keys bring it (``hold_for_keys``)."""
        guide, table = self.guide, self.table
        expected = guide.expected() if guide.players_turn() and table.my_turn() else None
        if expected is None or table.animator.busy or table.routing.modal_layer() or table.parts.keys.busy():
            return False
        hold = getattr(table.parts.coach, "hold_for_keys", None)
        if hold is not None and hold(expected, guide.following()):
            return True
        table.parts.stage.cancel()  # a piece held by the mouse goes back: the move lands where the rings are
        return table.moves.try_action(expected, asked=True) or True

    def skip(self) -> None:
        """Make the step's moves for the player, through the table so they show as moves do."""
        guide, table, index = self.guide, self.table, self.guide.step_index
        guide.skipped.add(index)  # the bubble then says the guide made the move (``Guide.news``)
        while guide.players_turn() and guide.step_index == index and table.my_turn():
            if not table.moves.try_action(guide.expected(), asked=True):
                return

    def _finish_event(self, event: pygame.event.Event) -> bool:
        return finish_event(self.table, self.buttons, self.guide.lesson.game, event)

    def play_real_game(self) -> None:
        """A real game (it counts) against easy bots, as many seats as the lesson had."""
        play_real_game(self.table, self.guide.lesson.game)

    # -- words ---------------------------------------------------------------------------------
    def words(self, short: bool = False) -> str:
        """What the bubble says now: the bots' news, then the step's ask (or its result);
        ``short``: the ask alone (a window with no room for more: the move log tells the news)."""
        guide = self.guide
        step = guide.step()
        ask = t(guide.ask(1) if self.half_made() else guide.ask())
        if short and guide.players_turn() and step is not None:
            return ask
        said = [t(text) for text in guide.news()] + [self.wait.words(self.table, guide)]
        if guide.position == 0 and guide.lesson.welcome and not self.half_made():  # said once, before a tile in hand
            said.insert(0, t(guide.lesson.welcome))
        if guide.players_turn() and step is not None:
            done = guide.last_done()
            if done and not guide.news():
                said.insert(0, t(done))
            said.append(ask)
        elif guide.last_done():
            said.insert(0, t(guide.last_done()))
        return sentences(*said)

    def half_made(self) -> bool:
        """Whether the move asked is half made on the table (a Llamaland tile in hand is taken only
        when laid): the bubble then asks for the next move, laying it (turned with R)."""
        guide = self.guide
        following = guide.following() if guide.players_turn() else []
        if not following:
            return False
        held = self.table.parts.coach.position()
        return held is not None and following[0] in held[1]

    # -- drawing -------------------------------------------------------------------------------
    def draw_over(self, surface: pygame.Surface) -> None:
        if self.finish_open:
            self.buttons = draw_finish(self.table, self.guide.lesson, surface, self.guide.skipped)
            return
        table = self.table
        expected = self.guide.expected() if self.guide.players_turn() and table.my_turn() else None
        rang, self.rung = self.rung, []
        if expected is not None and not table.animator.busy:
            grow = round(12 * table.scale) + 4  # the ring stands around what it shows, its ink outline too
            self.rung = [rect.inflate(grow, grow) for rect in self.ring_rects(expected)]
            draw_rings(surface, self.rung, self.table.scale, self.pulse)
            table.room.keep_all(self.rung)  # a message that comes now (a toast) stands clear of them
        elif rang:
            table.parts.coach.rects(None)  # no step asks now: a ghost the rings showed goes too
        text = self.words()
        self.buttons = {}
        if text:
            self._draw_bubble(surface, text, self.words(short=True))

    def ring_rects(self, expected: Any) -> list[pygame.Rect]:
        """What to ring for the move asked now: the coach's highlights, or, when the step's next
        move follows from it (a tile taken to be laid), the coach's ``plan_rects`` for both; then
        what the step's words name besides (``Step.shows``), which the bubble must not cover."""
        coach = self.table.parts.coach
        plan, following = getattr(coach, "plan_rects", None), self.guide.following()
        found: list[pygame.Rect] = plan(expected, following) if plan is not None and following else coach.rects(expected)
        named = [rect for shown in self.guide.shown() for rect in coach.rects(shown)]
        return found + [rect for i, rect in enumerate(named) if rect not in found + named[:i]]  # each ringed once

    def _place(self) -> tuple[int, int, int]:
        """The bubble's centre x, top and width: the game's tip place, or under the status line."""
        table = self.table
        s = table.text_scale
        area = table.parts.coach.area()
        if area is not None:
            return area.centerx, area.top, area.width
        top = table.frame.status_y + round(42 * s)
        pill = table.status.pill()
        if pill is not None:
            top = max(top, pill[0].bottom + round(8 * s))
        return table.frame.size[0] // 2, top, table.coach.max_width()

    def _draw_bubble(self, surface: pygame.Surface, text: str, short: str) -> None:
        """The bubble saying ``text`` where it covers least (``short`` instead where the whole
        text would cover what the table keeps readable and the short one covers less)."""
        table = self.table
        s = table.text_scale
        small = table.small(13)
        names = {"skip": t("Skip step"), "leave": t("Leave")}
        size, width, rect, cost = self._placement(text, small, names)
        if cost >= WORD_COST and short and short != text:
            placed = self._placement(short, small, names)
            if placed[3] < cost:
                text, (size, width, rect, cost) = short, placed
        self.words_size = size
        lines = self._shape(text, size, small, width, names)[1]
        pill_h = round(small * 1.7)
        rounded_panel(surface, rect.move(3, 4), (0, 0, 0), 80, radius=round(12 * s))
        rounded_panel(surface, rect, PAPER, 245, radius=round(12 * s), border=TERRACOTTA, border_width=2)
        draw_learn_lines(surface, rect, lines, size, s)
        x, px = rect.right - round(10 * s), pill_size(names.values(), small, rect.width, s)
        for key in ("leave", "skip"):
            if key == "skip" and not self.guide.players_turn():
                continue
            w = text_width(names[key], px, True) + round(20 * s)
            pill = pygame.Rect(x - w, rect.bottom - pill_h - round(6 * s), w, pill_h)
            rounded_panel(surface, pill, RUST if key == "skip" else INK_SOFT, 255, radius=pill_h // 2)
            draw_text(surface, names[key], px, pill.center, CREAM, anchor="center", bold=True)
            self.buttons[key] = pill
            x = pill.left - round(8 * s)
        self.bubble = rect
        table.room.keep(rect)

    def _placement(self, text: str, small: int, names: dict[str, str]) -> tuple[int, int, pygame.Rect, int]:
        """(words' size, width, spot, what it covers) of a bubble saying ``text``: its own place
        (the game's tip place, kept clear of the status line, a window over the table and the
        hand), or where ``_elsewhere`` finds one covering less."""
        table = self.table
        s = table.text_scale
        size = table.small(15)
        floor = self.least_size()
        centre, top, width = self._place()
        rect, lines = self._shape(text, size, small, width, names)
        area = table.parts.coach.area()
        while area is not None and rect.height > area.height and size > floor:  # its place holds it, smaller
            size -= 1
            rect, lines = self._shape(text, size, small, width, names)
        rect.midtop = (centre, top)
        status = table.status.pill()
        if (area is not None and status is not None and rect.colliderect(status[0])
                and status[0].left - rect.left > round(208 * s)):
            # the status line beside the tip's column: the bubble keeps to its left, smaller if need be
            # (with no room there, as 1229x690 at 150%, ``_elsewhere`` finds a spot clear of it)
            room = status[0].left - round(8 * s) - rect.left
            while True:
                rect, lines = self._shape(text, size, small, min(width, room), names)
                rect.topleft = (area.left + (area.width - rect.width) // 2, top)
                if not rect.colliderect(status[0]) or size <= floor:
                    break
                size -= 1
        over = self._panel_over_table()
        if over is not None and rect.colliderect(over) and rect.centerx < over.left:
            # a window open over the table (a Block window): the bubble keeps to its left
            room = over.left - round(10 * s) - rect.left
            if room >= round(200 * s):
                rect, lines = self._shape(text, size, small, room, names)
                rect.topleft = (over.left - round(10 * s) - room, top)
        bottom = table.frame.tip_bottom
        if bottom is not None and rect.bottom > bottom - round(4 * s) and table.parts.coach.area() is None:
            # no room above the hand: a column on the left, above the player's own panel
            panel = table.panel_rect(table.viewer)
            rect, lines = self._shape(text, size, small, max(panel.width, round(330 * s)), names)
            rect.bottomleft = (panel.left, panel.top - round(12 * s))
            rect.top = max(rect.top, table.frame.log.top)  # never up into the top bar
        return self._elsewhere(text, size, small, rect, names)

    def least_size(self) -> int:
        """The smallest the bubble's words may be: their size at the player's 100% in this window
        (at 150% they may shrink to make room, never below what 100% would show)."""
        return text_px(window_fit(self.table.frame.size), 15)

    def _elsewhere(self, text: str, size: int, small: int, rect: pygame.Rect,
                   names: dict[str, str]) -> tuple[int, int, pygame.Rect, int]:
        """(words' size, width, spot, cost) of the bubble: where the first step's stood in this window
        (its home), or nearest it while there it covers a ring or kept words (``steady_spot``);
        the first in its own place ``rect`` unless that covers a ring, leaves the window or covers
        kept words while a spot covering less exists (``best_spot``: first inside the message area,
        then anywhere), in a few shapes. Found once for a sentence, window and rings, then kept."""
        table = self.table
        s = table.text_scale
        home = self._homes.get((table.frame.size, s))
        status = table.status.pill()  # the line saying what to do now: never under the bubble, as a ring
        rung = [*self.rung, *([status[0]] if status is not None else [])]
        key = (text, size, tuple(rect), table.frame.size, s, tuple(tuple(r) for r in rung),
               table.animator.busy, home, self._last)
        if key in self._moved:
            self._last = self._moved[key][2].topleft
            return self._moved[key]
        margin, (w, h), bar = round(6 * table.scale), table.frame.size, table.frame.top_bar.bottom
        screen = pygame.Rect(margin, bar + margin, w - 2 * margin, h - bar - 2 * margin)
        rings = [ring.inflate(2 * margin, 2 * margin) for ring in rung]
        kept, pictures, area = table.room.kept, table.room.pictures, table.room.messages
        # on the whole window the bubble lies wholly inside the message area or wholly out of it
        whole = weigh(screen, [*kept, *([] if area is None else edges_of(area))], pictures, rings)
        least = cost_of(whole, screen, rect)
        result = (size, rect.width, rect, least)
        if (least if home is None else rect.topleft != home or least >= WORD_COST):
            widest = min(screen.width, round(720 * s))
            widths = sorted({min(widest, max(round(200 * s), round(rect.width * f))) for f in (1.0, 1.4, 1.8, 0.75, 0.55, 0.4)},
                            key=lambda x: abs(x - rect.width))
            smallest = max(self.least_size(), round(size * 0.75))
            pxs = sorted({size, (size + smallest) // 2, smallest}, reverse=True)
            shapes = [(px, width) for px in pxs for width in widths]
            sizes = [self._shape(text, px, small, width, names)[0].size for px, width in shapes]
            inside = [] if area is None else [(screen.clip(area), weigh(screen.clip(area), kept, pictures, rings))]
            level = least // WORD_COST
            for bounds, totals in [*inside, (screen, whole)]:
                found = (best_spot(sizes, totals, bounds, rect.topleft) if home is None else
                         steady_spot(sizes, [pxs.index(px) for px, _ in shapes], totals, bounds, home, self._last))
                if found is not None and (found[0] < least if home is None else found[0] // WORD_COST <= level):
                    least, level, result = found[0], found[0] // WORD_COST, (*shapes[found[1]], found[2], found[0])
                if level == 0:
                    break  # over pictures at most: the message area is the place
        if home is None and self.rung:  # the first step asked, the table at rest: the lesson's place
            self._homes[(table.frame.size, s)] = result[2].topleft
        self._last = result[2].topleft
        if len(self._moved) > 8:
            self._moved.clear()  # spots of sentences and windows long gone
        self._moved[key] = result
        return result

    def _panel_over_table(self) -> pygame.Rect | None:
        """The panel a game's stage shows over the table for a while (Llamagedón's Block window)."""
        rect = getattr(getattr(self.table.parts.stage, "panel", None), "rect", None)
        return rect if isinstance(rect, pygame.Rect) else None

    def _shape(self, text: str, size: int, small: int, width: int,
               names: dict[str, str]) -> tuple[pygame.Rect, list[str]]:
        """The bubble's size and lines for ``text`` in ``width`` pixels; never narrower than its pills."""
        s = self.table.text_scale
        label_w = text_width(t("Learn"), size, True) + round(20 * s)
        lines = wrap(text, size, width - label_w - round(24 * s))
        line_h, pill_h = round(size * 1.35), round(small * 1.7)
        height = len(lines) * line_h + round(16 * s) + pill_h + round(6 * s)
        pills = pills_width(names.values(), pill_size(names.values(), small, width, s), s)
        inner = max([text_width(line, size) for line in lines] + [pills - round(8 * s)])
        return pygame.Rect(0, 0, max(pills, min(width, label_w + round(24 * s) + inner)), height), lines


def mode_for(table: Table, match: Any) -> TableMode:
    """The guide's mode for a guided match (it carries its ``guide``), else the kit's choice."""
    guide = getattr(match, "guide", None)
    return GuideMode(table, guide) if guide is not None else modes.mode_for(table, match)


__all__ = ["GuideMode", "mode_for"]

