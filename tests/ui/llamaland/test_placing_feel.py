"""Placing a tile feels right: it pivots about the held square, depth is painted back to front,
the hint shows the tile's best spot, and the ghost's label counts what the rules pay."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from llamagames import bots
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamaland import LLAMALAND, Place, TakeStack, orientation
from llamagames.rules.llamaland.components import CHARACTERS, CROPS, FARMER, SHAPE_ORDER
from llamagames.rules.llamaland.estate import Estate, orientations
from llamagames.ui.games.llamaland import llama_sprites
from llamagames.ui.games.llamaland.estate_geometry import GHOST, LLAMA, depth_steps
from llamagames.ui.games.llamaland.estate_view import EstateView
from llamagames.ui.games.llamaland.gains import gains_of
from llamagames.ui.games.llamaland.pivot import held_square
from llamagames.ui.games.llamaland.projection import ViewMode
from llamagames.ui.games.llamaland.table import TABLE

from ..conftest import FRAME, mouse
from .test_table import SEATS, key, open_table, steer


def _hold(app, table, shape: str) -> None:
    """Press on the stack of ``shape`` and drag the tile onto the estate."""
    start = table.parts.layout.stack_middle(SHAPE_ORDER.index(shape))  # the middle of its tile: held by its middle square
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, table.parts.stage.views[0].rect.center)])


def _board_square(table) -> tuple[int, int]:
    """A start-board square one in from its corner: a T held there fits the board turned any way."""
    board = sorted(table.match.state.players[0].estate.tops)
    return (board[0][0] + 1, board[0][1] + 1)


@pytest.mark.parametrize("shape", ["T", "P"])
@pytest.mark.parametrize("mode", [ViewMode.OBLIQUE, ViewMode.TOP_DOWN])
@pytest.mark.parametrize("zoom", [0.6, 1.0, 1.7, 2.6])
def test_the_square_under_the_pointer_stays_under_it_through_four_turns_and_a_flip(app, mode, zoom, shape):
    table = open_table(app)
    stage = table.parts.stage
    if mode is ViewMode.TOP_DOWN:
        key(app, pygame.K_v)
    view = stage.views[0]
    view.zoom_by(zoom / view.zoom)
    _hold(app, table, shape)
    drag_ = stage.drag
    assert drag_ is not None and not drag_.keyboard
    square = _board_square(table)
    pointer = tuple(round(v) for v in view.projection.centre(square, 2))
    assert view.rect.collidepoint(pointer)
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])

    def held() -> tuple[int, int]:
        assert drag_.anchor is not None and drag_.exact and drag_.reason is None
        assert drag_.level == 2  # it rests on the board
        return held_square(drag_.anchor, drag_.shape, drag_.face, drag_.rot, drag_.held)

    assert held() == square
    turns = set()
    for _ in range(4):
        key(app, pygame.K_r)
        turns.add(drag_.rot)
        assert held() == square
    assert len(turns) == 4
    face = drag_.face
    key(app, pygame.K_f)
    assert drag_.face != face and held() == square
    # and the ghost drawn is the placement the drop would play, under the pointer
    assert view.ghost_box() is not None and view.ghost_box().collidepoint(pointer)


def test_a_refused_spot_under_the_pointer_stays_there_red_and_a_drop_there_is_refused(app):
    table = open_table(app)
    stage = table.parts.stage
    key(app, pygame.K_v)
    _hold(app, table, "T")
    view = stage.views[0]
    board = sorted(stage.st.players[0].estate.tops)
    # a whole square off the board's left edge: the T held there does not fit, though an
    # extension one square over does; the ghost stays under the pointer, red, with the reason
    x0 = board[0][0]
    y = board[0][1] + 1
    pointer = tuple(round(v) for v in view.projection.centre((x0 - 1, y), 1))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
    drag_ = stage.drag
    preview = stage.preview_state("T")
    assert drag_.exact and drag_.action not in LLAMALAND.placements(preview)
    assert held_square(drag_.anchor, "T", drag_.face, drag_.rot, drag_.held) == (x0 - 1, y)
    problem = LLAMALAND.placement_problem(preview, drag_.action)
    assert problem is not None and drag_.reason == LLAMALAND.words.refusal(problem)
    assert view.ghost_box() is not None and view.ghost_box().collidepoint(pointer)
    state = table.match.state
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, pointer)])
    assert table.match.state is state and table.match.record.actions == ()
    # the reason in red in the label's place under the estate, no message over the estate
    assert table.toasts.text == "" and " ".join(table.parts.painter.ghost_label()[1]) == drag_.reason


def test_a_pointer_on_a_raised_legal_spot_takes_that_spot_not_the_ground(app):
    table = open_table(app)
    stage = table.parts.stage
    _hold(app, table, "T")  # the tilted view, where raised squares hide the ground behind them
    view = stage.views[0]
    drag_ = stage.drag
    preview = stage.preview_state("T")
    raised = [p for p in LLAMALAND.placements(preview) if p.level >= 2 and (p.face, p.rot) ==
              (orientation(preview.turn.tile, drag_.face, drag_.rot).face, drag_.rot)]
    assert raised
    seen = 0
    for place in raised:
        square = held_square((place.x, place.y), "T", drag_.face, drag_.rot, drag_.held)
        pointer = tuple(round(v) for v in view.projection.centre(square, place.level))
        if not view.rect.collidepoint(pointer) or view.cell_at(pointer) != square:
            continue  # hidden behind a higher square in front of it
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pointer)])
        assert (drag_.action, drag_.reason, drag_.exact) == (place, None, True)
        seen += 1
    assert seen


def test_depth_steps_paint_a_raised_back_row_before_the_llamas_in_front_of_it():
    ghost_back = [(0, 0), (1, 0), (2, 0)]
    llamas_front = [(1, 1), (0, 2)]
    order = depth_steps(ghost_back, llamas_front)
    assert [what for what, _ in order] == [GHOST] * 3 + [LLAMA] * 2
    # in a row, right to left (the left square overlaps the right one in the tilted view)
    assert [cell for _, cell in order[:3]] == [(2, 0), (1, 0), (0, 0)]
    # a llama behind the ghost comes first; on one square the ghost comes after the llama it buries
    assert depth_steps([(0, 1)], [(0, 0), (0, 1)]) == [(LLAMA, (0, 0)), (LLAMA, (0, 1)), (GHOST, (0, 1))]


def _raised_front() -> tuple[Estate, tuple[int, int]]:
    """An estate with a column at least two levels above the square right behind it."""
    estate = Estate.start("1A")
    for tile, level in ((0, 2), (14, 3)):
        places = [p for p in estate.placements(orientations(tile), 3) if p.level == level]
        p = places[-1]
        estate, _, _ = estate.with_tile(orientation(tile, p.face, p.rot), p.x, p.y, p.level)
    tops = estate.tops
    for (x, y), top in sorted(tops.items()):
        front = tops.get((x, y + 1))
        if front is not None and front[0] >= top[0] + 2:
            return estate, (x, y)
    raise AssertionError("no raised column in front of a lower square")


def test_a_glow_behind_a_raised_column_is_hidden_by_it():
    pygame.init()
    try:
        estate, back = _raised_front()
        rect = pygame.Rect(0, 0, 800, 600)
        view = EstateView(rect, estate, ViewMode.OBLIQUE, supersample=1)
        plain = pygame.Surface(rect.size, pygame.SRCALPHA)
        view.draw(plain)
        view.set_highlight("llama", [back])
        lit = pygame.Surface(rect.size, pygame.SRCALPHA)
        view.draw(lit)
        proj = view.projection
        front = (back[0], back[1] + 1)
        height = estate.tops[front][0]
        # the front column's side and top, shrunk a little so edge pixels do not count
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        x, y = front
        outline = [proj.point(x + 0.1, y + 0.1, height), proj.point(x + 0.9, y + 0.1, height),
                   proj.point(x + 0.9, y + 0.9, 0.2), proj.point(x + 0.1, y + 0.9, 0.2)]
        pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        changed_inside = changed_elsewhere = 0
        for px in range(0, rect.w, 2):
            for py in range(0, rect.h, 2):
                if plain.get_at((px, py)) != lit.get_at((px, py)):
                    if mask.get_at((px, py)).a:
                        changed_inside += 1
                    else:
                        changed_elsewhere += 1
        assert changed_elsewhere > 0  # the glow shows on the square's open part
        assert changed_inside == 0  # and not over the column in front of it
    finally:
        llama_sprites.clear_frames()


def _hard_place(table, preview):
    """The hard bot's placement of the tile in hand, at the decision after the take (its seed)."""
    seed = bots.derive_seed(table.match.seed, 0, len(table.match.record.actions) + 1)
    bot = bots.make("llamaland", "hard", seed, iterations=bots.fixed_budget("llamaland"))
    return bot.choose(LLAMALAND.observation(preview, 0), LLAMALAND.legal_actions(preview))


