"""Match files on disk: the format and its migrations, named saves, the last finished games
and the list the Saved games screen shows.

A match file is a game record (``rules.core.GameRecord``) with its seats and a short summary
(when it was saved, how far it went) so a list can be shown without replaying every game.
Reading never runs anything from a file: it is data, replayed through the rules by
:meth:`llamagames.match.Match.load`. A file that cannot be used is set aside
(``storage.damaged``), never overwritten.
"""

from __future__ import annotations

import os
import re
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from . import catalogue, save_writer, storage
from .daily import parse_day
from .i18n import t
from .rules import GAMES
from .rules.core import GameRecord, replay
from .seats import SeatConfig, said_name
from .text_safety import displayable

MATCH_FILE_KIND = "match"
MATCH_FORMAT_VERSION = 3
"""Version 2 added ``saved_at`` and the ``moves``/``round`` summary the saved-games list shows;
version 3 came with L.L.A.M.A.'s second shuffle (its records name the ``deal`` they use)."""
SAVES_FOLDER = "saves"
FINISHED_FOLDER = "finished"
"""Inside the saves folder: the last finished games, kept for their replays."""
FINISHED_KEPT = 20
"""How many finished games are kept (the oldest goes when a new one ends)."""


def write_match(path: Path | str, data: Mapping[str, Any]) -> None:
    """Write a match's data (``Match.to_json``) atomically in the current format."""
    storage.write_json(path, dict(data), MATCH_FORMAT_VERSION)


def write_match_now(path: Path | str, data: Mapping[str, Any]) -> None:
    """``write_match`` on the background writer's thread (``storage.write_atomically``)."""
    storage.write_atomically(Path(path), dict(data), MATCH_FORMAT_VERSION)


def load_match_data(path: Path | str) -> storage.LoadResult:
    """A match file's data, migrated to the current format (or why it could not be read)."""
    return storage.load_json(path, MATCH_FORMAT_VERSION, what="saved game", migrations=MATCH_MIGRATIONS)


def keep_finished(data: Mapping[str, Any], game_name: str) -> Path | None:
    """Keep a finished game's data among the last :data:`FINISHED_KEPT`, for its replay."""
    folder = finished_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = new_save_path(folder, game_name)
        write_match(path, data)
        kept = sorted((p for p in folder.glob("*.json") if is_own_finished(p)), key=lambda p: p.lstat().st_mtime)
        for old in kept[:-FINISHED_KEPT]:
            old.unlink()
    except OSError:
        return None  # a replay is a nicety: the statistics and the game are what matter
    return path


OWN_NAME = re.compile(r"[a-z0-9-]{1,30}-\d{8}-\d{6}(-\d+)?\.json")
"""The names :func:`new_save_path` gives (a file set aside is ``*.damaged-*``: never ours)."""


def is_own_finished(path: Path) -> bool:
    """Whether ``path`` is a finished-game file this app wrote and can read: an ordinary
    file (not a link) of our naming, whose data is a finished match. Only those are rotated
    away; anything else stays until the player deletes it."""
    if not OWN_NAME.fullmatch(path.name):
        return False
    try:
        info = path.lstat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > storage.MAX_FILE_BYTES:
            return False
        data = storage.parse_json(path.read_bytes())
    except (OSError, ValueError):
        return False
    return (isinstance(data, dict) and data.get("kind") == MATCH_FILE_KIND and data.get("finished") is True
            and storage._is_int(data.get("version")) and data["version"] <= MATCH_FORMAT_VERSION)


