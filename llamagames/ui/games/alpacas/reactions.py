"""The Llamas & Alpacas table's reactions: a bot's card pulses in its small board where it landed
(a pass pulses its seat), lines another seat scores glow there in gold, and the llama cheers
whenever a llama card is taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....rules.alpacas.components import ANIMAL, LLAMA
from ....rules.core import Event
from ...palette import GOLD, SKY, TERRACOTTA
from ...widgets.llama_figure import LlamaFigure
from ...widgets.reactions import Reactions, also_on, is_bot

if TYPE_CHECKING:
    from .table import AlpacasTable


def install(table: "AlpacasTable") -> Reactions:
    """Add the reactions to ``table``'s handlers; the table updates and draws what is returned."""
    reactions = Reactions(table.scale)

    def placed(event: Event, cell_key: str) -> None:
        seat = event.seat
        if is_bot(table, seat) and seat is not None and seat != table.viewer:
            reactions.pulse(table.mini_cell(seat, event.get(cell_key)), SKY)

    def on_take(event: Event) -> None:
        placed(event, "cell")
        card = event.get("card")
        if card is not None and ANIMAL[card] == LLAMA:
            for figure in table.figures:
                if type(figure) is LlamaFigure:  # the llama, not the alpaca, is glad
                    figure.cheer()

    def on_pass(event: Event) -> None:
        if is_bot(table, event.seat) and event.seat is not None:
            reactions.pulse(table.panel_rect(event.seat), TERRACOTTA)

    def on_score(event: Event) -> None:
        seat = event.seat
        if seat is None or seat == table.viewer:
            return  # the viewer's own lines already glow on the big board
        for line, points in zip(event.get("lines"), event.get("line_points")):
            if points:
                rects = [table.mini_cell(seat, cell) for cell in line]
                reactions.pulse(pygame.Rect(rects[0]).unionall(rects[1:]), GOLD)

    also_on(table.animator, "start", lambda event: placed(event, "cell"))
    also_on(table.animator, "take", on_take)
    also_on(table.animator, "move", lambda event: placed(event, "dst"))
    also_on(table.animator, "pass", on_pass)
    also_on(table.animator, "score", on_score)
    return reactions
