"""The fonts every pygame-gui theme of the process loads, loaded once.

Each window's manager makes a theme, and a theme opens its own font file for every size and
weight its blocks name: a window opened again (the language or the text size changed, and each
test's app) opened them all again, and pygame-gui reads a font it ships into memory whole for
each (0.6 MB for Noto Sans, more for Noto Sans JP). A font is the same object whoever draws with
it: it is kept here under its file, size and style, the most recent :data:`KEPT` of them.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, ClassVar

from pygame_gui.core.interfaces import IGUIFontInterface
from pygame_gui.core.ui_font_dictionary import UIFontDictionary
from pygame_gui.core.utility import FontResource, PackageResource

KEPT = 96
"""Fonts kept: a window uses about thirty (sizes and weights, two scripts); a few windows' worth
covers going back and forth between text sizes."""


def _where(location: Any) -> Any:
    """A font file's location as a key: a package's resource by its names, a path as is."""
    if isinstance(location, PackageResource):
        return ("package", location.package, location.resource)
    if isinstance(location, bytes):
        return ("bytes", hash(location))
    return location


class SharedFontDictionary(UIFontDictionary):
    """pygame-gui's font dictionary, whose fonts come from the process's one store."""

    _store: ClassVar[OrderedDict[tuple[Any, ...], IGUIFontInterface]] = OrderedDict()

    def _load_single_font_style(self, font_loc: Any, font_id: str, font_size: int,
                                font_style: dict[str, Any], force_immediate_load: bool = False) -> None:
        key = (_where(font_loc[0]), bool(font_loc[1]), font_size, tuple(sorted(font_style.items())))
        font = self._store.get(key)
        if font is None:
            super()._load_single_font_style(font_loc, font_id, font_size, font_style, force_immediate_load=True)
            loaded = self.loaded_fonts[font_id].loaded_font
            if loaded is not None:
                self._store[key] = loaded
                while len(self._store) > KEPT:
                    self._store.popitem(last=False)
            return
        self._store.move_to_end(key)
        resource = FontResource(font_id=font_id, size=font_size, style=font_style, location=font_loc)
        resource.loaded_font = font
        self.loaded_fonts[font_id] = resource


def share_fonts(dictionary: UIFontDictionary) -> None:
    """Make a theme's font dictionary (made by pygame-gui's theme itself) load from the store."""
    dictionary.__class__ = SharedFontDictionary
