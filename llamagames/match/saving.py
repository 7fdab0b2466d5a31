"""A match's files: its waiting game (the autosave), named saves and the finished games kept.

The file formats and folders are ``save_files.py``; this is what a match writes through
them. :class:`MatchFiles` is mixed into ``Match``; what it reads of the match is
:class:`Saved`. Resuming a file is ``Match.load`` (``session.py``): it builds a match.
"""

from __future__ import annotations

import copy
import time
from pathlib import Path
from typing import Any, Protocol

from .. import save_files, save_writer, storage
from ..rules.core import GameRecord
from ..save_files import MATCH_FILE_KIND, new_save_path, saves_dir
from ..seats import SeatConfig
from . import messages


class Saved(Protocol):
    """What the files read of the match (``message`` and ``owns_waiting`` are written)."""

    game_name: str
    record: GameRecord
    seats: tuple[SeatConfig, ...]
    daily: str
    hosted: dict[str, Any]
    message: str
    owns_waiting: bool
    saves: save_writer.Outcomes

    @property
    def state(self) -> object: ...

    def is_over(self) -> bool: ...

    def to_json(self) -> dict[str, Any]: ...

    def save(self, path: Path | str) -> None: ...


def hosted_of(data: dict[str, Any]) -> dict[str, Any]:
    """The phones' codes a saved game kept (``MatchFiles.hosted``), or none."""
    hosted = data.get("phones")
    return dict(hosted) if isinstance(hosted, dict) else {}


class MatchFiles:
    """Saving: the match's JSON, the waiting file, a named save, the finished games kept.

    ``hosted`` (a match's attribute) is the phones' codes of a game with phone seats, set by the
    phones' host: in the laptop's saves while the game goes on, so a continued game opens to
    the same codes; never in a finished game's file or a replay, never sent to a seat.
    """

    game_name: str
    owns_waiting: bool
    saves: save_writer.Outcomes
    """What the background writer reports of the match's saves (:meth:`said_of_saves`)."""
    _message = ""

    def to_json(self: Saved) -> dict[str, Any]:
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
            # the phones' codes: for this laptop to continue the game with, while it goes on
            **({"phones": copy.deepcopy(self.hosted)} if self.hosted and not self.is_over() else {}),
        }

    def save(self: Saved, path: Path | str) -> None:
        save_files.write_match(path, self.to_json())

    def autosave(self: Saved) -> str:
        """Save as this game's waiting game (``storage.autosave_path``), in the background: the
        frame takes the snapshot (``to_json``, a fraction of a millisecond) and the writer's
        thread writes it (``save_writer.py``). Returns a message if that failed at once (the
        game goes on); a failure of the write itself comes back later, said in ``message``
        (:meth:`said_of_saves`). Another unfinished game of the same game waiting there is
        first kept among the saved games (``save_files.make_room``), never replaced unsaid.

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
            data = self.to_json()  # the writer's own copy: nothing in it changes with the game
            save_writer.WRITER.put(save_writer.Job(path, lambda: save_files.write_match_now(path, data), self.saves))
            # The game that waited there is kept already (or let go): if this write fails, the
            # next one may still replace it without another copy.
            self.owns_waiting = True
        except (OSError, ValueError) as exc:
            message = (storage.write_problem(exc, "the game") if isinstance(exc, OSError)
                       else messages.could_not_save(exc))
            if message:
                self.message = message
            return message
        return ""

    @property
    def message(self) -> str:
        """A sentence for the player from the match itself (a bot's worker failed, a save
        could not be written); the table shows it and clears it. Read on the frame's thread
        every frame, it also takes in what the background writer reported of the saves."""
        self._take_reports()
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        self._message = text

    def _take_reports(self) -> None:
        said = self.said_of_saves()
        if said:
            self._message = said

    def said_of_saves(self) -> str:
        """What the background writer reports of this match's saves, on the frame's thread: a
        failure is said as a failed save always was (once, see :func:`storage.write_problem`)."""
        said = ""
        for outcome in self.saves.take():
            if outcome is None:
                storage.write_succeeded()
                continue
            message = (storage.write_problem(outcome, "the game") if isinstance(outcome, OSError)
                       else messages.could_not_save(outcome))
            said = message or said
        return said

    def settle_saves(self) -> None:
        """Wait (briefly) for this match's saves to be written and take in what they report:
        the table closes, the app quits, and what comes next may read the file."""
        if self.saves.waiting:
            save_writer.WRITER.flush(storage.autosave_path(self.game_name))
        self._take_reports()  # a failure stays in ``message``

    def save_as(self: Saved, label: str = "") -> Path | str:
        """A named save in the saved-games folder: its path, or the sentence saying why not."""
        folder = saves_dir()
        path = new_save_path(folder, label or self.game_name)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.save(path)
        except OSError as exc:
            return messages.could_not_save_in(folder, exc.strerror or exc)
        return path

    def keep_finished(self: Saved) -> Path | None:
        """Keep the finished game among the last ones, for its replay (see ``save_files``)."""
        data = self.to_json()
        data.pop("phones", None)  # a finished game's file is for its replay: no codes in it
        found: Path | None = save_files.keep_finished(data, self.game_name)
        return found


__all__ = ["MatchFiles", "Saved", "hosted_of"]
