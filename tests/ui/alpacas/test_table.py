"""The Llamas & Alpacas table driven by real mouse and keyboard events through the app."""

from __future__ import annotations

import time

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.alpacas import ALPACAS, PASS, Move, Phase, PlaceStart, Take, build_state
from llamagames.rules.alpacas.components import ANIMAL, IS_WILD, LLAMA
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.drops import probe as probe_of
from llamagames.ui.games.alpacas.drops import skipped as skipped_by
from llamagames.ui.games.alpacas.drops import takeable
from llamagames.ui.games.alpacas.intents import intents_of
from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.games.alpacas.stage import stage_of
from llamagames.ui.games.alpacas.table import TABLE
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.smoke import play_to_results
from llamagames.ui.table.scene import TableScene

from ..conftest import FRAME, drag, mouse

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Rosa", "easy")]
LLAMAS = [c for c in range(80) if ANIMAL[c] == LLAMA and not IS_WILD[c]]
ALPACAS_ = [c for c in range(80) if ANIMAL[c] != LLAMA and not IS_WILD[c]]


def open_match(app, match: Match) -> TableScene:
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def new_match(seed: int = 3) -> Match:
    return Match("alpacas", SEATS, seed, bot_delay=0.0, worker=InlineBotWorker())


def staged(state, **match_options) -> Match:
    """A match that starts from a position set up by hand (the human, seat 0, to move)."""
    return Match.from_position("alpacas", SEATS, ALPACAS.state_to_text(state), 3, bot_delay=0.0,
                               worker=InlineBotWorker(), **match_options)


def untouched(match: Match, state) -> bool:
    """Nothing was played: the match still stands at its starting position ``state``."""
    return match.state == state and len(match.history) == 1


def until_my_turn(app, table: TableScene, limit: int = 600) -> None:
    for _ in range(limit):
        if table.my_turn():
            return
        app.frame(FRAME, [])
    raise AssertionError("the human never got the turn")


def press_key(app, key: int) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": "", "scancode": 0})])


def test_the_starting_card_is_dragged_onto_the_board(app):
    table = open_match(app, new_match())
    until_my_turn(app, table)
    assert stage_of(table).view.phase is Phase.SETUP
    card = stage_of(table).view.start_cards[0]
    drag(app, stage_of(table).sprites[card].pos, layout_of(table).rects.cells[5].center)
    assert str(PlaceStart(5)) in table.match.record.actions
    assert table.match.state.boards[0][5] == card


def test_dragging_the_first_row_card_takes_it_for_free(app):
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    table = open_match(app, staged(state))
    card = state.row[0]
    drag(app, stage_of(table).sprites[card].pos, layout_of(table).rects.cells[4].center)
    assert table.match.record.actions[:1] == (str(Take(0, 4)),)
    assert table.match.history[1].boards[0][4] == card
    assert table.match.history[1].treats[0] == (3, 3)


def test_dragging_a_later_card_shows_its_cost_and_takes_it(app):
    row = [LLAMAS[1], ALPACAS_[0], LLAMAS[2], ALPACAS_[1], LLAMAS[3], ALPACAS_[2]]
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], row)
    table = open_match(app, staged(state))
    start, end = stage_of(table).sprites[row[2]].pos, layout_of(table).rects.cells[8].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    for k in range(1, 5):
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k / 4,
                                                     start[1] + (end[1] - start[1]) * k / 4))])
    held = stage_of(table).held()
    assert held == ("row", row[2])
    assert set(skipped_by(held, stage_of(table).view, table.viewer)) == {row[0], row[1]}
    assert intents_of(table).drop_reason(held, 8) is None
    assert "1 clover and 1 carrot" in table.parts.painter.cost_words(held, 8)
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, end)])
    assert table.match.record.actions[:1] == ("take 3 pay clover,carrot @3,3",)
    assert table.match.history[1].treats[0] == (2, 2)


