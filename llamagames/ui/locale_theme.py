"""The pygame-gui theme with a Japanese font beside every English one.

pygame-gui picks a widget's font by the manager's locale (``UIManager.set_locale``) and falls
back to the ``"en"`` entry when a block names no font for that locale. Our theme file names
only Noto Sans, which has no kana or kanji, so in Japanese every button and drop-down would
show boxes. Rather than keep two copies of each font block in the theme file by hand, every
``"font"`` block is given a ``"ja"`` twin here, in Noto Sans JP at the same size and weight.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from . import assets
from .assets import kept_by_forget_art

JAPANESE_FONT = "noto_sans_jp"
"""pygame-gui's own name for the Noto Sans JP files it ships."""
_JAPANESE_FILES = {
    "regular_resource": "NotoSansJP-Regular.otf",
    "bold_resource": "NotoSansJP-Bold.otf",
    "italic_resource": "NotoSansJP-Regular.otf",
    "bold_italic_resource": "NotoSansJP-Bold.otf",
}
"""Where pygame-gui finds them: it knows the name only when it starts in Japanese, so the
theme says where the files are (inside pygame-gui's data package, also in a bundle)."""


@kept_by_forget_art
@lru_cache(maxsize=1)
def _japanese_locations() -> dict[str, Any]:
    """The theme's keys for the Noto Sans JP files: their paths on disk where they are files
    (an install, a PyInstaller bundle), else the package resources. pygame-gui reads a resource
    whole into memory for every size and weight it loads (4.6 MB each, about 55 MB for the ten
    the theme needs), while a font opened from its path is read as glyphs are needed. Looked
    up once: every font block of the theme asks."""
    folder = resources.files("pygame_gui.data")
    paths = {key.replace("_resource", "_path"): folder / file for key, file in _JAPANESE_FILES.items()}
    if all(isinstance(path, Path) and path.is_file() for path in paths.values()):
        return {key: str(path) for key, path in paths.items()}
    return {key: {"package": "pygame_gui.data", "resource": file} for key, file in _JAPANESE_FILES.items()}


