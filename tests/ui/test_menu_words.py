"""The menu tile's player count reads as separate words at every text size the menu uses."""

from __future__ import annotations

import pygame
import pytest

from llamagames.rules import GAMES
from llamagames.ui.scenes.menu import player_count_words
from llamagames.ui.text import render


def _gaps(words: str, size: int) -> int:
    """How many runs of at least 3 blank pixel columns lie between the line's first and last ink."""
    image = render(words, size)
    width, height = image.get_size()
    inked = [any(image.get_at((x, y)).a > 40 for y in range(height)) for x in range(width)]
    first, last = inked.index(True), width - 1 - inked[::-1].index(True)
    runs, blank = 0, 0
    for ink in inked[first:last + 1]:
        blank = 0 if ink else blank + 1
        runs += blank == 3
    return runs


@pytest.mark.parametrize("size", range(12, 25))
def test_every_space_of_the_player_count_shows_as_a_gap(size):
    pygame.font.init()
    for name, game in GAMES.items():
        words = player_count_words(game.player_counts)
        assert _gaps(words, size) >= words.count(" "), (name, words, size)
