"""When a bot moves, and what happens when its worker dies or hangs.

A bot thinks in a worker (``bot_worker.py``) and its move lands after a fixed delay for its
level, never after its think time (the time would tell how many choices it had). A bot's
choice depends only on the position and its seed, never on a clock, so a worker that is only
slow (a busy machine) is waited for, however long: the table goes on drawing and says the
bot is thinking. A worker is judged hung only when it stops making progress (its processor
time stands still for ``STALL_LIMIT`` seconds, or one decision has used ``THINK_CPU_LIMIT``
seconds of processor) or its process has died: it is then replaced by a fresh process that
thinks the same decision again at the same level, so the move is the one the bot would have
made. What the pacer reads of its match is :class:`Paced`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Generic, Protocol

from .. import bots
from ..bot_worker import BotWorker, InlineBotWorker
from ..rules.core import A, Game, GameRecord, O, S, watched_observation
from ..seats import SeatConfig
from . import messages

log = logging.getLogger("llamagames.bots")

BOT_DELAY = 0.6
"""Seconds between a move and a bot's answer, at the default pace."""
UNDO_GRACE = 1.5
"""Seconds the next bot waits after a human's move, so that Undo can be reached in time."""
THINK_DELAY = {"hard": 1.0}
"""Seconds a level's move waits at least (the others answer at the pace): a hard bot's move
lands after the same fixed delay whatever it holds, never after its think time, which would
tell how many choices it had (or whether it holds a Block). Its thinking is not bounded by it."""
STALL_LIMIT = 15.0
"""Seconds in which a thinking worker's processor time must advance (by ``PROGRESS_STEP``):
one that stands still that long is stopped or deadlocked, not slow. A worker below the
window's priority on a 2-core machine at load 12 still gets about a twentieth of a core,
close to a second of processor in this time."""
STARTUP_LIMIT = 60.0
"""Seconds a new worker process may take to show its first pulse (a packaged build unpacks
and starts Python first; on a slow disk and a busy machine that takes longest)."""
PROGRESS_STEP = 0.02
"""Processor seconds that count as progress (the pulse itself costs a small part of that)."""
THINK_CPU_LIMIT = 120.0
"""Processor seconds one decision may use before its worker counts as stuck in a loop (the
hard bots use about a second at most: their budgets are iterations, see ``bots.fixed_budget``)."""
MAX_RESTARTS = 2
"""Fresh workers tried for one decision; a bot that kills every worker then moves by the
normal level's rules, so the game goes on."""


def level_delay(level: str, pace: float) -> float:
    """The fixed time a bot of ``level`` takes to answer at ``pace`` (its delay, plus a margin)."""
    budget = THINK_DELAY.get(level, 0.0)
    if pace <= 0 or not budget:  # pace 0: tests and tournaments, where nobody watches the clock
        return pace
    return max(pace, budget + 0.15)


class Paced(Protocol[S, A, O]):
    """What the pacer reads of its match (and the one thing it writes: ``message``)."""

    game: Game[S, A, O]
    game_name: str
    seats: tuple[SeatConfig, ...]
    seed: int
    history: list[S]
    record: GameRecord
    daily: str
    message: str

    def is_over(self) -> bool: ...

    def is_human_turn(self) -> bool: ...

    def current_seat(self) -> int | None: ...

    def legal_actions(self) -> list[A]: ...


