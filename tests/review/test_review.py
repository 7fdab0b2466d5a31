"""The review engine: what it reads, what it reports, that it repeats itself, and its command."""

from __future__ import annotations

import io
import json
import random
from functools import cache
from pathlib import Path

import pytest

from llamagames import bots
from llamagames.review import (
    Chance,
    Decision,
    Review,
    ReviewCancelled,
    ReviewError,
    beyond_noise,
    estimate,
    finisher,
    mark,
    review,
)
from llamagames.review.cli import main
from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, replay, watched_observation
from llamagames.save_files import write_match

SEED = 11


@cache
def bot_game(game_name: str, players: int, seed: int = SEED) -> GameRecord:
    """A finished game of an easy bot (seat 0, the one reviewed) against normal ones."""
    steps = list(bots.play_steps(game_name, ["easy"] + ["normal"] * (players - 1), seed))
    return GameRecord(game_name, players, seed, {}, tuple(str(a) for a, _ in steps[1:]))


def first_open_decision(game_name: str, record: GameRecord, seat: int, after: int = 0) -> int:
    """The index of the first position (past ``after`` moves) where ``seat`` chose among several."""
    game = GAMES[game_name]
    states = replay(game, record)
    for i in range(after, len(states) - 1):
        if game.current_player(states[i]) == seat and len(game.legal_actions(states[i])) > 1:
            return i
    raise AssertionError("no open decision")


# -- it reads only what the seat saw ------------------------------------------------------------


@pytest.mark.slow(seconds=5)
@pytest.mark.parametrize("game_name, after", [("llama", 3), ("alpacas", 6), ("llamagedon", 6), ("llamaland", 200)])
def test_the_review_is_the_same_when_the_hidden_cards_are_redealt(game_name: str, after: int) -> None:
    game = GAMES[game_name]
    record = bot_game(game_name, 3 if game_name != "llama" else 4)
    index = first_open_decision(game_name, record, 0, after)
    real = replay(game, record)[index]
    seen = game.observation(real, 0)
    redealt = [game.determinize(seen, random.Random(k)) for k in range(3)]
    for state in redealt:
        assert game.observation(state, 0) == seen  # the same for the seat ...
        assert game.state_to_text(state) != game.state_to_text(real)  # ... but not the same cards
    taken = (record.actions[index],)
    reviews = [review(GameRecord(game_name, record.num_players, record.seed, {}, taken, game.state_to_text(state)),
                      0, 3 if game_name == "llamaland" else 8, hard_iterations=1 if game_name == "llamaland" else 2).to_json()
               for state in [real, *redealt]]
    assert len(reviews[0]["decisions"]) == 1
    assert all(other == reviews[0] for other in reviews[1:])


# -- the estimates ---------------------------------------------------------------------------------


def test_the_interval_shrinks_with_more_playouts() -> None:
    game = GAMES["llama"]
    record = bot_game("llama", 4)
    index = first_open_decision("llama", record, 0, 3)
    state = replay(game, record)[index]
    legal = list(game.legal_actions(state))
    widths = []
    for playouts in (16, 64, 256):
        (chance,) = estimate(game, game.observation(state, 0), 0, legal[:1], playouts, 1, finisher("llama"))
        assert chance.low <= chance.value <= chance.high
        assert chance.playouts == playouts
        widths.append(chance.high - chance.low)
    assert widths[0] > widths[1] > widths[2]


def test_a_shared_win_counts_a_fraction_and_the_interval_is_wilsons() -> None:
    chance = Chance.of(2.5, 10)
    assert chance.value == pytest.approx(0.25)
    assert chance.low == pytest.approx(0.0810, abs=1e-3) and chance.high == pytest.approx(0.5578, abs=1e-3)


@cache
def llama_review() -> Review:
    return review(bot_game("llama", 4), 0, 4)


