"""The user's data folder: saves, settings and statistics as versioned JSON.

Everything is written atomically (a temp file in the same folder, then ``os.replace``), so
a crash mid-write never leaves half a file. Reading never raises to the UI: a damaged or
wrong-version file is moved aside (``name.damaged-YYYYmmdd-HHMMSS.json``) and the caller
gets ``None`` with a sentence to show, so the player's data is kept, never silently lost.
A file that is a symbolic link is refused the same way (the link is set aside, what it points
to is never read nor replaced), and a file named in the data folder that really lies outside
it (a folder on the way is a link) is refused and left where it is.
The folder is ``platformdirs``' user data dir for "LlamaGames", or ``$LLAMAGAMES_HOME``
(tests point it at a temporary folder).
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from . import save_writer
from .i18n import t
from .rules.languages import LANGUAGES
from .text_safety import clean_name

APP_NAME = "LlamaGames"
HOME_ENV = "LLAMAGAMES_HOME"
FORMAT_VERSION = 1

SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
AUTOSAVE_FILE = "autosave.json"

ANIMATION_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Animation speed setting -> factor applied to every animation duration (0 = no animation)."""

REPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""The replay viewer's speeds (times the pace of a game played live)."""

BOT_PACE_RANGE = (0.0, 3.0)
"""Seconds between two bot moves, as the settings screen may offer them."""

MAX_FILE_BYTES = 1_000_000
"""No file of ours comes near this (a long game's save is a few kilobytes): a bigger one is
not ours, and reading it whole could stall the app."""
MAX_DEPTH = 32
"""Our files nest a few levels deep; JSON nested deeper is refused before it is used."""
MAX_NAME = 40
"""The longest seat name a file may hold (the setup screen allows 20)."""
STALE_TEMP_SECONDS = 5.0
"""A temporary file older than this at start belongs to a write that was killed half-way."""


def data_dir() -> Path:
    """The folder holding all user data, created on first use.

    A folder that cannot be created is not an error here: reading then finds nothing and
    writing raises OSError, which the callers turn into one message (see :func:`write_problem`).
    """
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


LEFTOVER_DEPTH = 4
"""How deep below the data folder the clean-up looks: our deepest folder is
``saves/finished`` (reviews are at the same depth); a little more leaves room."""


