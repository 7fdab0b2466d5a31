"""A phone seat's turn shown on the laptop: its estate large where yours is, named.

A playtest: while Ben placed a tile on his phone, the laptop showed "Your estate" (the laptop
player's) and Ben's tile landed in his small panel, so nobody at the table saw the move. His
estate now opens over yours for his turn ("Ben's estate · playing on their phone"), his tile
flies into it and lands, and yours comes back a moment after (at once when you take a tile).
Nothing hidden shows: every estate is public in Llamaland (the rules' observation)."""

from __future__ import annotations

from typing import Any, Protocol

from ....i18n import t
from ...table.phone_turn import seat_on_phone


class TurnStage(Protocol):
    """What the turn's watch reads of the stage: the table, what is held and what waits to land."""

    table: Any
    drag: Any
    dragging_piece: Any
    pending: set[int]


LINGER = 1.5
"""Seconds the phone seat's estate stays after its turn, its last tile landed: seen, not snatched."""


class PhoneTurn:
    """The phone seat whose estate the laptop shows now (None: the laptop's own)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.left = 0.0

    def update(self, stage: TurnStage, dt: float) -> None:
        """Follow the turn: the phone seat playing now, or the last one until its tiles landed
        and ``LINGER`` passed; a tile taken at the laptop brings your own at once."""
        now = seat_on_phone(stage.table)
        if now is not None:
            self.seat, self.left = now, LINGER
            return
        if self.seat is None:
            return
        if stage.drag is not None or stage.dragging_piece is not None:
            self.seat = None
            return
        if self.seat in stage.pending:
            return  # its tile is still in the air (what it earns lands within ``LINGER``)
        self.left -= dt
        if self.left <= 0:
            self.seat = None

    def shown(self, stage: TurnStage) -> int | None:
        """The seat shown (None while you hold a tile or a piece)."""
        return self.seat if stage.drag is None and stage.dragging_piece is None else None


def phone_hint() -> str:
    """The enlarged estate's title's second half while it is shown for a phone's turn."""
    return t("playing on their phone")


__all__ = ["LINGER", "PhoneTurn", "phone_hint"]
