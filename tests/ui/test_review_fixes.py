"""Things found by playing the app as a new player (the "review" pass)."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n
from llamagames.seats import SeatConfig
from llamagames.ui import layout_tour
from llamagames.ui.layout_check import label_room, problems, recording, screen_marks
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.saves import SavedGamesScene
from llamagames.ui.session import start_match

from .conftest import FRAME, mouse


def test_hovering_a_game_tile_on_the_menu_draws_its_help_button(app):
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    name, tile = next(iter(menu.tiles.items()))
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, tile.center)])  # drew the "?" corner: it raised NameError
    app.frame(FRAME, [])
    help_rect = menu.help_rect(name)
    assert tile.contains(help_rect)


@pytest.mark.parametrize("language,factor", [("en", 1.0), ("ja", 1.0), ("en", 1.5), ("en", 0.9)])
def test_saved_games_buttons_show_their_whole_labels_at_1024x640(language, factor):
    """The waiting game's row (Continue, Keep a copy, Delete) and the page buttons share lines."""
    app = layout_tour.make_app((1024, 640), factor, language=language)
    try:
        app.start(MenuScene(app))
        seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]
        for index in range(7):  # two pages of saves: the page buttons share the line too
            start_match(app, "llama", seats, seed=index).save_as(f"kept{index}")
        table = app.open_table(start_match(app, "llama", seats, seed=99))  # the autosaved, unfinished game
        app.scenes.push(table)
        for _ in range(3):
            app.frame(FRAME, [])
        app.scenes.pop_to_root()
        scene = SavedGamesScene(app)
        app.scenes.push(scene)
        app.frame(FRAME, [])
        assert {doing for doing, entry in scene.row_buttons.values() if entry.waiting} == {"continue", "copy", "delete"}
        for button in [*scene.buttons.values(), *scene.row_buttons]:
            assert button.font.size(button.text)[0] <= label_room(button, button.rect.width), button.text
            assert scene.panel.contains(button.rect), button.text
        assert [line for line in problems(app) if "UIButton" in line] == []
    finally:
        app.scenes.clear()
        i18n.set_language("en")


def _key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": "", "scancode": 0})


def test_a_second_enter_after_a_keyboard_move_does_not_press_undo(app):
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = start_match(app, "llama", seats, seed=4)
    table = app.open_table(match)
    app.start(table)
    for _ in range(200):
        if table.my_turn() and not table.animator.busy:
            break
        app.frame(FRAME, [])
    assert table.my_turn()
    app.frame(FRAME, [_key(pygame.K_TAB)])
    assert table.ring.focused() is not None
    played = len(match.history)
    app.frame(FRAME, [_key(pygame.K_RETURN)])  # plays the outlined card (or draws)
    assert len(match.history) == played + 1
    mine = match.history[played]
    assert not table.my_turn()
    assert table.ring.focused().label.startswith("Undo (U)")  # the outline fell back to the buttons (its countdown beside)
    app.frame(FRAME, [_key(pygame.K_RETURN)])  # a double tap: must not take the move back
    assert len(match.history) > played and match.history[played] is mine
    app.frame(FRAME, [_key(pygame.K_RETURN)])  # now the outline is where it shows: Enter presses it
    assert len(match.history) == played or match.history[played] is not mine


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_menu_llamas_never_stand_behind_the_buttons(size):
    app = layout_tour.make_app(size)
    try:
        app.start(MenuScene(app))
        seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]
        app.scenes.push(app.open_table(start_match(app, "llama", seats, seed=2)))
        for _ in range(3):
            app.frame(FRAME, [])
        app.scenes.pop_to_root()
        app.frame(FRAME, [])
        menu = app.scenes.top
        assert "continue" in menu.buttons  # the row is four buttons wide
        for figure in menu.figures:
            image = figure.image().get_rect(midbottom=figure.foot)
            for button in menu.buttons.values():
                assert not image.colliderect(button.rect), (figure.foot, button.text)
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_llamagedon_five_seats_log_clear_of_the_buttons_and_status_has_room(size):
    app = layout_tour.make_app(size)
    try:
        app.start(MenuScene(app))
        table = layout_tour.open_table(app, layout_tour.mid_game("llamagedon", 5, 12, 15))
        frame = table.frame
        assert frame.log.height >= round(90 * frame.scale)
        assert not any(frame.log.colliderect(button) for button in frame.buttons)
        assert not any(frame.log.colliderect(panel) for panel in frame.panels + [frame.me_panel])
        room = frame.status_room if frame.status_room is not None else pygame.Rect(0, 0, frame.size[0], 1)
        assert room.width >= round(400 * frame.scale) and not room.colliderect(frame.log)
        assert [line for line in problems(app) if "llamagedon" in line or "cut" in line] == []
        with recording():
            _, marks = screen_marks(app)
        assert table.parts.painter.status_line() in [mark.text for mark in marks]  # whole, not an ellipsis
    finally:
        app.scenes.clear()