def test_the_better_move_shown_is_legal_and_is_the_hard_bots_choice() -> None:
    game = GAMES["llama"]
    record = bot_game("llama", 4)
    states = replay(game, record)
    result = llama_review()
    assert result.decisions
    for d in result.decisions:
        index = d.move - 1
        legal = list(game.legal_actions(states[index]))
        hard = game.parse_action(d.hard)
        assert hard in legal and len(legal) > 1
        assert game.current_player(states[index]) == 0 == d.seat
        assert d.taken == record.actions[index]
        bot = bots.make("llama", "hard", bots.derive_seed(record.seed, 0, index), iterations=bots.fixed_budget("llama"))
        assert bot.choose(watched_observation(game, states[: index + 1], 0), legal) == hard
        if d.as_good:
            assert d.taken == d.hard and d.drop == 0 and d.after == d.hard_chance
        else:
            assert d.drop == pytest.approx(d.hard_chance.value - d.after.value)


def test_every_open_decision_of_the_seat_is_reviewed_and_no_other() -> None:
    game = GAMES["llama"]
    record = bot_game("llama", 4)
    states = replay(game, record)
    expected = [i + 1 for i in range(len(states) - 1)
                if game.current_player(states[i]) == 0 and len(game.legal_actions(states[i])) > 1]
    assert [d.move for d in llama_review().decisions] == expected
    result = llama_review().result
    assert result is not None and 0 <= result <= 1  # the game is over: its result is known


def test_the_costliest_three_beyond_the_noise_are_marked() -> None:
    def decision(move: int, taken: float, hard: float, better: int, worse: int, as_good: bool = False) -> Decision:
        a, b = Chance.of(taken * 100, 100), Chance.of(hard * 100, 100)
        return Decision(move, 0, 2, "a", "a" if as_good else "b", "a", a, a, a if as_good else b, as_good,
                        0.0 if as_good else hard - taken, better=better, worse=worse)

    decisions = [decision(1, 0.5, 0.9, 40, 0), decision(2, 0.5, 0.75, 6, 3), decision(3, 0.1, 0.6, 50, 0),
                 decision(4, 0.2, 0.5, 30, 0), decision(5, 0.3, 0.9, 60, 0), decision(6, 0.5, 0.5, 0, 0, as_good=True),
                 decision(7, 0.4, 0.65, 25, 0)]
    marked = [d.move for d in mark(decisions) if d.marked]
    assert marked == [1, 3, 5]  # 2 is inside the noise (6 deals to 3); 4 and 7 are smaller than the three
    assert [d.move for d in mark(decisions[:2] + decisions[5:6]) if d.marked] == [1]  # fewer than three clear ones


def test_a_drop_is_clear_when_the_shared_deals_split_too_unevenly_for_chance() -> None:
    """The sign test: 6 deals to none is 1/64 by chance (clear at 2.5%), 5 to none 1/32 is not;
    deals that ended the same do not count, and a split the other way is never clear."""
    assert beyond_noise(6, 0) and not beyond_noise(5, 0)
    assert beyond_noise(9, 1) and not beyond_noise(8, 2)  # 11/1024 against 56/1024
    assert not beyond_noise(0, 6) and not beyond_noise(3, 3) and not beyond_noise(0, 0)


def test_the_review_counts_the_deals_each_move_did_better_on() -> None:
    for d in llama_review().decisions:
        if d.as_good:
            assert d.better == d.worse == 0
        else:
            assert d.better + d.worse <= d.after.playouts
            # each deal's difference is a whole win either way at most: the counts bound the drop
            assert -d.worse <= d.drop * d.after.playouts + 1e-9 and d.drop * d.after.playouts <= d.better + 1e-9


# -- reproducible, and the API the app needs --------------------------------------------------------


def match_file(tmp_path: Path, record: GameRecord, name: str = "game.json") -> Path:
    path = tmp_path / name
    seats = [{"kind": "human", "name": "Ann", "level": "normal"}] + [
        {"kind": "bot", "name": f"Bot {i}", "level": "normal"} for i in range(1, record.num_players)]
    write_match(path, {"kind": "match", "record": record.to_json(), "seats": seats, "saved_at": "", "moves":
                       len(record.actions), "round": None, "finished": True})
    return path


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, out, err)
    return code, out.getvalue(), err.getvalue()


def test_the_same_file_gives_the_same_review_twice(tmp_path: Path) -> None:
    """A game's end (a real position and real moves, as the app's review samples are) read from
    its file twice gives the same review, to the byte."""
    from llamagames.review.sample import game_end

    record = game_end("llamagedon", 3, SEED)
    assert record.start and len(record.actions) > 10  # a position, then moves of three seats
    path = match_file(tmp_path, record)
    first = run([str(path), "--json", "--playouts", "1"])  # one deal per estimate: the same, faster
    second = run([str(path), "--json", "--playouts", "1"])
    assert first[0] == 0 and first == second
    assert len(json.loads(first[1])["decisions"]) >= 3  # seat 1's decisions were judged, each with its deals


