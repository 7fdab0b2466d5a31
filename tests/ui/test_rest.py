"""At rest the app draws nothing and shows nothing until an event wakes it (issue 28).

Behaviour, not timing: which passes of the loop draw (``app.frames``) and which put a
picture on screen (``pygame.display.flip``), driven through ``App.step`` as the real loop is.
"""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llama import PlayCard
from llamagames.seats import SeatConfig
from llamagames.ui import app as app_module
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.scene import Scene
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.table.flow import IDLE_FPS
from llamagames.ui.table.scene import TableScene
from llamagames.ui.widgets import llama_figure
from llamagames.ui.widgets.llama_figure import LlamaFigure

from .conftest import FRAME, inline_match, mouse
from .test_kit import grace_table
from .test_table import opening

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal")]
BOTS = [SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Pablo", "easy")]


@pytest.fixture
def shown(app, monkeypatch) -> list[int]:
    """Counts the pictures put on screen; the loop may rest at once and waits only briefly."""
    flips: list[int] = []
    real = pygame.display.flip
    monkeypatch.setattr(pygame.display, "flip", lambda: (flips.append(1), real()))
    monkeypatch.setattr(app_module, "REST_POLL_MS", 5)
    app.rest_after = 0.0
    return flips


def settled_table(app, seats=SEATS) -> TableScene:
    seed, _, _ = opening(require_unplayable=False)
    table = LLAMA_TABLE(app, inline_match(seats, seed))
    app.start(table)
    pygame.event.clear()  # the window's own opening events are not the player's
    for _ in range(40):  # four seconds of table time with nothing happening
        app.frame(0.1, [])
    return table


def test_a_table_waiting_for_the_human_rests_and_draws_nothing(app, shown) -> None:
    table = settled_table(app)
    assert table.my_turn() and table.at_rest()
    app.step()  # the first pass sees the table as the top scene
    frames, flips = app.frames, len(shown)
    for _ in range(5):
        app.step()
    assert app.resting
    assert app.frames == frames and len(shown) == flips, "a frame that changes nothing is neither drawn nor shown"


def test_an_event_wakes_the_table_and_its_frame_is_drawn_and_shown(app, shown) -> None:
    table = settled_table(app)
    for _ in range(3):
        app.step()
    assert app.resting
    frames, flips = app.frames, len(shown)
    pygame.event.post(mouse(pygame.MOUSEMOTION, (300, 300)))
    app.step()
    assert not app.resting and app.frames == frames + 1 and len(shown) == flips + 1
    assert not table.at_rest(), "the table stays awake a while after the player's input"
    app.step()
    assert app.frames == frames + 2


def test_a_fresh_move_keeps_the_table_awake_until_it_is_a_few_seconds_old(app, shown) -> None:
    table = settled_table(app)
    assert table.at_rest()
    table.moves.absorb(table.match.play(table.match.legal_actions()[0]))
    assert not table.at_rest()


def test_bots_playing_keep_the_table_awake(app, shown) -> None:
    table = LLAMA_TABLE(app, inline_match(BOTS, 3))
    app.start(table)
    for _ in range(10):
        frames = app.frames
        if table.match.is_over():
            break
        app.step()
        assert app.frames == frames + 1 and not app.resting
        if not table.match.is_human_turn():
            assert not table.at_rest()


def test_a_thinking_bot_is_drawn_at_the_calm_rate_and_its_move_at_sixty(app) -> None:
    match = Match("llama", BOTS, 3, bot_delay=30.0, worker=InlineBotWorker())  # a bot that takes its time
    table = LLAMA_TABLE(app, match)
    app.start(table)
    for _ in range(90):  # past the opening's deal and the player's last input
        app.frame(FRAME, [])
    assert not match.is_human_turn() and not table.animator.busy and not table.tweener.busy
    table.toasts.clear()
    assert table.frame_rate() == IDLE_FPS and not table.at_rest()
    table.animator.wait(1.0)  # the bot's move lands: its animation plays
    assert table.frame_rate() == 60


def pointer(pos: tuple[int, int]) -> pygame.event.Event:
    """The pointer moved to ``pos``, no button down."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_bot_held_by_the_pointer_on_undo_lets_the_table_rest_until_the_pointer_moves(app, shown) -> None:
    """The bot answers only once the pointer leaves Undo: until then nothing on the table changes,
    so it rests (it drew a frame every 50 ms for as long as the pointer stayed there)."""
    seed, good, _ = opening(require_unplayable=False)
    table = grace_table(app, seed, grace=1.0)
    table.warm.calm_queue.clear()  # the rules' pictures, made while the player looked at their turn
    table.moves.try_action(PlayCard(good))
    undo = table.controls.buttons["undo"]
    app.frame(FRAME, [pointer(undo.rect.center)])
    for _ in range(30):  # three seconds of table time with the pointer resting on Undo
        app.frame(0.1, [])
        app.may_rest()  # as the loop asks after each frame
    assert undo.text == "Undo (U) · held" and len(table.match.record.actions) == 1
    assert table.at_rest()
    app.step()
    frames = app.frames
    for _ in range(3):
        app.step()
    assert app.resting and app.frames == frames
    pygame.event.post(pointer((5, 5)))  # off Undo: the bot answers
    for _ in range(10):
        app.step()
    assert len(table.match.record.actions) >= 2


def test_a_toast_or_an_animation_keeps_the_table_awake(app) -> None:
    table = settled_table(app)
    table.toasts.show("Wait for your turn.")
    assert not table.at_rest()
    table.toasts.clear()
    table.animator.wait(1.0)
    assert not table.at_rest()


def test_a_text_field_being_typed_in_keeps_the_app_awake(app, shown) -> None:
    import pygame_gui

    table = settled_table(app)
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(10, 10, 200, 30), app.ui)
    app.ui.set_focus_set(entry)
    app.step()
    assert table.at_rest() and not app.may_rest()
    entry.kill()


def test_the_menu_rests_once_warm_and_its_llamas_stand(app, shown) -> None:
    app.settings.animation_speed = "normal"
    menu = MenuScene(app)
    app.start(menu)
    for _ in range(600):
        app.frame(FRAME, [])
        if not len(menu.warm) and menu.at_rest():
            break
    assert not len(menu.warm) and menu.at_rest()
    assert all(figure.restful() for figure in menu.figures)


def test_a_blinking_llama_is_not_calm_and_one_offscreen_does_not_count() -> None:
    figure = LlamaFigure((100, 100), 80, seed=1)
    figure.update(0.01)
    assert llama_figure.calm()
    figure.blink_left = LlamaFigure.BLINK_TIME
    assert not figure.restful() and not llama_figure.calm()
    llama_figure._moving[figure] = 0.0  # not updated lately: a scene under another one
    assert llama_figure.calm()


def test_a_page_of_widgets_is_at_rest_and_an_animated_scene_says_so_itself(app) -> None:
    class Page(Scene):
        pass

    class Spinner(Scene):
        def update(self, dt: float) -> None:
            pass

    assert Page(app).at_rest() and not Spinner(app).at_rest()
