"""Llamagedón's first-game tip never meets the hand, in Japanese (long in narrow lines) too,
and an Undo note with no room in the bubble comes after the player's move instead."""

from __future__ import annotations

import pytest

from llamagames import storage
from llamagames.ui import layout_tour
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.table.hints import undo_tip


def first_tip_table(tmp_path, size, players: int, seed: int, language: str = "ja", factor: float = 1.0):
    """A fresh player's table (tips on) at the human's turn, in ``language``, at text size ``factor``."""
    import os

    os.environ[storage.HOME_ENV] = str(tmp_path)
    app = layout_tour.make_app(size, factor, False, language)
    app.start(MenuScene(app))
    layout_tour.run(app, 1)
    record = layout_tour.mid_game("llamagedon", players, seed, moves=3 * players + seed % 3)
    table = layout_tour.open_table(app, record)
    layout_tour.run(app, 2)
    return app, table


@pytest.mark.parametrize("size,players,seed", [((1024, 640), 2, 12), ((1024, 640), 5, 14),
                                               ((1280, 800), 3, 12), ((1280, 800), 5, 14)])
def test_the_japanese_first_tip_is_whole_and_clear_of_the_hand(tmp_path, size, players, seed):
    with recording():
        app, table = first_tip_table(tmp_path, size, players, seed)
        assert table.my_turn() and table.coach.tip(), "a first-game tip is up"
        hidden = [line for line in problems(app) if "hidden under" in line or "overlaps" in line]
    assert hidden == []


def test_an_undo_note_with_no_room_in_the_bubble_comes_after_the_move(tmp_path):
    app, table = first_tip_table(tmp_path, (1024, 640), 5, 14)
    tip = table.coach.tip()
    assert tip and undo_tip() not in tip  # five players at 1024x640: no room for both
    assert table.toasts.text != undo_tip()
    assert table.moves.try_action(table.legal()[0])
    assert table.toasts.text == undo_tip()  # said while the bots answer, when Undo matters


def test_where_there_is_room_the_note_stays_in_the_first_tip(tmp_path):
    app, table = first_tip_table(tmp_path, (1280, 800), 2, 12, language="en")
    assert table.coach.tip().endswith(undo_tip())


def test_at_150_percent_with_five_seats_the_tip_and_the_hint_stand_clear_of_the_hand(tmp_path):
    """On a 1366x768 laptop at 150% with five seats there is no room for a bubble between the
    status line and the hand: the tip goes between the rivals' panels (its words down to
    their 100% size) and so does a hint's sentence, never behind the lifted hand (the
    layout tour found both there)."""
    with recording():
        app, table = first_tip_table(tmp_path, (1366, 768), 5, 12, language="en", factor=1.5)
        assert table.my_turn() and table.coach.tip(), "a first-game tip is up"
        hidden = [line for line in problems(app) if "hidden under" in line or "overlaps" in line or "shortened" in line]
        assert table.coach.ask() is not None
        layout_tour.run(app, 2)
        hidden += [line for line in problems(app) if "hidden under" in line or "overlaps" in line]
    assert hidden == []


@pytest.mark.parametrize("language", ["en", "ja"])
def test_at_1024x600_and_150_percent_with_five_seats_the_tip_folds_to_a_tab_that_opens(tmp_path, language):
    """With five seats at 1024x600 and 150% the first-game tip had no room and was cut under
    the hand (the layout tour, in both languages): it folds to a tab, clear of the hand and the
    panels, and pointing at the tab opens the whole tip; the Undo note waits for the move."""
    import pygame

    from llamagames.ui.games.llamagedon.coach import TIP_TAB
    from llamagames.ui.games.llamagedon.stage import stage_of

    with recording():
        app, table = first_tip_table(tmp_path, (1024, 600), 5, 12, language=language, factor=1.5)
        coach = table.parts.coach
        full = coach.full_tip()
        assert table.my_turn() and full and coach.tip_folded()
        assert table.coach.tip() == TIP_TAB
        tab = coach.area()
        assert tab is not None and app.surface.get_rect().contains(tab)
        assert not any(tab.colliderect(card.rect()) for card in stage_of(table).fan.cards)
        assert not any(tab.colliderect(table.panel_rect(seat)) for seat in range(5))
        assert problems(app) == []
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=tab.center, rel=(0, 0), buttons=(0, 0, 0))])
        assert table.coach.tip() == full  # opened: the whole tip, without the Undo note
        shown = coach.area()
        lines, whole = coach.tip_lines(full, shown.width, shown)
        assert lines == whole and app.surface.get_rect().contains(shown)
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, app.surface.get_height() - 2), rel=(0, 0),
                                              buttons=(0, 0, 0))])
        assert table.coach.tip() == TIP_TAB


