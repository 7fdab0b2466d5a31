"""The spots of the tile in hand, best first: the hint's spot, then by what each brings.

The mouse's ghost snaps among these spots (``pivot.snap``, the nearest); the keys never step
along this list (a jump to the best spot read as a hint nobody asked for: the arrows move the
tile one square, and H shows the hint). The first is the hint's (the normal bot's pick,
``PlacementScorer``, read on the viewer's observation of the position with the tile in
hand); the rest go by what the rules
pay for them (crops, coins and characters covered, ``gains.py``), most first, and among equal
pay by the bot's price (which counts the objectives' markers): an extension that earns nothing
comes after every build that earns something, as a playtest asked.
"""

from __future__ import annotations

from ....bots.llamaland import Appraisal, PlacementScorer
from ....rules.llamaland import LLAMALAND, LlamalandState, Place, orientation
from .gains import Gains, gains_of


def _prices(preview: LlamalandState, seat: int, places: list[Place]) -> list[float]:
    scorer = PlacementScorer(Appraisal(LLAMALAND.observation(preview, seat)))
    tile = preview.turn.tile
    return [scorer.score(tile, p) for p in places]


def brought(gains: Gains) -> int:
    """How many things a placement brings: each crop, coin and character it pays."""
    return sum(n for _, n in gains.items) + gains.characters


def ranked_spots(preview: LlamalandState, seat: int) -> list[Place]:
    """Every legal placement of the tile in hand: the normal bot's pick, then the others by what
    they bring, then by the bot's price (equal ones keep the engine's order)."""
    places = list(LLAMALAND.placements(preview))
    if not places:
        return []
    prices = _prices(preview, seat, places)
    best = max(range(len(places)), key=lambda i: prices[i])  # the first of equal prices, as the bot keeps
    pays = [brought(gains_of(preview, p)) for p in places]
    order = sorted(range(len(places)), key=lambda i: (i != best, -pays[i], -prices[i]))
    return [places[i] for i in order]


def distinct_spots(places: list[Place], tile: int) -> list[Place]:
    """``places`` with one per spot: the first of those covering the same squares at the same
    level. A symmetric tile (the X) lies there turned several ways, the same spot to a player:
    the arrows step to the next spot, and R and F turn the tile on it."""
    seen: set[tuple[frozenset[tuple[int, int]], int]] = set()
    kept = []
    for place in places:
        key = (frozenset(orientation(tile, place.face, place.rot).at(place.x, place.y)), place.level)
        if key not in seen:
            seen.add(key)
            kept.append(place)
    return kept


def best_spot(preview: LlamalandState, seat: int) -> Place | None:
    """The normal bot's placement of the tile in hand (None when it cannot be placed)."""
    places = list(LLAMALAND.placements(preview))
    if not places:
        return None
    prices = _prices(preview, seat, places)
    return places[max(range(len(places)), key=lambda i: prices[i])]


__all__ = ["best_spot", "brought", "distinct_spots", "ranked_spots"]
