"""The Llamaland table's reactions: a bot's tile taken pulses its stack, its placed tile or llama
its estate, a llama card or a character from the pile where it came from; a llama card bought
or a marker set on an objective flies the points it is worth now (the engine's own count
before and after the move) to its owner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....rules.core import Event
from ....rules.llamaland.components import CROPS, SHAPE_ORDER
from ...palette import GOLD, SKY
from ...widgets.reactions import Reactions, also_on, is_bot

if TYPE_CHECKING:
    from .table import LlamalandTable


def score_change(table: "LlamalandTable", seat: int) -> int:
    """How many points the last move gave ``seat``, as the engine counts a position's score."""
    history = table.match.history
    if len(history) < 2:
        return 0
    game = table.match.game
    count = getattr(game, "outcome_of", None)
    if count is None:
        return 0
    return int(count(history[-1]).scores[seat] - count(history[-2]).scores[seat])


def install(table: "LlamalandTable") -> Reactions:
    """Add the reactions to ``table``'s handlers; the table updates and draws what is returned."""
    reactions = Reactions(table.scale)

    def on_take(event: Event) -> None:
        shape = event.get("shape")
        if is_bot(table, event.seat) and shape in SHAPE_ORDER:
            reactions.pulse(table.lay.stacks[SHAPE_ORDER.index(shape)], SKY)

    def on_place(event: Event) -> None:
        seat = event.seat
        if is_bot(table, seat) and seat is not None and seat in table.views:
            reactions.pulse(table.views[seat].rect, SKY)

    def on_marker(event: Event) -> None:
        seat = event.seat
        if seat is None or event.get("objective") not in table.st.objectives:
            return
        space = table._space_rect(table.st.objectives.index(event.get("objective")), event.get("space"))
        if is_bot(table, seat):
            reactions.pulse(space.inflate(space.width // 2, space.height // 2), SKY)
        reactions.points(score_change(table, seat), space.center, table.seat_anchor(seat), GOLD, delay=0.15)

    def on_feed(event: Event) -> None:
        seat, crop = event.seat, event.get("crop")
        if seat is None or crop not in CROPS:
            return
        column = table.lay.columns[CROPS.index(crop)]
        if is_bot(table, seat):
            reactions.pulse(column, SKY)
        reactions.points(score_change(table, seat), column.center, table.seat_anchor(seat), GOLD, delay=0.15)

    def on_llama(event: Event) -> None:
        seat = event.seat
        if is_bot(table, seat) and seat is not None and seat in table.views:
            reactions.pulse(table.views[seat].rect, SKY)

    def on_character(event: Event) -> None:
        if is_bot(table, event.seat) and event.get("source") == "pile":
            reactions.pulse(table.lay.pile, SKY)

    also_on(table.animator, "take", on_take)
    also_on(table.animator, "feed", on_feed)
    also_on(table.animator, "llama", on_llama)
    also_on(table.animator, "character", on_character)
    also_on(table.animator, "place", on_place)
    also_on(table.animator, "marker", on_marker)
    return reactions
