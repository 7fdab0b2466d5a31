"""Tab after a played move: the focus never lands on a stop by count.

The L.L.A.M.A. hand raised off the window's foot (issue 39, a six-card fan at 1366x768) once
broke ``test_keys``' keys-only game: the card played left the hand group empty, the ring went to
the stop nearest the card's last place (``nearest``, so the hand's height chose it), and the next
Tab came back to that group by its old index (the Hint button) instead of its first stop; every
Enter then asked for a hint and the game never moved on. Where the focus returns must not
depend on the layout's pixels.
"""

from __future__ import annotations

import pygame

from llamagames.ui.widgets.focus import FocusRing, Stop, StopGroup


def tab() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_TAB, "mod": 0, "unicode": "", "scancode": 0})


def test_a_tab_back_to_a_group_whose_stop_has_gone_lands_on_its_first_stop() -> None:
    buttons = [StopGroup("buttons", (Stop(pygame.Rect(900, 600, 80, 30), "Draw", lambda: None, "draw"),
                                     Stop(pygame.Rect(900, 650, 80, 30), "Hint", lambda: None, "hint"),
                                     Stop(pygame.Rect(900, 700, 80, 30), "Undo", lambda: None, "undo")))]
    shown = [StopGroup("buttons", buttons[0].stops + (Stop(pygame.Rect(900, 750, 80, 30), "Quit", lambda: None,
                                                            "quit"),))]
    ring = FocusRing(lambda: shown)
    assert ring.focus_key("buttons", "quit")
    ring.hide()  # a click: the outline goes until the next Tab
    shown[:] = buttons  # the move was played: the focused stop is gone, its group stays
    assert ring.handle_key(tab())
    focused = ring.focused()
    assert focused is not None and focused.key == "draw", focused


def test_a_tab_back_to_a_stop_still_there_keeps_it() -> None:
    stops = (Stop(pygame.Rect(0, 0, 10, 10), "A", lambda: None, "a"), Stop(pygame.Rect(20, 0, 10, 10), "B",
                                                                           lambda: None, "b"))
    ring = FocusRing(lambda: [StopGroup("hand", stops)])
    assert ring.focus_key("hand", "b")
    ring.hide()
    assert ring.handle_key(tab())
    focused = ring.focused()
    assert focused is not None and focused.key == "b"
