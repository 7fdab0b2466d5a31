"""The Llamaland table driven by real mouse and keyboard events through the app."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamaland import (
    LLAMA_PHASE,
    LLAMALAND,
    MARKER,
    PLACE,
    Feed,
    Place,
    PlaceLlama,
    PlaceMarker,
    TakeStack,
    orientation,
)
from llamagames.rules.llamaland.estate import BACK
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamaland.estate_parts import trade_label
from llamagames.ui.games.llamaland.pivot import held_square
from llamagames.ui.games.llamaland.projection import ViewMode
from llamagames.ui.games.llamaland.table import TABLE
from llamagames.ui.table.scene import TableScene

from ..conftest import FRAME, drag, mouse

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def open_table(app, seed: int = 7, seats=SEATS, **options) -> TableScene:
    """A table where the human (seat 0) takes the first turn."""
    match = Match("llamaland", seats, seed, {"first_player": 1, **options}, bot_delay=0.0, worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def open_at(app, state, seats=SEATS) -> TableScene:
    """A table that starts at ``state`` (set up by hand, written as the game's state text)."""
    match = Match.from_position("llamaland", seats, LLAMALAND.state_to_text(state), 7, {"first_player": 1},
                                bot_delay=0.0, worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def key(app, k: int) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})])


def steer(app, k: int) -> None:
    """A stack's number key: the tile comes onto your estate, steered by the keys, from a legal
    spot near the estate's middle (the pointer is off the estate)."""
    key(app, k)


def screen_spot(table: TableScene, x: int, y: int, level: int) -> tuple[int, int]:
    """Where the pointer holds the dragged tile so that its anchor snaps to (x, y) at ``level``."""
    hx, hy = table.parts.stage.held_offset()
    proj = table.parts.stage.views[table.viewer].projection
    px, py = proj.centre((x + hx, y + hy), level)
    return (round(px), round(py))


def test_a_drag_with_turns_and_a_flip_plays_exactly_the_engines_placement(app):
    table = open_table(app)
    key(app, pygame.K_v)  # from above, a screen point names one square at every level
    assert table.parts.stage.views[0].mode is ViewMode.TOP_DOWN
    shape = "L"
    start = table.parts.layout.lay.stacks[["T", "X", "Z", "L", "P"].index(shape)].center
    preview = LLAMALAND.apply(table.match.state, TakeStack(shape))
    o = orientation(preview.turn.tile, BACK, 3)
    candidates = [p for p in LLAMALAND.placements(preview) if (p.face, p.rot) == (o.face, o.rot)]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (start[0] + 40, start[1] + 60))])
    assert table.parts.stage.drag is not None and table.parts.stage.drag.shape == shape
    key(app, pygame.K_r)  # a quarter turn
    key(app, pygame.K_r)  # another
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": -1})])  # and a third
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, (start[0] + 40, start[1] + 60), button=3)])  # a right-click flips
    assert (table.parts.stage.drag.face, table.parts.stage.drag.rot) == (BACK, 3)
    rect = table.parts.stage.views[0].rect
    wanted = min(candidates, key=lambda p: (pygame.Vector2(screen_spot(table, p.x, p.y, p.level)) -
                                            pygame.Vector2(rect.center)).length())
    target = screen_spot(table, wanted.x, wanted.y, wanted.level)
    assert rect.collidepoint(target)
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, target)])
    assert table.parts.stage.drag.action == wanted and table.parts.stage.drag.reason is None
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, target)])
    assert table.match.record.actions[:2] == (str(TakeStack(shape)), str(wanted))
    assert table.parts.stage.drag is None


