"""Llamas & Alpacas actions: small frozen values with a text form that parses back.

Texts (rows, columns and row positions count from 1, as a player counts)::

    start @2,2                                   place the starting card
    take 1 @1,3                                  the first card of the row is free
    take 4 pay clover,carrot,2clover @3,1        one payment per skipped card, in row order
    take 2 pay carrot @1,1 leave clover,carrot   over 10 treats: what goes onto the next card
    take 5 pay ... @2,2 wild red                 a wild card scoring a row and a column: its value
    move @1,1 @2,3 [wild 3]                      move a card of the own board
    pass                                         only when the board is full (nothing else is possible)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core import ActionParseError
from .components import CARROT, CLOVER, COLOURS, DIGITS, TREATS

# A payment onto one skipped card: its own treat, or two of the other when the right one is lacking.
PAY_CLOVER = 0
PAY_CARROT = 1
PAY_2CLOVER = 2
PAY_2CARROT = 3
PAY_WORDS = ("clover", "carrot", "2clover", "2carrot")
PAY_TREATS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (2, 0), (0, 2))
"""(clovers, carrots) each payment puts on the card."""


def paid_treats(pay: Sequence[int]) -> tuple[int, int]:
    """(clovers, carrots) a payment costs in all."""
    return sum(PAY_TREATS[p][0] for p in pay), sum(PAY_TREATS[p][1] for p in pay)


def cell_text(cell: int) -> str:
    return f"@{cell // 3 + 1},{cell % 3 + 1}"


def treats_text(clovers: int, carrots: int) -> str:
    return ",".join([TREATS[CLOVER]] * clovers + [TREATS[CARROT]] * carrots)


@dataclass(frozen=True, slots=True)
class PlaceStart:
    """Put the starting card on a cell of the own board (setup, one seat after another)."""

    cell: int

    def __str__(self) -> str:
        return f"start {cell_text(self.cell)}"


@dataclass(frozen=True, slots=True)
class Take:
    """Take row card ``index`` (0-based), paying each skipped card, and place it on ``cell``.

    ``pay`` has one payment code per skipped card; ``leave`` is (clovers, carrots) put onto
    the next card when the player would hold more than 10; ``wild`` is a wild card's value
    when it completes a row and a column at once.
    """

    index: int
    cell: int
    pay: tuple[int, ...] = ()
    leave: tuple[int, int] = (0, 0)
    wild: str | None = None

    def __str__(self) -> str:
        parts = [f"take {self.index + 1}"]
        if self.pay:
            parts.append("pay " + ",".join(PAY_WORDS[p] if 0 <= p < 4 else str(p) for p in self.pay))
        parts.append(cell_text(self.cell))
        if self.leave != (0, 0):
            parts.append("leave " + treats_text(*self.leave))
        if self.wild is not None:
            parts.append(f"wild {self.wild}")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Move:
    """Move a card of the own board from ``src`` to the empty ``dst`` instead of taking one."""

    src: int
    dst: int
    wild: str | None = None

    def __str__(self) -> str:
        text = f"move {cell_text(self.src)} {cell_text(self.dst)}"
        return text if self.wild is None else f"{text} wild {self.wild}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Nothing is possible (the board is full): the turn goes on."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()
AlpacasAction = PlaceStart | Take | Move | Pass

_HELP = ("try 'start @2,2', 'take 1 @1,3', 'take 3 pay clover,carrot @2,1', "
         "'take 2 pay carrot @1,1 leave clover', 'move @1,1 @2,3 wild red' or 'pass'")


def _parse_cell(word: str) -> int:
    if not word.startswith("@") or "," not in word:
        raise ValueError(word)
    r, c = word[1:].split(",", 1)
    row, col = int(r), int(c)
    if not (1 <= row <= 3 and 1 <= col <= 3):
        raise ValueError(word)
    return (row - 1) * 3 + (col - 1)


def _parse_treats(word: str) -> tuple[int, int]:
    names = word.split(",")
    if any(n not in TREATS for n in names):
        raise ValueError(word)
    return names.count(TREATS[CLOVER]), names.count(TREATS[CARROT])


def _parse_wild(word: str) -> str:
    if word in COLOURS or word in tuple(str(d) for d in DIGITS):
        return word
    raise ValueError(word)


def parse_action(text: str) -> AlpacasAction:
    """The action whose text is ``text`` (see the module docstring).

    :raises ActionParseError: when the text is not a Llamas & Alpacas action.
    """
    words = text.strip().lower().split()
    try:
        if words == ["pass"]:
            return PASS
        if len(words) == 2 and words[0] == "start":
            return PlaceStart(_parse_cell(words[1]))
        if words and words[0] == "move" and len(words) in (3, 5):
            wild = None
            if len(words) == 5:
                if words[3] != "wild":
                    raise ValueError(words[3])
                wild = _parse_wild(words[4])
            return Move(_parse_cell(words[1]), _parse_cell(words[2]), wild)
        if words and words[0] == "take" and len(words) >= 3:
            index = int(words[1]) - 1
            if index < 0:
                raise ValueError(words[1])
            rest = words[2:]
            pay: tuple[int, ...] = ()
            if rest[0] == "pay":
                if len(rest) < 3:
                    raise ValueError("pay")
                pay = tuple(PAY_WORDS.index(w) for w in rest[1].split(","))
                rest = rest[2:]
            cell = _parse_cell(rest[0])
            rest = rest[1:]
            leave = (0, 0)
            wild = None
            if rest and rest[0] == "leave" and len(rest) >= 2:
                leave = _parse_treats(rest[1])
                rest = rest[2:]
            if rest and rest[0] == "wild" and len(rest) == 2:
                wild = _parse_wild(rest[1])
                rest = []
            if rest:
                raise ValueError(rest[0])
            return Take(index, cell, pay, leave, wild)
    except (ValueError, IndexError):
        pass
    raise ActionParseError(f"'{text}' is not a Llamas & Alpacas action: {_HELP}.")


__all__ = [
    "AlpacasAction",
    "Move",
    "PASS",
    "PAY_2CARROT",
    "PAY_2CLOVER",
    "PAY_CARROT",
    "PAY_CLOVER",
    "PAY_TREATS",
    "PAY_WORDS",
    "Pass",
    "PlaceStart",
    "Take",
    "cell_text",
    "paid_treats",
    "parse_action",
    "treats_text",
]
