"""The Size setting and the window reach pygame-gui's words: buttons, drop-downs and the
how-to-play page grow with their panels (the theme's fonts are scaled, not the scenes')."""

from __future__ import annotations

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.ui.app import App
from llamagames.ui.locale_theme import font_factor, scaled_theme, theme_data
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.rules import RulesScene
from llamagames.ui.scenes.settings import SettingsScene

from .conftest import FRAME


def opened(size, ui_scale=1.0, language="en"):
    app = App(size, settings=storage.Settings(animation_speed="instant", ui_scale=ui_scale, language=language),
              persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    return app, menu


def px(element) -> int:
    font = getattr(element, "font", None) or element.ui_theme.get_font(element.combined_element_ids)
    return font.get_point_size()


def size_of(block) -> int:
    fonts = block["font"] if isinstance(block["font"], list) else [block["font"]]
    return int(fonts[0]["size"])


def test_scaled_theme_scales_every_font_and_keeps_a_readable_floor():
    base = theme_data()
    big, small = scaled_theme(base, 1.5), scaled_theme(base, 0.5)
    assert size_of(base["@primary_button"]) == 18 and size_of(big["@primary_button"]) == 27
    assert size_of(big["button"]) == 24 and size_of(big["text_box"]) == 22
    assert all(size_of(block) >= 12 for block in small.values() if isinstance(block, dict) and "font" in block)
    japanese = [f for f in big["button"]["font"] if f.get("locale") == "ja"]
    assert japanese and japanese[0]["size"] == "24"  # the Japanese twin grows as well


def test_menu_buttons_grow_with_the_window_and_come_back():
    app, menu = opened((1280, 800))
    normal = px(menu.buttons["settings"])
    assert normal == 16
    app.resize((1920, 1080))  # the scenes lay out again at the new size
    app.frame(FRAME, [])
    assert font_factor(app.ui) == pytest.approx(1.35)
    grown = px(app.scenes.top.buttons["settings"])
    assert grown >= 21 and grown / normal == pytest.approx(app.scenes.top.buttons["settings"].rect.height / 48, rel=0.1)
    app.resize((1280, 800))
    app.frame(FRAME, [])
    assert px(app.scenes.top.buttons["settings"]) == 16
    app.scenes.clear()


def test_settings_and_rules_words_grow_at_150_percent():
    app, menu = opened((1920, 1080), ui_scale=1.5)
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.frame(FRAME, [])
    assert px(settings.back) >= 24 and px(settings.menus["bot_pace"].current_state.selected_option_button) >= 20
    app.scenes.pop()
    rules = RulesScene(app, "llama")
    app.scenes.push(rules)
    app.frame(FRAME, [])
    assert px(rules.box) >= 22  # 15 px at the 1280x800 design
    app.scenes.clear()


def test_japanese_follows_the_size_too():
    app, menu = opened((1920, 1080), ui_scale=1.5, language="ja")
    assert px(menu.buttons["settings"]) >= 21
    app.scenes.clear()


def test_drop_down_rows_grow_with_their_words_at_150_percent():
    """At 150% a drop-down's list kept its 30 px rows under 24 px words (a playtester's setup
    and settings menus): the rows grow with the fonts, and every option's words fit its row."""
    base = theme_data()
    big = scaled_theme(base, 1.5)
    assert big["drop_down_menu.selection_list"]["misc"]["list_item_height"] == "45"
    assert scaled_theme(base, 0.8)["selection_list"]["misc"]["list_item_height"] == "30"  # never shorter
    app, menu = opened((1920, 1080), ui_scale=1.5)
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.frame(FRAME, [])
    dropdown = settings.menus["bot_pace"]
    dropdown.current_state.should_transition = True
    dropdown.current_state.target_state = "expanded"
    app.frame(FRAME, [])
    app.frame(FRAME, [])
    listing = dropdown.current_state.options_selection_list
    assert listing is not None
    rows = [item["button_element"] for item in listing.item_list if item.get("button_element") is not None]
    assert rows
    for row in rows:
        font = row.ui_theme.get_font(row.combined_element_ids)
        assert font.get_point_size() >= 20 and row.rect.height >= font.size("Ag")[1] + 4, (row.rect, font.size("Ag"))
    app.scenes.clear()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_settings_help_lines_grow_at_150_percent_where_the_panel_cannot(language):
    """On a 1152x720 window (a 1280x800 laptop's) the settings panel already fills the window,
    and its help lines stayed 12 px at 150% (pt52): they take the Size up to their row's room,
    each line whole inside its column."""
    from llamagames.i18n import t
    from llamagames.ui.text import text_width

    sizes = {}
    for ui_scale in (1.0, 1.5):
        app, menu = opened((1152, 720), ui_scale=ui_scale, language=language)
        settings = SettingsScene(app)
        app.scenes.push(settings)
        app.frame(FRAME, [])
        sizes[ui_scale] = settings.help_size
        column = (settings.panel.width - 60) // 2
        assert all(text_width(t(row.help), settings.help_size) <= column for row, _, _ in settings.rows)
        app.scenes.clear()
    assert sizes[1.0] == 12 and sizes[1.5] >= 14, sizes