def test_a_drag_in_the_tilted_view_plays_the_placement_its_ghost_showed(app):
    table = open_table(app, seed=11)
    start = table.parts.layout.lay.stacks[0].center
    view = table.parts.stage.views[0]
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    preview = table.parts.stage.preview_state("T")
    legal = set(LLAMALAND.placements(preview))
    shown = None
    # sweep the pointer over the estate until the ghost is green
    for fy in (0.3, 0.5, 0.7):
        for fx in (0.2, 0.35, 0.5, 0.65, 0.8):
            pos = (view.rect.x + round(view.rect.w * fx), view.rect.y + round(view.rect.h * fy))
            app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos)])
            if table.parts.stage.drag.reason is None and table.parts.stage.drag.action is not None:
                shown = (pos, table.parts.stage.drag.action)
                break
        if shown:
            break
    assert shown is not None
    pos, action = shown
    assert action in legal
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, pos)])
    assert table.match.record.actions[:2] == ("stack T", str(action))
    assert LLAMALAND.is_over(table.match.state) is False


def test_an_illegal_drop_is_refused_with_the_engines_reason_and_changes_nothing(app):
    table = open_table(app)
    key(app, pygame.K_v)
    state = table.match.state
    start = table.parts.layout.lay.stacks[0].center
    preview = LLAMALAND.apply(state, TakeStack("T"))
    view = table.parts.stage.views[0]
    # far from the start board, still over the estate's area: not touching the estate
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    corner = (view.rect.x + 12, view.rect.y + 12)
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, corner)])
    action = table.parts.stage.drag.action
    assert isinstance(action, Place)
    refusal = LLAMALAND.placement_problem(preview, action)
    assert refusal is not None and refusal.code == "extension_apart"
    reason = LLAMALAND.words.refusal(refusal)
    assert table.parts.stage.drag.reason == reason
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, corner)])
    assert table.match.state is state and table.match.record.actions == ()
    # why, in red, in the label's one place under the estate; no message over the estate's squares
    assert table.toasts.text == "" and " ".join(table.parts.painter.ghost_label()[1]) == reason
    assert table.parts.stage.drag is not None and table.parts.stage.drag.carried  # still in hand, to try again


def shift_key(app, k: int) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": pygame.KMOD_LSHIFT, "unicode": "",
                                                          "scancode": 0})])


def test_the_arrows_move_the_tile_one_square_and_never_jump_to_the_hints_spot(app):
    """A playtest read the keys' jump to the ranked best spot as an unlabelled hint: the keys
    start on a legal spot near the estate's middle, each arrow moves one square, and the best
    spot is the hint's (H)."""
    table = open_table(app)
    stage = table.parts.stage
    steer(app, pygame.K_1)  # the T stack
    drag_ = stage.drag
    assert drag_ is not None and drag_.keyboard and drag_.shape == "T"
    assert drag_.reason is None and drag_.action in stage.spots("T")  # a legal spot to start from
    x, y = drag_.anchor
    for arrow, (dx, dy) in ((pygame.K_RIGHT, (1, 0)), (pygame.K_DOWN, (0, 1)), (pygame.K_LEFT, (-1, 0)),
                            (pygame.K_UP, (0, -1))):
        key(app, arrow)
        x, y = x + dx, y + dy
        assert drag_.anchor == (x, y)  # one square, legal there or not (red, with its reason)
    for _ in range(12):  # to the ring's edge, and no farther
        key(app, pygame.K_RIGHT)
    edge = drag_.anchor
    key(app, pygame.K_RIGHT)
    assert drag_.anchor == edge and stage.near_estate("T", drag_.face, drag_.rot, edge)


def test_keyboard_placement_moves_a_square_turns_about_the_held_square_and_places_the_ghost(app):
    table = open_table(app)
    steer(app, pygame.K_1)  # the T stack
    drag_ = table.parts.stage.drag
    first, rot = drag_.anchor, drag_.rot
    shift_key(app, pygame.K_RIGHT)
    assert drag_.anchor == (first[0] + 1, first[1])
    shift_key(app, pygame.K_LEFT)
    held = held_square(drag_.anchor, "T", drag_.face, drag_.rot, drag_.held)
    for _ in range(4):
        key(app, pygame.K_r)
        assert held_square(drag_.anchor, "T", drag_.face, drag_.rot, drag_.held) == held
    key(app, pygame.K_f)
    assert held_square(drag_.anchor, "T", drag_.face, drag_.rot, drag_.held) == held
    key(app, pygame.K_f)
    assert drag_.anchor == first and drag_.rot == rot  # four quarter turns and two flips: as it was
    wanted = drag_.action
    key(app, pygame.K_RETURN)
    assert table.match.record.actions[:2] == ("stack T", str(wanted))
    key(app, pygame.K_ESCAPE)
    assert table.parts.stage.drag is None


