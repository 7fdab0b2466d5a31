"""English grammar every game's sentences share: "You play" or "Ann plays", "your" or "Ann's".

English is the source language, but its grammar is kept as Japanese's is (``ja.py``): plain
functions of a :class:`~llamagames.rules.core.Narrator` (who is told, and the seats' names),
so the narrator holds no language's words and a third language adds its own module beside
these two. The viewer is a seat (``EVERYONE`` or ``NOBODY`` for a neutral narrator that
names every seat), never the string "You" patched into a sentence.
"""

from __future__ import annotations

from ..core import Narrator, PlayerId


def name(n: Narrator, seat: PlayerId) -> str:
    """The seat's name, or a plain "Seat N" when no name is known."""
    if 0 <= seat < len(n.names) and n.names[seat]:
        return n.names[seat]
    return f"Seat {seat + 1}"


def who(n: Narrator, seat: PlayerId, *, start: bool = True) -> str:
    """The subject: "You" (or "you" inside a sentence) for the viewer, else the name."""
    if seat == n.viewer:
        return "You" if start else "you"
    return name(n, seat)


def does(n: Narrator, seat: PlayerId, third: str, second: str, *, start: bool = True) -> str:
    """Subject and verb agreeing: ``does(n, 1, "plays", "play")`` -> "Ann plays" / "You play"."""
    return f"{who(n, seat, start=start)} {second if seat == n.viewer else third}"


def whose(n: Narrator, seat: PlayerId, *, start: bool = False) -> str:
    """The possessive: "your" / "Your" for the viewer, else "Ann's"."""
    if seat == n.viewer:
        return "Your" if start else "your"
    return f"{name(n, seat)}'s"


def own(n: Narrator, seat: PlayerId) -> str:
    """The possessive a seat's own sentence takes: "your" for the viewer, else "their"."""
    return "your" if seat == n.viewer else "their"


def whom(n: Narrator, seat: PlayerId) -> str:
    """The object: "you" for the viewer, else the name."""
    return "you" if seat == n.viewer else name(n, seat)


__all__ = ["does", "name", "own", "who", "whom", "whose"]
