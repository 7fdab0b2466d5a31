"""The daily deal: for each game, one deal and one table of bots per calendar day, the same
for every player (the seed is a SHA-256 of "YYYY-MM-DD:game", no internet needed), and the
record of the days played (kept in ``daily.json`` beside the statistics).

The first finished daily game of a day counts for that day; later ones are practice. A deal is
one game: once dealt it is marked begun (the cards were seen), "Play today's deal" goes on with
the game waiting rather than dealing it again, and a begun deal whose game is gone (deleted,
let go for another game) counts as a day not finished, a loss. The player's own local date
decides the day; :func:`today` is the one place it is read, so tests
replace it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, TypeGuard

from . import storage
from .seats import SeatConfig

DAILY_FILE = "daily.json"
DAILY_VERSION = 1

DAILY_PLAYERS = 3
"""Every daily table seats you and two bots (fewer or more if a game cannot seat three)."""
DAILY_LEVELS = ("normal", "hard")
"""The bots' levels, seat by seat after yours: the same at every player's table."""
DAILY_BOT_NAMES = ("Pablo", "Dolly", "Tina", "Carlos", "Paca")

MAX_DAYS = 3660
"""Ten years of days per game: a longer record was written by hand and is cut."""


def whole(value: Any) -> TypeGuard[int]:
    """A JSON whole number (``true`` parses as a bool, which Python counts as an int)."""
    return isinstance(value, int) and not isinstance(value, bool)


def today() -> date:
    """The player's local calendar day (tests replace this function)."""
    return date.today()


def day_text(day: date) -> str:
    """The day as the record and the seed spell it: ``YYYY-MM-DD``."""
    return day.isoformat()


def parse_day(text: Any) -> date | None:
    """A ``YYYY-MM-DD`` day from a file, or None when it is anything else."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def daily_seed(day: date, game: str) -> int:
    """The deal's seed: the first bytes of SHA-256("YYYY-MM-DD:game"), in the range a new
    game's seed takes (1 to 2**31 - 1), the same on every machine and in every process."""
    digest = hashlib.sha256(f"{day_text(day)}:{game}".encode()).digest()
    return 1 + int.from_bytes(digest[:8], "big") % (2**31 - 1)


def daily_player_count(player_counts: range) -> int:
    """Three seats where the game allows them, else the nearest count it allows."""
    if DAILY_PLAYERS in player_counts:
        return DAILY_PLAYERS
    return player_counts.start if DAILY_PLAYERS < player_counts.start else player_counts.stop - 1


def daily_seats(player_counts: range, you: str = "You") -> list[SeatConfig]:
    """You in the first seat, then the bots at the fixed levels (normal, then hard, ...)."""
    count = daily_player_count(player_counts)
    seats = [SeatConfig("human", you, "normal")]
    for index in range(1, count):
        level = DAILY_LEVELS[min(index - 1, len(DAILY_LEVELS) - 1)]
        seats.append(SeatConfig("bot", DAILY_BOT_NAMES[(index - 1) % len(DAILY_BOT_NAMES)], level))
    return seats


# -- the record ----------------------------------------------------------------------------


@dataclass(frozen=True)
class DayResult:
    """How the day's counted game ended for you: won or not, your final score and your place
    (1 = first; seats sharing a score share a place)."""

    won: bool
    score: int | None
    place: int
    players: int
    lower_is_better: bool = False
    finished: bool = True
    """False: the deal was begun and its game left unfinished (deleted or let go): a loss."""

    def to_json(self) -> dict[str, Any]:
        return {"won": self.won, "score": self.score, "place": self.place, "players": self.players,
                "lower_is_better": self.lower_is_better, **({} if self.finished else {"finished": False})}

    @staticmethod
    def from_json(data: Any) -> DayResult | None:
        """The result read from a file, or None when any figure is impossible."""
        if not isinstance(data, dict):
            return None
        won, score, place, players = data.get("won"), data.get("score"), data.get("place"), data.get("players")
        lower, finished = data.get("lower_is_better", False), data.get("finished", True)
        if not isinstance(won, bool) or not isinstance(lower, bool) or not isinstance(finished, bool):
            return None
        if not finished and (won or score is not None):
            return None  # a game left unfinished has no score and is no win
        if score is not None and not (whole(score) and abs(score) <= storage.MAX_COUNT):
            return None
        if not (whole(players) and 1 <= players <= storage.MAX_SEATS):
            return None
        if not (whole(place) and 1 <= place <= players):
            return None
        return DayResult(won, score, place, players, lower, finished)

    def better_than(self, other: DayResult) -> bool:
        """A win beats a loss; then a better place; then a better score in the game's sense."""
        if self.won != other.won:
            return self.won
        if self.place != other.place:
            return self.place < other.place
        if self.score is None or other.score is None:
            return other.score is None and self.score is not None
        return self.score < other.score if self.lower_is_better else self.score > other.score


