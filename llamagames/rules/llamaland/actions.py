"""Llamaland actions: each small decision of a turn, with its text form and parser."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core import ActionParseError
from .components import CROP_BY_NAME, CROP_NAMES, OBJECTIVES, SHAPES, SPACE_NAMES
from .estate import BACK, FRONT, Place

COIN_WORD = "coin"


@dataclass(frozen=True, slots=True)
class TakeStack:
    """Take the top tile of the stack of ``shape``: ``stack T``."""

    shape: str

    def __str__(self) -> str:
        return f"stack {self.shape}"


@dataclass(frozen=True, slots=True)
class TakeCharacter:
    """Take a character for a covered Huts icon: ``hut row 2`` (1-based) or ``hut pile``."""

    source: str  # "row" or "pile"
    index: int = 0

    def __str__(self) -> str:
        return "hut pile" if self.source == "pile" else f"hut row {self.index}"


@dataclass(frozen=True, slots=True)
class PlaceMarker:
    """Put a marker on an objective space: ``marker herd top``, or move one: ``... from road``."""

    objective: str
    space: int
    source: str = ""  # objective the marker comes from; "" = from the player's reserve

    def __str__(self) -> str:
        text = f"marker {self.objective} {SPACE_NAMES[self.space]}"
        return f"{text} from {self.source}" if self.source else text


@dataclass(frozen=True, slots=True)
class Skip:
    """Place no marker after extending: ``skip``."""

    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True, slots=True)
class UseCharacter:
    """Use a Trader or Merchant card: ``trade corn>cacao #12``, ``trade coin>corn #14``."""

    card: int
    give: str  # crop icon or "coin"
    get: str

    def __str__(self) -> str:
        return f"trade {_word(self.give)}>{_word(self.get)} #{self.card}"


@dataclass(frozen=True, slots=True)
class Feed:
    """Feed a llama of ``crop`` paying ``coins`` coins (2 per missing crop): ``feed cacao coins 4``."""

    crop: str
    coins: int = 0

    def __str__(self) -> str:
        return f"feed {CROP_NAMES[self.crop]} coins {self.coins}"


@dataclass(frozen=True, slots=True)
class PlaceLlama:
    """Stand the fed llama on a square: ``llama @1,2``."""

    x: int
    y: int

    def __str__(self) -> str:
        return f"llama @{self.x},{self.y}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Finish the turn: ``end``."""

    def __str__(self) -> str:
        return "end"


Action = TakeStack | Place | TakeCharacter | PlaceMarker | Skip | UseCharacter | Feed | PlaceLlama | EndTurn


def _word(item: str) -> str:
    return COIN_WORD if item == COIN_WORD else CROP_NAMES[item]


def _item(word: str) -> str:
    if word == COIN_WORD:
        return COIN_WORD
    if word in CROP_BY_NAME:
        return CROP_BY_NAME[word]
    raise ActionParseError(f"'{word}' is not a crop or coin.")


_INT = r"(-?\d+)"
_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"stack ([A-Z])"), "stack"),
    (re.compile(rf"place ([A-Z]) (front|back) r([0-3]) @{_INT},{_INT} L(\d+)"), "place"),
    (re.compile(r"hut row (\d+)"), "row"),
    (re.compile(r"hut pile"), "pile"),
    (re.compile(r"marker ([\w-]+) (top|middle|bottom)(?: from ([\w-]+))?"), "marker"),
    (re.compile(r"skip"), "skip"),
    (re.compile(r"trade (\w+)>(\w+) #(\d+)"), "trade"),
    (re.compile(r"feed (\w+) coins (\d+)"), "feed"),
    (re.compile(rf"llama @{_INT},{_INT}"), "llama"),
    (re.compile(r"end"), "end"),
]


def parse(text: str) -> Action:
    """The action written as ``text`` (see each class for its form)."""
    text = " ".join(text.strip().split())
    for pattern, kind in _PATTERNS:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        g = m.groups()
        if kind == "stack":
            if g[0] not in SHAPES:
                raise ActionParseError(f"There is no tile stack '{g[0]}'.")
            return TakeStack(g[0])
        if kind == "place":
            if g[0] not in SHAPES:
                raise ActionParseError(f"There is no tile shape '{g[0]}'.")
            face = FRONT if g[1] == FRONT else BACK
            return Place(g[0], face, int(g[2]), int(g[3]), int(g[4]), int(g[5]))
        if kind == "row":
            return TakeCharacter("row", int(g[0]))
        if kind == "pile":
            return TakeCharacter("pile")
        if kind == "marker":
            for key in (g[0], g[2]):
                if key and key not in OBJECTIVES:
                    raise ActionParseError(f"There is no objective '{key}'.")
            return PlaceMarker(g[0], SPACE_NAMES.index(g[1]), g[2] or "")
        if kind == "skip":
            return Skip()
        if kind == "trade":
            return UseCharacter(int(g[2]), _item(g[0]), _item(g[1]))
        if kind == "feed":
            if g[0] not in CROP_BY_NAME:
                raise ActionParseError(f"'{g[0]}' is not a crop.")
            return Feed(CROP_BY_NAME[g[0]], int(g[1]))
        if kind == "llama":
            return PlaceLlama(int(g[0]), int(g[1]))
        return EndTurn()
    raise ActionParseError(f"'{text}' is not a Llamaland action.")
