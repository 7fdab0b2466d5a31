"""The place phase's legal actions are a lazy view: it must read exactly like the list of
the same placements (order, indexing, membership, equality, pickling) and keep ``apply``'s
verdicts, while building only the placements asked for."""

from __future__ import annotations

import pickle
import random
from dataclasses import replace

import pytest

from llamagames.rules.core import IllegalActionError
from llamagames.rules.llamaland import LLAMALAND, Estate, LlamalandState, Place, orientation, orientations
from llamagames.rules.llamaland.game import PLACE
from llamagames.rules.llamaland.placements import PlacementView

G = LLAMALAND


def place_states(seed: int, num_players: int = 2, limit: int = 12) -> list[LlamalandState]:
    """Place-phase positions met in a random game (estates grow, foundations get used)."""
    state = G.new_game(num_players, seed)
    rng = random.Random(seed)
    found: list[LlamalandState] = []
    while not G.is_over(state) and len(found) < limit:
        legal = G.legal_actions(state)
        if state.turn.phase == PLACE:
            found.append(state)
        state = G.apply(state, legal[rng.randrange(len(legal))])
    return found


def listing(state) -> list[Place]:
    """The placements built one by one from the estate's full listing (the reference)."""
    player = state.players[state.turn.seat]
    return player.estate.placements(orientations(state.turn.tile), player.foundations)


@pytest.mark.parametrize("seed", [3, 11])
def test_view_reads_like_the_list(seed):
    for state in place_states(seed, num_players=2 + seed % 3):
        view = G.legal_actions(state)
        assert isinstance(view, PlacementView)
        expected = listing(state)
        assert len(view) == len(expected) > 0
        assert list(view) == expected
        assert [view[i] for i in range(len(view))] == expected
        assert view[-1] == expected[-1] and view[-len(view)] == expected[0]
        assert view[2:9:3] == expected[2:9:3]
        assert view == expected and expected == view and view == tuple(expected)
        assert view != expected[:-1] and view != expected[::-1]
        assert all(p in view for p in expected)
        for i in (0, len(expected) // 2, len(expected) - 1):
            assert view.index(expected[i]) == i and view.count(expected[i]) == 1
        assert list(reversed(view)) == expected[::-1]
        with pytest.raises(IndexError):
            view[len(view)]
        with pytest.raises(TypeError):
            view[1.0]
        assert repr(view) == f"PlacementView({expected!r})"


def test_membership_matches_the_list_for_near_misses():
    state = place_states(5)[-1]
    view = G.legal_actions(state)
    listed = set(listing(state))
    tile = state.turn.tile
    shape = view[0].shape
    probes = []
    for p in list(view)[:40]:
        for dx, dy, dl in ((1, 0, 0), (0, -1, 0), (0, 0, 1), (-7, 3, 0), (40, 40, 0)):
            probes.append(p._replace(x=p.x + dx, y=p.y + dy, level=p.level + dl))
        for rot in range(8):
            probes.append(p._replace(rot=rot))
        probes.append(p._replace(face="front" if p.face == "back" else "back"))
        probes.append(p._replace(shape="X" if shape != "X" else "T"))
    probes += ["stack T", None, (1, 2), (shape, "front", 0, 0.5, 0, 1)]
    for probe in probes:
        assert (probe in view) == (probe in listed), probe
        # A listed name is legal for apply; unlisted ones are legal only as another name
        # of a listed (symmetric) face.
        if isinstance(probe, Place) and probe.shape == shape:
            named = orientation(tile, probe.face, probe.rot)
            canonical = probe._replace(face=named.face, rot=named.rot)
            legal = G.placement_problem(state, probe) is None
            assert legal == (canonical in listed), probe


def test_apply_trusts_the_view_and_refuses_the_rest_with_reasons():
    state = place_states(7)[-1]
    view = G.legal_actions(state)
    for p in (view[0], view[len(view) // 2], view[-1]):
        assert G.apply(state, p) == G.apply(replace(state), p)  # with and without the memo
    outside = view[0]._replace(x=view[0].x + 60)
    with pytest.raises(IllegalActionError, match="touch"):
        G.apply(state, outside)


def test_view_pickles_and_does_not_change():
    state = place_states(9)[-1]
    view = G.legal_actions(state)
    again = pickle.loads(pickle.dumps(view))
    assert isinstance(again, PlacementView) and again == view and list(again) == list(view)
    assert view[3] in again
    assert G.legal_actions(state) is view  # the same immutable view is handed out again
    with pytest.raises(TypeError):
        hash(view)
    with pytest.raises(TypeError):
        view[0] = view[1]


@pytest.mark.parametrize("seed", [2, 13])
def test_boards_carried_to_the_next_estate_list_what_fresh_boards_list(seed):
    # Placing a tile (or a llama) derives the new estate's bitboards from the old ones while
    # the grid still has room; the placements must be those of boards built afresh.
    state = G.new_game(3, seed, llama_variant=seed % 2 == 1)
    rng = random.Random(seed)
    carried = 0
    while not G.is_over(state):
        if state.turn.phase == PLACE:
            for player in state.players:
                estate = player.estate
                if estate._boards is not None:
                    fresh = Estate(estate.tops, estate.pieces)
                    tiles = orientations(state.turn.tile)
                    assert estate.placements(tiles, 2) == fresh.placements(tiles, 2)
                    carried += 1
        legal = G.legal_actions(state)
        state = G.apply(state, legal[rng.randrange(len(legal))])
    assert carried > 30
