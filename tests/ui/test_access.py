"""Colour-blind mode: seat colours that stay apart for dichromats, a shape per seat, cached art
drawn again when the mode changes, and the switch in Settings reaching the table."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import pygame
import pytest

from llamagames.ui import access, assets, layout_tour
from llamagames.ui.palette import SEAT_COLOURS


@pytest.fixture(autouse=True)
def _mode_off() -> Iterator[None]:
    yield
    access.set_colour_blind(False)


def _seen_apart(colours, matrix) -> float:
    swatch = pygame.Surface((len(colours), 1))
    for x, colour in enumerate(colours):
        swatch.set_at((x, 0), colour)
    seen = access.simulate(swatch, matrix)
    points = [tuple(seen.get_at((x, 0)))[:3] for x in range(len(colours))]
    return min(math.dist(a, b) for a, b in itertools.combinations(points, 2))


@pytest.mark.parametrize("matrix", [access.DEUTERANOPIA, access.PROTANOPIA], ids=["deuteranopia", "protanopia"])
def test_the_colour_blind_palette_stays_apart_for_dichromats(matrix) -> None:
    access.set_colour_blind(True)
    chosen = access.seat_colours()
    assert chosen == list(access.OKABE_ITO)
    assert _seen_apart(chosen, matrix) > 50
    assert _seen_apart(chosen, matrix) > 2 * _seen_apart(list(SEAT_COLOURS), matrix)


def test_each_seat_has_its_own_shape_only_in_colour_blind_mode() -> None:
    def drawn(seat: int) -> bytes:
        surface = pygame.Surface((40, 40))
        access.draw_seat_mark(surface, seat, (20, 20), 12, (255, 255, 255))
        return pygame.image.tobytes(surface, "RGB")

    assert len({drawn(seat) for seat in range(6)}) == 1
    access.set_colour_blind(True)
    assert len({drawn(seat) for seat in range(6)}) == 6
    assert access.seat_colour(0) != SEAT_COLOURS[0]


def test_switching_the_mode_forgets_cached_art() -> None:
    pygame.font.init()
    assets.chip("white", 40)
    assert assets.cache_size() > 0
    access.set_colour_blind(True)
    assert assets.cache_size() == 0


def test_the_setting_reaches_the_table_panels_and_log() -> None:
    from llamagames.ui.scenes.settings import SettingsScene

    app = layout_tour.make_app((1280, 800))
    try:
        from llamagames.ui.scenes.menu import MenuScene

        app.start(MenuScene(app))
        table = layout_tour.open_table(app, layout_tour.mid_game("llama", 4, 4, 6))
        assert not table.match.is_over() and table.log.entries[-1].seat is not None
        assert table.drawing.seat_look(1).mark is None  # type: ignore[attr-defined]
        before = pygame.image.tobytes(table.log._render(), "RGBA")  # type: ignore[attr-defined]
        assert before.strip(b"\x00"), "the log shows nothing to compare"
        settings = SettingsScene(app)
        app.scenes.push(settings)
        layout_tour.run(app, 2)
        settings.choose("colour_blind", next(label for label, on in settings.labels["colour_blind"].items() if on))
        assert app.settings.colour_blind and access.colour_blind()
        app.scenes.pop()
        layout_tour.run(app, 2)
        assert table.drawing.seat_look(1).mark == 1  # type: ignore[attr-defined]
        assert pygame.image.tobytes(table.log._render(), "RGBA") != before  # type: ignore[attr-defined]
    finally:
        app.scenes.clear()
