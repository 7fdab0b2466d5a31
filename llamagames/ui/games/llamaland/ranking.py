"""The spots of the tile in hand, best first, as the normal bot judges them.

The keyboard placement starts at the first and the arrows step along the list, so a player
without a mouse meets the good spots first instead of the first legal extension (often off
screen); the hint shows the first. The price is the bot's own (``PlacementScorer``), read on
the viewer's observation of the position with the tile in hand.
"""

from __future__ import annotations

from ....bots.llamaland import Appraisal, PlacementScorer
from ....rules.llamaland import LLAMALAND, LlamalandState, Place


def ranked_spots(preview: LlamalandState, seat: int) -> list[Place]:
    """Every legal placement of the tile in hand, from the one the normal bot would pick down
    (equal prices keep the engine's order, as the bot keeps the first of equal prices)."""
    places = LLAMALAND.placements(preview)
    if not places:
        return []
    scorer = PlacementScorer(Appraisal(LLAMALAND.observation(preview, seat)))
    tile = preview.turn.tile
    prices = [scorer.score(tile, p) for p in places]
    order = sorted(range(len(places)), key=lambda i: -prices[i])
    return [places[i] for i in order]


def best_spot(preview: LlamalandState, seat: int) -> Place | None:
    """The normal bot's placement of the tile in hand (None when it cannot be placed)."""
    spots = ranked_spots(preview, seat)
    return spots[0] if spots else None


__all__ = ["best_spot", "ranked_spots"]
