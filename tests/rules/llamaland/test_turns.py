"""Setup, benefits, characters, markers, feeding and the end, as scenarios."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from llamagames.rules.core import Event, GameNotOverError, IllegalActionError, Narrator
from llamagames.rules.llamaland import Estate, Place, PlaceMarker, TakeStack, orientation, orientations
from llamagames.rules.llamaland.components import (
    CACAO,
    CHARACTERS,
    COIN,
    COIN_TOKENS,
    CORN,
    LLAMA_CARDS_PER_CROP,
    OBJECTIVES,
    POTATO,
    SHAPE_ORDER,
    TILE_BY_NAME,
    TILES,
)
from llamagames.rules.llamaland.game import HUTS, LLAMA_PHASE, MAIN, MARKER

from .helpers import G, board_estate, covered_by, find_place, fresh, holding, in_main, set_player

FIELDS = board_estate("CC$.", "....", "....", "....")


def card(kind: str, crops: tuple[str, ...] = ()) -> int:
    return next(c.id for c in CHARACTERS if c.kind == kind and c.crops == crops)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup(n):
    s = fresh(n)
    assert [len(c) for c in s.llama_columns] == [LLAMA_CARDS_PER_CROP[n]] * 3
    assert all(list(c) == sorted(c) for c in s.llama_columns)  # highest on top (last)
    assert len(s.char_row) == 5 and len(s.char_pile) == 25
    assert len(s.objectives) == 7 and sum(k in ("herd", "road", "outposts", "farms", "lowlands", "plains", "hills", "mountains", "peak", "levels") for k in s.objectives) == 4
    assert [s.players[(s.crook + i) % n].coins for i in range(n)] == list(range(n))
    assert s.supply_coins == COIN_TOKENS - sum(range(n))
    assert all(p.foundations == 3 and p.crops == (0, 0, 0) for p in s.players)
    assert len({p.board[0] for p in s.players}) == n
    assert s.turn.seat == s.crook
    assert [len(st) for st in s.stacks] == [12] * 5


def test_variants_choose_objectives():
    assert fresh(2, variant="beginner").objectives == ()
    expert = fresh(3, variant="expert").objectives
    assert sum(k.startswith("gold-") for k in expert) == 3 and len(expert) == 7
    standard = fresh(3).objectives
    assert sum(OBJECTIVES[k].colour == "purple" for k in standard) == 3
    with pytest.raises(ValueError):
        fresh(2, variant="giant")


def test_rulebook_example_corn_farmer():
    """Two corn and a coin covered with a Corn Farmer give three corn and a coin."""
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    state = set_player(state, characters=(card("farmer", (CORN,)),))
    place = find_place(state, Counter({"C": 2, "$": 1}))
    seat = state.turn.seat
    before = state.players[seat]
    after = G.apply(state, place)
    p = after.players[seat]
    assert p.crop(CORN) - before.crop(CORN) == 3
    assert p.coins - before.coins == 1
    assert after.supply_crops[0] == 12 - 3


def test_farmer_needs_two_and_other_triggers():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    chars = (card("farmer", (CACAO,)), card("miner"), card("settler"), card("builder"))
    state = set_player(state, characters=chars)
    place = find_place(state, Counter({"C": 2, "$": 1}))
    seat = state.turn.seat
    before = state.players[seat]
    p = G.apply(state, place).players[seat]
    assert p.crop(CACAO) == before.crop(CACAO)  # no cacao covered: Cacao Farmer silent
    assert p.coins - before.coins == 2  # coin icon + Miner; Settler and Builder silent


def test_log_names_each_character_bonus_in_both_languages():
    """The log says what each character paid, so a player sees the Farmer or Miner at work."""
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    state = set_player(state, characters=(card("farmer", (CORN,)), card("miner"), card("settler")))
    seat = state.turn.seat
    event = next(e for e in G.apply(state, find_place(state, Counter({"C": 2, "$": 1}))).last_events
                 if e.kind == "place")
    assert event.get("bonuses") == ((card("farmer", (CORN,)), CORN, 1), (card("miner"), COIN, 1))
    en = G.describe(event, Narrator(["Ana", "Ben"], seat))
    assert "(1 corn from your Corn Farmer; 1 coin from your Miner)" in en
    assert "Settler" not in en  # it did not pay
    assert "their Miner" in G.describe(event, Narrator(["Ana", "Ben"], 1 - seat))
    ja = G.describe(event, Narrator(["Ana", "Ben"], seat, "ja"))
    assert "「トウモロコシの農夫」でトウモロコシ1個" in ja and "「鉱夫」でコイン1枚" in ja


def test_a_bonus_character_gained_says_it_pays_from_the_next_tile():
    settler, trader = card("settler"), next(c.id for c in CHARACTERS if c.kind == "trader")
    narrator = Narrator(["Ana", "Ben"], 0)
    said = [G.describe(Event.make("character", 0, card=c, source="row", refill=-1), narrator) for c in (settler, trader)]
    assert said[0].endswith("It pays from the next tile on.")
    assert "next tile" not in said[1]  # a Trader works at once
    ja = G.describe(Event.make("character", 0, card=settler, source="row", refill=-1), Narrator(["Ana", "Ben"], 0, "ja"))
    assert ja.endswith("次のタイルから効果があります。")


def test_supply_that_ran_out_gives_nothing():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    state = replace(state, supply_crops=(1, 12, 12))
    state = set_player(state, characters=(card("farmer", (CORN,)),))
    place = find_place(state, Counter({"C": 2, "$": 1}))
    p = G.apply(state, place).players[state.turn.seat]
    assert p.crop(CORN) == 1


def test_huts_take_characters_one_at_a_time_refilling_the_row():
    for name in ("T01", "X01", "Z01", "P01", "L01"):
        state = holding(fresh(), name)
        places = [p for p in G.legal_actions(state) if covered_by(state.players[state.turn.seat].estate, p, state.turn.tile)["V"] >= 1]
        if places:
            break
    after = G.apply(state, places[0])
    assert after.turn.phase == HUTS
    options = [str(a) for a in G.legal_actions(after)]
    assert options == [f"hut row {i}" for i in range(1, 6)] + ["hut pile"]
    row, pile_top = after.char_row, after.char_pile[-1]
    taken = G.apply(after, G.parse_action("hut row 2"))
    assert taken.players[after.turn.seat].characters[-1] == row[1]
    assert taken.char_row[1] == pile_top and len(taken.char_row) == 5
    assert taken.turn.huts == after.turn.huts - 1
    from_pile = G.apply(after, G.parse_action("hut pile"))
    assert from_pile.players[after.turn.seat].characters[-1] == pile_top and from_pile.char_row == row


def test_trader_and_merchant_usable_the_turn_gained_once_per_turn():
    trader = card("trader", (CORN, CACAO))
    merchant = card("merchant", (POTATO,))
    state = in_main(fresh())
    state = set_player(state, characters=(trader, merchant), crops=(2, 0, 1), coins=1)
    texts = [str(a) for a in G.legal_actions(state)]
    assert f"trade corn>cacao #{trader}" in texts and f"trade cacao>corn #{trader}" not in texts
    assert f"trade coin>potato #{merchant}" in texts and f"trade potato>coin #{merchant}" in texts
    s2 = G.apply(state, G.parse_action(f"trade corn>cacao #{trader}"))
    assert s2.players[s2.turn.seat].crops == (1, 1, 1)
    with pytest.raises(IllegalActionError, match="already used"):
        G.apply(s2, G.parse_action(f"trade cacao>corn #{trader}"))
    s3 = G.apply(s2, G.parse_action(f"trade potato>coin #{merchant}"))
    assert s3.players[s3.turn.seat].coins == 2 and s3.players[s3.turn.seat].crops == (1, 1, 0)
    assert s3.supply_crops == (state.supply_crops[0] + 1, state.supply_crops[1] - 1, state.supply_crops[2] + 1)
    assert s3.supply_coins == state.supply_coins - 1
    assert not [a for a in G.legal_actions(s3) if str(a).startswith("trade")]
    with pytest.raises(IllegalActionError, match="acts by itself"):
        st = set_player(state, characters=(card("miner"),))
        G.apply(st, G.parse_action(f"trade corn>coin #{card('miner')}"))


def test_rulebook_example_two_cacao_and_four_coins_buy_the_ten():
    state = in_main(fresh(2))
    columns = list(state.llama_columns)
    columns[1] = (5, 8, 10)
    state = replace(state, llama_columns=tuple(columns))
    state = set_player(state, crops=(0, 2, 0), coins=4)
    texts = [str(a) for a in G.legal_actions(state)]
    assert "feed cacao coins 4" in texts and "feed cacao coins 2" not in texts
    fed = G.apply(state, G.parse_action("feed cacao coins 4"))
    p = fed.players[state.turn.seat]
    assert p.llama_cards == ((CACAO, 10),) and p.crops == (0, 0, 0) and p.coins == 0
    assert fed.llama_columns[1] == (5, 8)
    assert fed.turn.phase == LLAMA_PHASE and fed.supply_llamas == 32
    square = G.legal_actions(fed)[0]
    done = G.apply(fed, square)
    est = done.players[state.turn.seat].estate
    assert (square.x, square.y) in est.llama_cells() and est.tops[(square.x, square.y)][1] == "."
    assert done.turn.phase == MAIN and not [a for a in G.legal_actions(done) if str(a).startswith("feed")]


def test_feeding_is_compulsory_with_ten_crops():
    state = in_main(fresh())
    state = set_player(state, crops=(4, 3, 3))
    assert "end" not in [str(a) for a in G.legal_actions(state)]
    with pytest.raises(IllegalActionError, match="must feed"):
        G.apply(state, G.parse_action("end"))
    nine = set_player(state, crops=(4, 3, 2))
    assert "end" in [str(a) for a in G.legal_actions(nine)]


def test_llama_only_on_empty_square_without_icon():
    state = in_main(fresh())
    state = set_player(state, crops=(4, 0, 0))
    fed = G.apply(state, G.parse_action("feed corn coins 0"))
    est = fed.players[fed.turn.seat].estate
    icon_square = next(c for c, t in est.tops.items() if t[1] != ".")
    with pytest.raises(IllegalActionError, match="without an icon"):
        G.apply(fed, G.parse_action(f"llama @{icon_square[0]},{icon_square[1]}"))
    with pytest.raises(IllegalActionError):
        G.apply(fed, G.parse_action("llama @40,40"))


def test_llama_variant_puts_the_llama_on_this_turns_tile():
    state = holding(fresh(2, llama_variant=True), "T02")
    place = next(a for a in G.legal_actions(state) if a.level == 1)
    placed = G.apply(state, place)
    while placed.turn.phase != MAIN:
        placed = G.apply(placed, G.legal_actions(placed)[-1])
    placed = set_player(placed, crops=(4, 0, 0))
    fed = G.apply(placed, G.parse_action("feed corn coins 0"))
    cells = set(orientation(TILE_BY_NAME["T02"].id, place.face, place.rot).at(place.x, place.y))
    squares = {(a.x, a.y) for a in G.legal_actions(fed)}
    assert squares and squares <= cells
    with pytest.raises(IllegalActionError, match="llama variant"):
        G.apply(fed, G.parse_action("llama @1,1"))


def test_marker_after_extending_two_player_middle_empty_and_one_per_card():
    state = holding(fresh(2), "T02")
    place = next(a for a in G.legal_actions(state) if a.level == 1)
    s = G.apply(state, place)
    assert s.turn.phase == MARKER
    texts = [str(a) for a in G.legal_actions(s)]
    assert "skip" in texts and not any("middle" in t for t in texts)
    key = s.objectives[-1]
    s2 = G.apply(s, G.parse_action(f"marker {key} top"))
    assert s2.markers[-1][0] == s.turn.seat and s2.turn.phase == MAIN
    # next own turn: may move it, may not add a second marker to the same card
    s3 = replace(s2, turn=replace(s2.turn, phase=MARKER))
    texts = [str(a) for a in G.legal_actions(s3)]
    assert f"marker {key} bottom from {key}" in texts
    assert f"marker {key} bottom" not in texts
    with pytest.raises(IllegalActionError, match="One marker per objective card"):
        G.apply(s3, G.parse_action(f"marker {key} bottom"))


def test_building_offers_no_marker_and_beginner_none_at_all():
    state = holding(fresh(2), "T02")
    built = G.apply(state, next(a for a in G.legal_actions(state) if a.level == 2))
    assert built.turn.phase in (HUTS, MAIN)
    beginner = holding(fresh(2, variant="beginner"), "T02")
    ext = G.apply(beginner, next(a for a in G.legal_actions(beginner) if a.level == 1))
    assert ext.turn.phase == MAIN


def test_golden_marker_goes_on_topmost_free_space():
    state = holding(fresh(3, variant="expert"), "T02")
    s = G.apply(state, next(a for a in G.legal_actions(state) if a.level == 1))
    gold = [str(a) for a in G.legal_actions(s) if "gold-" in str(a)]
    assert gold and all(t.endswith(" top") for t in gold)


def _finish_turn(state):
    while state.turn.phase != MAIN:
        state = G.apply(state, G.legal_actions(state)[-1])
    return G.apply(state, G.parse_action("end"))


def test_end_triggers_and_round_is_finished():
    s = fresh(3)
    stacks = [tuple(st[-1:]) for st in s.stacks]  # 5 tiles left: after one more turn, 4
    s = replace(s, stacks=tuple(stacks))
    first = s.turn.seat
    s = _finish_turn(G.apply(s, G.parse_action("stack T")))
    assert s.triggered and not s.over and s.turn.seat == (first + 1) % 3
    s = _finish_turn(G.apply(s, G.legal_actions(s)[0]))
    assert not s.over
    s = _finish_turn(G.apply(s, G.legal_actions(s)[0]))
    assert s.over and s.turns_taken == 3
    assert G.current_player(s) is None and G.legal_actions(s) == []


def test_end_at_once_when_the_player_before_the_crook_triggers():
    s = fresh(2)
    last = (s.crook - 1) % 2
    columns = ((), (), (5, 6))
    s = replace(s, llama_columns=columns, turn=replace(s.turn, seat=last))
    s = _finish_turn(G.apply(s, G.parse_action("stack L")))
    assert s.over


def test_scoring_and_tie_break_on_llama_points():
    s = fresh(2, variant="beginner")
    s = set_player(s, 0, llama_cards=((CORN, 10),), crops=(1, 0, 0), coins=3)  # 10 + 1 + 1 = 12
    s = set_player(s, 1, llama_cards=((CORN, 5),), crops=(3, 2, 1), coins=2)  # 5 + 6 + 1 = 12
    rows = G.score_breakdown(s)
    assert [r["total"] for r in rows] == [12, 12]
    assert G.outcome_of(s).winners == (0,)
    s = set_player(s, 1, llama_cards=((CACAO, 10),), crops=(1, 0, 0), coins=3)
    assert G.outcome_of(s).winners == (0, 1)


def test_objective_points_only_when_met():
    s = fresh(3)
    markers = ((0, 1, -1),) + tuple((-1, -1, -1) for _ in s.objectives[1:])
    s = replace(s, markers=markers, objectives=("wealth",) + s.objectives[1:])
    s = set_player(s, 0, coins=5)
    s = set_player(s, 1, coins=4)
    rows = G.score_breakdown(s)
    assert rows[0]["objectives"] == 7 and rows[1]["objectives"] == 0  # Wealth top is worth 7
    s = set_player(s, 1, coins=6)
    assert G.score_breakdown(s)[1]["objectives"] == 5  # middle space


def test_golden_ranking_breaks_ties_by_marker_height():
    s = fresh(3, variant="expert")
    objectives = ("gold-wealth",) + s.objectives[1:]
    markers = ((2, 0, 1),) + s.markers[1:]
    s = replace(s, objectives=objectives, markers=markers)
    s = set_player(s, 0, coins=6)
    s = set_player(s, 1, coins=9)
    s = set_player(s, 2, coins=6)
    rows = G.score_breakdown(s)
    assert [r["objectives"] for r in rows] == [3, 10, 6]  # seat 2 beats seat 0 on the tie: higher marker


def test_observation_hides_orders_and_determinize_keeps_public_parts():
    import random

    s = fresh(4)
    obs = G.observation(s, 1)
    assert all(st[-1] == o[-1] and sorted(st) == sorted(o) for st, o in zip(s.stacks, obs.state.stacks))
    assert obs.state.char_pile == tuple(sorted(s.char_pile))
    d = G.determinize(obs, random.Random(3))
    assert [st[-1] for st in d.stacks] == [st[-1] for st in s.stacks]
    assert sorted(d.char_pile) == sorted(s.char_pile) and d.char_row == s.char_row
    assert d.players == s.players
    obs2 = G.observation(replace(s, char_pile=tuple(reversed(s.char_pile))), 1)
    assert obs2 == obs


def test_stacked_foundations_lift_a_table_square_two_levels():
    est = Estate.start("1A")
    low = orientation(TILE_BY_NAME["L01"].id, "front", 0)
    est, _, _ = est.with_tile(low, 3, 0, 2)  # column x=3 level 2, foot (4,3) on the table at level 2 with a foundation
    found = o = None
    for o in orientations(TILE_BY_NAME["P01"].id):
        spots = [p for p in est.placements([o], 3) if p.level == 3 and any(c not in est.tops for c in o.at(p.x, p.y))]
        if spots:
            found = spots[0]
            break
    assert found is not None
    new, _, laid = est.with_tile(o, found.x, found.y, 3)
    table = [c for c in o.at(found.x, found.y) if c not in est.tops]
    assert all(laid.count(c) == 2 for c in table)
    assert all(new.level(c) == 3 for c in o.at(found.x, found.y))


def test_parse_round_trip_and_refusals():
    from llamagames.rules.core import ActionParseError

    for text in ("stack T", "place Z back r3 @-2,5 L3", "hut row 2", "hut pile", "marker herd top",
                 "marker gold-corn bottom from road", "skip", "trade corn>cacao #12", "trade coin>potato #14",
                 "feed cacao coins 4", "llama @-1,2", "end"):
        assert str(G.parse_action(text)) == text
    for bad in ("stack Q", "feed gold coins 2", "marker moon top", "dance"):
        with pytest.raises(ActionParseError):
            G.parse_action(bad)
    assert Place("T", "front", 0, 0, 0, 2) == G.parse_action("place T front r0 @0,0 L2")


def test_triggered_characters_act_from_the_next_turn():
    builder = card("builder")
    hut_board = board_estate("V...", "V...", "....", "....")
    state = holding(set_player(fresh(), estate=hut_board), "L01")
    state = replace(state, char_row=(builder,) + state.char_row[1:], char_pile=tuple(c for c in state.char_pile if c != builder))
    seat = state.turn.seat
    coins = state.players[seat].coins
    # L front r0 at (0,0) level 2 covers (0,0) V, (0,1) V, (0,2), (0,3), (1,3)
    s = G.apply(state, Place("L", "front", 0, 0, 0, 2))
    assert s.turn.phase == HUTS and s.turn.huts == 2
    s = G.apply(s, G.parse_action("hut row 1"))
    assert builder in s.players[seat].characters
    s = G.apply(s, G.parse_action("hut pile"))
    assert s.players[seat].coins == coins  # the Builder gained this turn does not act
    # a later turn: covering a Huts icon now pays the Builder's coin
    later = replace(s, turn=replace(s.turn, phase="start", used=frozenset(), fed=False, huts=0))
    later = set_player(later, estate=hut_board)
    later = holding(later, "T01")
    s2 = G.apply(later, Place("T", "front", 1, 0, 0, 2))  # T turned a quarter: covers one Huts icon
    assert Counter(covered_by(hut_board, Place("T", "front", 1, 0, 0, 2), TILE_BY_NAME["T01"].id))["V"] == 1
    assert s2.players[seat].coins == coins + 1


def test_settler_pays_two_coins_or_the_last_one():
    settler = card("settler")
    board = board_estate("CAP.", "....", "....", "....")
    state = holding(set_player(fresh(), estate=board, characters=(settler,)), "T01")
    seat = state.turn.seat
    coins = state.players[seat].coins
    s = G.apply(state, Place("T", "front", 0, 0, 0, 2))
    assert s.players[seat].coins == coins + 2 and s.players[seat].crops == (1, 1, 1)
    poor = replace(state, supply_coins=1)
    s = G.apply(poor, Place("T", "front", 0, 0, 0, 2))
    assert s.players[seat].coins == coins + 1 and s.supply_coins == 0


def test_events_describe_the_placement():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    s = G.apply(state, Place("T", "front", 0, 0, 0, 2))
    (event,) = G.events(s)
    assert event.kind == "place" and event.get("level") == 2
    assert dict(event.get("gained")) == {"C": 2, "$": 1}
    assert G.describe(event, Narrator(["Ann", "Bo"], None)).endswith("on level 2, collecting 2 corn and 1 coin.")


def test_symmetric_tile_lists_each_placement_once():
    x07 = TILE_BY_NAME["X07"].id  # front P . A . P: the same after a half turn
    assert len(orientations(x07)) == 6
    assert orientation(x07, "front", 2) == orientation(x07, "front", 0)
    state = holding(fresh(), "X07")
    listed = G.legal_actions(state)
    assert len(listed) == len(set(listed))
    assert not any(p.face == "front" and p.rot >= 2 for p in listed)
    # the merged name is still accepted
    p = next(p for p in listed if p.face == "front" and p.rot == 0)
    s = G.apply(state, Place("X", "front", 2, p.x, p.y, p.level))
    assert s.players[state.turn.seat].estate == G.apply(state, p).players[state.turn.seat].estate


def test_game_follows_the_contract():
    from llamagames.rules import GAMES
    from llamagames.rules.core import Game

    assert GAMES["llamaland"] is G and isinstance(G, Game)
    with pytest.raises(ValueError):
        G.new_game(5, 1)
    with pytest.raises(GameNotOverError, match="not over"):
        G.outcome(fresh())


def test_four_markers_then_only_moves():
    s = holding(fresh(3), "T02")
    s = G.apply(s, next(a for a in G.legal_actions(s) if a.level == 1))
    seat = s.turn.seat
    markers = tuple((seat, -1, -1) if i < 4 else (-1, -1, -1) for i in range(len(s.objectives)))
    s = replace(s, markers=markers)
    options = [a for a in G.legal_actions(s) if isinstance(a, PlaceMarker)]
    assert options and all(a.source for a in options)
    with pytest.raises(IllegalActionError, match="All your markers"):
        G.apply(s, PlaceMarker(s.objectives[5], 0))


def test_merchant_refused_when_the_supply_ran_out():
    merchant = card("merchant", (CORN,))
    state = in_main(replace(fresh(), supply_crops=(0, 12, 12)))
    state = set_player(state, characters=(merchant,), coins=2, crops=(1, 0, 0))
    texts = [str(a) for a in G.legal_actions(state)]
    assert f"trade coin>corn #{merchant}" not in texts and f"trade corn>coin #{merchant}" in texts
    with pytest.raises(IllegalActionError, match="no corn left"):
        G.apply(state, G.parse_action(f"trade coin>corn #{merchant}"))


def test_level_for_snaps_to_one_above_the_highest_square():
    state = holding(set_player(fresh(), estate=FIELDS), "T01")
    assert G.level_for(state, "front", 0, 0, 0) == 2
    assert G.level_for(state, "front", 0, 4, 0) == 1
    assert G.level_for(state, "front", 0, 2, 0) == 2
    assert all(G.level_for(state, p.face, p.rot, p.x, p.y) == p.level for p in G.legal_actions(state))


def test_end_is_refused_until_the_turn_is_done():
    state = fresh()
    with pytest.raises(IllegalActionError, match="place a land tile"):
        G.apply(state, G.parse_action("end"))
    with pytest.raises(IllegalActionError, match="not placing"):
        G.apply(state, Place("T", "front", 0, 4, 0, 1))
    held = holding(state, "T01")
    with pytest.raises(IllegalActionError, match="front and a back"):
        G.apply(held, Place("T", "side", 0, 4, 0, 1))


def test_observation_does_not_carry_the_seed():
    """Two games that differ only in the seed's hidden consequences look alike: the seed
    itself would let a bot replay every shuffle."""
    s = fresh(3, seed=11)
    obs = G.observation(s, 0)
    assert obs.state.seed != s.seed
    assert G.observation(replace(s, seed=12), 0) == obs


def test_taking_a_tile_is_public_and_reveals_the_next_top():
    # Llamaland has no private draw: the taken tile was the visible top, and collections are
    # open. The event keeps no secret, and it reveals the tile now on top of the stack.
    state = fresh()
    seat = state.turn.seat
    shape = next(s for s, stack in zip(SHAPE_ORDER, state.stacks) if len(stack) > 1)
    top = state.stack_top(shape)
    s = G.apply(state, TakeStack(shape))
    (event,) = G.events(s)
    assert event.secret == () and event.reveals and event.get("new_top") == s.stack_top(shape)
    names = ["Ann", "Bo"]
    other = 1 - seat
    mine = G.describe(event.for_viewer(seat), Narrator(names, seat))
    theirs = G.describe(event.for_viewer(other), Narrator(names, other))
    assert mine == f"You take the {shape} tile." and theirs == f"{names[seat]} takes the {shape} tile."
    assert TILES[top].name not in mine  # the log names the tile by its shape, not by a number


def test_a_tie_below_first_place_is_broken_on_llama_points_too():
    """The rulebook's tie-break decides every place, not only the first (as Alpacas' treats)."""
    s = fresh(3, variant="beginner")
    s = set_player(s, 0, llama_cards=((CORN, 10),), crops=(3, 3, 3), coins=4)  # 10 + 9 + 2 = 21
    s = set_player(s, 1, llama_cards=((CORN, 5),), crops=(3, 2, 1), coins=2)  # 5 + 6 + 1 = 12
    s = set_player(s, 2, llama_cards=((CACAO, 10),), crops=(1, 0, 0), coins=3)  # 10 + 1 + 1 = 12
    outcome = G.outcome_of(s)
    assert outcome.scores == (21, 12, 12) and outcome.winners == (0,)
    assert [outcome.place(seat) for seat in range(3)] == [1, 3, 2]
    assert outcome.ranking() == (0, 2, 1) and not outcome.shares_place(1)