def problem_sentence(exc: BaseException) -> str:
    """An exception's sentence as part of ours ("... could not be used: <problem>.")."""
    # The text may quote the file (a move that does not parse): made drawable, and short.
    text = displayable(str(exc), 300).strip().rstrip(".") or type(exc).__name__
    return text[0].lower() + text[1:] if text[:2] != text[:2].upper() else text


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 files lack the summary: the list shows them without a date or round."""
    data.setdefault("saved_at", "")
    record = data.get("record")
    actions = record.get("actions") if isinstance(record, dict) else None
    data.setdefault("moves", len(actions) if isinstance(actions, list) else 0)
    data.setdefault("round", None)
    return data


def _from_version_2(data: dict[str, Any]) -> dict[str, Any]:
    """Some games were dealt differently before version 3 (L.L.A.M.A.'s by the first shuffle):
    their catalogue entry's ``old_save_options`` say so, so that they replay with the cards
    they were played with (new games take the second)."""
    record = data.get("record")
    name = record.get("game") if isinstance(record, dict) else None
    old = {game.name: game.old_save_options for game in catalogue.games()}.get(name) if isinstance(name, str) else ()
    if isinstance(record, dict) and old:
        options = record.get("options")
        if options is None:
            options = record["options"] = {}
        if isinstance(options, dict):
            for key, value in old:
                options.setdefault(key, value)
    return data


MATCH_MIGRATIONS: dict[int, storage.Migration] = {1: _from_version_1, 2: _from_version_2}


def read_match_data(data: Mapping[str, Any]) -> tuple[GameRecord, list[SeatConfig]]:
    """The record and seats of a match file's data; ValueError says what is wrong."""
    if data.get("kind") != MATCH_FILE_KIND:
        raise ValueError("it is not a saved match")
    record = GameRecord.from_json(data.get("record"))
    if record.game not in GAMES:
        raise ValueError(f"it is a game of '{record.game[:40]}', which this version does not know")
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list):
        raise ValueError("the seats are missing")
    if len(raw_seats) != record.num_players:
        raise ValueError(f"the game has {record.num_players} players but {len(raw_seats)} seats")
    return record, [SeatConfig.from_json(s) for s in raw_seats]


# -- named saves ---------------------------------------------------------------------------


def saves_dir() -> Path:
    """The folder of named saves, inside the user data folder."""
    return storage.data_dir() / SAVES_FOLDER


def finished_dir() -> Path:
    """The folder of the last finished games (inside the saves folder)."""
    return saves_dir() / FINISHED_FOLDER


@dataclass(frozen=True)
class SaveEntry:
    """One named save as the saved-games list shows it (read without replaying the game)."""

    path: Path
    game: str
    title: str
    saved_at: str
    players: tuple[str, ...]
    moves: int
    round: int | None
    finished: bool = False
    """The game in it has ended: it can be watched, not played on as it is."""
    daily: str = ""
    """The day (YYYY-MM-DD) whose daily deal it is, or "" for an ordinary game."""
    waiting: bool = False
    """It is its game's unfinished game waiting (``saves/waiting/<game>.json``), not a kept copy."""
    humans: int = 0
    """How many of its seats are humans (two or more, unfinished: nobody may watch it yet)."""
    phones: int = 0
    """How many of those humans play from a phone (all of them: it waits for the phones, not "you")."""

    def summary(self) -> str:
        """"Round 3 · 41 moves" (or only the moves when the game has no rounds), after "Daily
        deal of 2026-12-03" for a daily deal."""
        moves = t("{count} move", count=self.moves) if self.moves == 1 else t("{count} moves", count=self.moves)
        text = t("Round {number} · {moves}", number=self.round, moves=moves) if self.round is not None else moves
        return f"{t('Daily deal of {day}', day=self.daily)} · {text}" if self.daily else text


