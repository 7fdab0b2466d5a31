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


def test_a_build_or_a_wilds_swap_rings_the_cards_it_takes_not_only_its_button(app):
    """The lesson asks to build from the two reds, and on its last turn to drag the green drawn
    onto the Wild of the green shelter: the rings show those cards and that Wild, with the
    button that does it too."""
    from llamagames.learn import LESSONS, Guide
    from llamagames.rules.llamagedon.cards import GREEN, RED

    from ..conftest import FRAME

    lesson = LESSONS["llamagedon"]
    guide = Guide.start(lesson)
    guide.run_bots()
    table = app.open_table(guide.match)
    app.scenes.push(table)
    app.frame(FRAME)
    coach, stage = table.parts.coach, stage_of(table)
    build = guide.expected()
    assert str(build) == "build red red"
    reds = [sprite.rect() for sprite in stage.fan.cards if sprite.value == RED]
    assert len(reds) == 2 and coach.rects(build) == [*reds, table.controls.buttons["build"].rect]
    app.scenes.pop()
    guide.match.close()
    guide = Guide.start(lesson, len(lesson.steps) - 1)
    guide.run_bots()
    table = app.open_table(guide.match)
    app.scenes.push(table)
    app.frame(FRAME)
    coach, stage = table.parts.coach, stage_of(table)
    swap = guide.expected()
    assert str(swap) == "replace 0 shelter 2"
    rings = coach.rects(swap)
    assert rings == [stage.fan.sprite_for(GREEN).rect(), stage.shelter_rects(0)[2], table.controls.buttons["replace"].rect]
    guide.match.close()
