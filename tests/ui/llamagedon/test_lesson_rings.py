"""The guided game's rings (and a hint's) circle the shelter card a step is about, not the
whole area it lies in: "Your shelters" or Nina's whole panel read as "somewhere here"."""

from __future__ import annotations

from llamagames.rules.llamagedon.actions import Attack, Protect, Steal, Swap
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.stage import stage_of

from .test_chain_panel import attack_table


def test_an_attack_steal_or_protect_rings_the_shelter_card_it_is_about():
    app, table = attack_table((1366, 768), bot_delay=100.0)
    coach, stage, lay = table.parts.coach, stage_of(table), layout_of(table).lay
    rival = stage.shelter_rects(1)[0]
    for action in (Attack(1, 0), Steal(1, 0)):
        ring = coach.rects(action)[-1]
        assert ring == rival and table.panel_rect(1).contains(ring) and ring.width < table.panel_rect(1).width // 2
    mine = coach.rects(Protect(0))[-1]
    assert mine == stage.shelter_rects(0)[0] and lay.mine.contains(mine) and mine.width < lay.mine.width // 3
    assert coach.rects(Swap(1, 0))[-1] == table.panel_rect(1)  # a Swap is about the rival's whole hand
    assert coach.rects(Attack(1, 7))[-1] == table.panel_rect(1)  # a shelter not shown: the panel it would be in
