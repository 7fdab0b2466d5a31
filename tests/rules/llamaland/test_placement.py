"""Extending and building on constructed estates, and perft-style placement counts."""

from __future__ import annotations

import random

import pytest

from llamagames.rules.core import IllegalActionError, Refusal
from llamagames.rules.llamaland import Estate, Place, orientation, orientations
from llamagames.rules.llamaland.components import SHAPES, TILE_BY_NAME, TILES

from .helpers import G, brute_placements, fresh, holding, set_player

T01 = TILE_BY_NAME["T01"].id
L01 = TILE_BY_NAME["L01"].id


def said(check: tuple[Refusal | None, int]) -> str:
    """The English words of an ``Estate.check`` refusal (the check itself gives a code)."""
    refusal = check[0]
    assert refusal is not None
    return G.words.refusal(refusal)


def test_orientations_merge_symmetric_faces():
    for tile in TILES:
        keys = {o.key for o in orientations(tile.id)}
        assert len(keys) == len(orientations(tile.id))
        for face in ("front", "back"):
            for rot in range(4):
                assert orientation(tile.id, face, rot) in orientations(tile.id)
    # a flip mirrors: the back face of T01 at r0 has the back icons behind the front cells
    back = orientation(T01, "back", 0)
    assert back.icons == tuple(TILES[T01].back)


def test_flip_mirrors_geometry():
    o = orientation(L01, "back", 0)
    front = orientation(L01, "front", 0)
    assert sorted(o.cells) == sorted((1 - x, y) for x, y in front.cells)


def test_extension_must_touch_and_lie_on_table():
    est = Estate.start("1A")
    o = orientation(T01, "front", 0)
    assert est.check(o, 4, 0, 1, 3)[0] is None  # touching the right side
    assert "touch" in said(est.check(o, 6, 0, 1, 3))
    assert "table" in said(est.check(o, 2, 0, 1, 3))
    assert est.check(o, 4, 4, 1, 3)[0] is not None  # diagonal only: (4,4) touches nothing orthogonally
    assert est.check(o, 1, 4, 1, 3)[0] is None


def test_build_lines_up_without_gap_and_foundations_are_derived():
    est = Estate.start("1A")
    o = orientation(T01, "front", 0)  # cells (0,0) (1,0) (2,0) (1,1) (1,2)
    assert est.check(o, 0, 0, 2, 0) == (None, 0)
    assert "level 2" in said(est.check(o, 0, 0, 3, 3))  # a tile must rest on squares one level below
    # hanging over the right edge: the table square (4,0) needs one foundation
    reason, needed = est.check(o, 2, 0, 2, 3)
    assert reason is None and needed == 1
    reason, needed = est.check(o, 2, 0, 2, 0)
    assert needed == 1 and reason == Refusal.make("foundations_short", needed=1, have=0)
    assert "needs 1 foundation tile under it; you have none left" in said((reason, needed))
    # with the stem over the table too: (4,0), (5,0), (4,1), (4,2) need four, more than three
    reason, needed = est.check(o, 3, 0, 2, 3)
    assert needed == 4 and "4 foundation tiles under it; you have only 3" in said((reason, needed))


def test_a_hole_two_levels_deep_is_refused_as_uneven_ground_before_the_foundations_are_counted():
    est = Estate.start("1A")
    o = orientation(T01, "front", 0)  # cells (0,0) (1,0) (2,0) (1,1) (1,2)
    est, _, _ = est.with_tile(o, 1, 0, 2)  # a level-2 T on the board: (1,0) (2,0) (3,0) (2,1) (2,2)
    # a level-3 T resting on it at (2,0), with (4,0), (5,0), (4,1), (4,2) over the bare table
    reason, needed = est.check(o, 3, 0, 3, 3)
    assert needed == 8 and reason == Refusal.make("uneven_ground", low=0, below=2, needed=8, have=3)
    words = said((reason, needed))
    assert words.startswith("The ground under the tile is uneven: a square with nothing under it lies 2 levels "
                            "below the level-2 squares")
    assert "8 foundation tiles; you have only 3 left" in words
    # the same hole with foundations enough is a legal build: the refusal was about the count after all
    assert est.check(o, 3, 0, 3, 8) == (None, 8)
    # gaps one level deep (board squares at level 1 beside the level-2 tile) are still a count of foundations
    reason, needed = est.check(o, 1, 1, 3, 0)
    assert needed == 3 and reason == Refusal.make("foundations_short", needed=3, have=0)


def test_no_llama_beneath():
    est = Estate.start("1A").with_llama((1, 0))
    o = orientation(T01, "front", 0)
    assert "llama" in said(est.check(o, 0, 0, 2, 3))
    assert est.check(o, 0, 1, 2, 3)[0] is None


def test_not_completely_on_a_tile_of_the_same_shape():
    est = Estate.start("1A")
    o = orientation(T01, "front", 0)
    est, _, _ = est.with_tile(o, 0, 0, 2)
    other_t = orientation(TILE_BY_NAME["T02"].id, "front", 0)
    assert "same shape" in said(est.check(other_t, 0, 0, 3, 0))
    # partly on foundations is allowed: the same T one square lower rests on the T and on foundations
    reason, needed = est.check(other_t, 0, 1, 3, 3)
    assert reason is None and needed == 3
    # the generator leaves out exactly the one forbidden spot
    spots = {(p.face, p.rot, p.x, p.y) for p in est.placements([other_t], 0) if p.level == 3}
    assert spots == set()
    assert ("front", 0, 0, 0) not in {(p.face, p.rot, p.x, p.y) for p in est.placements([other_t], 3)}
    rotated = orientation(TILE_BY_NAME["T02"].id, "front", 2)
    assert est.check(rotated, 0, 0, 3, 3) == (None, 2)  # upside down: 3 squares on the T, 2 on foundations


