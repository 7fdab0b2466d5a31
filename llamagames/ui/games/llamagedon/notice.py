"""How long the notice of what hit you stays on your shelter row.

A notice belongs to its move's moment (a playtest saw "Dolly blocked your card: it has no
effect." stay over the shelter row while Pablo's Attack on that shelter was being asked): it
goes when a later move starts a new turn or plays a new card, when you act, or after
``NOTICE_SECONDS``, whichever comes first (the log and the "Since your turn" panel keep it).
"""

from __future__ import annotations

from collections.abc import Sequence

from ....rules.core import Event

NOTICE_SECONDS = 6.0
"""Time enough to read one sentence twice; the move log keeps it for longer."""


class NoticeClock:
    """When the notice now shown was first seen, and whether the move being settled told it."""

    def __init__(self) -> None:
        self.text = ""
        self.since = 0.0
        self.fresh = False
        """Told by the move now settling (its reactions): it stays for its moment."""

    def told(self) -> None:
        """The move being settled leaves a notice (a reaction set it)."""
        self.fresh = True

    def settle(self, notice: str, events: Sequence[Event], viewer: int | None) -> str:
        """The notice once a move's ``events`` are settled: one told before this move goes
        when the move starts a turn, plays a card (a new question) or is the viewer's own."""
        fresh, self.fresh = self.fresh, False
        if fresh or not notice:
            return notice
        for event in events:
            if event.kind in ("turn", "play", "block"):
                return ""
            if event.seat == viewer and event.kind != "let":
                return ""  # you acted: you have seen what hit you
        return notice

    def check(self, notice: str, now: float) -> str:
        """The notice at ``now``: gone once it has stood ``NOTICE_SECONDS``."""
        if notice != self.text:
            self.text, self.since = notice, now
        return "" if notice and now - self.since >= NOTICE_SECONDS else notice


__all__ = ["NOTICE_SECONDS", "NoticeClock"]
