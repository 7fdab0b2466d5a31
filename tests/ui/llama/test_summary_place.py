"""L.L.A.M.A.'s round summary keeps "Next round" in the same place at every player count (it
moved with the number of rows, so a player reaching for it missed it), and where fewer rows
leave room, its rows, cards and chips grow (at 150% they stayed tiny under large words)."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llama.summary import RoundSummaryScene
from llamagames.ui.layout_tour import before_interlude, make_app, open_table, run
from llamagames.ui.table.ending import EndingConfirm

ROWS: dict[tuple[int, tuple[int, int]], tuple[int, int]] = {}
"""(players, size) -> (the summary's row height, the same at 100% design pixels times its scale)."""


def next_round_rect(players: int, size: tuple[int, int]) -> pygame.Rect | None:
    app = make_app(size)
    try:
        for seed in range(12, 40):
            ending = before_interlude("llama", players, seed)
            if ending is None:
                continue
            table = open_table(app, ending[0])
            table.moves.try_action(table.match.game.parse_action(ending[1]))
            run(app, 2)
            if isinstance(app.scenes.top, EndingConfirm):
                app.scenes.top.answer(True)
                run(app, 4)
            summary = app.scenes.top
            if isinstance(summary, RoundSummaryScene) and "next" in summary.buttons:
                s = summary._scale(size)
                ROWS[players, size] = (summary.row_height(s, size[1]), round(66 * s))
                return pygame.Rect(summary.buttons["next"][0].rect)
            app.scenes.pop_to_root()
        return None
    finally:
        app.scenes.clear()


def test_next_round_stands_in_the_same_place_at_2_and_6_players() -> None:
    for size in ((1280, 720), (1920, 1080)):
        two, six = next_round_rect(2, size), next_round_rect(6, size)
        assert two is not None and six is not None
        assert two == six, (size, two, six)
        (two_row, base), (six_row, six_base) = ROWS[2, size], ROWS[6, size]
        assert six_row == six_base, "the fullest table's rows are as they were"
        assert two_row > 1.3 * base, (size, ROWS)  # two rows: taller rows, larger cards and chips


def test_at_150_the_penalties_and_chip_labels_reach_the_chosen_size() -> None:
    """At 150% the penalty lines and the chip labels stayed at the panel's scale (fitted to the
    fullest table) while the words around them grew: they take the player's size where a row
    holds a penalty's three lines, and at every size the three lines stay inside their row."""
    from llamagames.ui.scale import text_scale

    size = (1920, 1080)
    app = make_app(size, 1.5)
    try:
        for seed in range(12, 40):
            ending = before_interlude("llama", 3, seed)
            if ending is None:
                continue
            table = open_table(app, ending[0])
            table.moves.try_action(table.match.game.parse_action(ending[1]))
            run(app, 2)
            if isinstance(app.scenes.top, EndingConfirm):
                app.scenes.top.answer(True)
                run(app, 4)
            summary = app.scenes.top
            if isinstance(summary, RoundSummaryScene):
                break
            app.scenes.pop_to_root()
        assert isinstance(summary, RoundSummaryScene)
        s = summary._scale(size)
        row_h = summary.row_height(s, size[1])
        ws = summary.word_scale(s, row_h)
        assert s < text_scale(size) and ws == text_scale(size), (s, ws, text_scale(size))
        assert 3 * round(round(14 * ws) * 1.2) <= row_h
        squeezed = summary.word_scale(s, round(66 * s))  # the fullest table's rows: as far as they hold
        assert s <= squeezed and 3 * round(round(14 * squeezed) * 1.2) <= round(66 * s)
        app.draw()
    finally:
        app.scenes.clear()
