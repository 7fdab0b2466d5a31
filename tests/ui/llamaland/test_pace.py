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
    assert seat == 0 and match.pacer.answer_delay(0) == 0.6  # a turn's first decision: the whole pace
    step(match)  # Ana takes a tile
    assert isinstance(match.record.actions[-1], str) and match.record.actions[-1].startswith("stack")
    assert LLAMALAND.current_player(match.state) == 0
    assert abs(match.pacer.answer_delay(0) - 0.6 * LLAMALAND.follow_up_pace) < 1e-9  # the placement, soon after
    while LLAMALAND.current_player(match.state) == 0:  # the rest of Ana's turn
        step(match)
    # Every seat sees the same Llamaland position, so the hard bot's think time hides nothing:
    # its decisions come at the same pace as the normal bot's (once its answer is ready).
    assert LLAMALAND.timing_tells_nothing
    assert match.pacer.answer_delay(1) == 0.6
    step(match)
    assert abs(match.pacer.answer_delay(1) - 0.6 * LLAMALAND.follow_up_pace) < 1e-9
    match.close()


class HeldAnswers(InlineBotWorker):
    """A worker whose answers wait until the test lets them out (a bot still thinking)."""

    def __init__(self) -> None:
        super().__init__()
        self.held: list = []
        self.asked = 0

    def submit(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        from concurrent.futures import Future

        self.asked += 1
        answer = super().submit(*args, **kwargs)
        future: Future = Future()
        self.held.append((future, answer))
        return future

    def release(self) -> None:
        for future, answer in self.held:
            if not future.done():
                future.set_result(answer.result())


def test_a_bots_move_never_lands_before_its_answer_and_it_may_think_ahead():
    seats = [SeatConfig("bot", "Ana", "hard"), SeatConfig("bot", "Bruno", "normal")]
    worker = HeldAnswers()
    match = Match("llamaland", seats, 3, {"first_player": 1}, bot_delay=0.6, worker=worker, autosave=False)
    future = match.pacer.think_ahead()  # asked while the table still animates
    assert future is not None and worker.asked == 1
    assert match.pacer.think_ahead() is future and worker.asked == 1  # asked once per position
    for _ in range(40):  # two seconds, far past the pace: still thinking, so nothing lands
        assert match.update(0.05) == ()
    assert len(match.record.actions) == 0
    worker.release()
    assert match.update(0.05) != ()  # the answer was there and the pace long past
    assert len(match.record.actions) == 1
    match.close()


def test_with_no_pace_the_bots_answer_at_once():
    seats = [SeatConfig("bot", "Ana", "normal"), SeatConfig("bot", "Bruno", "normal")]
    match = Match("llamaland", seats, 3, {"first_player": 1}, bot_delay=0.0, worker=InlineBotWorker(),
                  autosave=False)
    step(match)
    assert match.pacer.answer_delay(0) == 0.0
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
        assert abs(match.pacer.answer_delay(0) - 0.6 * scale) < 1e-9, speed  # a turn's first decision
        step(match)
        assert abs(match.pacer.answer_delay(0) - 0.6 * scale * LLAMALAND.follow_up_pace) < 1e-9, speed
        match.close()
