"""The user's data folder: saves, settings and statistics as versioned JSON.

Everything is written atomically (a temp file in the same folder, then ``os.replace``), so
a crash mid-write never leaves half a file. Reading never raises to the UI: a damaged or
wrong-version file is moved aside (``name.damaged-YYYYmmdd-HHMMSS.json``) and the caller
gets ``None`` with a sentence to show, so the player's data is kept, never silently lost.
The folder is ``platformdirs``' user data dir for "LlamaGames", or ``$LLAMAGAMES_HOME``
(tests point it at a temporary folder).
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Mapping

APP_NAME = "LlamaGames"
HOME_ENV = "LLAMAGAMES_HOME"
FORMAT_VERSION = 1

SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
AUTOSAVE_FILE = "autosave.json"

ANIMATION_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Animation speed setting -> factor applied to every animation duration (0 = no animation)."""

BOT_PACE_RANGE = (0.0, 3.0)
"""Seconds between two bot moves, as the settings screen may offer them."""


def data_dir() -> Path:
    """The folder holding all user data, created on first use."""
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """Where the match in progress is saved after every move."""
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
    """Write ``data`` plus a ``version`` key atomically: readers see the old or the new file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = dict(data)
    payload["version"] = version
    text = json.dumps(payload, indent=1, sort_keys=True)
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


def set_aside(path: Path | str) -> Path | None:
    """Rename a damaged file to ``name.damaged-YYYYmmdd-HHMMSS.json``; None if that fails."""
    path = Path(path)
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


def load_json(path: Path | str, version: int = FORMAT_VERSION, what: str = "file") -> LoadResult:
    """Read a versioned JSON object; a damaged or wrong-version file is moved aside.

    ``what`` names the file in the message ("saved game", "settings").
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return LoadResult(None, missing=True)
    except OSError as exc:
        return LoadResult(None, f"Could not read the {what} ({path.name}): {exc.strerror or exc}.")
    problem = ""
    data: Any = None
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        problem = "it is damaged (not valid JSON)"
    if not problem:
        if not isinstance(data, dict):
            problem = "it does not hold the expected data"
        elif data.get("version") != version:
            problem = f"it has format version {data.get('version')!r}, this version of Llama Games reads {version}"
    if problem:
        return damaged(path, problem, what)
    return LoadResult(data)


def damaged(path: Path | str, problem: str, what: str = "file") -> LoadResult:
    """Move a file aside and build the message saying why (for checks beyond ``load_json``)."""
    path = Path(path)
    moved = set_aside(path)
    if moved is not None:
        message = f"The {what} could not be used: {problem}. It was kept as {moved.name}."
    else:
        message = f"The {what} could not be used: {problem}. It was left in place as {path.name}."
    return LoadResult(None, message, moved)


# -- settings ------------------------------------------------------------------------------


UNDO_GRACE_MAX = 5.0


