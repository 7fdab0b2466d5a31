"""Regressions found by playing the app in a real window (each test names the bug it pins)."""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui

from llamagames import storage
from llamagames.rules.llama import DRAW, PlayCard
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.table.pause import PauseScene
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, click, inline_match
from .test_table import SEATS, open_table, opening


def test_the_log_speaks_to_you_in_the_second_person(app):
    """The log said "You plays a 2." and "Round 3: You starts"."""
    seed, good, _ = opening()
    table = open_table(app, seed)
    sprite = table.parts.stage.fan.sprite_for(good)
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + good - 1, mod=0, unicode=str(good),
                                         scancode=0)])
    assert table.match.record.actions[0] == str(PlayCard(good)) and sprite is not None
    assert any(line.startswith(f"You play a {good}") for line in table.log.latest(50)), table.log.latest(50)
    assert not any("You plays" in line for line in table.log.latest(50))


def test_the_results_say_you_win(app):
    """The results said "You wins!"."""
    match = finished_match(seed=5)
    results = ResultsScene(app, match, ["You", "Pablo"])
    results.outcome = dataclasses.replace(results.outcome, winners=(0,))
    assert results.winners_line() == "You win!"
    results.names = ["Ana", "Pablo"]
    assert results.winners_line() == "You win!", "the one human at the screen is 'You', whatever the name"
    results.outcome = dataclasses.replace(results.outcome, winners=(1,))
    assert results.winners_line() == "Pablo wins!"
    results.outcome = dataclasses.replace(results.outcome, winners=(0, 1))
    assert results.winners_line() == "You and Pablo share the victory!"


def test_a_resize_event_does_not_recreate_the_window(app, monkeypatch):
    """Each VIDEORESIZE called set_mode again, which recreates the X11 window; shrinking it below
    the minimum without a window manager wedged the X server. SDL has already resized the surface."""
    calls = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: calls.append(a) or real(*a, **k))
    size = pygame.display.get_surface().get_size()
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert calls == [] and app.size == size
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, w=500, h=400, size=(500, 400)))
    assert len(calls) == 1 and app.size == (960, 600)
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600)))
    assert len(calls) == 1


def test_leaving_a_fresh_game_by_the_menu_button_keeps_it(app):
    """The Menu button promises "the game is saved", but a game left before its first move
    vanished: the autosave is written after moves only."""
    menu = MenuScene(app)
    app.start(menu)
    seed, _, _ = opening()
    table = LLAMA_TABLE(app, inline_match(SEATS, seed))
    app.scenes.push(table)
    app.frame(FRAME, [])
    assert not table.match.record.actions and not storage.autosave_path("llama").exists()
    click(app, table.controls.buttons["menu"].rect.center)
    paused = app.scenes.top  # Menu pauses as Esc does, and says the game is kept
    assert isinstance(paused, PauseScene) and paused.kept_note() == "Your game is saved: Continue on the menu brings it back."
    assert paused.buttons["leave"].text == "Save and leave"
    click(app, paused.buttons["leave"].rect.center)
    assert app.scenes.top is menu and storage.autosave_path("llama").exists()
    app.frame(FRAME, [])
    click(app, menu.buttons["continue"].rect.center)
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed.game_name == "llama" and resumed.match.seed == seed


def test_hot_seat_never_asks_to_pass_the_laptop_to_you(app):
    """With two humans the cover said "Pass the laptop to You" and the status "You's turn."."""
    setup = SetupScene(app, "llama")
    app.start(setup)
    app.frame(FRAME, [])
    click(app, setup.buttons["players 2"].rect.center)
    kind_menu = next(w for w, (what, i) in setup.widgets.items() if what == "kind" and i == 1)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=kind_menu, text="Human"))
    app.frame(FRAME)
    names = [seat.name for seat in setup.seat_configs()]
    assert names == ["Player 1", "Player 2"]
    seed, _, _ = opening(require_unplayable=False)
    table = open_table(app, seed, [SeatConfig("human", "You"), SeatConfig("human", "Ben")])
    # the default "You" at a shared screen is "Player 1", never "You's turn"
    assert table.covered and "You" not in table.parts.painter.status_line()
    assert table.names[0] == "Player 1"


