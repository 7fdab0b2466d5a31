"""The headless self-test the packaged executable runs: every menu game, bots only, to the results.

It goes through the real scenes (menu, table, round summaries, results) with animations set to
instant and no pause between bot moves, and with the real bot worker process, so a broken
bundle (missing art, theme, fonts, or multiprocessing in a frozen build) fails here.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import wait

import pygame

from .. import storage
from ..bot_worker import BotWorker
from ..rules import GAMES
from ..seats import SeatConfig
from .app import App
from .registry import playable_games
from .scenes.menu import MenuScene
from .scenes.results import ResultsScene
from .scenes.rules import RULES_DIR, RulesScene
from .session import start_match

FRAME = 1 / 60
TIME_LIMIT = 120.0
"""Seconds one game may take before the smoke run calls it stuck."""


class SmokeFailure(RuntimeError):
    """The smoke run did not reach a game's results screen; the message says where it stopped."""


def play_to_results(app: App, game_name: str, seats: list[SeatConfig], seed: int,
                    time_limit: float = TIME_LIMIT) -> ResultsScene:
    """Open the table of ``game_name`` with ``seats`` and run frames until the results show."""
    match = start_match(app, game_name, seats, seed=seed)
    table = app.open_table(match)
    if isinstance(table, str):
        raise SmokeFailure(table)
    app.scenes.push(table)
    started = time.monotonic()
    while not isinstance(app.scenes.top, ResultsScene):
        # the queue is read as the app's loop reads it: events pygame-gui posts (they name the
        # widget) would otherwise pile up in SDL's queue and keep every closed table's widgets alive
        app.frame(FRAME, events=pygame.event.get())
        if not app.running:
            raise SmokeFailure(f"{GAMES[game_name].title}: the app closed before the results screen.")
        if time.monotonic() - started > time_limit:
            raise SmokeFailure(f"{GAMES[game_name].title}: no result after {time_limit:.0f} s "
                               f"({len(match.record.actions)} moves played).")
        thinking = match.pacer.think_ahead()
        if thinking is not None:
            # A frame drawn while a bot thinks shows nothing new: wait for its answer (a hung
            # worker is still judged, by the frame after the timeout).
            wait([thinking], timeout=0.25)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    return results


def run_smoke(log: Callable[[str], None] = print, make_worker: Callable[[], BotWorker] | None = None) -> None:
    """Play a bot-only game of every playable game; raises SmokeFailure (or any error) on failure."""
    scratch = None
    if not os.environ.get(storage.HOME_ENV):
        # Bot-only matches save nothing, but keep even the data folder out of the player's home,
        # in a temporary folder that goes when the run ends (passed or failed).
        scratch = tempfile.TemporaryDirectory(prefix="llamagames-smoke-", ignore_cleanup_errors=True)
        os.environ[storage.HOME_ENV] = scratch.name
    try:
        _play_every_game(log, make_worker)
    finally:
        if scratch is not None:
            os.environ.pop(storage.HOME_ENV, None)
            scratch.cleanup()


def _play_every_game(log: Callable[[str], None], make_worker: Callable[[], BotWorker] | None) -> None:
    settings = storage.Settings(animation_speed="instant", bot_pace=0.0)
    app = App(settings=settings, persist_settings=False, bot_worker=make_worker, bot_delay=0.0)
    try:
        app.start(MenuScene(app))
        app.frame(FRAME, events=[])
        listed = MenuScene.games()
        if listed != playable_games():
            raise SmokeFailure(f"the menu lists {listed}, expected {playable_games()}")
        for index, name in enumerate(listed):
            game = GAMES[name]
            if not (RULES_DIR / f"{name}.txt").is_file():
                raise SmokeFailure(f"{game.title}: the rulebook text is missing from this build ({RULES_DIR}).")
            app.scenes.push(RulesScene(app, name))
            app.frame(FRAME, events=[])
            app.scenes.pop()
            # The fewest seats the game allows (two), one easy and one normal bot: the run checks the
            # bundle (art, fonts, the worker process), not the rules, and each seat more is moves to think.
            count = game.player_counts.start
            seats = [SeatConfig("bot", f"Bot {i + 1}", ("easy", "normal")[i % 2]) for i in range(count)]
            started = time.monotonic()
            results = play_to_results(app, name, seats, seed=20261130 + index)
            if results.match.pacer.bot_fallbacks:
                raise SmokeFailure(f"{game.title}: {results.match.pacer.bot_fallbacks} bot moves were decided outside "
                                   f"the worker process ({results.match.message or 'the worker did not start'}).")
            app.frame(FRAME, events=[])
            outcome = results.outcome
            log(f"{game.title}: {count} bots, {len(results.match.record.actions)} moves, "
                f"{results.winners_line()} scores {list(outcome.scores)} "
                f"({time.monotonic() - started:.1f} s, {app.frames} frames)")
            app.scenes.pop_to_root()
        from ..phones.selfcheck import check as phones_check  # a phone joins a game on the loopback

        log(phones_check())
    finally:
        app.scenes.clear()