def test_the_result_is_plain_json_and_reads_back() -> None:
    result = llama_review()
    data = json.loads(json.dumps(result.to_json()))
    assert Review.from_json(data) == result


def test_progress_is_told_and_cancel_stops_it() -> None:
    calls: list[tuple[int, int]] = []
    judged: list[Decision] = []
    record = bot_game("llama", 4)
    # what is told, and when, does not depend on how hard the hard bot thinks: a small budget
    result = review(record, 0, 2, progress=lambda done, total: calls.append((done, total)), judged=judged.append,
                    hard_iterations=50)
    total = len(result.decisions)
    assert calls == [(i, total) for i in range(total + 1)]
    # each decision is given as soon as it is judged (unlike the hard bot's first, the last first),
    # the same as in the end, unmarked
    assert sorted(d.move for d in judged) == [d.move for d in result.decisions]
    assert mark(sorted(judged, key=lambda d: d.move)) == list(result.decisions)
    asked = [0]

    def cancelled() -> bool:
        asked[0] += 1
        return asked[0] > 5

    with pytest.raises(ReviewCancelled):
        review(record, 0, 2, cancelled=cancelled)


def test_a_seat_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(ReviewError):
        review(bot_game("llama", 4), 4, 2)


# -- the command -------------------------------------------------------------------------------------


def game_end_of_llama() -> GameRecord:
    """The last moves of a Llama game from their position: the command reads it as a whole game,
    and its review (at the hard bot's full budget, which the command does not change) is short."""
    from llamagames.review.sample import game_end

    return game_end("llama", 4, SEED, 16)


def test_the_commands_json_has_the_fields(tmp_path: Path) -> None:
    path = match_file(tmp_path, game_end_of_llama())
    code, out, err = run([str(path), "--json", "--playouts", "2"])
    assert code == 0, err
    data = json.loads(out)
    assert data["seat"] == 0 and data["game"] == "llama" and data["playouts"] == 2
    assert data["decisions"]
    for d in data["decisions"]:
        assert {"move", "seat", "taken", "hard", "as_good", "before", "after", "hard_chance", "drop", "marked"} <= set(d)
        for key in ("before", "after", "hard_chance"):
            assert {"chance", "low", "high", "playouts"} <= set(d[key])
            assert 0 <= d[key]["low"] <= d[key]["chance"] <= d[key]["high"] <= 1


def test_a_bare_record_and_a_seat_can_be_named(tmp_path: Path) -> None:
    record = game_end_of_llama()
    path = tmp_path / "record.json"
    path.write_text(record.dumps())
    code, out, err = run([str(path), "--seat", "2", "--playouts", "2"])
    assert code == 0, err
    assert "seat 2 of 4" in out and "move" in out and "hard bot" in out


@pytest.mark.parametrize("content", [
    b"{not json",
    b"\xff\xfe",
    b"[]",
    b'{"kind": "match", "version": 3, "record": {"version": 1, "game": "chess", "num_players": 2, "seed": 1}, "seats": []}',
    b'{"version": 1, "game": "llama", "num_players": 4, "seed": 1, "options": {}, "actions": ["play 9"]}',
    b'{"version": 1, "game": "llama", "num_players": 4, "seed": 1, "options": {}, "actions": ["fly away"]}',
    b'{"version": 1, "game": "llama", "num_players": 99, "seed": 1, "options": {}, "actions": []}',
])
def test_a_damaged_file_gives_exit_2_and_a_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run([str(path)])
    assert code == 2 and out == ""
    assert err.startswith("review: ") and "Traceback" not in err and str(path.name) in err
    assert path.read_bytes() == content  # only read: never moved or changed


def test_a_missing_file_and_a_wrong_seat_give_exit_2(tmp_path: Path) -> None:
    assert run([str(tmp_path / "nothing.json")])[0] == 2
    path = match_file(tmp_path, bot_game("llama", 4))
    code, _, err = run([str(path), "--seat", "7"])
    assert code == 2 and "seats 1 to 4" in err


