"""Your estate seen from above is as large as its field allows with the ring of squares where a
tile may go kept whole in view (ll20 found it small for the room kept around it)."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llamaland.projection import ViewMode

from .test_table import key, open_table


def test_from_above_your_estate_and_its_ring_fill_the_fields_height_above_the_status_line(app) -> None:
    table = open_table(app)
    stage = table.parts.stage
    if stage.mode is not ViewMode.TOP_DOWN:
        key(app, pygame.K_v)
    view = stage.views[0]
    proj = view.projection
    tops = view.estate.tops
    xs, ys = [c[0] for c in tops], [c[1] for c in tops]
    left, top = proj.point(min(xs) - 1, min(ys) - 1, 1)
    right, bottom = proj.point(max(xs) + 2, max(ys) + 2, 1)  # the ring's outer corners
    area = view.fit_area()
    pill = table.status.pill()
    assert view.rect.top <= top and bottom <= area.bottom and view.rect.left <= left and right <= view.rect.right
    assert pill is None or bottom <= pill[0].top  # the front row of the ring is clear of the status line
    assert bottom - top >= 0.97 * area.height  # the ring's whole height is the field's, less a sliver