def test_the_hint_with_a_tile_in_hand_shows_where_the_hard_bot_lays_it(app):
    table = open_table(app)
    stage = table.parts.stage
    _hold(app, table, "L")
    preview = stage.preview_state("L")
    advice = table.coach.ask()
    assert advice is not None
    assert isinstance(advice.suggestion.action, Place)
    assert advice.suggestion.action in LLAMALAND.legal_actions(preview)
    assert advice.suggestion.action == _hard_place(table, preview)
    assert stage.hint == (preview.turn.tile, advice.suggestion.action)
    assert advice.rects and advice.rects[-1] == stage.views[0].hint_box()
    # the same with the tile taken already (the match in the place phase)
    key(app, pygame.K_ESCAPE)
    table.moves.try_action(TakeStack("P"))
    app.frame(FRAME, [])
    advice = table.coach.ask()
    state = table.match.state
    assert isinstance(advice.suggestion.action, Place) and advice.suggestion.action in LLAMALAND.legal_actions(state)
    assert stage.hint is not None and stage.hint[0] == state.turn.tile
    assert stage.hint[1] == advice.suggestion.action
    assert "take the" not in advice.text.lower()


def test_the_hint_before_a_tile_is_taken_shows_where_it_would_go(app):
    """The gold ghost is the hard bot's placement (the hint's ``then``), the one a hint asked
    with the tile in hand gives, and the review judges the placement by."""
    table = open_table(app)
    stage = table.parts.stage
    advice = table.coach.ask()
    action = advice.suggestion.action
    assert isinstance(action, TakeStack)
    preview = stage.preview_state(action.shape)
    assert stage.hint == (preview.turn.tile, advice.suggestion.then)
    assert advice.suggestion.then == _hard_place(table, preview)
    assert stage.hint[1] in LLAMALAND.legal_actions(preview)


