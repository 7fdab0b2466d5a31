"""No focus outline shows on a control that is not shown, nor on the table while a question
stands over it (a hidden End turn's outline showed under a dialog's veil); the kit's own
question keeps the outline on its rows."""

from __future__ import annotations

import pygame

from llamagames.ui.scene import Pop
from llamagames.ui.scenes.confirm import ConfirmScene
from llamagames.ui.table.chooser import Choice
from llamagames.ui.table.keyboard import BUTTONS_GROUP
from llamagames.ui.widgets.focus import FocusRing, Stop, StopGroup, element_key

from .conftest import FRAME
from .llamagedon.test_gedon_table import YOUR_TURN, open_table


class _Hidden:
    visible = False


def test_a_control_not_shown_draws_no_outline() -> None:
    stop = Stop(pygame.Rect(20, 20, 60, 30), "End turn", lambda: None, "end", element=_Hidden())
    ring = FocusRing(lambda: [StopGroup("buttons", (stop,))], active=True)
    surface = pygame.Surface((100, 80))
    ring.draw(surface)
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)


def test_no_table_outline_while_a_question_stands_over_it(app) -> None:
    table = open_table(app, YOUR_TURN)
    ring = table.ring
    assert ring.focus_key(BUTTONS_GROUP, element_key(table.controls.buttons["pass"]))
    app.frame(FRAME, [])
    assert table.routing.focus_shown(ring)  # End turn outlined, the keys said in the top bar
    app.scenes.push(ConfirmScene(app, "End your turn without an action?", "", "Yes", "No, go back", Pop()))
    app.frame(FRAME, [])
    assert not table.routing.focus_shown(ring) and table.keys_help() is None
    app.scenes.pop()
    app.frame(FRAME, [])
    table.chooser.choose("Which one?", [Choice("One", lambda: None), Choice("Two", lambda: None)])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)])
    stop = ring.focused()
    assert stop is not None and table.chooser.open is not None and table.chooser.open.rect.contains(stop.rect)
    assert table.routing.focus_shown(ring)  # the kit's question: its rows keep the outline
