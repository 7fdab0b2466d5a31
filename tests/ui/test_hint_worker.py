"""The Hint button asks the bot worker and keeps drawing: the hard bot's move comes back as a
future the table collects, with the seat's watched observation and the seed its bot would have;
an answer for a position already left is dropped."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

from llamagames import bots
from llamagames.bot_worker import InlineBotWorker
from llamagames.bots.explain import suggest
from llamagames.match import Match
from llamagames.rules.core import watched_observation
from llamagames.rules.llama import LLAMA
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE
from llamagames.ui.table.hints import TipsAndHints

from .conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal")]


class HeldWorker(InlineBotWorker):
    """Bots think at once; a hint waits until the test lets it answer (a worker process thinking)."""

    def __init__(self) -> None:
        self.asked: list[tuple[Any, ...]] = []
        self.futures: list[Future[Any]] = []

    def advise(self, game_name: str, seed: int, observation: Any, legal: Any, then_seed: int | None = None) -> Future[Any]:
        self.asked.append((game_name, seed, observation, list(legal), then_seed))
        future: Future[Any] = Future()
        self.futures.append(future)
        return future

    def answer(self) -> None:
        game_name, seed, observation, legal, then_seed = self.asked[-1]
        self.futures[-1].set_result(suggest(game_name, observation, legal, seed, then_seed=then_seed))


def human_turn_seed() -> int:
    return next(seed for seed in range(1, 200) if LLAMA.current_player(LLAMA.new_game(2, seed)) == 0)


def open_table(app: Any, worker: HeldWorker) -> Any:
    match = Match("llama", SEATS, human_turn_seed(), bot_delay=0.0, worker=worker, autosave=False)
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def test_the_hint_is_thought_in_the_worker_and_shown_when_it_answers(app: Any) -> None:
    worker = HeldWorker()
    table = open_table(app, worker)
    match, coach = table.match, table.coach
    assert isinstance(coach, TipsAndHints)
    table.routing.ask_hint()
    assert len(worker.asked) == 1, "the window asked the worker, it did not think itself"
    game_name, seed, observation, legal, _ = worker.asked[0]
    assert (game_name, seed) == ("llama", bots.derive_seed(match.seed, 0, len(match.record.actions)))
    assert observation == watched_observation(match.game, match.history, 0) and legal == match.legal_actions()
    for _ in range(3):  # the window goes on drawing meanwhile, and says the hint is on its way
        app.frame(FRAME, [])
    assert coach.waiting() and coach.current() is None
    table.routing.ask_hint()
    assert len(worker.asked) == 1, "asked again while it thinks: the same request goes on"
    worker.answer()
    app.frame(FRAME, [])
    advice = coach.current()
    assert advice is not None and not coach.waiting()
    expected = bots.make("llama", "hard", seed, iterations=bots.fixed_budget("llama")).choose(observation, legal)
    assert advice.suggestion.action == expected, "the review's hard bot's move, the same seed"
    assert advice.text and advice.rects


def test_an_answer_for_a_position_already_left_is_dropped(app: Any) -> None:
    worker = HeldWorker()
    table = open_table(app, worker)
    table.routing.ask_hint()
    assert table.coach.waiting()
    table.view.act(table.legal()[0])  # the player moves before the hint has come
    worker.answer()
    for _ in range(3):
        app.frame(FRAME, [])
    assert table.coach.asked is None and table.coach.advice is None


def test_the_table_stays_awake_until_the_hint_comes_and_then_rests(app: Any) -> None:
    """A resting table draws nothing until an event: a hint on its way must keep it awake, or
    its answer would wait unseen for the mouse to move (seen in a real window)."""
    worker = HeldWorker()
    table = open_table(app, worker)
    for _ in range(40):  # four seconds with nothing happening: the table rests
        app.frame(0.1, [])
    assert table.at_rest()
    table.routing.ask_hint()
    for _ in range(40):
        app.frame(0.1, [])
    assert not table.at_rest(), "the answer comes by itself: the table is awake for it"
    worker.answer()
    app.frame(FRAME, [])
    assert table.coach.current() is not None
    for _ in range(40):
        app.frame(0.1, [])
    assert table.at_rest()