# -- in parts, in several processes ------------------------------------------------------------------


@pytest.mark.slow(seconds=5)
def test_a_review_in_parts_put_together_is_the_whole_review() -> None:
    from llamagames.review import merge
    from llamagames.review.sample import game_end

    record = bot_game("llama", 4)
    # each decision is judged from seeds of its own, whatever the budget: a small one will do
    whole = review(record, 0, 2, hard_iterations=50)
    parts = [review(record, 0, 2, hard_iterations=50, part=k, parts=3) for k in range(3)]
    assert sorted(d.move for p in parts for d in p.decisions) == [d.move for d in whole.decisions]
    assert merge(parts) == whole and merge(list(reversed(parts))) == whole
    land = game_end("llamaland", 3, 5, 12)  # four decisions of seat 1, two a part
    land_parts = [review(land, 0, 2, hard_iterations=2, part=k, parts=2) for k in range(2)]
    assert merge(land_parts) == review(land, 0, 2, hard_iterations=2)
    with pytest.raises(ReviewError):
        merge([parts[0], land_parts[1]])  # a part of another game's review
    with pytest.raises(ReviewError):
        review(record, 0, 2, part=3, parts=3)


def test_the_decisions_unlike_the_hard_bots_are_judged_first_from_the_last(monkeypatch) -> None:
    from llamagames.review import engine

    judged: list[tuple[bool, int]] = []  # (the hard bot's own move, the decision's index) in the order judged
    real = engine._judge

    def spy(game, record, seat, choice, *rest):
        judged.append((choice.hard == choice.taken, choice.index))
        return real(game, record, seat, choice, *rest)

    monkeypatch.setattr(engine, "_judge", spy)
    sent: list[int] = []
    result = review(bot_game("llama", 4), 0, 2, hard_iterations=50, judged=lambda d: sent.append(d.move))
    # those that matter first, the last of them first (short playouts: the progress moves at
    # once); the hard bot's own moves, which only draw the graph, after them
    assert judged == sorted(judged, key=lambda j: (j[0], -j[1])) and len(judged) == len(result.decisions) > 3
    assert any(same for same, _ in judged) and not all(same for same, _ in judged)
    assert sent == [index + 1 for _, index in judged]
    assert [d.move for d in result.decisions] == sorted(d.move for d in result.decisions)


def test_the_apps_review_split_among_processes_is_the_whole_review() -> None:
    import time

    from llamagames.bot_worker import ReviewTask
    from llamagames.review.sample import game_end

    # the end of a game (a position, then moves), as the app's review samples are: a whole
    # game's review at the hard bot's full budget, twice, was most of this test's time
    record = game_end("llama", 4, SEED, 24)
    task = ReviewTask(record.to_json(), 0, 2, parts=3)
    seen: list[tuple[int, int]] = []
    end = time.monotonic() + 180
    try:
        while task.running and time.monotonic() < end:
            task.poll()
            if task.progress != (seen[-1] if seen else (0, 0)):
                seen.append(task.progress)
            time.sleep(0.02)
    finally:
        task.close()
    assert task.result is not None, task.error
    assert len(task.processes) == 3 and not any(p.is_alive() for p in task.processes)
    whole = review(record, 0, 2)
    assert len(whole.decisions) >= 3  # a decision or more in each part
    assert Review.from_json(task.result) == whole
    assert sorted(Decision.from_json(d).move for d in task.judged) == [d.move for d in whole.decisions]
    total = len(whole.decisions)
    assert seen[-1] == (total, total) and all(t == total for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)  # it only moves forward


# -- a lost game is still reviewed, and a decision's deals stop once the verdict is settled ----------


def test_a_lost_game_marks_the_decisions_the_hard_bots_move_beats_on_points() -> None:
    """A playtester lost a Llamaland game by 21 points and the review marked nothing: each deal
    was judged by the share of the win alone, 0 whatever the seat did, so every deal ended "the
    same". The end of a real lost game (an easy bot's moves in seat 1 against normal bots):
    every chance is 0, and the decisions where the hard bot's move ends more points ahead in
    nearly every shared deal are marked."""
    from llamagames.review.sample import game_end

    record = game_end("llamaland", 4, 4, 40)  # the easy bot lost this one by 30 (it plays closer since bots18)
    game = GAMES["llamaland"]
    final = game.outcome(replay(game, record)[-1])
    assert 0 not in final.winners and max(final.scores) - final.scores[0] >= 21  # lost, by far
    judged = review(record, 0)
    assert judged.scores == final.scores
    assert all(d.after.value == d.hard_chance.value == 0 for d in judged.decisions)  # lost whatever
    assert judged.marked, [(d.move, d.better, d.worse, d.points) for d in judged.decisions]
    for d in judged.marked:
        assert not d.as_good and d.points > 0 and beyond_noise(d.better, d.worse)


