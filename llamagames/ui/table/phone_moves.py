"""A phone table's moves: the kit's, and a take-back made at the laptop is told to the phones.

A phone's own take-back was told to every other phone (``PhoneHost.took_back``); one made at
the laptop only vanished from the phones' screens (a playtest: the laptop player's move was
gone from Ben's phone and nothing said why). While phone players look at the laptop's screen, a
refusal does not say what its face-down hand holds or lacks (a playtest's big red "You hold no
Block card" told the table what the laptop player did not hold): the hand is shown to its player."""

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

    @property
    def showing_hand(self) -> bool: ...

    def hand_hidden(self) -> bool: ...

    def toggle_hand(self) -> None: ...


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

    def show_hand_first(self) -> bool:
        """At a shared screen with the laptop's hand face down, an answer that depends on the hand
        (Block) first shows the hand to its player, with the same words whatever it holds; True
        when it did. Face up, the hand is hers alone to read: a refusal then says its reason."""
        table = self.table
        if not (table.shares_the_screen and table.hand_hidden()) or table.showing_hand:
            return False
        table.toggle_hand()
        table.toasts.show(t("Your hand is face up for you: play from it, or let it happen."))
        return True

    def refuse(self, reason: str | Refusal) -> None:
        """The kit's refusal, but one whose reason would tell what the laptop's face-down hand
        holds or lacks, while phone players look at the screen, shows that hand to its player
        instead (pt54 read "its reason would tell the table about your hand", which told it)."""
        if (isinstance(reason, Refusal) and self.table.shares_the_screen
                and reason.code in adapter(self.table.game_name).hand_refusals and self.show_hand_first()):
            return
        super().refuse(reason)


__all__ = ["PhoneMoves"]