def test_keyboard_escape_puts_the_tile_back(app):
    table = open_table(app)
    state = table.match.state
    key(app, pygame.K_3)
    assert table.parts.stage.drag is not None
    key(app, pygame.K_ESCAPE)
    assert table.parts.stage.drag is None and table.match.state is state


def test_after_extending_a_glowing_objective_space_takes_a_marker(app):
    table = open_table(app)
    state = table.match.state
    preview = LLAMALAND.apply(state, TakeStack("T"))
    extension = next(p for p in LLAMALAND.placements(preview) if p.level == 1)
    table.moves.try_action(TakeStack("T"))
    table.moves.try_action(extension)
    app.frame(FRAME, [])
    assert table.match.state.turn.phase == MARKER
    objective = table.match.state.objectives[0]
    spot = table.parts.layout.space_rect(0, 0).center
    for event in (mouse(pygame.MOUSEMOTION, spot), mouse(pygame.MOUSEBUTTONDOWN, spot), mouse(pygame.MOUSEBUTTONUP, spot)):
        app.frame(FRAME, [event])
    assert table.match.record.actions[-1] == str(PlaceMarker(objective, 0))


def test_feeding_and_dropping_the_llama_on_a_glowing_square(app):
    table = open_table(app)
    table.moves.try_action(TakeStack("T"))
    preview = table.match.state
    table.moves.try_action(next(p for p in LLAMALAND.placements(preview) if p.level == 2))
    while table.match.state.turn.phase != "main":  # characters for huts, or no marker
        table.moves.try_action(table.match.legal_actions()[0])
    # give the player four corn (as if collected), then feed by clicking the corn column
    state = table.match.state
    player = replace(state.players[0], crops=(4, 0, 0), coins=0)
    table = open_at(app, replace(state, players=(player,) + state.players[1:]))
    column = table.parts.layout.lay.columns[0].center
    for event in (mouse(pygame.MOUSEMOTION, column), mouse(pygame.MOUSEBUTTONDOWN, column), mouse(pygame.MOUSEBUTTONUP, column)):
        app.frame(FRAME, [event])
    assert table.match.record.actions[-1] == str(Feed("C", 0))
    assert table.match.state.turn.phase == LLAMA_PHASE
    square = table.match.legal_actions()[0]
    assert isinstance(square, PlaceLlama)
    for _ in range(3):  # the status line now says the first feed's price: the estate is fitted above it
        app.frame(FRAME, [])
    view = table.parts.stage.views[0]
    top = view.projection.centre((square.x, square.y), view.estate.level((square.x, square.y)))
    drag(app, table.parts.layout.lay.llama_source.center, top)
    last = LLAMALAND.parse_action(table.match.record.actions[-1])
    assert isinstance(last, PlaceLlama) and last in [PlaceLlama(x, y) for x, y in state.players[0].estate.llama_squares()]
    assert (last.x, last.y) in dict(table.match.state.players[0].estate.llamas())


