"""pygame-gui's tooltips broken into lines by the app's own line breaker (``text.lay_lines``),
and placed clear of the other controls (``tip_room.py``).

pygame-gui breaks a text only at its spaces and cuts a longer run with a hyphen, so a Japanese
tooltip (no spaces) came out as "手札を-" / "-捨てる". The app's one UI manager hands every
tooltip to :func:`text.broken_for_gui` first, measured in the tooltip's own font.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, ClassVar

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.colour_gradient import ColourGradient
from pygame_gui.core.colour_parser import parse_colour_or_gradient_string
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.core.ui_shadow import ShadowGenerator

from .locale_theme import font_factor
from .shared_fonts import share_fonts
from .table.clear_room import ClearRoom
from .text import broken_for_gui
from .tip_room import place_tip

TOOLTIP_WIDTH = 170
"""pygame-gui's own tooltip width where the theme names none."""
TOOLTIP_INSET = 24
"""The tooltip's border and its text box's padding, both sides together: its lines are this
much narrower than its box (a little more than pygame-gui's own, so a line never reaches it)."""


_COLOURS: dict[str, pygame.Color] = {}
"""Theme colours by their text ("#2b2118", "rgb(...)"): parsed once a process."""
_SHADOWS = ShadowGenerator()
"""The shadow corners every theme of the process draws with: made once, not per theme."""
SHORT_KEPT = 256
"""Shapes drawn but not yet moved to the shared cache's sheets, at most."""


class KeptSurfaceCache(SurfaceCache):
    """pygame-gui's cache of drawn shapes, which keeps a new shape aside (a copy) until its
    manager's next frames move it onto a sheet, one a frame. Shared by every theme of the
    process, it outlives each window: where windows are opened and walked a few frames each
    (the layout tour, the tests) the shapes set aside grew for good, a 30-size tour to 12 GB.
    The most recent :data:`SHORT_KEPT` are kept aside; an older one is drawn again if asked."""

    def add_surface_to_cache(self, surface: pygame.surface.Surface, string_id: str) -> None:
        super().add_surface_to_cache(surface, string_id)
        waiting = self.cache_short_term_lookup
        while len(waiting) > SHORT_KEPT:
            del waiting[next(iter(waiting))]


_SHAPES: list[SurfaceCache] = []
"""The one cache of drawn widget shapes every theme of the process shares (made with the first
theme: it needs pygame's surfaces)."""


