"""The whole log opened over the table is on top of the buttons it covers (pt52 at 150%: Hint,
Undo, the view and End turn were drawn through the opened log, and a click there pressed them)."""

from __future__ import annotations

import pygame

from llamagames.ui.layout_tour import FRAME, make_app, mid_game, open_table, run


def test_the_opened_log_hides_the_buttons_under_it_and_a_click_there_only_closes_it() -> None:
    app = make_app((1366, 768), 1.5)
    try:
        table = open_table(app, mid_game("llamaland", 3, 12, moves=9))
        log, buttons = table.log, table.controls.buttons
        assert log.compact(), "the log at 150% is a summary that opens whole"
        app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="", scancode=0)])
        assert log.opened
        under = [key for key, button in buttons.items() if log.shown().colliderect(button.rect)]
        assert len(under) >= 2
        assert all(not buttons[key].visible for key in under)
        state = table.match.state
        pos = buttons[under[-1]].rect.center
        app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])
        run(app)
        assert not log.opened and table.match.state == state
        assert all(buttons[key].visible for key in under)
    finally:
        app.scenes.clear()
