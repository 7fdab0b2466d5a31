"""Llamaland bots: the heuristic ("normal") and a newcomer ("easy": the same prices, misjudged).

A Llamaland turn is a chain of small decisions, and every one is judged in the same
currency: victory points the bot expects to hold at the end. ``Appraisal`` prices what the
bot sees from its seat (a crop is worth a share of the llama card it will buy, a coin half
a crop, a character what it will yield in the turns left, a marker its points times the
chance of meeting the objective). Placements are many (hundreds on a crowded estate), so
they are priced straight from the estate's squares without applying them; the few other
decisions (markers, characters, trades, feeding, llama squares) are applied to the
observation and the results appraised.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import add
from typing import Any

from ..rules.llamaland import (
    HUTS,
    LLAMA_PHASE,
    LLAMALAND,
    MAIN,
    MARKER,
    PLACE,
    START,
    EndTurn,
    Feed,
    Place,
    TakeCharacter,
    TakeStack,
    UseCharacter,
    orientation,
    orientations,
)
from ..rules.llamaland import objectives as obj
from ..rules.llamaland.components import (
    BUILDER,
    CHARACTERS,
    CHARACTERS_NEEDED,
    COIN,
    COINS_PER_CROP,
    CROPS,
    DIVERSITY_PER_CROP,
    END_TILES_LEFT,
    FARM_LLAMAS,
    FARMER,
    FEED_COST,
    GOLDEN,
    GRASS,
    HERD_SIZE,
    HUT,
    LEVEL_OBJECTIVES,
    MANY_LEVELS,
    MARKERS_PER_PLAYER,
    MERCHANT,
    MINER,
    OBJECTIVES,
    OUTPOST_SPACES_BETWEEN,
    ROAD_LLAMAS,
    SETTLER,
    SETTLER_COINS,
    SPECIALTY_CARDS,
    TRADER,
    WEALTH_COINS,
)
from ..rules.llamaland.estate import Cell, Estate, neighbours
from ..rules.llamaland.placements import PlacementView, bit_indices

GAME = LLAMALAND

# Pricing, in victory points. Tuned by paired self-play (each change against the version before,
# seats swapped on the same deals); the tournament checks the levels against each other.
CROP_DISCOUNT = 0.85  # a crop is worth this share of a quarter of the llama card it buys
COIN_SHARE = 0.5  # two coins stand in for one crop
FEEDS_PER_TURN = 0.32  # llama cards fed per turn, measured over bot games
COINS_PER_TURN = 0.8  # coins a player can still gather per turn when saving them
READY_BONUS = 3.5  # being able to feed this very turn (tempo: the card values drop)
FOUNDATION_COST = 1.0  # a foundation spent (three per game, each opens a build) ...
FOUNDATION_COST_PER_TURN = 0.12  # ... and more so with many turns to come
CONTACT = 0.3  # per side an extension shares with the estate: compact estates keep flat build spots
FLAT = 0.1  # per side a built tile shares with squares of its new level
EXPOSED_ICON = 0.35  # an icon left on top of the estate is income for a later build
EXPOSED_GRASS = 0.12  # a grass square on top is room for a llama
UNCLAIMED_WEIGHT = 0.35  # objectives without our marker still count a little (we may claim them)
BLOCK_PENALTY = 0.15  # per icon next to a llama square at its level (the llama blocks builds)
MAX_TRADES = 3  # trade chains searched before a feed
TRADE_MARGIN = 0.3  # a trade must earn this much (no swapping back and forth)

# The chance to meet an objective when the missing part is about as large as the llamas
# (or huts) still to come: how hard each condition is to steer toward, from our play.
EASE: dict[str, float] = {
    "corn": 0.55, "cacao": 0.55, "potato": 0.55, "diversity": 0.6, "wealth": 0.85,
    "characters": 0.6, "lowlands": 0.7, "plains": 0.6, "hills": 0.45, "mountains": 0.3,
    "peak": 0.2, "levels": 0.4, "herd": 0.7, "road": 0.75, "outposts": 0.5, "farms": 0.35,
}
HUTS_PER_TURN = 0.25  # Huts icons covered per build, roughly
FARMER_RATE = 0.12  # chance a build covers two of the farmer's crop
MINER_RATE = 0.25
SETTLER_RATE = 0.08
BUILDER_RATE = 0.1
TRADER_WORTH = 0.8
_SPECIALTY = {"corn": CROPS[0], "cacao": CROPS[1], "potato": CROPS[2]}
_LAYOUT_FREE = frozenset(("corn", "cacao", "potato", "diversity", "wealth", "characters"))
"""Objectives met by the collection alone: their chance does not depend on where llamas stand."""


def _future_turns(state: Any, seat: int) -> int:
    """Our turns after this one, from the end trigger: 4 tiles left or one llama type left.

    The game ends with the round in which the end is triggered (the seat before the crook
    plays last), so the estimate counts our seat's turns up to that round's end.
    """
    n = state.num_players
    now = state.turns_taken
    if state.triggered:
        trigger = now - 1
    else:
        before = state.tiles_left + (0 if state.turn.phase == START else 1)
        by_tiles = max(1, before - END_TILES_LEFT)
        columns = sorted(len(c) for c in state.llama_columns)
        # Feeds spread over all three types, so the last column drains alongside the others.
        by_cards = max(1, math.ceil((sum(columns[:-1]) + columns[1]) / FEEDS_PER_TURN))
        trigger = now + min(by_tiles, by_cards) - 1
    last = trigger + (n - 1 - trigger % n) % n  # turn index i is the seat (crook + i) % n
    mine = (seat - state.crook) % n
    return sum(1 for i in range(now + 1, last + 1) if i % n == mine)


@dataclass
class _Geometry:
    """The llama layout of one estate, kept so each candidate llama square is priced in O(llamas)."""

    llamas: list[tuple[Cell, int]]
    by_level: dict[int, int]
    rows: dict[int, int]
    cols: dict[int, int]
    component: dict[Cell, int]
    sizes: list[int]
    herd: int
    road: int
    farms: int
    outposts: int
    distances: list[dict[Cell, int]]

    @staticmethod
    def of(estate: Estate, need_distances: bool) -> _Geometry:
        llamas = estate.llamas()
        by_level: dict[int, int] = {}
        rows: dict[int, int] = {}
        cols: dict[int, int] = {}
        for (x, y), lv in llamas:
            by_level[lv] = by_level.get(lv, 0) + 1
            rows[y] = rows.get(y, 0) + 1
            cols[x] = cols.get(x, 0) + 1
        cells = {c for c, _ in llamas}
        component: dict[Cell, int] = {}
        sizes: list[int] = []
        for start in cells:
            if start in component:
                continue
            label = len(sizes)
            component[start] = label
            todo, size = [start], 0
            while todo:
                c = todo.pop()
                size += 1
                for n in neighbours(c):
                    if n in cells and n not in component:
                        component[n] = label
                        todo.append(n)
            sizes.append(size)
        tops = estate.tops
        farms = sum(1 for c in cells if all(n in tops for n in neighbours(c)))
        distances: list[dict[Cell, int]] = []
        outposts = -1
        if need_distances:
            distances = [obj.route_distances(c, tops) for c, _ in llamas]
            for i in range(len(llamas)):
                for other, _ in llamas[i + 1 :]:
                    if other in distances[i]:
                        outposts = max(outposts, distances[i][other] - 1)
        return _Geometry(
            llamas, by_level, rows, cols, component, sizes, max(sizes, default=0),
            max([0, *rows.values(), *cols.values()]), farms, outposts, distances,
        )


_GEOMETRIES: dict[tuple[int, bool], tuple[Estate, _Geometry]] = {}
"""Layouts by estate (kept with the estate, so its id is not reused while cached)."""
_GEOMETRY_CACHE_SIZE = 512


class Appraisal:
    """Prices for one seat's view of the game, in expected victory points at the end."""

    def __init__(self, observation: Any) -> None:
        state = observation.state
        self.state = state
        self.seat = observation.seat
        self.player = state.players[self.seat]
        n = state.num_players
        self.future_turns = _future_turns(state, self.seat)
        self.turns_left = self.future_turns + 1.0  # this turn included
        self.tops = [c[-1] if c else 0 for c in state.llama_columns]
        self.crop_worth = {
            crop: max(1.0, CROP_DISCOUNT * top / FEED_COST) if top else 1.0 for crop, top in zip(CROPS, self.tops)
        }
        if self.future_turns == 0:  # the last turn: what is not fed now scores 1 point a crop
            self.crop_worth = {c: 1.0 for c in CROPS}
        elif self.future_turns == 1:
            self.crop_worth = {c: 1.0 + (w - 1.0) * 0.6 for c, w in self.crop_worth.items()}
        self.coin_worth = max(0.5, COIN_SHARE * max(self.crop_worth.values()))
        self.cards_left = sum(len(c) for c in state.llama_columns)
        self.llamas_to_come = min(self.turns_left * FEEDS_PER_TURN * 1.3, self.cards_left / n * 1.3)
        self.my_markers = {state.objectives[i]: s.index(self.seat) for i, s in enumerate(state.markers) if self.seat in s}
        self.reserve = MARKERS_PER_PLAYER - len(self.my_markers)
        self._chances: dict[tuple[str, int], tuple[Any, float]] = {}

    # Objectives ---------------------------------------------------------------------

    def chance(self, key: str, player: Any, geometry: _Geometry | None = None) -> float:
        """The chance that ``player`` (ours, possibly after a move) meets objective ``key`` at the end."""
        if key.startswith("gold-"):
            return self._golden_chance(key, player)
        if geometry is not None and key not in _LAYOUT_FREE:
            return self._chance(key, player, geometry)
        # Players are immutable: one seen before (the same object) has the same chance.
        cached = self._chances.get((key, id(player)))
        if cached is None or cached[0] is not player:
            cached = (player, self._chance(key, player, self.geometry(player.estate)))
            self._chances[key, id(player)] = cached
        return cached[1]

    def _chance(self, key: str, player: Any, geometry: _Geometry) -> float:
        if self._met(key, player, geometry):
            if key == "wealth":
                return 0.95
            return 1.0
        missing, supply, need = self._missing(key, player, geometry)
        if missing <= 0:
            return 1.0
        if supply <= 0:
            return 0.0
        # Enough still to come, and each step already made, both raise the chance (so every
        # coin, card or llama toward the goal counts, even while the goal looks easy).
        ratio = min(1.0, supply / missing)
        progress = max(0.0, 1.0 - missing / need)
        return EASE.get(key, 0.4) * ratio * ratio * (0.4 + 0.6 * progress)

    def geometry(self, estate: Estate) -> _Geometry:
        """The llama layout of ``estate``, computed once per estate (estates are immutable,
        and the same estates come back decision after decision)."""
        outposts = "outposts" in self.state.objectives
        cached = _GEOMETRIES.get((id(estate), outposts))
        if cached is None or cached[0] is not estate:
            if len(_GEOMETRIES) >= _GEOMETRY_CACHE_SIZE:
                _GEOMETRIES.clear()
            cached = (estate, _Geometry.of(estate, outposts))
            _GEOMETRIES[id(estate), outposts] = cached
        return cached[1]

    def _golden_chance(self, key: str, player: Any) -> float:
        mine = obj.majority_measure(key, player)
        others = [obj.majority_measure(key, p) for s, p in enumerate(self.state.players) if s != self.seat]
        ahead = sum(1 for o in others if o < mine)
        return 0.3 + 0.6 * ahead / max(1, len(others))

    def _met(self, key: str, player: Any, g: _Geometry) -> bool:
        if key in LEVEL_OBJECTIVES:
            level, needed = LEVEL_OBJECTIVES[key]
            count = sum(v for lv, v in g.by_level.items() if lv == level or (key == "peak" and lv > level))
            return count >= needed
        if key == "levels":
            return len(g.by_level) >= MANY_LEVELS
        if key == "herd":
            return g.herd >= HERD_SIZE
        if key == "road":
            return g.road >= ROAD_LLAMAS
        if key == "outposts":
            return g.outposts >= OUTPOST_SPACES_BETWEEN
        if key == "farms":
            return g.farms >= FARM_LLAMAS
        return obj.met(key, player)

    def _missing(self, key: str, player: Any, g: _Geometry) -> tuple[float, float, float]:
        """(what is still missing, how much of it may still come, the whole requirement), in like units."""
        llamas = self.llamas_to_come
        if key in _SPECIALTY:
            crop = _SPECIALTY[key]
            have = obj.cards_of(player, crop)
            left = len(self.state.llama_columns[CROPS.index(crop)])
            return SPECIALTY_CARDS - have, min(llamas, left * 0.6), SPECIALTY_CARDS
        if key == "diversity":
            miss = sum(max(0, DIVERSITY_PER_CROP - obj.cards_of(player, c)) for c in CROPS)
            return miss, llamas, DIVERSITY_PER_CROP * len(CROPS)
        if key == "wealth":
            return WEALTH_COINS - player.coins, self.future_turns * COINS_PER_TURN, WEALTH_COINS
        if key == "characters":
            return CHARACTERS_NEEDED - len(player.characters), self.future_turns * HUTS_PER_TURN, CHARACTERS_NEEDED
        if key in LEVEL_OBJECTIVES:
            level, needed = LEVEL_OBJECTIVES[key]
            count = sum(v for lv, v in g.by_level.items() if lv == level or (key == "peak" and lv > level))
            return needed - count, llamas, needed
        if key == "levels":
            return MANY_LEVELS - len(g.by_level), llamas * 0.8, MANY_LEVELS
        if key == "herd":
            return HERD_SIZE - g.herd, llamas, HERD_SIZE
        if key == "road":
            return ROAD_LLAMAS - g.road, llamas, ROAD_LLAMAS
        if key == "outposts":
            tops = player.estate.tops
            xs = [x for x, _ in tops]
            ys = [y for _, y in tops]
            span = max(xs) - min(xs) + max(ys) - min(ys)
            short = max(0, OUTPOST_SPACES_BETWEEN + 1 - span) / 3.0
            # Two llamas to stand, then the gap between the farthest pair to widen to 12 steps.
            steps = OUTPOST_SPACES_BETWEEN + 1
            far = 2.0 if not g.llamas else 1.0 - max(0, g.outposts + 1) / steps
            return far + short, llamas, 2.0 + (OUTPOST_SPACES_BETWEEN + 1) / 3.0
        if key == "farms":
            return FARM_LLAMAS - g.farms, llamas, FARM_LLAMAS
        return 1.0, 0.0, 1.0

    def objectives_value(self, state: Any, player: Any, geometry: _Geometry | None = None) -> float:
        """Expected points from our markers, plus a share of the objectives we could still claim."""
        total = 0.0
        seat = self.seat
        in_reserve = MARKERS_PER_PLAYER - sum(1 for spaces in state.markers if seat in spaces)
        for index, key in enumerate(state.objectives):
            spaces = state.markers[index]
            points = OBJECTIVES[key].points
            if seat in spaces:
                p = self.chance(key, player, geometry)
                total += points[spaces.index(seat)] * p if OBJECTIVES[key].colour != GOLDEN else 6.0 * p
            elif in_reserve > 0 and -1 in spaces:
                free = [points[s] for s, h in enumerate(spaces) if h < 0 and not (state.num_players == 2 and s == 1)]
                if free:
                    total += UNCLAIMED_WEIGHT * max(free) * self.chance(key, player, geometry)
        return total

    # Characters ---------------------------------------------------------------------

    def character_worth(self, card: int) -> float:
        data = CHARACTERS[card]
        turns = self.future_turns
        if data.kind == FARMER:
            return FARMER_RATE * turns * self.crop_worth[data.crops[0]]
        if data.kind == MINER:
            return MINER_RATE * turns * self.coin_worth
        if data.kind == SETTLER:
            return SETTLER_RATE * turns * SETTLER_COINS * self.coin_worth
        if data.kind == BUILDER:
            return BUILDER_RATE * turns * self.coin_worth
        if data.kind == MERCHANT:
            gain = self.crop_worth[data.crops[0]] - self.coin_worth
            return min(3.0, 0.2 * turns * max(0.2, gain))
        if data.kind == TRADER:
            return TRADER_WORTH
        return 0.5

    def hut_worth(self) -> float:
        """What covering a Huts icon brings: the best card of the row, or a card of the pile."""
        state = self.state
        best = max((self.character_worth(c) for c in state.char_row), default=0.0)
        if state.char_pile:
            pile = sum(self.character_worth(c) for c in state.char_pile) / len(state.char_pile)
            best = max(best, pile)
        if best and "characters" in state.objectives:
            best += 1.0  # one step toward the Characters objective
        return best

    # The position -------------------------------------------------------------------

    def value(self, state: Any, geometry: _Geometry | None = None) -> float:
        """Our position after a decision: llama cards, crops, coins, characters, objectives."""
        player = state.players[self.seat]
        total = float(player.llama_points)
        total += sum(n * self.crop_worth[c] for c, n in zip(CROPS, player.crops))
        total += player.coins * self.coin_worth
        total += sum(self.character_worth(c) for c in player.characters)
        total += self.objectives_value(state, player, geometry)
        return total

    def can_feed(self, crops: Sequence[int], coins: int) -> float:
        """The top card value we could feed with these crops and coins (0 if none)."""
        best = 0
        for i, top in enumerate(self.tops):
            if top and crops[i] + min(coins, FEED_COST * COINS_PER_CROP) // COINS_PER_CROP >= FEED_COST:
                best = max(best, top)
        return best