def test_a_deal_ends_better_by_the_win_first_then_by_points_against_the_best_rival() -> None:
    from llamagames.review.deals import margin, split

    llama, land = GAMES["llama"], GAMES["llamaland"]
    llama_end = replay(llama, bot_game("llama", 3))[-1]
    scores = llama.outcome(llama_end).scores  # penalty points: fewer is better
    assert margin(llama, llama_end, 0) == min(scores[1:]) - scores[0]
    land_end = replay(land, bot_game("llamaland", 3))[-1]
    points = land.outcome(land_end).scores
    assert margin(land, land_end, 0) == points[0] - max(points[1:])
    hard = [(0.0, -10.0), (1.0, 2.0), (0.0, -20.0), (0.5, 0.0)]
    taken = [(0.0, -21.0), (0.0, 30.0), (0.0, -20.0), (0.5, 1.0)]
    assert split(hard, taken) == (2, 1)  # a closer loss, a win; the same; a worse shared win


def test_a_decisions_deals_stop_only_when_more_could_not_change_the_verdict() -> None:
    """``settled``: every way the deals left could go (better, worse or the same) gives the
    verdict the deals so far would give at the end."""
    from llamagames.review.deals import settled

    total = 12
    for played in range(total + 1):
        left = total - played
        for better in range(played + 1):
            for worse in range(played - better + 1):
                if not settled(better, worse, left, beyond_noise):
                    continue
                verdicts = {beyond_noise(better + x, worse + y)
                            for x in range(left + 1) for y in range(left - x + 1)}
                assert len(verdicts) == 1, (better, worse, left)
    assert settled(0, 2, 8, beyond_noise)  # two deals lost of ten: 9 of 10 can no longer be reached
    assert not settled(8, 0, 2, beyond_noise)  # 8 to none with 2 left: 8 to 2 would not be clear
    assert settled(9, 0, 1, beyond_noise)  # 9 to 1 is still clear


def test_a_review_kept_before_points_were_counted_is_counted_again() -> None:
    """A review kept by the win share alone marked nothing in a lost game: it is not read back."""
    data = llama_review().to_json()
    data["version"] = 2
    data.pop("scores")
    for d in data["decisions"]:
        d.pop("points")
    with pytest.raises(ValueError, match="version"):
        Review.from_json(data)


def test_a_move_that_wins_more_often_stays_clear_when_it_loses_points_in_the_deals_lost_anyway() -> None:
    """Judged by points at every tie, L.L.A.M.A.'s bench game (seed 3) lost its one mark: the
    hard bot's move won clearly more deals but ended a few points worse in the deals both moves
    lost. A decision is judged by the win alone first, then by the win and the points."""
    from llamagames.review.deals import both_settled

    won = [(1.0, 5.0)] * 6 + [(0.0, -9.0)] * 14
    lost = [(0.0, -3.0)] * 6 + [(0.0, -2.0)] * 14
    assert both_settled(won, lost, 0, beyond_noise)  # 6 to none by the win, whatever the points say
    assert not both_settled(won[:3], lost[:3], 17, beyond_noise)  # 3 to none: neither verdict is in yet
    # Each decision is judged on its own, from seeds of its own (``part``): the one this game's
    # whole review marks (move 13) is judged alone, as in the whole review, at a twentieth of its cost.
    from llamagames.review.engine import decisions_of

    record = bot_game("llama", 4, 3)
    opened = decisions_of(GAMES["llama"], replay(GAMES["llama"], record), 0)
    judged = review(record, 0, 300, part=opened.index(12), parts=len(opened))
    assert [d.move for d in judged.decisions] == [13]
    assert judged.marked
    for d in judged.marked:
        assert d.drop > 0 and beyond_noise(d.better, d.worse)
