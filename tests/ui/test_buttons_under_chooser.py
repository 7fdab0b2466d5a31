"""While the kit's chooser is open, the table's action buttons step away: none can be pressed
and all are hidden, so none is drawn over the question or bright over its veil (pygame-gui
draws its widgets over the scene: "No marker (S)" lit behind a question); when the chooser
closes they come back as the position allows. For every game."""

from __future__ import annotations

import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.table.chooser import Choice

from .conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def action_keys(table) -> list[str]:
    keys = [spec.key for spec in table.parts.intents.buttons()] + ["undo", "hint"]
    return [k for k in keys if k in table.controls.buttons]


@pytest.mark.parametrize("game", ["llama", "alpacas", "llamagedon", "llamaland"])
def test_action_buttons_hide_while_the_chooser_is_open_and_return_after(app, game):
    match = Match(game, SEATS, 3, bot_delay=100.0, worker=InlineBotWorker())
    table = app.open_table(match)
    app.start(table)
    app.frame(FRAME, [])
    keys = action_keys(table)
    assert "undo" in keys
    shown_before = {k for k in keys if table.controls.buttons[k].visible}
    assert shown_before, "some action button stands on the table before the question"
    table.chooser.choose("Which?", [Choice("one", lambda: None), Choice("two", lambda: None)])
    app.frame(FRAME, [])
    panel = table.chooser.open.rect
    for k in keys:
        button = table.controls.buttons[k]
        assert not button.is_enabled, f"{game}: {k} can be pressed under the chooser"
        assert not button.visible, f"{game}: {k} stands bright over the chooser's veil"
    assert panel.width and table.controls.buttons["menu"].visible
    table.chooser.close()
    app.frame(FRAME, [])
    assert {k for k in keys if table.controls.buttons[k].visible} == shown_before
    assert table.controls.buttons["menu"].visible