def _place_by_scores(scores: tuple[int, ...], winners: tuple[int, ...], seat: int, score: int | None,
                     lower_is_better: bool) -> int:
    """``seat``'s place read from the scores and the winners alone (a tie below first shared)."""
    if score is None:
        return 1 if seat in winners else 2
    place = 1 + sum(1 for other in scores if (other < score if lower_is_better else other > score))
    if seat in winners:
        return 1
    return 2 if place == 1 else place  # tied on points but beaten on a tie-break


def result_of(scores: tuple[int, ...], winners: tuple[int, ...], seat: int, lower_is_better: bool,
              place: int | None = None) -> DayResult:
    """The day's result of ``seat`` from a finished game's outcome; ``place`` is the outcome's
    own (``Outcome.place``: the rulebook's tie-breaks for every place), else read from the
    scores and the winners."""
    score = scores[seat] if seat < len(scores) else None
    if place is None:
        place = _place_by_scores(scores, winners, seat, score, lower_is_better)
    return DayResult(seat in winners, score, min(place, max(1, len(scores))), max(1, len(scores)), lower_is_better)


def streak_ending(days: set[date], last: date) -> int:
    """How many days in a row, ending on ``last``, are in ``days``."""
    count = 0
    day = last
    while day in days:
        count += 1
        day -= timedelta(days=1)
    return count


def current_streak(days: set[date], now: date) -> int:
    """The run of days played that is still alive: it ends today, or yesterday when today's
    deal is not played yet (the day is not over). A missed day breaks it."""
    if now in days:
        return streak_ending(days, now)
    return streak_ending(days, now - timedelta(days=1))


def best_streak(days: set[date]) -> int:
    """The longest run of consecutive days in ``days``."""
    return max((streak_ending(days, day) for day in days if day + timedelta(days=1) not in days), default=0)


@dataclass
class DailyRecord:
    """Per game, the counted result of each day played (``YYYY-MM-DD`` -> result), and the
    days whose deal was dealt but is not counted yet (its game is waiting, or was left)."""

    days: dict[str, dict[str, DayResult]]
    begun: dict[str, set[str]] = field(default_factory=dict)

    @staticmethod
    def empty() -> DailyRecord:
        return DailyRecord({})

    def result(self, game: str, day: date) -> DayResult | None:
        return self.days.get(game, {}).get(day_text(day))

    def played(self, game: str, day: date) -> bool:
        return self.result(game, day) is not None

    def is_begun(self, game: str, day: date) -> bool:
        """The day's deal was dealt and is not counted yet: its one game is in progress."""
        return day_text(day) in self.begun.get(game, set()) and not self.played(game, day)

    def begin(self, game: str, day: date) -> bool:
        """Mark the day's deal dealt (its cards are seen); False if it was already begun or counted."""
        if self.played(game, day) or self.is_begun(game, day):
            return False
        self.begun.setdefault(game, set()).add(day_text(day))
        return True

    def count(self, game: str, day: date, result: DayResult) -> bool:
        """Keep ``result`` as the day's, if the day has none yet; False: it was practice."""
        per_game = self.days.setdefault(game, {})
        self.begun.get(game, set()).discard(day_text(day))
        if day_text(day) in per_game:
            return False
        per_game[day_text(day)] = result
        return True

    def settle(self, game: str, waiting_day: str, players: int) -> bool:
        """Count as not finished (a loss) every begun deal of ``game`` whose game is gone: the
        one game waiting is the deal of ``waiting_day`` ("" for none, or an ordinary game).
        True if anything changed."""
        gone = sorted(text for text in self.begun.get(game, set()) if text != waiting_day)
        for text in gone:
            day = parse_day(text)
            if day is not None:
                self.count(game, day, DayResult(False, None, players, players, finished=False))
            self.begun.get(game, set()).discard(text)
        return bool(gone)

    def dates(self, game: str | None = None) -> set[date]:
        """The days with a counted daily game (of ``game``, or of any game)."""
        names = [game] if game is not None else list(self.days)
        found: set[date] = set()
        for name in names:
            found |= {day for text in self.days.get(name, {}) if (day := parse_day(text)) is not None}
        return found

    def streak(self, game: str | None = None, now: date | None = None) -> int:
        """Days in a row played, still alive today (see :func:`current_streak`)."""
        return current_streak(self.dates(game), today() if now is None else now)

    def best_streak(self, game: str | None = None) -> int:
        return best_streak(self.dates(game))

    def best(self, game: str) -> tuple[date, DayResult] | None:
        """The best day of ``game`` (see :meth:`DayResult.better_than`), the earliest on a tie."""
        found: tuple[date, DayResult] | None = None
        for text, result in sorted(self.days.get(game, {}).items()):
            day = parse_day(text)
            if day is not None and (found is None or result.better_than(found[1])):
                found = (day, result)
        return found

    def wins(self, game: str) -> int:
        return sum(1 for result in self.days.get(game, {}).values() if result.won)

    def total(self, game: str) -> int:
        return len(self.days.get(game, {}))

    def recent(self, game: str, count: int = 7) -> list[tuple[date, DayResult]]:
        """The last ``count`` days played, newest first."""
        items = sorted(((day, result) for text, result in self.days.get(game, {}).items()
                        if (day := parse_day(text)) is not None), key=lambda pair: pair[0], reverse=True)
        return items[:count]

    def to_json(self) -> dict[str, Any]:
        begun = {game: sorted(texts) for game, texts in self.begun.items() if texts}
        return {"days": {game: {text: result.to_json() for text, result in sorted(per.items())}
                         for game, per in self.days.items()}, **({"begun": begun} if begun else {})}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> DailyRecord:
        """The record with every impossible entry dropped, one by one."""
        days: dict[str, dict[str, DayResult]] = {}
        raw = data.get("days")
        if not isinstance(raw, dict):
            return DailyRecord({})
        for game, per in list(raw.items())[:storage.MAX_SEATS * 8]:
            if not isinstance(game, str) or len(game) > storage.MAX_NAME or not isinstance(per, dict):
                continue
            kept = {text: result for text, value in list(per.items())[:MAX_DAYS]
                    if parse_day(text) is not None and (result := DayResult.from_json(value)) is not None}
            if kept:
                days[game] = kept
        begun: dict[str, set[str]] = {}
        raw_begun = data.get("begun")
        for game, texts in (list(raw_begun.items())[:storage.MAX_SEATS * 8] if isinstance(raw_begun, dict) else []):
            if isinstance(game, str) and len(game) <= storage.MAX_NAME and isinstance(texts, list):
                marked = {text for text in texts[:MAX_DAYS] if parse_day(text) is not None}
                if marked:
                    begun[game] = marked
        return DailyRecord(days, begun)


