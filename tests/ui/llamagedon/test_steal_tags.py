"""A Steal's result is shown where it happens, not only in the log: the shelter flies from the
robbed seat to the thief, and a tag at both seats says what was taken and from whom, until the
next move (a Steal from you: until your turn), each tied to its panel by a line."""

from __future__ import annotations

import pygame

from llamagames import i18n
from llamagames.rules.core import Event
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import Steal
from llamagames.rules.llamagedon.cards import BLUE, GREEN, RED, SHELTER, STEAL, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.games.llamagedon.taken import TakenTags, taken_words, tie_to_panel

from ..conftest import FRAME
from .bot_table import bot_table


def test_the_tags_say_what_was_taken_and_from_whom() -> None:
    assert taken_words(None, "Pablo", (GREEN, GREEN)) == ("Stole Pablo's Built Shelter", "Built Shelter stolen by you")
    assert taken_words("Dolly", None, (SHELTER,)) == ("Stole your Shelter card", "Shelter card stolen by Dolly")
    i18n.set_language("ja")
    try:
        assert taken_words("Dolly", "Pablo", (SHELTER,)) == ("Pabloのシェルターカードを奪った",
                                                             "Dollyにシェルターカードを奪われた")
    finally:
        i18n.set_language("en")


def test_the_tags_go_with_the_next_move_and_a_steal_from_you_stays_until_your_turn() -> None:
    # a playtest saw "Shelter card stolen by you" stay through Pablo's whole next turn: the
    # tags went only when a turn began, and the Steal's own batch had begun Pablo's
    steal = [Event.make("steal", 0, target=1, index=0, shelter=(SHELTER,)), Event.make("turn", 1)]
    tags = TakenTags()
    tags.set(0, 1, ("Stole Pablo's Shelter card", "Shelter card stolen by you"))  # your own Steal
    tags.settle(steal, viewer=0)
    assert tags.words  # its own move: shown
    tags.settle([], viewer=0)
    assert tags.words
    tags.settle([Event.make("draw", 1), Event.make("play", 1, action="draw2")], viewer=0)  # Pablo's first move
    assert tags.words == {} and tags.thief is None
    tags.set(2, 1, ("Stole Pablo's Shelter card", "Shelter card stolen by Dolly"))
    tags.settle([Event.make("turn", 0)], viewer=0)
    assert tags.words == {}
    tags.set(2, 0, ("Stole your Shelter card", "Shelter card stolen by Dolly"))  # Dolly robs you (3 of 4 seats)
    tags.settle([Event.make("steal", 2, target=0, index=0, shelter=(SHELTER,)), Event.make("turn", 3)], viewer=0)
    tags.settle([Event.make("play", 3, action="draw2"), Event.make("turn", 0)], viewer=0)
    assert tags.words == {2: "Stole your Shelter card", 0: "Shelter card stolen by Dolly"}  # until your turn
    tags.settle([Event.make("pass", 0)], viewer=0)  # and your first move there
    assert tags.words == {} and tags.thief is None
    tags.set(3, 0, ("Stole your Shelter card", "Shelter card stolen by Tina"))  # the seat before yours robs you
    tags.settle([Event.make("steal", 3, target=0, index=0, shelter=(SHELTER,)), Event.make("turn", 0)], viewer=0)
    assert tags.words
    tags.settle([Event.make("play", 0, action="draw2")], viewer=0)  # it stayed your whole turn and the next
    assert tags.words == {}


