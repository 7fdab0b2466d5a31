"""The L.L.A.M.A. table's reactions: the llamas cheer a Llama card, a bot's move pulses where it
landed (discard pile, draw pile, its seat when it quits), and a round's points fly to each
seat's chips when the next round is dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....rules.core import Event
from ....rules.llama import LLAMA_CARD
from ...palette import GOLD, SKY, TERRACOTTA
from ...widgets.reactions import Reactions, also_on, is_bot

if TYPE_CHECKING:
    from .table import LlamaTable


def install(table: "LlamaTable") -> Reactions:
    """Add the reactions to ``table``'s handlers; the table updates and draws what is returned."""
    reactions = Reactions(table.scale)

    def on_play(event: Event) -> None:
        if event.get("card") == LLAMA_CARD:
            for figure in table.figures:  # every llama on the table cheers a Llama card
                figure.cheer()
        if is_bot(table, event.seat):
            reactions.pulse(table.lay.discard, SKY)

    def on_draw(event: Event) -> None:
        if is_bot(table, event.seat):
            reactions.pulse(table.lay.draw_pile, SKY)

    def on_quit(event: Event) -> None:
        if is_bot(table, event.seat) and event.seat is not None:
            reactions.pulse(table.panel_rect(event.seat), TERRACOTTA)

    also_on(table.animator, "play", on_play)
    also_on(table.animator, "draw", on_draw)
    also_on(table.animator, "quit", on_quit)
    return reactions


def points_to_chips(table: "LlamaTable", reactions: Reactions, seat: int, points: int, delay: float = 0.0) -> None:
    """A round's points fly from the discard pile to ``seat``'s chips (or back, when a chip was
    returned)."""
    end = table.chips_anchor(seat)
    start = table.lay.discard.center
    if points < 0:
        start, end = end, start
    reactions.points(points, start, end, GOLD if points > 0 else SKY, delay)