# Placements -------------------------------------------------------------------------

_SLOT_ICONS = (*CROPS, COIN, HUT)
_BOUND_SLACK = 1e-6  # far above the rounding of a few additions, far below any real difference
_ICON_SLOT = {icon: slot for slot, icon in enumerate(_SLOT_ICONS)}


@cache
def _face_data(tile: int, face: str, rot: int) -> tuple[tuple[Cell, ...], float, int]:
    """An orientation's cells, what its icons are worth left on top, and its grass squares."""
    o = orientation(tile, face, rot)
    exposed = sum(EXPOSED_ICON if i != GRASS else EXPOSED_GRASS for i in o.icons)
    return o.cells, exposed, sum(1 for i in o.icons if i == GRASS)


class PlacementScorer:
    """Prices a tile placement from the estate's squares, without applying it."""

    def __init__(self, view: Appraisal) -> None:
        self.view = view
        state = view.state
        player = view.player
        self.tops = player.estate.tops
        self.worth = {**view.crop_worth, COIN: view.coin_worth, HUT: view.hut_worth(), GRASS: 0.0}
        for crop, left in zip(CROPS, state.supply_crops):
            if not left:
                self.worth[crop] = 0.0  # an empty supply gives nothing
        if not state.supply_coins:
            self.worth[COIN] = 0.0
        if not state.char_row and not state.char_pile:
            self.worth[HUT] = 0.0
        kinds: dict[str, list[str]] = {}
        for card in player.characters:
            data = CHARACTERS[card]
            kinds.setdefault(data.kind, []).extend(data.crops or ("",))
        self.farmers = kinds.get(FARMER, [])
        self.miners = len(kinds.get(MINER, []))
        self.settlers = len(kinds.get(SETTLER, []))
        self.builders = len(kinds.get(BUILDER, []))
        self.crops = list(player.crops)
        self.coins = player.coins
        self.ready_before = view.can_feed(self.crops, self.coins) > 0
        self.marker_gain = _best_marker_gain(view) if state.objectives else 0.0
        self.level_wish = self._level_wishes()
        self.foundation_cost = FOUNDATION_COST + FOUNDATION_COST_PER_TURN * view.future_turns
        # The same prices by icon slot, for the scoring loop.
        self.slot_worth = [self.worth[icon] for icon in _SLOT_ICONS]
        self.farmer_slots = [_ICON_SLOT[crop] for crop in self.farmers]
        self._heights_around: dict[Cell, tuple[int, int, int, int]] = {}
        self._contact_grids: dict[tuple[int, int, int, int], list[int]] = {}
        self._contact_bits: dict[tuple[int, int, int, int], list[int]] = {}
        self._build_grids: dict[tuple[int, int, int, int, int], list[float]] = {}
        self._near: set[Cell] | None = None
        # The most the characters and the feed bonus can add to a build's squares.
        self._bonus_bound = sum(self.slot_worth[slot] for slot in self.farmer_slots) + self.slot_worth[3] * (
            self.miners + self.settlers * SETTLER_COINS + self.builders
        )
        if not self.ready_before:
            self._bonus_bound += READY_BONUS * max(self.view.tops) / 10.0

    def _level_wishes(self) -> dict[int, float]:
        """Points per grass square made on a level, from level objectives still missing llamas."""
        view = self.view
        wishes: dict[int, float] = {}
        estate = view.player.estate
        for key in view.state.objectives:
            if key not in LEVEL_OBJECTIVES and key != "levels":
                continue
            mine = key in view.my_markers
            weight = 1.0 if mine else UNCLAIMED_WEIGHT
            if key == "levels":
                have = {lv for _, lv in estate.llamas()}
                for lv in range(2, 6):
                    if lv not in have:
                        wishes[lv] = wishes.get(lv, 0.0) + 0.25 * weight
                continue
            level, needed = LEVEL_OBJECTIVES[key]
            if obj.llamas_on_level(estate, level, key == "peak") >= needed:
                continue
            for lv in ([level] if key != "peak" else [level, level + 1, level + 2]):
                wishes[lv] = wishes.get(lv, 0.0) + 0.3 * weight * OBJECTIVES[key].points[0] / 10.0
        return wishes

    def _around(self, cell: Cell) -> tuple[int, int, int, int]:
        """The heights of a square's four neighbours (0 off the estate), worked out once per
        square: a placement's contacts and flat sides are counted from them."""
        around = self._heights_around.get(cell)
        if around is None:
            tops = self.tops
            around = tuple(tops[n][0] if n in tops else 0 for n in neighbours(cell))  # type: ignore[assignment]
            self._heights_around[cell] = around  # type: ignore[assignment]
        return around  # type: ignore[return-value]

    def score(self, tile: int, place: Place) -> float:
        """Points a placement is worth: icons it covers (with the characters they trigger and a
        bonus when they make a feed affordable this turn), the icons and grass it leaves on
        top, minus foundations spent; an extension earns a marker move and a compact estate."""
        cells, exposed, grass = _face_data(tile, place.face, place.rot)
        level = place.level
        tops = self.tops
        wish = self.level_wish.get(level, 0.0)
        if wish:
            exposed += wish * grass
        x, y = place.x, place.y
        around = self._around
        if level == 1:
            # An extension covers only empty squares: its neighbours on the estate are the
            # neighbours with a height.
            contacts = 0
            for dx, dy in cells:
                contacts += 4 - around((x + dx, y + dy)).count(0)
            return exposed + self.marker_gain + CONTACT * contacts
        below = level - 1
        # Covered icons in the order corn, cacao, potato, coin, huts (the order ``worth`` sums).
        counts = [0, 0, 0, 0, 0]
        foundations = 0
        lost = 0.0
        flat = 0
        for dx, dy in cells:
            cell = (x + dx, y + dy)
            # The tile's own squares are all lower than ``level``: every neighbour at
            # ``level`` lies outside the tile.
            flat += around(cell).count(level)
            top = tops.get(cell)
            if top is not None and top[0] == below:
                icon = top[1]
                if icon != GRASS:
                    counts[_ICON_SLOT[icon]] += 1
                else:
                    lost += EXPOSED_GRASS
            else:
                foundations += below - (top[0] if top is not None else 0)
                if top is not None:
                    lost += EXPOSED_ICON if top[1] != GRASS else EXPOSED_GRASS
        worth = self.slot_worth
        gain = 0.0
        for slot in range(5):
            if counts[slot]:
                gain += counts[slot] * worth[slot]
        lost += EXPOSED_ICON * (counts[0] + counts[1] + counts[2] + counts[3] + counts[4])
        coins = counts[3]
        for slot in self.farmer_slots:
            if counts[slot] >= 2:
                gain += worth[slot]
                counts[slot] += 1
        if self.miners and counts[3]:
            gain += self.miners * worth[3]
            coins += self.miners
        if self.settlers and counts[0] and counts[1] and counts[2]:
            gain += self.settlers * SETTLER_COINS * worth[3]
            coins += self.settlers * SETTLER_COINS
        if self.builders and counts[4]:
            gain += self.builders * worth[3]
            coins += self.builders
        if not self.ready_before:
            crops = [n + c for n, c in zip(self.crops, counts)]
            top_card = self.view.can_feed(crops, self.coins + coins)
            if top_card:
                gain += READY_BONUS * top_card / 10.0
        return gain + exposed - lost - foundations * self.foundation_cost + FLAT * flat

    def best(self, tile: int, places: Sequence[Place]) -> tuple[float, Place | None]:
        best_score, best_place = float("-inf"), None
        for place in places:
            s = self.score(tile, place)
            if s > best_score:
                best_score, best_place = s, place
        return best_score, best_place

    def best_in_view(self, tile: int, view: PlacementView) -> tuple[float, Place | None]:
        """``best(tile, list(view))``, about five times faster. Most placements are extensions,
        and the extensions of one face (one run of the view) score alike but for their contacts
        with the estate: only the run's first anchor with the most contacts needs scoring (the
        score rises with the contacts, and ``best`` keeps the first of equal scores)."""
        best_score, best_place = float("-inf"), None
        ox, oy, w, h = view.grid
        contact_planes: list[int] | None = None
        for mask, face, rot, level in view.segments:
            cells, exposed, grass = _face_data(tile, face, rot)
            offsets = [dy * w + dx for dx, dy in cells]
            if level == 1:
                if contact_planes is None:
                    contact_planes = self._contact_planes(ox, oy, w, h)
                anchors = [_most_contacts(contact_planes, mask, offsets)]
            else:
                anchors = bit_indices(mask)
            if level != 1 and best_place is not None:
                # A build scores its squares' parts plus bonuses of at most ``bonus``: only
                # anchors whose bound reaches the best so far can beat it.
                wish = self.level_wish.get(level, 0.0)
                floor = best_score - exposed - wish * grass - self._bonus_bound - _BOUND_SLACK
                parts = _sums_at(self._build_grid(level, ox, oy, w, h), anchors, offsets)
                anchors = [a for a, part in zip(anchors, parts) if part >= floor]
            for anchor in anchors:
                place = view.place_at(anchor, face, rot, level)
                s = self.score(tile, place)
                if s > best_score:
                    best_score, best_place = s, place
        return best_score, best_place

    def _build_grid(self, level: int, ox: int, oy: int, w: int, h: int) -> list[float]:
        """Per square of the placement grid, its part of a build's score at ``level`` (what
        its icon brings or its foundations cost, the sides it makes flat), bonuses aside."""
        key = (level, ox, oy, w, h)
        grid = self._build_grids.get(key)
        if grid is None:
            tops = self.tops
            below = level - 1
            worth = self.slot_worth
            # Off the estate and away from it, a square only costs its foundations.
            grid = [-below * self.foundation_cost] * (w * h)
            for cell in self._near_estate():
                top = tops.get(cell)
                part = FLAT * self._around(cell).count(level)
                if top is not None and top[0] == below:
                    part += worth[_ICON_SLOT[top[1]]] - EXPOSED_ICON if top[1] != GRASS else -EXPOSED_GRASS
                else:
                    part -= (below - (top[0] if top is not None else 0)) * self.foundation_cost
                    if top is not None:
                        part -= EXPOSED_ICON if top[1] != GRASS else EXPOSED_GRASS
                grid[(cell[1] - oy) * w + cell[0] - ox] = part
            self._build_grids[key] = grid
        return grid

    def _near_estate(self) -> set[Cell]:
        """The estate's squares and their neighbours."""
        if self._near is None:
            near = set(self.tops)
            for cell in self.tops:
                near.update(neighbours(cell))
            self._near = near
        return self._near

    def _contact_planes(self, ox: int, oy: int, w: int, h: int) -> list[int]:
        """The contact grid as bit planes (plane k holds bit k of every square's count, 0 to 4),
        for :func:`_most_contacts`."""
        key = (ox, oy, w, h)
        planes = self._contact_bits.get(key)
        if planes is None:
            grid = self._contact_grid(ox, oy, w, h)
            planes = [int("".join("1" if count >> k & 1 else "0" for count in reversed(grid)) or "0", 2)
                      for k in range(CONTACT_BITS)]
            self._contact_bits[key] = planes
        return planes

    def _contact_grid(self, ox: int, oy: int, w: int, h: int) -> list[int]:
        """Per square of the placement grid, how many of its neighbours are on the estate."""
        key = (ox, oy, w, h)
        grid = self._contact_grids.get(key)
        if grid is None:
            grid = [0] * (w * h)
            for cx, cy in self.tops:
                for nx, ny in neighbours((cx, cy)):
                    grid[(ny - oy) * w + nx - ox] += 1
            self._contact_grids[key] = grid
        return grid


