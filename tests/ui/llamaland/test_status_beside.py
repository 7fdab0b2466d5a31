"""At 150% on a laptop your estate takes its field's height: the status line stands in the
field's corner beside it (pt52: squares 27 px from above in a 755x306 field, a fifth of whose
height the line kept at its foot)."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llamaland.projection import ViewMode
from llamagames.ui.layout_tour import FRAME, make_app, mid_game, open_table


def test_at_150_percent_the_status_line_stands_beside_your_larger_estate() -> None:
    app = make_app((1366, 768), 1.5)
    try:
        table = open_table(app, mid_game("llamaland", 3, 12, moves=30))  # an estate grown deeper than wide
        layout, stage = table.parts.layout, table.parts.stage
        lay, view = layout.lay, stage.views[0]
        field = lay.estate_view_rect()
        for mode in (ViewMode.OBLIQUE, ViewMode.TOP_DOWN):
            if stage.mode is not mode:
                app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="", scancode=0)])
                app.frame(FRAME, [])
            assert lay.side and lay.foot == 0, mode
            pill = table.status.pill()
            box = view.estate_box()
            assert pill is not None and field.contains(pill[0]) and not pill[0].colliderect(box), mode
            assert pill[2] >= table.small(15)  # a step under the player's size at most, never the table's 100%
            at_foot = view.fit_scale((field.width, field.height - lay.at_foot[3]))
            assert view.projection.scale >= 1.15 * at_foot, (mode, view.projection.scale, at_foot)
            assert view.rect.contains(box) and box.height >= 0.6 * field.height
    finally:
        app.scenes.clear()
