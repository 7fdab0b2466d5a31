"""Moments the layout tour (``--moments``) found over words at 1366x768 and 150%, each staged
once on the tour's own table: a long toast on Alpacas' table (it lay over your "points"), the
pointer resting on a card of Llamagedón's hand in Japanese (its use lay under End turn), and on
Llamaland's rival panel (the enlarged sheet's last line lay under the status line)."""

from __future__ import annotations

import pygame
import pytest

from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, mid_game, open_table
from llamagames.ui.registry import playable_games
from llamagames.ui.table.moments import LONG_TOAST


def staged(game: str, language: str):
    """The tour's first table of ``game`` at 1366x768 and 150% (its seed, two players)."""
    app = make_app((1366, 768), 1.5, language=language)
    index = playable_games().index(game)
    return app, open_table(app, mid_game(game, 2, 12 + index, moves=6))


def rest_on(app, pos: tuple[int, int]) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)])
    for _ in range(3):  # the card lifts (instant animations); a table's own tooltip needs no wait
        app.frame(1 / 60, [])


@pytest.mark.parametrize("game, language, moment", [("alpacas", "en", "toast"), ("llamagedon", "ja", "hover_own"),
                                                    ("llamaland", "en", "hover_rival")])
def test_what_appears_for_a_moment_covers_no_words(game: str, language: str, moment: str) -> None:
    with recording():
        app, table = staged(game, language)
        try:
            if moment == "toast":
                table.toasts.show(LONG_TOAST)
                app.frame(1 / 60, [])
            elif moment == "hover_own":
                own = table.parts.layout.pieces()["own"]
                rest_on(app, own[len(own) // 2].center)
                assert table.tooltip.rect is not None  # the card says what it does
            else:
                rival = next(seat for seat in range(table.match.num_players) if seat != table.viewer)
                rest_on(app, table.panel_rect(rival).center)
            found = problems(app)
        finally:
            app.scenes.clear()
    assert found == []