def test_undo_takes_back_the_placement_and_leaves_the_tile_in_hand(app):
    table = open_table(app)
    steer(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert len(table.match.record.actions) >= 2
    key(app, pygame.K_u)
    assert table.match.state.turn.phase == PLACE
    assert "place the t tile" in table.parts.painter.status_line().lower()
    key(app, pygame.K_1)  # the tile in hand, by keyboard again
    assert table.parts.stage.drag is not None and table.parts.stage.drag.tile == table.match.state.turn.tile


# The other variants' ends are played through the table's controls in test_whole_game (a human
# seat among bots): here a table of bots alone in make test, its variants in a soak run.
@pytest.mark.parametrize("players, options", [(4, {}), pytest.param(3, {"variant": "expert"}, marks=pytest.mark.soak),
                                              pytest.param(2, {"variant": "beginner", "llama_variant": True},
                                                           marks=pytest.mark.soak)])
def test_a_bot_only_game_runs_through_the_scene_to_the_results(app, players, options):
    """The last 40 moves of a bot game (the end not yet triggered): the scene plays the end's
    turns, the last round, the score pad and the results (test_whole_game plays whole games)."""
    from llamagames.bots import play_steps
    from llamagames.rules import GAMES
    from llamagames.ui.games.llamaland.summary import ScorePadScene
    from llamagames.ui.scenes.results import ResultsScene

    steps = list(play_steps("llamaland", ["easy"] * players, 40 + players, options=options))
    seats = [SeatConfig("bot", f"Bot {i + 1}", "easy") for i in range(players)]
    match = Match.from_position("llamaland", seats, GAMES["llamaland"].state_to_text(steps[-40][1]), 40 + players,
                                options, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    assert not match.state.triggered and all(getattr(match.state, k) == v for k, v in options.items())
    table = TABLE(app, match)
    app.start(table)
    assert "the last round comes when" in table.parts.painter.top_bar_info()  # by tiles or piles, the nearer
    saw_pad = False
    for _ in range(3000):
        app.frame(FRAME, [])
        saw_pad = saw_pad or isinstance(app.scenes.top, ScorePadScene)
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert isinstance(app.scenes.top, ResultsScene)
    assert saw_pad and match.is_over()
    said = table.parts.painter.top_bar_info()  # the results show the table behind them
    assert "last round" not in said


def without_character(state, card: int):
    """``state`` with ``card`` taken out of the open row (refilled from the pile) or the pile."""
    if card in state.char_pile:
        return replace(state, char_pile=tuple(c for c in state.char_pile if c != card))
    pile = list(state.char_pile)
    row = tuple(pile.pop() if c == card else c for c in state.char_row)
    return replace(state, char_row=row, char_pile=tuple(pile))


def _to_main_phase(table: TableScene) -> None:
    table.moves.try_action(TakeStack("T"))
    table.moves.try_action(next(p for p in LLAMALAND.placements(table.match.state) if p.level == 2))
    while table.match.state.turn.phase != "main":
        table.moves.try_action(table.match.legal_actions()[0])


def test_clicking_a_trader_offers_both_directions_and_the_used_card_turns_sideways(app):
    from llamagames.rules.llamaland import UseCharacter
    from llamagames.rules.llamaland.components import CHARACTERS, TRADER

    table = open_table(app)
    _to_main_phase(table)
    trader = next(c.id for c in CHARACTERS if c.kind == TRADER)
    a, b = CHARACTERS[trader].crops
    state = table.match.state
    crops = [0, 0, 0]
    for crop in (a, b):
        crops[["C", "A", "P"].index(crop)] = 1
    returned = tuple(c for c in state.players[0].characters if c != trader)  # back to the pile
    player = replace(state.players[0], characters=(trader,), crops=tuple(crops))
    state = without_character(replace(state, char_pile=returned + state.char_pile), trader)
    table = open_at(app, replace(state, players=(player,) + state.players[1:]))
    (card, rect), = table.parts.stage.my_character_rects()
    for event in (mouse(pygame.MOUSEMOTION, rect.center), mouse(pygame.MOUSEBUTTONDOWN, rect.center),
                  mouse(pygame.MOUSEBUTTONUP, rect.center)):
        app.frame(FRAME, [event])
    chooser = table.chooser.open
    assert chooser is not None and not chooser.rect.colliderect(rect)
    trades = {trade_label(use): use for use in (UseCharacter(trader, a, b), UseCharacter(trader, b, a))}
    assert sorted(option.label for option in chooser.options) == sorted(trades)
    assert all(option.worth.startswith("then ") for option in chooser.options)
    option = chooser.rows[1]
    for event in (mouse(pygame.MOUSEMOTION, option.center), mouse(pygame.MOUSEBUTTONDOWN, option.center),
                  mouse(pygame.MOUSEBUTTONUP, option.center)):
        app.frame(FRAME, [event])
    assert table.match.record.actions[-1] == str(trades[chooser.options[1].label])
    assert trader in table.match.state.turn.used and table.chooser.open is None


def test_dragging_a_placed_marker_to_another_card_moves_it(app):
    table = open_table(app, seed=9, seats=[SeatConfig("human", "You"), SeatConfig("bot", "B", "easy"),
                                           SeatConfig("bot", "C", "easy")])
    state = table.match.state
    preview = LLAMALAND.apply(state, TakeStack("T"))
    extension = next(p for p in LLAMALAND.placements(preview) if p.level == 1)
    table.moves.try_action(TakeStack("T"))
    table.moves.try_action(extension)
    state = table.match.state
    assert state.turn.phase == MARKER and len(state.objectives) == 7
    markers = tuple((0, -1, -1) if i < 4 else (-1, -1, -1) for i in range(7))  # all four markers placed
    table = open_at(app, replace(state, markers=markers), seats=table.match.seats)
    drag(app, table.parts.layout.space_rect(1, 0).center, table.parts.layout.space_rect(5, 2).center)
    assert table.match.record.actions[-1] == str(PlaceMarker(state.objectives[5], 2, state.objectives[1]))
    assert table.match.state.markers[1] == (-1, -1, -1) and table.match.state.markers[5][2] == 0


def test_a_shared_screen_shows_each_human_their_own_estate_large(app):
    from llamagames.ui.table.cover import HotSeatCover

    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben"), SeatConfig("bot", "Cai", "easy")]
    match = Match("llamaland", seats, 5, {"first_player": 1}, bot_delay=0.0, worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    seen = []
    for _ in range(400):
        top = app.scenes.top
        if isinstance(top, HotSeatCover):
            app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), mouse(pygame.MOUSEBUTTONUP, (10, 10))])
            continue
        app.frame(FRAME, [])
        if table.my_turn():
            big = table.parts.stage.views[table.viewer]
            assert big.rect == table.parts.layout.lay.estate_view_rect()
            assert big.estate is match.state.players[table.viewer].estate or big.estate == match.state.players[table.viewer].estate
            seen.append(table.viewer)
            steer(app, pygame.K_1 + next(i for i, s in enumerate("TXZLP") if table.parts.stage.can_place(s)))
            key(app, pygame.K_RETURN)
            while table.my_turn() and match.legal_actions():
                legal = match.legal_actions()
                table.moves.try_action(next((a for a in legal if str(a) in ("skip", "end")), legal[0]))
        if {0, 1} <= set(seen):
            break
    assert {0, 1} <= set(seen)


