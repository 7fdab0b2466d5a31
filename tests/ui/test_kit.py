"""The table kit's shared behaviour, seen through the L.L.A.M.A. table: undo grace, fixed bot
delays, what the move log and the screen may show, resuming with the log filled."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pygame

from llamagames import bots
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match, level_delay
from llamagames.rules.llama import DRAW, LLAMA, PlayCard
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.table.cover import HotSeatCover
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME
from .test_table import SEATS, opening


def grace_table(app: Any, seed: int, grace: float, seats: list[SeatConfig] = SEATS, **options: Any) -> TableScene:
    match = Match("llama", seats, seed, options, bot_delay=0.0, worker=InlineBotWorker(), undo_grace=grace)
    table = LLAMA_TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def test_the_bot_waits_the_undo_grace_after_your_move_and_undo_works_until_it_answers(app):
    seed, good, _ = opening(require_unplayable=False)
    table = grace_table(app, seed, grace=1.0)
    table.moves.try_action(PlayCard(good))
    for _ in range(50):  # 0.83 s: the bot has its answer but holds it
        app.frame(FRAME, [])
    assert len(table.match.record.actions) == 1 and table.moves.undo_refusal() is None
    for _ in range(20):
        app.frame(FRAME, [])
    assert len(table.match.record.actions) >= 2, "after the grace the bot answers"
    reason = table.moves.undo_refusal()
    assert reason is not None and "Pablo" in reason and "answered" in reason
    assert not table.moves.try_undo() and "answered" in table.toasts.text


def test_undo_counts_down_the_bots_wait_and_the_pointer_on_it_holds_the_bots(app):
    """Undo went grey a moment after every move: it now shows the seconds left before the bot
    answers, and while the pointer rests on it the bot waits (the player reaching for Undo
    never loses the race); off it, the bot answers and the button says so."""
    seed, good, _ = opening(require_unplayable=False)
    table = grace_table(app, seed, grace=1.5)
    undo = table.controls.buttons["undo"]
    assert undo.text == "Undo (U)"
    table.moves.try_action(PlayCard(good))
    app.frame(FRAME, [])
    assert undo.text == "Undo (U) · 2 s" and "bots wait" in table.controls.undo_tip
    for _ in range(40):  # 0.67 s
        app.frame(FRAME, [])
    assert undo.text == "Undo (U) · 1 s"
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(180):  # 3 s with the pointer on Undo: the bot holds its answer
        app.frame(FRAME, [])
    assert undo.text == "Undo (U) · held" and len(table.match.record.actions) == 1
    assert table.status.default() == "Pablo waits while you point at Undo."
    assert table.moves.undo_refusal() is None
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(5):
        app.frame(FRAME, [])
    assert len(table.match.record.actions) >= 2 and undo.text == "Undo (U)" and not undo.is_enabled


def test_a_pointer_resting_on_undo_since_before_the_move_holds_no_bot(app):
    """A player at the keys left the pointer on Undo (where it rested after Start): Pablo waited
    for good ('Pablo waits while you point at Undo'). Only a pointer brought there holds him."""
    seed, good, _ = opening(require_unplayable=False)
    table = grace_table(app, seed, grace=0.5)
    undo = table.controls.buttons["undo"]
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    table.moves.try_action(PlayCard(good))
    for _ in range(60):  # 1 s, the pointer never moving
        app.frame(FRAME, [])
    assert len(table.match.record.actions) >= 2 and undo.text != "Undo (U) · held"


class SlowThenFastWorker:
    """A worker whose answers come back after a chosen number of polls (a think time)."""

    def __init__(self) -> None:
        self.futures: list[Future[Any]] = []

    def submit(self, game_name, level, seed, observation, legal_actions) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(bots.make(game_name, "normal", seed).choose(observation, legal_actions))
        self.futures.append(future)
        return future

    def close(self) -> None:
        pass


def test_a_bot_answers_after_its_level_delay_however_quickly_it_thought():
    seats = [SeatConfig("bot", "Hana", "hard"), SeatConfig("bot", "Nora", "normal")]
    match = Match("llama", seats, 3, bot_delay=0.6, worker=SlowThenFastWorker())
    seat = match.current_seat()
    assert seat is not None
    delay = level_delay(seats[seat].level, 0.6)
    waited = 0.0
    while len(match.record.actions) == 0:
        match.update(0.05)
        waited += 0.05
    assert abs(waited - delay) < 0.06, (waited, delay)
    assert level_delay("hard", 0.6) > level_delay("normal", 0.6) == 0.6


def test_your_draw_is_logged_with_its_card_and_a_bots_without(app):
    """Both halves always checked: the first deal (of seats where you start) in which the bot
    answers your draw with a draw of its own is the one looked at."""
    bot_lines = []
    for seed in (s for s in range(1, 500) if LLAMA.current_player(LLAMA.new_game(2, s)) == 0):
        table = grace_table(app, seed, grace=0.0)
        table.moves.try_action(DRAW)
        drawn = table.match.state.hands[0]
        line = table.log.latest(1)[0]
        assert line.startswith("You draw") and any(f" {v}" in line or "llama" in line for v in drawn), line
        for _ in range(200):  # until the bot (seat 1) has answered
            if table.match.current_seat() != 1:
                break
            app.frame(FRAME, [])
        if any(e.kind == "draw" and e.seat == 1 for e in table.match.last_events):
            bot_lines = [text for text in table.log.latest(3) if text.startswith("Pablo")]
            break
    assert bot_lines == ["Pablo draws a card."]


def test_at_a_shared_screen_a_hand_stays_hidden_during_the_bots_turns(app):
    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben"), SeatConfig("bot", "Paca", "normal")]
    table = grace_table(app, 5, grace=0.0, seats=seats, first_player=2)
    app.frame(FRAME, [])
    assert isinstance(app.scenes.top, HotSeatCover) and app.scenes.top.seat == 1
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert table.viewer == 1 and table.parts.stage.fan.face_up
    table.moves.try_action(DRAW)
    assert table.match.current_seat() == 2, "Paca the bot is next"
    assert table.sight.private_visible and table.parts.stage.fan.face_up, "Ben sees the card he drew first"
    moves = len(table.match.record.actions)
    app.frame(FRAME, [])
    assert len(table.match.record.actions) == moves, "the bot waits while Ben looks at his card"
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert not table.sight.private_visible and not table.parts.stage.fan.face_up, "Ben's hand is hidden while the bot plays"
    assert all("draw a" not in line.lower() or "card" in line for line in table.log.latest(5)), \
        "at a shared screen the log keeps drawn cards secret"


def test_a_resumed_game_shows_the_moves_played_before_it_closed(app):
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal"), SeatConfig("bot", "Dolly", "normal")]
    match = Match("llama", seats, 5, {"first_player": 2}, bot_delay=0.0, worker=InlineBotWorker())
    while not match.is_human_turn():
        match.update(1.0)
    moves = len(match.record.actions)
    assert moves >= 2
    resumed = Match.from_record(match.record, seats, bot_delay=0.0, worker=InlineBotWorker())
    table = LLAMA_TABLE(app, resumed)
    app.start(table)
    app.frame(FRAME, [])
    lines = table.log.latest(50)
    assert any(line.startswith("Pablo") for line in lines) and any(line.startswith("Dolly") for line in lines)


def test_escape_opens_the_pause_menu_at_every_table(app):
    from llamagames.rules import GAMES
    from llamagames.ui.registry import playable_games
    from llamagames.ui.table.pause import PauseScene

    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    for name in playable_games():
        seats = [SeatConfig("human", "You")] + [SeatConfig("bot", f"Bot {i}", "normal")
                                                for i in range(1, GAMES[name].player_counts.start)]
        table = app.open_table(Match(name, seats, 3, bot_delay=0.0, worker=InlineBotWorker()))
        app.start(table)
        for _ in range(5):
            app.frame(FRAME, [])
        app.frame(FRAME, [esc])
        assert isinstance(app.scenes.top, PauseScene), name
        app.frame(FRAME, [esc])
        assert app.scenes.top is table, name
        app.scenes.clear()
