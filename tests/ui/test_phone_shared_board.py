"""With every human on a phone the laptop is a shared board: every seat alike around the table."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.scene import OpenTable
from llamagames.ui.table.phone_seats import PhoneTableScene

from .conftest import FRAME


@pytest.fixture(autouse=True)
def _this_computer_only(monkeypatch):
    from llamagames.ui.table import phone_seats

    monkeypatch.setattr(phone_seats, "HOST", "127.0.0.1")
    monkeypatch.setattr(phone_seats, "PORT", 0)


def open_table(app, game: str, kinds: str) -> tuple[Match, PhoneTableScene]:
    seats = [SeatConfig("bot", name, "easy") if kind == "bot" else SeatConfig("human", name, phone=kind == "phone")
             for kind, name in zip(kinds.split(","), ("Ana", "Ben", "Paca", "Dolly", "Tina"))]
    match = Match(game, seats, 5, bot_delay=60.0, worker=InlineBotWorker(), autosave=False)
    table = app._scene_for(OpenTable(match))
    assert isinstance(table, PhoneTableScene)
    app.start(table)
    app.frame(FRAME)
    app.draw()
    return match, table


@pytest.mark.parametrize(("game", "kinds"), [("llamagedon", "phone,phone,bot"), ("llama", "phone,phone,bot,bot,bot")])
def test_every_human_on_a_phone_draws_every_seat_alike_around_the_table(app, game, kinds):
    """A playtest: with every human on a phone the laptop still put seat 1 at the foot, its
    hand face down there and its row in the middle, as if it were the laptop player's."""
    match, table = open_table(app, game, kinds)
    try:
        panels = [table.panel_rect(seat) for seat in range(match.num_players)]
        # THEN no seat is in "your" place: each has a panel around the table, none at the foot
        assert table.own_seat() is None and table.frame.me_panel not in panels
        assert len({tuple(rect) for rect in panels}) == match.num_players
        assert all(not a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])
        assert all(rect.bottom < table.frame.size[1] * 0.6 for rect in panels)  # along the top and the sides
        assert panels[0].centerx < panels[-1].centerx  # seat 1 on the left, the others clockwise
        # AND no hand lies at the foot: seat 1's cards are a stack in its panel like everyone's
        assert table.parts.stage.fan.cards == []
        assert table.drawing.panel_seats() == list(range(match.num_players))
    finally:
        app.scenes.clear()


def test_a_laptop_player_keeps_their_place_and_a_seat_given_to_the_laptop_takes_it(app):
    match, table = open_table(app, "llamagedon", "human,phone,bot")
    try:
        assert table.own_seat() == 0 and table.panel_rect(0) == table.frame.me_panel
    finally:
        app.scenes.clear()
    match, table = open_table(app, "llamagedon", "phone,phone,bot")
    try:
        assert table.own_seat() is None
        table.give_seat(1, "laptop")  # Ben's phone died: the laptop plays his seat now
        app.frame(FRAME)
        app.draw()
        assert table.own_seat() == 1 and table.panel_rect(1) == table.frame.me_panel
        assert len(table.parts.stage.fan.cards) == match.observation(1).hand.__len__()
    finally:
        app.scenes.clear()


def test_the_names_typed_in_the_setup_are_the_phone_seats_names(app):
    """A playtest: the names typed for the phone seats showed as "Player 1/2" on the laptop. The
    names typed in the setup are the table's and each phone's from the start, typed before or
    after the seat was made a Phone, or just before Start (in the same frame)."""
    import pygame_gui

    from llamagames.ui.scenes.setup import SetupScene
    from llamagames.ui.session import seat_names

    setup = SetupScene(app, "llamagedon")
    app.start(setup)
    app.frame(FRAME)
    setup.set_players(3)

    def widget(what: str, index: int):
        return next(w for w, (kind, i) in setup.widgets.items() if kind == what and i == index)

    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=widget("name", 1), text="Ben"))
    app.frame(FRAME)
    for index in (0, 1):  # Ben's name typed while his seat was a bot's; Ana's after
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=widget("kind", index),
                                             text="Phone"))
        app.frame(FRAME)
    widget("name", 0).set_text("Ana")  # typed, and Start pressed in the same frame: its event is not read yet
    configs = setup.seat_configs()
    assert [(c.name, c.phone) for c in configs[:2]] == [("Ana", True), ("Ben", True)]
    match = Match("llamagedon", configs, 3, bot_delay=60.0, worker=InlineBotWorker(), autosave=False)
    try:
        assert seat_names(match)[:2] == ["Ana", "Ben"]  # the laptop's table calls them so
    finally:
        app.scenes.clear()
        match.close()
