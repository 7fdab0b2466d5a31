"""The lesson's gold outline asks the player to turn and flip the tile (issue 43: a learner
pressed F over the outline and saw nothing happen, for the outline turned the tile itself as a
Hint's ghost does). In a guided game the tile over the outline keeps the player's turn: red,
saying what is left (F, R), until it matches; then the drop lays it there. A Hint's ghost in a
real game still turns the tile (``test_newcomer_estate``)."""

from __future__ import annotations

import pygame
import pytest

from llamagames.learn import LESSONS, Guide
from llamagames.rules.llamaland import orientation
from llamagames.rules.llamaland.estate import BACK, FRONT
from llamagames.ui.games.llamaland.outline import outline_words
from llamagames.ui.table.guided import GuideMode

from ..conftest import FRAME, mouse
from .test_table import key


def _guided_table(app, step: int):
    """The Llamaland lesson's table at the start of ``step`` (0-based), the bots' moves made."""
    lesson = LESSONS["llamaland"]
    guide = Guide.start(lesson, step)
    guide.run_bots()
    opened = app.open_table(guide.match)
    assert not isinstance(opened, str), opened
    app.scenes.push(opened)
    for _ in range(3):
        app.frame(FRAME)
    assert isinstance(opened.mode, GuideMode)
    return opened, guide


def _outline_point(table, place) -> tuple[int, int]:
    """The centre of the outline's middle square as drawn."""
    view = table.parts.stage.views[0]
    o = orientation(table.parts.stage.st.turn.tile, place.face, place.rot)
    cells = o.at(place.x, place.y)
    return tuple(round(v) for v in view.projection.centre(cells[len(cells) // 2], place.level))


def test_over_the_outline_the_tile_keeps_the_players_turn_until_f_flips_it(app) -> None:
    table, guide = _guided_table(app, 4)  # the Z tile, taken: lay it flipped on the outline
    stage = table.parts.stage
    expected = guide.expected()
    assert expected.face == BACK and stage.st.turn.tile >= 0
    table.parts.coach.rects(expected)  # the rings show the outline, as the guide draws them
    assert stage.hint is not None
    at = _outline_point(table, expected)
    hand = table.parts.layout.lay.stacks["TXZLP".index("Z")].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, hand), mouse(pygame.MOUSEBUTTONDOWN, hand),
                      mouse(pygame.MOUSEBUTTONUP, hand)])  # a click puts the tile in hand, carried
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, at)])
    drag = stage.drag
    assert drag is not None and drag.face == FRONT  # not turned for the player
    assert drag.reason == "Flip it with F to match the gold outline."
    state = table.match.state
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, at), mouse(pygame.MOUSEBUTTONUP, at)])
    assert table.match.state is state and stage.drag is not None  # refused, still in hand
    key(app, pygame.K_f)
    assert stage.drag.reason is None and stage.drag.action == expected  # flipped: it fits the outline
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, at), mouse(pygame.MOUSEBUTTONUP, at)])
    assert guide.match.record.actions[-1] == str(expected)  # laid flipped, as the step asked
    assert guide.ask() == LESSONS["llamaland"].steps[5].says  # the bubble moves on: foundations left, End turn
    assert "Wealth reads 5/5" in table.mode.words()


def test_the_outline_says_what_is_left_to_match_it() -> None:
    from llamagames.rules.llamaland.components import TILE_BY_NAME

    z, l = TILE_BY_NAME["Z12"].id, TILE_BY_NAME["L05"].id
    assert outline_words(z, (BACK, 0), (BACK, 0)) == ""
    assert outline_words(z, (FRONT, 0), (BACK, 0)) == "Flip it with F to match the gold outline."
    assert outline_words(l, (FRONT, 0), (FRONT, 1)) == "Turn it with R to match the gold outline."
    assert outline_words(l, (BACK, 0), (FRONT, 1)) == "Flip it with F and turn it with R to match the gold outline."


