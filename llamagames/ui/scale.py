"""One scale for every screen: layouts are designed at 1280x800 and scaled to the window."""

from __future__ import annotations

BASE_SIZE = (1280, 800)
MIN_TEXT = 12


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x800 design the window is (the same for every scene)."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])


def text_px(scale: float, size: int = 13) -> int:
    """A label's pixel size at this scale, never below a readable 12 px."""
    return max(MIN_TEXT, round(size * scale))
