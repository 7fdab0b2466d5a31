"""Match: bots paced through a worker, human moves checked, undo policy, autosave and resume."""

from __future__ import annotations

from pathlib import Path

import pytest

from llamagames import bots, storage
from llamagames.bot_worker import InlineBotWorker, ProcessBotWorker
from llamagames.match import Match
from llamagames.rules.core import IllegalActionError, replay
from llamagames.rules.llama import DRAW, PlayCard
from llamagames.seats import SeatConfig

HUMAN = SeatConfig("human", "You")


def bot(name: str, level: str = "normal") -> SeatConfig:
    return SeatConfig("bot", name, level)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    return storage.data_dir()


def new_match(seats: list[SeatConfig], seed: int = 3, **kwargs: object) -> Match:
    kwargs.setdefault("bot_delay", 0.0)
    kwargs.setdefault("worker", InlineBotWorker())
    return Match("llama", seats, seed, **kwargs)  # type: ignore[arg-type]


def run_bots(match: Match, limit: int = 5000) -> None:
    """Let bots move until a human is to play or the game is over."""
    for _ in range(limit):
        if match.is_over() or match.is_human_turn():
            return
        match.update(0.0)
    raise AssertionError("the bots did not finish")


def human_first_match(need_play: bool = True) -> Match:
    """A match where the human (seat 0, who starts) can play a card and draw."""
    for seed in range(200):
        match = new_match([HUMAN, bot("Ana"), bot("Bo")], seed=seed)
        legal = match.legal_actions()
        if (any(isinstance(a, PlayCard) for a in legal) or not need_play) and DRAW in legal:
            return match
        match.close()
    raise AssertionError("no suitable seed")


def test_bot_only_game_plays_to_the_end_and_replays(home: Path) -> None:
    match = new_match([bot("A", "normal"), bot("B", "easy"), bot("C", "random"), bot("D", "hard")], seed=11)
    moves = 0
    while not match.is_over():
        events = match.update(0.0)
        assert len(events) >= 1
        moves += 1
        assert moves < 5000
    assert match.outcome().winners
    assert replay(match.game, match.record)[-1] == match.state
    assert len(match.history) == len(match.record.actions) + 1
    assert not storage.autosave_path("llama").exists(), "a bot-only game must not overwrite the player's save"


def test_bot_pacing_waits_for_bot_delay() -> None:
    match = new_match([bot("A"), bot("B")], bot_delay=0.6)
    assert match.update(0.25) == () and match.update(0.25) == ()
    assert len(match.history) == 1
    assert match.update(0.2) != ()
    assert len(match.history) == 2
    assert match.update(0.1) == ()


def test_same_seed_same_bot_game() -> None:
    first, second = (new_match([bot("A"), bot("B", "easy"), bot("C", "random")], seed=5) for _ in range(2))
    run_bots(first)
    run_bots(second)
    assert first.record == second.record


def test_refused_human_move_changes_nothing() -> None:
    match = human_first_match()
    state, record = match.state, match.record
    hand = match.observation(0).hand
    missing = next(v for v in range(1, 8) if v not in hand)
    with pytest.raises(IllegalActionError) as info:
        match.play(PlayCard(missing))
    assert str(info.value)
    with pytest.raises(IllegalActionError):
        match.play("dance")
    assert match.state is state and match.record == record and len(match.history) == 1


def test_human_cannot_move_for_a_bot() -> None:
    match = new_match([bot("Ana"), HUMAN])
    with pytest.raises(IllegalActionError, match="not your turn"):
        match.play(match.legal_actions()[0])
    assert len(match.history) == 1


def test_undo_a_play_but_never_a_draw_or_after_a_bot_moved() -> None:
    match = human_first_match()
    start, record = match.state, match.record
    assert not match.can_undo() and not match.undo()
    play = next(a for a in match.legal_actions() if isinstance(a, PlayCard))
    match.play(play)
    assert match.can_undo()
    assert match.undo()
    assert match.state == start and match.record == record and len(match.history) == 1
    match.play(DRAW)
    assert not match.can_undo(), "a draw showed the human a hidden card"
    match = human_first_match()
    match.play(next(a for a in match.legal_actions() if isinstance(a, PlayCard)))
    assert match.update(0.0) != ()
    assert len(match.history) == 3
    assert not match.can_undo(), "a bot has moved since"