def test_a_seat_changing_kind_changes_its_default_name_and_keeps_a_typed_one(app):
    """Seat 2 switched from Human to Bot kept "Player 2" for the bot."""
    setup = SetupScene(app, "llama")
    app.start(setup)
    app.frame(FRAME, [])
    click(app, setup.buttons["players 3"].rect.center)

    def switch(index: int, kind: str) -> str:
        menu = next(w for w, (what, i) in setup.widgets.items() if what == "kind" and i == index)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=kind))
        app.frame(FRAME)
        return setup.seats[index]["name"]

    assert setup.seats[1]["name"] == "Pablo"
    assert switch(1, "Human") == "Player 2"
    assert switch(1, "Bot") == "Pablo"
    assert switch(0, "Bot") not in ("You", "Player 1") and switch(0, "Human") == "You"
    setup.seats[2]["name"] = "Rosa"  # typed by the player: kept whatever sits there
    assert switch(2, "Human") == "Rosa" and switch(2, "Bot") == "Rosa"


def test_the_default_name_is_said_in_the_interface_language_at_the_table(app):
    """A game started with the default "You" showed "You" on its panel in the Japanese interface."""
    from llamagames import i18n
    from llamagames.ui.session import seat_names
    seed, _, _ = opening(require_unplayable=False)
    table = open_table(app, seed, [SeatConfig("human", "You"), SeatConfig("bot", "Pablo")])
    assert table.names[0] == "You"
    try:
        i18n.set_language("ja")
        assert seat_names(table.match)[0] == "あなた"
        table.resize(app.size)  # Settings relays the open table out in the new language
        assert table.names[0] == "あなた"
    finally:
        i18n.set_language("en")
    table.resize(app.size)
    assert table.names[0] == "You"


def test_the_status_line_keeps_clear_of_the_pile_labels(app):
    """The turn pill touched the "Draw pile · 43 (D)" label under the piles."""
    for size in ((960, 600), (1280, 800), (1600, 1000)):
        app.resize(size)
        table = open_table(app, opening()[0])
        lay, frame = table.parts.layout.rects, table.frame
        label_bottom = lay.discard.bottom + round(8 * frame.scale) + round(15 * frame.scale) * 1.4
        assert frame.status_y > label_bottom
        app.scenes.clear()


def test_llama_end_total_names_who_reached_it(app):
    """The summary said "Someone reached 40 points" instead of naming them."""
    from llamagames.ui.games.llama.summary import RoundSummaryScene

    match = finished_match(seed=5)
    table = LLAMA_TABLE(app, match)
    app.start(table)
    reached = [name for name, total in zip(table.names, match.state.totals) if total >= 40]
    assert reached and len(reached) < 2
    line = RoundSummaryScene(app, table, None, [])._ending_line()
    assert line == f"{reached[0]} reached 40 points: the lowest total wins."


def finished_match(seed: int):
    match = inline_match(SEATS, seed)
    while not match.is_over():
        if match.is_human_turn():
            legal = match.legal_actions()
            match.play(DRAW if DRAW in legal else legal[0])
        else:
            match.update(1.0)
    return match


def test_resizing_keeps_the_widgets_of_paused_scenes_hidden(app):
    """After a resize the menu's "Quit" button floated over the table and its round summary
    (the menu rebuilt its widgets while paused); a click there closed the app mid-game."""
    from llamagames.ui.games.llama.summary import RoundSummaryScene

    menu = MenuScene(app)
    app.start(menu)
    seed, _, _ = opening()
    table = LLAMA_TABLE(app, inline_match(SEATS, seed))
    app.scenes.push(table)
    app.frame(FRAME, [])
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640)))
    app.frame(FRAME, [])
    assert not menu.container.visible
    quit_button = menu.buttons["quit"]
    click(app, quit_button.rect.center)
    assert app.running and app.scenes.top is table
    app.scenes.push(RoundSummaryScene(app, table, None, []))
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    assert not table.container.visible and not menu.container.visible
