"""Builders for constructed Llamaland positions used by the scenario tests."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from llamagames.rules.llamaland import LLAMALAND, Estate, LlamalandState, Place, orientation, orientations
from llamagames.rules.llamaland.components import SHAPE_ORDER, TILE_BY_NAME, TILES
from llamagames.rules.llamaland.game import MAIN, PLACE, START

G = LLAMALAND


def fresh(num_players: int = 2, seed: int = 7, **options: Any) -> LlamalandState:
    return G.new_game(num_players, seed, **options)


def set_player(state: LlamalandState, seat: int | None = None, **changes: Any) -> LlamalandState:
    seat = state.turn.seat if seat is None else seat
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def with_top_tile(state: LlamalandState, name: str) -> LlamalandState:
    """The state with tile ``name`` moved to the top of its stack."""
    tile = TILE_BY_NAME[name]
    index = SHAPE_ORDER.index(tile.shape)
    stacks = list(state.stacks)
    stacks[index] = tuple(t for t in stacks[index] if t != tile.id) + (tile.id,)
    return replace(state, stacks=tuple(stacks))


def holding(state: LlamalandState, name: str) -> LlamalandState:
    """The current player holding tile ``name``, ready to place it."""
    state = with_top_tile(state, name)
    assert state.turn.phase == START
    return G.apply(state, G.parse_action(f"stack {name[0]}"))


def in_main(state: LlamalandState) -> LlamalandState:
    return replace(state, turn=replace(state.turn, phase=MAIN))


def covered_by(estate: Estate, place: Place, tile_id: int) -> Counter[str]:
    o = orientation(tile_id, place.face, place.rot)
    return Counter(estate.tops[c][1] for c in o.at(place.x, place.y) if c in estate.tops and estate.tops[c][0] == place.level - 1)


def find_place(state: LlamalandState, want: Counter[str], level: int = 2) -> Place:
    """A legal placement of the tile in hand at ``level`` whose tile covers exactly ``want``."""
    assert state.turn.phase == PLACE
    estate = state.players[state.turn.seat].estate
    for p in G.legal_actions(state):
        got = covered_by(estate, p, state.turn.tile)
        del got["."]
        if p.level == level and +got == +want:
            return p
    raise AssertionError(f"no placement covers {dict(want)}")


def brute_placements(estate: Estate, tile_id: int, foundations: int) -> set[Place]:
    """Every legal placement found by testing each anchor and level with ``Estate.check``."""
    xs = [x for x, _ in estate.tops]
    ys = [y for _, y in estate.tops]
    top = max(t[0] for t in estate.tops.values())
    out = set()
    for o in orientations(tile_id):
        for x in range(min(xs) - 5, max(xs) + 2):
            for y in range(min(ys) - 5, max(ys) + 2):
                for level in range(1, top + 3):
                    if estate.check(o, x, y, level, foundations)[0] is None:
                        out.add(Place(TILES[tile_id].shape, o.face, o.rot, x, y, level))
    return out


def board_estate(*rows: str) -> Estate:
    """An estate whose start board shows ``rows`` (icons as in the component data)."""
    from llamagames.rules.llamaland.estate import FRONT, START_KIND, Piece

    cells = tuple((x, y) for y in range(len(rows)) for x in range(len(rows[0])) if rows[y][x] != " ")
    icons = tuple(rows[y][x] for x, y in cells)
    piece = Piece(START_KIND, -1, "test", FRONT, 0, cells, icons, 1)
    return Estate({c: (1, i, 0, False) for c, i in zip(cells, icons)}, (piece,))
