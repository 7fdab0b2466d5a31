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


def test_a_refused_tiles_words_lie_over_the_fewest_icons_where_they_must_lie_over_the_estate() -> None:
    import pygame

    from llamagames.ui.games.llamaland.ghost_label import label_rect

    area = pygame.Rect(0, 0, 800, 400)
    estate = pygame.Rect(20, 20, 760, 360)  # the estate fills the field: no spot clear of it
    ghost = pygame.Rect(340, 160, 120, 80)
    icons = [pygame.Rect(x, y, 30, 24) for x in range(40, 760, 60) for y in (30, 90)]  # the back rows' icons
    before = label_rect(ghost, (300, 60), area, 8, estate)
    assert before.collidelist(icons) >= 0  # above the ghost, over the back rows (as it was)
    after = label_rect(ghost, (300, 60), area, 8, estate, icons=icons)
    assert after.collidelist(icons) < 0 and not after.colliderect(ghost) and area.contains(after)
