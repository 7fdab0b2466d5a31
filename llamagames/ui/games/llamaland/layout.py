"""Where the Llamaland things sit: opponents' estates on the left, yours large in the middle.

The middle column holds the supply strip (the five tile stacks, the character row and pile),
your estate, and your collection strip (crops, coins, foundations, llamas, markers, your
characters and the three llama card columns). The right column is the kit's move log and
buttons, with the objective cards above the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....rules.llamaland.components import CHARACTER_ROW_SIZE, SHAPE_ORDER
from ...table import TableFrame

OBJECTIVE_ROW = 30
"""Height of one objective card's row at scale 1."""


@dataclass
class LandLayout:
    """The game's own rectangles for one window size (the shared ones are in the frame)."""

    scale: float = 1.0
    left: pygame.Rect = field(default_factory=pygame.Rect)
    opponents: list[pygame.Rect] = field(default_factory=list)
    """One panel per opponent, top to bottom, clockwise from the viewer."""
    supply: pygame.Rect = field(default_factory=pygame.Rect)
    stacks: list[pygame.Rect] = field(default_factory=list)
    """One slot per shape, in SHAPE_ORDER."""
    row: list[pygame.Rect] = field(default_factory=list)
    """The open character row's card slots."""
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    estate: pygame.Rect = field(default_factory=pygame.Rect)
    """Your estate's panel (the view sits inside, below a thin header)."""
    mine: pygame.Rect = field(default_factory=pygame.Rect)
    """Your collection strip."""
    stats: pygame.Rect = field(default_factory=pygame.Rect)
    characters: pygame.Rect = field(default_factory=pygame.Rect)
    columns: list[pygame.Rect] = field(default_factory=list)
    """The llama card columns, one per crop."""
    llama_source: pygame.Rect = field(default_factory=pygame.Rect)
    """Where the llama figure to place waits (drag it onto a glowing square)."""
    objectives: pygame.Rect = field(default_factory=pygame.Rect)
    card_w: int = 44
    card_h: int = 62
    tile_cell: int = 12

    @staticmethod
    def compute(frame: TableFrame, objectives: int, opponents: int) -> "LandLayout":
        """The layout in ``frame``; it moves the frame's log, status and message lines too."""
        w, h = frame.size
        s = frame.scale
        lay = LandLayout(scale=s)
        pad = round(10 * s)
        top = frame.top_bar.bottom + pad
        left_w = round(252 * s)
        lay.left = pygame.Rect(pad, top, left_w, h - top - pad)
        gap = round(8 * s)
        n = max(1, opponents)
        each = (lay.left.height - gap * (n - 1)) // n
        if opponents == 1:
            each = min(each, round(360 * s))
        lay.opponents = [pygame.Rect(lay.left.x, lay.left.y + i * (each + gap), left_w, each) for i in range(opponents)]
        right = frame.log.left - pad
        mid = pygame.Rect(lay.left.right + pad, top, right - lay.left.right - pad, h - top - pad)
        # Supply strip: stacks then the character row and pile.
        lay.card_w = round(46 * s)
        lay.card_h = round(64 * s)
        supply_h = lay.card_h + round(34 * s)
        lay.supply = pygame.Rect(mid.x, mid.y, mid.width, supply_h)
        slot_w = round(76 * s)
        x = lay.supply.x + round(8 * s)
        slot_top = lay.supply.y + round(6 * s)
        lay.tile_cell = max(8, round(14 * s))
        for _ in SHAPE_ORDER:
            lay.stacks.append(pygame.Rect(x, slot_top, slot_w - round(6 * s), supply_h - round(12 * s)))
            x += slot_w
        row_x = lay.supply.right - round(8 * s) - (CHARACTER_ROW_SIZE + 1) * (lay.card_w + round(6 * s))
        row_x = max(row_x, x + round(10 * s))
        cy = lay.supply.y + round(22 * s)
        lay.pile = pygame.Rect(row_x, cy, lay.card_w, lay.card_h)
        for i in range(CHARACTER_ROW_SIZE):
            lay.row.append(pygame.Rect(row_x + (i + 1) * (lay.card_w + round(6 * s)), cy, lay.card_w, lay.card_h))
        # Your collection strip at the bottom.
        mine_h = round(118 * s)
        lay.mine = pygame.Rect(mid.x, mid.bottom - mine_h, mid.width, mine_h)
        col_w = round(58 * s)
        lay.columns = [pygame.Rect(lay.mine.right - round(10 * s) - (3 - i) * (col_w + round(6 * s)) + round(6 * s),
                                   lay.mine.y + round(30 * s), col_w, mine_h - round(40 * s)) for i in range(3)]
        lay.stats = pygame.Rect(lay.mine.x + round(12 * s), lay.mine.y + round(48 * s), round(250 * s),
                                mine_h - round(56 * s))
        lay.llama_source = pygame.Rect(0, 0, round(40 * s), round(50 * s))
        lay.llama_source.bottomright = (lay.stats.right, lay.mine.bottom - round(6 * s))
        chars_left = lay.stats.right + round(12 * s)
        lay.characters = pygame.Rect(chars_left, lay.mine.y + round(30 * s),
                                     lay.columns[0].left - round(12 * s) - chars_left, lay.card_h + round(6 * s))
        lay.estate = pygame.Rect(mid.x, lay.supply.bottom + gap, mid.width, lay.mine.top - gap - lay.supply.bottom - gap)
        # Objectives above the log in the right column.
        if objectives:
            obj_h = round(30 * s) + objectives * round(OBJECTIVE_ROW * s)
            lay.objectives = pygame.Rect(frame.log.x, top, frame.log.width, obj_h)
            log_top = lay.objectives.bottom + gap
            frame.log = pygame.Rect(frame.log.x, log_top, frame.log.width, max(round(80 * s), frame.log.bottom - log_top))
        else:
            frame.log = pygame.Rect(frame.log.x, top, frame.log.width, frame.log.bottom - top)
        frame.status_y = lay.estate.bottom - round(44 * s)
        frame.message_y = lay.estate.y + round(70 * s)
        return lay

    def estate_view_rect(self) -> pygame.Rect:
        """Your estate's drawing area inside its panel."""
        s = self.scale
        r = self.estate
        return pygame.Rect(r.x + round(6 * s), r.y + round(26 * s), r.width - round(12 * s), r.height - round(30 * s))
