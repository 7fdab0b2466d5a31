"""One scale for every screen: layouts are designed at 1280x800 and scaled to the window.

Two scales come out of it. The geometry scale (``fitted_scale``: pieces, cards, boards) never
grows a full screen past the window's fit, or the table would run off the window; the text
scale (``text_scale``: the window's fit times the player's Size) always carries the player's
90-150%, so a screen lays its words out at that size and reflows (wider panels, more lines,
smaller pieces) instead of zooming."""

from __future__ import annotations

BASE_SIZE = (1280, 800)
MIN_TEXT = 12


_player_factor = 1.0
"""The player's own size for everything (Settings: 90-150%), on top of the window's scale."""


def set_player_factor(factor: float) -> None:
    """Make everything ``factor`` times its fitted size (scenes lay out again afterwards)."""
    global _player_factor
    _player_factor = factor


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x800 design the window is (the same for every scene),
    times the player's own size factor."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]) * _player_factor


def window_fit(size: tuple[int, int]) -> float:
    """How much larger than the 1280x800 design the window is, without the player's factor."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])


def fitted_scale(size: tuple[int, int], room: float = 1.0) -> float:
    """``ui_scale``, but never more than ``room`` times the window's own fit.

    A screen that already fills the window at 100% (the menu, the tables) cannot grow past it
    without running off the edge or over itself: at a larger size it stays as large as the
    window allows, while screens with room to spare (rules, results, dialogs) still grow.
    Smaller sizes (90%) always apply."""
    return min(ui_scale(size), window_fit(size) * room)


def text_scale(size: tuple[int, int]) -> float:
    """The scale of every word on every screen: the window's fit times the player's factor
    (``ui_scale``), also where the geometry stays at the window's fit (``fitted_scale``)."""
    return ui_scale(size)


def content_scale(size: tuple[int, int], content: tuple[float, float]) -> float:
    """``ui_scale``, but only as large as lets ``content`` (design pixels) fit in the window."""
    return min(ui_scale(size), size[0] / content[0], size[1] / content[1])


def text_px(scale: float, size: int = 13) -> int:
    """A label's pixel size at this scale, never below a readable 12 px."""
    return max(MIN_TEXT, round(size * scale))
