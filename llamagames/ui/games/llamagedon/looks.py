"""How a Llamagedón card looks, as data: the night-blue face, each kind's corner index, name
and accent colour. The table's card art (``art.py``) draws from it and the phone page is sent
it, so a card reads the same on both (no pygame here: the phones' host reads it without a
window)."""

from __future__ import annotations

from ....i18n import tc
from ....rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    BLUE,
    DRAW2,
    GREEN,
    LLAMAGEDON_CARD,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
)

NIGHT = (18, 26, 58)
NIGHT_DEEP = (9, 13, 32)
NIGHT_EDGE = (70, 90, 150)
STAR = (250, 236, 190)
CREAM = (250, 242, 224)
EMBER = (244, 140, 62)
GOLDEN = (236, 196, 92)

RESOURCE_LOOK: dict[int, tuple[tuple[int, int, int], str, str]] = {
    RED: ((206, 64, 58), "R", "Red"),
    BLUE: ((58, 120, 214), "B", "Blue"),
    YELLOW: ((232, 188, 48), "Y", "Yellow"),
    GREEN: ((62, 158, 86), "G", "Green"),
}
"""Each colour with its letter and word: colour is never the only signal."""

KIND_LOOK: dict[int, tuple[str, str, tuple[int, int, int]]] = {
    LLAMAGEDON_CARD: ("!", "LLAMAGEDÓN", EMBER),
    SHELTER: ("SH", "SHELTER", GOLDEN),
    WILD: ("W", "WILD", CREAM),
    ATTACK: ("AT", "ATTACK", (236, 96, 70)),
    STEAL: ("ST", "STEAL", (190, 150, 236)),
    SWAP: ("SW", "SWAP", (120, 210, 220)),
    DRAW2: ("+2", "DRAW 2", (150, 214, 120)),
    PROTECT: ("PR", "PROTECT", (130, 190, 250)),
    BLOCK: ("BL", "BLOCK", (240, 120, 150)),
}
"""Corner index, name and accent colour of the other kinds (the index in the player's language:
``corner``)."""
for _kind, (_rgb, _letter, _word) in RESOURCE_LOOK.items():
    KIND_LOOK[_kind] = (_letter, _word.upper(), _rgb)


def corner(kind: int) -> str:
    """The corner index of ``kind`` in the interface language: "AT" in English, 攻 (from 攻撃,
    attack) in Japanese, as the card's name is shown in that language too."""
    return tc("card corner", KIND_LOOK[kind][0])


def card_name(kind: int) -> str:
    """The name printed on a card ("ATTACK", "RED")."""
    return KIND_LOOK[kind][1]