def clean_leftovers(folder: Path | None = None, min_age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files of writes that were killed half-way (``.name.*.tmp``).

    Called once at start, for the data folder and every folder under it (saves, finished
    games, waiting games, reviews: every place ``write_json`` writes lies there), so no
    folder keeps a stray one for good. Links to folders are not followed. Only files older
    than ``min_age`` seconds go, so a second copy of the app that is writing at this moment
    keeps its file. Returns what was deleted.
    """
    root = data_dir() if folder is None else folder
    removed: list[Path] = []
    now = time.time()
    for place in _folders_below(root, LEFTOVER_DEPTH):
        try:
            candidates = list(place.glob(".*.tmp"))
        except OSError:
            continue
        for path in candidates:
            try:
                info = path.lstat()
                if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < min_age:
                    continue
                path.unlink()
            except OSError:
                continue
            removed.append(path)
    return removed


def _folders_below(root: Path, depth: int) -> list[Path]:
    """``root`` and the real folders under it, ``depth`` levels down at most (links skipped)."""
    found, level = [root], [root]
    for _ in range(depth):
        deeper: list[Path] = []
        for place in level:
            try:
                entries = list(os.scandir(place))
            except OSError:
                continue
            deeper += [Path(entry.path) for entry in entries
                       if entry.is_dir(follow_symlinks=False)]
        found += deeper
        level = deeper
    return found


_write_warned = False


def write_problem(exc: OSError, what: str = "your data") -> str:
    """The one message for a data folder that cannot be written (read-only, full disk).

    The first failure of a session gets the sentence; later ones get "" so the player is
    told once and the game goes on without saving. A later successful write re-arms it.
    """
    global _write_warned
    if _write_warned:
        return ""
    _write_warned = True
    reason = exc.strerror or str(exc)
    return t("Could not save {what} in {folder} ({reason}). The game goes on, but nothing is saved until that is "
             "fixed.", what=t(what), folder=data_dir(), reason=reason)


def _write_succeeded() -> None:
    global _write_warned
    _write_warned = False


WAITING_FOLDER = ("saves", "waiting")
"""Inside the data folder: one unfinished game waiting per game (``<game>.json``)."""
GAME_FILE_NAME = re.compile(r"[a-z0-9_-]{1,30}")
"""A game's name as it may name a file (every catalogue name does)."""


def waiting_dir() -> Path:
    """The folder of the unfinished games waiting to be played on, one per game."""
    return data_dir().joinpath(*WAITING_FOLDER)


def autosave_path(game: str) -> Path:
    """Where ``game``'s match in progress is saved after every move: its waiting game, so that
    an unfinished game of one game never replaces another game's."""
    if not GAME_FILE_NAME.fullmatch(game):
        raise ValueError(f"'{game[:40]}' is not a game name that can name a file")
    return waiting_dir() / f"{game}.json"


def old_autosave_path() -> Path:
    """Where versions before one waiting game per game kept the one unfinished game (read once,
    then moved to its game's place: see ``save_files.adopt_old_autosave``)."""
    return data_dir() / AUTOSAVE_FILE


@dataclass(frozen=True)
class LoadResult:
    """What ``load_json`` found: the data, or None with the reason for the player.

    ``missing`` is a normal situation (first start, no saved game) and has no message;
    ``set_aside`` is where a damaged file was moved, so the message can name it.
    """

    data: dict[str, Any] | None
    message: str = ""
    set_aside: Path | None = None
    missing: bool = False

    @property
    def ok(self) -> bool:
        return self.data is not None


def write_json(path: Path | str, data: Mapping[str, Any], version: int = FORMAT_VERSION) -> None:
    """Write ``data`` plus a ``version`` key atomically: readers see the old or the new file.

    A snapshot of the same file still waiting in the background writer is dropped first (this
    write is newer), and one being written is waited for, so the two never race."""
    path = Path(path)
    save_writer.WRITER.cancel(path)
    write_atomically(path, data, version)
    _write_succeeded()


def flush_writes(path: Path | str | None = None) -> bool:
    """Wait (briefly: ``save_writer.FLUSH_SECONDS``) until the background writer has written
    ``path`` (None: everything it holds). Every reader of a file it may write calls this
    first; False if it still holds it."""
    return save_writer.WRITER.flush(path)


def write_succeeded() -> None:
    """A background write succeeded: the next failure is said again."""
    _write_succeeded()


def write_atomically(path: Path, data: Mapping[str, Any], version: int) -> None:
    """The atomic write alone, as the background writer's thread does it: no wait for the
    writer (it is the writer), and the warning is re-armed by the caller's thread."""
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = dict(data)
    payload["version"] = version
    text = json.dumps(payload, indent=1, sort_keys=True, allow_nan=False)
    if path.is_symlink():
        set_aside(path, settle=False)  # a link in our file's place is not ours to replace: it is kept aside
    if path.is_dir():
        raise IsADirectoryError(21, "a folder has the file's name", str(path))
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path | str, settle: bool = True) -> Path | None:
    """Rename a damaged file to ``name.damaged-YYYYmmdd-HHMMSS.json``; None if that fails.
    ``settle``: first wait for the background writer's write of it (the writer itself does not)."""
    path = Path(path)
    if settle:
        save_writer.WRITER.flush(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix or '.json'}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{counter}{path.suffix or '.json'}")
        counter += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""Turns a file of one format version into the next version's data (or raises ValueError)."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"it holds the number {name}, which no file of ours contains")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"it holds the number {text}, which is too large")
    return value


def _depth(data: Any) -> int:
    """How deeply ``data`` nests lists and objects (without recursion)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, level)
            stack.extend((value, level + 1) for value in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((value, level + 1) for value in item)
    return deepest


def parse_json(raw: bytes) -> Any:
    """Decode our JSON strictly; ValueError says in words what is wrong.

    Refused: bytes that are not UTF-8, NaN/Infinity and numbers too large for a float,
    whole numbers of thousands of digits, and nesting deeper than ``MAX_DEPTH``.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("it is not text (not valid UTF-8)") from None
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except RecursionError:
        raise ValueError("it is nested far too deeply") from None
    except json.JSONDecodeError:
        raise ValueError("it is damaged (not valid JSON)") from None
    except ValueError as exc:  # our own refusals, and int() of thousands of digits
        message = str(exc)
        raise ValueError(message if message.startswith("it ") else "it holds a number that is too long") from None
    if _depth(data) > MAX_DEPTH:
        raise ValueError("it is nested far too deeply")
    return data


