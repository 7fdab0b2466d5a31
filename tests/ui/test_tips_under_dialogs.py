"""No table tooltip shows through a question over the table (a playtest read a card's use
through "End your turn without an action?"): while a dialog or a modal panel is up the tip is
not drawn, and it comes back when the dialog goes."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.scene import Pop
from llamagames.ui.scenes.confirm import ConfirmScene
from llamagames.ui.table.chooser import Choice

from .conftest import FRAME, mouse
from .llamagedon.test_gedon_table import _REST, open_table

HAND = "main @0 #1 | hands rP/g | areas H/H | deck LHHHHrrrrbbbbbyyyyyggggwwAAAAATTTTTXXXXXDDDDDBBBBB | " + _REST


def test_a_cards_tooltip_waits_while_a_question_stands_over_the_table(app) -> None:
    table = open_table(app, HAND)
    card = stage_of(table).fan.cards[0].rect().center
    for _ in range(8):  # the hand fans out and settles under the pointer
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, card)])
    assert table.tooltip.rect is not None, "the card under the pointer says what it does"
    app.scenes.push(ConfirmScene(app, "End your turn without an action?", "", "Yes", "No, go back", Pop()))
    app.frame(FRAME, [])
    assert table.sight.dialog_up() and table.tooltip.rect is None
    app.scenes.pop()
    app.frame(FRAME, [])
    assert not table.sight.dialog_up() and table.tooltip.rect is not None  # back once the question goes


def test_the_kits_chooser_hides_the_tooltip_too(app) -> None:
    table = open_table(app, HAND)
    card = stage_of(table).fan.cards[0].rect().center
    for _ in range(8):  # the hand fans out and settles under the pointer
        app.frame(FRAME, [mouse(pygame.MOUSEMOTION, card)])
    assert table.tooltip.rect is not None
    table.chooser.choose("Which one?", [Choice("One", lambda: None), Choice("Two", lambda: None)])
    app.frame(FRAME, [])
    assert table.sight.dialog_up() and table.tooltip.rect is None
