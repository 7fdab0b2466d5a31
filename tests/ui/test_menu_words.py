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


def test_at_150_percent_the_four_titles_share_one_size(app, monkeypatch) -> None:
    """The largest size at which every title fits its tile, the same for all four (94.png
    had three sizes)."""
    from llamagames.i18n import t
    from llamagames.ui import scale
    from llamagames.ui.scenes import menu
    from llamagames.ui.text import text_width

    from .conftest import FRAME

    monkeypatch.setattr(scale, "_player_factor", 1.5)
    app.start(menu.MenuScene(app))
    app.frame(FRAME, [])
    titles = {t(GAMES[name].title) for name in app.scenes.top.tiles}
    sizes: dict[str, int] = {}
    real = menu.draw_text
    monkeypatch.setattr(menu, "draw_text", lambda surface, text, size, *a, **k:
                        (sizes.__setitem__(text, size) if text in titles else None, real(surface, text, size, *a, **k))[1])
    app.scenes.top.draw(pygame.Surface(app.size))
    assert set(sizes) == titles and len(set(sizes.values())) == 1
    px = next(iter(sizes.values()))
    tile_w = next(iter(app.scenes.top.tiles.values())).width
    assert max(text_width(title, px + 1, True) for title in titles) > tile_w - 16 * 1.0 or px == round(24 * 1.5)