def test_a_resize_keeps_the_game_and_lays_the_table_out_again(app):
    table = open_table(app)
    steer(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    before = table.match.state
    table.resize((1920, 1080))
    app.frame(FRAME, [])
    assert table.match.state is before
    assert table.parts.stage.views[0].rect == table.parts.layout.lay.estate_view_rect() and table.parts.layout.lay.estate.width > 900
    for seat in (1,):
        assert table.panel_rect(seat).contains(table.parts.stage.views[seat].rect)


def test_the_keyboard_ghost_stays_on_screen_with_the_whole_estate(app):
    table = open_table(app)
    steer(app, pygame.K_1)
    view = table.parts.stage.views[0]
    for _ in range(12):
        key(app, pygame.K_LEFT)
    drag_ = table.parts.stage.drag
    proj = view.projection
    o = orientation(drag_.tile, drag_.face, drag_.rot)
    # the keys stop at the ring around the estate, which is in view (the estate is not refitted
    # to follow the tile: a tile reaching beyond the field is cut at its edge, as the mouse's is)
    assert any(view.rect.collidepoint(proj.centre(cell, drag_.level)) for cell in o.at(*drag_.anchor))
    assert view.pan == (0.0, 0.0)  # never panned: the estate does not slide off
    assert view.rect.contains(view.estate_box())


def test_a_game_saved_with_a_tile_in_hand_resumes_with_it_in_hand(app, tmp_path):
    table = open_table(app)
    table.moves.try_action(TakeStack("L"))
    path = tmp_path / "game.json"
    table.match.save(path)
    app.scenes.clear()
    match = Match.load(path, bot_delay=0.0, worker=InlineBotWorker())
    assert isinstance(match, Match) and match.state.turn.phase == PLACE
    resumed = TABLE(app, match)
    app.start(resumed)
    app.frame(FRAME, [])
    assert "place the l tile" in resumed.parts.painter.status_line().lower()
    steer(app, pygame.K_4)  # the L stack's key takes the tile in hand
    assert resumed.parts.stage.drag is not None and resumed.parts.stage.drag.tile == match.state.turn.tile
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].startswith("place L")


