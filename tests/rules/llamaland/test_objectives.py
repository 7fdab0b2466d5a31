"""Each objective condition on hand-built estates and collections, true and false."""

from __future__ import annotations

from llamagames.rules.llamaland import Estate, PlayerState
from llamagames.rules.llamaland import objectives as obj
from llamagames.rules.llamaland.components import CACAO, CORN, POTATO
from llamagames.rules.llamaland.estate import FRONT, START_KIND, Piece


def estate(squares: dict[tuple[int, int], int], llamas: set[tuple[int, int]]) -> Estate:
    """Squares at given levels (grass on top), with llamas standing on ``llamas``."""
    cells = tuple(sorted(squares))
    piece = Piece(START_KIND, -1, "test", FRONT, 0, cells, ("." * len(cells)), 1)
    return Estate({c: (squares[c], ".", 0, c in llamas) for c in cells}, (piece,))


def grid(w: int, h: int, level: int = 1, holes: tuple[tuple[int, int], ...] = ()) -> dict[tuple[int, int], int]:
    return {(x, y): level for x in range(w) for y in range(h) if (x, y) not in holes}


def player(est: Estate | None = None, cards=(), coins: int = 0, characters=()) -> PlayerState:
    return PlayerState(est or estate(grid(4, 4), set()), "1A", (0, 0, 0), coins, tuple(characters), tuple(cards), 3)


def test_specialties_and_diversity():
    four_corn = [(CORN, 5)] * 4
    assert obj.met("corn", player(cards=four_corn)) and not obj.met("corn", player(cards=four_corn[:3]))
    assert not obj.met("cacao", player(cards=four_corn))
    div = [(CORN, 5), (CORN, 6), (CACAO, 5), (CACAO, 7), (POTATO, 9), (POTATO, 12)]
    assert obj.met("diversity", player(cards=div)) and not obj.met("diversity", player(cards=div[:-1]))


def test_wealth_and_characters():
    assert obj.met("wealth", player(coins=5)) and not obj.met("wealth", player(coins=4))
    assert obj.met("characters", player(characters=range(5))) and not obj.met("characters", player(characters=range(4)))


def test_level_objectives_count_exact_levels_peak_counts_higher():
    squares = grid(6, 2)
    for x in range(3):
        squares[(x, 0)] = 2
    llamas = {(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (3, 1), (4, 1)}
    p = player(estate(squares, llamas))
    assert obj.met("lowlands", p)  # five on level 1
    assert not obj.met("plains", p)  # three on level 2, four needed
    squares[(3, 0)] = 2
    llamas.add((3, 0))
    assert obj.met("plains", player(estate(squares, llamas)))
    assert not obj.met("lowlands", player(estate(squares, llamas - {(4, 1)})))
    hills = {(0, 0): 3, (1, 0): 3, (2, 0): 3, (3, 0): 4}
    assert obj.met("hills", player(estate(hills, set(hills))))
    assert not obj.met("hills", player(estate(hills, {(0, 0), (1, 0), (3, 0)})))
    mountains = {(0, 0): 4, (1, 0): 4, (2, 0): 5, (3, 0): 6}
    assert obj.met("mountains", player(estate(mountains, {(0, 0), (1, 0)})))
    assert not obj.met("mountains", player(estate(mountains, {(0, 0), (2, 0)})))
    assert obj.met("peak", player(estate(mountains, {(2, 0), (3, 0)})))  # levels 5 and 6
    assert not obj.met("peak", player(estate(mountains, {(1, 0), (2, 0)})))


def test_many_levels():
    squares = {(0, 0): 1, (1, 0): 2, (2, 0): 3, (3, 0): 4, (4, 0): 4}
    assert obj.met("levels", player(estate(squares, {(0, 0), (1, 0), (2, 0), (3, 0)})))
    assert not obj.met("levels", player(estate(squares, {(0, 0), (1, 0), (3, 0), (4, 0)})))


def test_herd_is_contiguous_across_levels():
    squares = grid(5, 5)
    squares[(1, 0)] = 3
    squares[(1, 1)] = 2
    herd = {(0, 0), (1, 0), (1, 1), (1, 2)}
    assert obj.met("herd", player(estate(squares, herd)))
    split = {(0, 0), (1, 0), (1, 1), (3, 3)}
    assert not obj.met("herd", player(estate(squares, split)))
    diagonal = {(0, 0), (1, 1), (2, 2), (3, 3)}
    assert not obj.met("herd", player(estate(squares, diagonal)))


def test_road_rows_and_columns_need_not_touch():
    squares = grid(7, 7)
    assert obj.met("road", player(estate(squares, {(0, 2), (2, 2), (5, 2), (6, 2)})))
    assert obj.met("road", player(estate(squares, {(4, 0), (4, 1), (4, 5), (4, 6)})))
    assert not obj.met("road", player(estate(squares, {(0, 2), (2, 2), (5, 2), (6, 3)})))


def test_outposts_shortest_route_through_the_estate():
    strip = grid(13, 1)
    assert obj.met("outposts", player(estate(strip, {(0, 0), (12, 0)})))  # 11 squares between
    assert not obj.met("outposts", player(estate(strip, {(0, 0), (11, 0)})))  # 10 between
    # a U: the llamas are 2 apart as the crow flies but the route goes round the gap
    u = {(0, y): 1 for y in range(6)} | {(2, y): 1 for y in range(6)} | {(1, 5): 1}
    assert obj.met("outposts", player(estate(u, {(0, 0), (2, 0)})))  # route 0,0..0,5,1,5,2,5..2,0: 11 between
    u[(1, 0)] = 3  # a bridge at any level shortens the route
    assert not obj.met("outposts", player(estate(u, {(0, 0), (2, 0)})))


def test_farms_avoid_edges_and_holes():
    squares = grid(5, 6)
    inner = {(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2)}
    assert obj.met("farms", player(estate(squares, inner)))
    holed = grid(5, 6, holes=((2, 3),))
    assert not obj.met("farms", player(estate(holed, inner)))  # (2,2) touches the hole
    edge = inner - {(3, 2)} | {(4, 2)}
    assert not obj.met("farms", player(estate(squares, edge)))


def test_majority_measures():
    p = player(cards=[(CORN, 5), (CORN, 7), (CACAO, 6)], coins=7, characters=(1, 2))
    assert obj.majority_measure("gold-corn", p) == 2
    assert obj.majority_measure("gold-diversity", p) == 3
    assert obj.majority_measure("gold-wealth", p) == 7
    assert obj.majority_measure("gold-characters", p) == 2