def test_a_card_you_cannot_afford_is_refused_with_the_reason(app):
    row = [LLAMAS[1], ALPACAS_[0], LLAMAS[2], ALPACAS_[1], LLAMAS[3], ALPACAS_[2]]
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], row, treats=[(0, 0), (3, 3)],
                        row_treats=[(1, 1), (2, 2), (0, 0), (0, 0), (0, 0), (0, 0)])
    table = open_match(app, staged(state))
    probe = ALPACAS.refusal(state, probe_of(("row", row[2]), 8, stage_of(table).view, table.viewer))
    assert probe is not None and probe.code == "cannot_afford"
    said = ALPACAS.why_illegal(state, probe_of(("row", row[2]), 8, stage_of(table).view, table.viewer))
    assert said is not None and "not enough" in said
    assert takeable(table.legal(), stage_of(table).view.phase) == {0} and stage_of(table).sprites[row[2]].dim and not stage_of(table).sprites[row[0]].dim
    start, end = stage_of(table).sprites[row[2]].pos, layout_of(table).rects.cells[8].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, end)])
    assert intents_of(table).drop_reason(stage_of(table).held(), 8) == probe  # shown in red while the card hovers there
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, end)])
    assert untouched(table.match, state) and table.match.record.actions == ()
    assert table.toasts.text == said


def test_in_japanese_a_refused_drop_reads_from_the_rules_code(app):
    """The hover reason and the toast are the phrasebook's Japanese for the rules' code."""
    from llamagames import i18n

    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    i18n.set_language("ja")
    try:
        table = open_match(app, staged(state))
        start, end = stage_of(table).sprites[state.row[0]].pos, layout_of(table).rects.cells[0].center
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, end)])
        assert intents_of(table).drop_reason(stage_of(table).held(), 0) == ALPACAS.refusal(state, Take(0, 0))
        app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, end)])
    finally:
        i18n.set_language("en")
    assert untouched(table.match, state)
    assert table.toasts.text == "1行1列にはもうカードがあります。空いているマスを選んでください。"


def test_a_drop_on_a_full_space_is_refused_and_changes_nothing(app):
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    table = open_match(app, staged(state))
    drag(app, stage_of(table).sprites[state.row[0]].pos, layout_of(table).rects.cells[0].center)
    assert untouched(table.match, state)
    assert table.toasts.text == ALPACAS.why_illegal(state, Take(0, 0))
    for _ in range(40):
        app.frame(FRAME, [])
    assert stage_of(table).sprites[state.row[0]].pos == layout_of(table).rects.row[0].center


def test_dragging_a_board_card_moves_it(app):
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    table = open_match(app, staged(state))
    drag(app, layout_of(table).rects.cells[0].center, layout_of(table).rects.cells[7].center)
    assert table.match.record.actions[:1] == (str(Move(0, 7)),)
    assert table.match.history[1].boards[0][7] == LLAMAS[0] and table.match.history[1].boards[0][0] is None


def test_click_a_card_then_a_space_also_takes_it(app):
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    table = open_match(app, staged(state))
    for pos in (stage_of(table).sprites[state.row[0]].pos, layout_of(table).rects.cells[2].center):
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos),
                          mouse(pygame.MOUSEBUTTONUP, pos)])
    assert table.match.record.actions[:1] == (str(Take(0, 2)),)


def chooser_state():
    """Two alpacas to skip with one carrot: which of them takes two clovers is the player's choice."""
    row = [ALPACAS_[0], ALPACAS_[1], LLAMAS[1], LLAMAS[2], LLAMAS[3], ALPACAS_[2]]
    return build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], row, treats=[(4, 1), (3, 3)],
                       row_treats=[(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 1)])


def test_a_real_choice_of_payment_opens_the_chooser_and_a_number_key_picks(app):
    state = chooser_state()
    table = open_match(app, staged(state))
    legal = [a for a in ALPACAS.legal_actions(state) if isinstance(a, Take) and a.index == 2 and a.cell == 8]
    assert len(legal) == 2
    drag(app, stage_of(table).sprites[state.row[2]].pos, layout_of(table).rects.cells[8].center)
    assert table.chooser.open is not None and untouched(table.match, state)
    assert intents_of(table).offered == legal
    assert all("2 clovers on the" in option.label for option in table.chooser.open.options)
    press_key(app, pygame.K_2)
    assert table.chooser.open is None
    assert table.match.record.actions[:1] == (str(legal[1]),)


