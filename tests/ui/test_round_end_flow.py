"""A move that ends the round still shows the round's summary, whatever scene came between.

The table pushes its round summary once the last animation has landed, and takes the table's
next ``resume`` as the summary closing. A question before the move (quitting when that ends the
round cannot be undone) or the pause menu opened while the cards still fly also end in a
``resume``: the summary must still come, not be skipped to the next deal.
"""

from __future__ import annotations

from typing import Any

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.summary import RoundSummaryScene
from llamagames.ui.games.llamaland.summary import ScorePadScene
from llamagames.ui.layout_tour import before_interlude
from llamagames.ui.table.ending import EndingConfirm
from llamagames.ui.table.pause import PauseScene

from .conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def table_before_round_end(app: Any, game: str = "llama") -> tuple[Any, Any]:
    """A 2-player table where your next move (returned) ends the round (Llamaland: the game)."""
    found = before_interlude(game, 2, 12)
    assert found is not None
    record, move = found
    match = Match.from_record(record, SEATS, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(2):
        app.frame(FRAME, [])
    return table, match.game.parse_action(move)


def frames(app: Any, count: int) -> None:
    for _ in range(count):
        app.frame(FRAME, [])


def play_and_say_yes(app: Any, table: Any, move: Any) -> None:
    """Play ``move``, which cannot be undone (it shows the hands, or ends the game): it is asked
    about first, and the player says yes."""
    table.moves.try_action(move)
    frames(app, 2)
    question = app.scenes.top
    assert isinstance(question, EndingConfirm), "a move that cannot be undone is asked about"
    question.answer(True)
    frames(app, 3)


def test_confirming_the_move_that_ends_the_round_shows_its_summary(app):
    table, move = table_before_round_end(app)
    round_no = table.match.state.round
    play_and_say_yes(app, table, move)
    assert isinstance(app.scenes.top, RoundSummaryScene), type(app.scenes.top).__name__
    assert app.scenes.top.result.round == round_no


def test_the_pause_menu_while_the_round_ends_does_not_skip_the_summary(app):
    app.settings.animation_speed = "normal"
    app.settings.ending_moves = "undo"
    table, move = table_before_round_end(app)
    table.moves.try_action(move)
    frames(app, 1)
    if isinstance(app.scenes.top, EndingConfirm):
        app.scenes.top.answer(True)
        frames(app, 1)
    assert app.scenes.top is table and table.flow.interlude is not None and table.animator.busy
    app.scenes.push(PauseScene(app, "llama", table.match))
    frames(app, 2)
    app.scenes.pop()
    frames(app, 240)
    assert isinstance(app.scenes.top, RoundSummaryScene), type(app.scenes.top).__name__


def test_confirming_the_last_turn_of_llamaland_shows_the_score_pad_before_the_results(app):
    table, move = table_before_round_end(app, "llamaland")
    play_and_say_yes(app, table, move)
    assert table.match.is_over()
    assert isinstance(app.scenes.top, ScorePadScene), type(app.scenes.top).__name__


def test_the_log_behind_the_summary_stands_as_it_was_at_the_rounds_end(app):
    """The log behind the round's summary showed the next round's deal already."""
    import pygame

    table, move = table_before_round_end(app)
    round_no = table.match.state.round
    play_and_say_yes(app, table, move)
    summary = app.scenes.top
    assert isinstance(summary, RoundSummaryScene) and table.match.state.round == round_no + 1
    told = [entry.text for entry in table.log.entries]
    assert any(f"Round {round_no} is over" in line for line in told), told[-3:]
    assert not any(f"Round {round_no + 1} is dealt" in line for line in told), told[-3:]
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    frames(app, 3)
    assert app.scenes.top is table
    told = [entry.text for entry in table.log.entries]
    assert f"Round {round_no + 1} is dealt" in told[-1] or any(f"Round {round_no + 1} is dealt" in line for line in told[-3:])
    assert sum(f"Round {round_no} is over" in line for line in told) == 1, "a line was told twice"
