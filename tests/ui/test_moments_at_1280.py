"""The moments the layout tour found covered at 1280x800 with 150% text (and one in a 1152x720
window), each staged once: a
focused card of Llamagedón's hand lifted over the turn prompt's second line (five seats), the
discard pile's use over the table mat's words and the log (two seats), and Llamas & Alpacas'
drop note over your seat panel's points (four seats: the tip held the felt beside the board)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from llamagames import i18n
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, mid_game, open_table, own_home, run
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.table import moments
from llamagames.ui.tween import Tweener
from llamagames.ui.widgets.card_fan import CardFan
from llamagames.ui.widgets.cards import card_height


@pytest.fixture
def app() -> Iterator:
    """One per test: a module's app would read its Size from the user folder the first test had."""
    with recording(), own_home():
        app = make_app((1280, 800), 1.5)
        try:
            app.start(MenuScene(app))
            run(app)
            yield app
        finally:
            app.scenes.clear()
            i18n.set_language("en")


def walk_to(app, game: str, players: int, seed: int, walk, wanted: str):
    """The tour's table (seed as the tour gives it) walked to the moment ``wanted``."""
    table = open_table(app, mid_game(game, players, seed, moves=3 * players))
    for name in walk(app, table):
        if name == wanted:
            return table
    raise AssertionError(f"{wanted} never came")


def hint_then_focus(app, table) -> Iterator[str]:
    """The hint shown (as the tour's walk has it by then), then the keys' focus."""
    yield from moments.message_moments(app, table)
    yield from moments.focus_moments(app, table)


def rest_on(app, table, kind: str) -> None:
    """The pointer resting on the middle piece of ``kind``, as the tour's hover moment has it
    (only that one hover: walking every kind first cost ten times as long)."""
    rects = table.parts.layout.pieces()[kind]
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, {"pos": rects[len(rects) // 2].center,
                                                                 "rel": (0, 0), "buttons": (0, 0, 0)})])
    for _ in range(moments.HOVER_FRAMES):
        app.frame(1 / 60, [])


def test_the_discard_piles_use_finds_clear_felt(app) -> None:
    try:
        table = open_table(app, mid_game("llamagedon", 2, 14, moves=6))
        rest_on(app, table, "choices")
        assert table.tooltip.rect is not None  # the use is shown
        assert problems(app) == []
    finally:
        app.scenes.pop_to_root()


def test_a_drop_note_takes_the_tips_column(app) -> None:
    try:
        table = walk_to(app, "alpacas", 4, 13, moments.drag_moments, "drag_legal")
        assert table.coach.tip() == ""  # a card in hand: the note beside the board says what its drop does
        assert problems(app) == []
    finally:
        app.scenes.pop_to_root()


def test_a_lifted_card_rises_no_higher_than_the_fans_ceiling() -> None:
    fan = CardFan(Tweener())
    fan.set_cards([1, 2, 3], animate=False)
    fan.set_playable([1, 2, 3])
    fan.set_layout((400, 600), 400, 80)
    card = fan.cards[1]
    rest = card.rect().top
    fan.ceiling = rest - round(card_height(80) * 0.05)
    fan._set_hover(card)
    assert 0 < card.lift < fan.lift_height and card.rect().top >= fan.ceiling - 1
    fan.ceiling = rest + 10  # the words above grew: the card comes down when drawn
    fan.draw(pygame.Surface((800, 700)))
    assert card.lift == 0


def test_a_focused_cards_use_covers_no_panel_in_a_smaller_window() -> None:
    """In a 1152x720 window (a 1280x800 screen's) at 150% the focused Attack's use lay over
    Maximiliana's panel (its count of shelters): a narrower box stands in the clear felt."""
    with recording(), own_home():
        app = make_app((1152, 720), 1.5)
        try:
            app.start(MenuScene(app))
            run(app)
            table = walk_to(app, "llamagedon", 5, 14, hint_then_focus, "focus_1")
            # the focused card is lifted only as far as the turn prompt's second line leaves room
            # (at 1280x800 it rose over it); one walk checks both, a walk costs seconds
            pill = table.status.pill()
            assert pill is not None and len(pill[1]) == 2
            focused = stage_of(table).fan.hover
            assert focused is not None
            at_rest = focused.rect().move(0, round(focused.lift))
            assert focused.rect().top >= min(pill[0].bottom, at_rest.top)
            tip = table.tooltip.rect
            assert tip is not None
            assert tip.collidelist([table.panel_rect(seat) for seat in range(5)]) == -1
            assert problems(app) == []
        finally:
            app.scenes.clear()
