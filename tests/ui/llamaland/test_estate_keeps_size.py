"""Your estate fills its field at every moment: it shrinks when it must and grows back when it
can (a kept fit once left it a third of its size), in the game and in the review."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from llamagames.replay import ReplayMatch
from llamagames.rules.llamaland import LLAMALAND, Feed, PlaceLlama, TakeStack
from llamagames.rules.llamaland.game import START
from llamagames.ui.games.llamaland.estate_frame import STEP_SHARE
from llamagames.ui.games.llamaland.projection import ViewMode

from ..conftest import FRAME
from .test_table import SEATS, key, open_at, open_table, steer


def _size(table) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    for _ in range(3):  # past any ease
        table.app.frame(FRAME, [])
    return table.parts.stage.views[table.viewer].estate_box().size


def _near(got: tuple[int, int], fresh: tuple[int, int]) -> bool:
    # an outgrown fit steps to a little under the size it needs (``STEP_SHARE``: room for the next tiles)
    return all(abs(a - b) <= (1.02 - STEP_SHARE) * b for a, b in zip(got, fresh))


def _set_mode(app, table, mode: ViewMode) -> None:  # type: ignore[no-untyped-def]
    if table.parts.stage.mode is not mode:
        key(app, pygame.K_v)


def _play_to_your_turn(table) -> None:  # type: ignore[no-untyped-def]
    """Finish your turn by the first legal choices (no llama), then let the bot play, until you
    take a tile again."""
    for _ in range(60):
        turn = table.match.state.turn
        if turn.seat == 0 and turn.phase == START:
            return
        legal = table.match.legal_actions()
        if turn.seat == 0 and legal:
            table.moves.try_action(next((a for a in legal if not isinstance(a, PlaceLlama)), legal[-1]))
        table.app.frame(FRAME, [])
    raise AssertionError("your turn did not come back")


@pytest.mark.parametrize("mode", [ViewMode.OBLIQUE, ViewMode.TOP_DOWN])
def test_after_keyboard_placements_the_estate_is_drawn_as_large_as_on_a_fresh_table(app, mode):
    table = open_table(app)
    _set_mode(app, table, mode)
    for stack in (pygame.K_1, pygame.K_4):
        steer(app, stack)
        key(app, pygame.K_RETURN)
        _play_to_your_turn(table)
    got = _size(table)
    fresh = open_at(app, table.match.state)
    _set_mode(app, fresh, mode)
    assert _near(got, _size(fresh)), (got, _size(fresh))


@pytest.mark.parametrize("mode", [ViewMode.OBLIQUE, ViewMode.TOP_DOWN])
def test_after_a_llama_on_the_back_row_the_estate_is_drawn_as_large_as_on_a_fresh_table(app, mode):
    table = open_table(app)
    table.moves.try_action(TakeStack("T"))
    table.moves.try_action(next(p for p in LLAMALAND.placements(table.match.state) if p.level == 2))
    while table.match.state.turn.phase != "main":
        table.moves.try_action(table.match.legal_actions()[0])
    state = table.match.state
    fed = replace(state.players[0], crops=(4, 0, 0), coins=0)  # corn enough for a llama
    table = open_at(app, replace(state, players=(fed, *state.players[1:])))
    _set_mode(app, table, mode)
    table.moves.try_action(Feed("C", 0))
    squares = [a for a in table.match.legal_actions() if isinstance(a, PlaceLlama)]
    assert table.moves.try_action(min(squares, key=lambda a: (a.y, a.x)))  # the back row's first
    got = _size(table)
    fresh = open_at(app, table.match.state)
    _set_mode(app, fresh, mode)
    assert _near(got, _size(fresh)), (got, _size(fresh))


def test_the_review_at_an_early_move_fits_that_moves_estate(app):
    table = open_table(app)
    for shape in ("L", "L", "T"):  # the estate grows by three tiles beside it
        table.moves.try_action(TakeStack(shape))
        assert table.moves.try_action(min(LLAMALAND.placements(table.match.state), key=lambda p: (p.level, p.y, p.x)))
        _play_to_your_turn(table)
    record = table.match.record
    early = 2  # your first tile taken and placed
    replay = ReplayMatch.of(record, SEATS, len(record.actions))
    review = app.open_table(replay)
    app.scenes.push(review)
    app.frame(FRAME, [])
    last = _size(review)
    review.replay.jump(early)
    got = _size(review)
    again = app.open_table(ReplayMatch.of(record, SEATS, early))
    app.scenes.push(again)
    app.frame(FRAME, [])
    fresh = _size(again)
    assert last != fresh and _near(got, fresh), (last, got, fresh)