def _farmer_spot(state, seat: int):
    """A tile in hand and a legal build covering two icons of one crop (and its crop)."""
    for shape in SHAPE_ORDER:
        preview = LLAMALAND.apply(state, TakeStack(shape))
        for place in LLAMALAND.placements(preview):
            gains = gains_of(preview, place)
            for crop in CROPS:
                if gains.count(crop) >= 2:
                    return shape, place, crop
    raise AssertionError("no build covers two icons of a crop")


def test_the_ghost_label_counts_the_farmers_bonus_and_stays_clear_of_the_aimed_squares(app):
    table = open_table(app)
    stage = table.parts.stage
    state = table.match.state
    shape, place, crop = _farmer_spot(state, 0)
    preview = LLAMALAND.apply(state, TakeStack(shape))
    plain = gains_of(preview, place).count(crop)
    farmer = next(c.id for c in CHARACTERS if c.kind == FARMER and c.crops == (crop,))
    player = replace(state.players[0], characters=(farmer,))
    with_farmer = replace(state, players=(player, *state.players[1:]),  # the card out of the row and the pile
                          char_row=tuple(c for c in state.char_row if c != farmer),
                          char_pile=tuple(c for c in state.char_pile if c != farmer))
    after = LLAMALAND.apply(LLAMALAND.apply(with_farmer, TakeStack(shape)), place)
    paid = next(e for e in after.last_events if e.kind == "place").get("gained", ())
    assert dict(paid)[crop] == plain + 1  # what the rules pay with the Farmer
    assert gains_of(LLAMALAND.apply(with_farmer, TakeStack(shape)), place).count(crop) == plain + 1
    # the table's label says it, in its place under the estate, clear of the ghost
    match = Match.from_position("llamaland", SEATS, LLAMALAND.state_to_text(with_farmer), 7,
                                bot_delay=0.0, worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    stage = table.parts.stage
    key(app, pygame.K_v)
    _hold(app, table, shape)
    drag_ = stage.drag
    stage.drag.face, stage.drag.rot = place.face, place.rot
    target = table.parts.stage.views[0].projection.centre(
        held_square((place.x, place.y), shape, place.face, place.rot, drag_.held), place.level)
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (round(target[0]), round(target[1])))])
    assert drag_.action == place
    from llamagames.i18n import t
    from llamagames.rules.llamaland.components import CROP_NAMES
    assert t("{count} {crop}", count=plain + 1, crop=t(CROP_NAMES[crop])) in drag_.earns
    pill, lines, _ = table.parts.painter.ghost_label()
    ghost = stage.views[0].ghost_box()
    assert not pill.colliderect(ghost)
    assert stage.views[0].rect.contains(pill) and pygame.Rect((0, 0), table.frame.size).contains(pill)
    assert any(str(plain + 1) in line for line in lines)
    # and names the Farmer's share, so the bonus is not lost in the total
    assert t("including {what} from your {character}", what=t("{count} {crop}", count=1, crop=t(CROP_NAMES[crop])),
             character=t(CHARACTERS[farmer].label)) in " ".join(lines)