def with_japanese_fonts(theme: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``theme`` where each element's font has a ``locale: ja`` entry in Noto Sans JP."""
    result = copy.deepcopy(theme)
    for block in result.values():
        if not isinstance(block, dict) or "font" not in block:
            continue
        fonts = block["font"] if isinstance(block["font"], list) else [block["font"]]
        if any(isinstance(f, dict) and f.get("locale") == "ja" for f in fonts):
            continue
        english = next((f for f in fonts if isinstance(f, dict) and f.get("locale", "en") == "en"), None)
        if english is None:
            continue
        japanese = {k: v for k, v in english.items() if k in ("size", "bold", "italic")}
        japanese.update(name=JAPANESE_FONT, locale="ja")
        japanese.update(copy.deepcopy(_japanese_locations()))
        block["font"] = [*fonts, japanese]
    return result


ALL_SCRIPTS_ELEMENTS = ("#language",)
"""Elements that show words of several scripts whatever the interface language: the
language list names each language in its own script (日本語 in the English interface too),
so it is set in Noto Sans JP, which also has every Latin letter, in every locale."""


def _japanese_font(size: Any, bold: Any, locale: str) -> dict[str, Any]:
    font: dict[str, Any] = {"name": JAPANESE_FONT, "size": size, "bold": bold, "locale": locale}
    font.update(copy.deepcopy(_japanese_locations()))
    return font


def with_all_scripts(theme: dict[str, Any], elements: tuple[str, ...] = ALL_SCRIPTS_ELEMENTS) -> dict[str, Any]:
    """A copy of ``theme`` where each of ``elements`` (object ids of drop-down menus) is set in
    Noto Sans JP in every locale: every ``drop_down_menu`` block that names a font (the
    menu, its selected option, its list and the list's items) gets a twin for the element,
    at the same size and weight; pygame-gui looks the font up by the most specific id first,
    and takes the colours from the drop-down's own blocks as before."""
    result = copy.deepcopy(theme)
    blocks = [(key, key[len("drop_down_menu"):], block) for key, block in theme.items()
              if key == "drop_down_menu" or key.startswith("drop_down_menu.")]
    if "drop_down_menu.button" not in theme and "button" in theme:
        blocks.append(("button", ".button", theme["button"]))  # the selected option's font
    for _key, suffix, block in blocks:
        if not isinstance(block, dict):
            continue
        fonts = block.get("font")
        english = next((f for f in (fonts if isinstance(fonts, list) else [fonts])
                        if isinstance(f, dict) and f.get("locale", "en") == "en"), None)
        if english is None:
            continue
        size, bold = english.get("size", "16"), english.get("bold", "0")
        for element in elements:
            twin = result.setdefault(element + suffix, {})
            twin["font"] = [_japanese_font(size, bold, "en"), _japanese_font(size, bold, "ja")]
    return result


def theme_data() -> dict[str, Any]:
    """Our theme file, ready for ``pygame_gui.UIManager`` in every language we ship (a copy:
    the caller may change it)."""
    return copy.deepcopy(_theme_from(assets.theme_path()))


@kept_by_forget_art
@lru_cache(maxsize=2)
def _theme_from(path: str) -> dict[str, Any]:
    """The theme file read and given its Japanese fonts once: every window and every screen
    whose fonts change size (:func:`fit_fonts`) asks for it. Never handed out itself."""
    with open(path, encoding="utf-8") as handle:
        return with_all_scripts(with_japanese_fonts(json.load(handle)))


@kept_by_forget_art
@lru_cache(maxsize=64)
def _scaled_json(path: str, factor: float) -> str:
    """The theme at ``factor``, as the text pygame-gui reads: a window resized back and forth
    asks again for the few factors (steps of :data:`FONT_STEP`) it passes through."""
    return json.dumps(scaled_theme(_theme_from(path), factor))


FONT_STEP = 0.05
"""The theme's fonts are scaled in steps of 5%, so a window dragged wider reloads them a few
times, not at every pixel."""
MIN_FONT_PX = 12
"""No themed text is smaller than a player can read (as ``ui.scale.MIN_TEXT``)."""


GROWING_MISC = ("list_item_height",)
"""Sizes in a block's ``misc`` that hold a line of words (a drop-down's or a list's rows): they
grow with the fonts, or the larger words are cut in their rows."""


def scaled_theme(theme: dict[str, Any], factor: float) -> dict[str, Any]:
    """A copy of ``theme`` with every font ``factor`` times its size (never under 12 px), and
    the rows of lists and drop-downs as much taller (never shorter than the file says)."""
    result = copy.deepcopy(theme)
    for block in result.values():
        misc = block.get("misc") if isinstance(block, dict) else None
        if isinstance(misc, dict):
            for key in GROWING_MISC:
                if key in misc:
                    try:
                        misc[key] = str(max(int(misc[key]), round(int(misc[key]) * factor)))
                    except (TypeError, ValueError):
                        pass
        if not isinstance(block, dict) or "font" not in block:
            continue
        fonts = block["font"] if isinstance(block["font"], list) else [block["font"]]
        for font in fonts:
            if isinstance(font, dict) and "size" in font:
                try:
                    size = int(font["size"])
                except (TypeError, ValueError):
                    continue
                font["size"] = str(max(MIN_FONT_PX, round(size * factor)))
    return result


def font_factor(manager: Any) -> float:
    """The factor the manager's theme fonts are set at now (1.0 as the theme file says)."""
    return float(getattr(manager, "_llamagames_font_factor", 1.0))


def fit_fonts(manager: Any, scale: float) -> float:
    """Set the pygame-gui theme's fonts to ``scale`` (a screen's layout scale: the window's
    fit times the player's Size), so the words in buttons, drop-downs and text boxes grow
    with the widgets built after this call. The theme is reloaded only when the factor (in
    steps of :data:`FONT_STEP`) changes; widgets already built keep their fonts until they
    are built again. Returns the factor in force."""
    factor = max(FONT_STEP, round(float(scale) / FONT_STEP) * FONT_STEP)
    factor = round(factor, 2)
    if font_factor(manager) == factor:
        return factor
    manager.get_theme().update_theming(_scaled_json(assets.theme_path(), factor), rebuild_all=False)
    manager._llamagames_font_factor = factor
    return factor
