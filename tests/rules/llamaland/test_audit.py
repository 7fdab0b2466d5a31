"""Rules audit: one scenario per rulebook sentence the other test files leave unchecked.

Each test names the sentence it checks; the last test plays random positions and tries
every action (listed or not) against ``apply``: listed ones are accepted, others refused
with a reason in words.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest

from llamagames.rules.core import IllegalActionError
from llamagames.rules.llamaland import (
    EndTurn,
    Feed,
    LlamalandState,
    Place,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
    orientation,
)
from llamagames.rules.llamaland.components import (
    CACAO,
    CHARACTERS,
    CORN,
    CROPS,
    POTATO,
    SHAPE_ORDER,
    TILE_BY_NAME,
    TILES,
)
from llamagames.rules.llamaland.game import HUTS, LLAMA_PHASE, MAIN, MARKER, PLACE

from .helpers import G, board_estate, find_place, fresh, holding, in_main, set_player
from .test_objectives import estate

HUT_BOARD = board_estate("V...", "V...", "....", "....")
FIELDS = board_estate("CC$.", "....", "....", "....")


def cards(kind: str, crops: tuple[str, ...] = ()) -> list[int]:
    return [c.id for c in CHARACTERS if c.kind == kind and c.crops == crops]


def at_marker(num_players: int = 3, **options) -> LlamalandState:
    """The current player right after extending, choosing a marker."""
    state = holding(fresh(num_players, **options), "T02")
    state = G.apply(state, next(a for a in G.legal_actions(state) if a.level == 1))
    assert state.turn.phase == MARKER
    return state


def with_objectives(state, objectives: tuple[str, ...], markers=None):
    markers = markers or tuple((-1, -1, -1) for _ in objectives)
    return replace(state, objectives=objectives, markers=markers)


def texts(state) -> list[str]:
    return [str(a) for a in G.legal_actions(state)]


# "Take a land tile (of your choice) from the top of its draw pile": an empty stack offers nothing.
def test_an_empty_stack_is_neither_listed_nor_accepted():
    state = fresh(2)
    stacks = list(state.stacks)
    stacks[SHAPE_ORDER.index("X")] = ()
    state = replace(state, stacks=tuple(stacks))
    assert "stack X" not in texts(state) and "stack T" in texts(state)
    with pytest.raises(IllegalActionError, match="X stack is empty"):
        G.apply(state, TakeStack("X"))
    taken = G.apply(state, TakeStack("T"))
    assert taken.turn.tile == state.stacks[0][-1] and taken.stacks[0] == state.stacks[0][:-1]
    with pytest.raises(IllegalActionError, match="already taken"):
        G.apply(taken, TakeStack("Z"))


# "You may rotate or flip the new tile as you wish" + "orthogonally adjacent": all 8 names extend.
def test_every_orientation_extends_beside_the_board_and_a_flip_shows_the_back():
    tile = TILE_BY_NAME["L02"]  # front .A$C. back .P.AV: no symmetry, 8 distinct orientations
    base = holding(fresh(2), "L02")
    for face, rot in itertools.product(("front", "back"), range(4)):
        o = orientation(tile.id, face, rot)
        place = Place("L", face, rot, 4, 0, 1)  # leftmost column touches the board's column x=3
        after = G.apply(base, place)
        est = after.players[base.turn.seat].estate
        shown = sorted(est.tops[c][1] for c in o.at(4, 0))
        assert shown == sorted(tile.front if face == "front" else tile.back)
        assert all(est.level(c) == 1 for c in o.at(4, 0))
    # one square off (only a corner touches the board): refused
    with pytest.raises(IllegalActionError, match="touch"):
        G.apply(base, Place("L", "front", 0, 4, 4, 1))


# "There may be no gaps ... below the tile": without foundations a square over the table is refused.
def test_building_over_a_gap_without_foundations_is_refused_with_a_reason():
    state = set_player(holding(fresh(2), "T01"), foundations=0)
    with pytest.raises(IllegalActionError, match="needs 1 foundation tile under it; you have none left"):
        G.apply(state, Place("T", "front", 0, 2, 0, 2))
    assert not [p for p in G.legal_actions(state) if p.level == 2 and p.x == 2 and p.y == 0 and p.rot == 0 and p.face == "front"]


# "You may have multiple copies of the same character card and use all of them on your turn."
def test_each_copy_of_a_trader_is_usable_once():
    first, second = cards("trader", (CORN, CACAO))
    state = set_player(in_main(fresh()), characters=(first, second), crops=(2, 0, 0))
    s = G.apply(state, UseCharacter(first, CORN, CACAO))
    assert f"trade corn>cacao #{second}" in texts(s)
    s = G.apply(s, UseCharacter(second, CORN, CACAO))
    assert s.players[s.turn.seat].crops == (0, 2, 0)
    assert not [t for t in texts(s) if t.startswith("trade")]
    with pytest.raises(IllegalActionError, match="already used"):
        G.apply(s, UseCharacter(first, CACAO, CORN))


def test_two_farmers_of_one_crop_each_add_a_crop():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    state = set_player(state, characters=tuple(cards("farmer", (CORN,))))
    seat = state.turn.seat
    after = G.apply(state, find_place(state, Counter({"C": 2, "$": 1})))
    assert after.players[seat].crop(CORN) == 2 + 2


# "You do not benefit from these effects if the supply has run out": Miner with no coins left.
def test_miner_and_coin_icon_give_nothing_from_an_empty_coin_supply():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    state = set_player(replace(state, supply_coins=0), characters=tuple(cards("miner")[:1]))
    seat = state.turn.seat
    coins = state.players[seat].coins
    after = G.apply(state, Place("T", "front", 0, 0, 0, 2))  # covers corn, corn, coin
    assert after.players[seat].coins == coins and after.supply_coins == 0
    assert after.players[seat].crop(CORN) == 2


# "If the draw pile runs out, there will simply be fewer cards remaining in the row from now on.
#  If there are no character cards left, nothing happens."
def test_pile_runs_out_row_shrinks_then_nothing_happens():
    state = holding(set_player(fresh(), estate=HUT_BOARD), "L01")
    row = state.char_row[:2]
    state = replace(state, char_row=row, char_pile=())
    seat = state.turn.seat
    s = G.apply(state, Place("L", "front", 0, 0, 0, 2))  # covers both Huts icons
    assert s.turn.phase == HUTS and texts(s) == ["hut row 1", "hut row 2"]
    with pytest.raises(IllegalActionError, match="pile is empty"):
        G.apply(s, TakeCharacter("pile"))
    with pytest.raises(IllegalActionError, match="choose 1 to 2"):
        G.apply(s, TakeCharacter("row", 3))
    s = G.apply(s, TakeCharacter("row", 1))
    assert s.char_row == row[1:] and s.turn.phase == HUTS
    s = G.apply(s, TakeCharacter("row", 1))
    assert s.char_row == () and s.players[seat].characters == row and s.turn.phase == MAIN
    # with nothing left at all, covering Huts gives nothing and the turn goes on
    empty = replace(holding(set_player(fresh(), estate=HUT_BOARD), "L01"), char_row=(), char_pile=())
    after = G.apply(empty, Place("L", "front", 0, 0, 0, 2))
    assert after.turn.phase == MAIN and after.players[seat].characters == ()


# "Alternatively, you may move one of your markers from an objective card to another empty space
#  on the same or a different objective card."
def test_marker_moves_to_a_different_card_freeing_its_space():
    s = at_marker(3)
    seat = s.turn.seat
    a, b = s.objectives[0], s.objectives[1]
    markers = ((seat, -1, -1),) + tuple((-1, -1, -1) for _ in s.objectives[1:])
    s = replace(s, markers=markers)
    assert f"marker {b} top from {a}" in texts(s) and f"marker {a} middle from {a}" in texts(s)
    moved = G.apply(s, PlaceMarker(b, 0, a))
    assert moved.markers[0] == (-1, -1, -1) and moved.markers[1] == (seat, -1, -1)
    assert moved.turn.phase == MAIN
    with pytest.raises(IllegalActionError, match="no marker on the card"):
        G.apply(s, PlaceMarker(b, 0, s.objectives[2]))


# Rulebook example: opponent on the top space; 2 players may claim only the bottom (6, not 9).
def test_two_player_example_only_the_bottom_space_is_left():
    s = at_marker(2)
    seat = s.turn.seat
    s = with_objectives(s, ("mountains", "herd"), ((1 - seat, -1, -1), (-1, -1, -1)))
    mountain = [t for t in texts(s) if t.startswith("marker mountains")]
    assert mountain == ["marker mountains bottom"]
    with pytest.raises(IllegalActionError, match="middle space stays empty"):
        G.apply(s, PlaceMarker("mountains", 1))
    s = G.apply(s, PlaceMarker("mountains", 2))
    est = estate({(0, 0): 4, (1, 0): 4}, {(0, 0), (1, 0)})
    s = set_player(s, seat, estate=est)
    assert G.score_breakdown(s)[seat]["objectives"] == 6


def test_golden_cards_keep_the_middle_space_empty_with_two_players():
    s = at_marker(2, variant="expert")
    seat = s.turn.seat
    s = with_objectives(s, ("gold-wealth",), ((1 - seat, -1, -1),))
    assert [t for t in texts(s) if t.startswith("marker")] == ["marker gold-wealth bottom"]


# Refusals in words, never a traceback, for a marker on a space that does not exist.
def test_marker_on_a_space_that_does_not_exist_is_refused_with_a_reason():
    s = at_marker(3)
    for space in (5, -1):
        with pytest.raises(IllegalActionError, match="top, a middle and a bottom"):
            G.apply(s, PlaceMarker(s.objectives[0], space))


# "When placing a marker ... you need not meet the condition" / "only ... if you meet the
#  condition" at the end.
def test_marker_without_the_condition_is_allowed_and_scores_nothing():
    s = at_marker(3)
    seat = s.turn.seat
    s = with_objectives(s, ("peak", "herd", "road", "wealth"))
    s = G.apply(s, PlaceMarker("peak", 0))
    assert s.markers[0][0] == seat
    assert G.score_breakdown(s)[seat]["objectives"] == 0


# The rulebook: "return 2 coins ... for any crop token. You may do this any number of times."
def test_feed_with_coins_only_and_refusals():
    state = set_player(in_main(fresh()), crops=(0, 0, 0), coins=8)
    assert "feed corn coins 8" in texts(state) and "feed corn coins 6" not in texts(state)
    fed = G.apply(state, Feed(CORN, 8))
    p = fed.players[fed.turn.seat]
    assert p.coins == 0 and p.llama_cards == ((CORN, state.llama_columns[0][-1]),)
    with pytest.raises(IllegalActionError, match="2 at a time"):
        G.apply(state, Feed(CORN, 3))
    columns = ((),) + state.llama_columns[1:]
    with pytest.raises(IllegalActionError, match="No corn llama cards"):
        G.apply(replace(state, llama_columns=columns), Feed(CORN, 8))
    with pytest.raises(IllegalActionError, match="already fed"):
        G.apply(G.apply(fed, G.legal_actions(fed)[0]), Feed(CACAO, 8))


# "You can place the llama figure at any level."
def test_llama_stands_on_a_grass_square_of_level_two():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    seat = state.turn.seat
    s = G.apply(state, Place("T", "front", 0, 0, 0, 2))  # (1,0) and (1,1) are grass on level 2
    s = set_player(s, crops=(4, 0, 0))
    s = G.apply(s, Feed(CORN, 0))
    assert s.turn.phase == LLAMA_PHASE and "llama @1,0" in texts(s)
    s = G.apply(s, PlaceLlama(1, 0))
    assert s.players[seat].estate.llamas() == [((1, 0), 2)]
    # a tile cannot then be built over that llama
    s = replace(s, turn=replace(s.turn, phase="start", fed=False, used=frozenset()))
    s = holding(s, "P01")
    assert all((1, 0) not in orientation(s.turn.tile, p.face, p.rot).at(p.x, p.y) for p in G.legal_actions(s) if p.level > 1)


# "If you have 10 or more crop tokens ... you must feed" applies only when a llama can be fed.
def test_compulsory_feeding_lifts_when_no_square_can_take_a_llama():
    full = board_estate("CAP$", "CAP$", "CAP$", "CAP$")
    state = set_player(in_main(fresh()), estate=full, crops=(4, 3, 3))
    assert "end" in texts(state) and not [t for t in texts(state) if t.startswith("feed")]
    with pytest.raises(IllegalActionError, match="no empty square without an icon"):
        G.apply(state, Feed(CORN, 0))


# "Every 2 remaining coins ... 1 victory point, rounded down"; "Each crop ... 1 victory point".
@pytest.mark.parametrize("coins, points", [(0, 0), (1, 0), (2, 1), (5, 2)])
def test_coins_score_one_per_two_rounded_down(coins, points):
    s = set_player(fresh(2, variant="beginner"), 0, coins=coins, crops=(1, 2, 0), llama_cards=((POTATO, 7),))
    row = G.score_breakdown(s)[0]
    assert row == {"llamas": 7, "crops": 3, "coins": points, "objectives": 0, "total": 10 + points}


# "only 1 type of llama cards" at the end of a turn: the round is still finished.
def test_feeding_the_second_last_type_away_triggers_and_the_round_finishes():
    s = fresh(3)
    first = s.crook
    s = replace(s, llama_columns=((), (6,), (9,)))
    s = holding(s, "T02")
    s = G.apply(s, next(a for a in G.legal_actions(s) if a.level == 1))
    while s.turn.phase != MAIN:
        s = G.apply(s, Skip() if s.turn.phase == MARKER else G.legal_actions(s)[0])
    s = set_player(s, crops=(0, 4, 0))
    s = G.apply(s, Feed(CACAO, 0))
    s = G.apply(s, G.legal_actions(s)[0])
    s = G.apply(s, EndTurn())
    assert s.triggered and not s.over and s.turn.seat == (first + 1) % 3 and s.crook == first
    for _ in range(2):
        s = G.apply(s, G.legal_actions(s)[0])
        while s.turn.phase != MAIN:
            s = G.apply(s, Skip() if s.turn.phase == MARKER else G.legal_actions(s)[-1])
        s = G.apply(s, EndTurn())
    assert s.over and s.turns_taken == 3


# Golden: "players score points based on their rank"; 3 markers, all different measures.
def test_golden_ranks_score_ten_six_three_by_measure_not_by_space():
    s = fresh(4, variant="expert")
    s = with_objectives(s, ("gold-characters",), ((0, 1, 2),))
    s = set_player(s, 0, characters=(1,))
    s = set_player(s, 1, characters=(2, 3, 4))
    s = set_player(s, 2, characters=(5, 6))
    s = set_player(s, 3, characters=(7, 8, 9, 10))  # most characters but no marker: nothing
    assert [r["objectives"] for r in G.score_breakdown(s)] == [3, 10, 6, 0]


# Legal list and apply agree everywhere: every listed action is accepted, every other is refused
# with a reason in words (identical character copies and merged orientation names aside).
def _candidates(s, rng: random.Random) -> list:
    phase, p = s.turn.phase, s.players[s.turn.seat]
    xs = [x for x, _ in p.estate.tops]
    ys = [y for _, y in p.estate.tops]
    out: list = [EndTurn(), Skip(), TakeStack("T"), Feed(CORN, 0), TakeCharacter("pile"), PlaceLlama(0, 0)]
    if phase in ("start", "main"):
        items = [*CROPS, "coin"]
        out += [UseCharacter(c, a, b) for c in p.characters for a, b in itertools.permutations(items, 2)]
    if phase == "start":
        out += [TakeStack(x) for x in SHAPE_ORDER]
    if phase == PLACE:
        shape = TILES[s.turn.tile].shape
        top = max(t[0] for t in p.estate.tops.values())
        for _ in range(60):
            out.append(Place(shape, rng.choice(("front", "back")), rng.randrange(4),
                             rng.randint(min(xs) - 5, max(xs) + 1), rng.randint(min(ys) - 5, max(ys) + 1), rng.randint(1, top + 2)))
    if phase == HUTS:
        out += [TakeCharacter("row", i) for i in range(7)]
    if phase == MARKER:
        out += [PlaceMarker(k, sp, src) for k in s.objectives for sp in range(3) for src in ("", *s.objectives)]
    if phase == MAIN:
        out += [Feed(c, n) for c in CROPS for n in range(10)]
    if phase == LLAMA_PHASE:
        out += [PlaceLlama(x, y) for x in range(min(xs) - 1, max(xs) + 2) for y in range(min(ys) - 1, max(ys) + 2)]
    return out


def _key(s, a):
    if isinstance(a, UseCharacter):
        data = CHARACTERS[a.card]
        return ("use", data.kind, data.crops, a.give, a.get)
    if isinstance(a, Place):
        o = orientation(s.turn.tile, a.face, a.rot)
        return (a.shape, o.face, o.rot, a.x, a.y, a.level)
    return a


# Two games in make test, between them two and four seats and both options; a third game of
# the plain rules (every rule it meets is met by these two) is a soak run's.
@pytest.mark.parametrize("n, seed, options", [(2, 21, {"variant": "expert"}), (4, 22, {"llama_variant": True}),
                                              pytest.param(3, 23, {}, marks=pytest.mark.soak)])
@pytest.mark.slow
def test_legal_actions_and_apply_agree_on_random_positions(n, seed, options):
    rng = random.Random(seed)
    s = G.new_game(n, seed, **options)
    crook = s.crook
    while not s.over:
        legal = G.legal_actions(s)
        listed = {_key(s, a) for a in legal}
        for a in set(_candidates(s, rng)) | set(legal):
            try:
                G.apply(s, a)
                accepted = True
            except IllegalActionError as e:
                accepted = False
                assert str(e).strip(), a
            assert accepted == (_key(s, a) in listed), (s.turn.phase, str(a))
        s = G.apply(s, rng.choice(legal))
        assert s.crook == crook  # "The crook does not ever change hands."


# "Traders and Merchants, however, may be used on the turn they were gained" and "before and
#  after placing your land tile" (not while the tile is in hand).
def test_merchant_gained_from_huts_is_usable_the_same_turn():
    merchant = cards("merchant", (POTATO,))[0]
    state = set_player(fresh(), estate=HUT_BOARD, coins=3)
    state = replace(state, char_row=(merchant,) + state.char_row[1:], char_pile=tuple(c for c in state.char_pile if c != merchant))
    state = holding(state, "L01")
    with pytest.raises(IllegalActionError, match="before taking a tile or after placing"):
        G.apply(set_player(state, characters=(merchant,)), UseCharacter(merchant, "coin", POTATO))
    s = G.apply(state, Place("L", "front", 0, 0, 0, 2))
    s = G.apply(s, TakeCharacter("row", 1))
    s = G.apply(s, TakeCharacter("pile"))
    assert s.turn.phase == MAIN and f"trade coin>potato #{merchant}" in texts(s)
    s = G.apply(s, UseCharacter(merchant, "coin", POTATO))
    assert s.players[s.turn.seat].crop(POTATO) == 1 and s.players[s.turn.seat].coins == 2


def test_merchant_is_usable_before_taking_a_tile():
    merchant = cards("merchant", (CORN,))[0]
    state = set_player(fresh(), characters=(merchant,), crops=(1, 0, 0))
    assert state.turn.phase == "start" and f"trade corn>coin #{merchant}" in texts(state)
    s = G.apply(state, UseCharacter(merchant, CORN, "coin"))
    assert s.turn.phase == "start" and "stack T" in texts(s)


# Hidden information: the order of each stack below its visible top is unknown to every seat.
def test_observation_is_blind_to_the_order_below_the_stack_tops():
    s = fresh(3, seed=5)
    shuffled = tuple(tuple(reversed(st[:-1])) + st[-1:] for st in s.stacks)
    other = replace(s, stacks=shuffled)
    assert other.stacks != s.stacks
    assert G.observation(other, 2) == G.observation(s, 2)
    moved_top = replace(s, stacks=(s.stacks[0][1:] + s.stacks[0][:1],) + s.stacks[1:])
    assert G.observation(moved_top, 2) != G.observation(s, 2)  # the tops themselves are public
