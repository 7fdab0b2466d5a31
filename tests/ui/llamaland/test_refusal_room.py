"""A refusal finds room clear of your estate's icons and of the tile it is about (task ll15):
at 150% text on a grown estate it stood over the estate's right half and seven of its icons."""

from __future__ import annotations

from llamagames.ui.games.llamaland.spot_marks import icon_boxes
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run


def test_a_refusal_stands_clear_of_a_grown_estates_icons_at_150_percent() -> None:
    app = make_app((1366, 768), 1.5)
    app.settings.hints = False
    try:
        table = open_table(app, mid_game("llamaland", 2, 12, moves=60))
        table.toasts.clear()
        table.moves.refuse("An extension must touch your estate along the side of a square.")
        run(app, 2)
        view = table.parts.stage.views[table.viewer]
        assert table.toasts._kept_place is not None
        toast = table.toasts._kept_place[1][1]  # where the refusal stands this frame
        assert toast in table.room.kept
        icons = icon_boxes(view.estate, view.projection)
        assert len(icons) > 20  # a grown estate, most of the field
        assert toast.collidelist(icons) < 0
        assert table.parts.layout.lay.estate_view_rect().contains(toast)  # in the field, off the panels
    finally:
        app.scenes.clear()