def test_esc_closes_the_chooser_and_puts_the_card_back(app):
    state = chooser_state()
    table = open_match(app, staged(state))
    drag(app, stage_of(table).sprites[state.row[2]].pos, layout_of(table).rects.cells[8].center)
    assert table.chooser.open is not None
    press_key(app, pygame.K_ESCAPE)
    assert table.chooser.open is None and app.scenes.top is table
    assert untouched(table.match, state) and table.match.record.actions == ()
    for _ in range(40):
        app.frame(FRAME, [])
    assert stage_of(table).sprites[state.row[2]].pos == layout_of(table).rects.row[2].center


def test_a_bot_only_game_runs_through_the_table_to_the_results(app):
    started = time.monotonic()
    seats = [SeatConfig("bot", f"Bot {i}", "easy") for i in range(3)]
    results = play_to_results(app, "alpacas", seats, seed=5, time_limit=30)
    assert isinstance(results, ResultsScene) and results.match.is_over()
    outcome = results.match.outcome()
    assert max(outcome.scores) >= 18 or all(None not in b for b in results.match.state.boards)
    assert time.monotonic() - started < 30


def play_by_mouse(app, table: TableScene, action) -> None:
    """Make ``action`` the way a player would: a drag (and a number in the chooser), or P to pass."""
    view = stage_of(table).view
    if action == PASS:
        press_key(app, pygame.K_p)
        return
    if isinstance(action, PlaceStart):
        start, cell = stage_of(table).sprites[view.start_cards[table.viewer]].pos, action.cell
    elif isinstance(action, Take):
        start, cell = stage_of(table).sprites[view.row[action.index]].pos, action.cell
    else:
        start, cell = layout_of(table).rects.cells[action.src].center, action.dst
    drag(app, start, layout_of(table).rects.cells[cell].center)
    if table.chooser.open is not None:
        press_key(app, pygame.K_1 + intents_of(table).offered.index(action))


# Four seats in make test (every seat's panel on the table, the most for a click to miss); the
# smaller tables play the same moves by the same mouse, a soak run's.
@pytest.mark.parametrize("players", [pytest.param(2, marks=pytest.mark.soak), pytest.param(3, marks=pytest.mark.soak), 4])
def test_a_human_plays_a_whole_game_by_mouse(app, players):
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", f"Bot {i}", "easy") for i in range(1, players)]
    match = Match("alpacas", seats, 40 + players, bot_delay=0.0, worker=InlineBotWorker())
    table = open_match(app, match)
    for _ in range(4000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.my_turn() and app.scenes.top is table:
            legal = table.match.legal_actions()
            # Prefer a move that needs the chooser now and then, so it is exercised too.
            before = len(match.record.actions)
            play_by_mouse(app, table, legal[(len(match.record.actions) * 7) % len(legal)])
            assert len(match.record.actions) > before, table.toasts.text
        app.frame(FRAME, [])
    assert isinstance(app.scenes.top, ResultsScene)
    assert match.is_over() and match.state.turns[0] == max(match.state.turns)


def test_a_wild_card_completing_a_row_and_a_column_asks_for_its_value(app):
    star = 64  # a llama with a star: any digit
    board = [LLAMAS[0], LLAMAS[8], None, None, None, LLAMAS[16], None, None, LLAMAS[24]]
    state = build_state([board, [None] * 9], [star] + ALPACAS_[:5])
    table = open_match(app, staged(state))
    legal = [a for a in ALPACAS.legal_actions(state) if isinstance(a, Take) and a.index == 0 and a.cell == 2]
    assert [a.wild for a in legal] == ["1", "2", "3", "4"]
    drag(app, stage_of(table).sprites[star].pos, layout_of(table).rects.cells[2].center)
    chooser = table.chooser.open
    assert chooser is not None and chooser.options[2].label == "The wild card counts as 3"
    app.frame(FRAME, [])  # the chooser is drawn: its lines have places to click
    target = chooser.rows[2].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, target), mouse(pygame.MOUSEBUTTONDOWN, target),
                      mouse(pygame.MOUSEBUTTONUP, target)])
    assert table.chooser.open is None
    assert table.match.record.actions[:1] == ("take 1 @1,3 wild 3",)


