"""A phone table's moves: the kit's, and a take-back made at the laptop is told to the phones.

A phone's own take-back was told to every other phone (``PhoneHost.took_back``); one made at
the laptop only vanished from the phones' screens (a playtest: the laptop player's move was
gone from Ben's phone and nothing said why)."""

from __future__ import annotations

from typing import Protocol

from ...phones.host import PhoneHost
from .kit import Table
from .moves import Moves


class PhonesTable(Table, Protocol):
    """The table as these moves see it: the kit's, with its phones' host."""

    phones: PhoneHost


class PhoneMoves(Moves):
    """The kit's moves at a table with phone seats."""

    table: PhonesTable

    def try_undo(self) -> bool:
        """Take back the laptop player's last move as the kit does; every phone is then told
        whose move it was ("Ana took back their last move."), in its own language."""
        seat = self.table.viewer
        if not super().try_undo():
            return False
        if self.table.phones.running:
            self.table.phones.took_back(seat)
        return True


__all__ = ["PhoneMoves"]
