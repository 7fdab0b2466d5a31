"""Statistics per game and per opponent level: counts, best and average score, win streaks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llamagames import bots, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.match.statistics import count_finished, opponent_level
from llamagames.review.sample import game_end
from llamagames.rules.core import Outcome
from llamagames.seats import SeatConfig


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_ENV, str(folder))
    return folder


def test_streaks_average_and_best_across_recorded_games() -> None:
    results = [(True, 12), (True, 9), (False, 30), (True, 5), (True, 14), (True, 11), (False, 22)]
    for won, score in results:
        storage.record_game("llama", won, score, lower_is_better=True, level="normal")
    storage.record_game("llama", True, 7, lower_is_better=True, level="hard")
    stats, message = storage.load_statistics()
    assert message == ""
    normal = stats.entry("llama", "normal")
    assert (normal["played"], normal["won"]) == (7, 5)
    assert (normal["streak"], normal["best_streak"]) == (0, 3)
    assert normal["best"] == 5
    assert normal["total"] / normal["scored"] == pytest.approx(sum(s for _, s in results) / 7)
    hard = stats.entry("llama", "hard")
    assert (hard["played"], hard["won"], hard["streak"], hard["best_streak"], hard["best"]) == (1, 1, 1, 1, 7)
    every = stats.entry("llama")
    assert (every["played"], every["won"], every["streak"], every["best_streak"], every["best"]) == (8, 6, 1, 3, 5)
    assert stats.entry("alpacas") == {} and stats.entry("llama", "easy") == {}


def test_higher_is_better_keeps_the_highest_and_a_game_without_score_still_counts() -> None:
    stats = storage.Statistics()
    stats.record("alpacas", "easy", won=False, score=14)
    stats.record("alpacas", "easy", won=True, score=21)
    stats.record("alpacas", "easy", won=True, score=None)
    entry = stats.entry("alpacas", "easy")
    assert (entry["played"], entry["best"], entry["total"], entry["scored"]) == (3, 21, 35, 2)
    assert (entry["streak"], entry["best_streak"]) == (2, 2)


def test_the_file_round_trips_and_older_files_load_without_the_new_figures(home: Path) -> None:
    stats = storage.Statistics()
    stats.record("llamaland", "hard", won=True, score=60)
    storage.save_statistics(stats)
    again, _ = storage.load_statistics()
    assert again == stats
    storage.write_json(home / storage.STATISTICS_FILE, {"games": {"llama": {"played": 3, "won": 2}}})
    old, message = storage.load_statistics()
    assert message == "" and old.entry("llama") == {"played": 3, "won": 2} and old.levels == {}


@pytest.mark.parametrize("levels", [
    [1, 2],
    {"llama": "hard"},
    {"llama": {"hard": {"played": 2, "won": 5}}},
    {"llama": {"hard": {"played": True, "won": 0}}},
    {"llama": {"x" * 500: {"played": 2, "won": 1}}},
    {"x" * 500: {"hard": {"played": 2, "won": 1}}},
])
def test_impossible_level_entries_are_dropped(home: Path, levels: object) -> None:
    storage.write_json(home / storage.STATISTICS_FILE, {"games": {}, "levels": levels})
    stats, message = storage.load_statistics()
    assert message == "" and stats.levels == {}


def test_impossible_streaks_and_sums_are_dropped_but_the_counts_kept(home: Path) -> None:
    storage.write_json(home / storage.STATISTICS_FILE, {"games": {}, "levels": {"llama": {"hard": {
        "played": 4, "won": 2, "streak": 3, "best_streak": 3, "total": 10**40, "scored": 2}}}})
    stats, _ = storage.load_statistics()
    assert stats.entry("llama", "hard") == {"played": 4, "won": 2}


def test_a_hostile_statistics_file_is_set_aside(home: Path) -> None:
    path = home / storage.STATISTICS_FILE
    home.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "levels": {"llama": {"hard": {"played": 1}}}})[:-3], encoding="utf-8")
    stats, message = storage.load_statistics()
    assert stats == storage.Statistics() and "could not be used" in message
    assert not path.exists()


def test_a_finished_match_records_the_strongest_opponent_level() -> None:
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Bo", "hard")]
    # The last dozen moves of a bot game: the count is made at the end, and a whole game of the
    # hard bot's thinking cost five seconds.
    match = Match.from_position("llama", seats, game_end("llama", 3, 8, 12).start, 8, worker=InlineBotWorker(),
                                bot_delay=0.0)
    assert opponent_level(match.seats) == "hard"
    helper = bots.make("llama", "normal", 1)
    while not match.is_over():
        if match.is_human_turn():
            match.play(helper.choose(match.observation(0), match.legal_actions()))
        else:
            match.update(0.0)
    stats, _ = storage.load_statistics()
    won = 0 in match.outcome().winners
    entry = stats.entry("llama", "hard")
    assert (entry["played"], entry["won"], entry["streak"]) == (1, int(won), int(won))
    assert entry["best"] == match.outcome().scores[0]
    friends = Match("llama", [SeatConfig("human", "A"), SeatConfig("human", "B")], 1, worker=InlineBotWorker())
    assert opponent_level(friends.seats) == storage.NO_BOTS


class Finished:
    """A finished match as the count reads it."""

    def __init__(self, seats, scores, winners) -> None:
        self.game_name, self.seats, self.daily, self.message, self.owns_waiting = "alpacas", tuple(seats), "", "", False
        self._outcome = Outcome(scores=tuple(scores), winners=tuple(winners))

    def outcome(self):
        return self._outcome

    def human_seats(self):
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    def keep_finished(self) -> None:
        return None


def test_the_record_is_the_laptop_players_not_a_phones_or_a_hot_seat_friends(home) -> None:
    """In a game with a phone seat the menu's "Best 19" was the phone player's score."""

    you, phone = SeatConfig("human", "You"), SeatConfig("human", "Rosa", phone=True)
    count_finished(Finished([phone, you, SeatConfig("bot", "Pablo", "easy")], [19, 7, 12], [0]))
    stats, _ = storage.load_statistics()
    assert (stats.played("alpacas"), stats.won("alpacas"), stats.best("alpacas")) == (1, 0, 7)
    friend = SeatConfig("human", "Ben")
    count_finished(Finished([you, friend], [9, 21], [1]))  # a hot seat: Ben's win and his 21 are his
    stats, _ = storage.load_statistics()
    assert (stats.played("alpacas"), stats.won("alpacas"), stats.best("alpacas")) == (2, 0, 9)
    count_finished(Finished([you, friend], [15, 2], [0]))
    stats, _ = storage.load_statistics()
    assert (stats.won("alpacas"), stats.best("alpacas")) == (1, 15)