def load_json(
    path: Path | str,
    version: int = FORMAT_VERSION,
    what: str = "file",
    migrations: Mapping[int, Migration] | None = None,
) -> LoadResult:
    """Read a versioned JSON object; a damaged or wrong-version file is moved aside.

    ``what`` names the file in the message ("saved game", "settings"). ``migrations`` maps
    an older version to the function that lifts its data one version up; a version with no
    way up, or a newer one, is refused with the reason.
    """
    path = Path(path)
    save_writer.WRITER.flush(path)  # an autosave of it on its way is read, not the one before
    try:
        info = path.lstat()  # a link is looked at, never followed
    except (FileNotFoundError, NotADirectoryError):  # no file, or no data folder at all
        return LoadResult(None, missing=True)
    except OSError as exc:
        return LoadResult(None, t("Could not read the {what} ({file}): {problem}.", what=t(what), file=path.name,
                                  problem=exc.strerror or exc))
    if stat.S_ISLNK(info.st_mode):
        return damaged(path, "it is a link to another file, which Llama Games does not follow", what)
    if outside_data_folder(path):
        return LoadResult(None, t("The {what} could not be used: {problem}. {file} was left where it is.", what=t(what),
                                  problem="it lies outside the data folder (a folder on the way is a link)",
                                  file=path.name))
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not an ordinary file"
        return damaged(path, f"it is {kind}", what)
    if info.st_size > MAX_FILE_BYTES:
        return damaged(path, f"it is far too large ({info.st_size:,} bytes)", what)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        return LoadResult(None, t("Could not read the {what} ({file}): {problem}.", what=t(what), file=path.name,
                                  problem=exc.strerror or exc))
    if len(raw) > MAX_FILE_BYTES:
        return damaged(path, "it is far too large", what)
    try:
        data = parse_json(raw)
        if not isinstance(data, dict):
            raise ValueError("it does not hold the expected data")
        data = migrate(data, version, migrations or {})
    except ValueError as exc:
        return damaged(path, str(exc), what)
    return LoadResult(data)


def outside_data_folder(path: Path | str) -> bool:
    """Whether a file named inside the data folder really lies elsewhere (a folder on its way
    is a link). A file named outside the data folder (a test's, a file given by hand) is
    taken where it is named."""
    home = Path(os.path.abspath(data_dir()))
    absolute = Path(os.path.abspath(path))
    if not absolute.is_relative_to(home):
        return False
    try:
        return not absolute.resolve().is_relative_to(home.resolve())
    except (OSError, RuntimeError):  # a loop of links
        return True


def migrate(data: dict[str, Any], version: int, migrations: Mapping[int, Migration]) -> dict[str, Any]:
    """Lift ``data`` to ``version`` one step at a time; ValueError gives the reason if it cannot."""
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool):
        raise ValueError("it has no format version")
    if found > version:
        raise ValueError(f"it has format version {found}, from a newer Llama Games (this one reads up to {version})")
    while found < version:
        step = migrations.get(found)
        if step is None:
            raise ValueError(f"it has format version {found}, too old for this version of Llama Games "
                             f"(it reads {version})")
        data = step(dict(data))
        found += 1
        data["version"] = found
    return data


def damaged(path: Path | str, problem: str, what: str = "file") -> LoadResult:
    """Move a file aside and build the message saying why (for checks beyond ``load_json``)."""
    path = Path(path)
    moved = set_aside(path)
    if moved is not None:
        message = t("The {what} could not be used: {problem}. {file} was kept as {kept}.", what=t(what), problem=problem,
                    file=path.name, kept=moved.name)
    else:
        message = t("The {what} could not be used: {problem}. {file} was left where it is.", what=t(what),
                    problem=problem, file=path.name)
    return LoadResult(None, message, moved)


# -- settings ------------------------------------------------------------------------------


UNDO_GRACE_MAX = 5.0
UI_SCALE_RANGE = (0.9, 1.5)
LANGUAGE_CODES = tuple(LANGUAGES)
"""The languages a player may choose (the pseudo-language for tests is not one of them)."""
ENDING_MOVES = ("undo", "ask")


