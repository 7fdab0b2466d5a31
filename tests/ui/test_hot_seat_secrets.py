"""At a shared screen a hand is face up only while its owner is to play with the cover lifted.

A driver plays whole L.L.A.M.A. rounds (and Llamagedón turns, Block windows included) with two humans and a bot through the table: each
human's turn is revealed at the cover and played with a random legal move, every round
summary is moved past. After every frame the screen must agree with the rule: while a bot
is to move (or a cover is up) no hand is drawn face up, the first frames of a new deal
included (the hands shown at a round's scoring must turn down again before a bot plays).
"""

from __future__ import annotations

import random

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.games.llamagedon.stage import stage_of as gedon_stage
from llamagames.ui.games.llamagedon.table import TABLE as GEDON_TABLE
from llamagames.ui.table.cover import HotSeatCover

from .conftest import FRAME

SPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_no_hand_is_face_up_while_a_bot_plays_at_a_shared_screen(app, seed: int) -> None:
    seats = [SeatConfig("human", "Ana"), SeatConfig("bot", "Paca", "easy"), SeatConfig("human", "Ben")]
    match = Match("llama", seats, seed, bot_delay=0.2, worker=InlineBotWorker())  # a bot turn spans frames
    table = LLAMA_TABLE(app, match)
    app.start(table)
    rng = random.Random(seed)
    rounds_seen: set[int] = set()
    bot_frames = 0
    for _ in range(3000):
        if match.is_over() or len(rounds_seen) > 3:
            break
        top = app.scenes.top
        events: list[pygame.event.Event] = []
        if isinstance(top, HotSeatCover) or (top is not table and top.__class__.__name__ == "RoundSummaryScene"
                                             and not getattr(top, "deciding", False)):
            events = [SPACE]
        elif top is table and table.my_turn() and not table.animator.busy:
            table.moves.try_action(rng.choice(match.legal_actions()), asked=True)
        elif top is not table and hasattr(top, "choose") and getattr(top, "deciding", False):
            top.choose(rng.choice(match.legal_actions()))
        app.frame(FRAME, events)
        rounds_seen.add(table.parts.stage.view.round)
        current = match.current_seat()
        scoring = table.flow.interlude is not None  # every hand is shown at a round's scoring
        if app.scenes.top is table and not scoring and current is not None and not match.seats[current].is_human:
            bot_frames += 1
            assert not table.parts.stage.fan.face_up, (f"a hand is face up while the bot plays (round {table.parts.stage.view.round})",
                                           table.flow.interlude, table.parts.stage.view.phase, match.record.actions[-3:], table.revealed, table.viewer)
            assert not table.sight.private_visible
    assert len(rounds_seen) >= 2, rounds_seen
    assert bot_frames >= 30, ("the bot's turns were watched", bot_frames)


@pytest.mark.parametrize("seed", [5, pytest.param(4, marks=pytest.mark.soak)])  # a second long walk is a soak run
def test_llamagedon_hands_stay_down_while_a_bot_decides_at_a_shared_screen(app, seed: int) -> None:
    seats = [SeatConfig("human", "Ana"), SeatConfig("bot", "Paca", "easy"), SeatConfig("human", "Ben")]
    match = Match("llamagedon", seats, seed, bot_delay=0.2, worker=InlineBotWorker())
    table = GEDON_TABLE(app, match)
    app.start(table)
    rng = random.Random(seed)
    bot_frames = 0
    for _ in range(2500):
        if match.is_over():
            break
        top = app.scenes.top
        events: list[pygame.event.Event] = []
        if isinstance(top, HotSeatCover):
            events = [SPACE]
        elif top is table and gedon_stage(table).public_question():  # "does anyone block?", asked of all
            assert not gedon_stage(table).fan.face_up
            table.parts.intents.table_answers(rng.choice([None, 0, 2]))
        elif top is table and table.my_turn() and not table.animator.busy:
            table.moves.try_action(rng.choice(match.legal_actions()), asked=True)
        app.frame(FRAME, events)
        current = match.current_seat()
        if app.scenes.top is table and current is not None and not match.seats[current].is_human:
            bot_frames += 1
            assert not gedon_stage(table).fan.face_up and not table.sight.private_visible, match.record.actions[-3:]
    assert bot_frames >= 30, bot_frames