CONTACT_BITS = 3
"""Bits of one square's contact count (at most 4 neighbours)."""


def _most_contacts(planes: list[int], mask: int, offsets: list[int]) -> int:
    """The lowest anchor of ``mask`` whose squares (the anchor plus each offset) have the most
    contacts in all: ``anchors[sums.index(max(sums))]`` of the listed way, worked out for every
    anchor at once by a bit-sliced adder on the planes of :meth:`PlacementScorer._contact_planes`
    (five times faster: most of a playout's turns price extensions). A tile has at most seven
    squares here (a pentomino has five), so a sum of counts up to 4 fits five bits."""
    if len(offsets) > 7:
        raise ValueError("a tile of more than seven squares")
    p0, p1, p2 = planes
    c0 = c1 = c2 = c3 = c4 = 0
    for off in offsets:
        b0, b1, b2 = p0 >> off, p1 >> off, p2 >> off
        carry = c0 & b0
        c0 ^= b0
        total = c1
        c1 = total ^ b1 ^ carry
        carry = (total & b1) | (carry & (total ^ b1))
        total = c2
        c2 = total ^ b2 ^ carry
        carry = (total & b2) | (carry & (total ^ b2))
        c4 ^= c3 & carry
        c3 ^= carry
    best = mask
    for plane in (c4, c3, c2, c1, c0):
        hit = best & plane
        if hit:
            best = hit
    return (best & -best).bit_length() - 1