def read_entry(path: Path | str) -> SaveEntry | str:
    """What a save holds, for a list or a question (no replay); a sentence if it is unusable
    (then set aside, like any damaged file), "" if there is no such file."""
    path = Path(path)
    result = load_match_data(path)
    if result.data is None:
        return result.message
    data = result.data
    try:
        record, seats = read_match_data(data)
        if claims_finished(path, data) and not _replays_to_end(path, record):
            raise ValueError(UNFINISHED_FINISHED)
    except Exception as exc:  # any refusal, even an engine's unexpected one, is a sentence
        return storage.damaged(path, problem_sentence(exc), "saved game").message
    saved_at = data.get("saved_at")
    round_number = data.get("round")
    return SaveEntry(
        path=path,
        game=record.game,
        title=GAMES[record.game].title,
        saved_at=displayable(saved_at[:20]).strip() if isinstance(saved_at, str) else "",
        players=tuple(seat.name for seat in seats),
        moves=len(record.actions),
        round=round_number if storage._is_int(round_number) and 0 <= round_number < 10**6 else None,
        finished=data.get("finished") is True,
        daily=str(data["daily"]) if parse_day(data.get("daily")) is not None else "",
        humans=sum(1 for seat in seats if seat.is_human),
        phones=sum(1 for seat in seats if seat.is_human and seat.phone),
    )


UNFINISHED_FINISHED = "it says the game ended, but its moves stop before the end"


def claims_finished(path: Path | str, data: Mapping[str, Any]) -> bool:
    """Whether a match file says its game is over: its flag, or its place among the last
    finished games. Such a file must replay to the end, or it is refused like any damaged one."""
    if data.get("finished") is True:
        return True
    try:
        return Path(path).parent.resolve() == finished_dir().resolve()
    except OSError:
        return False


_replayed: dict[tuple[str, int, int], bool] = {}
"""Finished files already replayed in this session, by (path, modification time, size): the
list is read again on every visit, and a long game takes some milliseconds to replay."""


def _replays_to_end(path: Path, record: GameRecord) -> bool:
    """Whether ``record`` replays through the rules to a finished game (ValueError if a move
    is refused)."""
    try:
        info = path.lstat()
        key = (str(path), info.st_mtime_ns, info.st_size)
    except OSError:
        key = None
    if key is not None and key in _replayed:
        return _replayed[key]
    game = GAMES[record.game]
    over = game.is_over(replay(game, record)[-1])
    if key is not None:
        _replayed[key] = over
    return over


def list_saves() -> tuple[list[SaveEntry], list[str]]:
    """The named saves and the last finished games, newest first, and a message for each file
    that had to be set aside."""
    entries: list[SaveEntry] = []
    messages: list[str] = []
    paths: list[Path] = []
    for folder in (saves_dir(), finished_dir()):
        try:
            paths += sorted(p for p in folder.glob("*.json") if ".damaged-" not in p.name)
        except OSError:
            continue
    for path in paths:
        entry = read_entry(path)
        if isinstance(entry, SaveEntry):
            entries.append(entry)
        elif entry:
            messages.append(entry)
    entries.sort(key=lambda e: (e.saved_at, e.path.name), reverse=True)
    return entries, messages


