"""The keyboard's spots for the tile in hand: the hint's first, then by what each brings."""

from __future__ import annotations

from llamagames.bots.llamaland import Appraisal, PlacementScorer
from llamagames.rules.llamaland import LLAMALAND, TakeStack, orientation
from llamagames.ui.games.llamaland.gains import gains_of
from llamagames.ui.games.llamaland.ranking import best_spot, brought, distinct_spots, ranked_spots


def _holding_t(seed: int):
    return LLAMALAND.apply(LLAMALAND.new_game(2, seed), TakeStack("T"))


def test_no_spot_that_earns_nothing_comes_before_one_that_earns():
    preview = _holding_t(7)
    scorer = PlacementScorer(Appraisal(LLAMALAND.observation(preview, 0)))
    places = list(LLAMALAND.placements(preview))
    by_price = sorted(places, key=lambda p: -scorer.score(preview.turn.tile, p))
    earns = [not gains_of(preview, p).empty for p in by_price]
    assert earns.index(False) < len(earns) - 1 - earns[::-1].index(True)  # the bot's price alone mixes them
    spots = ranked_spots(preview, 0)
    assert sorted(spots, key=str) == sorted(places, key=str)  # every legal spot, once
    assert spots[0] == best_spot(preview, 0)  # the hint's spot first
    pays = [brought(gains_of(preview, p)) for p in spots[1:]]
    assert pays == sorted(pays, reverse=True) and pays[0] >= 3 and pays[-1] == 0
    # among spots that bring as much, the bot's price decides
    tile = preview.turn.tile
    for a, b, pa, pb in zip(spots[1:], spots[2:], pays, pays[1:]):
        if pa == pb:
            assert scorer.score(tile, a) >= scorer.score(tile, b)


def test_the_arrows_stop_once_on_each_spot_of_the_symmetric_x_tile():
    """The X lies on one spot turned several ways; the arrows offered that spot twice (a playtest)."""
    preview = LLAMALAND.apply(LLAMALAND.new_game(2, 7), TakeStack("X"))
    tile = preview.turn.tile
    spots = ranked_spots(preview, 0)

    def footprint(p):
        return frozenset(orientation(tile, p.face, p.rot).at(p.x, p.y)), p.level

    stops = distinct_spots(spots, tile)
    assert len(stops) < len(spots)  # the X's turns share spots
    assert len({footprint(p) for p in stops}) == len(stops) == len({footprint(p) for p in spots})
    assert stops[0] == spots[0]  # the hint's spot still first, the order kept
    assert [p for p in spots if p in stops] == stops
