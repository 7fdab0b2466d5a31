"""The review in the replay viewer: computed in a worker process (with progress and Cancel),
kept with the game and reopened without computing, and its better move legal and the hard
bot's own."""

from __future__ import annotations

import os
import time
from dataclasses import replace
from functools import cache
from typing import Any

import pygame
import pytest

from llamagames import bots, i18n
from llamagames.bot_worker import ReviewTask
from llamagames.review import Review, engine, review
from llamagames.review.kept import keep, kept_path, load_kept
from llamagames.review.sample import game_end
from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, replay, watched_observation
from llamagames.seats import SeatConfig
from llamagames.ui.table import review_strip
from llamagames.ui.table.review_fit import progress_places
from llamagames.ui.table.review_open import review_replay
from llamagames.ui.table.review_strip import WORD_LINES
from llamagames.ui.text import text_width

from .conftest import FRAME, click, mouse

SEATS3 = [SeatConfig("human", "Ann"), SeatConfig("bot", "Pablo", "normal"), SeatConfig("bot", "Dolly", "normal")]


@cache
def bot_game(game_name: str, players: int = 3, seed: int = 5, moves: int | None = None) -> GameRecord:
    """A game of an easy bot (seat 0, reviewed) against normal ones, cut after ``moves``."""
    steps = list(bots.play_steps(game_name, ["easy"] + ["normal"] * (players - 1), seed))
    actions = tuple(str(a) for a, _ in steps[1:])
    return GameRecord(game_name, players, seed, {}, actions[:moves] if moves else actions)


def wait(task: ReviewTask, seconds: float = 120.0) -> None:
    end = time.monotonic() + seconds
    while task.running and time.monotonic() < end:
        task.poll()
        time.sleep(0.05)


# -- the worker ---------------------------------------------------------------------------------


