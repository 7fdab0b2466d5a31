"""The layout check walks a phone table's moments (``layout_tour --phones``): the codes card,
the joined seat's tag, "Show my hand" / "Hide my hand", a chooser over the shown hand and
Llamagedón's Block question asked of the laptop. A playtest at 1366x768 and 1920x1080 found
the card over the table, "Hide my hand" over the build question and the tag over a panel:
each is a problem the walk reports."""

from __future__ import annotations

import pygame
import pytest

from llamagames.ui import layout_tour
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.phone_tour import phone_moments, phone_problems
from llamagames.ui.table import phone_hand

LAPTOP = (1229, 691)
"""The window the app opens on a 1366x768 screen (90% of it): the playtest's laptop."""


@pytest.mark.slow(seconds=6)
def test_every_phone_moment_of_llamagedon_lays_out_cleanly_on_a_laptop():
    seen: list[str] = []
    found: list[str] = []
    with recording(), layout_tour.own_home():
        app = layout_tour.make_app(LAPTOP)
        try:
            for name in phone_moments(app, ("llamagedon",)):
                seen.append(name)
                found += [f"{name}: {line}" for line in problems(app) + phone_problems(app)]
        finally:
            app.scenes.clear()
    assert seen == ["phone_card_llamagedon", "phone_tag_llamagedon", "phone_hand_down_llamagedon",
                    "phone_hand_up_llamagedon", "phone_chooser_llamagedon", "phone_shared_llamagedon_2",
                    "phone_shared_llamagedon_5", "phone_block_llamagedon",
                    "phone_block_shown_llamagedon"]
    assert found == [], "\n".join(found)


def test_the_hand_button_over_the_block_question_is_a_problem(monkeypatch):
    """The check can fail: "Show my hand" put on the Block question is reported."""

    def on_the_question(table, size, screen):
        question = table.parts.stage.question()
        return pygame.Rect(question.center if question is not None else (0, 0), size)

    monkeypatch.setattr(phone_hand, "hand_button_spot", on_the_question)
    with layout_tour.own_home():
        app = layout_tour.make_app(LAPTOP)
        try:
            from llamagames.ui.games.llamagedon.phone_moments import moments

            name = next(moments(app))
            app.draw()
            assert name == "phone_block_llamagedon"
            assert any(line.startswith("hand button") for line in phone_problems(app)), phone_problems(app)
        finally:
            app.scenes.clear()


@pytest.mark.slow(seconds=3)
def test_a_joined_seat_shows_no_codes_and_its_table_reads_clean():
    """A playtest (Llamaland, four seats, a 1920x1080 screen): no felt is left beside the
    panels, and the "Ana: codes" tag stood across the edge of the estate's panel; another one
    found the tag let anyone at the laptop take Ana's seat. A joined seat shows no codes."""
    found: list[str] = []
    with recording(), layout_tour.own_home():
        app = layout_tour.make_app((1728, 972))  # the window the app opens on a 1920x1080 screen
        try:
            for name in phone_moments(app, ("llamaland",)):
                found += [f"{name}: {line}" for line in problems(app) + phone_problems(app)]
                if name == "phone_tag_llamaland":
                    table = app.scenes.top
                    assert table.codes.tags == {} and table.codes.rects() == []  # a held seat shows no codes
        finally:
            app.scenes.clear()
    assert found == [], "\n".join(found)
