"""Your shelters stand apart in your row where it has room: at 150% the value tag on one
shelter's corner stood over the next shelter's card though the row was mostly empty."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from llamagames.ui.games.llamagedon.shelter_spots import shelter_rects


def test_two_shelters_in_a_wide_row_leave_a_gap_of_a_third_of_a_card() -> None:
    sizes = SimpleNamespace(mine_w=40, mini_w=30, mine_pad=26)
    first, second = shelter_rects(sizes, pygame.Rect(440, 445, 480, 90), True, 2, 1.0)  # type: ignore[arg-type]
    assert second.left - first.right >= 40 // 3
    crowded = shelter_rects(sizes, pygame.Rect(440, 445, 200, 90), True, 6, 1.0)  # type: ignore[arg-type]
    assert all(pygame.Rect(440, 445, 200, 90).contains(rect) for rect in crowded)  # a full row still fits