def test_the_review_runs_in_another_process_and_gives_the_engines_answer(monkeypatch) -> None:
    record = bot_game("llama", moves=14)

    def no_playouts_here(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the window's process counted playouts")

    task = ReviewTask(record.to_json(), 0, 4)
    monkeypatch.setattr(engine, "estimate", no_playouts_here)  # the worker is a fresh process: untouched
    wait(task)
    assert task.result is not None, task.error
    assert task.worker_pid is not None and task.worker_pid != os.getpid()
    assert task.progress[0] == task.progress[1] == len(task.result["decisions"]) > 0
    monkeypatch.undo()
    assert Review.from_json(task.result) == review(record, 0, 4)  # the same every time, seeded from the game


def test_cancel_stops_the_review() -> None:
    record = bot_game("llamaland")
    task = ReviewTask(record.to_json(), 0, 6)
    end = time.monotonic() + 60
    while task.progress[0] < 1 and time.monotonic() < end and task.running:
        task.poll()
        time.sleep(0.05)
    assert task.progress[0] >= 1 and task.progress[0] < task.progress[1]  # it moves, and is not done
    task.cancel()
    assert not task.process.is_alive()
    task.poll()
    assert task.result is None and not task.running


# -- kept with the game ----------------------------------------------------------------------


@cache
@cache
def small_review(game_name: str, seed: int = 5) -> tuple[GameRecord, Review]:
    record = game_end(game_name, 3, seed, 30)  # the end of a real game: its playouts are short
    return record, review(record, 0, 2, hard_iterations=2)


def test_a_kept_review_opens_at_once_without_asking_a_worker(app, monkeypatch) -> None:
    record, judged = small_review("llama")
    asked: list[Any] = []
    monkeypatch.setattr(review_strip, "start_task", lambda *args: asked.append(args))
    first = review_replay(record, SEATS3)
    first.review_playouts = 2
    table = app.open_table(first)
    app.scenes.push(table)
    app.frame(FRAME, [])
    assert len(asked) == 1  # nothing kept: a worker is asked
    app.scenes.pop()
    assert load_kept(record, 0, 2) is None
    keep(record, judged)
    assert kept_path(record, 0).is_file()
    again = review_replay(record, SEATS3)
    again.review_playouts = 2
    table = app.open_table(again)
    app.scenes.push(table)
    app.frame(FRAME, [])
    strip = table.replay.review
    assert len(asked) == 1 and strip.from_kept and strip.state == "ready"
    assert strip.review == judged
    other = replace(record, seed=record.seed + 1)  # another game is never given this one's review
    assert load_kept(other, 0, 2) is None


# -- the strip at the table ----------------------------------------------------------------


class FakeTask:
    """A worker that reports what the test tells it (the strip only polls)."""

    def __init__(self, result: dict[str, Any] | None = None) -> None:
        self.progress = (0, 5)
        self.judged: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.error = ""
        self.cancelled = False
        self.closed = False
        self._result = result

    @property
    def running(self) -> bool:
        return self.result is None and not self.error and not self.cancelled

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        self.cancelled = True

    def close(self) -> None:
        self.closed = True


def open_with_fake(app, monkeypatch, record: GameRecord) -> tuple[Any, FakeTask]:
    fake = FakeTask()
    monkeypatch.setattr(review_strip, "start_task", lambda *args: fake)
    opened = review_replay(record, SEATS3)
    opened.review_playouts = 2
    table = app.open_table(opened)
    app.scenes.push(table)
    app.frame(FRAME, [])
    return table, fake


def test_the_strip_shows_progress_keeps_the_table_awake_and_cancel_stops_it(app, monkeypatch) -> None:
    record, _ = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    assert strip.busy() and not table.at_rest()
    fake.progress = (2, 5)
    app.frame(FRAME, [])
    app.draw()
    drawn = [row for row, _ in progress_places(strip)]
    assert " ".join(drawn) == "Looking at your decisions: 2 of 5"
    click(app, strip.button.rect.center)
    assert fake.cancelled and strip.state == "cancelled" and not strip.busy()


def engine_percent(chance: Any) -> str:
    """A chance as the strip says it: a number, or words where its interval is wide."""
    from llamagames.ui.table.review_words import say_chance

    return say_chance(chance)


def costly(decision: Any, drop: float) -> Any:
    """A decision made a clear mistake (the hard bot's move better in every shared deal)."""
    return replace(decision, as_good=False, drop=drop, better=30, worse=0, marked=False)


def test_the_costliest_decisions_show_at_the_top_as_soon_as_they_are_judged_and_go_there(app, monkeypatch) -> None:
    """The review said only 'Reviewing your decisions in the background…' for 40 s: the
    costliest decisions judged so far are listed at the top at once, costliest first, each with
    both chances and their intervals, and a key or a click goes there on the table."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    late, early = judged.decisions[-1], judged.decisions[-2]
    fake.progress = (1, len(judged.decisions))
    fake.judged = [costly(late, 0.12).to_json()]  # the worker judges the last decisions first
    app.frame(FRAME, [])
    assert strip.state == "computing" and [d.move for d in strip.costliest()] == [late.move]
    app.draw()
    above = sum(len(rows) for rows, _, _, decision in strip.costly_blocks(strip.table.small(13), full=True)[:2])
    assert above <= 6, "the title and what a chance to win is, then the list"
    assert strip.rows and strip.rows[0][0].top <= strip.words.top + above * round(strip.table.small(13) * 1.4)
    words = [" ".join(rows) for rows, _, _, _ in strip.costly_blocks(strip.table.small(13), full=True)]
    assert words[0].startswith("Costliest so far") and words[1].startswith("Chance to win: how often you win")
    taken, hard = (strip._move_name(late.taken), strip._move_name(late.hard))
    from llamagames.ui.table.review_words import what_it_changes

    changes = what_it_changes(costly(late, 0.12))  # "would be 40%, not 20%", or "a little higher" where the words are one
    assert (engine_percent(late.hard_chance) in changes and engine_percent(late.after) in changes) or \
        changes == "With it your chance to win would be about 12% higher."
    assert words[2] == f"1. Move {late.move}: you chose {taken}. Better: {hard}. {changes}", words  # no ±
    short = [" ".join(rows) for rows, _, _, _ in strip.costly_blocks(strip.table.small(13), full=False)]
    after, hard_chance = engine_percent(late.after), engine_percent(late.hard_chance)
    assert short[2] == (f"1. Move {late.move}: chance to win {after} instead of {hard_chance}" if after != hard_chance
                        else f"1. Move {late.move}: chance to win about 12% lower than with the better move"), short
    assert not any("±" in text for text in words + short)
    fake.judged.append(costly(early, 0.3).to_json())
    noisy = replace(judged.decisions[-3], as_good=False, drop=0.05, better=3, worse=2, marked=False)
    fake.judged.append(noisy.to_json())  # a drop within the noise fills the list while it computes, said so
    app.frame(FRAME, [])
    assert [d.move for d in strip.costliest()] == [early.move, late.move, noisy.move]  # costliest first
    last = " ".join(strip.costly_blocks(strip.table.small(13), full=True)[-1][0])
    assert f"Move {noisy.move}:" in last and last.endswith("(within the estimate's noise)"), last
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")])
    assert table.match.position == late.move - 1
    app.draw()  # at a decision the list gives way to its words and the progress above Cancel: a key goes
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")])
    assert table.match.position == early.move - 1
    # a judged decision is said at once, while the rest is computed (Cancel and the progress stay)
    assert strip.decision_here() is not None and strip.decision_here().move == early.move
    assert strip.lines()[0][0].startswith(f"Move {early.move} comes next") and strip.button.visible
    fake.result = replace(judged, decisions=tuple(engine.mark(
        [costly(d, 0.3) if d.move == early.move else d for d in judged.decisions]))).to_json()
    app.frame(FRAME, [])
    assert strip.state == "ready" and [d.move for d in strip.costliest()] == [early.move]
    assert not strip.button.visible, "nothing left to cancel: the button goes"
    assert strip.costly_blocks(13, full=False)[0][0][0].startswith("Your costliest")


def test_a_finished_review_is_kept_and_the_graph_jumps_to_a_move(app, monkeypatch) -> None:
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    fake.result = judged.to_json()
    app.frame(FRAME, [])
    assert strip.state == "ready" and load_kept(record, 0, 2) == judged
    target = judged.decisions[len(judged.decisions) // 2]
    x = strip.x_of(target.move - 1)
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, (x, strip.graph.centery))])
    assert abs(table.match.position - (target.move - 1)) <= 1
    table.replay.jump(target.move - 1)
    assert strip.decision_here() == target
    assert any(target.taken in text or str(target.move) in text for text, _, _ in strip.lines())


@pytest.mark.parametrize("game_name, seed", [("llama", 5), ("alpacas", 5), ("llamagedon", 7), ("llamaland", 5)])
def test_the_better_move_shown_is_legal_and_is_the_hard_bots_choice(app, monkeypatch, game_name: str, seed: int) -> None:
    """Each game's seed ends in decisions where the easy bot and the hard bot differ."""
    record, judged = small_review(game_name, seed)
    unlike = [d for d in judged.decisions if not d.as_good]
    assert unlike, "the easy bot always agreed with the hard bot"
    chosen = unlike[0]
    marked = Review(judged.game, judged.num_players, judged.seed, judged.seat, judged.playouts,
                    tuple(replace(d, marked=d.move == chosen.move) for d in judged.decisions), judged.result,
                    judged.actions)
    table, fake = open_with_fake(app, monkeypatch, record)
    fake.result = marked.to_json()
    app.frame(FRAME, [])
    table.replay.jump(chosen.move - 1)
    app.frame(FRAME, [])
    strip = table.replay.review
    better = strip.better.move()
    game = GAMES[game_name]
    states = replay(game, record)
    index = chosen.move - 1
    legal = list(game.legal_actions(states[index]))
    assert better in legal
    watched = watched_observation(game, states[: index + 1], 0)
    hard = bots.make(game_name, "hard", bots.derive_seed(record.seed, 0, index), iterations=2).choose(watched, legal)
    assert better == hard
    words = [text for text, _, _ in strip.lines()]
    assert strip.why(chosen) and any(strip.why(chosen) in text for text in words)
    here, strip._reason = strip.why(chosen), None
    table.replay.jump(0)  # read from the decision's own position wherever the replay stands
    assert strip.why(chosen) == here
    app.draw()  # the ring, the ghost and the tag draw without trouble


def test_review_this_game_on_the_results_opens_the_reviewed_replay(app, monkeypatch) -> None:
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.ui.scenes.results import ResultsScene

    asked: list[Any] = []
    monkeypatch.setattr(review_strip, "start_task", lambda *args: asked.append(args) or FakeTask())
    record = bot_game("llamagedon")
    match = Match.from_record(record, SEATS3, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    results = ResultsScene(app, match, ["Ann", "Pablo", "Dolly"])
    app.scenes.push(results)
    app.frame(FRAME, [])
    click(app, results.review.rect.center)
    top = app.scenes.top
    assert top.replay is not None and top.replay.review is not None and asked[0][1] == 0


def test_review_in_saved_games_opens_the_reviewed_replay(app, monkeypatch) -> None:
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.ui.scenes.saves import SavedGamesScene

    record, judged = small_review("alpacas")
    finished = bot_game("alpacas")  # the whole game: a finished one is listed with Review
    match = Match.from_record(finished, SEATS3, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    assert match.is_over() and match.keep_finished() is not None
    asked: list[Any] = []
    monkeypatch.setattr(review_strip, "start_task", lambda *args: asked.append(args) or FakeTask())
    saves = SavedGamesScene(app)
    app.scenes.push(saves)
    app.frame(FRAME, [])
    reviews = [button for button, (action, _) in saves.row_buttons.items() if action == "review"]
    assert len(reviews) == 1
    click(app, reviews[0].rect.center)
    top = app.scenes.top
    assert top is not saves and top.replay is not None and top.replay.review is not None
    assert top.match.full_record == finished and top.replay.review.seat == 0
    assert asked and asked[0][1] == 0  # nothing kept yet: the review is asked of a worker


def test_the_window_never_waits_on_a_running_review(app) -> None:
    """While a real review computes in its worker, a frame's poll returns at once (it reads
    what the worker has said, never waits for it), and the frames go on."""
    record = bot_game("llamaland")
    opened = review_replay(record, SEATS3)
    opened.review_playouts = 6
    table = app.open_table(opened)
    app.scenes.push(table)
    strip = table.replay.review
    task = strip.task
    assert isinstance(task, ReviewTask) and task.running
    polls: list[float] = []
    poll = task.poll

    def timed_poll() -> None:
        start = time.perf_counter()
        poll()
        polls.append(time.perf_counter() - start)

    task.poll = timed_poll  # type: ignore[method-assign]
    end = time.monotonic() + 3.0
    frames = 0
    while time.monotonic() < end:
        app.frame(FRAME, [])
        frames += 1
    try:
        assert task.running and strip.busy()  # still computing: every frame ran beside it
        # A poll that waited for the worker would take as long as the review (many seconds);
        # one that reads what was said takes microseconds, and a loaded machine may stretch
        # a single one past a frame, so the bound is the review's scale, not a frame's.
        assert len(polls) == frames and max(polls) < 0.5, max(polls)
        assert sorted(polls)[len(polls) // 2] < 0.005, "a typical poll is far below a frame"
    finally:
        task.close()


def test_the_strip_and_the_replay_bar_count_moves_the_same_way(app, monkeypatch) -> None:
    """The bar said 'move 37 of 182' while the strip said 'Move 38' at the same place: the
    strip now says that move 38 is the one coming next, after the 37 the bar counts."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    fake.result = judged.to_json()
    app.frame(FRAME, [])
    target = judged.decisions[len(judged.decisions) // 2]
    table.replay.jump(target.move - 1)
    bar = table.replay.status()
    first = strip.lines()[0][0]
    assert f"move {target.move - 1} of" in bar, bar
    assert first.startswith(f"Move {target.move} comes next"), first


def test_a_marked_decision_never_shows_the_hard_bots_move_without_its_explanation(app, monkeypatch) -> None:
    """'The hard bot's move, 19% (±4):' was followed by nothing (the reason was empty, or had
    no room): the chance and the reason are one block now, and without a reason the move is named."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    target = next(d for d in judged.decisions if not d.as_good) if any(not d.as_good for d in judged.decisions) \
        else judged.decisions[0]
    marked = replace(target, marked=True, as_good=False, drop=0.2,
                     hard=next(str(a) for a in table.match.game.legal_actions(table.match.state)))
    fake.result = replace(judged, decisions=[marked]).to_json()
    app.frame(FRAME, [])
    table.replay.jump(marked.move - 1)
    lines = [text for text, _, _ in strip.lines()]
    assert not any(text.rstrip().endswith(":") for text in lines), lines
    monkeypatch.setattr(strip, "why", lambda decision: "")
    lines = [text for text, _, _ in strip.lines()]
    assert not any(text.rstrip().endswith(":") for text in lines), lines
    assert any(text.startswith("The hard bot:") for text in lines), lines


def test_the_graph_is_large_enough_to_read_and_a_mistake_shows_both_chances(app, monkeypatch) -> None:
    """The graph was 230x60 px with no scale; a mistake named one chance; the same move with two
    figures was not explained."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    target = judged.decisions[len(judged.decisions) // 2]
    taken = target.taken
    marked = replace(target, marked=True, as_good=False, drop=0.2, hard=taken)  # the same move, two figures
    fake.result = replace(judged, decisions=[marked]).to_json()
    app.frame(FRAME, [])
    assert strip.graph.height >= round(90 * table.text_scale)
    assert strip.graph.left - strip.rect.left >= text_width("100%", strip.axis_px())  # the scale's room
    table.replay.jump(marked.move - 1)
    lines = [text for text, _, _ in strip.lines()]
    assert lines[1].startswith("Your move left you ") and lines[1].endswith(" to win."), lines
    assert any(text.startswith("The hard bot would choose ") and "estimates" in text for text in lines), lines
    assert lines[-1].startswith("Estimates from sample games, give or take "), lines  # the margin, in a note
    app.draw()


def test_a_review_that_marks_nothing_says_by_how_much_the_game_was_lost(app, monkeypatch) -> None:
    """A lost game's review with no mark showed an empty verdict: it says the largest loss of a
    decision, the points the game was lost by and to whom, and what the hard bot's moves were worth."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    quiet = [replace(d, marked=False, as_good=False, drop=0.04 if i == 0 else 0.01, points=1.5)
             for i, d in enumerate(judged.decisions)]
    lost = replace(judged, decisions=tuple(quiet), result=0.0, scores=(52, 31, 40))  # fewest points win
    fake.result = lost.to_json()
    app.frame(FRAME, [])
    table.replay.jump(record_length(record))  # away from any decision: the game as a whole
    lines = [text for text, _, _ in strip.lines()]
    gain = round(1.5 * len(quiet))
    assert lines[2] == "No decision lost more than 4% of your chance to win: the game was lost by 21 pts to Pablo."
    assert lines[3].startswith(f"The hard bot's moves were worth about {gain} pts more"), lines
    strip.review = replace(lost, result=1.0, scores=(31, 52, 40))  # won: nothing was lost by
    assert strip.lines()[2][0].startswith("No decision lost more than 4% of your chance to win. No decision clearly")
    i18n.set_language("ja")
    try:
        strip.review = lost
        words = [text for text, _, _ in strip.lines()]
        assert words[2] == "勝つ見込みを4%より多く失った手はありません。対局はPabloに21点差で負けました。", words
    finally:
        i18n.set_language("en")
    # The verdict is a line of its own, third: a short strip drops the second line first, then
    # the last ones; in Japanese one long line with the key's reminder was left out whole.
    strip.review = lost
    assert strip.lines()[-1][0] == "R hides the review." and len(strip.lines()) == 5


def test_a_decision_marked_by_points_says_what_the_points_were(app, monkeypatch) -> None:
    """In a game lost whatever the seat did, both chances are 0%: the words say the points."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    target = judged.decisions[0]
    nil = engine.Chance.of(0, 10)
    marked = replace(target, marked=True, as_good=False, drop=0.0, points=6.4, better=9, worse=1, after=nil,
                     hard_chance=nil, hard=next(str(a) for a in table.match.game.legal_actions(table.match.state)))
    fake.result = replace(judged, decisions=(marked,)).to_json()
    app.frame(FRAME, [])
    table.replay.jump(marked.move - 1)
    lines = [text for text, _, _ in strip.lines()]
    assert "In the sample games its move ended about 6 pts better for you, and better in 9 of 10." in lines, lines


def record_length(record: GameRecord) -> int:
    return len(record.actions)


def test_a_better_tile_is_ringed_where_the_review_lays_it(app, monkeypatch) -> None:
    """At a marked take-a-tile decision the gold ghost stands where the review's hard bot lays
    the tile (``Decision.hard_then``, the Hint's second half), not at the normal bot's spot."""
    from llamagames.bots.llamaland_search import follow_up
    from llamagames.rules.llamaland import LLAMALAND, TakeStack
    from llamagames.ui.games.llamaland.ranking import best_spot

    record, judged = small_review("llamaland", 1)  # a game where the easy bot took another tile
    takes = [d for d in judged.decisions if not d.as_good and d.hard.startswith("stack ")]
    assert takes, "the easy bot never took another tile than the hard bot's"
    chosen = takes[0]
    index = chosen.move - 1
    states = replay(GAMES["llamaland"], record)
    advised, choices = engine.advised_position("llamaland", states[: index + 1], None if not index else
                                               GAMES["llamaland"].parse_action(record.actions[index - 1]), 0)
    after = follow_up(advised, GAMES["llamaland"].parse_action(chosen.hard))
    assert after is not None
    then = bots.make("llamaland", "hard", bots.derive_seed(record.seed, 0, index + 1), iterations=2).choose(*after)
    assert chosen.hard_then == str(then)  # the engine keeps the hint's second half
    assert engine.Decision.from_json(chosen.to_json()) == chosen
    table, fake = open_with_fake(app, monkeypatch, record)
    table.replay.jump(index)
    stage = table.parts.stage
    action = GAMES["llamaland"].parse_action(chosen.hard)
    assert isinstance(action, TakeStack)
    preview = stage.preview_state(action.shape)
    normal = best_spot(preview, 0)
    elsewhere = next(p for p in LLAMALAND.placements(preview) if p != normal)  # a place the coach would not pick
    decisions = tuple(replace(d, marked=d.move == chosen.move, hard_then=str(elsewhere) if d is chosen else d.hard_then)
                      for d in judged.decisions)
    fake.result = replace(judged, decisions=decisions).to_json()
    app.frame(FRAME, [])
    table.replay.jump(index)
    app.frame(FRAME, [])
    assert table.replay.review.better.move() == action
    app.draw()
    assert stage.hint is not None and stage.hint[1] == elsewhere
    assert table.replay.review.better.tag is not None


def test_a_strip_in_a_log_column_away_from_play_on_keeps_room_for_its_words(monkeypatch) -> None:
    """Llamaland with two seats at 150%: the log stands under the one rival, away from Play on.
    The strip measured its foot from Play on in the other column and had no room for a word;
    it now ends at its own column's foot, and its graph gives way to the first lines. Where the
    buttons' column above Play on has more room, clear of everything on the table, the strip
    stands there and the log keeps its whole column (rev21)."""
    from llamagames.ui.layout_tour import make_app
    from llamagames.ui.table.review_room import taken

    record = game_end("llamaland", 2, 5, 12)
    app = make_app((1366, 768), 1.5)
    fake = FakeTask()
    monkeypatch.setattr(review_strip, "start_task", lambda *args: fake)
    opened = review_replay(record, SEATS3[:2])
    opened.review_playouts = 2
    table = app.open_table(opened)
    app.scenes.push(table)
    try:
        app.frame(FRAME, [])
        strip = table.replay.review
        left = table.parts.layout.lay.left
        assert left.contains(strip.rect) or strip.rect.collidelist([table.frame.log, *taken(table)[1:]]) == -1
        assert strip.rect.height > round(200 * table.text_scale) or left.contains(strip.rect)
        line = round(table.small(13) * 1.4)
        assert strip.words.height >= WORD_LINES * line and strip.words.bottom <= strip.rect.bottom
        assert strip.graph.height >= round(24 * table.text_scale)
    finally:
        app.scenes.clear()


def test_the_graph_marks_round_move_numbers_with_room_between_them() -> None:
    """The graph showed only its first and last move: round numbers are marked between them,
    as many as leave each number its own room, never one at the very end."""
    from llamagames.ui.table.review_graph import move_marks

    assert move_marks(123, 180, 24) == [50]  # 20 would put numbers 29 px apart; 100 is by the last
    assert move_marks(30, 180, 16) == [10, 20]  # 5 apart they would touch
    assert move_marks(182, 400, 24) == [25, 50, 75, 100, 125, 150]
    assert move_marks(4, 180, 16) == []  # a short game: its first and last move say it all


def test_the_graphs_move_words_never_run_into_each_other() -> None:
    """A narrow graph (the pseudo-language at 150% on 1366x768) had "move 1" over "move 24"."""
    from llamagames.ui.table.review_graph import axis_labels
    from llamagames.ui.text import text_width

    assert axis_labels(24, 14, 400) == ("move 1", "move 24")
    for width in (60, 90, 120, 150):
        first, last = axis_labels(24, 14, width)
        assert last.endswith("24") and first.endswith("1")
        if width >= 90:
            assert text_width(first, 14) + text_width(last, 14) < width


def test_a_review_with_nothing_to_gain_says_so_where_the_costliest_would_stand(app, monkeypatch) -> None:
    """L.L.A.M.A. at seed 2 against the hard bot gained nothing (the hard bot's move was the one
    taken, or no better, at every decision; every other legal move was no better beyond the
    noise either): the strip's list of costliest decisions stood empty at each decision, and the
    game's verdict said no decision lost "more than 0%". The list's place says nothing could be
    gained, and the verdict says the game was lost on the cards."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    even = [replace(d, marked=False, as_good=i % 2 == 0, drop=0.0 if i % 2 == 0 else -0.016,
                    points=0.0 if i % 2 == 0 else -1.0) for i, d in enumerate(judged.decisions)]
    lost = replace(judged, decisions=tuple(even), result=0.0, scores=(40, 26, 33))  # fewest points win
    fake.result = lost.to_json()
    app.frame(FRAME, [])
    assert strip.state == "ready" and strip.costliest() == []
    table.replay.jump(even[0].move - 1)  # at a decision
    blocks = strip.costly_blocks(strip.table.small(13), full=True)
    assert [" ".join(rows) for rows, _, _, _ in blocks] == [
        "None of your decisions cost you anything: at each the hard bot played your move or did no better."]
    table.replay.jump(record_length(record))  # the game as a whole
    lines = [text for text, _, _ in strip.lines()]
    assert lines[2] == "The game was lost by 14 pts to Pablo on the cards dealt, not on a decision.", lines
    app.draw()
    # one decision that cost a little within the noise: the list's place says that instead
    noisy = replace(lost, decisions=(replace(even[0], as_good=False, drop=0.02, better=3, worse=2),) + lost.decisions[1:])
    strip.review = noisy
    assert [" ".join(rows) for rows, _, _, _ in strip.costly_blocks(13, full=True)] == [
        "No decision clearly cost you anything: where the hard bot would play otherwise, the difference was within "
        "the estimate's noise."]
    # a decision the sign test finds clear that cost under a percent and a point is no mistake:
    # never listed, and the list's place says nothing cost anything (pt50's "Move 21: about the same")
    free = replace(even[0], as_good=False, drop=0.004, points=0.2, better=30, worse=0)
    assert free.clear_drop is False and engine.mark([free])[0].marked is False
    strip.review = replace(lost, decisions=(free,) + lost.decisions[1:])
    assert [" ".join(rows) for rows, _, _, _ in strip.costly_blocks(13, full=True)] == [
        "None of your decisions cost you anything: at each the hard bot played your move or did no better."]


def test_at_a_listed_decision_its_better_move_comes_before_the_list() -> None:
    """At 1366x768 a playtester's strip showed only 'Move 48 comes next: you chose …' at a listed
    decision: the list took the room of the better move and why. There the list gives way
    (its title stays), away from a decision the list stays."""
    from llamagames.ui.table.review_costly import fit_words

    head, entry = (["Your costliest decisions:"], (0, 0, 0), True, None), (["1. Move 4", "x"], (0, 0, 0), False, object())
    words = [(["Move 4 comes next"], (0, 0, 0), True, None), (["Your move left you 0% to win."], (0, 0, 0), False, None),
             (["Better: Draw a card:", "it keeps your 6 safe."], (0, 0, 0), True, None)]
    costly, blocks = fit_words([head, entry], [head, entry], words, room=5, line_h=1, at_decision=True)
    assert costly == [head] and blocks == [words[0], words[2]]
    costly, _ = fit_words([head, entry], [head, entry], words[:1], room=3, line_h=1)
    assert costly == [head, entry]


@cache
def two_seat_review() -> tuple[GameRecord, Review]:
    record = game_end("llama", 2, 5, 30)  # you and a bot, the playtest's table
    return record, review(record, 0, 2, hard_iterations=2)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1280, 720)])
