"""Block windows at a shared screen (two or more humans at one laptop).

The rules ask every seat in turn whether it blocks the last card, holder of a Block or not.
Passing the laptop to each human for each card (and to the one who just played it) would be
slow, and answering for those without a Block would tell the table who holds one. So the
table asks everyone at once, in public, with the hands face down: "Does anyone block?",
with a button per human and "Nobody blocks". Only a human who claims a block gets the
laptop (the cover) and answers on their own screen; the others let the card be, answered
by the table after the same pause a bot takes. The question looks the same whoever holds
a Block, and a claim may be a bluff (the claimer can still let it be), so it gives nothing
away. A new card on the chain (a Block) asks again.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

PRIVATE = "private"
"""The asked human decides on their own screen (after the cover if the laptop moves)."""
QUESTION = "question"
"""The table is asked in public whether anyone blocks the last card."""
LET_FOR_THEM = "let"
"""The table answered "let it be" for this human: they did not claim a block."""


def link_key(obs: Any) -> Hashable:
    """The card the Block window is about now: one window per turn, one key per link."""
    return (obs.turn_number, tuple(link.seat for link in obs.chain))


@dataclass
class TableAnswers:
    """What the shared screen answered, per link of the chain: who claimed a block."""

    claims: dict[Hashable, set[int]] = field(default_factory=dict)
    """Links the table has answered, each with the humans who want to block it."""

    def answer(self, key: Hashable, claimers: Sequence[int]) -> None:
        """The table's answer to the public question about ``key`` (``[]``: nobody blocks)."""
        self.claims[key] = set(claimers)

    def clear(self) -> None:
        self.claims.clear()


def shared_step(humans: Sequence[int], current: int | None, blocking: bool, key: Hashable,
                answers: TableAnswers) -> str:
    """What happens for the seat asked now: :data:`PRIVATE` (one human at the screen, a
    bot, a main phase, or a human who claimed the block), :data:`QUESTION` (the table has
    not answered about this card yet) or :data:`LET_FOR_THEM` (answered without them)."""
    if len(humans) < 2 or not blocking or current is None or current not in humans:
        return PRIVATE
    if key not in answers.claims:
        return QUESTION
    return PRIVATE if current in answers.claims[key] else LET_FOR_THEM


__all__ = ["LET_FOR_THEM", "PRIVATE", "QUESTION", "TableAnswers", "link_key", "shared_step"]
