"""A bot's Llamaland turn is many small steps: after its first decision, the rest follow soon."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamaland import LLAMALAND
from llamagames.seats import SeatConfig


def step(match: Match) -> None:
    """Time passes until the bot to move has moved once."""
    before = len(match.record.actions)
    for _ in range(100):
        match.update(0.05)
        if len(match.record.actions) > before:
            return
    raise AssertionError("the bot did not move")


def test_a_bots_later_decisions_of_one_turn_wait_a_share_of_the_pace():
    seats = [SeatConfig("bot", "Ana", "normal"), SeatConfig("bot", "Bruno", "hard")]
    match = Match("llamaland", seats, 3, {"first_player": 1}, bot_delay=0.6, worker=InlineBotWorker(),
                  autosave=False)
    seat = LLAMALAND.current_player(match.state)
    assert seat == 0 and match.answer_delay(0) == 0.6  # a turn's first decision: the whole pace
    step(match)  # Ana takes a tile
    assert isinstance(match.record.actions[-1], str) and match.record.actions[-1].startswith("stack")
    assert LLAMALAND.current_player(match.state) == 0
    assert abs(match.answer_delay(0) - 0.6 * LLAMALAND.follow_up_pace) < 1e-9  # the placement, soon after
    while LLAMALAND.current_player(match.state) == 0:  # the rest of Ana's turn
        step(match)
    assert match.answer_delay(1) >= 1.0  # the hard bot's first decision: its think budget and more
    step(match)
    assert match.answer_delay(1) >= 1.0  # and its budget holds for its later decisions too
    match.close()


def test_with_no_pace_the_bots_answer_at_once():
    seats = [SeatConfig("bot", "Ana", "normal"), SeatConfig("bot", "Bruno", "normal")]
    match = Match("llamaland", seats, 3, {"first_player": 1}, bot_delay=0.0, worker=InlineBotWorker(),
                  autosave=False)
    step(match)
    assert match.answer_delay(0) == 0.0
    match.close()


def test_fast_animations_halve_a_bots_pauses_at_the_table_and_instant_keeps_half():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from llamagames import storage
    from llamagames.ui.app import App
    from llamagames.ui.games.llamaland.table import TABLE

    for speed, scale in (("normal", 1.0), ("fast", 0.5), ("instant", 0.5), ("slow", 1.0)):
        app = App((1280, 800), settings=storage.Settings(animation_speed=speed, sound=False),
                  persist_settings=False, bot_worker=InlineBotWorker)
        seats = [SeatConfig("bot", "Ana", "normal"), SeatConfig("bot", "Bruno", "normal")]
        match = Match("llamaland", seats, 3, {"first_player": 1}, bot_delay=0.6, worker=InlineBotWorker(),
                      autosave=False)
        TABLE(app, match)
        assert abs(match.answer_delay(0) - 0.6 * scale) < 1e-9, speed  # a turn's first decision
        step(match)
        assert abs(match.answer_delay(0) - 0.6 * scale * LLAMALAND.follow_up_pace) < 1e-9, speed
        match.close()