class AppTheme(UIAppearanceTheme):
    """pygame-gui's theme, with four of its costs paid once (each showed when a window, a
    screen's fonts or a test's app were profiled):

    - it checks a theme's data each time it is loaded, and a window's manager loads ours when
      it opens and again whenever a screen's fonts change size (``locale_theme.fit_fonts``):
      the check was a third of each load. It reads only the data, so the same data (the same
      text) is checked once and gives the same warnings each time;
    - each widget built looks up its ids' combinations, cached under a key that joins the ids'
      texts into one another character by character (a twentieth of building a screen): the
      same combinations are kept here under the ids themselves;
    - it parses each of the theme's ~370 colour texts again at every load (half a load's
      time when profiled): a colour's text is parsed once a process, each theme getting its own copy;
    - each theme makes its own shadow corners for the same widths and radii (a quarter of it):
      the process's themes share one maker and its corners;
    - each theme keeps its own cache of drawn button and panel shapes, so a window opened again
      (a language or text size changed, each test's app) drew every rounded button anew: the
      process's themes share one. A shape is cached under everything it is drawn from (size,
      colours, borders, radius, shadow), so a theme never gets another theme's look, and the
      cache holds at most three 1024x1024 sheets, dropping shapes used once;
    - each theme opens every font it names again: they come from the process's one store
      (``shared_fonts``)."""

    _found: ClassVar[dict[bytes, list[str]]] = {}
    """What the check found, by a digest of the data's text."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not _SHAPES:
            _SHAPES.append(KeptSurfaceCache())
        self.shape_cache = _SHAPES[0]
        share_fonts(self.font_dict)
        self._combined: dict[tuple[tuple[str | None, ...] | None, ...], list[str]] = {}

    def validate_theme_data(self, theme_data: dict[str, Any]) -> list[str]:
        try:
            key = hashlib.blake2b(json.dumps(theme_data, sort_keys=True).encode("utf-8")).digest()
        except (TypeError, ValueError):
            return super().validate_theme_data(theme_data)
        if key not in self._found:
            if len(self._found) > 64:
                self._found.clear()
            self._found[key] = super().validate_theme_data(theme_data)
        return list(self._found[key])

    @staticmethod
    def _load_colour_or_gradient_from_theme(theme_colours_dictionary: dict[str, str],
                                            colour_id: str) -> pygame.Color | ColourGradient:
        text = theme_colours_dictionary[colour_id]
        found = _COLOURS.get(text) if isinstance(text, str) else None
        if found is None:
            parsed = parse_colour_or_gradient_string(text) if isinstance(text, str) else None
            if not isinstance(parsed, pygame.Color):  # a gradient, or a bad text pygame-gui warns of
                return UIAppearanceTheme._load_colour_or_gradient_from_theme(theme_colours_dictionary, colour_id)
            found = _COLOURS[text] = parsed
        return pygame.Color(found)

    def _preload_shadow_edges(self) -> None:
        self.shadow_generator = _SHADOWS
        super()._preload_shadow_edges()

    def build_all_combined_ids(self, element_base_ids: Any, element_ids: Any, class_ids: Any,
                               object_ids: Any) -> list[str]:
        key = tuple(None if ids is None else tuple(ids)
                    for ids in (element_base_ids, element_ids, class_ids, object_ids))
        found = self._combined.get(key)
        if found is None:
            found = super().build_all_combined_ids(element_base_ids, element_ids, class_ids, object_ids)
            self._combined[key] = found
        return found


class WrappingUIManager(pygame_gui.UIManager):
    """The app's UI manager: its tooltips' Japanese lines break by the kinsoku rules, and each
    stands beside its control clear of the others (and of what ``tip_room`` keeps: a table's)."""

    tip_room: ClearRoom | None = None
    """What the screen under the tooltips keeps readable (a table sets its frame's room)."""

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        theme = AppTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme

    def create_tool_tip(self, text: str, position: Any, hover_distance: Any, parent_element: Any,
                        object_id: Any, *, wrap_width: int | None = None,
                        text_kwargs: dict[str, str] | None = None) -> Any:
        if wrap_width is None and font_factor(self) > 1:
            wrap_width = grown_width(self)  # larger words, a wider box: "このゲームの遊び" / "方" at 150%
        if not text_kwargs:  # the app's texts come translated and filled in already
            text = tooltip_text(self, text, wrap_width)
        tip = super().create_tool_tip(text, position, hover_distance, parent_element, object_id,
                                      wrap_width=wrap_width, text_kwargs=text_kwargs)
        place_tip(self, tip, parent_element, self.tip_room)
        return tip


def theme_width(manager: pygame_gui.UIManager) -> int:
    """The tooltip's width as the theme names it (pygame-gui's own where it names none)."""
    misc = getattr(manager.get_theme(), "ui_element_misc_data", {}).get("tool_tip", {})
    try:
        return int(misc.get("rect_width", TOOLTIP_WIDTH))
    except (TypeError, ValueError):
        return TOOLTIP_WIDTH


def grown_width(manager: pygame_gui.UIManager) -> int:
    """The tooltip's width with the theme's fonts grown by the player's Size and the window
    (``locale_theme.fit_fonts``): as many words a line as at 100%, within the window."""
    window = manager.window_resolution[0]
    return max(theme_width(manager), min(round(theme_width(manager) * font_factor(manager)), window - 40))


def tooltip_text(manager: pygame_gui.UIManager, text: str, wrap_width: int | None = None) -> str:
    """``text`` as a tooltip of ``manager`` shows it: Japanese broken where it may break."""
    theme = manager.get_theme()
    width = theme_width(manager) if wrap_width is None else wrap_width
    font = theme.get_font(["tool_tip.text_box", "text_box"])
    return broken_for_gui(text, width - TOOLTIP_INSET, lambda line: font.size(line)[0])


def label_need(button: Any) -> int:
    """The width ``button`` needs to show its whole label in its own font: the label plus the
    inset pygame-gui keeps on each side of its text (shadow, border, rounded corner). A long
    language or a large Size widens the button rather than cutting its word."""
    font = getattr(button, "font", None)
    text = getattr(button, "text", "") or ""
    if font is None or not text:
        return int(button.rect.width)
    view = getattr(getattr(button, "drawable_shape", None), "text_view_rect", None)
    inset = view.left if view is not None and view.left > 0 else 8
    return int(font.size(text)[0]) + 2 * inset + 2


def resize_button(button: Any, position: tuple[int, int], width: int, height: int) -> None:
    """Move and resize a built button, its label's view included: pygame-gui keeps the old
    text view after ``set_dimensions`` until the button is rebuilt, and cuts the label to it."""
    button.set_relative_position(position)
    button.set_dimensions((width, height))
    button.rebuild()

__all__ = ["TOOLTIP_WIDTH", "AppTheme", "WrappingUIManager", "grown_width", "label_need", "resize_button", "theme_width", "tooltip_text"]
