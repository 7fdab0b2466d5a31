"""The review's progress says what it is doing, whole, from its first frame (pt55: a bar with
no words, then a bare "3/60" beside Cancel at 150% text)."""

from __future__ import annotations

import pygame
import pytest

from llamagames.ui import layout_tour
from llamagames.ui.table.review_fit import progress_places
from llamagames.ui.text import text_width

from .conftest import FRAME
from .test_review_strip import costly, open_with_fake, small_review


@pytest.mark.parametrize("factor,judged", [(1.0, 0), (1.5, 3)])
def test_the_progress_is_said_whole_by_cancel_from_the_first_frame(monkeypatch, factor: float, judged: int) -> None:
    app = layout_tour.make_app((1366, 768), factor)
    try:
        record, review = small_review("llamagedon")
        table, fake = open_with_fake(app, monkeypatch, record)
        strip = table.replay.review
        fake.progress = (judged, 60)
        fake.judged = [costly(d, 0.05).to_json() for d in review.decisions[len(review.decisions) - judged:]]
        app.frame(FRAME, [])
        app.draw()
        places = progress_places(strip)
        assert " ".join(row for row, _ in places) == f"Looking at your decisions: {judged} of 60"
        button = strip.button.rect
        for row, (x, y) in places:
            drawn = pygame.Rect(x, y, text_width(row, strip.word_size), strip.line_h())
            assert strip.rect.contains(drawn) and not drawn.colliderect(button), (row, drawn, button)
        for rows_rect, _ in strip.rows:  # the list stops above the progress
            assert all(rows_rect.bottom <= y for _, (_, y) in places)
    finally:
        app.scenes.clear()
