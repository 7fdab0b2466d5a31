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
