"""Your board's cards are sized by the window alone: a player at 150% gets the same cards as at
100% (the status line's larger words took 2% of them), and a status line said in three lines
keeps the first-game tip under it, in play as in a replay (the player's Size is kept: a long
sentence takes a third line rather than smaller words)."""

from __future__ import annotations

import pytest

from llamagames.replay import ReplayMatch
from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run, seats

LONG = ("Maximiliana Fernández de la Cruz takes the alpaca 2 green (1st in the row), collecting 2 "
        "carrots, and places it on row 1, column 2.")


def open_replay(app, record):
    """``record`` watched as a replay, at its last move (its status line says each move whole)."""
    table = app.open_table(ReplayMatch.of(record, seats(record.num_players), start=len(record.actions)))
    app.scenes.push(table)
    run(app, 2)
    return table


def board_width(size: tuple[int, int], factor: float) -> int:
    app = make_app(size, factor)
    try:
        return layout_of(open_table(app, mid_game("alpacas", 3, 12, moves=3))).rects.board_w
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_your_board_stands_the_same_at_150(size: tuple[int, int]) -> None:
    assert board_width(size, 1.5) == board_width(size, 1.0)


def test_at_1280x800_your_board_and_the_tip_grow_with_the_words() -> None:
    """At 1280x800 and 150% your board stood at the row's size (85% of its 100% size) and the tip
    beside it kept its 100% words in a 184 px column: the tip's column narrows to a few of the
    player's words a line and the starting card's label wraps to its card, so the board keeps
    at least 90% and the tip's column holds larger words (the status line keeps three lines, in
    play as in a replay)."""
    plain = board_width((1280, 800), 1.0)
    app = make_app((1280, 800), 1.5)
    try:
        table = open_table(app, mid_game("alpacas", 3, 12, moves=3))
        lay, area = layout_of(table).rects, table.parts.coach.area()
        assert lay.board_w > lay.card_w and lay.board_w >= 0.9 * plain
        assert area is not None and area.width >= 200 and table.coach.text_size("word " * 40) > round(15 * table.scale)
        assert table.frame.status_lines == 3
        app.scenes.pop_to_root()
        replay = open_replay(app, mid_game("alpacas", 3, 12, moves=3))
        assert replay.frame.status_lines == 3 and layout_of(replay).rects.board_w == lay.board_w
    finally:
        app.scenes.clear()


def test_a_three_line_status_keeps_the_tip_under_it() -> None:
    """A replay says each move whole, in three lines at the player's Size, and so does a game
    in play: the tip stands under them."""
    app = make_app((1280, 800), 1.5)
    try:
        replay = open_replay(app, mid_game("alpacas", 4, 13, moves=12))
        replay.mode.status_text = lambda: LONG  # a replay's move, said whole
        pill, lines, _, _ = replay.status.pill()
        assert len(lines) == 3 and pill.bottom <= replay.frame.message_y < layout_of(replay).rects.board.top
        app.scenes.pop_to_root()
        table = open_table(app, mid_game("alpacas", 4, 13, moves=12))
        area = table.parts.coach.area()
        assert area is not None
        table.mode.status_text = lambda: LONG
        table.my_turn = lambda: False
        pill, lines, _, _ = table.status.pill()
        moved = table.parts.coach.area()
        assert len(lines) == 3 and moved is not None
        assert area.top < pill.bottom < moved.top  # without the third line the tip stood higher
    finally:
        app.scenes.clear()


def test_a_1280x800_laptops_window_keeps_its_pieces_at_150() -> None:
    """pt47: a 1280x800 laptop opens a 1152x720 window, where at 150% the row's cards and your
    board's stood 55 px wide (87% and 69% of their 100% size) with felt empty around the board:
    the row keeps its 100% size and your board at least 85%, larger than the row's."""
    app = make_app((1152, 720), 1.0)
    try:
        plain = layout_of(open_table(app, mid_game("alpacas", 4, 12, moves=12))).rects
    finally:
        app.scenes.clear()
    app = make_app((1152, 720), 1.5)
    try:
        lay = layout_of(open_table(app, mid_game("alpacas", 4, 12, moves=12))).rects
        assert lay.card_w == plain.card_w and plain.board_w > lay.board_w >= 0.85 * plain.board_w > lay.card_w
    finally:
        app.scenes.clear()