def test_a_tip_acted_on_is_not_shown_again_that_game(tmp_path):
    """A playtest read "Drag one action card…" on nearly every turn after playing one."""
    import os

    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.rules.llamagedon import LLAMAGEDON
    from llamagames.rules.llamagedon.actions import DRAW_TWO
    from llamagames.rules.llamagedon.cards import DRAW2, GREEN, RED, SHELTER, YELLOW
    from llamagames.rules.llamagedon.positions import build_state
    from llamagames.seats import SeatConfig
    from llamagames.storage import Settings
    from llamagames.ui.app import App

    os.environ[storage.HOME_ENV] = str(tmp_path)
    position = LLAMAGEDON.state_to_text(build_state([[RED, DRAW2, DRAW2], [GREEN], [YELLOW]],
                                                    [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]]))
    app = App((1366, 768), settings=Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = Match.from_position("llamagedon", seats, position, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    app.frame(1 / 60, [])
    assert table.coach.tips_on() and table.coach.tip().startswith("Drag one action card")
    assert table.moves.try_action(DRAW_TWO)
    for _ in range(60):
        app.frame(1 / 60, [])
        if table.my_turn() and not table.animator.busy and table.view.observation().phase.value == "main":
            break
    assert DRAW_TWO in table.legal(), "the second Draw 2 could still be played"
    assert not table.coach.tip().startswith("Drag one action card")


ACTION_CARDS = ("main @0 #1 | hands yATDD/AX | areas H/H,H,rw,bbP,yy,bb,gg | deck LHHrwrbgyyAAATTTTXXXXDDDBBBBBggrr "
                "| discard H | removed - | chain - | lets 0 | lower 1 | llamagedon - | left 0 | limit on | seed 0 "
                "| counter 1")
"""Your first turn with action cards in hand: the first-game tip is the long one on where each goes."""


def test_at_1920x1080_and_150_percent_the_japanese_tip_takes_a_wide_place_not_a_narrow_column(tmp_path):
    """The playtest (Japanese, 150%) read the first tip in the tall column left of the marker,
    a phrase or two a line ("シェルターを / 建てられます / （B）。手札の"), with the stretch
    above the deck row free: the wide place is taken, the Undo note said after the move."""
    import os

    from llamagames.ui.games.llamagedon.coach import CRAMPED
    from llamagames.ui.games.llamagedon.type_scale import LEAD

    from .test_gedon_table import YOU_AND_BOT, open_table

    os.environ[storage.HOME_ENV] = str(tmp_path)  # no game finished: a first game, tips on
    app = layout_tour.make_app((1920, 1080), 1.5, False, "ja")
    table = open_table(app, ACTION_CARDS, YOU_AND_BOT)
    coach, size = table.parts.coach, table.small(LEAD)
    tip = table.coach.shown_tip
    assert tip and undo_tip() not in tip, "the note would squeeze the tip into the narrow column"
    area = coach.area()
    assert area is not None and coach.line_room(area.width, size) >= CRAMPED * size, area
    lines = coach.tip_lines(tip, area.width, area, size)[0]
    assert len(lines) <= 6 and min(len(line) for line in lines[:-1]) >= 12, lines
    assert table.moves.try_action(table.legal()[0])
    assert table.toasts.text == undo_tip()


def test_a_first_turn_that_lays_down_dealt_shelters_says_why_in_the_tip(tmp_path):
    """A playtester began with two shelters and the others with none, and nobody said why: on
    that first turn the tip says it first; once the turn has moved on it is not said again."""
    import os

    os.environ[storage.HOME_ENV] = str(tmp_path)
    app = layout_tour.make_app((1280, 800), 1.0, False, "en")
    app.start(MenuScene(app))
    record = layout_tour.mid_game("llamagedon", 3, 3, moves=0)  # seed 3: your three Shelter cards go down
    table = layout_tour.open_table(app, record)
    layout_tour.run(app, 2)
    assert table.my_turn() and len(table.view.observation().areas[table.viewer]) == 3
    assert table.coach.tip().startswith("Your Shelter cards went down at once: each player lays theirs down on "
                                        "their own turn. ")
    assert table.moves.try_action(next(a for a in table.legal() if str(a) == "pass"))
    assert table.parts.coach.laid_down_note() == ""  # said on that turn only


def test_at_150_percent_with_four_seats_the_folded_tip_stands_clear_of_the_status_line_and_hand(tmp_path):
    """pt50 at 1366x768 and 150%: with four seats the folded tip's tab stood under the status
    line's second line ('turn.') and behind the hand: the column under the marker began at
    Pablo's panel, so the tab fell back under the status line. It takes the column's foot."""
    import pygame

    from llamagames.ui.games.llamagedon.layout import layout_of
    from llamagames.ui.games.llamagedon.stage import stage_of

    app, table = first_tip_table(tmp_path, (1366, 768), 4, 12, language="en", factor=1.5)
    coach, frame, mine = table.parts.coach, table.frame, layout_of(table).lay.mine
    assert table.my_turn() and coach.tip_folded()
    tab = coach.area()
    status_band = pygame.Rect(mine.left, frame.status_y, mine.width, frame.tip_bottom - frame.status_y)
    assert tab is not None and not tab.colliderect(status_band)
    assert not any(tab.colliderect(card.rect()) for card in stage_of(table).fan.cards)
    assert not any(tab.colliderect(table.panel_rect(seat)) for seat in range(4)) and not tab.colliderect(table.frame.log)
    assert app.surface.get_rect().contains(tab)