def _volume(data: Mapping[str, Any], key: str, default: float) -> float:
    """A saved volume from 0 to 1; anything else (text, a flag, 7, NaN) is the default."""
    value = data.get(key, default)
    return float(value) if _is_number(value) and 0.0 <= value <= 1.0 else default


def _flag(data: Mapping[str, Any], key: str, default: bool) -> bool:
    """A yes/no setting, or its default when the file holds anything else."""
    value = data.get(key, default)
    return value if isinstance(value, bool) else default


@dataclass
class Settings:
    """The player's preferences; unknown or bad values fall back to the defaults one by one."""

    animation_speed: str = "normal"
    bot_pace: float = 0.6
    sound: bool = True
    """Every sound at all (the one-click mute): off, no mixer channel plays, nor the music."""
    fullscreen: bool = False
    undo_grace: float = 1.5
    """Seconds the next bot waits after your move, so that Undo is within reach (0: no wait)."""
    language: str = "en"
    """The interface language (a code of ``llamagames.i18n.LANGUAGES``)."""
    hints: bool = True
    """First-game hints at the table (why a card is dimmed, where to drag, the next step)."""
    colour_blind: bool = False
    """Every colour that carries meaning also gets a symbol or a pattern."""
    ui_scale: float = 1.0
    """The player's size for everything on screen, on top of the window's own scale."""
    ending_moves: str = "undo"
    """Moves that end something for you (quit a round, end a turn): "undo" (taken back until the
    next player acts) or "ask" (a question first)."""
    effects_volume: float = 0.8
    """The card, chip and table sounds' loudness, 0 (none) to 1."""
    music_volume: float = 0.4
    """The quiet background music's loudness, 0 (no music) to 1."""
    replay_speed: float = 1.0
    """How fast a replay plays by itself: one of ``REPLAY_SPEEDS``."""
    block_only_mine: bool = False
    """Llamagedón: holding a Block, be asked only about cards on your own shelters or hand (or
    a Block on your card); a card on someone else goes by with a notice and a log line. Off by
    default: a new player holding a Block is asked about every card (the rulebook lets anyone
    block any card), so the table never decides a card for them unseen."""
    llamaland_view: str = "tilted"
    """How Llamaland's estates are seen: "tilted" or "top" (from above), as the player last
    chose with V (kept across games and a resumed save). A first start sees them from above
    (``NEW_PLAYER_VIEW``); a file that says "tilted" keeps it."""
    last_setup: dict[str, Any] = field(default_factory=dict)
    window: list[int] | None = None
    """Where the player left the window: x, y, width and height of its drawing area on the
    desktop, then the usable width and height of the screen it stood on (None: never moved; the
    first start fits it to the screen; another screen next time fits it to that one)."""

    def animation_scale(self) -> float:
        """The factor for animation durations (0 for "instant")."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), BLOCK_MARK: True}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Settings:
        base = Settings()
        speed = data.get("animation_speed", base.animation_speed)
        if not isinstance(speed, str) or speed not in ANIMATION_SPEEDS:
            speed = base.animation_speed
        pace = data.get("bot_pace", base.bot_pace)
        if not _is_number(pace):
            pace = base.bot_pace
        pace = min(max(float(pace), BOT_PACE_RANGE[0]), BOT_PACE_RANGE[1])
        sound = data.get("sound", base.sound)
        fullscreen = data.get("fullscreen", base.fullscreen)
        grace = data.get("undo_grace", base.undo_grace)
        if not _is_number(grace) or not 0 <= grace <= UNDO_GRACE_MAX:
            grace = base.undo_grace
        language = data.get("language", base.language)
        ui_size = data.get("ui_scale", base.ui_scale)
        if not _is_number(ui_size) or not UI_SCALE_RANGE[0] <= ui_size <= UI_SCALE_RANGE[1]:
            ui_size = base.ui_scale
        ending = data.get("ending_moves", base.ending_moves)
        return Settings(
            effects_volume=_volume(data, "effects_volume", base.effects_volume),
            music_volume=_volume(data, "music_volume", base.music_volume),
            replay_speed=(float(data["replay_speed"]) if _is_number(data.get("replay_speed"))
                          and data["replay_speed"] in REPLAY_SPEEDS else base.replay_speed),
            undo_grace=float(grace),
            language=language if language in LANGUAGE_CODES else base.language,
            hints=_flag(data, "hints", base.hints),
            colour_blind=_flag(data, "colour_blind", base.colour_blind),
            block_only_mine=_block_only_mine(data, base.block_only_mine),
            ui_scale=float(ui_size),
            ending_moves=ending if ending in ENDING_MOVES else base.ending_moves,
            animation_speed=speed,
            bot_pace=pace,
            sound=sound if isinstance(sound, bool) else base.sound,
            fullscreen=fullscreen if isinstance(fullscreen, bool) else base.fullscreen,
            llamaland_view=(data["llamaland_view"] if data.get("llamaland_view") in LLAMALAND_VIEWS
                            else base.llamaland_view),
            last_setup=clean_setups(data.get("last_setup", {})),
            window=_window_place(data.get("window")),
        )


BLOCK_MARK = "block_asks_by_default"
"""Written with every file since "Ask me only when it touches me" became off by default. A
file without it was saved when the box was on by default: its ``true`` was that default, not a
choice, so it asks every time now; its ``false`` was the player's choice and is kept."""


