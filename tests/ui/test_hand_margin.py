"""A fanned hand ends on the felt, a margin above the window's foot, however many cards it holds
(pt50, Llamagedón at 1366x768 and 150%: the end cards' corners reached the window's edge and
read as cut off; L.L.A.M.A.'s hand in a laptop's 690 px tall window kept 3 px)."""

from __future__ import annotations

import math

import pytest

from llamagames.ui.layout_tour import make_app, mid_game
from llamagames.ui.layout_tour import open_table as open_tour_table
from llamagames.ui.widgets.cards import card_height

from .llamagedon.test_gedon_table import open_table

MARGIN = 6
"""Pixels at least between the window's foot and the lowest corner of a card of the hand."""
SEVEN_CARDS = ("main @0 #1 | hands rrbbyAT/g | areas -/- | deck LHHHHHrrbbbyyyyggggwwAAAATTTXXXXXDDDDDPHrTBBBBB | "
               "discard - | removed - | chain - | lets 0 | lower 1 | llamagedon - | left 0 | limit on | seed 0 | counter 1")


def lowest_corner(fan) -> float:
    """The lowest point of the hand's cards at rest (each card leans by its angle)."""
    def low(sprite) -> float:
        h, a = card_height(sprite.width), math.radians(abs(sprite.angle))
        return sprite.y + h / 2 * math.cos(a) + sprite.width / 2 * math.sin(a) - sprite.lift
    return max(low(sprite) for sprite in fan.cards)


@pytest.mark.parametrize("size, factor", [((1366, 768), 1.5), ((1280, 800), 1.0)])
def test_llamagedons_hand_ends_above_the_windows_foot(size: tuple[int, int], factor: float) -> None:
    app = make_app(size, factor)
    try:
        table = open_table(app, SEVEN_CARDS)
        fan = table.parts.stage.fan
        assert len(fan.cards) == 7
        assert lowest_corner(fan) <= size[1] - MARGIN
    finally:
        app.scenes.clear()


def test_llamas_hand_ends_above_the_foot_of_a_laptops_window() -> None:
    app = make_app((1229, 690), 1.5)
    try:
        table = open_tour_table(app, mid_game("llama", 2, 12, moves=6))
        assert lowest_corner(table.parts.stage.fan) <= 690 - MARGIN
    finally:
        app.scenes.clear()