def new_save_path(folder: Path, label: str) -> Path:
    """A file name for a new named save: the label made safe, the time, never an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    slug = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")[:30] or "game"
    path = folder / f"{slug}-{stamp}.json"
    counter = 1
    while path.exists():
        path = folder / f"{slug}-{stamp}-{counter}.json"
        counter += 1
    return path


# -- waiting games: one unfinished game per game ---------------------------------------


def waiting_games() -> tuple[list[SaveEntry], list[str]]:
    """Every unfinished game waiting to be played on (one per game at most), newest first,
    and a sentence for each file that had to be set aside or could not be moved."""
    messages: list[str] = []
    storage.flush_writes()  # a game saved a moment ago is listed, even its first save
    adopted = adopt_old_autosave()
    if adopted:
        messages.append(adopted)
    try:
        paths = sorted(p for p in storage.waiting_dir().glob("*.json") if SET_ASIDE_MARK not in p.name)
    except OSError:
        paths = []
    entries: list[SaveEntry] = []
    for path in paths:
        entry = _read_waiting(path)
        if isinstance(entry, SaveEntry):
            entries.append(entry)
        elif entry:
            messages.append(entry)
    entries.sort(key=lambda e: (e.saved_at, _modified(e.path)), reverse=True)
    return entries, messages


def waiting_for(game: str) -> SaveEntry | str:
    """``game``'s unfinished game waiting, "" if none, or the sentence saying why it is unusable
    (the file is then set aside, never lost)."""
    adopted = adopt_old_autosave()
    path = storage.autosave_path(game)
    storage.flush_writes(path)  # its first save may still be on its way
    if not os.path.lexists(path):
        return adopted
    return _read_waiting(path)


def _read_waiting(path: Path) -> SaveEntry | str:
    """A waiting file as an entry; one holding another game than its name is set aside, and a
    finished one goes to the finished games (a crash between its last move and its clearing)."""
    entry = read_entry(path)
    if not isinstance(entry, SaveEntry):
        return entry
    if entry.game != path.stem:
        return storage.damaged(path, f"it holds a game of {entry.game}, not of {path.stem[:30]}",
                               "unfinished game").message
    if entry.finished:
        try:
            finished_dir().mkdir(parents=True, exist_ok=True)
            os.replace(path, new_save_path(finished_dir(), entry.game))
        except OSError:
            pass  # it stays where it is: the next look tries again
        return ""
    return replace(entry, waiting=True)


def _modified(path: Path) -> int:
    try:
        return path.lstat().st_mtime_ns
    except OSError:
        return 0


def adopt_old_autosave() -> str:
    """Move the one unfinished game of older versions (``autosave.json`` in the data folder) to
    its game's waiting place, or among the saved games if a game of that game already waits
    there (nothing replaced). A sentence if it was damaged (set aside) or could not be moved."""
    old = storage.old_autosave_path()
    if not os.path.lexists(old):
        return ""
    entry = read_entry(old)
    if not isinstance(entry, SaveEntry):
        return entry
    target = storage.autosave_path(entry.game)
    if entry.finished or os.path.lexists(target):
        target = new_save_path(saves_dir(), entry.game)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, target)
    except OSError as exc:
        return t("Your unfinished game from an earlier version could not be moved to {folder}: {problem}. It stays "
                 "in {file}.", folder=target.parent, problem=exc.strerror or exc, file=old)
    return ""


def is_waiting_file(path: Path | str, game: str) -> bool:
    """Whether ``path`` is ``game``'s waiting file (a match loaded from it writes back to it)."""
    try:
        return Path(path).resolve() == storage.autosave_path(game).resolve()
    except (OSError, ValueError):
        return False


_released: dict[str, tuple[int, int] | None] = {}
"""Per game, the waiting file the player let go or kept a copy of in this session (its
modification time and size): the next game of that game may replace it without another copy."""


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.lstat()
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size)


def let_go(game: str) -> None:
    """The player chose to let ``game``'s waiting game go: the next game of it replaces it."""
    path = storage.autosave_path(game)
    storage.flush_writes(path)  # the stamp of the file as it will stay
    _released[game] = _stamp(path)


def keep_waiting(game: str, label: str = "") -> Path | str:
    """Copy ``game``'s waiting game among the saved games, dated (the waiting one stays until a
    new game of ``game`` replaces it); its path, or the sentence saying why not."""
    entry = waiting_for(game)
    if not isinstance(entry, SaveEntry):
        return entry or t("There is no unfinished game to keep.")
    kept = _copy_to_saves(entry.path, label or entry.game)
    if not isinstance(kept, str):
        let_go(game)
    return kept


def _copy_to_saves(path: Path, label: str) -> Path | str:
    result = load_match_data(path)
    if result.data is None:
        return result.message
    folder = saves_dir()
    target = new_save_path(folder, label)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        data = dict(result.data)
        data.pop("version", None)
        storage.write_json(target, data, MATCH_FORMAT_VERSION)
    except OSError as exc:
        return t("Could not keep the game in {folder}: {problem}.", folder=folder, problem=exc.strerror or exc)
    return target


