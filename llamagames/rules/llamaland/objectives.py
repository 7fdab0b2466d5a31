"""The sixteen objective conditions and the golden (majority) cards.

Conditions read a player's collection and estate; the geometric ones look at the estate
from above (its footprint), as the shared data's readings say.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Container
from typing import Protocol

from .components import (
    CACAO,
    CHARACTERS_NEEDED,
    CORN,
    CROPS,
    DIVERSITY_PER_CROP,
    FARM_LLAMAS,
    HERD_SIZE,
    LEVEL_OBJECTIVES,
    MANY_LEVELS,
    OUTPOST_SPACES_BETWEEN,
    POTATO,
    ROAD_LLAMAS,
    SPECIALTY_CARDS,
    WEALTH_COINS,
)
from .estate import Cell, Estate, neighbours


class Holder(Protocol):
    """What the conditions read about a player (the game's PlayerState fits)."""

    @property
    def estate(self) -> Estate: ...

    @property
    def coins(self) -> int: ...

    @property
    def characters(self) -> tuple[int, ...]: ...

    @property
    def llama_cards(self) -> tuple[tuple[str, int], ...]: ...


_SPECIALTY = {"corn": CORN, "cacao": CACAO, "potato": POTATO}


def cards_of(player: Holder, crop: str) -> int:
    return sum(1 for c, _ in player.llama_cards if c == crop)


def route_distances(start: Cell, squares: Container[Cell]) -> dict[Cell, int]:
    """Steps from ``start`` to every square reachable through ``squares`` (breadth first)."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        for n in neighbours(c):
            if n in squares and n not in dist:
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


def largest_herd(estate: Estate) -> int:
    """Size of the largest group of llamas on orthogonally adjacent squares (any levels)."""
    llamas = set(estate.llama_cells())
    best = 0
    seen: set[Cell] = set()
    for start in llamas:
        if start in seen:
            continue
        seen.add(start)
        size, todo = 0, [start]
        while todo:
            c = todo.pop()
            size += 1
            for n in neighbours(c):
                if n in llamas and n not in seen:
                    seen.add(n)
                    todo.append(n)
        best = max(best, size)
    return best


def longest_road(estate: Estate) -> int:
    """Most llamas sharing one row or one column."""
    cells = estate.llama_cells()
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    for x, y in cells:
        rows[y] = rows.get(y, 0) + 1
        cols[x] = cols.get(x, 0) + 1
    return max([0, *rows.values(), *cols.values()])


def widest_outposts(estate: Estate) -> int:
    """Most squares strictly between two llamas along the shortest route through the estate (-1 if < 2 llamas)."""
    llamas = estate.llama_cells()
    squares = estate.tops
    best = -1
    for i, start in enumerate(llamas):
        dist = route_distances(start, squares)
        for other in llamas[i + 1 :]:
            if other in dist:
                best = max(best, dist[other] - 1)
    return best


def farm_llamas(estate: Estate) -> int:
    """Llamas whose four neighbours all belong to the estate (touching no edge and no hole)."""
    squares = estate.tops
    return sum(1 for c in estate.llama_cells() if all(n in squares for n in neighbours(c)))


def llamas_on_level(estate: Estate, level: int, and_higher: bool = False) -> int:
    return sum(1 for _, lv in estate.llamas() if lv == level or (and_higher and lv > level))


def met(key: str, player: Holder) -> bool:
    """Whether ``player`` meets the standard (purple or blue) objective ``key``."""
    estate = player.estate
    if key in _SPECIALTY:
        return cards_of(player, _SPECIALTY[key]) >= SPECIALTY_CARDS
    if key == "diversity":
        return all(cards_of(player, crop) >= DIVERSITY_PER_CROP for crop in CROPS)
    if key == "wealth":
        return player.coins >= WEALTH_COINS
    if key == "characters":
        return len(player.characters) >= CHARACTERS_NEEDED
    if key in LEVEL_OBJECTIVES:
        level, needed = LEVEL_OBJECTIVES[key]
        return llamas_on_level(estate, level, and_higher=key == "peak") >= needed
    if key == "levels":
        return len({lv for _, lv in estate.llamas()}) >= MANY_LEVELS
    if key == "herd":
        return largest_herd(estate) >= HERD_SIZE
    if key == "road":
        return longest_road(estate) >= ROAD_LLAMAS
    if key == "outposts":
        return widest_outposts(estate) >= OUTPOST_SPACES_BETWEEN
    if key == "farms":
        return farm_llamas(estate) >= FARM_LLAMAS
    raise KeyError(key)


def majority_measure(key: str, player: Holder) -> int:
    """The quantity a golden card ranks players by ("as many as possible")."""
    base = key.removeprefix("gold-")
    if base in _SPECIALTY:
        return cards_of(player, _SPECIALTY[base])
    if base == "diversity":
        return len(player.llama_cards)
    if base == "wealth":
        return player.coins
    if base == "characters":
        return len(player.characters)
    raise KeyError(key)