def _sums_at(values: Sequence[float], anchors: list[int], offsets: list[int]) -> list[float]:
    """For each anchor, the sum of ``values`` at the anchor plus each offset (C-level maps)."""
    get = values.__getitem__
    sums = list(map(get, map(offsets[0].__add__, anchors)))
    for offset in offsets[1:]:
        sums = list(map(add, sums, map(get, map(offset.__add__, anchors))))
    return sums


def _best_marker_gain(view: Appraisal) -> float:
    """What the best marker move is worth right now (extensions earn one)."""
    state = view.state
    player = view.player
    best = 0.0
    for index, key in enumerate(state.objectives):
        spaces = state.markers[index]
        points = OBJECTIVES[key].points
        golden = OBJECTIVES[key].colour == GOLDEN
        open_spaces = [s for s, h in enumerate(spaces) if h < 0 and not (state.num_players == 2 and s == 1)]
        if golden:
            open_spaces = open_spaces[:1]
        if not open_spaces or view.seat in spaces:
            continue
        p = view.chance(key, player)
        gain = max((6.0 if golden else points[s]) * p for s in open_spaces)
        if view.reserve <= 0:
            worst = min(
                (OBJECTIVES[k].points[sp] * view.chance(k, player) for k, sp in view.my_markers.items()
                 if OBJECTIVES[k].colour != GOLDEN),
                default=gain,
            )
            gain -= worst
        best = max(best, gain * (1.0 - UNCLAIMED_WEIGHT))
    return best


