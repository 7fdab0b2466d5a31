"""The Hint and the review are one judgement: a player who follows every hint is never told by
the review that those moves were mistakes.

A real match (a human at seat 0 against normal bots, bots thinking inline) where the human
plays the Hint button's move (``SeatView.hint``, the path the table takes) at each decision,
then the review of that seat with the same seeds: every decision with a choice is the
review's best move ("as good": the hard bot's own), so none is marked and none has a drop.
Where a hint shows the second half of its move too (Llamaland's gold ghost, where the tile
taken goes), that half is the hint, and so the review's best, at the decision after.
The normal bot's move, the hint of before, differs from it somewhere in the sample, so the
sample holds the positions where the two used to disagree.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.review import review
from llamagames.review.sample import game_end
from llamagames.rules import GAMES
from llamagames.seats import SeatConfig

DECISIONS = {"llama": 25, "alpacas": 6, "llamagedon": 6, "llamaland": 6}
"""Decisions with a choice followed per game (the hard bot thinks up to a second each, twice:
once for the hint, once in the review)."""
PLAYOUTS = 1
"""Deals per estimate: the review's verdict "as good" is the hard bot's move being the one
taken, whatever the deals say, and an "as good" decision has no drop and cannot be marked, so
one deal (which still runs the estimate) proves as much as many; a deal of Llamaland is most
of its review's time."""
SEEDS = {"llama": 1, "alpacas": 3, "llamagedon": 1, "llamaland": 2}
LATE = {"llamaland": 60}
"""Games followed from a late position of a game of normal bots (``review.sample.game_end``:
this many moves before its end) instead of from the deal: the hard bot's deals there are
shorter, and its move is as much its own."""


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    return storage.data_dir()


def follow_hints(game_name: str, seed: int, decisions: int) -> Match:
    """A match in which seat 0 plays the hint's move until it has made ``decisions`` choices."""
    players = max(3, GAMES[game_name].player_counts[0])
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", f"Bot {n}", "normal") for n in range(1, players)]
    if game_name in LATE:  # a late position: the hard bot's deals end sooner
        start = game_end(game_name, players, seed, LATE[game_name]).start
        assert start is not None
        match = Match.from_position(game_name, seats, start, seed, bot_delay=0.0, worker=InlineBotWorker(),
                                    autosave=False)
    else:
        match = Match(game_name, seats, seed, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    view = match.seat_view(0)
    chosen, then = 0, None
    for _ in range(20_000):
        if match.is_over() or chosen >= decisions:
            return match
        if not match.is_human_turn():
            match.update(0.0)
            continue
        legal = view.legal_actions()
        chosen += len(legal) > 1
        found = view.hint().result()
        if then is not None:  # the half the last hint showed (its gold ghost) is this hint's move
            assert found.action == then, f"the ghost showed {then}, the hint now says {found.action}"
            HALVES[game_name] = HALVES.get(game_name, 0) + 1
        then = found.then
        view.act(found.action)
    raise AssertionError("the match did not reach its decisions")


HALVES: dict[str, int] = {}
"""Hints whose move's second half (``Suggestion.then``) was checked, by game."""


@pytest.mark.slow
@pytest.mark.parametrize("game_name", sorted(DECISIONS))
def test_the_review_never_marks_a_followed_hint(game_name: str) -> None:
    match = follow_hints(game_name, SEEDS[game_name], DECISIONS[game_name])
    judged = review(match.record, 0, PLAYOUTS)
    assert len(judged.decisions) >= DECISIONS[game_name]
    for decision in judged.decisions:
        assert decision.taken == decision.hard, f"move {decision.move}: hint {decision.taken}, review {decision.hard}"
        assert decision.as_good and decision.drop == 0 and not decision.marked and not decision.clear_drop
    assert not judged.marked
    if game_name == "llamaland":  # a tile taken shows where it goes: that place was then the hint
        assert HALVES.get(game_name, 0) >= 2
    # the sample holds positions where the hint of before (the normal bot) and the review part ways
    assert any(d.normal != d.hard for d in judged.decisions), [(d.normal, d.hard) for d in judged.decisions]
