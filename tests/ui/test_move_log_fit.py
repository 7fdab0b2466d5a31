"""The move log's panel holds its lines: nothing before the first move, then a panel at the
foot of its room that grows upward as moves come (never an empty column)."""

from __future__ import annotations

import pygame

from llamagames.ui.table.move_log import MoveLog


def opaque_rows(log: MoveLog) -> list[int]:
    image = log._render()
    x = image.get_width() // 2
    return [y for y in range(image.get_height()) if image.get_at((x, y)).a > 0]


def test_the_log_panel_grows_up_from_its_foot(app) -> None:
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200)]
    log.set_rect(pygame.Rect(0, 0, 220, 400), 1.0)
    assert opaque_rows(log) == []  # before the first move: no empty panel
    log.add(0, "You take the llama 1 red.")
    rows = opaque_rows(log)
    assert rows and rows[-1] == 399 and rows[0] > 300  # a short panel at the foot
    for k in range(40):
        log.add(k % 2, f"A move long enough to take a line of its own, number {k}.")
    assert opaque_rows(log)[0] <= 2  # many moves: the whole room
