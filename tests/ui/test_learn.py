"""Learning at the table: F1 or ? opens How to play and Esc comes back to the same position,
the Hint names the normal bot's legal move with one sentence why, and first-game tips show for
a new player and go away when switched off or once a game of it has been finished."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from llamagames import bots, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.rules.core import watched_observation
from llamagames.seats import SeatConfig
from llamagames.ui.registry import playable_games
from llamagames.ui.scenes.rules import RulesScene

from .conftest import FRAME, click

GAMES_AT_TABLES = ("llama", "alpacas", "llamagedon", "llamaland")


def key(code: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode, scancode=0)


def open_table(app: Any, name: str, seed: int = 3) -> Any:
    """A table with one human (seat 0) and normal bots, run until it is the human's turn."""
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", f"Bot {i}", "normal")
                                            for i in range(1, GAMES[name].player_counts.start)]
    table = app.open_table(Match(name, seats, seed, bot_delay=0.0, worker=InlineBotWorker()))
    app.start(table)
    for _ in range(400):
        app.frame(FRAME, [])
        if table.my_turn() and not table.animator.busy:
            break
    assert table.my_turn(), name
    return table


def test_every_menu_game_is_covered() -> None:
    assert set(playable_games()) <= set(GAMES_AT_TABLES)


@pytest.mark.parametrize("name", GAMES_AT_TABLES)
def test_f1_opens_how_to_play_and_escape_returns_to_the_same_table(app, name: str) -> None:
    table = open_table(app, name)
    before = (table.match.state, len(table.match.history))
    app.frame(FRAME, [key(pygame.K_F1)])
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game_name == name
    for _ in range(30):  # time passes while reading: the bots wait
        app.frame(FRAME, [])
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    assert app.scenes.top is table
    assert (table.match.state, len(table.match.history)) == before
    assert table.my_turn()


def test_question_mark_opens_how_to_play_too(app) -> None:
    table = open_table(app, "llama")
    app.frame(FRAME, [key(pygame.K_SLASH, "?")])
    assert isinstance(app.scenes.top, RulesScene)
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    assert app.scenes.top is table


@pytest.mark.parametrize("name", GAMES_AT_TABLES)
def test_the_hint_names_the_hard_bots_legal_move_with_a_reason(app, name: str) -> None:
    """The review's judgement: the hard bot at its fixed budget, with the seat's watched
    observation and the seed its bot would have here (the review rebuilds exactly that)."""
    table = open_table(app, name)
    app.frame(FRAME, [key(pygame.K_h, "h")])
    advice = table.coach.current()
    assert advice is not None, name
    legal = table.match.legal_actions()
    assert advice.suggestion.action in legal
    seed = bots.derive_seed(table.match.seed, table.viewer, len(table.match.record.actions))
    watched = watched_observation(table.match.game, table.match.history, table.viewer)
    expected = bots.make(name, "hard", seed, iterations=bots.fixed_budget(name)).choose(watched, legal)
    assert advice.suggestion.action == expected
    assert advice.text and advice.text.count(".") <= 2 and "{" not in advice.text, advice.text
    # The advice lapses once the position changes (the player played something).
    assert table.moves.try_action(advice.suggestion.action)
    assert table.coach.current() is None


def test_the_hint_button_gives_the_same_advice_and_is_off_between_turns(app) -> None:
    table = open_table(app, "llama")
    button = table.controls.buttons["hint"]
    assert button.is_enabled
    click(app, button.rect.center)
    advice = table.coach.current()
    assert advice is not None and advice.suggestion.action in table.match.legal_actions()
    assert advice.rects, "the suggested card or pile is highlighted on the table"
    table.moves.try_action(advice.suggestion.action)
    if not table.my_turn():
        table.controls.refresh()
        assert not button.is_enabled
        app.frame(FRAME, [key(pygame.K_h, "h")])
        assert table.coach.current() is None and "your turn" in table.toasts.text.lower()


@pytest.mark.parametrize("name", GAMES_AT_TABLES)
def test_first_game_tips_show_for_a_new_player(app, name: str) -> None:
    table = open_table(app, name)
    assert table.coach.tips_on()
    assert table.coach.tip(), f"{name}: a new player sees a tip on their turn"


def test_tips_disappear_when_switched_off_in_settings(app) -> None:
    table = open_table(app, "llama")
    assert table.coach.tip()
    app.settings.hints = False
    assert table.coach.tip() == ""
    app.settings.hints = True
    assert table.coach.tip()


def test_no_tips_once_a_game_of_it_was_finished(app) -> None:
    storage.record_game("llama", won=False, score=45, lower_is_better=True)
    table = open_table(app, "llama")
    assert not table.coach.tips_on() and table.coach.tip() == ""
    app.scenes.clear()
    other = open_table(app, "alpacas")
    assert other.coach.tip(), "a finished L.L.A.M.A. game does not end the tips of another game"


def test_a_tip_stays_until_the_player_acts(app) -> None:
    table = open_table(app, "llama")
    tip = table.coach.tip()
    for _ in range(10):
        app.frame(FRAME, [])
    assert table.coach.tip() == tip
    assert table.moves.try_action(table.match.legal_actions()[0])
    assert not table.my_turn() and table.coach.tip() == ""


def test_a_bot_only_table_has_no_tips_and_no_hint_button(app) -> None:
    seats = [SeatConfig("bot", "A", "normal"), SeatConfig("bot", "B", "normal")]
    table = app.open_table(Match("llama", seats, 2, bot_delay=0.0, worker=InlineBotWorker()))
    app.start(table)
    app.frame(FRAME, [])
    assert not table.coach.tips_on()
    assert not table.controls.buttons["hint"].visible


def test_the_menu_tiles_open_how_to_play(app) -> None:
    from llamagames.ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    for name in menu.tiles:
        click(app, menu.help_rect(name).center)
        assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game_name == name
        app.frame(FRAME, [key(pygame.K_ESCAPE)])
        assert app.scenes.top is menu
    tile = menu.tiles["llama"]
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))])
    app.frame(FRAME, [key(pygame.K_F1)])
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game_name == "llama"


def test_setup_offers_how_to_play(app) -> None:
    from llamagames.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "alpacas")
    app.start(setup)
    app.frame(FRAME, [])
    click(app, setup.buttons["rules"].rect.center)
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game_name == "alpacas"
