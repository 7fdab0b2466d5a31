"""Your turn with nothing but a pass: the status line says so and End turn is ringed; a
rival's shelter row closes up after a Steal."""

from __future__ import annotations

from llamagames.i18n import t
from llamagames.rules.llamagedon import LLAMAGEDON, Steal
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, STEAL, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamagedon.painter import LlamagedonPainter
from llamagames.ui.games.llamagedon.shelter_spots import (
    RIVAL_GAP,
    rival_card_width,
    rival_tag_px,
    tag_overhang,
    tag_side,
)
from llamagames.ui.games.llamagedon.stage import stage_of

from .test_gedon_table import open_table, settle

THREE = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "easy")]
ONLY_PASS = "Nothing you hold can be played this turn: press End turn (P)."


def text(hands, areas) -> str:
    return LLAMAGEDON.state_to_text(build_state(hands, areas, turn=0))


def ring_pixel(app, table) -> tuple[int, int, int]:
    """A pixel of the ring's line above End turn (the felt there when no ring is drawn)."""
    app.draw()
    rect = table.controls.buttons.get("pass").rect
    ring = rect.inflate(round(12 * table.scale), round(12 * table.scale))
    return tuple(app.surface.get_at((ring.centerx, ring.top + 1)))[:3]


def painter_of(table) -> LlamagedonPainter:
    painter = table.parts.painter
    assert isinstance(painter, LlamagedonPainter)
    return painter


def test_with_only_a_pass_the_status_says_so_and_end_turn_is_ringed(app) -> None:
    stuck = open_table(app, text([[RED, BLUE], [GREEN, YELLOW]], [[(SHELTER,)], [(BLUE, BLUE)]]))
    settle(app)
    assert stuck.legal() == [LLAMAGEDON.parse_action("pass")]
    assert painter_of(stuck).status_line() == t(ONLY_PASS)
    ringed = ring_pixel(app, stuck)
    free = open_table(app, text([[RED, ATTACK], [GREEN, YELLOW]], [[(SHELTER,)], [(BLUE, BLUE)]]))
    settle(app)
    assert painter_of(free).status_line() != t(ONLY_PASS)
    plain = ring_pixel(app, free)
    assert ringed != plain and ringed[0] > 120 and ringed[1] > 90 > ringed[2]  # gold on the blue felt


def test_a_rivals_row_closes_up_after_a_steal(app) -> None:
    areas = [[(SHELTER,)], [(SHELTER,), (BLUE, BLUE), (GREEN, GREEN)], []]
    table = open_table(app, text([[STEAL, RED], [GREEN, YELLOW], [RED, BLUE]], areas), seats=THREE)
    settle(app)
    stage = stage_of(table)
    before = stage.shelter_rects(1)
    assert table.moves.try_action(Steal(1, 0))
    for _ in range(600):
        app.frame(1 / 60, [])
        if len(table.match.state.areas[1]) == 2 and not table.animator.busy:
            break
    after = stage.shelter_rects(1)
    assert len(stage.view.obs.areas[1]) == 2 and len(after) == 2
    assert after[0].left == before[0].left  # the first slot is filled again: no gap where the stolen one was
    # and the next stands right beside it (room for a Protect's corner and a value tag between them, no more)
    width = rival_card_width(after[0])
    tag = tag_overhang(tag_side(rival_tag_px(table.small(13), width)))
    assert after[1].left - after[0].right <= round(RIVAL_GAP * width) + tag + 1


def test_a_first_game_tip_too_tall_for_under_the_status_line_goes_left_of_your_shelters() -> None:
    from llamagames.ui import layout_tour
    from llamagames.ui.games.llamagedon.layout import layout_of

    app = layout_tour.make_app((1024, 640))
    try:
        table = layout_tour.open_table(app, layout_tour.mid_game("llamagedon", 2, 12, moves=6))
        area = table.parts.coach.area()
        assert table.parts.coach.tip() and area is not None  # three lines under the status line would meet the hand
        lay = layout_of(table).lay
        assert area.right <= lay.mine.left and area.top >= lay.marker.bottom
        assert area.bottom <= table.frame.me_panel.top and not area.colliderect(table.frame.log)
        assert not area.colliderect(table.panel_rect(1))
        assert all(not area.colliderect(sprite.rect()) for sprite in stage_of(table).fan.cards)
    finally:
        app.scenes.clear()
