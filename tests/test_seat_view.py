"""SeatView: one seat's window on a match, the only way a screen reads a game and plays in it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.replay import ReplayMatch
from llamagames.rules.core import IllegalActionError
from llamagames.rules.llama import DRAW, PlayCard
from llamagames.rules.llamagedon.state import Phase
from llamagames.seat_view import ALL_SEEING, WATCHER, SeatView, plain
from llamagames.seats import SeatConfig

GAMES = ("llama", "alpacas", "llamagedon", "llamaland")
TWO_HUMANS = [SeatConfig("human", "Ann"), SeatConfig("human", "Bo")]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))


def match_of(game: str, seed: int = 3, seats: list[SeatConfig] = TWO_HUMANS) -> Match:
    return Match(game, seats, seed, worker=InlineBotWorker(), bot_delay=0.0, autosave=False)


def play_randomly(match: Match, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if match.is_over():
            return
        match.play(rng.choice(match.legal_actions()))


def draw_by_seat_zero() -> Match:
    """A L.L.A.M.A. match whose last move is seat 0 drawing a card (a secret for the others)."""
    for seed in range(100):
        match = match_of("llama", seed)
        if match.current_seat() == 0 and DRAW in match.legal_actions():
            match.play(DRAW)
            return match
    raise AssertionError("no seed where seat 0 starts")


@pytest.mark.parametrize("game", GAMES)
def test_a_view_gives_its_seats_observation_and_only_its_own_decisions(game: str) -> None:
    match = match_of(game)
    play_randomly(match, 5, random.Random(game))
    current = match.current_seat()
    assert current is not None
    for seat in range(match.num_players):
        view = match.seat_view(seat)
        assert view.observation() == match.game.observation(match.state, seat)
        assert view.observation() is view.observation(), "one observation per position"
        assert view.deciding() == (seat == current)
        assert view.legal_actions() == (list(match.game.legal_actions(match.state)) if seat == current else [])
        assert view.current_player() == current and not view.is_over() and view.outcome() is None
        assert view.scores() == tuple(match.game.scores(match.state))
        assert view.moves == len(match.record.actions)


@pytest.mark.parametrize("game", GAMES)
def test_the_json_form_is_plain_data_that_reads_back(game: str) -> None:
    match = match_of(game)
    rng = random.Random(7)
    for _ in range(4):
        play_randomly(match, 3, rng)
        for seat in range(match.num_players):
            data = match.seat_view(seat).to_json()
            assert json.loads(json.dumps(data)) == data
            assert data["seat"] == seat and data["moves"] == len(match.record.actions)
            assert [match.game.parse_action(text) for text in data["legal"]] == match.seat_view(seat).legal_actions()


def test_the_json_form_holds_the_seats_own_hand_and_only_counts_of_the_others() -> None:
    match = match_of("llama")
    hands = match.state.hands  # the test reads the whole game to know what must stay hidden
    for seat in (0, 1):
        data = match.seat_view(seat).to_json()["observation"]
        assert data["hand"] == list(hands[seat])
        assert data["hand_sizes"] == [len(hand) for hand in hands]
        assert "hands" not in data and "deck" not in data and "seed" not in data


def test_a_seat_acts_only_on_its_own_decision() -> None:
    match = match_of("llama")
    current = match.current_seat()
    assert current is not None
    other = match.seat_view(1 - current)
    before = other.stamp
    with pytest.raises(IllegalActionError) as refused:
        other.act(match.legal_actions()[0])
    assert refused.value.refusal is not None and refused.value.refusal.code == "not_your_turn_name"
    assert other.moves == 0 and other.stamp == before
    events = match.seat_view(current).act(str(match.legal_actions()[0]))  # its text form too
    assert events and other.moves == 1 and other.stamp != before


def test_events_are_told_as_the_view_may_know_them() -> None:
    match = draw_by_seat_zero()
    drawn = next(event.get("card") for event in match.game.events(match.state) if event.kind == "draw")
    assert drawn is not None and drawn in match.state.hands[0]

    def cards(view: SeatView) -> list[object]:
        return [event.get("card") for event in view.last_events() if event.kind == "draw"]

    assert cards(match.seat_view(0)) == [drawn]
    assert cards(match.seat_view(1)) == [None]
    assert cards(match.seat_view(0, WATCHER)) == [None], "a shared screen's log tells nobody's secrets"
    assert cards(match.seat_view(1, ALL_SEEING)) == [drawn]
    assert match.seat_view(1).to_json()["events"][0]["secret"] == {}
    assert match.seat_view(1).events_of_moves() == [match.seat_view(1).position_events()]
    assert match.seat_view(1).position_events() == match.seat_view(1).last_events()


def test_the_log_of_every_move_is_cut_for_its_viewer() -> None:
    match = match_of("llama", seats=[SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "easy")])
    while len(match.record.actions) < 12 and not match.is_over():
        if match.is_human_turn():
            match.play(match.legal_actions()[0])
        else:
            match.update(0.0)
    view = match.seat_view(0)
    told = view.events_of_moves()
    assert len(told) == view.moves
    for events, state in zip(told, match.history[1:]):
        assert events == tuple(event.for_viewer(0) for event in match.game.events(state))
    assert view.events_of_moves(first=view.moves) == [view.position_events()]


def test_undo_is_asked_through_the_seats_view() -> None:
    match = match_of("llama")
    current = match.current_seat()
    assert current is not None
    view = match.seat_view(current)
    play = next((a for a in view.legal_actions() if isinstance(a, PlayCard)), None)
    if play is None:
        pytest.skip("the first player holds no playable card at this seed")
    assert view.takes_back(play) and not view.takes_back(DRAW), "a draw shows a hidden card"
    view.act(play)
    assert match.seat_view(1 - current).request_undo() is not None, "only the seat that moved takes it back"
    assert view.request_undo() is None
    assert view.moves == 0
    assert view.request_undo() == "There is no move to take back yet."


def test_a_block_is_answered_through_the_asked_seats_view() -> None:
    for seed in range(60):
        match = match_of("llamagedon", seed)
        rng = random.Random(seed)
        while not match.is_over() and match.state.phase is not Phase.BLOCK:
            match.play(rng.choice(match.legal_actions()))
        if match.is_over():
            continue
        asked = match.current_seat()
        assert asked is not None
        view = match.seat_view(asked)
        assert view.phase() == "block"
        with pytest.raises(IllegalActionError):
            match.seat_view(1 - asked).answer_block(False)  # not the one asked
        moves = view.moves
        view.answer_block(False)
        assert view.moves == moves + 1 and str(match.record.actions[-1]) == "let"
        return
    raise AssertionError("no Block window in 60 games")


def test_a_block_answer_is_refused_where_nobody_is_asked() -> None:
    match = match_of("llama")
    current = match.current_seat()
    assert current is not None
    with pytest.raises(IllegalActionError):
        match.seat_view(current).answer_block(True)
    assert match.seat_view(current).moves == 0


def test_a_replay_gives_its_view_the_same_way_from_the_record() -> None:
    match = match_of("llama")
    play_randomly(match, 8, random.Random(2))
    # An unfinished game of two humans is never watched (secrecy.py): the replay is of the
    # same moves seen as one human against a bot.
    replay = ReplayMatch.of(match.record, [match.seats[0], SeatConfig("bot", "Bo", "easy")])
    for position in (0, 3, 8):
        replay.goto(position)
        view = replay.seat_view(1, ALL_SEEING)
        assert view.moves == position
        assert view.observation() == match.game.observation(match.history[position], 1)
        assert view.position_events() == (match.game.events(match.history[position]) if position else ())
    with pytest.raises(IllegalActionError):
        replay.seat_view(replay.current_seat() or 0).act(replay.legal_actions()[0])
    assert replay.seat_view(0).request_undo() == "This is a replay."


def test_scores_before_and_after_the_last_move_and_their_history() -> None:
    match = match_of("alpacas")
    view = match.seat_view(0)
    assert view.scores_before() is None
    play_randomly(match, 6, random.Random(1))
    assert view.scores_before() == tuple(match.game.scores(match.history[-2]))
    assert view.scores() == tuple(match.game.scores(match.state))
    history = view.score_history()
    assert history is not None and history.num_players == 2


def test_a_view_names_a_real_seat() -> None:
    with pytest.raises(ValueError):
        match_of("llama").seat_view(2)


def test_plain_keeps_values_and_cuts_events_to_what_the_table_saw() -> None:
    from llamagames.rules.core import Event

    event = Event.make("draw", 0, secret={"card": 5}, seen_by=[0], reveals=True, pile=3)
    assert plain(event) == {"kind": "draw", "seat": 0, "data": {"pile": 3}, "secret": {}, "reveals": True}
    assert plain({(1, 2): frozenset({3, 1}), "x": (None, True, 1.5)}) == {"[1, 2]": [1, 3], "x": [None, True, 1.5]}
