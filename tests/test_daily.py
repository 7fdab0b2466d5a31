"""The daily deal: one seed and one table per day and game, the same on every run and in every
process; the first finished game of a day counts, later ones are practice; the run of days and
the best day are kept; the saves carry the day's mark."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from llamagames import daily, save_files, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.daily import DailyRecord, DayResult
from llamagames.match import Match
from llamagames.review.sample import game_end
from llamagames.rules import GAMES

DAY = date(2026, 12, 3)
GAME_NAMES = sorted(GAMES)


def dealt(game: str, day: date) -> str:
    """The dealt position of ``game``'s daily deal on ``day``, as the game writes it out."""
    engine = GAMES[game]
    seats = daily.daily_seats(engine.player_counts)
    state = engine.new_game(len(seats), daily.daily_seed(day, game), **{o.key: o.default for o in engine.options})
    return engine.state_to_text(state)


def dealt_in_another_process(game: str, day: date) -> tuple[int, str]:
    script = (
        "import sys, json\n"
        "from datetime import date\n"
        "sys.path.insert(0, '.')\n"
        "from tests.test_daily import dealt\n"
        "from llamagames import daily\n"
        f"day = date.fromisoformat({day.isoformat()!r})\n"
        f"print(json.dumps([daily.daily_seed(day, {game!r}), dealt({game!r}, day)]))\n"
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120,
                          env={"PYTHONHASHSEED": "12345", "PATH": "", "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr
    seed, text = json.loads(done.stdout.strip().splitlines()[-1])
    return seed, text


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_day_deals_the_same_cards_twice_and_in_another_process(game: str) -> None:
    first, second = dealt(game, DAY), dealt(game, DAY)
    assert first == second
    seed, text = dealt_in_another_process(game, DAY)
    assert (seed, text) == (daily.daily_seed(DAY, game), first)


def test_the_seed_is_the_sha256_of_the_day_and_the_game() -> None:
    import hashlib

    digest = hashlib.sha256(b"2026-12-03:llama").digest()
    assert daily.daily_seed(DAY, "llama") == 1 + int.from_bytes(digest[:8], "big") % (2**31 - 1)
    assert 1 <= daily.daily_seed(DAY, "llama") < 2**31


def test_each_day_and_each_game_gets_its_own_deal() -> None:
    days = [DAY + timedelta(days=n) for n in range(30)]
    seeds = {(day, game): daily.daily_seed(day, game) for day in days for game in GAME_NAMES}
    assert len(set(seeds.values())) == len(seeds)
    for game in GAME_NAMES:
        deals = {dealt(game, day) for day in days[:10]}
        assert len(deals) == 10, game


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_daily_table_is_you_against_a_normal_and_a_hard_bot(game: str) -> None:
    seats = daily.daily_seats(GAMES[game].player_counts, "Ann")
    assert [(s.kind, s.level) for s in seats] == [("human", "normal"), ("bot", "normal"), ("bot", "hard")]
    assert seats[0].name == "Ann"


def test_a_game_that_cannot_seat_three_gets_the_nearest_count() -> None:
    assert daily.daily_player_count(range(4, 7)) == 4
    assert daily.daily_player_count(range(2, 3)) == 2
    assert [s.level for s in daily.daily_seats(range(5, 6))[1:]] == ["normal", "hard", "hard", "hard"]


# -- finished games ------------------------------------------------------------------------


def play_daily(game: str, day: date, last: int | None = None) -> Match:
    """Today's deal played to its end: the human takes the first legal move, the bots think.
    With ``last``, from the position ``last`` moves before the end of a bot game of the deal
    (for a test about the end: a whole game of the hard bot's thinking costs seconds)."""
    seats = daily.daily_seats(GAMES[game].player_counts)
    seed = daily.daily_seed(day, game)
    if last is None:
        match = Match(game, seats, seed, bot_delay=0.0, worker=InlineBotWorker())
    else:
        start = game_end(game, len(seats), seed, last).start
        match = Match.from_position(game, seats, start, seed, bot_delay=0.0, worker=InlineBotWorker())
    match.daily = daily.day_text(day)
    for _ in range(5000):
        if match.is_over():
            break
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    assert match.is_over()
    match.close()
    return match


def test_the_first_finished_game_of_the_day_counts_and_a_second_is_practice() -> None:
    # The deal's last moves, twice: what counts is the end (the whole game's moves replaying
    # the same is test_a_daily_game_plays_out_the_same_in_another_process).
    first = play_daily("llama", DAY, last=12)
    record, _ = daily.load_record()
    result = record.result("llama", DAY)
    outcome = first.outcome()
    assert result is not None
    assert result.won == (0 in outcome.winners)
    assert result.score == outcome.scores[0]
    assert result.lower_is_better
    stats, _ = storage.load_statistics()
    assert stats.played("llama") == 1
    saved = json.dumps(record.to_json(), sort_keys=True)

    second = play_daily("llama", DAY, last=12)
    assert second.record.actions == first.record.actions  # the same deal, the same bots, the same moves
    record, _ = daily.load_record()
    assert json.dumps(record.to_json(), sort_keys=True) == saved
    stats, _ = storage.load_statistics()
    assert stats.played("llama") == 1  # practice counts nowhere
    assert len(list(save_files.finished_dir().glob("*.json"))) == 2  # both kept for their replay


def test_an_ordinary_game_does_not_touch_the_daily_record() -> None:
    seats = daily.daily_seats(GAMES["llama"].player_counts)
    seed = daily.daily_seed(DAY, "llama")  # the day's deal and table, but not marked as the day's: its end
    match = Match.from_position("llama", seats, game_end("llama", len(seats), seed, 12).start, seed, bot_delay=0.0,
                                worker=InlineBotWorker())
    while not match.is_over():
        match.play(match.legal_actions()[0]) if match.is_human_turn() else match.update(1.0)
    match.close()
    assert daily.load_record()[0].total("llama") == 0
    assert storage.load_statistics()[0].played("llama") == 1


def test_a_finished_daily_game_is_a_normal_finished_save_marked_with_its_day() -> None:
    play_daily("alpacas", DAY, last=12)
    files = list(save_files.finished_dir().glob("*.json"))
    assert len(files) == 1
    data = json.loads(files[0].read_text(encoding="utf-8"))
    assert data["daily"] == "2026-12-03" and data["finished"] is True
    loaded = Match.load(files[0], finished=True, worker=InlineBotWorker())
    assert not isinstance(loaded, str), loaded
    assert loaded.daily == "2026-12-03" and loaded.is_over()
    loaded.close()


def test_an_unfinished_daily_game_resumes_as_the_days_deal() -> None:
    seats = daily.daily_seats(GAMES["llama"].player_counts)
    match = Match("llama", seats, daily.daily_seed(DAY, "llama"), bot_delay=0.0, worker=InlineBotWorker())
    match.daily = daily.day_text(DAY)
    match.play(match.legal_actions()[0]) if match.is_human_turn() else match.update(1.0)
    match.autosave()
    match.close()
    resumed = Match.load_autosave("llama", worker=InlineBotWorker())
    assert not isinstance(resumed, str), resumed
    assert resumed.daily == "2026-12-03"
    resumed.close()


def test_a_hand_edited_day_mark_is_ignored() -> None:
    seats = daily.daily_seats(GAMES["llama"].player_counts)
    match = Match("llama", seats, 5, bot_delay=0.0, worker=InlineBotWorker())
    match.play(match.legal_actions()[0]) if match.is_human_turn() else match.update(1.0)
    match.autosave()
    match.close()
    path = storage.autosave_path("llama")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["daily"] = "yesterday; rm -rf"
    path.write_text(json.dumps(data), encoding="utf-8")
    resumed = Match.load_autosave("llama", worker=InlineBotWorker())
    assert not isinstance(resumed, str), resumed
    assert resumed.daily == ""
    resumed.close()


# -- the record ----------------------------------------------------------------------------


def win(score: int = 10) -> DayResult:
    return DayResult(True, score, 1, 3)


def test_the_streak_counts_consecutive_days_and_a_missed_day_breaks_it(monkeypatch) -> None:
    record = DailyRecord.empty()
    for back in (0, 1, 2, 4, 5):  # three days up to today, a gap, two more before it
        assert record.count("llama", DAY - timedelta(days=back), win())
    assert record.streak("llama", DAY) == 3
    assert record.best_streak("llama") == 3
    # Tomorrow, before playing: the run is still alive; the day after, it is broken.
    assert record.streak("llama", DAY + timedelta(days=1)) == 3
    assert record.streak("llama", DAY + timedelta(days=2)) == 0
    record.count("llama", DAY - timedelta(days=3), win())  # the gap filled: six in a row
    assert record.streak("llama", DAY) == 6 and record.best_streak("llama") == 6
    monkeypatch.setattr(daily, "today", lambda: DAY + timedelta(days=1))
    assert record.streak("llama") == 6  # the replaceable day is the default


def test_the_run_of_any_game_joins_the_days_of_every_game() -> None:
    record = DailyRecord.empty()
    record.count("llama", DAY, win())
    record.count("alpacas", DAY - timedelta(days=1), win())
    record.count("llamaland", DAY - timedelta(days=2), win())
    assert record.streak(None, DAY) == 3
    assert record.streak("llama", DAY) == 1


def test_a_day_counts_once() -> None:
    record = DailyRecord.empty()
    assert record.count("llama", DAY, DayResult(False, 30, 3, 3, True))
    assert not record.count("llama", DAY, DayResult(True, 0, 1, 3, True))
    assert record.result("llama", DAY) == DayResult(False, 30, 3, 3, True)


def test_the_best_day_is_kept() -> None:
    record = DailyRecord.empty()
    record.count("llama", DAY - timedelta(days=3), DayResult(False, 12, 2, 3, True))
    record.count("llama", DAY - timedelta(days=2), DayResult(True, 9, 1, 3, True))
    record.count("llama", DAY - timedelta(days=1), DayResult(True, 3, 1, 3, True))  # fewer points: better
    record.count("llama", DAY, DayResult(False, 0, 2, 3, True))  # a loss never beats a win
    assert record.best("llama") == (DAY - timedelta(days=1), DayResult(True, 3, 1, 3, True))
    record.count("alpacas", DAY - timedelta(days=1), DayResult(True, 40, 1, 3))
    record.count("alpacas", DAY, DayResult(True, 55, 1, 3))  # more points: better
    assert record.best("alpacas") == (DAY, DayResult(True, 55, 1, 3))
    assert record.best("llamagedon") is None


def test_the_place_comes_from_the_scores_and_the_winners() -> None:
    assert daily.result_of((3, 10, 12), (0,), 0, True) == DayResult(True, 3, 1, 3, True)
    assert daily.result_of((30, 10, 12), (1,), 0, True) == DayResult(False, 30, 3, 3, True)
    assert daily.result_of((40, 52, 40), (1,), 0, False).place == 2
    assert daily.result_of((52, 52, 40), (1,), 0, False).place == 2  # a tie lost on the tie-break


def test_the_record_round_trips_through_its_file() -> None:
    record = DailyRecord.empty()
    record.count("llama", DAY, DayResult(True, 4, 1, 3, True))
    record.count("alpacas", DAY - timedelta(days=1), DayResult(False, None, 2, 3))
    daily.save_record(record)
    loaded, message = daily.load_record()
    assert message == ""
    assert loaded == record


def test_impossible_entries_of_a_hand_edited_record_are_dropped() -> None:
    path = storage.data_dir() / daily.DAILY_FILE
    good = DayResult(True, 4, 1, 3, True).to_json()
    path.write_text(json.dumps({"version": 1, "days": {
        "llama": {"2026-12-03": good, "2026-13-40": good, "2026-12-02": {**good, "place": 9},
                  "2026-12-01": {**good, "won": "yes"}, "2026-11-30": {**good, "score": 10**12}},
        "alpacas": "every day",
    }}), encoding="utf-8")
    loaded, message = daily.load_record()
    assert message == ""
    assert list(loaded.days) == ["llama"]
    assert list(loaded.days["llama"]) == ["2026-12-03"]


def test_a_damaged_record_is_set_aside_with_a_sentence() -> None:
    path = storage.data_dir() / daily.DAILY_FILE
    path.write_text("{not json", encoding="utf-8")
    loaded, message = daily.load_record()
    assert loaded.total("llama") == 0
    assert "daily deal record" in message and "was kept as" in message
    assert not path.exists()
    assert list(storage.data_dir().glob("daily.damaged-*.json"))


def test_the_saved_games_list_names_the_day_of_a_daily_deal() -> None:
    play_daily("llama", DAY, last=12)
    entries, _ = save_files.list_saves()
    finished = [entry for entry in entries if entry.finished]
    assert len(finished) == 1
    assert finished[0].daily == "2026-12-03"
    assert finished[0].summary().startswith("Daily deal of 2026-12-03 · ")


@pytest.mark.slow(seconds=2)
def test_a_daily_game_plays_out_the_same_in_another_process() -> None:
    """A daily deal's hard bot searches a fixed budget, not a clock: the deal's L.L.A.M.A.
    game (its hard bot thinks most there among the quick games) replays move for move in
    another interpreter with another hash seed, from the position 40 moves before the end of
    a bot game of the deal (the rounds there are dealt and searched as any other; the whole
    game twice cost 10 s)."""
    script = (
        "import sys, json\n"
        "from datetime import date\n"
        "sys.path.insert(0, '.')\n"
        "from tests.test_daily import play_daily\n"
        "import os, tempfile\n"
        "os.environ['LLAMAGAMES_HOME'] = tempfile.mkdtemp()\n"
        "print(json.dumps([str(a) for a in play_daily('llama', date(2026, 12, 3), last=40).record.actions]))\n"
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=600,
                          env={"PYTHONHASHSEED": "999", "PATH": "", "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr
    here = [str(a) for a in play_daily("llama", DAY, last=40).record.actions]
    assert len(here) >= 30
    assert json.loads(done.stdout.strip().splitlines()[-1]) == here


# -- one game a day ------------------------------------------------------------------------


def test_a_begun_deal_is_in_progress_until_counted_and_is_begun_once() -> None:
    record = DailyRecord.empty()
    assert record.begin("llama", DAY)
    assert record.is_begun("llama", DAY) and not record.played("llama", DAY)
    assert not record.begin("llama", DAY)  # dealt once
    assert not record.is_begun("llama", DAY + timedelta(days=1))
    assert record.count("llama", DAY, win())
    assert not record.is_begun("llama", DAY) and not record.begin("llama", DAY)


def test_a_begun_deal_whose_game_is_gone_counts_as_not_finished() -> None:
    record = DailyRecord.empty()
    record.begin("llama", DAY)
    record.begin("alpacas", DAY)
    assert not record.settle("llama", daily.day_text(DAY), 3)  # its game is waiting: still in progress
    assert record.is_begun("llama", DAY)
    assert record.settle("llama", "", 3)  # deleted, or let go for another game
    result = record.result("llama", DAY)
    assert result == DayResult(False, None, 3, 3, finished=False)
    assert record.is_begun("alpacas", DAY) and record.total("llama") == 1
    assert not record.settle("llama", "", 3)


def test_begun_days_and_unfinished_results_round_trip_and_bad_ones_are_dropped() -> None:
    daily.begin_deal("alpacas", DAY)
    record, _ = daily.settle_deals("llama", "", 3)
    assert record.is_begun("alpacas", DAY)
    daily.begin_deal("llama", DAY)
    record, _ = daily.settle_deals("llama", "", 3)
    loaded, message = daily.load_record()
    assert message == "" and loaded.to_json() == record.to_json()
    assert loaded.result("llama", DAY) == DayResult(False, None, 3, 3, finished=False)
    assert DayResult.from_json({"won": True, "score": None, "place": 1, "players": 3, "finished": False}) is None
    assert DayResult.from_json({"won": False, "score": None, "place": 3, "players": 3, "finished": "no"}) is None
    data = {"days": {}, "begun": {"llama": ["2026-12-03", "someday", 7], "alpacas": "2026-12-03", 5: ["2026-12-03"]}}
    assert DailyRecord.from_json(data).begun == {"llama": {"2026-12-03"}}


def test_a_daily_game_has_no_undo() -> None:
    seats = daily.daily_seats(GAMES["llama"].player_counts)
    match = Match("llama", seats, daily.daily_seed(DAY, "llama"), bot_delay=0.0, worker=InlineBotWorker(),
                  autosave=False)
    plain = Match("llama", seats, daily.daily_seed(DAY, "llama"), bot_delay=0.0, worker=InlineBotWorker(),
                  autosave=False)
    match.daily = daily.day_text(DAY)
    for one in (match, plain):
        action = next(a for a in one.legal_actions() if "quit" not in str(a) and "draw" not in str(a))
        one.play(action)
    assert plain.undo_refusal(0) is None  # the same move in an ordinary game could be taken back
    assert match.undo_refusal(0) == "No Undo in the daily deal: everyone plays it once."
    assert not match.undo() and len(match.record.actions) == 1
    match.close()
    plain.close()
