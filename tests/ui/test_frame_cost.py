"""A table's frame does no work its picture does not show (issue 39: a frame under 8 ms).

Behaviour, not timing: what is drawn, and that the picture stays the same without the work.
"""

from __future__ import annotations

import pygame

from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME
from .test_rest import SEATS, inline_match
from .test_table import opening


def _picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_table_paints_the_whole_window_so_the_app_skips_its_background_fill(app, monkeypatch) -> None:
    seed, _, _ = opening(require_unplayable=False)
    table = LLAMA_TABLE(app, inline_match(SEATS, seed))
    app.start(table)
    app.frame(FRAME, [])
    assert app.scenes.covers(app.surface.get_size())
    app.surface.fill((255, 0, 255))  # what the fill would have hidden: none of it stays
    app.draw()
    skipped = _picture(app.surface)
    monkeypatch.setattr(app.scenes, "covers", lambda size: False)
    app.surface.fill((255, 0, 255))
    app.draw()
    assert _picture(app.surface) == skipped
    assert not table.covers((app.surface.get_width() + 10, app.surface.get_height()))  # a stale layout: filled


def test_the_menu_still_gets_the_background(app) -> None:
    app.start(MenuScene(app))
    app.frame(FRAME, [])
    assert not app.scenes.covers(app.surface.get_size())


def test_drop_targets_glow_from_one_picture_per_size() -> None:
    from llamagames.ui.palette import SKY_BRIGHT
    from llamagames.ui.table import drag

    zones = drag.DropZones()
    zones.add("a", pygame.Rect(10, 10, 60, 80))
    zones.add("b", pygame.Rect(100, 10, 60, 80))
    screen = pygame.Surface((200, 120))
    zones.draw(screen, None, None, 14)
    first = drag._drop_glow((70, 90), 140)
    zones.draw(screen, None, None, 14)
    assert drag._drop_glow((70, 90), 140) is first  # made once, not every frame
    assert first.get_at((35, 45)) == (*SKY_BRIGHT, 140 // 3)  # filled faintly
    assert first.get_at((35, 1)) == (*SKY_BRIGHT, 140)  # its edge
    assert screen.get_at((40, 50)) != screen.get_at((80, 50))  # a target glows, the felt between does not


def test_a_llamaland_move_paints_again_only_the_panels_it_changed(app) -> None:
    from dataclasses import replace

    from llamagames.ui.games.llamaland.stage import stage_of

    from .llamaland.test_table import SEATS, open_table

    table = open_table(app, seats=[*SEATS, SeatConfig("bot", "Ana", "easy")])
    painter, stage = table.parts.painter, stage_of(table)
    before = [painter.seat_signature(seat) for seat in (1, 2)]
    players = list(stage.st.players)
    players[1] = replace(players[1], coins=players[1].coins + 3)  # seat 1 is paid: its panel says so
    stage.st = replace(stage.st, players=tuple(players))
    assert painter.seat_signature(1) != before[0]
    assert painter.seat_signature(2) == before[1]  # seat 2's panel stays as it was painted