# Decisions --------------------------------------------------------------------------


def _choose_stack(view: Appraisal, legal: Sequence[Any]) -> Any:
    scorer = PlacementScorer(view)
    estate = view.player.estate
    best, choice = float("-inf"), None
    for action in legal:
        if not isinstance(action, TakeStack):
            continue
        tile = view.state.stack_top(action.shape)
        score, _ = scorer.best_in_view(tile, estate.placement_view(orientations(tile), view.player.foundations))
        if score > best:
            best, choice = score, action
    return choice if choice is not None else legal[0]


def _choose_place(view: Appraisal, legal: Sequence[Any]) -> Any:
    scorer = PlacementScorer(view)
    tile = view.state.turn.tile
    if isinstance(legal, PlacementView):
        _, place = scorer.best_in_view(tile, legal)
    else:
        _, place = scorer.best(tile, [a for a in legal if isinstance(a, Place)])
    return place if place is not None else legal[0]


def _best_by_value(view: Appraisal, actions: Sequence[Any]) -> Any:
    """The action whose result we value most (each applied to the observation once)."""
    best, choice = float("-inf"), actions[0]
    for action in actions:
        value = view.value(GAME.apply(view.state, action))
        if value > best:
            best, choice = value, action
    return choice


def _choose_character(view: Appraisal, legal: Sequence[Any]) -> Any:
    state = view.state
    best, choice = float("-inf"), legal[0]
    for action in legal:
        if not isinstance(action, TakeCharacter):
            continue
        if action.source == "pile":
            worth = sum(view.character_worth(c) for c in state.char_pile) / max(1, len(state.char_pile))
        else:
            worth = view.character_worth(state.char_row[action.index - 1])
        if worth > best:
            best, choice = worth, action
    return choice


