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
from typing import Any

from . import assets

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
        japanese.update({key: {"package": "pygame_gui.data", "resource": file} for key, file in _JAPANESE_FILES.items()})
        block["font"] = [*fonts, japanese]
    return result


def theme_data() -> dict[str, Any]:
    """Our theme file, ready for ``pygame_gui.UIManager`` in every language we ship."""
    with open(assets.theme_path(), encoding="utf-8") as handle:
        return with_japanese_fonts(json.load(handle))