def _block_only_mine(data: Mapping[str, Any], default: bool) -> bool:
    """The saved box, or the default where an older file held only the old default."""
    if data.get(BLOCK_MARK) is True:
        return _flag(data, "block_only_mine", default)
    return False if data.get("block_only_mine") is True else _flag(data, "block_only_mine", default)


LLAMALAND_VIEWS = ("tilted", "top")
"""The ways Llamaland's estates may be seen (``Settings.llamaland_view``)."""

WINDOW_SIDE = (200, 20000)
"""A remembered window's width and height lie in this range (anything else is not a window)."""


def _window_place(value: Any) -> list[int] | None:
    """A remembered window place [x, y, w, h] (and its screen's usable [w, h] after it) of whole
    numbers, or None for anything else."""
    if not isinstance(value, list) or len(value) not in (4, 6) or not all(_is_int(part) for part in value):
        return None
    x, y, w, h = value[:4]
    low, high = WINDOW_SIDE
    if not (low <= w <= high and low <= h <= high and abs(x) <= high and abs(y) <= high):
        return None
    if len(value) == 6 and not all(low <= side <= high for side in value[4:]):
        return None
    return [int(part) for part in value]


SEAT_KINDS = ("human", "bot", "phone")
MAX_SEATS = 8


def _is_number(value: Any) -> bool:
    """A finite JSON number (not ``true``, which parses as an int)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def clean_setups(raw: Any) -> dict[str, Any]:
    """The remembered setups with every value of the wrong type or size dropped.

    Per game name: ``{"num_players": int, "seats": [{"kind", "name", "level"}, ...]}``. The
    setup screen still checks the values against its game (player counts, bot levels).
    """
    if not isinstance(raw, dict):
        return {}
    setups: dict[str, Any] = {}
    for game, entry in raw.items():
        if not isinstance(game, str) or len(game) > MAX_NAME or not isinstance(entry, dict):
            continue
        kept: dict[str, Any] = {}
        count = entry.get("num_players")
        if _is_int(count) and 1 <= count <= MAX_SEATS:
            kept["num_players"] = count
        seats = entry.get("seats")
        if isinstance(seats, list):
            kept["seats"] = [clean_seat(seat) for seat in seats[:MAX_SEATS]]
        setups[game] = kept
    return setups


def clean_seat(seat: Any) -> dict[str, str] | None:
    """One remembered seat with string fields, or None when it is not a seat at all (its name
    cleaned as the setup cleans a typed one: no control character reaches a widget)."""
    if not isinstance(seat, dict):
        return None
    kind, name, level = seat.get("kind"), seat.get("name", ""), seat.get("level", "normal")
    if kind not in SEAT_KINDS or not isinstance(name, str) or not isinstance(level, str) or len(level) > MAX_NAME:
        return None
    return {"kind": kind, "name": clean_name(name, MAX_NAME), "level": level}


NEW_PLAYER_VIEW = "top"
"""How a first start (no settings file yet) sees Llamaland's estates: a new player's first game is seen from above, where the squares a tile covers and its level read at once
(playtesters found placing in the tilted view trial and error); the tilted view is one key (V)
away, and the choice is kept."""


def load_settings() -> tuple[Settings, str]:
    """The saved settings (a new player's if none: ``NEW_PLAYER_VIEW``; the defaults if the
    file could not be used) and a message if the file had to be set aside."""
    result = load_json(data_dir() / SETTINGS_FILE, what="settings file")
    if result.data is None:
        return (Settings(llamaland_view=NEW_PLAYER_VIEW) if result.missing else Settings()), result.message
    return Settings.from_json(result.data), ""


def save_settings(settings: Settings) -> None:
    """Write the settings; a folder in the file's place is moved aside first (it is not ours)."""
    path = data_dir() / SETTINGS_FILE
    if path.is_dir():
        set_aside(path)
    write_json(path, settings.to_json())


