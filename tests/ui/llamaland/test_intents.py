"""What a gesture at the Llamaland table means, decided without a window: real positions from
the rules, real legal actions, the layout's real rectangles."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames.rules.llamaland import (
    LLAMALAND,
    MAIN,
    MARKER,
    PLACE,
    START,
    Feed,
    LlamalandState,
    PlaceMarker,
    TakeStack,
    UseCharacter,
)
from llamagames.rules.llamaland.components import CHARACTERS, SHAPE_ORDER, TILES, TRADER
from llamagames.ui.games.llamaland.estate_parts import feed_worth, trade_worth
from llamagames.ui.games.llamaland.intents import (
    Spots,
    feed_options,
    marker_drop,
    marker_options,
    thing_at,
    trade_options,
)
from llamagames.ui.games.llamaland.layout import LandLayout
from llamagames.ui.games.llamaland.pivot import SNAP_PIXELS, gap_to_square, grip, snap, square_at
from llamagames.ui.games.llamaland.placing import can_place, placing_refusal, preview_after_take
from llamagames.ui.games.llamaland.projection import Projection, ViewMode
from llamagames.ui.table.layout import TableFrame


def start(seed: int = 7) -> LlamalandState:
    state = LLAMALAND.new_game(2, seed)
    assert state.turn.phase == START
    return state


def extended(state: LlamalandState) -> LlamalandState:
    """The current player took a T tile and placed it beside their estate (the marker phase)."""
    held = LLAMALAND.apply(state, TakeStack("T"))
    return LLAMALAND.apply(held, next(p for p in LLAMALAND.placements(held) if p.level == 1))


def main_phase(state: LlamalandState) -> LlamalandState:
    """The current player after taking and building a tile, in the main phase."""
    held = LLAMALAND.apply(state, TakeStack("T"))
    state = LLAMALAND.apply(held, next(p for p in LLAMALAND.placements(held) if p.level == 2))
    while state.turn.phase != MAIN:
        state = LLAMALAND.apply(state, LLAMALAND.legal_actions(state)[0])
    return state


def with_player(state: LlamalandState, **changes) -> LlamalandState:
    seat = state.turn.seat
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def spots_for(state: LlamalandState, size: tuple[int, int] = (1280, 800)) -> Spots:
    """The rectangles the table lays out at ``size`` (objective spaces as simple squares)."""
    frame = TableFrame.compute(size, state.num_players, buttons=5)
    lay = LandLayout.compute(frame, len(state.objectives), state.num_players - 1)
    box = lay.objectives
    spaces = [[pygame.Rect(box.right - 30 * (3 - space), box.y + 40 + 30 * i, 24, 24) for space in range(3)]
              for i in range(len(state.objectives))]
    return Spots(stacks=lay.stacks, row=lay.row, pile=lay.pile, spaces=spaces, llama_source=lay.llama_source,
                 reserve=pygame.Rect(lay.mine_head.right - 80, lay.mine_head.bottom - 30, 74, 20), characters=[],
                 columns=lay.columns, opponents=[(1, lay.opponents[0])], estate=lay.estate, view=lay.estate_view_rect())


def test_a_tile_can_be_placed_from_every_stack_the_rules_let_you_take_and_then_only_the_one_in_hand():
    state = start()
    legal = LLAMALAND.legal_actions(state)
    for shape in SHAPE_ORDER:
        assert can_place(state, legal, True, shape) == (TakeStack(shape) in legal)
        assert not can_place(state, legal, False, shape), "not on somebody else's turn"
    held = LLAMALAND.apply(state, TakeStack("L"))
    assert held.turn.phase == PLACE
    assert [s for s in SHAPE_ORDER if can_place(held, LLAMALAND.legal_actions(held), True, s)] == ["L"]


def test_the_preview_holds_the_tile_the_stack_gives_and_the_held_one_stays():
    state = start()
    preview = preview_after_take(state, "Z")
    assert preview == LLAMALAND.apply(state, TakeStack("Z"))
    assert preview is not None and TILES[preview.turn.tile].shape == "Z"
    assert preview_after_take(preview, "Z") is preview
    assert preview_after_take(preview, "T") is None


def test_why_a_tile_cannot_be_placed_follows_the_phase():
    held = LLAMALAND.apply(start(), TakeStack("P"))
    assert placing_refusal(held, "T") == "Place the P tile you took first."
    assert placing_refusal(main_phase(start()), "T") == "You have placed your tile for this turn."


def test_the_pointer_over_a_legal_spot_snaps_the_ghost_there():
    preview = LLAMALAND.apply(start(), TakeStack("T"))
    seat = preview.turn.seat
    places = LLAMALAND.placements(preview)
    for mode in ViewMode:
        proj = Projection(mode, 40.0, (300.0, 200.0))
        for place in places[:12] + places[-12:]:
            held = grip("T", place.face, place.rot)
            hx, hy = square_at("T", place.face, place.rot, held)
            px, py = proj.centre((place.x + hx, place.y + hy), place.level)
            spot = snap(preview, seat, proj, (px, py), place.face, place.rot, held, places)
            assert (spot.anchor, spot.level, spot.exact) == ((place.x, place.y), place.level, True)


def test_a_refused_spot_stays_under_the_pointer_unless_a_legal_one_is_a_few_pixels_away():
    preview = LLAMALAND.apply(start(), TakeStack("T"))
    seat = preview.turn.seat
    places = LLAMALAND.placements(preview)
    proj = Projection(ViewMode.TOP_DOWN, 40.0, (300.0, 200.0))
    legal = {(p.face, p.rot, p.x, p.y, p.level) for p in places}
    checked = snapped = 0
    for place in places:
        held = grip("T", place.face, place.rot)
        hx, hy = square_at("T", place.face, place.rot, held)
        square = (place.x + hx, place.y + hy)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            # the middle of the next square over, whose spot is refused: the ghost stays there
            beside = (square[0] + dx, square[1] + dy)
            anchor = (place.x + dx, place.y + dy)
            level = LLAMALAND.level_for(preview, place.face, place.rot, *anchor)
            if (place.face, place.rot, anchor[0], anchor[1], level) in legal:
                continue
            spot = snap(preview, seat, proj, proj.centre(beside, level), place.face, place.rot, held, places)
            assert (spot.anchor, spot.exact) == (anchor, True)
            refused = place._replace(x=spot.anchor[0], y=spot.anchor[1], level=spot.level)
            assert LLAMALAND.placement_problem(preview, refused) is not None
            checked += 1
            # a few pixels over the edge of the legal spot's held square: it helps
            if place.level == level:
                edge = proj.point(square[0] + 0.5 + dx * (0.5 + 3 / 40), square[1] + 0.5 + dy * (0.5 + 3 / 40), level)
                spot = snap(preview, seat, proj, edge, place.face, place.rot, held, places)
                assert spot.level == place.level and not spot.exact
                assert gap_to_square(proj, edge, square, place.level) <= SNAP_PIXELS
                snapped += 1
    assert checked and snapped


def test_a_press_names_the_stack_the_tile_in_hand_the_row_the_pile_a_space_a_rival_and_the_estate():
    state = start()
    seat = state.turn.seat
    spots = spots_for(state)
    assert thing_at(spots.stacks[0].center, spots, state, seat, True) == ("stack", "T")
    held = LLAMALAND.apply(state, TakeStack("X"))
    assert thing_at(spots.stacks[1].center, spots, held, seat, True) == ("hand", "X")
    assert thing_at(spots.stacks[1].center, spots, held, seat, False) == ("stack", "X")
    assert thing_at(spots.row[0].center, spots, state, seat, True) == ("row", 1)
    assert thing_at(spots.pile.center, spots, state, seat, True) == ("pile", 0)
    assert thing_at(spots.spaces[2][1].center, spots, state, seat, True) == ("space", (state.objectives[2], 1))
    assert thing_at(spots.opponents[0][1].center, spots, state, seat, True) == ("opponent", 1)
    assert thing_at(spots.view.center, spots, state, seat, True) == ("estate", 0)
    assert thing_at((spots.view.centerx, spots.view.centery), replace(spots, enlarged=1), state, seat, True) == \
        ("opponent", 1)
    assert thing_at((0, 0), spots, state, seat, True) is None


def test_in_the_marker_phase_your_reserve_gives_a_marker_and_a_drop_names_its_space():
    state = extended(start())
    assert state.turn.phase == MARKER
    seat = state.turn.seat
    spots = spots_for(state)
    assert thing_at(spots.reserve.center, spots, state, seat, True) == ("marker", "")
    assert thing_at(spots.reserve.center, spots, state, seat, False) != ("marker", ""), "only on your turn"
    near = (spots.spaces[3][2].right + 2, spots.spaces[3][2].centery)
    assert marker_drop(near, spots, state) == (state.objectives[3], 2)
    legal = LLAMALAND.legal_actions(state)
    objective = state.objectives[0]
    options = marker_options(legal, objective, 0, None)
    assert options and all(isinstance(a, PlaceMarker) and (a.objective, a.space) == (objective, 0) for a in options)
    assert set(options) == {a for a in legal if isinstance(a, PlaceMarker) and a.objective == objective and a.space == 0}
    assert marker_options(legal, objective, 0, "no such card") == []


def test_feeding_offers_every_way_to_pay_fewest_coins_first():
    state = with_player(main_phase(start()), crops=(4, 0, 0), coins=4)
    legal = LLAMALAND.legal_actions(state)
    options = feed_options(legal, "C")
    assert options == sorted((a for a in legal if isinstance(a, Feed) and a.crop == "C"), key=lambda a: a.coins)
    assert len(options) > 1 and options[0] == Feed("C", 0)
    assert feed_options(legal, "A") == [a for a in legal if isinstance(a, Feed) and a.crop == "A"]


def test_a_trader_offers_both_directions():
    trader = next(c.id for c in CHARACTERS if c.kind == TRADER)
    a, b = CHARACTERS[trader].crops
    crops = [0, 0, 0]
    for crop in (a, b):
        crops[["C", "A", "P"].index(crop)] = 1
    state = with_player(main_phase(start()), characters=(trader,), crops=tuple(crops))
    options = trade_options(LLAMALAND.legal_actions(state), trader)
    assert set(options) == {UseCharacter(trader, a, b), UseCharacter(trader, b, a)}
    assert trade_options([], trader) == []


def test_each_way_to_feed_or_trade_says_what_it_leaves():
    # Feeding costs four of the llama's crop; two coins stand in for each crop missing.
    assert feed_worth(Feed("C", 0), crops=5, coins=3) == "1 corn, 3 coins left"
    assert feed_worth(Feed("C", 4), crops=3, coins=5) == "1 corn, 1 coin left"
    held = {"coin": 2, "C": 1, "A": 0, "P": 0}
    assert trade_worth(UseCharacter(12, "C", "A"), held) == "then 0 corn, 1 cacao"
    assert trade_worth(UseCharacter(12, "coin", "P"), held) == "then 1 coin, 1 potato"

def test_a_click_on_a_space_asks_where_the_marker_comes_from_only_when_there_is_a_real_choice():
    """A playtest was asked "From your reserve / Move it from ..." at every marker. A click takes
    a marker from the reserve while one is left (a placed one moves by a drag from its card);
    with the reserve empty it moves the one placed marker, and asks only between several."""
    both = [PlaceMarker("O1", 0, ""), PlaceMarker("O1", 0, "O2"), PlaceMarker("O1", 1, ""), Feed("C", 0)]
    assert marker_options(both, "O1", 0, None) == [PlaceMarker("O1", 0, "")]
    assert marker_options(both, "O1", 0, "O2") == [PlaceMarker("O1", 0, "O2")]
    moves = [PlaceMarker("O1", 0, "O2"), PlaceMarker("O1", 0, "O3")]
    assert marker_options(moves, "O1", 0, None) == moves
    assert marker_options(moves[:1], "O1", 0, None) == moves[:1]
