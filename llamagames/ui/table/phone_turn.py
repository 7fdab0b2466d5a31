"""Whose turn a phone is playing now, for a table that shows it while it happens.

A table with phone seats (``phone_seats.PhoneTableScene``) keeps its laptop player's view; a
game whose board is one seat's (an estate) shows the phone seat's own while its turn is played
there, so the others at the table see the move happen. Any other table has no phone seat."""

from __future__ import annotations

from typing import Any


def seat_on_phone(table: Any) -> int | None:
    """The seat whose turn is played on its phone now, when it is not the laptop's viewer; None
    at a table without phone seats, at the laptop's own turn, a bot's, or once the game is over."""
    seats = getattr(table, "phone_seats", None)
    if not seats or table.view.is_over():
        return None
    seat = table.view.current_player()
    return seat if seat in seats and seat != table.viewer else None


__all__ = ["seat_on_phone"]
