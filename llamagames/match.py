"""One game in progress: seats (human or bot), its history, undo, autosave, and when bots move.

Bots think in a worker (:mod:`llamagames.bot_worker`); the files a match is saved in are
:mod:`llamagames.save_files`. The match keeps the one cache of the legal actions of the
current position, so tables, hints and bots never compute them twice.

The UI drives a match with ``play`` (a human's move) and ``update(dt)`` every frame (bots
think in a worker and move after a fixed pace, so the time a bot takes never tells what it
holds). The seat that decides is always ``game.current_player(state)``, in turn or not.
A match is its ``GameRecord``: saving writes the record, resuming replays it.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, Literal

from . import bots, daily, save_files, storage
from .bot_worker import THINK_BUDGET, BotWorker, InlineBotWorker, ProcessBotWorker
from .i18n import t
from .rules import GAMES
from .rules.core import (
    ActionParseError,
    Event,
    Game,
    GameRecord,
    IllegalActionError,
    Outcome,
    Refusal,
    check_player_count,
    replay,
    resolve_options,
    watched_observation,
)
from .save_files import MATCH_FILE_KIND, new_save_path, problem_sentence, read_match_data, saves_dir
from .seat_view import SeatView
from .seats import SeatConfig
from .text_safety import clean_name, name_problem

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


# -- the match -----------------------------------------------------------------------------


def reveals(events: Sequence[Event]) -> bool:
    """Whether an action showed anyone something hidden (a drawn card, a new deal)."""
    return any(event.reveals for event in events)


def level_delay(level: str, pace: float) -> float:
    """The fixed time a bot of ``level`` takes to answer at ``pace`` (its budget, plus a margin)."""
    budget = THINK_BUDGET.get(level, 0.0)
    if pace <= 0 or not budget:  # pace 0: tests and tournaments, where nobody watches the clock
        return pace
    return max(pace, budget + 0.15)


class Match:
    """A game in progress between humans and bots.

    ``autosave`` None means: save after every move, clear the save and count statistics at
    the end, whenever a human plays (a bot-only demo never overwrites the player's save).
    """

    def __init__(
        self,
        game_name: str,
        seats: Sequence[SeatConfig],
        seed: int,
        options: Mapping[str, Any] = {},
        *,
        bot_delay: float = BOT_DELAY,
        worker: BotWorker | None = None,
        autosave: bool | None = None,
        undo_grace: float = 0.0,
    ) -> None:
        if game_name not in GAMES:
            raise ValueError(f"There is no game called '{game_name}'.")
        self.game: Game[Any, Any, Any] = GAMES[game_name]
        self.game_name = game_name
        # A name the save could not be read back with (a control character, a line break) is
        # cleaned here as the setup cleans it: what a match writes, it can resume.
        self.seats = tuple(seat if name_problem(seat.name, storage.MAX_NAME) is None
                           else dataclasses.replace(seat, name=clean_name(seat.name, storage.MAX_NAME))
                           for seat in seats)
        self.num_players = len(self.seats)
        check_player_count(self.game, self.num_players)
        for seat in self.seats:
            if seat.kind not in ("human", "bot"):
                raise ValueError(f"A seat must be 'human' or 'bot', not '{seat.kind}'.")
            if seat.kind == "bot" and seat.level not in bots.LEVELS:
                raise ValueError(f"Bot level must be one of {', '.join(bots.LEVELS)}, not '{seat.level}'.")
        self.seed = seed
        self.options = resolve_options(self.game, options)
        self.bot_delay = bot_delay
        self.undo_grace = undo_grace
        self.pace_scale = 1.0
        """Factor on the bot pace, set by a table whose game follows the animation speed
        (``follow_speed`` on the game: "fast" halves a bot's pauses as it halves animations)."""
        self.worker: BotWorker = worker if worker is not None else ProcessBotWorker()
        self.persist = any(s.is_human for s in self.seats) if autosave is None else autosave
        self.record = GameRecord(game_name, self.num_players, seed, dict(self.options))
        self.history: list[Any] = [self.game.new_game(self.num_players, seed, **self.options)]
        self.last_events: tuple[Event, ...] = ()
        self.message = ""
        self.bot_fallbacks = 0
        """Bot moves decided in this process because the worker failed (the smoke test wants 0)."""
        self._since_move = 0.0
        self._after_human = False
        self._version = 0
        self._pending: tuple[int, Future[Any]] | None = None
        self._asked_at = 0.0
        self.clock = time.monotonic
        """Wall-clock seconds for the hang check: frames may pass any ``dt`` (the smoke run
        passes a fixed one), but a worker's silence is measured in real time."""
        self.hang_grace = HANG_GRACE
        self.worker_restarts = 0
        """Workers killed because they stopped answering (the hang check)."""
        self._counted = False
        self.daily = ""
        """The day (YYYY-MM-DD) whose daily deal this game is, or "" for an ordinary game; the
        saves carry it, and the first finished one of its day counts for the daily record."""
        self._legal: tuple[Any, tuple[Any, ...]] | None = None
        self.owns_waiting = False
        """Whether this game's waiting file holds this match (it was loaded from there, or it
        wrote there): until then, writing there first keeps the game waiting as a copy."""

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.history[-1]

    def current_seat(self) -> int | None:
        return self.game.current_player(self.state)

    def is_human_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and self.seats[seat].is_human

    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    def legal_actions(self) -> list[Any]:
        """The legal actions of the current position (a new list each call, from one cache per
        position: Llamaland's placements cost a search of the estate)."""
        if self._legal is None or self._legal[0] is not self.state:
            legal = () if self.is_over() else tuple(self.game.legal_actions(self.state))
            self._legal = (self.state, legal)
        return list(self._legal[1])

    def observation(self, seat: int) -> Any:
        return self.game.observation(self.state, seat)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def outcome(self) -> Outcome:
        return self.game.outcome(self.state)

    def events_for(self, viewer: int | None) -> tuple[Event, ...]:
        """The last move's events as ``viewer`` may know them (None: all-seeing)."""
        return tuple(event.for_viewer(viewer) for event in self.last_events)

    def seat_view(self, seat: int, told: int | None | Literal["own"] = "own") -> SeatView:
        """``seat``'s view of this match: what every screen reads and plays through
        (``told``: whose secrets its events carry, see :class:`~llamagames.seat_view.SeatView`)."""
        return SeatView(self, seat, told)

    # -- moving ----------------------------------------------------------------------------

    def play(self, action: Any) -> tuple[Event, ...]:
        """A human's move (an action or its text). Refused -> IllegalActionError, nothing changes."""
        if self.is_over():
            raise IllegalActionError("The game is over.", Refusal.make("game_over"))
        seat = self.current_seat()
        assert seat is not None
        if not self.seats[seat].is_human:
            name = self.seats[seat].name
            raise IllegalActionError(f"It is not your turn: {name} is to play.", Refusal.make("not_your_turn_name", name=name))
        if isinstance(action, str):
            try:
                action = self.game.parse_action(action)
            except ActionParseError as exc:
                raise IllegalActionError(str(exc)) from exc
        new_state = self.game.apply(self.state, action)
        return self._advance(action, new_state)

    def update(self, dt: float) -> tuple[Event, ...]:
        """Call every frame: a bot to move starts thinking; its move lands after ``bot_delay``."""
        self._since_move += dt
        if self.is_over() or self.is_human_turn():
            return ()
        seat = self.current_seat()
        assert seat is not None
        future = self.think_ahead()
        assert future is not None
        grace = self.hang_grace + (STARTUP_GRACE if getattr(self.worker, "starting", False) else 0.0)
        if not future.done() and self.clock() - self._asked_at > self.answer_delay(seat) + grace:
            return self._replace_hung_worker(seat)
        if not future.done() or self._since_move < self.answer_delay(seat):
            return ()
        action = self._bot_result(seat, future)
        return self._advance(action, self.game.apply(self.state, action))

    def think_ahead(self) -> Future[Any] | None:
        """Ask the bot to move for its decision now, if not asked yet (the table calls this while
        the last move's animations play, so the answer is ready when they have landed); its move
        still lands only through ``update``. None when no bot is to move."""
        if self.is_over() or self.is_human_turn():
            return None
        seat = self.current_seat()
        if seat is None:
            return None
        if self._pending is None or self._pending[0] != self._version:
            self._pending = (self._version, self._submit(seat))
            self._asked_at = self.clock()
        return self._pending[1]

    def _replace_hung_worker(self, seat: int) -> tuple[Event, ...]:
        """The worker stopped answering: kill it (the next request starts a fresh one) and
        let this seat's move be decided here by the simple rules, so the game goes on."""
        name = self.seats[seat].name
        if self._pending is not None:
            self._pending[1].cancel()
            self._pending = None
        try:
            self.worker.close()
        except Exception:  # a worker that cannot even be closed is dropped all the same
            pass
        self.worker_restarts += 1
        failed: Future[Any] = Future()
        failed.set_exception(TimeoutError("it stopped answering"))
        action = self._bot_result(seat, failed)
        self.message = t("{name}'s bot stopped answering, so a fresh one took over; it played by its simple rules.",
                         name=name)
        return self._advance(action, self.game.apply(self.state, action))

    def answer_delay(self, seat: int) -> float:
        """How long after the last move the bot at ``seat`` answers: its level's fixed delay,
        and at least the undo grace after a human's move. In a game whose seats all see the
        same position (``timing_tells_nothing``) a bot's think time gives nothing away, so its
        level adds no fixed delay: its move lands at the pace, or when its answer is ready."""
        pace = self.bot_delay * self.pace_scale
        open_game = self.game.timing_tells_nothing
        delay = pace if open_game else level_delay(self.seats[seat].level, pace)
        share = self.game.follow_up_pace
        if share < 1 and pace > 0 and self._follow_up_of(seat):
            # a later decision of the same turn (a game that splits turns into steps says how
            # soon it comes); a level's think budget still holds where its fixed delay hides something
            budget = 0.0 if open_game else THINK_BUDGET.get(self.seats[seat].level, 0.0)
            delay = max(pace * share, budget + 0.15 if budget else 0.0)
        return max(delay, self.undo_grace) if self._after_human else delay

    def _follow_up_of(self, seat: int) -> bool:
        """Whether the last move was this seat's own, in the turn it is still taking."""
        return len(self.history) > 1 and not self._after_human and \
            self.game.current_player(self.history[-2]) == seat

    def _bot_seed(self, seat: int) -> int:
        return bots.derive_seed(self.seed, seat, len(self.record.actions))

    def _submit(self, seat: int) -> Future[Any]:
        level = self.seats[seat].level
        observation = watched_observation(self.game, self.history, seat)  # the moves it saw, too
        legal = self.legal_actions()
        # The daily deal's bots search a fixed budget, never against a clock: everyone meets the same moves.
        budget = {"iterations": bots.fixed_budget(self.game_name)} if self.daily and level == "hard" else {}
        try:
            return self.worker.submit(self.game_name, level, self._bot_seed(seat), observation, legal, **budget)
        except Exception:  # the worker cannot start: think here rather than stall the game
            self.bot_fallbacks += 1
            return InlineBotWorker().submit(self.game_name, level, self._bot_seed(seat), observation, legal, **budget)

    def _bot_result(self, seat: int, future: Future[Any]) -> Any:
        """The bot's action; if the worker failed or answered nonsense, a fresh bot decides here."""
        legal = self.legal_actions()
        try:
            action = future.result()
        except BrokenProcessPool:
            self.message = t("{name}'s bot stopped (its process ended), so a fresh one takes over; "
                             "this move it played by its simple rules.", name=self.seats[seat].name)
            action = None
        except Exception as exc:
            self.message = t("{name}'s bot had a problem ({problem}); it played by its simple rules.",
                             name=self.seats[seat].name, problem=exc)
            action = None
        if action not in legal:
            self.bot_fallbacks += 1
            observation = self.game.observation(self.state, seat)
            try:
                action = bots.make(self.game_name, "normal", self._bot_seed(seat)).choose(observation, legal)
            except Exception:
                action = legal[0]
        return action

    def _advance(self, action: Any, new_state: Any) -> tuple[Event, ...]:
        actor = self.current_seat()
        self.history.append(new_state)
        self.record = self.record.with_action(action)
        self._changed()
        self._after_human = actor is not None and self.seats[actor].is_human
        self.last_events = tuple(self.game.events(new_state))
        if self.persist:
            if self.is_over():
                self._finish()
            else:
                self.autosave()
        return self.last_events

    def _changed(self) -> None:
        self._version += 1
        if self._pending is not None:
            self._pending[1].cancel()
        self._pending = None
        self._since_move = 0.0

    def _finish(self) -> None:
        """Count the game in the statistics once and forget the autosave."""
        if self._counted:
            return
        self._counted = True
        outcome = self.outcome()
        humans = self.human_seats()
        won = any(seat in outcome.winners for seat in humans)
        scores = [outcome.scores[seat] for seat in humans if seat < len(outcome.scores)]
        best = (min(scores) if outcome.lower_is_better else max(scores)) if scores else None
        try:
            counted, message = True, ""
            if self.daily:  # a replay of the day's deal already counted is practice: counted nowhere
                counted, message = daily.count_finished(self.game_name, self.daily, outcome.scores, outcome.winners,
                                                        humans, outcome.lower_is_better)
            if counted:
                message = storage.record_game(self.game_name, won, best, outcome.lower_is_better,
                                              self.opponent_level()) or message
            self.message = message or self.message
            self.keep_finished()
            if self.owns_waiting:  # never another game's waiting file
                storage.clear_autosave(self.game_name)
        except OSError as exc:
            self.message = storage.write_problem(exc, "the statistics") or self.message

    def opponent_level(self) -> str:
        """The statistics' opponent level: the strongest bot at the table, or ``storage.NO_BOTS``."""
        levels = [bots.LEVELS.index(seat.level) for seat in self.seats if not seat.is_human and seat.level in bots.LEVELS]
        return bots.LEVELS[max(levels)] if levels else storage.NO_BOTS

    # -- undo ------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Whether the latest move can be taken back (see :meth:`undo_refusal`)."""
        return self._undo_target() is not None

    def undo_refusal(self, seat: int, names: Sequence[str] | None = None) -> str | None:
        """Why ``seat`` cannot take back the latest move now, in a player's words; None if it can.

        The one undo policy: only the latest move, only by the human who made it, only until
        the next player has answered (seeing the bots' answers and trying another move would
        be a cheat), and never a move that showed anyone something hidden.
        """
        names = list(names) if names is not None else [s.name for s in self.seats]
        if self.is_over():
            return t("The game is over.")
        if len(self.history) < 2:
            return t("There is no move to take back yet.")
        actor = self.game.current_player(self.history[-2])
        if actor is None:
            return t("There is no move to take back yet.")
        if actor != seat:
            if self.seats[actor].is_human:
                return t("The last move is {name}'s: only {name} may take it back. Your earlier moves stay.",
                         name=names[actor])  # said to the one who pressed Undo at a shared screen
            return t("{name} has answered your move: once the next player has played, it stays.", name=names[actor])
        if reveals(self.game.events(self.history[-1])):
            return t("You can't take back a draw or anything else that showed a hidden card.")
        return None

    def _undo_target(self) -> int | None:
        if len(self.history) < 2 or self.is_over():
            return None
        actor = self.game.current_player(self.history[-2])
        if actor is None or not self.seats[actor].is_human:
            return None
        if self.undo_refusal(actor) is not None:
            return None
        return len(self.history) - 2

    def undo(self) -> bool:
        """Go back one human decision if the policy allows it; False (nothing changes) if not."""
        target = self._undo_target()
        if target is None:
            return False
        del self.history[target + 1 :]
        self.record = self.record.truncated(target)
        self._changed()
        self.last_events = ()
        if self.persist:
            self.autosave()
        return True

    # -- saving ----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        round_number = getattr(self.state, "round", None)
        return {
            "kind": MATCH_FILE_KIND,
            "record": self.record.to_json(),
            "seats": [seat.to_json() for seat in self.seats],
            "saved_at": time.strftime("%Y-%m-%d %H:%M"),
            "moves": len(self.record.actions),
            "round": round_number if isinstance(round_number, int) and not isinstance(round_number, bool) else None,
            "finished": self.is_over(),
            **({"daily": self.daily} if self.daily else {}),
        }

    def save(self, path: Path | str) -> None:
        save_files.write_match(path, self.to_json())

    def autosave(self) -> str:
        """Save as this game's waiting game (``storage.autosave_path``); returns a message if
        that failed (the game goes on). Another unfinished game of the same game waiting there
        is first kept among the saved games (``save_files.make_room``), never replaced unsaid.

        A folder that cannot be written is said once (see :func:`storage.write_problem`).
        """
        try:
            path = storage.autosave_path(self.game_name)
            if path.is_dir():
                storage.set_aside(path)
            if not self.owns_waiting:
                free, said = save_files.make_room(self.game_name)
                if said:
                    self.message = said
                if not free:
                    return said
            self.save(path)
            self.owns_waiting = True
        except (OSError, ValueError) as exc:
            message = storage.write_problem(exc, "the game") if isinstance(exc, OSError) else t("Could not save the game: {problem}.", problem=exc)
            if message:
                self.message = message
            return message
        return ""

    def save_as(self, label: str = "") -> Path | str:
        """A named save in the saved-games folder: its path, or the sentence saying why not."""
        folder = saves_dir()
        path = new_save_path(folder, label or self.game_name)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.save(path)
        except OSError as exc:
            return t("Could not save the game in {folder}: {problem}.", folder=folder, problem=exc.strerror or exc)
        return path

    def keep_finished(self) -> Path | None:
        """Keep the finished game among the last ones, for its replay (see ``save_files``)."""
        return save_files.keep_finished(self.to_json(), self.game_name)

    @classmethod
    def from_record(
        cls,
        record: GameRecord,
        seats: Sequence[SeatConfig],
        *,
        bot_delay: float = BOT_DELAY,
        worker: BotWorker | None = None,
        autosave: bool | None = None,
        undo_grace: float = 0.0,
    ) -> Match:
        """A match resumed by replaying ``record``; ValueError names the move that fails."""
        if len(seats) != record.num_players:
            raise ValueError(f"the game has {record.num_players} players but {len(seats)} seats")
        match = cls(record.game, seats, record.seed, record.options, bot_delay=bot_delay, worker=worker,
                    autosave=autosave, undo_grace=undo_grace)
        try:
            states = replay(match.game, record)
        except Exception:
            match.close()
            raise
        match.history = states
        match.record = record
        return match

    @classmethod
    def from_position(
        cls,
        game_name: str,
        seats: Sequence[SeatConfig],
        position: str,
        seed: int = 0,
        options: Mapping[str, Any] = {},
        *,
        bot_delay: float = BOT_DELAY,
        worker: BotWorker | None = None,
        autosave: bool | None = None,
        undo_grace: float = 0.0,
    ) -> Match:
        """A match that starts from ``position`` (the game's state text), for tests and bug
        reports; it saves, resumes and replays like any other (the record keeps the position).
        ValueError says what is wrong with the text or the seats."""
        record = GameRecord(game_name, len(seats), seed, dict(options), (), position)
        return cls.from_record(record, seats, bot_delay=bot_delay, worker=worker, autosave=autosave,
                               undo_grace=undo_grace)

    @classmethod
    def load(
        cls,
        path: Path | str,
        *,
        bot_delay: float = BOT_DELAY,
        worker: BotWorker | None = None,
        autosave: bool | None = None,
        undo_grace: float = 0.0,
        finished: bool = False,
    ) -> Match | str:
        """The match saved at ``path``, or a sentence naming the file and saying why not.

        A file that cannot be used (damaged, hand-edited, of an unknown game, holding an
        illegal move, a game already over unless ``finished``) is moved aside, never
        overwritten; nothing in it is run, it is only read as data and replayed through the
        rules, which refuse any move they do not allow.
        """
        result = save_files.load_match_data(path)
        if result.missing:
            return t("There is no saved game to resume.")
        if result.data is None:
            return result.message
        try:
            record, seats = read_match_data(result.data)
            match = cls.from_record(record, seats, bot_delay=bot_delay, worker=worker, autosave=autosave,
                                    undo_grace=undo_grace)
        except Exception as exc:  # any refusal of a file, even an engine's unexpected one, is a message
            return storage.damaged(path, problem_sentence(exc), "saved game").message
        if daily.parse_day(result.data.get("daily")) is not None:
            match.daily = str(result.data["daily"])
        if save_files.claims_finished(path, result.data) and not match.is_over():
            match.close()
            return storage.damaged(path, save_files.UNFINISHED_FINISHED, "saved game").message
        if match.is_over() and not finished:
            match.close()
            return storage.damaged(path, "the game in it had already ended", "saved game").message
        match.owns_waiting = save_files.is_waiting_file(path, record.game)
        return match

    @classmethod
    def load_autosave(cls, game: str | None = None, **kwargs: Any) -> Match | str:
        """``game``'s unfinished game waiting (None: the newest of them), or a sentence saying
        why not. The one unfinished game of older versions is found there too."""
        if game is None:
            waiting, messages = save_files.waiting_games()
            if not waiting:
                return messages[0] if messages else t("There is no saved game to resume.")
            return cls.load(waiting[0].path, **kwargs)
        save_files.adopt_old_autosave()
        return cls.load(storage.autosave_path(game), **kwargs)

    def close(self) -> None:
        """Stop the bot worker (its process, for a ProcessBotWorker)."""
        if self._pending is not None:
            self._pending[1].cancel()
            self._pending = None
        self.worker.close()


__all__ = [
    "BOT_DELAY",
    "BotWorker",
    "InlineBotWorker",
    "Match",
    "ProcessBotWorker",
    "SeatConfig",
    "THINK_BUDGET",
    "UNDO_GRACE",
    "level_delay",
    "reveals",
]
