"""How Llamaland's pieces look, as data: the icons' art files, the levels' colours, the
character kinds' and crops' colours. The table's painters draw from it and the phone page is
sent it, so a tile, a character or a llama card reads the same on both (no pygame here: the
phones' host reads it without a window)."""

from __future__ import annotations

from ....rules.llamaland.components import (
    BUILDER,
    CACAO,
    COIN,
    CORN,
    FARMER,
    HUT,
    MERCHANT,
    MINER,
    POTATO,
    SETTLER,
    TRADER,
)

RGB = tuple[int, int, int]

ICON_FILES: dict[str, str] = {CORN: "corn", CACAO: "cacao", POTATO: "potato", COIN: "coin", HUT: "huts"}
"""Rules icon character -> icon art name (grass has no icon)."""

LEVEL_TINTS: tuple[RGB, ...] = (
    (96, 162, 78),    # 1 valley meadow
    (170, 206, 96),   # 2 upland grass
    (230, 210, 112),  # 3 high pasture
    (226, 162, 96),   # 4 puna ochre
    (192, 124, 102),  # 5 red rock
    (172, 162, 168),  # 6 scree
    (236, 238, 244),  # 7+ snow
)
"""Top colour per level, like a relief map: the higher, the drier, up to snow."""

KIND_COLOUR: dict[str, RGB] = {
    FARMER: (120, 160, 70), TRADER: (70, 130, 170), MERCHANT: (190, 140, 50),
    SETTLER: (170, 100, 150), MINER: (120, 110, 100), BUILDER: (180, 90, 60),
}
"""A character card's band, per kind."""
CROP_COLOUR: dict[str, RGB] = {CORN: (232, 190, 60), CACAO: (130, 80, 50), POTATO: (190, 150, 100)}
"""A llama card column's edge, per crop."""


def level_tint(level: int) -> RGB:
    return LEVEL_TINTS[max(1, min(level, len(LEVEL_TINTS))) - 1]


__all__ = ["CROP_COLOUR", "ICON_FILES", "KIND_COLOUR", "LEVEL_TINTS", "level_tint"]
