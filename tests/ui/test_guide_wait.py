"""A press or a drag on the table while a lesson's bot plays is answered: the kit's refusal
(whose turn it is), and the guide's bubble says it until the player's turn comes (a playtester's
drag during Nina's turn was ignored without a word)."""

from __future__ import annotations

import pygame

from llamagames.learn import progress
from llamagames.ui.learning import open_lesson

from .conftest import FRAME, mouse


def test_a_drag_while_nina_plays_says_whose_turn_it_is(app) -> None:
    progress.save_step("llamaland", 3)  # Nina plays first in this step
    try:
        request = open_lesson(app, "llamaland")
        assert request is not None
        table = app.open_table(request.match)
        app.scenes.push(table)
        guide = table.mode.guide
        assert not guide.players_turn() and not table.my_turn()
        stack = table.frame.size[0] // 3, table.frame.size[1] // 4
        table.handle_event(mouse(pygame.MOUSEBUTTONDOWN, stack))
        table.handle_event(mouse(pygame.MOUSEMOTION, (stack[0] + 40, stack[1] + 90)))
        table.handle_event(mouse(pygame.MOUSEBUTTONUP, (stack[0] + 80, stack[1] + 180)))
        said = "Wait for your turn: Nina is playing."
        assert table.toasts.text == said and said in table.mode.words()
        table.mode.takes_frame(FRAME)
        assert said in table.mode.words()  # still Nina's turn: the bubble keeps saying it
        guide.run_bots()  # the rest of Nina's turn, at once
        assert guide.players_turn() and said not in table.mode.words()  # the player's turn: the ask instead
        assert table.toasts.text != said  # and its toast goes with it
    finally:
        app.scenes.clear()
        progress.save_step("llamaland", 0)
