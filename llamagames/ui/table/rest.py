"""When a table is at rest: nothing on it would change before the next event.

The app then draws nothing and shows nothing, and sleeps in the event wait until the player
moves the mouse or presses a key (``App.step``). A table is at rest when a human is to decide
(or a shared screen waits behind its cover), nothing is in flight (animations, tweens, a
toast, the image warm-up), the last move and the last input on the table are a few seconds
old, and its llamas stand in a restful pose (``widgets/llama_figure.calm``). A bot to move,
a round's summary to come or the results to open keep it awake: those happen by themselves.
A bot held by the pointer resting on Undo does not: it waits for the pointer to move.

The rules are read from the table's public state, not from any game, so every game's table
rests the same way; a game whose table moves by itself in other ways keeps it awake through
the kit's own signals (``animator.wait``, a tween, a toast).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..widgets import llama_figure

if TYPE_CHECKING:
    from .kit import Table

QUIET = 2.0
"""Seconds of table time after the last move and the last input before the table may rest
(a reaction, a hover lift or a pulse that follows them has played out by then)."""
ANSWER_MARGIN = 0.5
"""Beyond the bots' pace: a human's answer held back to the bots' delay (a Let the table
gives for a player who holds no Block) lands before the table rests."""


class TableRest:
    """Watches one table's moves and answers ``at_rest`` (asked by the app once a frame)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._seen_moves = table.view.stamp
        self._moved_at = table.time

    def _quiet_for(self) -> float:
        """Table seconds since the match last changed (the first look counts as a change)."""
        table = self.table
        version = table.view.stamp
        if version != self._seen_moves:
            self._seen_moves = version
            self._moved_at = table.time
        return table.time - self._moved_at

    def at_rest(self) -> bool:
        table = self.table
        quiet = self._quiet_for()
        if table.frames < 2 or len(table.warm) or table.warm.calm_queue or table.animator.busy or table.tweener.busy:
            return False
        if table.toasts.current is not None or table.match.message or table.flow.interlude is not None:
            return False
        if table.sight.holds_the_table():  # a drawn card shown to its owner turns down by itself
            return False
        if table.mode.busy() and not self._held():  # a bot's move or the results come by themselves
            return False
        if table.coach.pending():  # a hint on its way from the bot worker comes by itself
            return False
        pace = max(0.0, float(getattr(table.match, "bot_delay", 0.0) or 0.0))
        if quiet < max(QUIET, pace + ANSWER_MARGIN) or table.time - table.flow.last_input < QUIET:
            return False
        return llama_figure.calm()

    def _held(self) -> bool:
        """A bot holds its answer while the pointer rests on Undo (``Match.hold_bots``): it comes
        only once the pointer moves, an event that wakes the table, so the wait is a rest (it kept
        the table drawing a frame every 50 ms for as long as the pointer stayed there)."""
        match = self.table.match
        pacer = getattr(match, "pacer", None)  # a replay's match has none
        return bool(getattr(pacer, "held", False)) and match.undo_time_left() is not None
