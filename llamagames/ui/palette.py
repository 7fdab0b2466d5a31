"""The Andes palette shared by every scene (cards and paper sand, terracotta accents, green felt)."""

from __future__ import annotations

CREAM = (250, 242, 224)
SAND = (232, 214, 176)
PAPER = (246, 236, 214)
INK = (46, 36, 30)
INK_SOFT = (96, 80, 66)
TERRACOTTA = (196, 98, 62)
RUST = (150, 66, 38)
FELT = (38, 96, 72)
FELT_DARK = (24, 64, 48)
SKY = (120, 190, 235)
SKY_BRIGHT = (170, 220, 255)
GOLD = (236, 196, 92)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0)
PANEL = (20, 40, 32)

SEAT_COLOURS = (
    (236, 196, 92),   # gold
    (120, 190, 235),  # sky
    (226, 128, 96),   # terracotta, lighter
    (170, 214, 140),  # alpine green
    (210, 160, 220),  # heather
    (245, 236, 200),  # cream
)
"""One colour per seat for names in the move log and seat markers; a name always goes with it."""


LLAMA_CARD_COLOURS: dict[int, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    1: ((234, 168, 28), (179, 111, 0)),
    2: ((228, 114, 42), (162, 67, 15)),
    3: ((207, 59, 48), (138, 31, 25)),
    4: ((201, 63, 126), (132, 33, 79)),
    5: ((116, 80, 171), (69, 42, 115)),
    6: ((42, 134, 195), (20, 80, 126)),
    7: ((79, 154, 69), (42, 94, 39)),
}
"""L.L.A.M.A.'s cards per value (7: the llama): (main colour, dark colour). The one source for
the table's card art and the phone page's cards, so a 4 is the same pink on both."""