def _choose_marker(view: Appraisal, legal: Sequence[Any]) -> Any:
    return _best_by_value(view, legal)


def _plan_main(view: Appraisal, state: Any, depth: int, seen: set[Any]) -> tuple[float, Any]:
    """Best (value, first action) over trades, then at most one feed, then the end of the turn."""
    actions = GAME.legal_actions(state)
    best = float("-inf")
    first: Any = None
    for action in actions:
        if isinstance(action, EndTurn):
            value = view.value(state)
        elif isinstance(action, Feed):
            after = GAME.apply(state, action)
            value = view.value(after) + READY_BONUS * 0.5 - 0.05 * action.coins
        elif isinstance(action, UseCharacter) and depth < MAX_TRADES:
            after = GAME.apply(state, action)
            player = after.players[view.seat]
            key = (player.crops, player.coins, after.turn.fed)
            if key in seen:
                continue
            seen.add(key)
            value, _ = _plan_main(view, after, depth + 1, seen)
            value -= TRADE_MARGIN
        else:
            continue
        if value > best:
            best, first = value, action
    if first is None:
        return view.value(state), actions[0] if actions else None
    return best, first


def _choose_main(view: Appraisal, legal: Sequence[Any]) -> Any:
    _, action = _plan_main(view, view.state, 0, set())
    return action if action is not None else legal[0]


