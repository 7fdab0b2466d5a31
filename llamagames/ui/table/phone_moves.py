"""A phone table's moves: the kit's, and a take-back made at the laptop is told to the phones.

A phone's own take-back was told to every other phone (``PhoneHost.took_back``); one made at
the laptop only vanished from the phones' screens (a playtest: the laptop player's move was
gone from Ben's phone and nothing said why). While phone players look at the laptop's screen, a
refusal does not say what its hand holds or lacks (a playtest's big red "You hold no Block card"
told the table what the laptop player did not hold)."""

from __future__ import annotations

from typing import Protocol

from ...i18n import t
from ...phones.adapter import adapter
from ...phones.host import PhoneHost
from ...rules.core import Refusal
from .kit import Table
from .moves import Moves


class PhonesTable(Table, Protocol):
    """The table as these moves see it: the kit's, with its phones' host."""

    phones: PhoneHost

    @property
    def shares_the_screen(self) -> bool: ...


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

    def reason_words(self, reason: str | Refusal) -> str:
        """The kit's words for a refusal, but a neutral sentence for one that would tell what the
        laptop's hand holds or lacks while phone players look at the screen."""
        if (isinstance(reason, Refusal) and self.table.shares_the_screen
                and reason.code in adapter(self.table.game_name).hand_refusals):
            return t("That cannot be done now (its reason would tell the table about your hand).")
        return super().reason_words(reason)


__all__ = ["PhoneMoves"]
