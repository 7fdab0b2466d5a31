"""At the end nothing of the last move's effects stays over a rival's panel (pt52: a "+8" and a
ring off the panel's middle stood frozen over Dolly's panel under the score pad)."""

from __future__ import annotations

from llamagames.rules.core import Event
from llamagames.ui.games.llamaland.reactions import reactions_of

from .test_table import SEATS, open_table


def test_a_bots_estate_pulses_round_its_estate_and_the_score_pad_clears_what_flies(app) -> None:
    table = open_table(app, seats=SEATS)
    reactions = reactions_of(table)
    view = table.parts.stage.views[1]
    reactions.effects.speed = 1.0  # the tests' app plays at "instant", which shows no effects
    reactions.pulse_estate(Event("place", seat=1))
    ring = reactions.effects.pulses[-1].rect
    assert table.panel_rect(1).contains(ring) and ring.center == view.estate_box().clip(view.rect).center
    reactions.effects.points(8, (500, 300), reactions.seat_anchor(1))
    assert reactions.effects.busy
    reactions.interlude_scene("score")
    assert not reactions.effects.busy
