"""Japanese grammar every game's sentences share: who did it, lists of names, refusal tables.

The rules stay free of the UI's ``i18n``: each game's phrasebook (``words.py``, see
:mod:`..words`) writes its Japanese sentences from the same codes and the same
:class:`~llamagames.rules.core.Narrator` as its English ones (``en.py``), with these helpers.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Narrator, PlayerId

YOU = "あなた"


def name(n: Narrator, seat: PlayerId) -> str:
    """The seat's name, or "N番席" when no name is known."""
    if 0 <= seat < len(n.names) and n.names[seat]:
        return n.names[seat]
    return f"{seat + 1}番席"


def who(n: Narrator, seat: PlayerId) -> str:
    """"あなた" for the viewer, else the name (the subject and the object alike)."""
    return YOU if seat == n.viewer else name(n, seat)


def whose(n: Narrator, seat: PlayerId) -> str:
    """"あなたの" / "Annの"."""
    return who(n, seat) + "の"


def join(words: Sequence[str], last: str = "と") -> str:
    """"A", "AとB", "A、BとC"."""
    if len(words) <= 1:
        return "".join(words)
    return "、".join(words[:-1]) + last + words[-1]


def names(n: Narrator, seats: Sequence[PlayerId]) -> str:
    """Several seats, the viewer last ("AnnとBoとあなた" as "Ann、Boとあなた")."""
    ordered = sorted(seats, key=lambda s: (s == n.viewer, s))
    return join([who(n, s) for s in ordered])


__all__ = ["YOU", "join", "name", "names", "who", "whose"]