def test_the_list_of_costliest_decisions_shows_at_150_percent(monkeypatch, size) -> None:
    """L.L.A.M.A. at 1920x1080 with text at 150%: the strip showed the list's title and the
    position's words but none of the marked decisions (the graph and "what a chance to win is"
    took their room). The graph gives way, then that sentence: every row of the list is drawn,
    inside the strip and the window."""
    from llamagames.ui.layout_tour import make_app

    record, judged = two_seat_review()
    marked = [costly(d, drop) for d, drop in zip(judged.decisions[-2:], (0.12, 0.3))]
    result = replace(judged, decisions=tuple(engine.mark([*judged.decisions[:-2], *marked])))
    app = make_app(size, 1.5)
    fake = FakeTask()
    monkeypatch.setattr(review_strip, "start_task", lambda *args: fake)
    opened = review_replay(record, SEATS3[:2])
    opened.review_playouts = 2
    table = app.open_table(opened)
    app.scenes.push(table)
    try:
        app.frame(FRAME, [])
        fake.result = result.to_json()
        app.frame(FRAME, [])
        strip = table.replay.review
        window = pygame.Rect((0, 0), size)
        ranked = strip.costliest()
        assert len(ranked) == 2
        table.replay.jump(0)  # the deal: a decision of yours that is not listed
        app.draw()
        assert [d.move for _, d in strip.rows] == [d.move for d in ranked], strip.rows
        assert all(strip.rect.contains(rect) and window.contains(rect) for rect, _ in strip.rows)
        table.replay.jump(ranked[0].move - 1)  # a listed decision: its better move and why come first
        app.draw()
        said = [text for text, _, _ in strip.lines()]
        assert any(text.startswith("Better: ") for text in said), said
    finally:
        app.scenes.clear()


def test_a_costliest_key_with_nothing_listed_says_so_and_never_reaches_the_game(app, monkeypatch) -> None:
    """pt52 pressed 1 while the list was still empty and read the game's "You have no 1 in your
    hand": while the review shows, keys 1-9 are the list's, listed or not yet."""
    record, judged = small_review("llama")
    table, fake = open_with_fake(app, monkeypatch, record)
    strip = table.replay.review
    assert strip.costliest() == []
    before = table.match.position
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")])
    said = table.toasts.current.text
    assert said == "No decision is listed under key 1 yet." and table.match.position == before
    fake.judged = [costly(judged.decisions[-1], 0.2).to_json()]
    app.frame(FRAME, [])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")])
    assert table.match.position == judged.decisions[-1].move - 1
