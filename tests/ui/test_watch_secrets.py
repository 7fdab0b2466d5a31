"""The way round the hot-seat cover, as a new player found it: Esc at the hand-over screen,
Saved games, "Keep a copy" of the waiting game, then "Watch" the copy. The copy's replay
must not open (it would show Ana's real hand face up to Ben); the player is told why. A
finished game of the same two humans is watched and reviewed as before.
"""

from __future__ import annotations

import io

import pytest

from llamagames import i18n, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.replay import ReplayMatch
from llamagames.review.cli import main as review_main
from llamagames.save_files import list_saves
from llamagames.seats import SeatConfig
from llamagames.secrecy import HiddenGame, hidden_from_watchers
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.saves import SavedGamesScene, row_actions
from llamagames.ui.table.review_open import open_review, review_saved
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click

HOT_SEAT = [SeatConfig("human", "Ana"), SeatConfig("bot", "Paca", "easy"), SeatConfig("human", "Ben")]


def hot_seat_game(game: str = "llama", seed: int = 5, moves: int = 5) -> Match:
    """Ana and Ben at one laptop with a bot, a few moves in, autosaved as the app does."""
    match = Match(game, HOT_SEAT, seed, bot_delay=0.0, worker=InlineBotWorker())
    while len(match.record.actions) < moves:
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(1.0)
    match.autosave()
    return match


def open_saves(app) -> SavedGamesScene:
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    click(app, menu.buttons["saves"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SavedGamesScene)
    return scene


def button(scene: SavedGamesScene, what: str, kept: bool) -> object:
    """The row button ``what`` of the waiting game (``kept`` False) or of its kept copy."""
    return next(b for b, (action, entry) in scene.row_buttons.items() if action == what and entry.waiting is not kept)


def test_watching_a_kept_copy_of_a_hot_seat_game_is_refused_and_says_why(app) -> None:
    match = hot_seat_game()
    hands = [match.state.hands[0], match.state.hands[2]]
    match.close()
    scene = open_saves(app)
    click(app, button(scene, "copy", kept=False).rect.center)  # "Keep a copy" of the waiting game
    assert any(not e.waiting for e in scene.entries)
    click(app, button(scene, "watch", kept=True).rect.center)  # "Watch" the copy
    for _ in range(3):
        app.frame(FRAME, [])
    assert app.scenes.top is scene, "no replay opened over Saved games"
    assert not any(isinstance(s, TableScene) for s in app.scenes.stack)
    assert "Ana and Ben" in scene.message and "Finish the game first" in scene.message
    copy = next(e for e in scene.entries if not e.waiting)
    tips = {what: tip for what, _, _, tip in row_actions(copy, False)}
    assert copy.humans == 2 and tips["watch"] is not None and "Once the game is over" in tips["watch"]
    assert all(hand for hand in hands)  # both humans held cards the replay would have shown


def test_a_replay_of_an_unfinished_two_human_game_cannot_be_built_by_any_path(app) -> None:
    match = hot_seat_game("llamagedon", seed=4, moves=6)
    record, seats = match.record, match.seats
    match.close()
    assert hidden_from_watchers(record, seats)
    with pytest.raises(HiddenGame, match="Ana and Ben"):
        ReplayMatch.of(record, seats)
    refused = open_review(record, seats)
    assert isinstance(refused, str) and "a review now" in refused
    path = storage.autosave_path("llamagedon")
    assert "watching it now" in ReplayMatch.watch(path)
    assert "a review now" in review_saved(path)


def test_the_review_command_refuses_an_unfinished_two_human_game_and_prints_no_hand() -> None:
    match = hot_seat_game(seed=5)
    match.close()
    out, err = io.StringIO(), io.StringIO()
    assert review_main([str(storage.autosave_path("llama"))], out=out, err=err) == 2
    assert out.getvalue() == "" and "a review now would show" in err.getvalue()


def test_the_refusal_reads_in_japanese_too(app) -> None:
    match = hot_seat_game()
    record, seats = match.record, match.seats
    match.close()
    i18n.set_language("ja")
    try:
        with pytest.raises(HiddenGame) as refused:
            ReplayMatch.of(record, seats)
    finally:
        i18n.set_language("en")
    assert "AnaとBen" in str(refused.value) and "手札" in str(refused.value)


def test_one_human_against_bots_and_a_finished_hot_seat_game_are_watched_as_before(app) -> None:
    solo = Match("llama", [SeatConfig("human", "Ana"), SeatConfig("bot", "Paca", "easy")], 3, bot_delay=0.0,
                 worker=InlineBotWorker())
    solo.play(solo.legal_actions()[0]) if solo.is_human_turn() else solo.update(1.0)
    assert not hidden_from_watchers(solo.record, solo.seats)
    assert ReplayMatch.of(solo.record, solo.seats).total == len(solo.record.actions)
    solo.close()
    finished = Match("llama", [SeatConfig("human", "Ana"), SeatConfig("human", "Ben")], 8, bot_delay=0.0,
                     worker=InlineBotWorker())
    while not finished.is_over():
        finished.play(finished.legal_actions()[-1])
    assert not hidden_from_watchers(finished.record, finished.seats)
    replay = ReplayMatch.of(finished.record, finished.seats)
    assert replay.total == len(finished.record.actions)
    assert not isinstance(open_review(finished.record, finished.seats), str)
    finished.close()
    kept = next(e for e in list_saves()[0] if e.finished)
    assert [what for what, *_ in row_actions(kept, False)] == ["review", "watch", "delete"]
    assert [tip for what, _, _, tip in row_actions(kept, False) if what == "watch"] == [
        "Step through the moves of this game"]


BENS_SWAP_ASKS_ANA = ("block @2 #33 | hands rTB/rAAX/bgDD | areas H,H/HP/H,H,H | deck - | "
                      "discard BBXXBTAwTTrbyDbygXrbybygDTDrywBAAgg | removed - | chain 2:swap 0 give blue | lets 0 | "
                      "lower 22 | llamagedon 0 | left 5 | limit on | seed 1 | counter 4")
"""Ben's Swap on Ana waits for the table's answer; Ana, asked first, holds a Block."""


def test_no_hint_while_llamagedon_asks_the_whole_table_whether_anyone_blocks(app) -> None:
    """The hint reads the asked human's hand: said aloud at the public question, "spend your
    Block" told Ben that Ana held one."""
    from llamagames.ui.games.llamagedon.stage import stage_of

    match = Match.from_position("llamagedon", HOT_SEAT, BENS_SWAP_ASKS_ANA, bot_delay=0.0, worker=InlineBotWorker())
    table = app.open_table(match)
    app.start(table)
    app.frame(FRAME, [])
    assert stage_of(table).public_question() and table.my_turn() and match.current_seat() == 0
    assert "block" in [str(a) for a in match.legal_actions()]  # what the hint would have read
    assert not table.coach.can_advise() and not table.controls.buttons["hint"].is_enabled
    assert table.coach.ask() is None and table.coach.advice is None
