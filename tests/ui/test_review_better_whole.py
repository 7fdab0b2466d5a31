"""The review's better move is always said whole: at 150% text a playtester's strip showed only
"you chose the 6" under a "Better move" tag (the "Better: …" line and its reason had no room) and
read the 6 as the review's pick. The graph, the chances' line and the list give way first."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from llamagames.review import engine
from llamagames.ui.table.review_costly import fit_words
from llamagames.ui.table.review_room import wider

from .conftest import FRAME

SIZES = [((1280, 800), 1.5), ((1366, 768), 1.5), ((1024, 600), 1.0)]


def squeezed(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("game_name", ["alpacas", "llama"])
def test_at_a_marked_decision_the_better_move_and_why_are_drawn_whole(game_name: str) -> None:
    from llamagames.ui.layout_tour import make_app, reviewed_replay

    for size, factor in SIZES:
        app = make_app(size, factor)
        table = app.open_table(reviewed_replay(game_name, 2, 12))  # the tour's small sample review
        assert not isinstance(table, str), table
        app.scenes.push(table)
        try:
            app.frame(FRAME, [])
            strip = table.replay.review
            judged = strip.review
            target = next(d for d in judged.decisions if d.hard != d.taken)
            mistake = replace(target, as_good=False, drop=0.3, better=30, worse=0, marked=False)
            decisions = sorted([d for d in judged.decisions if d.move != target.move] + [mistake], key=lambda d: d.move)
            strip.review = replace(judged, decisions=tuple(engine.mark(decisions)))
            table.replay.jump(target.move - 1)
            app.draw()
            said = [text for text, _, _ in strip.lines()]
            assert said[0].startswith(f"Move {target.move} comes next"), said
            better = said[2]
            assert better.startswith("Better: ") or better.startswith("The hard bot"), said
            drawn = "".join(squeezed(row) for row, _ in strip.drawn)
            assert squeezed(said[0]) in drawn and squeezed(better) in drawn, (size, factor, strip.drawn)
            window = pygame.Rect((0, 0), size)
            assert all(window.contains(rect) and strip.rect.contains(rect) for _, rect in strip.drawn), strip.drawn
        finally:
            app.scenes.clear()


def test_where_even_the_lists_title_leaves_no_room_it_gives_way_too() -> None:
    head = (["Your costliest decisions:"], (0, 0, 0), True, None)
    words = [(["Move 4 comes next"], (0, 0, 0), True, None), (["Your move left you 0% to win."], (0, 0, 0), False, None),
             (["Better: Draw a card:", "it keeps your 6 safe."], (0, 0, 0), True, None)]
    costly, blocks = fit_words([head], [head], words, room=3, line_h=1, at_decision=True)
    assert costly == [] and blocks == [words[0], words[2]]


def test_the_strip_grows_over_free_felt_beside_its_column_and_never_over_a_piece() -> None:
    bounds = pygame.Rect(0, 0, 1280, 800)
    column = pygame.Rect(1020, 200, 240, 500)
    grown = wider(column, [pygame.Rect(400, 440, 300, 350)], bounds, 1.0, 100)
    assert grown.right == column.right and grown.left < column.left and grown.bottom == column.bottom
    assert not grown.colliderect(pygame.Rect(400, 440, 300, 350)) and grown.width <= 420
    row = pygame.Rect(330, 100, 700, 170)  # a row reaching the column's top: the strip starts under it
    below = wider(column, [row], bounds, 1.0, 100)
    assert below.top >= row.bottom and not below.colliderect(row) and below.left < column.left
    hand = pygame.Rect(300, 520, 760, 260)  # a hand reaching into the column: it stays there
    assert wider(column, [hand], bounds, 1.0, 100) == column
    left = pygame.Rect(10, 560, 250, 220)  # a column on the left grows rightwards
    assert wider(left, [], bounds, 1.0, 100).left == left.left and wider(left, [], bounds, 1.0, 100).width > left.width
