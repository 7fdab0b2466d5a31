"""A window opened again (a language or text size changed) draws with the fonts and widget shapes
the first one made: they are the process's, not each theme's (``ui/shared_fonts.py``,
``gui_text.AppTheme``)."""

from __future__ import annotations

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.ui.app import App
from llamagames.ui.shared_fonts import KEPT, SharedFontDictionary


def open_app() -> App:
    return App((800, 600), settings=storage.Settings(animation_speed="instant"), persist_settings=False,
               bot_worker=InlineBotWorker, bot_delay=0.0)


@pytest.mark.filterwarnings("ignore:Finding font with id")  # fonts asked for without preloading
def test_a_second_window_finds_the_first_windows_fonts_and_shapes() -> None:
    first, second = open_app(), open_app()
    one, two = first.ui.get_theme(), second.ui.get_theme()
    assert isinstance(one.font_dict, SharedFontDictionary) and isinstance(two.font_dict, SharedFontDictionary)
    assert one.shape_cache is two.shape_cache
    font = one.font_dict.find_font(23, "noto_sans", bold=True)
    assert two.font_dict.find_font(23, "noto_sans", bold=True) is font
    # another size or weight is another font, never the one kept for this one
    assert two.font_dict.find_font(24, "noto_sans", bold=True) is not font
    assert two.font_dict.find_font(23, "noto_sans") is not font
    assert font.point_size == 23


@pytest.mark.filterwarnings("ignore:Finding font with id")
def test_the_store_keeps_only_the_most_recent_fonts() -> None:
    theme = open_app().ui.get_theme()
    for size in range(40, 40 + KEPT + 5):
        theme.font_dict.find_font(size, "noto_sans")
    assert len(SharedFontDictionary._store) == KEPT