# -- statistics ----------------------------------------------------------------------------


STAT_EXTRA_KEYS = ("total", "scored", "streak", "best_streak")
"""Kept since the statistics screen: the sum of the scores and how many games gave one (for the
average), the current and the longest run of wins. Files from before load without them."""

NO_BOTS = "humans"
"""The opponent level of a game with no bot at the table (friends at one screen)."""


@dataclass
class Statistics:
    """Per game name: games played, games won (a human seat won) and the best final score a
    human seat reached ("best", in the game's own sense; "lower_is_better" is 1 where fewer
    points are better, as in L.L.A.M.A.), the scores' sum and count, the current and the best
    win streak. ``levels`` holds the same figures per game and per opponent level (the
    strongest bot at the table, or ``NO_BOTS``). Files from before "best" was kept load as
    they are."""

    games: dict[str, dict[str, int]] = field(default_factory=dict)
    levels: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)

    def played(self, game: str) -> int:
        return self.games.get(game, {}).get("played", 0)

    def won(self, game: str) -> int:
        return self.games.get(game, {}).get("won", 0)

    def best(self, game: str) -> int | None:
        """The best final score of a human seat, or None before any is known."""
        return self.games.get(game, {}).get("best")

    def lower_is_better(self, game: str) -> bool:
        return bool(self.games.get(game, {}).get("lower_is_better", 0))

    def add(self, game: str, won: bool, score: int | None = None, lower_is_better: bool = False,
            level: str | None = None) -> None:
        """Count one finished game (per opponent level too when ``level`` is given)."""
        _count(self.games.setdefault(game, {"played": 0, "won": 0}), won, score, lower_is_better)
        if level is not None:
            per_level = self.levels.setdefault(game, {})
            _count(per_level.setdefault(level, {"played": 0, "won": 0}), won, score, lower_is_better)

    def record(self, game: str, level: str, won: bool, score: int | None = None,
               lower_is_better: bool = False) -> None:
        """``add`` with the opponent level (the statistics screen's rows)."""
        self.add(game, won, score, lower_is_better, level)

    def entry(self, game: str, level: str | None = None) -> dict[str, int]:
        """The figures of a game (all levels), or of one opponent level; empty if never played."""
        if level is None:
            return dict(self.games.get(game, {}))
        return dict(self.levels.get(game, {}).get(level, {}))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"games": {name: dict(entry) for name, entry in self.games.items()}}
        if self.levels:
            data["levels"] = {name: {level: dict(entry) for level, entry in per.items()}
                              for name, per in self.levels.items()}
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Statistics:
        games: dict[str, dict[str, int]] = {}
        raw = data.get("games", {})
        if isinstance(raw, dict):
            for name, entry in raw.items():
                kept = _clean_entry(entry)
                if kept is not None:
                    games[str(name)] = kept
        levels: dict[str, dict[str, dict[str, int]]] = {}
        raw_levels = data.get("levels", {})
        if isinstance(raw_levels, dict):
            for name, per in list(raw_levels.items())[:MAX_SEATS * 8]:
                if not isinstance(name, str) or len(name) > MAX_NAME or not isinstance(per, dict):
                    continue
                clean = {level: kept for level, entry in list(per.items())[:MAX_SEATS * 8]
                         if isinstance(level, str) and len(level) <= MAX_NAME
                         and (kept := _clean_entry(entry)) is not None}
                if clean:
                    levels[name] = clean
        return Statistics(games, levels)


