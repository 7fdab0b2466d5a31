"""One game in progress: its seats, its history, moves and undo (the match's session).

The match's other jobs are modules of their own beside this one: when bots move and what
happens when a worker hangs (``pacing.py``, ``match.pacer``), its files (``saving.py``),
the finished game counted (``statistics.py``), what a day's deal changes
(``daily_deal.py``) and every sentence it says (``messages.py``). The match keeps the one
cache of the legal actions of the current position, so tables, hints and bots never compute
them twice.

The UI drives a match with ``play`` (a human's move) and ``update(dt)`` every frame (bots
think in a worker and move after a fixed pace, so the time a bot takes never tells what it
holds). The seat that decides is always ``game.current_player(state)``, in turn or not.
A match is its ``GameRecord``: saving writes the record, resuming replays it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, Literal, overload

from .. import bots, save_files, save_writer, storage
from ..bot_worker import BotWorker, ProcessBotWorker
from ..rules import GAMES
from ..rules.core import (
    A,
    ActionParseError,
    Event,
    Game,
    GameRecord,
    IllegalActionError,
    O,
    Outcome,
    Refusal,
    S,
    check_player_count,
    replay,
    resolve_options,
)
from ..save_files import problem_sentence, read_match_data
from ..seat_view import SeatView
from ..seats import SeatConfig
from ..text_safety import clean_name, name_problem
from . import messages
from .daily_deal import day_of
from .pacing import BOT_DELAY, BotPacer
from .saving import MatchFiles, hosted_of
from .statistics import count_finished

# -- the match -----------------------------------------------------------------------------


def reveals(events: Sequence[Event]) -> bool:
    """Whether an action showed anyone something hidden (a drawn card, a new deal)."""
    return any(event.reveals for event in events)


class Match(MatchFiles, Generic[S, A, O]):
    """A game in progress between humans and bots, typed by its game's state, action and
    observation where the game is known to the type checker (``Match(LLAMA, ...)``; a match
    set up by name, as the menu and the files do, is ``Match[Any, Any, Any]``).

    ``autosave`` None means: save after every move, clear the save and count statistics at
    the end, whenever a human plays (a bot-only demo never overwrites the player's save).
    """

    @overload
    def __init__(self: Match[Any, Any, Any], game: str, seats: Sequence[SeatConfig], seed: int,
                 options: Mapping[str, Any] = ..., *, bot_delay: float = ..., worker: BotWorker | None = ...,
                 autosave: bool | None = ..., undo_grace: float = ...) -> None: ...

    @overload
    def __init__(self, game: Game[S, A, O], seats: Sequence[SeatConfig], seed: int,
                 options: Mapping[str, Any] = ..., *, bot_delay: float = ..., worker: BotWorker | None = ...,
                 autosave: bool | None = ..., undo_grace: float = ...) -> None: ...

    def __init__(
        self,
        game: str | Game[S, A, O],
        seats: Sequence[SeatConfig],
        seed: int,
        options: Mapping[str, Any] = {},
        *,
        bot_delay: float = BOT_DELAY,
        worker: BotWorker | None = None,
        autosave: bool | None = None,
        undo_grace: float = 0.0,
    ) -> None:
        game_name = game if isinstance(game, str) else game.name
        if game_name not in GAMES or not (isinstance(game, str) or GAMES[game_name] is game):
            raise ValueError(f"There is no game called '{game_name}'.")
        self.game: Game[S, A, O] = GAMES[game_name]
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
        self.pacer = BotPacer(self, worker if worker is not None else ProcessBotWorker(), bot_delay, undo_grace)
        """When the bots move, and their worker (``pacing.py``)."""
        self.persist = any(s.is_human for s in self.seats) if autosave is None else autosave
        self.record = GameRecord(game_name, self.num_players, seed, dict(self.options))
        self.history: list[S] = [self.game.new_game(self.num_players, seed, **self.options)]
        self.last_events: tuple[Event, ...] = ()
        self.saves = save_writer.Outcomes()  # what became of its saves (``saving.py``)
        self.message = ""
        self._counted = False
        self.daily = ""
        """The day (YYYY-MM-DD) whose daily deal this game is, or "" for an ordinary game; the
        saves carry it, and the first finished one of its day counts for the daily record."""
        self._legal: tuple[S, tuple[A, ...]] | None = None
        self.hosted: dict[str, Any] = {}  # its phones' codes: see ``MatchFiles.hosted``
        self.owns_waiting = False
        """Whether this game's waiting file holds this match (it was loaded from there, or it
        wrote there): until then, writing there first keeps the game waiting as a copy."""

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> S:
        return self.history[-1]

    def current_seat(self) -> int | None:
        return self.game.current_player(self.state)

    def is_human_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and self.seats[seat].is_human

    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    def legal_actions(self) -> list[A]:
        """The legal actions of the current position (a new list each call, from one cache per
        position: Llamaland's placements cost a search of the estate)."""
        if self._legal is None or self._legal[0] is not self.state:
            legal = () if self.is_over() else tuple(self.game.legal_actions(self.state))
            self._legal = (self.state, legal)
        return list(self._legal[1])

    def observation(self, seat: int) -> O:
        return self.game.observation(self.state, seat)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def outcome(self) -> Outcome:
        return self.game.outcome(self.state)

    def events_for(self, viewer: int | None) -> tuple[Event, ...]:
        """The last move's events as ``viewer`` may know them (None: all-seeing)."""
        return tuple(event.for_viewer(viewer) for event in self.last_events)

    def seat_view(self, seat: int, told: int | None | Literal["own"] = "own") -> SeatView[S, A, O]:
        """``seat``'s view of this match: what every screen reads and plays through
        (``told``: whose secrets its events carry, see :class:`~llamagames.seat_view.SeatView`)."""
        return SeatView(self, seat, told)

    # -- moving ----------------------------------------------------------------------------

    def play(self, action: A | str) -> tuple[Event, ...]:
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
        """Call every frame: a bot to move starts thinking; its move lands after its pace."""
        action = self.pacer.due(dt)
        if action is None:
            return ()
        return self._advance(action, self.game.apply(self.state, action))

    def _advance(self, action: A, new_state: S) -> tuple[Event, ...]:
        actor = self.current_seat()
        self.history.append(new_state)
        self.record = self.record.with_action(action)
        self.pacer.moved(by_human=actor is not None and self.seats[actor].is_human)
        self.last_events = tuple(self.game.events(new_state))
        if self.persist:
            if self.is_over():
                self._finish()
            else:
                self.autosave()
        return self.last_events

    def _finish(self) -> None:
        """Count the game in the statistics once and forget the autosave (``statistics.py``)."""
        if not self._counted:
            self._counted = True
            count_finished(self)

    # -- undo ------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Whether the latest move can be taken back (see :meth:`undo_refusal`)."""
        return self._undo_target() is not None

    def undo_refusal(self, seat: int, names: Sequence[str] | None = None) -> str | None:
        """Why ``seat`` cannot take back the latest move now, in a player's words; None if it can.

        The one undo policy: only the latest move, only by the human who made it, only until
        the next player has answered (seeing the bots' answers and trying another move would
        be a cheat), and never a move that showed anyone something hidden. The daily deal has
        no undo at all: it is one game, the same for everyone.
        """
        names = list(names) if names is not None else [s.name for s in self.seats]
        if self.is_over():
            return messages.game_over()
        if self.daily:
            return messages.no_undo_in_daily()
        if len(self.history) < 2:
            return messages.nothing_to_undo()
        actor = self.game.current_player(self.history[-2])
        if actor is None:
            return messages.nothing_to_undo()
        if actor != seat:
            if self.seats[actor].is_human:
                return messages.not_yours_to_undo(names[actor])  # said to who pressed Undo at a shared screen
            mover = self._last_human_before(len(self.history) - 2)
            if mover is None:
                return messages.nothing_to_undo()  # only bots have moved yet
            if mover != seat:  # a shared screen: the bot answered another human
                return messages.answered_other(names[actor], names[mover])
            return messages.answered(names[actor])
        if reveals(self.game.events(self.history[-1])):
            return messages.showed_hidden()
        return None

    def _last_human_before(self, index: int) -> int | None:
        """The human who made the latest move before ``history[index]``'s (the one a bot's
        answer followed), or None if only bots have moved."""
        for state in reversed(self.history[:index]):
            seat = self.game.current_player(state)
            if seat is not None and self.seats[seat].is_human:
                return seat
        return None

    def undo_time_left(self) -> float | None:
        """Seconds left to take the latest move back before a bot answers it (the Undo button
        counts them down); None when no bot is waiting on a move that can be taken back."""
        seat = self.current_seat()
        if seat is None or self.is_human_turn() or not self.can_undo():
            return None
        return self.pacer.undo_time_left(seat)

    def hold_bots(self, held: bool) -> None:
        """While ``held`` (the pointer on Undo), a bot does not answer a human's move."""
        self.pacer.held = held

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
        self.pacer.moved(by_human=False)
        self.last_events = ()
        if self.persist:
            self.autosave()
        return True

    # -- making one: new, from a record, from a position, from a file ---------------------

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
    ) -> Match[Any, Any, Any]:
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
    ) -> Match[Any, Any, Any]:
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
    ) -> Match[Any, Any, Any] | str:
        """The match saved at ``path``, or a sentence naming the file and saying why not.

        A file that cannot be used (damaged, hand-edited, of an unknown game, holding an
        illegal move, a game already over unless ``finished``) is moved aside, never
        overwritten; nothing in it is run, it is only read as data and replayed through the
        rules, which refuse any move they do not allow.
        """
        result = save_files.load_match_data(path)
        if result.missing:
            return messages.no_saved_game()
        if result.data is None:
            return result.message
        try:
            record, seats = read_match_data(result.data)
            match = cls.from_record(record, seats, bot_delay=bot_delay, worker=worker, autosave=autosave,
                                    undo_grace=undo_grace)
        except Exception as exc:  # any refusal of a file, even an engine's unexpected one, is a message
            return storage.damaged(path, problem_sentence(exc), "saved game").message
        match.daily, match.hosted = day_of(result.data), hosted_of(result.data)
        if save_files.claims_finished(path, result.data) and not match.is_over():
            match.close()
            return storage.damaged(path, save_files.UNFINISHED_FINISHED, "saved game").message
        if match.is_over() and not finished:
            match.close()
            return storage.damaged(path, "the game in it had already ended", "saved game").message
        match.owns_waiting = save_files.is_waiting_file(path, record.game)
        return match

    @classmethod
    def load_autosave(cls, game: str | None = None, **kwargs: Any) -> Match[Any, Any, Any] | str:
        """``game``'s unfinished game waiting (None: the newest of them), or a sentence saying
        why not. The one unfinished game of older versions is found there too."""
        if game is None:
            waiting, messages_ = save_files.waiting_games()
            if not waiting:
                return messages_[0] if messages_ else messages.no_saved_game()
            return cls.load(waiting[0].path, **kwargs)
        save_files.adopt_old_autosave()
        return cls.load(storage.autosave_path(game), **kwargs)

    def close(self) -> None:
        """Stop the bot worker (its process) and let the last saves land (``settle_saves``)."""
        self.pacer.close()
        self.settle_saves()


__all__ = ["Match", "reveals"]