def _choose_llama(view: Appraisal, legal: Sequence[Any]) -> Any:
    state = view.state
    player = view.player
    estate = player.estate
    geometry = view.geometry(estate)
    tops = estate.tops
    best, choice = float("-inf"), legal[0]
    for action in legal:
        cell = (action.x, action.y)
        g = _with_llama(geometry, estate, cell)
        value = view.objectives_value(state, player, g)
        level = tops[cell][0]
        for n in neighbours(cell):
            top = tops.get(n)
            if top is not None and top[1] != GRASS and top[0] == level:
                value -= BLOCK_PENALTY
        if value > best:
            best, choice = value, action
    return choice


def _with_llama(g: _Geometry, estate: Estate, cell: Cell) -> _Geometry:
    """The geometry with one more llama on ``cell`` (incremental, no flood fill)."""
    level = estate.tops[cell][0]
    by_level = dict(g.by_level)
    by_level[level] = by_level.get(level, 0) + 1
    x, y = cell
    road = max(g.road, g.rows.get(y, 0) + 1, g.cols.get(x, 0) + 1)
    labels = {g.component[n] for n in neighbours(cell) if n in g.component}
    herd = max(g.herd, 1 + sum(g.sizes[i] for i in labels))
    tops = estate.tops
    farms = g.farms + (1 if all(n in tops for n in neighbours(cell)) else 0)
    outposts = g.outposts
    for dist in g.distances:
        d = dist.get(cell)
        if d is not None:
            outposts = max(outposts, d - 1)
    llamas = g.llamas + [(cell, level)]
    return _Geometry(llamas, by_level, g.rows, g.cols, g.component, g.sizes, herd, road, farms, outposts, g.distances)