class BotPacer(Generic[S, A, O]):
    """One match's bots: think ahead, answer after the pace, replace a dead or hung worker."""

    def __init__(self, match: Paced[S, A, O], worker: BotWorker, bot_delay: float, undo_grace: float) -> None:
        self.match = match
        self.worker = worker
        self.bot_delay = bot_delay
        self.undo_grace = undo_grace
        self.pace_scale = 1.0
        """Factor on the bot pace, set by a table whose game follows the animation speed
        (``follow_speed`` on the game: "fast" halves a bot's pauses as it halves animations)."""
        self.bot_fallbacks = 0
        """Bot moves decided in this process by the normal level's rules because the bot
        failed (the smoke test wants 0)."""
        self.clock: Callable[[], float] = time.monotonic
        """Real seconds for the stall check: frames may pass any ``dt`` (the smoke run passes a
        fixed one), but a worker's standstill is measured in real time."""
        self.stall_limit = STALL_LIMIT
        self.startup_limit = STARTUP_LIMIT
        self.worker_restarts = 0
        """Workers replaced because they died or stopped making progress."""
        self._restarts_here = 0
        """Workers replaced for the decision now asked."""
        self._watch: tuple[float | None, float, float | None] = (None, 0.0, None)
        """The worker's progress as last seen: (its pulse, when the pulse last advanced, its
        pulse when this decision was asked)."""
        self.since_move = 0.0
        self.after_human = False
        """Whether the last move was a human's (the next bot waits at least the undo grace)."""
        self.held = False
        """The player holds the bots after their own move: the pointer rests on Undo. The next
        bot waits while it stays there, so Undo is never taken away from a hand reaching for it."""
        self._version = 0
        self._pending: tuple[int, Future[A]] | None = None

    def due(self, dt: float) -> A | None:
        """Called every frame: the bot's action once it is due, else None (a bot to move
        starts thinking; its move is due after its answer delay)."""
        self.since_move += dt
        match = self.match
        if match.is_over() or match.is_human_turn():
            return None
        seat = match.current_seat()
        assert seat is not None
        future = self.think_ahead()
        assert future is not None
        if not future.done():
            return self._replace_worker(seat) if self._stuck() else None
        if isinstance(future.exception(), BrokenProcessPool):  # its process died
            return self._replace_worker(seat)
        if self.since_move < self.answer_delay(seat) or (self.held and self.after_human):
            return None
        return self._bot_result(seat, future)

    def undo_time_left(self, seat: int) -> float | None:
        """Seconds before the bot at ``seat`` answers a human's move (the time left to take it
        back); None when the last move was not a human's."""
        if not self.after_human:
            return None
        return max(0.0, self.answer_delay(seat) - self.since_move)

    def think_ahead(self) -> Future[A] | None:
        """Ask the bot to move for its decision now, if not asked yet (the table calls this while
        the last move's animations play, so the answer is ready when they have landed); its move
        still lands only through ``Match.update``. None when no bot is to move."""
        match = self.match
        if match.is_over() or match.is_human_turn():
            return None
        seat = match.current_seat()
        if seat is None:
            return None
        if self._pending is None or self._pending[0] != self._version:
            self._pending = (self._version, self._submit(seat))
            pulse = self._pulse()
            self._watch = (pulse, self.clock(), pulse)
        return self._pending[1]

    def moved(self, by_human: bool) -> None:
        """The position changed (a move, an undo): a pending answer is dropped, the pace restarts."""
        self._version += 1
        self.cancel()
        self.since_move = 0.0
        self.after_human = by_human
        self._restarts_here = 0

    def cancel(self) -> None:
        if self._pending is not None:
            self._pending[1].cancel()
        self._pending = None

    def _pulse(self) -> float | None:
        """The worker's progress (processor seconds), or None if it shows none (yet)."""
        progress = getattr(self.worker, "progress", None)
        return progress() if callable(progress) else None

    def _stuck(self) -> bool:
        """Whether the thinking worker has stopped making progress (never because it is slow):
        its processor time stood still for ``stall_limit`` real seconds (``startup_limit``
        before its first pulse), or this decision used ``THINK_CPU_LIMIT`` of it. A worker that
        shows no progress at all (thinking inline, or a test's) is never judged."""
        if not callable(getattr(self.worker, "progress", None)):
            return False
        seen, since, start = self._watch
        pulse, now = self._pulse(), self.clock()
        if pulse is None:
            return now - since > self.startup_limit
        if seen is None or pulse >= seen + PROGRESS_STEP:
            seen, since = pulse, now
        if start is None:
            start = pulse
        self._watch = (seen, since, start)
        return now - since > self.stall_limit or pulse - start > THINK_CPU_LIMIT

    def _replace_worker(self, seat: int) -> A | None:
        """The worker died or stopped making progress: kill it, and let a fresh process think
        this decision again at the same level (the next frame asks it; the bot's choice
        depends only on the position and its seed, so it is the move the bot would have
        made). After ``MAX_RESTARTS`` for one decision the normal level's rules move."""
        name = self.match.seats[seat].name
        self.cancel()
        try:
            self.worker.close()
        except Exception:  # a worker that cannot even be closed is dropped all the same
            pass
        self.worker_restarts += 1
        self._restarts_here += 1
        if self._restarts_here > MAX_RESTARTS:
            self.match.message = messages.bot_gave_up(name)
            return self._simple_move(seat)
        self.match.message = messages.bot_rethinking(name)
        return None

    def answer_delay(self, seat: int) -> float:
        """How long after the last move the bot at ``seat`` answers: its level's fixed delay,
        and at least the undo grace after a human's move. In a game whose seats all see the
        same position (``timing_tells_nothing``) a bot's think time gives nothing away, so its
        level adds no fixed delay: its move lands at the pace, or when its answer is ready."""
        match = self.match
        pace = self.bot_delay * self.pace_scale
        open_game = match.game.timing_tells_nothing
        delay = pace if open_game else level_delay(match.seats[seat].level, pace)
        share = match.game.follow_up_pace
        if share < 1 and pace > 0 and self._follow_up_of(seat):
            # a later decision of the same turn (a game that splits turns into steps says how
            # soon it comes); a level's think budget still holds where its fixed delay hides something
            budget = 0.0 if open_game else THINK_DELAY.get(match.seats[seat].level, 0.0)
            delay = max(pace * share, budget + 0.15 if budget else 0.0)
        return max(delay, self.undo_grace) if self.after_human else delay

    def _follow_up_of(self, seat: int) -> bool:
        """Whether the last move was this seat's own, in the turn it is still taking."""
        history = self.match.history
        return len(history) > 1 and not self.after_human and self.match.game.current_player(history[-2]) == seat

    def _bot_seed(self, seat: int) -> int:
        return bots.derive_seed(self.match.seed, seat, len(self.match.record.actions))

    def _submit(self, seat: int) -> Future[A]:
        match = self.match
        level = match.seats[seat].level
        observation = watched_observation(match.game, match.history, seat)  # the moves it saw, too
        legal = match.legal_actions()
        try:
            return self.worker.submit(match.game_name, level, self._bot_seed(seat), observation, legal)
        except Exception:  # the worker cannot start: think here (the same bot) rather than stall the game
            self.bot_fallbacks += 1
            return InlineBotWorker().submit(match.game_name, level, self._bot_seed(seat), observation, legal)

    def _bot_result(self, seat: int, future: Future[A]) -> A:
        """The bot's action; if the bot failed (a bug: another process would fail the same way)
        or answered nonsense, the normal level's rules decide here."""
        match = self.match
        try:
            action = future.result()
        except Exception as exc:
            log.warning("%s's bot failed: %r", match.seats[seat].name, exc)
        else:
            if action in match.legal_actions():
                return action
            log.warning("%s's bot answered %r, which is not legal now", match.seats[seat].name, action)
        match.message = messages.bot_gave_up(match.seats[seat].name)
        return self._simple_move(seat)

    def _simple_move(self, seat: int) -> A:
        """The normal level's move for ``seat``, decided here (counted in ``bot_fallbacks``)."""
        match = self.match
        legal = match.legal_actions()
        self.bot_fallbacks += 1
        observation = match.game.observation(match.history[-1], seat)
        try:
            chosen: A = bots.make(match.game_name, "normal", self._bot_seed(seat)).choose(observation, legal)
        except Exception:
            chosen = legal[0]
        return chosen

    def close(self) -> None:
        """Stop the bot worker (its process, for a ProcessBotWorker)."""
        self.cancel()
        self.worker.close()


__all__ = ["BOT_DELAY", "BotPacer", "MAX_RESTARTS", "PROGRESS_STEP", "Paced", "STALL_LIMIT", "STARTUP_LIMIT",
           "THINK_CPU_LIMIT", "THINK_DELAY", "UNDO_GRACE", "level_delay"]
