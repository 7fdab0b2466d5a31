"""When a bot moves, and what happens when its worker fails or hangs.

A bot thinks in a worker (``bot_worker.py``) and its move lands after a fixed delay for its
level, never after its think time (the time would tell how many choices it had). A worker
that stops answering is killed and this seat's move is decided here by the simple rules; a
fresh worker takes the next one. What the pacer reads of its match is :class:`Paced`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Generic, Protocol

from .. import bots
from ..bot_worker import THINK_BUDGET, BotWorker, InlineBotWorker
from ..rules.core import A, Game, GameRecord, O, S, watched_observation
from ..seats import SeatConfig
from . import messages
from .daily_deal import bot_budget

BOT_DELAY = 0.6
"""Seconds between a move and a bot's answer, at the default pace."""
UNDO_GRACE = 1.5
"""Seconds the next bot waits after a human's move, so that Undo can be reached in time."""
HANG_GRACE = 4.0
"""Seconds past a bot's fixed answer delay after which its worker counts as hung: it is
killed, a fresh one is started for the next move, and this move is decided here."""
STARTUP_GRACE = 6.0
"""Extra seconds for a worker's first answer: the process starts and imports the bots (a
packaged build on a slow disk takes longest)."""


def level_delay(level: str, pace: float) -> float:
    """The fixed time a bot of ``level`` takes to answer at ``pace`` (its budget, plus a margin)."""
    budget = THINK_BUDGET.get(level, 0.0)
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
    """One match's bots: think ahead, answer after the pace, recover from a hung worker."""

    def __init__(self, match: Paced[S, A, O], worker: BotWorker, bot_delay: float, undo_grace: float) -> None:
        self.match = match
        self.worker = worker
        self.bot_delay = bot_delay
        self.undo_grace = undo_grace
        self.pace_scale = 1.0
        """Factor on the bot pace, set by a table whose game follows the animation speed
        (``follow_speed`` on the game: "fast" halves a bot's pauses as it halves animations)."""
        self.bot_fallbacks = 0
        """Bot moves decided in this process because the worker failed (the smoke test wants 0)."""
        self.clock: Callable[[], float] = time.monotonic
        """Wall-clock seconds for the hang check: frames may pass any ``dt`` (the smoke run
        passes a fixed one), but a worker's silence is measured in real time."""
        self.hang_grace = HANG_GRACE
        self.worker_restarts = 0
        """Workers killed because they stopped answering (the hang check)."""
        self.since_move = 0.0
        self.after_human = False
        """Whether the last move was a human's (the next bot waits at least the undo grace)."""
        self._version = 0
        self._pending: tuple[int, Future[A]] | None = None
        self._asked_at = 0.0

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
        grace = self.hang_grace + (STARTUP_GRACE if getattr(self.worker, "starting", False) else 0.0)
        if not future.done() and self.clock() - self._asked_at > self.answer_delay(seat) + grace:
            return self._replace_hung_worker(seat)
        if not future.done() or self.since_move < self.answer_delay(seat):
            return None
        return self._bot_result(seat, future)

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
            self._asked_at = self.clock()
        return self._pending[1]

    def moved(self, by_human: bool) -> None:
        """The position changed (a move, an undo): a pending answer is dropped, the pace restarts."""
        self._version += 1
        self.cancel()
        self.since_move = 0.0
        self.after_human = by_human

    def cancel(self) -> None:
        if self._pending is not None:
            self._pending[1].cancel()
        self._pending = None

    def _replace_hung_worker(self, seat: int) -> A:
        """The worker stopped answering: kill it (the next request starts a fresh one) and
        let this seat's move be decided here by the simple rules, so the game goes on."""
        name = self.match.seats[seat].name
        self.cancel()
        try:
            self.worker.close()
        except Exception:  # a worker that cannot even be closed is dropped all the same
            pass
        self.worker_restarts += 1
        failed: Future[A] = Future()
        failed.set_exception(TimeoutError("it stopped answering"))
        action = self._bot_result(seat, failed)
        self.match.message = messages.bot_hung(name)
        return action

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
            budget = 0.0 if open_game else THINK_BUDGET.get(match.seats[seat].level, 0.0)
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
        budget = bot_budget(match.daily, match.game_name, level)
        try:
            return self.worker.submit(match.game_name, level, self._bot_seed(seat), observation, legal, **budget)
        except Exception:  # the worker cannot start: think here rather than stall the game
            self.bot_fallbacks += 1
            return InlineBotWorker().submit(match.game_name, level, self._bot_seed(seat), observation, legal, **budget)

    def _bot_result(self, seat: int, future: Future[A]) -> A:
        """The bot's action; if the worker failed or answered nonsense, a fresh bot decides here."""
        match = self.match
        legal = match.legal_actions()
        name = match.seats[seat].name
        action: A | None
        try:
            action = future.result()
        except BrokenProcessPool:
            match.message = messages.bot_ended(name)
            action = None
        except Exception as exc:
            match.message = messages.bot_problem(name, exc)
            action = None
        if action is not None and action in legal:
            return action
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


__all__ = ["BOT_DELAY", "BotPacer", "HANG_GRACE", "Paced", "STARTUP_GRACE", "UNDO_GRACE", "level_delay"]
