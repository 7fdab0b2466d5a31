"""Llamas & Alpacas' scoring moment: the cards that score are lit, a tag beside them (never
over them) says why, the points fly to the score, which counts up; all within 1.5 s, and the
player's next input ends it at once."""

from __future__ import annotations

import pygame

from llamagames.rules.alpacas import ALPACAS, Take
from llamagames.rules.core import Event
from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.games.alpacas.moment import scored_lines, tag_words
from llamagames.ui.games.alpacas.stage import stage_of

from ..conftest import FRAME, mouse
from .test_drop_gain import normal_speed_table, red_run_state


def test_a_score_event_says_which_lines_scored_and_why() -> None:
    state = red_run_state()
    after = ALPACAS.apply(state, Take(0, 2))
    event = next(e for e in after.last_events if e.kind == "score")
    lines = scored_lines(event)
    assert [(line.cells, line.points) for line in lines] == [((0, 1, 2), 6)]
    assert tag_words(lines) == ["+6: three llamas, one colour, digits in order"]


def test_a_line_scored_with_a_row_and_a_column_has_a_tag_line_each() -> None:
    event = Event.make("score", 0, lines=((0, 1, 2), (2, 5, 8), (0, 3, 6)), line_points=(2, 4, 0), points=6,
                       cards=(10, 20, 30, 40, 50), wild=None, cell=2)
    lines = scored_lines(event)
    assert [line.cells for line in lines] == [(0, 1, 2), (2, 5, 8)]
    assert [line.cards for line in lines] == [(10, 20, 30), (30, 40, 50)]  # cards by cell: 0 1 2 5 8


def test_the_cards_are_lit_the_tag_stands_clear_and_the_score_counts_up_within_a_second_and_a_half() -> None:
    app, table = normal_speed_table(red_run_state())
    try:
        table.moves.try_action(Take(0, 2))
        stage, lay = stage_of(table), layout_of(table).rects
        seen_scores, lit, elapsed = set(), False, 0.0
        while stage.moments.busy or stage.leaving:
            app.frame(FRAME, [])
            elapsed += FRAME
            assert elapsed < 1.5, "the scoring moment is over within 1.5 s"
            seen_scores.add(stage.shown_scores[0])
            lit = lit or any(sprite.glow for sprite in stage.leaving)
            for tag in stage.moments.tags:
                if tag.box is not None:
                    assert not tag.box.colliderect(lay.board), "the tag covers no card of your board"
                    assert "+6: three llamas, one colour, digits in order" in tag.words
        assert lit
        assert seen_scores >= {0, 6} and seen_scores - {0, 6}, f"the score counts up: {sorted(seen_scores)}"
        assert stage.shown_scores[0] == 6
    finally:
        app.scenes.clear()


def test_the_next_click_ends_the_scoring_moment_at_once() -> None:
    app, table = normal_speed_table(red_run_state())
    try:
        table.moves.try_action(Take(0, 2))
        stage = stage_of(table)
        for _ in range(20):
            app.frame(FRAME, [])
        assert stage.moments.busy and stage.shown_scores[0] < 6
        corner = (5, table.frame.size[1] // 2)
        app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, corner), mouse(pygame.MOUSEBUTTONUP, corner)])
        assert not stage.moments.busy and not stage.leaving
        assert stage.shown_scores[0] == 6
    finally:
        app.scenes.clear()