def _count(entry: dict[str, int], won: bool, score: int | None, lower_is_better: bool) -> None:
    """One finished game into one entry: counts, best and sum of scores, win streaks."""
    entry["played"] = entry.get("played", 0) + 1
    entry["won"] = entry.get("won", 0) + (1 if won else 0)
    streak = entry.get("streak", 0) + 1 if won else 0
    entry["streak"] = streak
    entry["best_streak"] = max(entry.get("best_streak", 0), streak)
    if score is None:
        return
    entry["total"] = entry.get("total", 0) + int(score)
    entry["scored"] = entry.get("scored", 0) + 1
    best = entry.get("best")
    if best is None or (score < best if lower_is_better else score > best):
        entry["best"] = int(score)
    entry["lower_is_better"] = 1 if lower_is_better else 0


def _clean_entry(entry: Any) -> dict[str, int] | None:
    """One entry of a statistics file with every impossible figure dropped (None: no counts)."""
    if not isinstance(entry, dict):
        return None
    played, won = entry.get("played", 0), entry.get("won", 0)
    if not (_is_int(played) and _is_int(won) and 0 <= won <= played <= MAX_COUNT):
        return None
    kept = {"played": played, "won": won}
    best, lower = entry.get("best"), entry.get("lower_is_better", 0)
    if _is_int(best) and abs(best) <= MAX_COUNT and played > 0 and lower in (0, 1):
        kept["best"] = best
        kept["lower_is_better"] = int(lower)
    streak, best_streak = entry.get("streak"), entry.get("best_streak")
    if _is_int(streak) and _is_int(best_streak) and 0 <= streak <= best_streak <= won:
        kept["streak"], kept["best_streak"] = streak, best_streak
    total, scored = entry.get("total"), entry.get("scored")
    if _is_int(total) and _is_int(scored) and 0 <= scored <= played and abs(total) <= MAX_COUNT * max(1, scored):
        kept["total"], kept["scored"] = total, scored
    return kept


MAX_COUNT = 10**9
"""No player finishes a billion games: a larger count or score was edited by hand."""


def _is_int(value: Any) -> TypeGuard[int]:
    """A JSON integer (``true`` parses as a Python bool, which is an int too: not a count)."""
    return isinstance(value, int) and not isinstance(value, bool)


def load_statistics() -> tuple[Statistics, str]:
    """The saved statistics (empty if none) and a message if the file had to be set aside."""
    result = load_json(data_dir() / STATISTICS_FILE, what="statistics file")
    if result.data is None:
        return Statistics(), result.message
    return Statistics.from_json(result.data), ""


def save_statistics(stats: Statistics) -> None:
    path = data_dir() / STATISTICS_FILE
    if path.is_dir():
        set_aside(path)
    write_json(path, stats.to_json())


def record_game(game: str, won: bool, score: int | None = None, lower_is_better: bool = False,
                level: str | None = None) -> str:
    """Count one finished game (``score``: your final score, the first human's at the laptop,
    if any; ``level``: the opponents' level); returns a message if the old statistics had to
    be set aside."""
    stats, message = load_statistics()
    stats.add(game, won, score, lower_is_better, level)
    save_statistics(stats)
    return message


def clear_autosave(game: str) -> None:
    """Forget ``game``'s match in progress (it ended, or the player let it go)."""
    path = autosave_path(game)
    save_writer.WRITER.cancel(path)  # an older move's snapshot must not bring it back
    if path.is_symlink():
        set_aside(path)  # not ours: kept, like any file we did not write
        return
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except IsADirectoryError:
        set_aside(path)


__all__ = [
    "ANIMATION_SPEEDS",
    "APP_NAME",
    "FORMAT_VERSION",
    "HOME_ENV",
    "LoadResult",
    "NO_BOTS",
    "Settings",
    "Statistics",
    "MAX_FILE_BYTES",
    "autosave_path",
    "old_autosave_path",
    "waiting_dir",
    "clean_leftovers",
    "clean_setups",
    "clear_autosave",
    "parse_json",
    "migrate",
    "outside_data_folder",
    "write_problem",
    "damaged",
    "data_dir",
    "load_json",
    "load_settings",
    "load_statistics",
    "record_game",
    "save_settings",
    "save_statistics",
    "set_aside",
    "write_json",
    "write_atomically",
    "flush_writes",
    "write_succeeded",
]