def make_room(game: str) -> tuple[bool, str]:
    """Before a match that did not come from ``game``'s waiting file first writes there: the
    game waiting is kept among the saved games as a dated copy, unless the player let it go or
    kept it already. Returns whether the match may write, and the sentence to tell the player
    (never a game replaced without a word: if the copy fails, the match does not write)."""
    path = storage.autosave_path(game)
    storage.flush_writes(path)  # another match's last save of it lands before it is looked at
    if not os.path.lexists(path) or path.is_symlink() or path.is_dir():
        return True, ""  # nothing of ours there (a link or a folder is set aside by the writer)
    if game in _released and _released[game] == _stamp(path):
        return True, ""
    entry = waiting_for(game)
    if not isinstance(entry, SaveEntry):
        return (not os.path.lexists(path)), entry  # a damaged one was set aside: room made
    kept = _copy_to_saves(path, entry.game)
    if isinstance(kept, str):
        return False, t("The game is not saved, so as not to replace your other unfinished game of {game}: {problem}",
                        game=t(entry.title), problem=kept)
    return True, t("Your other unfinished game of {game} ({players}) is kept in Saved games.", game=t(entry.title),
                   players=t(", ").join(said_name(name) for name in entry.players))


def delete_save(path: Path | str) -> str:
    """Delete a named save (only a file in the saves folder); returns a message if it failed."""
    path = Path(path)
    folders = (saves_dir(), finished_dir(), storage.waiting_dir())
    if path.parent.resolve() not in [folder.resolve() for folder in folders]:
        return t("Only a game in the saved-games folder can be deleted here.")
    save_writer.WRITER.cancel(path)  # a save on its way would bring it back
    try:
        path.unlink()
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return t("Could not delete {file}: {problem}.", file=path.name, problem=exc.strerror or exc)
    return ""


# -- files set aside -----------------------------------------------------------------------


SET_ASIDE_MARK = ".damaged-"
"""In the name of every file set aside (``storage.set_aside``)."""


def _aside_folders() -> list[Path]:
    return [storage.data_dir(), saves_dir(), finished_dir(), storage.waiting_dir()]


def list_set_aside() -> list[Path]:
    """The files set aside in the data folder and the saves folders, newest first: they stay
    until the player deletes them (Saved games lists them)."""
    found: list[tuple[float, Path]] = []
    for folder in _aside_folders():
        try:
            names = list(folder.iterdir())
        except OSError:
            continue
        for path in names:
            if SET_ASIDE_MARK not in path.name:
                continue
            try:
                found.append((path.lstat().st_mtime, path))
            except OSError:
                continue
    return [path for _, path in sorted(found, key=lambda item: (item[0], item[1].name), reverse=True)]


def delete_set_aside(path: Path | str) -> str:
    """Delete one file set aside (a link goes, never what it points to); returns a message if
    it could not be deleted. A folder set aside is left to the player."""
    path = Path(path)
    try:
        home = [folder.resolve() for folder in _aside_folders()]
        if SET_ASIDE_MARK not in path.name or path.parent.resolve() not in home:
            return t("Only a file kept aside by Llama Games can be deleted here.")
        if path.is_dir() and not path.is_symlink():
            return t("{file} is a folder: Llama Games deletes only files. Remove it from {folder} yourself if you "
                     "do not need it.", file=displayable(path.name), folder=displayable(path.parent))
        path.unlink()
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return t("Could not delete {file}: {problem}.", file=displayable(path.name), problem=exc.strerror or exc)
    return ""


__all__ = [
    "delete_set_aside",
    "list_set_aside",
    "FINISHED_KEPT",
    "MATCH_FORMAT_VERSION",
    "SaveEntry",
    "delete_save",
    "finished_dir",
    "adopt_old_autosave",
    "is_waiting_file",
    "keep_waiting",
    "let_go",
    "make_room",
    "waiting_for",
    "waiting_games",
    "keep_finished",
    "list_saves",
    "load_match_data",
    "new_save_path",
    "problem_sentence",
    "read_entry",
    "read_match_data",
    "saves_dir",
    "write_match",
    "write_match_now",
]