def test_the_estate_holds_its_scale_and_place_from_before_a_tile_is_taken_to_its_drop(app):
    """A playtest saw the keys' first press shrink the estate to half (the view refitted to the
    tile's whole reach) and the aimed square move away; before that, every arrow, R and F
    rescaled it. The estate is fitted with the ring of squares a tile may take in view from the
    start, and neither taking, steering, turning, flipping nor putting back the tile (with the
    keys or the mouse) changes its scale or place."""
    table = open_table(app)
    stage = table.parts.stage
    view = stage.views[0]

    def frame_now():
        proj = view.projection
        return round(proj.scale, 6), tuple(round(v, 3) for v in proj.origin), tuple(view.estate_box())

    before = frame_now()  # no tile in hand yet
    steer(app, pygame.K_4)  # the L, the longest reach
    drag_ = stage.drag
    assert drag_ is not None and drag_.keyboard
    assert frame_now() == before
    presses = [pygame.K_LEFT] * 7 + [pygame.K_r, pygame.K_f, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_r] \
        + [pygame.K_RIGHT] * 9 + [pygame.K_f] + [pygame.K_DOWN] * 9 + [pygame.K_r, pygame.K_f, pygame.K_h]
    for k in presses:
        key(app, k)
        assert frame_now() == before, pygame.key.name(k)
        proj = view.projection  # the tile touches the ring around the estate, which is in view
        cells = orientation(drag_.tile, drag_.face, drag_.rot).at(*drag_.anchor)
        assert any(view.rect.collidepoint(proj.centre(cell, drag_.level)) for cell in cells)
    key(app, pygame.K_ESCAPE)
    assert stage.drag is None and frame_now() == before
    # the mouse: taken from its stack, aimed over the estate and beyond its back row, turned
    stack = table.parts.layout.lay.stacks[3].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, stack), mouse(pygame.MOUSEBUTTONDOWN, stack)])
    box = view.estate_box()
    for at in (box.center, (box.centerx, box.top - 10), (box.right + 30, box.centery), box.bottomleft):
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, at)])
        assert stage.drag is not None and frame_now() == before, at
        key(app, pygame.K_r)
        assert frame_now() == before, at


def test_r_or_f_with_no_tile_in_hand_says_to_take_one_first_and_the_hint_names_the_p_key(app):
    """A playtest pressed R and F before taking a tile and saw nothing happen; and "Press P"
    read as the P tile."""
    table = open_table(app)
    stage = table.parts.stage
    for k in (pygame.K_r, pygame.K_f):
        table.toasts.clear()
        key(app, k)
        assert stage.drag is None and table.toasts.text == "Take a tile first (keys 1-5): then R turns it and F flips it."
    steer(app, pygame.K_1)
    assert stage.drag is not None
    rot = stage.drag.rot
    key(app, pygame.K_r)  # with a tile in hand, R turns it as before
    assert stage.drag.rot == (rot + 1) % 4
    words = table.parts.coach.take_words(TakeStack("T"))
    assert "P on the keyboard" in words  # pt53 read "Press the P key" as the P tile beside it
