"""Playing a move for the viewer, refusing one with its reason, and taking one back.

A refusal is shown (a toast in the player's language, a sound), never raised. What a
move changed goes into the move log and to the animator, and the flow looks at what
comes next (an interlude, the results, the cover).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ...catalogue import entry
from ...i18n import language, t
from ...rules.core import IllegalActionError, Refusal, log_sentences
from ...rules.words import COMMON
from .. import sound
from ..scene import Push
from .ending import EndingConfirm, ask_detail, should_ask

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from ...rules.core import Event
    from .kit import Table


UNCLOSED_MOST = 12
"""Moves looked back at for answers still kept from the log after an undo (one per seat asked)."""


class Moves:
    """One table's moves: try, refuse, absorb what they changed, undo."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.made_for_you: object = None
        """The position (``view.stamp``) a move the table made for the player led to: an
        answer with no choice in it (Llamagedón's "let it be" for a hand without a Block)."""
        self.held: list[Event] = []
        """Events after a round's end, told in the log once its summary closes: behind the
        summary the log stands as it was when the round ended (not with the next deal)."""
        self.tail: tuple[list[Event], list[Any]] = ([], [])
        self.unclosed: list[Event] = []
        """Answers of a question still open to the others (the game's ``told_when_closed``):
        told once it closes, so no one reads who answered what while they still decide."""
        """The last move's closing run of events of one kind and the log entries told of it: the
        next move's run of the same kind is told with it in one sentence where the game says
        such a run together (Llamagedón's answers, one move each: "Ann, Bo and you let it be.")."""

    def try_action(self, action: Any, on_refuse: Callable[[], None] | None = None, asked: bool = False,
                   for_you: bool = False) -> bool:
        """Play ``action`` for the viewer; a refusal is shown with its reason, never raised.

        ``on_refuse`` (no arguments) puts a dragged piece back when the move is refused. A
        move that ends something for the player may be asked about first (``asked``: it was).
        ``for_you``: the table makes the move for the player (it was the only one); Undo is not
        offered for it, as the table would only make it again.
        """
        table = self.table
        question = None if asked else should_ask(table, action)
        if question is not None:
            table.request = Push(EndingConfirm(table.app, question, ask_detail(table, action),
                                               partial(self.try_action, action, on_refuse, True)))
            if on_refuse is not None:
                on_refuse()
            return False
        reason: str | Refusal | None = self.why_not_now()
        if reason is None:
            try:
                events = table.view.act(action)
            except IllegalActionError as exc:
                reason = exc.refusal or str(exc)
            else:
                table.toasts.clear()
                table.coach.played(action)
                self.made_for_you = table.view.stamp if for_you else None
                self.absorb(events)
                return True
        self.refuse(reason)
        if on_refuse is not None:
            on_refuse()
        return False

    def why_not_now(self) -> str | None:
        """Why the viewer may not move now, in words; None when they may."""
        table = self.table
        refused = table.mode.refusal()
        if refused is not None:
            return refused
        if table.covered or table.flow.interlude is not None:
            return t("Wait a moment: the table is busy.")
        current = table.match.current_seat()
        if current is None:
            return t("The game is over.")
        if current != table.viewer or not table.match.is_human_turn():
            return t("Wait for your turn: {name} is playing.", name=table.names[current])
        if table.sight.closes_turn():
            return table.sight.closed_words()
        return None

    def reason_words(self, reason: str | Refusal) -> str:
        """A reason in the player's language: a refusal's code worded by the game's phrasebook
        (the common one for the match's own), or a sentence the UI already put in words."""
        if isinstance(reason, Refusal):
            words = getattr(self.table.match.game, "words", None) or COMMON
            return words.refusal(reason, language())
        return reason

    def refuse(self, reason: str | Refusal) -> None:
        """Show why a move is refused, in the player's language."""
        self.table.toasts.show(self.reason_words(reason), refusal=True)
        sound.play(self.table.app, "refuse")

    def absorb(self, events: Iterable[Event]) -> None:
        """Log and animate what the last move changed, then look at what comes next."""
        table = self.table
        events = list(events)
        table.sight.keep_for_owner(events)
        kind = entry(table.game_name).interlude
        cut = next((i + 1 for i, e in enumerate(events) if kind and e.kind == kind), len(events))
        if table.flow.interlude is not None:  # the summary is open: the log waits for it
            cut = 0
        self.log_events(events[:cut])
        seen = [event.for_viewer(table.sight.secret_viewer()) for event in events]
        movers = {e.seat for e in events if e.seat is not None and not table.match.seats[e.seat].is_human}
        for seat in movers:
            table.flash[seat] = 1.0
        for event in seen:
            table.animator.play(event)
        table.parts.stage.settled(seen)
        table.flow.after_move(table.parts.reactions.interlude_for(seen))
        if table.flow.interlude is not None:
            self.held += events[cut:]
        else:
            self.log_events(events[cut:])
        table.sight.after_move()
        table.sight.check_cover()
        table.controls.refresh()

    def hold_log(self, events: Iterable[Event]) -> None:
        """Events played while a round's summary is open (a chip returned, the next deal):
        told in the log when it closes."""
        if self.table.flow.interlude is None:
            self.log_events(events)
        else:
            self.held += list(events)

    def release_log(self) -> None:
        """The round's summary closed: the events held back from the log are told now."""
        held, self.held = self.held, []
        self.log_events(held)

    def show_position(self) -> None:
        """The match jumped (a replay stepped back): show it at once, the log cut to match."""
        table = self.table
        table.animator.clear()
        table.toasts.clear()
        self.fill_log()
        table.parts.stage.sync(animate=False)
        table.controls.refresh()

    def fill_log(self) -> None:
        """The moves so far (a resumed game shows what happened, bots' last moves included)."""
        table = self.table
        table.log.clear()
        self.tail = ([], [])
        self.unclosed = []
        self.held = []  # the whole log: nothing is held back any more
        for events in table.view.events_of_moves():
            self.log_events(events)
        table.log_language = language()

    def log_events(self, events: Iterable[Event]) -> None:
        """Add the sentences of ``events`` to the move log (an interlude's decisions too)."""
        table = self.table
        narrator = table.sight.narrator()
        viewer = table.sight.secret_viewer()
        seen = self.until_closed([event.for_viewer(viewer) for event in events])
        if not seen:
            return
        run, told = self.tail
        entries = table.log.entries
        together = getattr(table.match.game, "describe_together", None)
        if (run and together is not None and seen[0].kind == run[0].kind and told
                and len(entries) >= len(told) and all(a is b for a, b in zip(entries[-len(told):], told))):
            start = next((i for i, event in enumerate(seen) if event.kind != run[0].kind), len(seen))
            merged = run + seen[:start]
            sentence = together(merged, narrator)
            if sentence:  # the earlier lines of the run give way to one sentence for the whole run
                del entries[-len(told):]
                seen = merged + seen[start:]
        added: list[tuple[Event, Any]] = []
        new_turn = getattr(table.parts.painter, "log_new_turn", None)  # a game of one move a turn
        about_you = getattr(table.parts.painter, "log_about_you", None)  # a game whose moves aim at seats
        for event, sentence in log_sentences(table.match.game, seen, narrator):
            table.log.add(table.parts.painter.log_seat(event), sentence,
                          bool(new_turn is not None and new_turn(event)),
                          bool(about_you is not None and about_you(event)))
            if entries and entries[-1].text == sentence:
                added.append((event, entries[-1]))
        last = seen[-1].kind
        start = len(seen)
        while start > 0 and seen[start - 1].kind == last:
            start -= 1
        run_events = seen[start:]
        self.tail = (run_events, [entry for event, entry in added if any(event is e for e in run_events)])

    def until_closed(self, seen: list[Event]) -> list[Event]:
        """``seen`` after the answers kept back before it, less the answers at its end that the
        game tells only once their question has closed (a phone friend read "Bruno lets it be"
        while the others still decided: Bruno held no Block)."""
        later = getattr(self.table.match.game, "told_when_closed", None)
        seen = self.unclosed + seen
        self.unclosed = []
        if later is None:
            return seen
        phase = self.table.view.phase()
        cut = len(seen)
        while cut > 0 and later(seen[cut - 1], phase):
            cut -= 1
        self.unclosed = seen[cut:]
        return seen[:cut]

    def taken_back(self) -> None:
        """A move was taken back (here or on a phone): the answers kept back for the log are
        the match's as it now stands, the one taken back no longer among them (a phone's answer
        taken back and given again was told twice: "Ben, Ben and Dolly let it be.")."""
        table = self.table
        later = getattr(table.match.game, "told_when_closed", None)
        self.unclosed = []
        if later is None:
            return
        phase, viewer = table.view.phase(), table.sight.secret_viewer()
        for events in reversed(table.view.events_of_moves(max(1, table.view.moves - UNCLOSED_MOST))):
            if not events or not all(later(event, phase) for event in events):
                return
            self.unclosed[:0] = [event.for_viewer(viewer) for event in events]

    def undo_refusal(self) -> str | None:
        """Why Undo is not possible now, in a player's words; None when it is."""
        table = self.table
        if table.covered:
            return t("Reveal the table first.")
        if table.flow.interlude is not None or table.match.is_over():
            return t("The round is over: its moves can no longer be taken back.")
        if self.made_for_you is not None and self.made_for_you == table.view.stamp:
            return t("The table made that move for you (it was the only one): there is nothing to take back.")
        return table.view.undo_refusal(table.names)

    def try_undo(self) -> bool:
        """Take back the viewer's last move, or say why not."""
        table = self.table
        reason = self.undo_refusal()
        if reason is not None:
            self.refuse(reason)
            return False
        if table.view.request_undo() is not None:
            self.refuse(t("That move can no longer be taken back."))
            return False
        table.log.add(table.viewer, t("(took back the last move)"))
        self.taken_back()
        table.toasts.clear()
        table.animator.clear()
        table.chooser.close()
        sound.play(table.app, "draw")
        table.parts.stage.on_undo()
        table.controls.refresh()
        return True


__all__ = ["Moves"]
