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


def test_at_150_percent_llamalands_log_summary_holds_the_last_moves_over_closer_buttons() -> None:
    """pt52 read one cut line of log at 150% on 1366x768 with three seats: the buttons under it
    stand closer, as tall as their words, and the summary holds four lines at least."""
    from llamagames.ui.table.layout import log_lines

    app = make_app((1366, 768), 1.5)
    try:
        table = open_table(app, mid_game("llamaland", 3, 12, moves=9))
        frame, buttons = table.frame, table.controls.buttons
        assert log_lines(table.log.rect.height, frame.text_scale) >= 4
        assert table.log.rect.bottom < frame.buttons[-1].top
        for key in ("end", "skip", "view", "undo", "hint"):  # the words are whole in the shorter buttons
            assert buttons[key].rect.height >= buttons[key].font.size("Ag")[1] + 4, key
        rows = sorted(frame.buttons, key=lambda rect: rect.top)
        assert all(a.bottom < b.top for a, b in zip(rows, rows[1:]))
    finally:
        app.scenes.clear()