def test_resting_on_two_tiles_of_the_same_shape_is_allowed():
    est = Estate.start("1A")
    a = orientation(TILE_BY_NAME["L01"].id, "front", 0)  # vertical bar x=0 plus foot (1,3)
    est, _, _ = est.with_tile(a, 0, 0, 2)
    b = orientation(TILE_BY_NAME["L02"].id, "front", 0)
    est, _, _ = est.with_tile(b, 2, 0, 2)
    # now columns 0 and 2 are level 2 from y=0..3 plus feet (1,3) and (3,3); a P at level 3 on column
    # 0..1 rows 0..2 would need level 2 under (1,0),(1,1): they are level 1 -> foundations
    p_tile = TILE_BY_NAME["P01"].id
    o = orientation(p_tile, "front", 0)
    reason, needed = est.check(o, 0, 0, 3, 3)
    assert reason is None and needed == 2
    # a third L over the two Ls' squares: cells spread across both tiles is legal
    c = orientation(TILE_BY_NAME["L03"].id, "front", 1)
    spots = [p for p in est.placements([c], 0) if p.level == 3]
    for p in spots:
        under = {est.tops[cell][2] for cell in c.at(p.x, p.y)}
        assert len(under) >= 2


def test_foundations_on_stacks_and_icons_under_them_give_nothing():
    state = holding(fresh(), "T01")
    state = set_player(state, foundations=3)
    seat = state.turn.seat
    before = state.players[seat]
    # T front r0 at (2,0) on level 2: (2,0),(3,0),(3,1),(3,2) on the board + (4,0) on the table
    o = orientation(T01, "front", 0)
    est = before.estate
    reason, needed = est.check(o, 2, 0, 2, 3)
    assert reason is None and needed == 1  # cells (2,0)(3,0)(4,0)(3,1)(3,2): only (4,0) is table
    after = G.apply(state, Place("T", "front", 0, 2, 0, 2))
    p = after.players[seat]
    assert p.foundations == 3 - needed
    assert p.estate.foundation_count() == needed
    assert all(p.estate.level(c) == 2 for c in o.at(2, 0))


def test_icons_under_foundations_are_not_collected():
    est = Estate.start("1A")
    # raise (1,0) to level 2 with an L standing at x=1..
    low = orientation(TILE_BY_NAME["L01"].id, "front", 0)
    est, _, _ = est.with_tile(low, 1, 0, 2)  # cells (1,0)(1,1)(1,2)(1,3)(2,3)
    o = orientation(T01, "front", 0)
    reason, needed = est.check(o, 0, 0, 3, 3)
    assert reason is None and needed == 2  # (0,0) and (2,0) are level 1 under a level-3 tile
    new, covered, laid = est.with_tile(o, 0, 0, 3)
    assert sorted(laid) == [(0, 0), (2, 0)]
    assert len(covered) == 3  # only the three level-2 squares give benefits
    assert "V" not in covered  # the Huts at (0,0) lies under a foundation


def test_apply_refuses_with_reasons():
    state = holding(fresh(), "T01")
    with pytest.raises(IllegalActionError, match="touch"):
        G.apply(state, Place("T", "front", 0, 9, 9, 1))
    with pytest.raises(IllegalActionError, match="T tile"):
        G.apply(state, Place("L", "front", 0, 4, 0, 1))
    with pytest.raises(IllegalActionError, match="already taken"):
        G.apply(state, G.parse_action("stack X"))


def test_equivalent_orientation_names_are_accepted():
    x_tiles = [t for t in TILES if t.shape == "X"]
    state = holding(fresh(), x_tiles[0].name)
    place = next(p for p in G.legal_actions(state) if p.level == 1)
    assert G.apply(state, place).players[state.turn.seat].estate.tile_count() == 1


def test_perft_flat_board_builds_match_hand_count():
    """On a bare 4x4 board with no foundations, level-2 spots of one orientation are (5-w)*(5-h)."""
    est = Estate.start("2B")
    for name in ("T03", "X05", "Z07", "L09", "P11"):
        tile = TILE_BY_NAME[name].id
        expected = 0
        for o in orientations(tile):
            w = max(x for x, _ in o.cells) + 1
            h = max(y for _, y in o.cells) + 1
            expected += max(0, 5 - w) * max(0, 5 - h)
        builds = [p for p in est.placements(orientations(tile), 0) if p.level == 2]
        assert len(builds) == expected
        assert len(set(builds)) == len(builds)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_perft_generator_equals_brute_force_on_grown_estates(seed):
    rng = random.Random(seed)
    est = Estate.start("3A")
    for step in range(14):
        tile = rng.randrange(len(TILES))
        foundations = rng.randrange(4)
        fast = est.placements(orientations(tile), foundations)
        assert len(fast) == len(set(fast)), "every placement once"
        if step % 3 == 2:
            assert set(fast) == brute_placements(est, tile, foundations)
        p = rng.choice(fast)
        est, _, _ = est.with_tile(orientation(tile, p.face, p.rot), p.x, p.y, p.level)
        squares = est.llama_squares()
        if squares and rng.random() < 0.5:
            est = est.with_llama(rng.choice(squares))
    assert max(t[0] for t in est.tops.values()) >= 2


def test_shapes_are_pentominoes():
    for cells in SHAPES.values():
        assert len(set(cells)) == 5