def normal_policy(observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """The Llamaland heuristic: each small decision priced in expected end-of-game points."""
    view = Appraisal(observation)
    phase = view.state.turn.phase
    if phase == START:
        return _choose_stack(view, legal)
    if phase == PLACE:
        return _choose_place(view, legal)
    if phase == HUTS:
        return _choose_character(view, legal)
    if phase == MARKER:
        return _choose_marker(view, legal)
    if phase == LLAMA_PHASE:
        return _choose_llama(view, legal)
    if phase == MAIN:
        return _choose_main(view, legal)
    return legal[rng.randrange(len(legal))]


# The easy player --------------------------------------------------------------------

EASY_NOISE = 1.5
"""Spread of the easy player's misjudgement, in points: it weighs moves as the heuristic does,
but a move worth a point or two less often looks as good to it (a newcomer's eye)."""
EASY_TOP = 5
"""The easy player chooses among the heuristic's few best placements, never a senseless one."""
EASY_TRADES = 0
"""Trades looked ahead before a feed: the heuristic chains up to ``MAX_TRADES``, a newcomer none."""
# Measured (python -m llamagames.tournament --game llamaland --players 2 --jobs 1): easy vs normal
# 0.180 [0.133, 0.239], 91 points to 106 (200 games, seed 11; the naive easy player before it won
# 0.000 [0.000, 0.013], 57 to 131, 300 games); easy vs random 1.000 [0.963, 1.000] (100 games, seed 12).


def _noisy_best(scored: Sequence[tuple[float, Any]], rng: random.Random) -> Any:
    """Among the ``EASY_TOP`` best-scored actions, the one whose score plus a slip is highest.

    Every candidate draws its slip, in the stable order of ``scored``, so the choice depends
    only on the scores and the seed."""
    ranked = sorted(scored, key=lambda t: -t[0])[:EASY_TOP]
    return max(ranked, key=lambda t: t[0] + rng.gauss(0.0, EASY_NOISE))[1]


def _easy_place(view: Appraisal, legal: Sequence[Any], rng: random.Random) -> Any:
    scorer = PlacementScorer(view)
    tile = view.state.turn.tile
    scored = [(scorer.score(tile, a), a) for a in legal if isinstance(a, Place)]
    return _noisy_best(scored, rng) if scored else legal[0]


def _easy_stack(view: Appraisal, legal: Sequence[Any], rng: random.Random) -> Any:
    scorer = PlacementScorer(view)
    estate = view.player.estate
    scored = []
    for action in legal:
        if isinstance(action, TakeStack):
            tile = view.state.stack_top(action.shape)
            score, _ = scorer.best_in_view(tile, estate.placement_view(orientations(tile), view.player.foundations))
            scored.append((score, action))
    return _noisy_best(scored, rng) if scored else legal[0]


def _easy_applied(view: Appraisal, legal: Sequence[Any], rng: random.Random) -> Any:
    """Markers and llama squares: each applied and valued as the heuristic does, with slips."""
    return _noisy_best([(view.value(GAME.apply(view.state, a)), a) for a in legal], rng)


def easy_policy(observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """A newcomer with a plan: the heuristic's own prices, misjudged by a point or two, and no
    trades thought out before a feed (it feeds what it has)."""
    view = Appraisal(observation)
    phase = view.state.turn.phase
    if phase == START:
        return _easy_stack(view, legal, rng)
    if phase == PLACE:
        return _easy_place(view, legal, rng)
    if phase == HUTS:
        return _choose_character(view, legal)
    if phase in (MARKER, LLAMA_PHASE):
        return _easy_applied(view, legal, rng)
    if phase == MAIN:
        _, action = _plan_main(view, view.state, MAX_TRADES - EASY_TRADES, set())
        return action if action is not None else legal[0]
    return legal[rng.randrange(len(legal))]


__all__ = ["Appraisal", "PlacementScorer", "easy_policy", "normal_policy"]