def test_undo_cancels_a_bot_move_in_progress() -> None:
    match = human_first_match()
    match.pacer.bot_delay = 1.0
    match.play(next(a for a in match.legal_actions() if isinstance(a, PlayCard)))
    assert match.update(0.5) == ()
    assert match.undo()
    assert match.is_human_turn()
    assert match.update(2.0) == ()
    assert len(match.history) == 1


def test_autosave_and_resume_round_trip(home: Path) -> None:
    match = human_first_match()
    match.play(next(a for a in match.legal_actions() if isinstance(a, PlayCard)))
    run_bots(match)
    storage.flush_writes()  # the moves' saves are written in the background: they land first
    assert storage.autosave_path("llama").exists()
    resumed = Match.load_autosave(bot_delay=0.0, worker=InlineBotWorker())
    assert isinstance(resumed, Match)
    assert resumed.record == match.record
    assert resumed.state == match.state
    assert resumed.seats == match.seats
    assert resumed.legal_actions() == match.legal_actions()


def test_no_autosave_gives_a_message() -> None:
    result = Match.load_autosave(worker=InlineBotWorker())
    assert isinstance(result, str) and "no saved game" in result


@pytest.mark.parametrize("damage", ["truncated", "bad move", "wrong version"])
def test_damaged_save_is_set_aside_with_a_message(home: Path, damage: str) -> None:
    match = human_first_match()
    match.play(DRAW)
    path = storage.autosave_path("llama")
    storage.flush_writes()  # the move's save is written in the background: it lands first
    text = path.read_text(encoding="utf-8")
    if damage == "truncated":
        text = text[: len(text) // 2]
    elif damage == "bad move":
        text = text.replace('"draw"', '"play 9"')
    else:
        text = text.replace('"version": 1', '"version": 7', 1)
    path.write_text(text, encoding="utf-8")
    result = Match.load_autosave(worker=InlineBotWorker())
    assert isinstance(result, str)
    assert "could not be used" in result
    assert not path.exists()
    kept = [p for p in storage.waiting_dir().iterdir() if p.name.startswith("llama.damaged-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text


def test_finished_game_counts_in_statistics_and_clears_the_save(home: Path) -> None:
    match = new_match([HUMAN, bot("Ana")], seed=8)
    helper = bots.make("llama", "normal", 1)
    while not match.is_over():
        if match.is_human_turn():
            match.play(helper.choose(match.observation(0), match.legal_actions()))
        else:
            match.update(0.0)
    stats, message = storage.load_statistics()
    assert message == ""
    assert stats.played("llama") == 1
    assert stats.won("llama") == (1 if 0 in match.outcome().winners else 0)
    assert not storage.autosave_path("llama").exists()


def test_process_worker_answers_from_another_process() -> None:
    match = Match("llama", [bot("A"), bot("B")], 4, worker=ProcessBotWorker(), bot_delay=0.0)
    try:
        legal = match.legal_actions()
        future = match.pacer.worker.submit("llama", "normal", 1, match.observation(0), legal)
        assert future.result(timeout=60) in legal
        assert match.pacer._pending is None
        for _ in range(600):
            if match.update(0.05):
                break
            future = match.pacer._pending[1] if match.pacer._pending else None
            if future is not None:
                future.result(timeout=60)
        assert len(match.history) == 2
    finally:
        match.close()


class _NonsenseWorker(InlineBotWorker):
    """A worker whose bots answer with an action that is never legal."""

    def submit(self, game_name, level, seed, observation, legal_actions):  # type: ignore[no-untyped-def]
        from concurrent.futures import Future

        future: Future[object] = Future()
        future.set_result("not an action")
        return future


def test_a_bot_answering_nonsense_is_replaced_and_counted() -> None:
    match = new_match([bot("A"), bot("B")], worker=_NonsenseWorker())
    before = len(match.record.actions)
    match.update(0.0)
    assert len(match.record.actions) == before + 1  # the game went on with a legal move
    assert match.pacer.bot_fallbacks == 1


def test_a_healthy_worker_needs_no_fallback() -> None:
    match = new_match([bot("A"), bot("B")])
    run_bots(match)
    assert match.is_over() and match.pacer.bot_fallbacks == 0


class _WatchingWorker(InlineBotWorker):
    """Remembers the observations the bots were given."""

    def __init__(self) -> None:
        super().__init__()
        self.moves: list[tuple[int, ...]] = []

    def submit(self, game_name, level, seed, observation, legal_actions):  # type: ignore[no-untyped-def]
        self.moves.append(observation.moves)
        return super().submit(game_name, level, seed, observation, legal_actions)


def test_bots_are_given_the_moves_of_the_round_they_watched() -> None:
    """The app's bots see what the tournament's see (rules.core.watched_observation): the
    hard level reads the rivals' hands from the round's moves."""
    worker = _WatchingWorker()
    match = new_match([bot("A"), bot("B"), bot("C")], worker=worker)
    run_bots(match)
    assert any(len(moves) >= 3 for moves in worker.moves)
    assert all(moves == () or moves[-1] in (-1, 0, 1, 2, 3, 4, 5, 6, 7) for moves in worker.moves)


def test_undo_at_a_shared_screen_tells_the_one_who_pressed_whose_move_it_is() -> None:
    """Ben pressing Undo after Ana's move read 'Ana has played since: that move stays.'"""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.seats import SeatConfig

    match = Match("llama", [SeatConfig("human", "Ana"), SeatConfig("human", "Ben")], 4, bot_delay=0.0,
                  worker=InlineBotWorker(), autosave=False)
    quit_ = next(a for a in match.legal_actions() if str(a) == "quit")
    match.play(quit_)  # Ana's move, which shows nothing hidden
    reason = match.undo_refusal(1)
    assert reason == "The last move is Ana's: only Ana may take it back. Your earlier moves stay."
    assert match.undo_refusal(0) is None, "Ana herself may still take it back"


def test_undo_after_a_bot_answered_names_whose_move_it_answered() -> None:
    """At a shared screen Ana, coming back after Ben's turn and Paca's answer, read "Paca has
    answered your move": it was Ben's move Paca answered."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.seats import SeatConfig

    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben"), SeatConfig("bot", "Paca", "easy")]
    match = Match("llama", seats, 4, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    for _ in range(2):  # Ana quits, then Ben: nothing hidden shows
        match.play(next(a for a in match.legal_actions() if str(a) == "quit"))
    run_bots(match)
    assert match.game.current_player(match.history[-2]) == 2, "Paca made the last move"
    assert match.undo_refusal(0) == "Paca has answered Ben's move: once the next player has played, a move stays."
    assert match.undo_refusal(1) == "Paca has answered your move: once the next player has played, it stays."


def test_undo_before_any_human_moved_says_there_is_nothing_to_take_back() -> None:
    seats = [bot("Paca"), HUMAN]
    match = new_match(seats, seed=3)
    run_bots(match)
    assert match.current_seat() == 1 and match.undo_refusal(1) == "There is no move to take back yet."


def test_a_match_is_set_up_from_its_game_or_its_name_alike() -> None:
    from llamagames.rules.llama import LLAMA

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")]
    typed, named = Match(LLAMA, seats, 5, worker=InlineBotWorker()), Match("llama", seats, 5, worker=InlineBotWorker())
    assert typed.game is named.game is LLAMA and typed.game_name == "llama"
    assert typed.state == named.state and typed.legal_actions() == named.legal_actions()
    stranger = type(LLAMA)()  # the same rules, but not the game the catalogue registered
    with pytest.raises(ValueError, match="no game called"):
        Match(stranger, seats, 5, worker=InlineBotWorker())
