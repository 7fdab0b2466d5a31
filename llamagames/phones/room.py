"""A hosted room: its short code, one unguessable token per phone seat, and a short seat code.

The room code (4-6 letters and digits, read aloud or typed) only names the game; the token
(128 bits and more, from :mod:`secrets`) is what lets a phone in. Both are checked together
and in constant time, and every failure looks the same: a stranger learns not even whether
the room exists. A new game gets new codes; a continued one keeps its own (below).

A phone that cannot scan the QR code types the room code and its seat's code (shown beside
the seat on the laptop): six characters of :data:`ROOM_ALPHABET`, 30 bits. Typed codes are
short, so the server caps the tries (``server.TYPED_*``): at most 20 a minute from the whole
network, which leaves a guesser about one chance in 2^30 / 5 seats / 28,800 tries a day, about
1 in 7,500 a day of hosting (see the server). The QR code's token stays the unguessable way in.

A game saved and continued keeps its codes (:meth:`Room.kept`, :meth:`Room.restore`: kept in
the laptop's save only), so a phone that reloads its page after Continue is back in its seat;
each seat's token and code still open that seat alone. No phone holds a seat as the game
continues: the first phone back with its codes does (the server's grace rules from then on).
"""

from __future__ import annotations

import hmac
import re
import secrets
from collections.abc import Iterable, Mapping
from typing import Any

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits that cannot be mistaken for one another (no I/1, O/0)."""
ROOM_LENGTH = 5
TOKEN_BYTES = 18
"""144 bits per seat token."""
SEAT_CODE_LENGTH = 6
"""Characters of a typed seat code (30 bits of :data:`ROOM_ALPHABET`)."""
_ROOM_TEXT = re.compile(f"^[{ROOM_ALPHABET}]{{{ROOM_LENGTH}}}$")
_CODE_TEXT = re.compile(f"^[{ROOM_ALPHABET}]{{{SEAT_CODE_LENGTH}}}$")
_TOKEN_TEXT = re.compile(r"^[A-Za-z0-9_-]{24,64}$")


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

    def kept(self) -> dict[str, Any]:
        """The codes as a game's save keeps them (on the laptop only: never in a replay, a
        finished game's file, or anything a seat's view carries)."""
        return {"room": self.code,
                "seats": {str(seat): {"token": token, "code": self.seat_codes[seat]} for seat, token in self.tokens.items()}}

    @classmethod
    def restore(cls, seats: Iterable[int], kept: Any) -> Room:
        """The room of a continued game: its kept codes for each of ``seats`` that has them
        whole, new ones for the rest (a seat that became a phone since); a new room when
        nothing usable was kept (an older save, a hand-edited one)."""
        seats = list(seats)
        room_code = kept.get("room") if isinstance(kept, Mapping) else None
        if not isinstance(room_code, str) or not _ROOM_TEXT.match(room_code):
            return cls(seats)
        room = cls(seats, room_code)
        by_seat = kept.get("seats")
        if not isinstance(by_seat, Mapping):
            return room
        for seat in seats:
            own = by_seat.get(str(seat))
            if not isinstance(own, Mapping):
                continue
            token, code = own.get("token"), own.get("code")
            if (isinstance(token, str) and _TOKEN_TEXT.match(token) and isinstance(code, str) and _CODE_TEXT.match(code)
                    and token not in room.tokens.values() and code not in room.seat_codes.values()):
                room.tokens[seat], room.seat_codes[seat] = token, code
        return room

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