def test_the_progress_says_what_it_does_whole_from_its_first_frame() -> None:
    """A playtester saw a bar with no words, then a bare "3/60" beside Cancel at 150%: the
    progress says what it is doing, whole, before anything is judged and as it goes."""
    from llamagames.ui.table.review_words import progress_words

    assert progress_words(0, 0) == "Looking at your decisions…"
    assert progress_words(3, 60) == "Looking at your decisions: 3 of 60"


def test_two_moves_of_one_name_are_not_called_the_same_move() -> None:
    """Llamaland names every placement "Place the tile": where the hard bot lays it elsewhere the
    review said it "would choose Place the tile too"; it says the ring shows where instead, and
    "too" only where the moves are the same."""
    from llamagames.review.engine import Chance, Decision
    from llamagames.ui.table.review_words import decision_lines

    chance = Chance(3, 10, 0.1, 0.6)
    other = Decision(2, 0, 30, "place X front r1 @2,5 L1", "place X front r0 @-5,5 L1", "place X front r1 @2,5 L1",
                     chance, chance, chance, as_good=False, drop=0.0)
    words = " ".join(text for text, _, _ in decision_lines(other, lambda move: "Place the tile", lambda d: ""))
    assert "elsewhere" in words and "too" not in words, words
    same = Decision(2, 0, 30, "draw", "draw", "draw", chance, chance, chance, as_good=False, drop=0.0)
    words = " ".join(text for text, _, _ in decision_lines(same, lambda move: "Draw", lambda d: ""))
    assert "would choose Draw too" in words, words


def test_a_costly_line_never_reads_a_chance_instead_of_itself() -> None:
    """A playtester read "Move 50: chance to win 35% instead of 35%" among the costliest."""
    from llamagames.review.engine import Chance, Decision
    from llamagames.ui.table.review_words import costly_short

    after = Chance(35, 100, 0.3, 0.4)
    same = Decision(50, 0, 4, "pass", "attack 1 shelter 0", "pass", after, after, Chance(35.4, 100, 0.3, 0.4),
                    as_good=False, drop=0.006, marked=True)
    text = costly_short(1, same)
    assert "instead of" not in text and "about the same" in text, text
    fine = Chance(36, 100, 0.34, 0.38)  # counted to the point (a rounded pair says the drop instead)
    apart = Decision(50, 0, 4, "pass", "attack 1 shelter 0", "pass", after, Chance(20, 100, 0.18, 0.22), fine,
                     as_good=False, drop=0.16, marked=True)
    assert "instead of" in costly_short(1, apart)


def test_round_chances_of_a_costly_move_say_what_the_better_move_gives() -> None:
    """pt55's three costliest Llamagedón moves all read "20%, not 15%". Not wrong but coarse: a
    chance near 17% counted on Llamagedón's 150 deals is good to about ±6 (Wilson), so the strip
    rounds it to 5s, and 14.6% and 19.3% read like 17% and 22%. The drop, counted on the same
    deals for both moves, is what differs: it is said instead."""
    from llamagames.catalogue import entry
    from llamagames.review.engine import Chance, Decision
    from llamagames.ui.table.review_words import FINE_WIDTH, costly_short, say_chance, what_it_changes

    deals = entry("llamagedon").review_playouts
    said = []
    for taken_wins, hard_wins in ((22, 29), (23, 28), (21, 30)):
        after, hard = Chance.of(taken_wins, deals), Chance.of(hard_wins, deals)
        assert (hard.high - hard.low) / 2 > FINE_WIDTH  # the estimate's own width: only 5s can be said
        decision = Decision(3, 0, 5, "end", "attack 2", "end", after, after, hard, as_good=False,
                            drop=round(hard.value - after.value, 9), better=12, worse=2, marked=True)
        words = what_it_changes(decision)
        assert words == f"With it your chance to win would be about {round(100 * decision.drop)}% higher.", words
        assert say_chance(hard) not in words
        short = costly_short(1, decision)
        assert "lower than with the better move" in short and f"{round(100 * decision.drop)}%" in short, short
        said.append(words)
    assert len(set(said)) == 3, said
