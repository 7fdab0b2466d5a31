"""The end of a game: the final table is seen before the results come in over it, and can be
seen again; ties say how they were broken or that they are shared; confetti only for a human's
win; a table design's own banner on the results."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui

from llamagames import i18n
from llamagames.seats import SeatConfig
from llamagames.ui import registry
from llamagames.ui.delight_shots import finished_match, seats_for
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.smoke import play_to_results

from .conftest import FRAME

BOTS = [SeatConfig("bot", "Rosa", "easy"), SeatConfig("bot", "Inti", "easy")]


def press(app, button) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button})])


def test_a_bot_game_ends_on_its_final_table_then_the_results_come_in_over_it(app) -> None:
    results = play_to_results(app, "alpacas", BOTS, seed=5, time_limit=60)
    picture = results.table_picture
    assert picture is not None and picture.get_size() == app.size
    assert results.confetti is None and not results.human_won()  # nobody at the screen won
    # At the normal pace the first frames show the final table, the results after ARRIVAL.
    app.settings.animation_speed = "normal"
    again = ResultsScene(app, results.match, results.names, picture)
    app.scenes.replace(again)
    app.frame(FRAME, [])
    assert 0 < again.arrival < 1 and not again.container.visible
    screen = pygame.Surface(app.size)
    spot = (5, app.size[1] // 2)

    def darkening() -> int:
        again.draw(screen)
        return sum(picture.get_at(spot)[:3]) - sum(screen.get_at(spot)[:3])

    assert darkening() < 12  # the final table, hardly dimmed yet
    for _ in range(60):
        app.frame(FRAME, [])
    assert again.arrival == 1 and again.container.visible
    assert darkening() > 60  # now it lies under the results' veil


def test_see_the_table_shows_the_final_position_and_comes_back(app) -> None:
    results = play_to_results(app, "alpacas", BOTS, seed=6, time_limit=60)
    app.frame(FRAME, [])
    assert results.see_table is not None and results.see_table.visible
    press(app, results.see_table)
    assert results.showing_table and not results.container.visible
    screen = pygame.Surface(app.size)
    results.draw(screen)
    middle = (app.size[0] // 2, app.size[1] // 2)
    assert screen.get_at(middle) == results.table_picture.get_at(middle)  # the table itself, undimmed
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert not results.showing_table and results.container.visible
    assert app.scenes.top is results  # the key only came back, it did not leave the results


def test_no_see_the_table_button_without_a_picture(app) -> None:
    scene = ResultsScene(app, finished_match("alpacas", seats_for(2), seed=40), ["You", "Ana"])
    app.start(scene)
    app.frame(FRAME, [])
    assert scene.see_table is None


def test_an_alpacas_tie_on_points_says_the_treats_broke_it(app) -> None:
    match = finished_match("alpacas", seats_for(2), seed=40)  # 18 each: You held 7 treats, Ana 5
    outcome = match.outcome()
    assert outcome.scores == (18, 18) and outcome.winners == (0,)
    scene = ResultsScene(app, match, ["You", "Ana"])
    assert "tied on 18 points" in scene.rule_line() and "held the most treats" in scene.rule_line()
    assert not scene.shares_place(0) and not scene.shares_place(1)  # the tie was broken
    i18n.set_language("ja")
    try:
        assert "18点で並び" in scene.rule_line()
    finally:
        i18n.set_language("en")


def test_a_shared_llama_victory_is_said_shared(app) -> None:
    match = finished_match("llama", seats_for(3), seed=57)  # Ana and Bruno both on 35
    assert match.outcome().winners == (1, 2)
    scene = ResultsScene(app, match, ["You", "Ana", "Bruno"])
    assert scene.winners_line() == "Ana and Bruno share the victory!"
    assert "A tie at 35 pts: the victory is shared." in scene.rule_line()
    assert scene.shares_place(1) and scene.shares_place(2) and not scene.shares_place(0)


def test_confetti_falls_for_a_human_win_only(app) -> None:
    app.settings.animation_speed = "normal"
    won = ResultsScene(app, finished_match("alpacas", seats_for(2), seed=40), ["You", "Ana"])
    lost = ResultsScene(app, finished_match("alpacas", seats_for(2), seed=46), ["You", "Ana"])
    assert won.human_won() and not lost.human_won()
    for scene in (won, lost):
        app.start(scene)
        app.frame(FRAME, [])
    assert won.confetti is not None and won.celebrating > 0
    assert lost.confetti is None and lost.celebrating == 0


def test_a_table_design_may_draw_its_own_banner_on_the_results(app, monkeypatch) -> None:
    drawn: list[pygame.Rect] = []
    design = replace(registry.table_design("alpacas"), results_banner=lambda surface, rect, match: drawn.append(rect))
    monkeypatch.setattr("llamagames.ui.scenes.results.table_design", lambda game: design)
    scene = ResultsScene(app, finished_match("alpacas", seats_for(2), seed=40), ["You", "Ana"])
    app.start(scene)
    app.frame(FRAME, [])  # a frame draws the scene
    assert drawn and drawn[-1].bottom <= scene.panel.top and drawn[-1].width > 0


def test_an_alpacas_tie_for_second_place_is_broken_by_treats_on_the_results(app) -> None:
    """Ana and Bruno end on 12 points; Bruno held more treats, so he is second and Ana third:
    the rows, the TIED mark, the sentence and the daily deal's place all say so."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.rules.alpacas import ALPACAS, build_state
    from llamagames.rules.alpacas.game import Phase

    state = build_state([[None] * 9] * 3, list(range(6)), treats=[(3, 3), (2, 1), (4, 5)], scores=[20, 12, 12])
    position = ALPACAS.state_to_text(replace(state, phase=Phase.OVER, current=None))
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Bruno", "easy")]
    match = Match.from_position("alpacas", seats, position, 1, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    match.daily = "2026-12-06"
    scene = ResultsScene(app, match, ["You", "Ana", "Bruno"])
    assert scene.ranking == [0, 2, 1]
    assert not scene.shares_place(1) and not scene.shares_place(2)
    assert "Bruno and Ana tied on 12 points: the more treats held, the higher the place." in scene.rule_line()
    from llamagames import daily
    assert daily.result_of(match.outcome().scores, match.outcome().winners, 2, False,
                           match.outcome().place(2)).place == 2


def test_the_llamas_stand_clear_of_the_panel_and_the_title_hangs_from_a_plain_band(app) -> None:
    """At 1366x768 the llamas stood over the panel's edges and the title art over the table's
    top bar and its words: the llamas stand beside the panel or on its corners, clear of it
    and of the title, and the table's top bar goes under a plain band."""
    from llamagames.ui.scenes.results import VEIL
    from llamagames.ui.table.layout import top_bar_height

    match = finished_match("llama", seats_for(3), 4)
    for size in ((1366, 768), (1280, 800), (1024, 640)):
        app.resize(size)
        picture = pygame.Surface(app.size)
        picture.fill((200, 200, 200))
        scene = ResultsScene(app, match, [seat.name for seat in match.seats], picture)
        app.scenes.replace(scene)
        app.frame(FRAME, [])
        scene.arrival = 1.0
        panel = scene.panel
        title = pygame.Rect((0, 0), (scene.title_w, panel.top))
        title.centerx = app.size[0] // 2
        for figure in scene.figures:
            image = figure.image().get_rect(midbottom=figure.foot)
            assert not image.colliderect(panel.inflate(-2, -2)), (size, image, panel)
            assert not image.colliderect(title) and pygame.Rect((0, 0), app.size).contains(image), (size, image)
        screen = pygame.Surface(app.size)
        scene.draw(screen)
        spot = (5, top_bar_height(app.size) // 2)
        assert screen.get_at(spot)[:3] == VEIL, size
        # and below the top bar down to the panel: a rival's panel peeked out around the title art
        # (pt52: Dolly's panel under the L.L.A.M.A. results' banner)
        for spot in ((5, panel.top - 3), (title.left - 4, panel.top - 3), (title.right + 4, (panel.top + 1) // 2)):
            assert screen.get_at(spot)[:3] == VEIL, (size, spot)


def test_the_llamas_stand_clear_of_see_the_table_at_every_size(app) -> None:
    """At 150% the llamas stood on the panel's corners and the right one over the button."""
    from llamagames.ui.scale import set_player_factor

    match = finished_match("alpacas", seats_for(3), seed=41)
    try:
        for size, factor in (((1920, 1080), 1.5), ((2560, 1440), 1.5)):
            set_player_factor(factor)
            app.resize(size)
            scene = ResultsScene(app, match, ["You", "Ana", "Bruno"], pygame.Surface(size))
            app.start(scene)
            assert scene.see_table is not None and scene.figures, (size, factor)
            for figure in scene.figures:
                box = scene.llama_box(figure)
                assert not box.colliderect(scene.see_table.rect), (size, factor)
                assert not box.colliderect(scene.panel), (size, factor)
    finally:
        set_player_factor(1.0)