def test_a_tag_is_tied_to_its_own_panel_by_a_line() -> None:
    surface = pygame.Surface((400, 300))
    panel, tag = pygame.Rect(250, 20, 120, 80), pygame.Rect(90, 40, 130, 24)  # left of its panel, near another
    start, end = tie_to_panel(surface, tag, panel, (200, 90, 60), 2)
    assert tag.collidepoint(start) and panel.collidepoint(end) and start[0] == tag.right - 1 and end[0] == panel.left
    assert surface.get_at(((start[0] + end[0]) // 2, start[1]))[:3] == (200, 90, 60)


def test_your_steal_is_tagged_at_both_seats_beside_their_panels() -> None:
    position = LLAMAGEDON.state_to_text(build_state(
        [[RED, STEAL, BLUE], [YELLOW], [GREEN]], [[(SHELTER,)], [(SHELTER,), (GREEN, GREEN)], [(SHELTER,)]],
        [YELLOW], turn=0))
    app, match, table = bot_table(position, ["You", "Pablo", "Dolly"], (1366, 768), animation_speed="instant",
                                  ui_scale=1.5)
    try:
        app.frame(FRAME, [])
        table.moves.try_action(Steal(1, 1))
        stage = stage_of(table)
        for _ in range(120):
            if stage.taken.words:
                break
            app.frame(FRAME, [])
        assert stage.taken.words == {0: "Stole Pablo's Built Shelter", 1: "Built Shelter stolen by you"}
        window = pygame.Rect((0, 0), table.frame.size)
        for seat, rect in stage.taken.rects.items():
            panel = table.panel_rect(seat)
            assert window.inflate(-8, -8).contains(rect) and not rect.colliderect(panel)
            assert rect.inflate(2 * round(8 * table.text_scale), 2 * round(8 * table.text_scale)).colliderect(panel)
            assert rect.collidelist([table.panel_rect(other) for other in range(3)]) < 0
    finally:
        app.scenes.clear()


def test_a_tag_at_your_panel_stands_clear_of_your_hand() -> None:
    """At 1280x720 and 150% in Japanese "Shelter card stolen by Nina" stood half under your
    cards (the hand is drawn over the tags): the tag keeps clear of every card of the hand."""
    position = LLAMAGEDON.state_to_text(build_state(
        [[RED, STEAL, BLUE, GREEN, YELLOW], [YELLOW], [GREEN]], [[(SHELTER,)], [(SHELTER,), (GREEN, GREEN)], []],
        [YELLOW], turn=0))
    i18n.set_language("ja")
    app, match, table = bot_table(position, ["You", "Nina", "Dolly"], bot_delay=100.0, animation_speed="instant",
                                  ui_scale=1.5, language="ja")
    try:
        app.frame(FRAME, [])
        stage = stage_of(table)
        stage.taken.set(1, 0, taken_words("ニーナ", None, [SHELTER]))
        app.frame(FRAME, [])
        hand = [card.rect() for card in stage.fan.cards]
        assert hand and 0 in stage.taken.rects
        assert stage.taken.rects[0].collidelist(hand) < 0
    finally:
        app.scenes.clear()
        i18n.set_language("en")


def test_a_tag_stands_clear_of_the_chains_band() -> None:
    """At 1920x1080 and 150% with five seats, "Stole your Shelter card" stood half under the
    band of a chain others answer: a tag keeps clear of the chain's panel too."""
    from llamagames.ui.games.llamagedon.shots import five_link_chain
    from llamagames.ui.layout_check import recording
    from llamagames.ui.layout_tour import make_app, open_position, own_home

    with recording(), own_home():
        app = make_app((1920, 1080), 1.5)
        try:
            table = open_position(app, "llamagedon", 5, five_link_chain(5, you_asked=False))
            stage = stage_of(table)
            for thief in (1, 2, 3, 4):
                stage.taken.set(thief, 0, taken_words("Pablo", None, [SHELTER]))
                app.frame(FRAME, [])
                assert stage.panel is not None and stage.taken.rects
                assert all(not tag.colliderect(stage.panel.rect) for tag in stage.taken.rects.values())
        finally:
            app.scenes.clear()


def test_four_seats_at_150_each_tag_finds_clear_felt() -> None:
    """At 1280x800 and 150% with four seats, Dolly's Steal from Maximiliana (both at the top
    right) left the thief's tag over the robbed seat's ("Stole Maximiliana…" half hidden), and
    "Since your turn", planned without the tags, stood over one: the tags now come after it,
    each in clear felt beside its panel."""
    from llamagames.ui.games.llamagedon.taken import tag_name
    from llamagames.ui.games.llamagedon.type_scale import NOTE
    from llamagames.ui.layout_check import problems, recording
    from llamagames.ui.layout_tour import make_app, mid_game, open_table, own_home, run
    from llamagames.ui.scenes.menu import MenuScene

    with recording(), own_home():
        app = make_app((1280, 800), 1.5)
        try:
            app.start(MenuScene(app))
            run(app)
            table = open_table(app, mid_game("llamagedon", 4, 14, moves=12))  # the layout tour's four seats
            run(app, 3)  # the opening's events settled (they would end the tags)
            stage = stage_of(table)
            px = table.small(NOTE)
            for thief, robbed in ((3, 2), (2, 3)):
                stage.taken.set(thief, robbed, taken_words(tag_name(table.names[thief], px),
                                                           tag_name(table.names[robbed], px), [SHELTER]))
                app.frame(FRAME, [])
                tags = list(stage.taken.rects.values())
                assert len(tags) == 2 and not tags[0].colliderect(tags[1])
                assert stage.recap.plan is not None  # "Since your turn" shows beside them
                assert all(not tag.colliderect(stage.recap.plan.shown) for tag in tags)
                assert problems(app) == []
        finally:
            app.scenes.clear()
