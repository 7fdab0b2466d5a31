"""A hosted room: its short code, one unguessable token per phone seat, and a short seat code.

The room code (4-6 letters and digits, read aloud or typed) only names the game; the token
(128 bits and more, from :mod:`secrets`) is what lets a phone in. Both are checked together
and in constant time, and every failure looks the same: a stranger learns not even whether
the room exists. A new room (a resumed game) gets new codes.

A phone that cannot scan the QR code types the room code and its seat's code (shown beside
the seat on the laptop): six characters of :data:`ROOM_ALPHABET`, 30 bits. Typed codes are
short, so the server caps the tries (``server.TYPED_*``): at most 20 a minute from the whole
network, which leaves a guesser about one chance in 2^30 / 5 seats / 28,800 tries a day, about
1 in 7,500 a day of hosting (see the server). The QR code's token stays the unguessable way in.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits that cannot be mistaken for one another (no I/1, O/0)."""
ROOM_LENGTH = 5
TOKEN_BYTES = 18
"""144 bits per seat token."""
SEAT_CODE_LENGTH = 6
"""Characters of a typed seat code (30 bits of :data:`ROOM_ALPHABET`)."""


class Room:
    """The codes of one hosted game: ``code`` and a token per phone seat."""

    def __init__(self, seats: Iterable[int], code: str | None = None) -> None:
        self.code = code or "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))
        self.tokens: dict[int, str] = {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats}
        self.seat_codes: dict[int, str] = {}
        for seat in self.tokens:
            code = ""
            while not code or code in self.seat_codes.values():
                code = "".join(secrets.choice(ROOM_ALPHABET) for _ in range(SEAT_CODE_LENGTH))
            self.seat_codes[seat] = code

    def seat_of(self, room: str, token: str) -> int | None:
        """The seat ``token`` opens in room ``room``; None for anything else (whatever was wrong)."""
        room_ok = hmac.compare_digest(room.encode(), self.code.encode())
        found = None
        for seat, own in self.tokens.items():
            if hmac.compare_digest(token.encode(), own.encode()):
                found = seat
        return found if room_ok else None

    def seat_of_code(self, room: str, code: str) -> int | None:
        """The seat whose typed ``code`` it is in room ``room``; None for anything else (the
        same answer as :meth:`seat_of`, whatever was wrong)."""
        room_ok = hmac.compare_digest(room.encode(), self.code.encode())
        found = None
        for seat, own in self.seat_codes.items():
            if hmac.compare_digest(code.encode(), own.encode()):
                found = seat
        return found if room_ok else None

    def fragment(self, seat: int) -> str:
        """What follows ``#`` in a seat's address: the room and the token (a fragment never
        reaches the server's request line, so no log keeps it)."""
        return f"{self.code}.{self.tokens[seat]}"


__all__ = ["ROOM_ALPHABET", "Room", "SEAT_CODE_LENGTH"]