def test_a_first_game_tip_is_said_on_the_first_turn_of_its_situation_only(app):
    table = open_table(app)
    coach = table.parts.coach
    first = coach.tip()
    assert first and first == coach.situation_tip()
    assert coach.tip() == first  # the same turn: it stays
    # play the human's turn and the bot's: the next turn starts in the same situation
    stage = table.parts.stage
    steer(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    for _ in range(20):
        legal = table.match.legal_actions()
        if not table.my_turn() or not legal:
            break
        table.moves.try_action(next((a for a in legal if type(a).__name__ in ("Skip", "EndTurn")), legal[-1]))
    for _ in range(600):
        app.frame(FRAME, [])
        if table.my_turn() and table.match.state.turn.phase == stage.st.turn.phase == "start":
            break
    assert table.my_turn() and coach.situation_tip() == first
    assert coach.tip() == ""


def test_level_one_squares_carry_no_number_until_n_asks_for_every_level(app):
    table = open_table(app)
    view = table.parts.stage.views[0]
    assert not view.ground_numbers

    def picture() -> bytes:
        surface = pygame.Surface((view.rect.right, view.rect.bottom), pygame.SRCALPHA)
        view.draw(surface)
        return pygame.image.tobytes(surface, "RGBA")

    plain = picture()
    key(app, pygame.K_n)
    assert all(v.ground_numbers for v in table.parts.stage.views.values())
    assert picture() != plain  # the start board is all level 1: its numbers appear
    key(app, pygame.K_n)
    assert not view.ground_numbers and picture() == plain


def test_the_hints_outline_behind_a_raised_column_is_hidden_by_it():
    pygame.init()
    try:
        estate, back = _raised_front()
        rect = pygame.Rect(0, 0, 800, 600)
        view = EstateView(rect, estate, ViewMode.OBLIQUE, supersample=1)
        level = estate.tops[back][0] + 1
        # a hint over ``back`` whose other squares lie behind it, on ground it could rest on
        o, at = next((o, (back[0] - cx, back[1] - cy)) for o in orientations(0) for cx, cy in o.at(0, 0)
                     if all(c[1] <= back[1] and estate.tops.get(c, (0,))[0] < level
                            for c in o.at(back[0] - cx, back[1] - cy)))
        view.set_ghost(o, -9, -9, 1, True)  # a tile in hand far off: the hint shows as an outline
        plain = pygame.Surface(rect.size, pygame.SRCALPHA)
        view.draw(plain)
        view.set_hint(o, at[0], at[1], level)
        lit = pygame.Surface(rect.size, pygame.SRCALPHA)
        view.draw(lit)
        proj = view.projection
        front = (back[0], back[1] + 1)
        height = estate.tops[front][0]
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        x, y = front
        outline = [proj.point(x + 0.1, y + 0.1, height), proj.point(x + 0.9, y + 0.1, height),
                   proj.point(x + 0.9, y + 0.9, 0.2), proj.point(x + 0.1, y + 0.9, 0.2)]
        pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        changed_inside = changed_elsewhere = 0
        for px in range(0, rect.w, 2):
            for py in range(0, rect.h, 2):
                if plain.get_at((px, py)) != lit.get_at((px, py)):
                    if mask.get_at((px, py)).a:
                        changed_inside += 1
                    else:
                        changed_elsewhere += 1
        assert changed_elsewhere > 0  # the gold outline shows where nothing stands in front
        assert changed_inside == 0  # and not over the column in front of it
    finally:
        llama_sprites.clear_frames()
