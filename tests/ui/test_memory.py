"""What a closed table leaves behind is freed by the app itself, at a calm frame.

A table's sprites and surfaces hang in reference cycles that Python's collector reaches
rarely; without the app's own collection the app grew by about 20 MB a game
(``python -m llamagames.benchmarks.memory``)."""

from __future__ import annotations

import gc
import weakref

from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.scenes.menu import MenuScene

from .conftest import FRAME, inline_match

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def test_a_closed_table_is_freed_at_the_next_calm_frame_and_not_during_an_animation(app) -> None:
    menu = MenuScene(app)
    app.start(menu)
    assert menu.frame_rate() == 60  # it warms the tables' art first: not a calm frame
    gc.collect()
    gc.disable()  # only the app's own collection may free it here
    try:
        table = LLAMA_TABLE(app, inline_match(SEATS, 3))
        app.scenes.push(table)
        app.frame(FRAME, [])
        gone = weakref.ref(table)
        del table
        app.scenes.pop()
        assert app.scenes.left == 1
        app.frame(FRAME, [])
        assert gone() is not None and app.scenes.left == 1  # the collection waits for calm
        for _ in range(2000):
            if menu.frame_rate() < 60:
                break
            app.frame(FRAME, [])
        app.frame(FRAME, [])
        assert gone() is None and app.scenes.left == 0
    finally:
        gc.enable()


def test_the_drawn_panels_kept_stay_under_their_byte_bound() -> None:
    import pygame

    from llamagames.ui import text

    surface = pygame.Surface((64, 64))
    for shade in range(8):  # eight veils of a 1920x1080 window: 66 MB if all were kept
        text._panel((1920, 1080), (shade, 0, 0), 170, 0, None, 0)
    text.rounded_panel(surface, pygame.Rect(0, 0, 40, 20), (1, 2, 3), 200)
    assert text._panel_bytes <= text.PANEL_CACHE_BYTES
    assert text._panel_bytes == sum(w * h * 4 for (w, h), *_ in text._panels)
    assert ((40, 20), (1, 2, 3), 200, 12, None, 2) in text._panels  # the newest is kept


def test_freed_memory_can_be_handed_back_where_the_c_library_allows() -> None:
    import sys

    from llamagames.ui.free_memory import return_freed_memory

    handed = return_freed_memory()
    assert handed is return_freed_memory()  # asked the same way every time
    if sys.platform.startswith("linux"):
        import ctypes
        import ctypes.util

        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        assert handed == hasattr(libc, "malloc_trim")
    else:
        assert handed is False


def test_the_llama_frames_kept_are_bounded_and_the_newest_stay(monkeypatch) -> None:
    from llamagames.ui import assets
    from llamagames.ui.games.llamaland import llama_sprites

    assert llama_sprites._frames.limit == llama_sprites.FRAME_LIMIT
    # The same cache with a lower bound: rendering 720 frames to reach the real one took 10 s.
    limit = 60
    monkeypatch.setattr(llama_sprites, "_frames", assets.SurfaceCache(limit))
    for height in range(20, 20 + limit // 2 + 20):  # an estate zooming through many heights
        llama_sprites.frame(height, 0, 0, 0, False)
        llama_sprites.frame(height, 1, 0, 0, True)
    assert llama_sprites.frame_count() == limit
    newest = (height, 1, 0, 0, True)
    assert newest in llama_sprites._frames
    assert (20, 0, 0, 0, False) not in llama_sprites._frames  # the least recently used went first


def test_a_small_llama_figure_is_the_large_drawing_scaled_down() -> None:
    from llamagames.ui import assets

    small = assets.llama_figure(60, 2)
    assert small.get_height() == 60
    master = assets.llama_figure(assets.FIGURE_MASTER, 2)
    assert master.get_height() == assets.FIGURE_MASTER
    # the figure's body covers about the same share of its box at both sizes
    def covered(surface) -> float:
        w, h = surface.get_size()
        return sum(surface.get_at((x, y)).a > 128 for x in range(w) for y in range(h)) / (w * h)

    assert abs(covered(small) - covered(master)) < 0.03


def test_the_japanese_font_is_opened_from_its_file_not_read_whole_for_every_size() -> None:
    """pygame-gui reads a package resource whole for every size and weight it loads (ten Noto
    Sans JP fonts were 55 MB of the app's 62 MB for its widgets); a path is read as needed."""
    from pathlib import Path

    from llamagames.ui.locale_theme import JAPANESE_FONT, theme_data

    japanese = [font for block in theme_data().values() if isinstance(block, dict)
                for font in (block.get("font") if isinstance(block.get("font"), list) else [block.get("font")])
                if isinstance(font, dict) and font.get("name") == JAPANESE_FONT]
    assert japanese
    for font in japanese:
        assert not any(key.endswith("_resource") for key in font)
        assert Path(font["regular_path"]).is_file() and Path(font["bold_path"]).is_file()


def test_a_table_that_opens_lets_go_of_the_art_warmed_for_the_other_games() -> None:
    import pygame

    from llamagames.ui import assets
    from llamagames.ui.games.llamaland import warm
    from llamagames.ui.table.warmup import let_go_all_but

    size = (320, 200)
    assets.clear_cache()  # felts an earlier test's window left
    for game in ("llama", "alpacas", "llamaland"):
        assets.table_felt(size, game)
    warm.warm_start_view("1A", pygame.Rect(0, 0, 200, 150), 1.0)
    assert warm.START_VIEWS
    let_go_all_but("llama")
    felts = [key[1] for key in assets._surfaces._items if isinstance(key, tuple) and key[:1] == ("felt",)]
    assert felts == ["llama"]  # the open table's felt stays, the others go
    assert not warm.START_VIEWS  # Llamaland's start boards, warmed by the menu, go too
