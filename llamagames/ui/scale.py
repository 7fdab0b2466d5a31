"""One scale for every screen: layouts are designed at 1280x800 and scaled to the window."""

from __future__ import annotations

BASE_SIZE = (1280, 800)
MIN_TEXT = 12


_player_factor = 1.0
"""The player's own size for everything (Settings: 90-150%), on top of the window's scale."""


def set_player_factor(factor: float) -> None:
    """Make everything ``factor`` times its fitted size (scenes lay out again afterwards)."""
    global _player_factor
    _player_factor = factor


def player_factor() -> float:
    """The player's size factor in force (1.0 unless chosen in Settings)."""
    return _player_factor


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x800 design the window is (the same for every scene),
    times the player's own size factor."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]) * _player_factor


def text_px(scale: float, size: int = 13) -> int:
    """A label's pixel size at this scale, never below a readable 12 px."""
    return max(MIN_TEXT, round(size * scale))
