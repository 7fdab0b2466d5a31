"""A sentence the move log cuts short ("Points taken: Player …", where the view's top cuts it and
its first lines fill the room under the newest) shows whole under the pointer (a playtest at
1366x768 and 150% could not read the round's points)."""

from __future__ import annotations

import pygame

from llamagames.ui.table.log_lines import line_height
from llamagames.ui.table.move_log import MoveLog

LONG = "Round 1 is over. Everyone has left the round. Points taken: Player 1 5; Player 2 5; Dolly 9."


def test_a_cut_sentence_shows_whole_under_the_pointer(app) -> None:
    log = MoveLog()
    log.colours = [(200, 80, 80), (80, 200, 80), (80, 80, 200)]
    rows = 6
    log.set_rect(pygame.Rect(900, 100, 260, rows * line_height(1.0) + 20), 1.0)
    log.note(LONG)
    for seat, move in ((2, "Dolly plays a 2."), (0, "Player 1 plays a 2."), (1, "Player 2 plays a 3."),
                       (2, "Dolly plays a 4.")):
        log.add(seat, move)
    screen = pygame.Surface((1366, 768), pygame.SRCALPHA)
    log.draw(screen)
    assert log.hover.spots, "the long sentence is cut at the log's top"
    spot, text = log.hover.spots[0]
    assert text == LONG and log.rect.contains(spot)
    assert log.hover.draw(screen, log.shown(), log.scale) is None  # the pointer is elsewhere: nothing
    log.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0)))
    box = log.hover.draw(screen, log.shown(), log.scale)
    assert box is not None and box.height >= 3 * line_height(1.0), "the whole sentence, on its lines"
    log.hover.hidden = True  # a question over the table: no box
    assert log.hover.draw(screen, log.shown(), log.scale) is None


def test_a_log_that_shows_every_sentence_whole_has_nothing_to_show_on_hover(app) -> None:
    log = MoveLog()
    log.colours = [(200, 80, 80), (80, 200, 80)]
    log.set_rect(pygame.Rect(900, 100, 260, 12 * line_height(1.0) + 20), 1.0)
    log.note(LONG)
    log.add(0, "Dolly plays a 2.")
    log.draw(pygame.Surface((1366, 768), pygame.SRCALPHA))
    assert log.hover.spots == []