@pytest.mark.parametrize("step", [1, 7])  # the L and the T: turned once with R
def test_the_steps_that_ask_for_r_need_it(app, step: int) -> None:
    table, guide = _guided_table(app, step)
    stage = table.parts.stage
    expected = guide.expected()
    table.parts.coach.rects(expected)
    at = _outline_point(table, expected)
    shape = expected.shape
    hand = table.parts.layout.lay.stacks["TXZLP".index(shape)].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, hand), mouse(pygame.MOUSEBUTTONDOWN, hand),
                      mouse(pygame.MOUSEBUTTONUP, hand)])
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, at)])
    assert stage.drag.reason == "Turn it with R to match the gold outline."
    key(app, pygame.K_r)
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, (at[0] + 1, at[1]))])
    assert stage.drag.reason is None and stage.drag.action == expected


def test_a_tile_in_hand_has_the_bubble_ask_for_laying_it(app) -> None:
    """A tile clicked from its stack is in hand but taken only when laid: the bubble then says the
    next step (turn it with R and lay it on the outline), and again the take once it is put back
    (a player holding the L tile read "take the L tile" and never saw how to turn it)."""
    table, guide = _guided_table(app, 0)
    steps = LESSONS["llamaland"].steps
    assert guide.expected() == guide.parse("stack L") and not table.mode.half_made()
    assert table.mode.words(short=True) == steps[0].says
    assert table.mode.words().startswith(LESSONS["llamaland"].welcome)
    hand = table.parts.layout.lay.stacks["TXZLP".index("L")].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, hand), mouse(pygame.MOUSEBUTTONDOWN, hand),
                      mouse(pygame.MOUSEBUTTONUP, hand)])  # in hand, not yet taken
    assert table.parts.stage.drag is not None and guide.position == 0 and table.mode.half_made()
    assert table.mode.words(short=True) == steps[1].says and "R" in steps[1].says
    assert table.mode.words() == steps[1].says  # the welcome was said with the take: not again (59 words)
    key(app, pygame.K_ESCAPE)  # put back on its stack
    assert table.parts.stage.drag is None and table.mode.words(short=True) == steps[0].says
    other = table.parts.layout.lay.stacks["TXZLP".index("T")].center
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, other), mouse(pygame.MOUSEBUTTONDOWN, other),
                      mouse(pygame.MOUSEBUTTONUP, other)])  # the wrong tile in hand: still asked to take the L
    assert table.parts.stage.drag is not None and not table.mode.half_made()


def test_the_outlines_red_words_stay_clear_of_the_lessons_bubble_at_150_percent() -> None:
    """At 1920x1080 and 150% text the lesson's bubble, wider than its column, lay over the
    start of "Flip it with F ..." at the Z step (and of "Turn it with R ..." at the L step):
    the label stands in its place under the estate, beside the bubble, which stays put."""
    from llamagames.ui.layout_tour import make_app

    app = make_app((1920, 1080), 1.5)
    try:
        table, guide = _guided_table(app, 4)
        stage = table.parts.stage
        expected = guide.expected()
        table.parts.coach.rects(expected)
        at = _outline_point(table, expected)
        hand = table.parts.layout.lay.stacks["TXZLP".index(expected.shape)].center
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, hand), mouse(pygame.MOUSEBUTTONDOWN, hand),
                          mouse(pygame.MOUSEBUTTONUP, hand)])
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, at)])
        app.frame(FRAME)
        assert stage.drag.reason == "Flip it with F to match the gold outline."
        label, bubble = table.parts.painter.ghost_label()[0], table.mode.bubble
        assert bubble.width and not label.colliderect(bubble), (label, bubble)
        assert label in table.room.kept  # the label as a whole, kept before the bubble found its place
    finally:
        app.scenes.clear()


