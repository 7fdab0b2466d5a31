"""What a drop scores is said before the card is let go, and the points then fly beside the
score (issue "What a move will do, shown where it happens"): the gain as plain functions of
the legal actions and the observation, then the table driven by real mouse events."""

from __future__ import annotations

import pygame

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.alpacas import ALPACAS, Move, Take, build_state
from llamagames.rules.alpacas.components import ANIMAL, COLOUR, DIGIT, IS_WILD, LLAMA
from llamagames.seats import SeatConfig
from llamagames.ui.games.alpacas.drops import candidates
from llamagames.ui.games.alpacas.gain import drop_gain, gain_words, row_gains, worth_rule
from llamagames.ui.games.alpacas.layout import floater_px, layout_of
from llamagames.ui.games.alpacas.stage import stage_of
from llamagames.ui.games.alpacas.table import TABLE
from llamagames.ui.text import text_width

from ..conftest import FRAME, mouse

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Rosa", "easy")]
PLAIN = [c for c in range(80) if not IS_WILD[c]]
RED_LLAMAS = sorted((c for c in PLAIN if ANIMAL[c] == LLAMA and COLOUR[c] == 2), key=lambda c: DIGIT[c])
ALPACAS_ = [c for c in PLAIN if ANIMAL[c] != LLAMA]


def card(animal: int, colour: int, digit: int, skip: tuple[int, ...] = ()) -> int:
    return next(c for c in PLAIN if (ANIMAL[c], COLOUR[c], DIGIT[c]) == (animal, colour, digit) and c not in skip)


def red_run_state():
    """Your board holds a red llama 1 and 2 in its top row; the row's first card is a red llama 3."""
    one, two, three = card(LLAMA, 2, 1), card(LLAMA, 2, 2), card(LLAMA, 2, 3)
    return build_state([[one, two] + [None] * 7, [None] * 9], [three] + ALPACAS_[3:8])


def test_the_gain_names_each_condition_the_line_meets() -> None:
    state = red_run_state()
    view = ALPACAS.observation(state, 0)
    legal = ALPACAS.legal_actions(state)
    gain = drop_gain(candidates(("row", state.row[0]), 2, legal, view, 0), view, 0)
    assert gain.points == 6 and [line.cells for line in gain.scoring] == [(0, 1, 2)]
    assert gain_words(gain) == "+6: three llamas, one colour, digits in order"
    assert gain_words(drop_gain(candidates(("row", state.row[0]), 4, legal, view, 0), view, 0)) == ""  # no line


def test_before_a_card_is_picked_up_each_row_card_says_the_most_it_scores() -> None:
    state = red_run_state()
    view, legal = ALPACAS.observation(state, 0), ALPACAS.legal_actions(state)
    gains = row_gains(legal, view, 0)
    assert gains[0] == 6  # the red llama 3 completes the run: three llamas, one colour, digits in order
    for index, shown in enumerate(state.row):  # every other card: the best of its drops, or no badge
        best = max(drop_gain(candidates(("row", shown), cell, legal, view, 0), view, 0).points for cell in range(2, 9))
        assert gains.get(index, 0) == best
    assert set(gains) != set(range(len(state.row)))  # a card that completes nothing has no badge


def test_a_line_that_does_not_score_is_said_to_stay() -> None:
    llama, alpaca = card(LLAMA, 2, 1), card(1 - LLAMA, 3, 3)
    other = card(LLAMA, 1, 4)
    state = build_state([[llama, alpaca] + [None] * 7, [None] * 9], [other] + ALPACAS_[3:8])
    view, legal = ALPACAS.observation(state, 0), ALPACAS.legal_actions(state)
    gain = drop_gain(candidates(("row", other), 2, legal, view, 0), view, 0)
    assert gain.points == 0 and len(gain.lines) == 1
    assert gain_words(gain) == "Completes a line that scores nothing: its cards stay"


def test_a_move_of_your_own_card_says_its_gain_too() -> None:
    one, two, three = card(LLAMA, 2, 1), card(LLAMA, 2, 2), card(LLAMA, 2, 3)
    state = build_state([[one, two, None, None, None, three, None, None, None], [None] * 9], ALPACAS_[3:9])
    view, legal = ALPACAS.observation(state, 0), ALPACAS.legal_actions(state)
    actions = candidates(("board", three), 2, legal, view, 0)
    assert actions == [Move(5, 2)]
    assert drop_gain(actions, view, 0).points == 6


def open_staged(app, state) -> object:
    match = Match.from_position("alpacas", SEATS, ALPACAS.state_to_text(state), 3, bot_delay=0.0,
                                worker=InlineBotWorker())
    table = TABLE(app, match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def test_dragging_over_a_completing_space_lights_the_line_and_says_the_gain(app) -> None:
    state = red_run_state()
    table = open_staged(app, state)
    lay = layout_of(table).rects
    start, end = stage_of(table).sprites[state.row[0]].pos, lay.cells[2].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    for k in range(1, 5):
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k / 4,
                                                     start[1] + (end[1] - start[1]) * k / 4))])
    painter = table.parts.painter
    held = stage_of(table).held()
    assert [line.cells for line in painter.hover_gain(held, 2).scoring] == [(0, 1, 2)]
    said: list[str] = []
    placed: list[pygame.Rect] = []
    original, place = painter.draw_drop_note, table.room.place

    def spy(surface, piece, cell):
        said.append(gain_words(painter.hover_gain(piece, cell)))
        table.room.place = lambda *a, **k: placed.append(place(*a, **k)) or placed[-1]
        try:
            original(surface, piece, cell)
        finally:
            table.room.place = place

    painter.draw_drop_note = spy
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, end)])
    assert said and said[-1] == "+6: three llamas, one colour, digits in order"
    # the note stands beside the drop point's row, clear of your board and the card in hand
    note, hand = placed[-1], stage_of(table).sprites[held[1]].rect()
    assert not note.colliderect(lay.board) and not note.colliderect(hand)
    assert note.top < lay.cells[2].bottom and note.bottom > lay.cells[2].top