def load_record() -> tuple[DailyRecord, str]:
    """The record of daily deals (empty if none) and a sentence if the file was set aside."""
    result = storage.load_json(storage.data_dir() / DAILY_FILE, DAILY_VERSION, what="daily deal record")
    if result.data is None:
        return DailyRecord.empty(), result.message
    return DailyRecord.from_json(result.data), ""


def save_record(record: DailyRecord) -> None:
    path = storage.data_dir() / DAILY_FILE
    if path.is_dir():
        storage.set_aside(path)
    storage.write_json(path, record.to_json(), DAILY_VERSION)


def count_result(game: str, day: date, result: DayResult) -> tuple[bool, str]:
    """Count a finished daily game: (whether it was the day's first, a sentence if the old
    record had to be set aside). A later game of the same day is practice: nothing changes."""
    record, message = load_record()
    if not record.count(game, day, result):
        return False, message
    save_record(record)
    return True, message


def begin_deal(game: str, day: date) -> str:
    """Mark ``game``'s deal of ``day`` dealt in the record (the sentence if the old record had
    to be set aside): from now on it is one game, resumed, never dealt fresh that day."""
    record, message = load_record()
    if record.begin(game, day):
        save_record(record)
    return message


def settle_deals(game: str, waiting_day: str, players: int) -> tuple[DailyRecord, str]:
    """The record with ``game``'s begun deals whose game is gone counted as not finished (see
    :meth:`DailyRecord.settle`), saved if that changed it; and a sentence if a file was set aside."""
    record, message = load_record()
    if record.settle(game, waiting_day, players):
        save_record(record)
    return record, message


def count_finished(game: str, day_text_: str, scores: tuple[int, ...], winners: tuple[int, ...],
                   humans: tuple[int, ...], lower_is_better: bool,
                   place: int | None = None) -> tuple[bool, str]:
    """Count a finished match marked as the deal of ``day_text_``: (counted, sentence).

    The daily table has one human seat; a file holding none (edited by hand) counts nothing.
    """
    day = parse_day(day_text_)
    if day is None or not humans:
        return False, ""
    return count_result(game, day, result_of(scores, winners, humans[0], lower_is_better, place))


__all__ = [
    "DAILY_LEVELS",
    "DAILY_PLAYERS",
    "DailyRecord",
    "DayResult",
    "begin_deal",
    "best_streak",
    "count_finished",
    "count_result",
    "current_streak",
    "daily_player_count",
    "daily_seats",
    "daily_seed",
    "day_text",
    "load_record",
    "parse_day",
    "result_of",
    "save_record",
    "settle_deals",
    "today",
]