def test_enter_takes_the_tile_onto_its_outline_and_lays_it_once_r_matches_it(app) -> None:
    """Enter in the lesson did what the real table's keys do in two moves as two steps: the first
    press took the tile (and nothing was seen on the estate), the second laid it already turned,
    so R, which the step asks for, was never needed. Now the first Enter brings the tile into the
    hand onto its gold outline, as it lies on its stack, the bubble asks for laying it, R turns it
    to match, and the next Enter lays it: the take and the lay land together, as a drop does."""
    table, guide = _guided_table(app, 0)
    stage, steps = table.parts.stage, LESSONS["llamaland"].steps
    app.frame(FRAME)  # the rings are drawn: the stack and the outline
    key(app, pygame.K_RETURN)
    drag = stage.drag
    assert drag is not None and drag.keyboard and guide.position == 0  # in hand, not yet taken
    assert table.mode.half_made() and table.mode.words(short=True) == steps[1].says
    assert drag.reason == "Turn it with R to match the gold outline."  # over the outline, not turned
    key(app, pygame.K_RETURN)  # not matching: refused with what is left, still in hand
    assert guide.position == 0 and stage.drag is drag and table.toasts.text == ""  # no message over the estate:
    assert " ".join(table.parts.painter.ghost_label()[1]) == drag.reason  # the label in its place says what is left
    key(app, pygame.K_r)
    place = guide.parse(LESSONS["llamaland"].steps[1].expect[0])
    assert drag.reason is None and drag.action == place  # turned about its held square: on the outline
    key(app, pygame.K_RETURN)
    assert list(guide.match.record.actions[:2]) == ["stack L", str(place)] and stage.drag is None
    assert guide.step_index == 2


def test_enter_on_a_taken_tile_brings_it_onto_the_outline_for_f(app) -> None:
    """The Z tile already taken (a step skipped, a lesson resumed): Enter brings it onto its
    outline unflipped, F flips it to match, and Enter lays it."""
    table, guide = _guided_table(app, 4)
    stage = table.parts.stage
    expected = guide.expected()
    app.frame(FRAME)
    key(app, pygame.K_RETURN)
    assert stage.drag is not None and stage.drag.reason == "Flip it with F to match the gold outline."
    key(app, pygame.K_f)
    assert stage.drag.action == expected and stage.drag.reason is None
    key(app, pygame.K_RETURN)
    assert guide.match.record.actions[-1] == str(expected)


def test_the_keys_bring_the_held_square_onto_the_outline_and_r_turns_it_into_it() -> None:
    from llamagames.rules.llamaland import Place
    from llamagames.rules.llamaland.components import TILE_BY_NAME
    from llamagames.ui.games.llamaland.outline import on_outline, onto_outline
    from llamagames.ui.games.llamaland.pivot import grip, turned_anchor

    tile, outline = TILE_BY_NAME["L05"].id, Place("L", FRONT, 1, 0, 4, 1)
    held = grip("L", FRONT, 0)
    anchor = onto_outline("L", (FRONT, 0), held, outline)
    assert on_outline(tile, anchor, (FRONT, 0), held, outline)
    assert turned_anchor(anchor, "L", (FRONT, 0), (FRONT, 1), held) == (0, 4)  # one R: exactly the outline
    assert not on_outline(tile, (anchor[0] + 5, anchor[1]), (FRONT, 0), held, outline)


def test_the_foundations_step_shows_the_count_it_names_on_the_players_panel(app) -> None:
    """A playtest never learnt that foundations run out: the step after the one the lesson uses
    says how many are left, and the player's panel shows that count (in a window where the long
    line does not fit, its short form keeps the foundations and drops "so far")."""
    from llamagames.ui.layout_check import recording, screen_marks

    with recording():
        table, guide = _guided_table(app, 5)
        app.frame(FRAME)
        left = table.match.state.players[0].foundations
        assert left == 2 and f"{left} left" in LESSONS["llamaland"].steps[5].says
        _, marks = screen_marks(app)
    panel = table.parts.layout.lay.mine
    shown = [m.text for m in marks if panel.contains(m.ink) and not m.cut and not m.covered]
    assert any(f"{left} foundation" in text for text in shown), shown