def normal_speed_table(state):
    from llamagames.ui.app import App

    app = App((1280, 720), settings=storage.Settings(animation_speed="normal"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)
    return app, open_staged(app, state)


def test_the_points_fly_from_beside_the_line_and_land_beside_the_score(tmp_path) -> None:
    app, table = normal_speed_table(red_run_state())
    try:
        table.moves.try_action(Take(0, 2))
        stage, layout = stage_of(table), layout_of(table)
        line = layout.rects.cells[0].unionall([layout.rects.cells[1], layout.rects.cells[2]])
        points = stage.moments.points[0]
        assert points.text == "+6"
        for _ in range(120):  # until the points leave their tag
            app.frame(FRAME, [])
            if points.flying:
                break
        assert points.flying
        px = floater_px(table.scale)
        start = pygame.Rect(0, 0, text_width("+6", px, True), px)
        start.center = (round(points.x), round(points.y))
        assert not start.colliderect(layout.rects.board)  # never drawn over a card's digit
        assert not start.colliderect(line)
        for seat in (0, 1):
            for score in (0, 6, 18):
                x, y = layout.score_anchor(seat, "+6", score)
                landed = pygame.Rect(0, 0, text_width("+6", px, True), px)
                landed.center = (x, y)
                assert not landed.colliderect(layout.score_digits(seat, score))
                assert pygame.Rect((0, 0), app.size).contains(landed)
    finally:
        app.scenes.clear()


def test_a_card_chosen_with_a_click_says_its_gain_at_the_space_under_the_pointer(app) -> None:
    state = red_run_state()
    table = open_staged(app, state)
    painter, stage, lay = table.parts.painter, stage_of(table), layout_of(table).rects
    badges: list[tuple[int, int]] = []
    original_badge = painter.draw_row_gain
    painter.draw_row_gain = lambda surface, sprite, points: badges.append((sprite.value, points)) or original_badge(
        surface, sprite, points)
    app.frame(FRAME, [])
    assert (state.row[0], 6) in badges  # the "+6" stands on the card that completes the run
    start = stage.sprites[state.row[0]].pos
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start),
                      mouse(pygame.MOUSEBUTTONUP, start)])
    assert stage.held() == ("row", state.row[0]) and stage.drag.dragging is None
    said: list[tuple[int, str]] = []
    original = painter.draw_drop_note

    def spy(surface, piece, cell):
        said.append((cell, gain_words(painter.hover_gain(piece, cell))))
        original(surface, piece, cell)

    painter.draw_drop_note = spy
    badges.clear()
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, lay.cells[2].center)])
    assert painter.aimed_cell() == 2 and said[-1] == (2, "+6: three llamas, one colour, digits in order")
    assert badges == []  # a card in hand: the row's badges give way to its costs
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, lay.cells[4].center)])
    assert said[-1] == (4, "")  # no line there: no gain, only the cost (and the rule of worth)
    assert worth_rule().startswith("A line of three scores 2 for each thing")


def test_a_card_picked_up_with_the_keys_says_its_gain_at_the_focused_space(app) -> None:
    state = red_run_state()
    table = open_staged(app, state)
    painter = table.parts.painter
    for key in (pygame.K_TAB, pygame.K_RETURN):  # the row's first card, picked up
        app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": "", "scancode": 0})])
    assert stage_of(table).held() == ("row", state.row[0])
    said: list[int] = []
    original = painter.draw_drop_note
    painter.draw_drop_note = lambda surface, piece, cell: said.append(cell) or original(surface, piece, cell)
    app.frame(FRAME, [])
    cell = painter.aimed_cell()
    assert cell is not None and said[-1] == cell and table.ring.focused().key == ("cell", cell)


def test_a_row_cards_tag_says_points_and_the_pointer_on_it_says_what_they_mean(app) -> None:
    """A playtest read the row's "+4" as treats: the tag says "+6 pts", and resting the pointer
    on the card puts its meaning in the row's label."""
    from llamagames.ui.games.alpacas.gain import gain_meaning, gain_tag

    state = red_run_state()
    table = open_staged(app, state)
    painter, stage = table.parts.painter, stage_of(table)
    assert gain_tag(6) == "+6 pts" and gain_tag(1) == "+1 pt"
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (2, 2))])
    label_px, width = table.small(13), 2000
    assert painter.gain_legend(painter.row_gains(), label_px, width, 2) == []  # nothing pointed at: the row's rule
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, stage.sprites[state.row[0]].pos)])
    legend = painter.gain_legend(painter.row_gains(), label_px, width, 2)
    assert legend == [gain_meaning(6)] and "scores 6 points for you" in legend[0]
