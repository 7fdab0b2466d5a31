"""The Llamagedón table's reactions: a bot's card pulses on the mat, a shelter built flies "+1"
to its owner, a shelter destroyed or stolen shows "−1" leaving its seat (and "+1" reaching the
thief), the shelter hit pulses red."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....rules.core import Event
from ...palette import GOLD, SKY, TERRACOTTA
from ...widgets.reactions import Reactions, also_on, is_bot

if TYPE_CHECKING:
    from .table import LlamagedonTable


def install(table: "LlamagedonTable") -> Reactions:
    """Add the reactions to ``table``'s handlers; the table updates and draws what is returned."""
    reactions = Reactions(table.scale)

    def shelters_of(seat: int) -> tuple[int, int]:
        return table.lay.mine.center if seat == table.viewer else table.panel_rect(seat).center

    def on_card(event: Event) -> None:
        if is_bot(table, event.seat):
            reactions.pulse(table.lay.mat, SKY)

    def on_build(event: Event) -> None:
        if event.seat is not None:
            reactions.points(1, table.lay.mat.center, shelters_of(event.seat), GOLD, delay=0.2)

    def lost(event: Event) -> tuple[int, int] | None:
        target, index = event.get("target"), event.get("index")
        if target is None or index is None:
            return None
        centre = table._shelter_centre(target, index)
        size = round(table.lay.mini_w * 1.3)
        reactions.pulse(pygame.Rect(centre[0] - size // 2, centre[1] - size // 2, size, size), TERRACOTTA)
        reactions.points(-1, centre, (centre[0], centre[1] - round(50 * table.scale)), TERRACOTTA)
        return centre

    def on_attack(event: Event) -> None:
        lost(event)

    def on_steal(event: Event) -> None:
        start = lost(event)
        if start is not None and event.seat is not None:
            reactions.points(1, start, shelters_of(event.seat), GOLD, delay=0.25)

    also_on(table.animator, "play", on_card)
    also_on(table.animator, "block", on_card)
    also_on(table.animator, "build", on_build)
    also_on(table.animator, "place", on_build)
    also_on(table.animator, "attack", on_attack)
    also_on(table.animator, "steal", on_steal)
    return reactions