def test_two_humans_at_one_screen_each_place_their_starting_card(app):
    """Nothing is hidden in this game: no cover between the two humans, the screen turns to
    the seat that is to place its card."""
    from llamagames.ui.table.cover import HotSeatCover

    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben")]
    match = Match("alpacas", seats, 9, bot_delay=0.0, worker=InlineBotWorker())
    table = open_match(app, match)
    for _ in range(2):
        app.frame(FRAME, [])
        assert not isinstance(app.scenes.top, HotSeatCover)
        assert app.scenes.top is table and table.my_turn()
        seat = table.viewer
        card = stage_of(table).view.start_cards[seat]
        drag(app, stage_of(table).sprites[card].pos, layout_of(table).rects.cells[seat].center)
        assert match.state.boards[seat][seat] == card
        for _ in range(30):
            app.frame(FRAME, [])


def test_a_resumed_game_shows_the_boards_and_row_as_saved(app):
    match = new_match(seed=21)
    table = open_match(app, match)
    for _ in range(3):
        until_my_turn(app, table)
        play_by_mouse(app, table, table.match.legal_actions()[0])
    until_my_turn(app, table)
    resumed = Match.from_record(match.record, SEATS, bot_delay=0.0, worker=InlineBotWorker())
    again = open_match(app, resumed)
    assert stage_of(again).view.row == stage_of(table).view.row and stage_of(again).view.boards == stage_of(table).view.boards
    for index, card in enumerate(stage_of(again).view.row):
        assert stage_of(again).sprites[card].pos == layout_of(again).rects.row[index].center
    for cell, card in enumerate(stage_of(again).view.boards[0]):
        if card is not None:
            assert stage_of(again).sprites[card].pos == layout_of(again).rects.cells[cell].center
    assert stage_of(again).shown_scores == list(resumed.state.scores)


def test_undo_takes_a_move_back_and_the_card_slides_home(app):
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    match = staged(state, undo_grace=30.0)
    table = open_match(app, match)
    drag(app, layout_of(table).rects.cells[0].center, layout_of(table).rects.cells[7].center)
    assert match.state.boards[0][7] == LLAMAS[0]
    press_key(app, pygame.K_u)
    assert untouched(match, state) and match.record.actions == ()
    for _ in range(40):
        app.frame(FRAME, [])
    assert stage_of(table).sprites[LLAMAS[0]].pos == layout_of(table).rects.cells[0].center


def test_esc_while_dragging_puts_the_card_back_and_opens_no_menu(app):
    """Esc mid-drag cancels the drag, as in Llamaland (it opened the pause menu, card in hand)."""
    state = build_state([[LLAMAS[0]] + [None] * 8, [None] * 9], ALPACAS_[:3] + LLAMAS[1:4])
    table = open_match(app, staged(state))
    card = state.row[0]
    start, end = stage_of(table).sprites[card].pos, layout_of(table).rects.cells[4].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    for i in range(1, 4):
        point = (start[0] + (end[0] - start[0]) * i / 3, start[1] + (end[1] - start[1]) * i / 3)
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, point)])
    assert stage_of(table).holds_piece()
    press_key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table, "Esc opened the pause menu over a card in hand"
    assert not stage_of(table).holds_piece() and untouched(table.match, state)
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP, end)])
    assert untouched(table.match, state), "letting go after Esc must not play the card"
    press_key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not table, "with nothing in hand, Esc opens the pause menu as before"
