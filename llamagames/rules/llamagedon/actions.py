"""Llamagedón actions: small frozen values with a text form that parses back.

Seats and shelter positions in texts are numbers from 0, as in the state (seat 0 is the
first player; shelter 0 is the first one in a play area); cards are named by kind.

>>> parse_action("attack 2 shelter 1")
Attack(seat=2, shelter=1)
>>> str(Swap(1, BY_NAME['red']))
'swap 1 give red'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import ActionParseError
from .cards import BY_NAME, COLOURS, NAMES, RESOURCES, WILD, Card


@dataclass(frozen=True, slots=True)
class Build:
    """Place a Built Shelter from the hand: two Resources of ``colour``, or one and a Wild
    (``second`` is WILD), or two Wilds (both WILD). Not an action: any number per turn."""

    colour: Card
    second: Card

    def __str__(self) -> str:
        return f"build {NAMES[self.colour]} {NAMES[self.second]}"


@dataclass(frozen=True, slots=True)
class Replace:
    """Put the matching coloured Resource in place of the Wild in a Built Shelter, taking the Wild."""

    seat: int
    shelter: int

    def __str__(self) -> str:
        return f"replace {self.seat} shelter {self.shelter}"


@dataclass(frozen=True, slots=True)
class Recover:
    """The three-colours action: discard three Resources of different colours (Wilds stand
    for any) and take one card of kind ``card`` from the discard pile."""

    card: Card
    colours: tuple[Card, Card, Card]

    def __str__(self) -> str:
        return f"take {NAMES[self.card]} with " + " ".join(NAMES[c] for c in self.colours)


@dataclass(frozen=True, slots=True)
class Attack:
    """Destroy shelter ``shelter`` of ``seat``."""

    seat: int
    shelter: int

    def __str__(self) -> str:
        return f"attack {self.seat} shelter {self.shelter}"


@dataclass(frozen=True, slots=True)
class Steal:
    """Move shelter ``shelter`` of ``seat`` into the actor's play area."""

    seat: int
    shelter: int

    def __str__(self) -> str:
        return f"steal {self.seat} shelter {self.shelter}"


@dataclass(frozen=True, slots=True)
class Swap:
    """Give a card of kind ``give`` to ``seat`` for a card of theirs picked at random."""

    seat: int
    give: Card

    def __str__(self) -> str:
        return f"swap {self.seat} give {NAMES.get(self.give, 'hidden')}"


@dataclass(frozen=True, slots=True)
class DrawTwo:
    """Draw two more cards (they cannot be used this turn, Shelters excepted)."""

    def __str__(self) -> str:
        return "draw2"


@dataclass(frozen=True, slots=True)
class Protect:
    """Lay the Protect card on one's own shelter number ``shelter``."""

    shelter: int

    def __str__(self) -> str:
        return f"protect shelter {self.shelter}"


@dataclass(frozen=True, slots=True)
class Block:
    """Cancel the last card of the chain with a Block (asked in the Block window)."""

    def __str__(self) -> str:
        return "block"


@dataclass(frozen=True, slots=True)
class Let:
    """Let the last card of the chain be (asked in the Block window)."""

    def __str__(self) -> str:
        return "let"


@dataclass(frozen=True, slots=True)
class Pass:
    """End the turn without an action."""

    def __str__(self) -> str:
        return "pass"


LlamagedonAction = Build | Replace | Recover | Attack | Steal | Swap | DrawTwo | Protect | Block | Let | Pass
PlayedAction = Recover | Attack | Steal | Swap | DrawTwo | Protect | Block
"""The actions that can be blocked (they go on the chain of the Block window)."""

DRAW_TWO = DrawTwo()
BLOCK = Block()
LET = Let()
PASS = Pass()

HELP = ("'build red red', 'build red wild', 'replace 1 shelter 0', 'take attack with red blue wild', "
        "'attack 1 shelter 0', 'steal 1 shelter 0', 'swap 1 give red', 'draw2', 'protect shelter 0', "
        "'block', 'let' or 'pass'")


def _number(word: str) -> int:
    if not word.isdigit():
        raise ValueError(word)
    return int(word)


def _kind(word: str) -> Card:
    if word not in BY_NAME:
        raise ValueError(word)
    return BY_NAME[word]


def parse_action(text: str) -> LlamagedonAction:
    """The action whose text is ``text`` (see :data:`HELP` for the forms)."""
    words = text.strip().lower().split()
    try:
        if words == ["draw2"]:
            return DRAW_TWO
        if words == ["block"]:
            return BLOCK
        if words == ["let"]:
            return LET
        if words == ["pass"]:
            return PASS
        if len(words) == 3 and words[0] == "build":
            colour, second = _kind(words[1]), _kind(words[2])
            if colour in RESOURCES and (second == colour or second == WILD):
                return Build(colour, second)
        if len(words) == 4 and words[2] == "shelter":
            seat, shelter = _number(words[1]), _number(words[3])
            if words[0] == "attack":
                return Attack(seat, shelter)
            if words[0] == "steal":
                return Steal(seat, shelter)
            if words[0] == "replace":
                return Replace(seat, shelter)
        if len(words) == 3 and words[:2] == ["protect", "shelter"]:
            return Protect(_number(words[2]))
        if len(words) == 4 and words[0] == "swap" and words[2] == "give":
            return Swap(_number(words[1]), _kind(words[3]))
        if len(words) == 6 and words[0] == "take" and words[2] == "with":
            colours = tuple(_kind(w) for w in words[3:])
            if all(c in RESOURCES for c in colours):
                a, b, c = sorted(colours)
                return Recover(_kind(words[1]), (a, b, c))
    except ValueError:
        pass
    raise ActionParseError(f"'{text}' is not a Llamagedón action: try {HELP}.")


def colour_sets(hand_counts: dict[Card, int]) -> list[tuple[Card, Card, Card]]:
    """Every way to show three different colours from a hand (Wilds standing for any), each
    as a sorted triple such as (RED, BLUE, WILD)."""
    wilds = hand_counts.get(WILD, 0)
    held = [c for c in COLOURS if hand_counts.get(c, 0) > 0]
    sets: list[tuple[Card, Card, Card]] = []
    for w in range(0, min(wilds, 3) + 1):
        need = 3 - w
        for combo in _combinations(held, need):
            triple = tuple(list(combo) + [WILD] * w)
            sets.append((triple[0], triple[1], triple[2]))
    return sets


def _combinations(items: list[Card], k: int) -> list[tuple[Card, ...]]:
    if k == 0:
        return [()]
    out: list[tuple[Card, ...]] = []
    for i, item in enumerate(items):
        for rest in _combinations(items[i + 1:], k - 1):
            out.append((item,) + rest)
    return out
