"""A rival's estate opened larger (hover, a click or its key) is fitted with only a sliver of
table around it, as in its panel (task ll15): at 150% on 1920x1080 with four seats it stood
272 px tall, 2.4 times its panel's 114 px, with half a square of empty table on every side."""

from __future__ import annotations

from llamagames.ui.games.llamaland.estate_parts import RIVAL_ROOM
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run


def test_a_rivals_enlarged_estate_fills_its_place_at_150_percent() -> None:
    app = make_app((1920, 1080), 1.5)
    app.settings.hints = False
    try:
        table = open_table(app, mid_game("llamaland", 4, 12, moves=12))
        stage = table.parts.stage
        small = stage.views[1].estate_box()
        stage.pinned = 1
        run(app, 2)
        big = stage.big_view(1)
        assert big.room == RIVAL_ROOM
        drawn = big.estate_box()
        assert drawn.height >= 2.6 * small.height and drawn.width >= 2.6 * small.width
        assert big.rect.contains(drawn)
    finally:
        app.scenes.clear()


def test_a_rivals_estate_opened_under_a_hint_stands_clear_of_its_tab() -> None:
    from llamagames.bots.explain import Reason, Suggestion
    from llamagames.i18n import language
    from llamagames.rules.llamaland import EndTurn
    from llamagames.ui.table.advice import Advice

    app = make_app((1920, 1080), 1.5)
    app.settings.hints = False
    try:
        table = open_table(app, mid_game("llamaland", 4, 12, moves=4))
        stage, layout = table.parts.stage, table.parts.layout
        table.toasts.clear()  # no message: the hint has its whole place
        words = "End your turn: it is the only move you have now."
        table.coach.advice = Advice(Suggestion(EndTurn(), Reason("x")), words, table.view.stamp, language=language())
        run(app, 2)
        assert table.coach.current() is not None
        stage.pinned = 1
        run(app, 2)
        assert layout.tip_folded()  # its tab, while Pablo's estate is open
        band = layout.tip_band()
        big = stage.big_view(1)
        drawn = big.estate_box()
        assert band is not None and not drawn.colliderect(band) and big.rect.contains(drawn)
        assert drawn.height >= 2 * stage.views[1].estate_box().height  # still far larger than in its panel
    finally:
        app.scenes.clear()


def test_a_rivals_sheet_and_estate_stand_above_the_two_line_status_at_150_percent() -> None:
    """At 1366x768 and 150% the sheet's last line ("Many levels: 0/4") and the estate's front
    row lay under the status line's two lines: the sheet rises level with the title (whose
    words end left of it), or takes two columns of whole counts; the estate is fitted above."""
    import pygame

    from llamagames.ui.text import text_width

    app = make_app((1366, 768), 1.5)
    try:
        table = open_table(app, mid_game("llamaland", 2, 15, moves=6))
        stage, layout = table.parts.stage, table.parts.layout
        stage.pinned = 1
        run(app, 2)
        room = table.frame.status_room
        sheet, big = layout.rival_sheet(1), stage.big_view(1)
        assert sheet.bottom <= room.top and big.estate_box().bottom <= room.top
        assert not sheet.colliderect(big.rect) and layout.lay.estate.contains(sheet)
        title_end = layout.lay.estate.x + text_width(layout.rival_title(1), table.small(15), True)
        assert sheet.top < layout.lay.estate.y + layout.lay.header and title_end < sheet.left  # level with the title
        # a status line higher still (more objectives to list): two columns of whole counts
        table.frame.status_room = pygame.Rect(room.x, room.y - 60, room.width, room.height + 60)
        lines, columns = layout.rival_lines(1)
        sheet = layout.rival_sheet(1)
        column = (sheet.width - round(20 * table.scale)) // columns - round(8 * table.scale)
        assert columns == 2 and sheet.bottom <= table.frame.status_room.top
        assert all(text_width(line, table.small(13)) <= column for line in lines)
        assert not sheet.colliderect(layout.rival_view(1))
    finally:
        app.scenes.clear()