@dataclass
class Settings:
    """The player's preferences; unknown or bad values fall back to the defaults one by one."""

    animation_speed: str = "normal"
    bot_pace: float = 0.6
    sound: bool = True
    fullscreen: bool = False
    undo_grace: float = 1.5
    """Seconds the next bot waits after your move, so that Undo is within reach (0: no wait)."""
    last_setup: dict[str, Any] = field(default_factory=dict)

    def animation_scale(self) -> float:
        """The factor for animation durations (0 for "instant")."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Settings":
        base = Settings()
        speed = data.get("animation_speed", base.animation_speed)
        if speed not in ANIMATION_SPEEDS:
            speed = base.animation_speed
        pace = data.get("bot_pace", base.bot_pace)
        if isinstance(pace, bool) or not isinstance(pace, (int, float)):
            pace = base.bot_pace
        pace = min(max(float(pace), BOT_PACE_RANGE[0]), BOT_PACE_RANGE[1])
        sound = data.get("sound", base.sound)
        fullscreen = data.get("fullscreen", base.fullscreen)
        setup = data.get("last_setup", {})
        grace = data.get("undo_grace", base.undo_grace)
        if isinstance(grace, bool) or not isinstance(grace, (int, float)) or not 0 <= grace <= UNDO_GRACE_MAX:
            grace = base.undo_grace
        return Settings(
            undo_grace=float(grace),
            animation_speed=speed,
            bot_pace=pace,
            sound=sound if isinstance(sound, bool) else base.sound,
            fullscreen=fullscreen if isinstance(fullscreen, bool) else base.fullscreen,
            last_setup=dict(setup) if isinstance(setup, dict) else {},
        )


def load_settings() -> tuple[Settings, str]:
    """The saved settings (defaults if none) and a message if the file had to be set aside."""
    result = load_json(data_dir() / SETTINGS_FILE, what="settings file")
    if result.data is None:
        return Settings(), result.message
    return Settings.from_json(result.data), ""


def save_settings(settings: Settings) -> None:
    write_json(data_dir() / SETTINGS_FILE, settings.to_json())


# -- statistics ----------------------------------------------------------------------------


@dataclass
class Statistics:
    """Per game name: games played, games won (a human seat won) and the best final score a
    human seat reached ("best", in the game's own sense; "lower_is_better" is 1 where fewer
    points are better, as in L.L.A.M.A.). Files from before "best" was kept load as they are."""

    games: dict[str, dict[str, int]] = field(default_factory=dict)

    def played(self, game: str) -> int:
        return self.games.get(game, {}).get("played", 0)

    def won(self, game: str) -> int:
        return self.games.get(game, {}).get("won", 0)

    def best(self, game: str) -> int | None:
        """The best final score of a human seat, or None before any is known."""
        return self.games.get(game, {}).get("best")

    def lower_is_better(self, game: str) -> bool:
        return bool(self.games.get(game, {}).get("lower_is_better", 0))

    def add(self, game: str, won: bool, score: int | None = None, lower_is_better: bool = False) -> None:
        entry = self.games.setdefault(game, {"played": 0, "won": 0})
        entry["played"] = entry.get("played", 0) + 1
        entry["won"] = entry.get("won", 0) + (1 if won else 0)
        if score is None:
            return
        best = entry.get("best")
        if best is None or (score < best if lower_is_better else score > best):
            entry["best"] = int(score)
        entry["lower_is_better"] = 1 if lower_is_better else 0

    def to_json(self) -> dict[str, Any]:
        return {"games": {name: dict(entry) for name, entry in self.games.items()}}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Statistics":
        games: dict[str, dict[str, int]] = {}
        raw = data.get("games", {})
        if isinstance(raw, dict):
            for name, entry in raw.items():
                if not isinstance(entry, dict):
                    continue
                played, won = entry.get("played", 0), entry.get("won", 0)
                if not (_is_int(played) and _is_int(won) and 0 <= won <= played):
                    continue
                kept = {"played": played, "won": won}
                best, lower = entry.get("best"), entry.get("lower_is_better", 0)
                if _is_int(best) and played > 0 and lower in (0, 1):
                    kept["best"] = best
                    kept["lower_is_better"] = int(lower)
                games[str(name)] = kept
        return Statistics(games)


def _is_int(value: Any) -> bool:
    """A JSON integer (``true`` parses as a Python bool, which is an int too: not a count)."""
    return isinstance(value, int) and not isinstance(value, bool)


def load_statistics() -> tuple[Statistics, str]:
    """The saved statistics (empty if none) and a message if the file had to be set aside."""
    result = load_json(data_dir() / STATISTICS_FILE, what="statistics file")
    if result.data is None:
        return Statistics(), result.message
    return Statistics.from_json(result.data), ""


def save_statistics(stats: Statistics) -> None:
    write_json(data_dir() / STATISTICS_FILE, stats.to_json())


def record_game(game: str, won: bool, score: int | None = None, lower_is_better: bool = False) -> str:
    """Count one finished game (``score``: the best final score among the human seats, if
    any); returns a message if the old statistics had to be set aside."""
    stats, message = load_statistics()
    stats.add(game, won, score, lower_is_better)
    save_statistics(stats)
    return message


def clear_autosave() -> None:
    """Forget the match in progress (it ended, or the player started another)."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


__all__ = [
    "ANIMATION_SPEEDS",
    "APP_NAME",
    "FORMAT_VERSION",
    "HOME_ENV",
    "LoadResult",
    "Settings",
    "Statistics",
    "autosave_path",
    "clear_autosave",
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
]
