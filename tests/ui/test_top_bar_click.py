"""The top bar answers the first click while a bot moves.

A player clicked Rules while a bot played and saw nothing; a second click "worked". The
click was never lost: the rules page took one to two seconds to build (pygame-gui drew the
page-sized text box's rounded corners on every state), and the table stood still meanwhile.
The rules box is a plain rectangle now; these tests hold the click and the shape.
"""

from __future__ import annotations

from pygame_gui.core.drawable_shapes import RectDrawableShape

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.table import TABLE
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.rules import RulesScene

from .conftest import FRAME, click


def table_while_bots_move(app):
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Ben", "easy")]
    match = Match("llama", seats, 5, {"first_player": 2}, bot_delay=0.05, worker=InlineBotWorker())
    app.start(MenuScene(app))
    table = TABLE(app, match)
    app.scenes.push(table)
    app.frame(FRAME)
    return match, table


def test_one_click_on_rules_opens_them_while_a_bot_moves(app) -> None:
    for wait in range(0, 12, 3):  # at different moments of the bots' turns
        match, table = table_while_bots_move(app)
        for _ in range(wait):
            app.frame(FRAME)
        assert not match.is_human_turn() or wait, "a bot is to move"
        click(app, table.controls.buttons["rules"].rect.center)
        assert isinstance(app.scenes.top, RulesScene), f"the first click was lost ({wait} frames in)"
        app.scenes.clear()


def test_one_click_on_menu_pauses_while_a_bot_moves(app) -> None:
    """The Menu button opens the pause menu (as Esc does) at the first click; Save and leave
    goes to the menu."""
    from llamagames.ui.table.pause import PauseScene

    match, table = table_while_bots_move(app)
    click(app, table.controls.buttons["menu"].rect.center)
    paused = app.scenes.top
    assert isinstance(paused, PauseScene)
    click(app, paused.buttons["leave"].rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_the_rules_page_is_a_plain_rectangle(app) -> None:
    """Its rounded corners cost a second to draw at the page's size, every time it opened."""
    rules = RulesScene(app, "llama")
    app.scenes.push(rules)
    assert rules.box is not None and isinstance(rules.box.drawable_shape, RectDrawableShape)
    app.scenes.clear()


def test_a_table_draws_its_rules_pictures_ahead(app, monkeypatch, tmp_path) -> None:
    """The page's pictures (50-230 ms each) are drawn and saved while a human decides and
    nothing moves, not when Rules is clicked and not in a frame that shows something moving."""
    from llamagames.ui import rules_pictures

    monkeypatch.setattr(rules_pictures, "_folder", tmp_path)  # none saved by an earlier test
    real = rules_pictures.picture
    drawn: list[tuple[str, bool]] = []
    match, table = table_while_bots_move(app)

    def recorded(game, name, width):
        drawn.append((name, table.flow.calm()))
        return real(game, name, width)

    monkeypatch.setattr(rules_pictures, "picture", recorded)
    for _ in range(600):
        if not len(table.warm) and not table.warm.calm_queue:
            break
        app.frame(FRAME)
    assert not table.warm.calm_queue, "the pictures were made once the human decided"
    assert drawn and all(calm for _, calm in drawn), drawn
    drawn.clear()
    click(app, table.controls.buttons["rules"].rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    assert drawn == [], f"drawn when Rules was clicked: {drawn}"
