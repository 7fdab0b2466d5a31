"""Learning at the table: first-game tips, and the Hint button's advice.

First-game tips: while ``settings.hints`` is on and the player has not finished a game of
this one yet (the statistics count finished games), the table's ``hint_text()`` hook says
what to do next and why (why a card is dimmed, where to drag, the next step of a turn). The
tip is computed from the legal actions and the phase, so it changes as soon as the player
has done it, and it goes away at once when hints are switched off in Settings.

The Hint button: the review's judgement of the position, the hard bot's choice on what the
viewer knows (never the full state), with one sentence why (``bots.explain`` gives a reason
code, ``advice`` words it). It is asked through the viewer's ``SeatView.hint``, which thinks in
the bot worker: until the answer comes (well under a second of processor) the bubble says the
hint is being worked out and the window keeps drawing. The table highlights the move (its
``hint_rects`` hook) until the position changes; an answer for a position already left is
dropped.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ... import storage
from ...bots.explain import Suggestion
from ...i18n import language, sentences, t
from .. import sound
from ..palette import CREAM, GOLD
from ..scale import MIN_TEXT
from ..text import wrap
from . import hint_bubble
from .advice import HINT_PATIENCE, Advice, Asked, sentence
from .hint_bubble import MAX_LINES, area_lines, bubble_image, bubble_lines, bubble_room, undo_tip

if TYPE_CHECKING:
    from .kit import Table

UNDO_NOTE_TIME = 9.0
"""Seconds the Undo note stays when it comes as a message of its own (long enough to read twice)."""


def finished_before(game_name: str) -> bool:
    """Whether the player has finished a game of ``game_name`` (then tips are not needed)."""
    try:
        stats, _ = storage.load_statistics()
    except OSError:
        return False
    return stats.played(game_name) > 0


class TipsAndHints:
    """The tips and the hints of one table (the kit owns one per ``Table``)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.first_game = not finished_before(table.game_name)
        self.advice: Advice | None = None
        self.asked: Asked | None = None
        """A hint on its way from the bot worker (None: none asked, or it has come)."""
        self.pulse = 0.0
        self.shown_rect: pygame.Rect | None = None
        self._tip: tuple[Hashable, str] | None = None
        """The last tip and the position it was read for (legal actions are not read every frame)."""
        self._undo_told: Hashable = None
        """The position whose tip also said that Undo exists (said once, in the first tip)."""
        self._sized: tuple[Hashable, int, int | None, bool] = (None, 0, None, False)
        """The last tip's text and layout, and the size its bubble has room for."""
        self._note_after_move = False
        self.acted: set[Hashable] = set()
        """The tips the player has acted on this game (``Coach.tip_acted_on``): not shown again."""
        """The first tip had no room for the Undo note: it is said after the player's move,
        as a message, while the bots answer (when Undo is what a slip needs)."""

    # -- first-game tips -------------------------------------------------------------------
    def tips_on(self) -> bool:
        """Tips show for a human player in their first game, while hints are on in Settings."""
        table = self.table
        return bool(table.humans) and self.first_game and bool(getattr(table.app.settings, "hints", True))

    def tip(self) -> str:
        """The tip for now ("" when none): the table's ``hint_text`` on the viewer's turn."""
        table = self.table
        if not self.tips_on() or not table.my_turn() or table.animator.busy:
            return ""
        place = (table.view.stamp, table.viewer, table.parts.coach.tip_key())
        key = (place, language())  # read again after a language switch, not kept in the old one
        if self._tip is None or self._tip[0] != key:
            tip = table.parts.coach.tip()
            if tip and self._undo_told is None and len(table.humans) < len(table.match.seats):
                self._undo_told = place
            if tip and self._undo_told == place:
                if table.parts.coach.fits(f"{tip} {undo_tip()}") and self.shows_whole(f"{tip} {undo_tip()}"):
                    tip = f"{tip} {undo_tip()}"
                else:  # no room for both in the bubble: the note comes once the move is made
                    self._note_after_move = True
            if tip and table.toasts.text == undo_tip():
                table.toasts.clear()  # the note has had its time: the bubble takes its place
            self._tip = (key, tip)
        return self._tip[1]

    def played(self, action: Any = None) -> None:
        """The viewer made a move: the tip it follows is done for this game; the Undo note, if
        the first tip had no room for it."""
        done = self.table.parts.coach.tip_acted_on(action) if action is not None else None
        if done is not None:
            self.acted.add(done)
            self._tip = None
        if self._note_after_move:
            self._note_after_move = False
            self.table.toasts.show(undo_tip(), seconds=UNDO_NOTE_TIME)

    @property
    def shown_tip(self) -> str:
        """The tip last read for the bubble, the Undo note included when it is said with it."""
        return self._tip[1] if self._tip is not None else ""

    # -- the Hint button -------------------------------------------------------------------
    def can_advise(self) -> bool:
        table = self.table
        return table.my_turn() and bool(table.legal()) and table.parts.coach.private()

    def ask(self) -> Advice | None:
        """Ask for the hint's move for the viewer now: the Advice when it is ready at once (a
        worker in this process), else None while the bot worker thinks (``update`` collects
        it, ``waiting`` says so). Refused with a sentence when it is not the viewer's turn."""
        table = self.table
        if not self.can_advise():
            table.moves.refuse(table.sight.closed_words() if table.sight.closes_turn()
                               else t("A hint is given on your turn."))
            return None
        held = table.parts.coach.position()  # a move half made on the table: the hint is about it
        position = (table.view.stamp, None if held is None else "".join(map(str, held[1][:1])))  # named by its move
        if self.asked is not None and self.asked.position == position:
            return None  # asked already: its answer is on its way
        self._drop_asked()
        try:
            future = table.view.hint(held)
        except Exception:  # a hint must never stop the game: say so instead of crashing
            table.moves.refuse(t("No hint is available for this position."))
            return None
        self.asked = Asked(future, position)
        self.pulse = 0.0
        return self._collect()

    def _drop_asked(self) -> None:
        if self.asked is not None:
            self.asked.future.cancel()  # not started yet: the worker never thinks it
            self.asked = None

    def waiting(self) -> bool:
        """Whether a hint asked for this position is still being worked out."""
        asked = self.asked
        if asked is None:
            return False
        if asked.position[0] != self.table.view.stamp or not self.table.my_turn():
            self._drop_asked()  # the position moved on: its answer would be about the past
            return False
        return not asked.future.done()

    def pending(self) -> bool:
        """Whether a hint asked for this position is not shown yet: on its way, or come and not yet
        collected (the table stays awake: resting between its answer and the next update, a quick
        idea said "still thinking…" until the pointer moved)."""
        asked = self.asked
        return asked is not None and asked.position[0] == self.table.view.stamp and self.table.my_turn()

    def _collect(self) -> Advice | None:
        """The hint's answer once the worker has given it (then shown); None until then."""
        asked = self.asked
        if asked is None or not asked.future.done():
            return None
        self.asked = None
        table = self.table
        if asked.position[0] != table.view.stamp or not table.my_turn():
            return None
        try:
            found = asked.future.result()
        except Exception:  # the bot failed or its worker died: say so, the game goes on
            table.moves.refuse(t("No hint is available for this position."))
            return None
        self.advice = Advice(found, self._words(found), table.view.stamp, self._rects(found), language())
        self.pulse = 0.0
        return self.advice

    def current(self) -> Advice | None:
        """The advice if it still fits the position on the table."""
        advice = self.advice
        if advice is None:
            return None
        if advice.position != self.table.view.stamp or not self.table.my_turn():
            self.advice = None
            return None
        if advice.language != language():
            advice.text, advice.language = self._words(advice.suggestion, advice.quick), language()
        return advice

    def _words(self, found: Suggestion, quick: bool = False) -> str:
        """The advice's sentence in the interface language, from its reason code (``quick``: said so)."""
        table = self.table
        move = table.parts.coach.move_name(found.action)
        said = sentence(found.reason, move, table.names, table.parts.coach.namer, table.game_name)
        take = table.parts.coach.take_words(found.action if found.then is None else found.then)  # its whole move
        said = f"{said} {take}" if take else said
        if found.passed is not None:  # a move that scores less now than another: say it was weighed
            move, points = found.passed
            said = sentences(said, t("This move beats scoring {points} points now ({move}).",
                                     points=round(points), move=table.parts.coach.move_name(move)))
        return t("Quick idea (still thinking…): {advice}", advice=said) if quick else said

    def _rects(self, found: Suggestion) -> list[pygame.Rect]:
        """The highlights of the advice: of its move, and of the move's second half when the
        hint names it (the gold ghost where the hard bot lays the tile it takes)."""
        coach = self.table.parts.coach
        plan = getattr(coach, "plan_rects", None)
        if found.then is not None and callable(plan):
            rects: list[pygame.Rect] = plan(found.action, [found.then])
            return rects
        return coach.rects(found.action)

    def relayout(self) -> None:
        """The window changed: the highlighted things moved."""
        advice = self.current()
        if advice is not None:
            advice.rects = self._rects(advice.suggestion)

    def update(self, dt: float) -> None:
        self.pulse += dt
        table, asked = self.table, self.asked
        if asked is not None and self.advice is None and self.waiting():
            asked.waited += dt  # the hard bot slow to answer: a quick idea meanwhile, said so
            if asked.waited >= HINT_PATIENCE and table.parts.coach.quick_hints():
                try:
                    found = table.view.quick_hint(table.parts.coach.position())
                    self.advice = Advice(found, self._words(found, True), table.view.stamp, self._rects(found),
                                         language(), quick=True)
                except Exception:  # the hard bot's answer still comes: nothing to say meanwhile
                    pass
        if self.asked is not None and not self.waiting() and self._collect() is not None:
            sound.play(self.table.app, "draw")

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The advice's bubble, else the tip's bubble, under the status line."""
        advice = self.current()
        if advice is not None:
            self._bubble(surface, t("Hint"), self.table.parts.coach.advice_words(advice.text), GOLD)
            return
        if self.waiting():
            self._bubble(surface, t("Hint"), t("Weighing your moves as the hard bot would…"), GOLD)
            return
        tip = self.tip()
        if tip:
            self._bubble(surface, t("Tip"), tip, CREAM)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The advice's highlights, above everything (a card in the hand included)."""
        advice = self.current()
        if advice is not None:
            hint_bubble.draw_rings(surface, advice.rects, self.pulse, self.table.scale)

    def over_status(self) -> bool:
        """Whether the bubble shown now takes the status line's place: under it the felt above
        the hand holds no line (at 150% on a laptop the hint went under the hand's cards)."""
        shown = self.current() is not None or self.waiting() or bool(self.tip())
        return shown and self.table.parts.coach.area() is None and self._room()[2] < self._under_status()

    def _under_status(self) -> int:
        """Where a bubble under the status line begins (under its second line too)."""
        table, s = self.table, self.table.text_scale
        pill = table.status.pill()
        top = table.frame.status_y + round(42 * s)
        return top if pill is None else max(top, pill[0].bottom + round(8 * s))

    def max_width(self) -> int:
        table = self.table
        s = table.text_scale
        area = table.parts.coach.area()
        if area is not None:
            return area.width
        if table.frame.status_room is not None:  # the table says where the status line has room
            return table.frame.status_room.width
        centre = table.frame.size[0] // 2
        clear = 2 * (table.frame.column_left - centre) - round(24 * s)  # never over the log and the buttons
        return max(round(240 * s), min(table.frame.size[0] - round(40 * s), round(720 * s), clear))

    def wide_span(self, top: int, bottom: int) -> tuple[int, int] | None:
        """Left and right of the felt between ``top`` and ``bottom`` from the left edge (or the
        seat panels standing there) to the log and buttons: the room a tip too long for its
        centred bubble widens into, off the middle (None where a table gives it a place)."""
        table = self.table
        frame, s = table.frame, table.text_scale
        if table.parts.coach.area() is not None or frame.status_room is not None:
            return None
        beside = [r.right for r in [*frame.panels, frame.me_panel] if r.width and r.top < bottom and r.bottom > top
                  and r.right < frame.size[0] // 2]
        return max([round(16 * s), *beside]) + round(12 * s), frame.column_left - round(12 * s)

    def _room(self, size: int | None = None, bottom: int | None = None,
              wide: bool = False) -> tuple[int, int, int, int | None, int | None]:
        """The bubble's text size, width, top, and the lines its place holds (``area_lines``)
        and its room allows (above the hand, or above ``bottom``), None where not bounded;
        ``wide``: the width of :meth:`wide_span`."""
        table = self.table
        size = table.small(15) if size is None else size
        area = table.parts.coach.area()
        s = table.text_scale
        top = area.top if area is not None else self._under_status()
        most = None if area is None else area_lines(area, size, s)
        fewest = None
        bottom = (table.frame.tip_bottom if bottom is None else bottom) if area is None else None
        if area is None and table.frame.tip_bottom is not None:  # no line's room above the hand: over the status line
            top = hint_bubble.status_top(top, table.frame.tip_bottom, table.small(15), s, table.frame.status_y)
        if bottom is not None:  # never down over the hand
            fewest = max(1, (bottom - top - round(16 * s)) // round(size * 1.35))
        width = self.max_width()
        # a widened bubble keeps to three lines, and clear of what stands beside those lines only
        reach = top + 3 * round(size * 1.35) + round(16 * s)
        span = self.wide_span(top, reach if bottom is None else min(reach, bottom)) if wide else None
        if span is not None:
            width = max(width, span[1] - span[0])
            fewest = min(fewest or 3, 3)
        return size, width, top, most, fewest

    def _fits(self, text: str, size: int, bottom: int | None = None, wide: bool = False) -> bool:
        """Whether ``text`` at ``size`` px fits its bubble whole: within its lines, and inside
        its place (a table's ``hint_area``) or above the hand (or ``bottom``)."""
        size, width, top, most, fewest = self._room(size, bottom, wide)
        s = self.table.text_scale
        hint = self.advice is not None and text in (self.advice.text, self.table.parts.coach.advice_words(self.advice.text))
        label = t("Hint") if hint else t("Tip")  # the tag the bubble is drawn with
        area = self.table.parts.coach.area()
        stacked = area is not None and self.table.parts.coach.tag_above()
        room = bubble_room(label, size, width, s, stacked)
        lines = len(wrap(text, size, room)) + stacked  # a tag above the words takes a line
        limit = max(most or MAX_LINES, MAX_LINES)
        if area is not None:  # the lines its place really holds
            limit = min(limit, max(1, (area.height - round(16 * s) - (round(4 * s) if stacked else 0)) // round(size * 1.35)))
        return lines <= (limit if fewest is None else min(limit, fewest))

    def text_size(self, text: str) -> int:
        """The tip's size: the player's (``table.small(15)``), or smaller, down to the table's
        own at 100%, where its room holds it only so (words get smaller before they are cut)."""
        table = self.table
        area = table.parts.coach.area()
        frame = table.frame
        key = (text, frame.size, frame.scale, frame.text_scale, self._room()[2], frame.tip_bottom,
               frame.tip_clear, tuple(frame.log), tuple(area) if area is not None else None)
        if self._sized[0] != key:  # asked every frame the bubble shows: worked out once per text and layout
            full = table.small(15)
            least = min(full, max(12, round(15 * table.scale)))
            # clear of a lifted piece where the words fit so (``TableFrame.tip_clear``), else above the
            # hand: at the player's size first (the bubble takes the lines it needs), and only where
            # neither room holds it do the words get smaller (at 150% a hint dropped a size to stay
            # clear of a lift that happens only under the pointer)
            bottoms = ([frame.tip_clear] if frame.tip_clear is not None and area is None else []) + [None]
            whole = next((bottom for bottom in bottoms if self._fits(text, full, bottom)), bottoms[-1])
            size, bottom, wide = full, whole, False
            if not self._fits(text, full, whole):
                # smaller words first, then (a long language at a small window) a bubble wider than
                # the middle, off it, into the felt beside: before the words are cut
                for wide, bottom in ((w, b) for w in (False, True) for b in bottoms):
                    size, floor = full, MIN_TEXT if wide else least  # widened: down to the 12 px floor too
                    while size > floor and not self._fits(text, size, bottom, wide):
                        size -= 1
                    if self._fits(text, size, bottom, wide):
                        break
            self._sized = (key, size, bottom, wide)
        return self._sized[1]

    def _bottom(self, text: str) -> int | None:
        """Where the bubble saying ``text`` ends (``text_size`` chose it): None, the hand's top."""
        self.text_size(text)
        return self._sized[2]

    def shows_whole(self, text: str) -> bool:
        """Whether a tip saying ``text`` fits its bubble without an ellipsis (else the Undo
        note waits for the move, as where the game says it has no room)."""
        return self._fits(text, self.text_size(text), self._bottom(text), self._sized[3])

    def _bubble(self, surface: pygame.Surface, label: str, text: str, accent: tuple[int, int, int]) -> None:
        """The bubble, painted once per text and size and then blitted (one blit a frame)."""
        table = self.table
        area = table.parts.coach.area()
        s = table.text_scale
        size, width, top, most, fewest = self._room(self.text_size(text), self._bottom(text), self._sized[3])
        stacked = area is not None and table.parts.coach.tag_above()
        image = bubble_image(label, text, accent, size, width, s, most, fewest, stacked)
        rect = image.get_rect()
        rect.midtop = area.midtop if area is not None else (table.frame.size[0] // 2, top)
        span = self.wide_span(rect.top, rect.bottom) if self._sized[3] else None
        if span is not None:  # a widened bubble: as near the middle as its room lets it
            rect.right = min(rect.right, span[1])
            rect.left = max(rect.left, span[0])
        surface.blit(image, rect)
        self.shown_rect = rect  # where it stood last (the tests look)
        table.room.hold(rect)  # the tip: a toast covers it last


__all__ = ["HINT_PATIENCE", "MAX_LINES", "Advice", "TipsAndHints", "area_lines", "bubble_lines", "finished_before", "undo_tip"]
