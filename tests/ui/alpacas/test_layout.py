"""The Llamas & Alpacas table fills the window: the rivals' panels in a column of their own,
each with its small board of tiny cards, the row and your board large in the middle (also at
150% text and at four players), and a rival's board opening larger on hover or focus beside
its panel (issue "Every table fills the laptop")."""

from __future__ import annotations

import pygame
import pytest

from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.games.alpacas.stage import stage_of
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run
from llamagames.ui.piece_sizes import GOALS

from ..conftest import FRAME


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_the_pieces_stand_large_and_the_rivals_keep_to_their_column(size, factor) -> None:
    app = make_app(size, factor)
    try:
        for players in (2, 4):
            table = open_table(app, mid_game("alpacas", players, 12, moves=3 * players))
            layout = layout_of(table)
            lay = layout.rects
            pieces = layout.pieces()
            for kind, goal in GOALS.items():
                share = min(r.height for r in pieces[kind]) / size[1]
                assert share >= goal, f"{players}p: {kind} stand {share:.1%} of the height"
            middle = lay.row[0].unionall([*lay.row, lay.pile, lay.discard, lay.board])
            panels = [table.panel_rect(seat) for seat in layout.rivals()]
            assert len(panels) == players - 1
            for k, panel in enumerate(panels):
                assert not panel.colliderect(middle) and not panel.colliderect(table.frame.log)
                assert not panel.colliderect(table.frame.me_panel)
                assert all(not panel.colliderect(other) for other in panels[k + 1:])
                board = lay.mini_board(panel, table.scale)
                assert panel.contains(board) and board.top >= panel.top + lay.mini_top  # under the turn tag
            for seat in layout.rivals():
                score = layout.score_rect(seat)
                assert table.panel_rect(seat).contains(score)
                assert not score.colliderect(lay.mini_board(table.panel_rect(seat), table.scale))
                assert score.top >= table.panel_rect(seat).top + lay.header  # under the name and subtitle
            app.scenes.pop_to_root()
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1152, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_rival_board_opens_larger_on_hover_beside_its_panel(size) -> None:
    """At 1152x720 (a 1280x800 laptop's window) and 150% your larger board left the felt beside
    it 5 px short, and a rival's board opened over the row's label: it opens in that felt."""
    app = make_app(size, 1.5)
    try:
        table = open_table(app, mid_game("alpacas", 4, 12, moves=12))
        layout, stage = layout_of(table), stage_of(table)
        for seat in layout.rivals():
            panel = table.panel_rect(seat)
            app.frame(FRAME, [motion(panel.center)])
            run(app)
            assert stage.zoom_seat() == seat
            zoom = table.parts.painter.zoom_box  # where the last frame drew it
            assert zoom is not None
            assert not zoom.colliderect(panel)  # it never hides the panel it opens from
            assert pygame.Rect((0, 0), app.size).contains(zoom)
            if size == (1152, 720):  # the felt held 28 px cards, "Pablo's board" cut: it opens over your board's left
                assert zoom.left < layout.rects.board.left < zoom.right < layout.rects.board.centerx
                assert zoom.width >= 3 * 0.8 * layout.rects.card_w  # its cards near the row's
            else:
                assert not zoom.colliderect(layout.rects.board)
            assert all(not zoom.colliderect(r) for r in layout.rects.row + layout.kept()), (seat, zoom)
            assert zoom.width > 3 * layout.rects.mini_w * 1.5  # larger than the small board
            app.frame(FRAME, [motion(layout.rects.board.center)])
            assert stage.zoom_seat() is None and table.parts.painter.zoom_box is None
    finally:
        app.scenes.clear()


def test_keyboard_focus_on_a_rival_opens_its_board() -> None:
    app = make_app((1366, 768))
    try:
        table = open_table(app, mid_game("alpacas", 3, 12, moves=9))
        seat = layout_of(table).rivals()[0]
        assert table.ring.focus_key("rivals", ("rival", seat))
        assert stage_of(table).zoom_seat() == seat
        table.focus_hide()
        assert stage_of(table).zoom_seat() is None
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_150_percent_the_tip_stands_beside_the_board_and_messages_find_a_clear_place(size, language) -> None:
    """At 150% the first-game tip goes beside your board (it filled the band under the status
    line that toasts and refusals stand in), so a long toast and a refusal each find a place
    that covers nothing the player reads; in Japanese too, where "Your starting card" takes
    two lines so the board can move left for the tip."""
    from llamagames.i18n import set_language
    from llamagames.ui.layout_check import problems, recording
    from llamagames.ui.table.moments import LONG_TOAST

    with recording():
        app = make_app(size, 1.5, language=language)
        try:
            table = open_table(app, mid_game("alpacas", 4, 12, moves=12))
            board = layout_of(table).rects.board
            area = table.parts.coach.area()
            assert area is not None and area.left > board.right, "the tip stays under the status line"
            for text, refusal in ((LONG_TOAST, False), ("Pablo has answered Ben's move: once the next player "
                                                        "has played, a move stays.", True)):
                table.toasts.show(text, refusal=refusal)
                app.frame(1 / 60, [])
                assert problems(app) == [], text
                table.toasts.clear()
        finally:
            app.scenes.clear()
            set_language("en")  # the next tests read English


def test_a_row_card_coming_off_the_pile_lies_on_it_not_under_it() -> None:
    """At 1920x1080 and 150% a playtester saw the row's last card slide under the draw pile: a new
    card slides from the pile to its slot, and the pile was drawn over the row. A row card over the
    pile is drawn after it (and the discard); the others before, as the pile's label needs."""
    app = make_app((1920, 1080), 1.5)
    try:
        table = open_table(app, mid_game("alpacas", 2, 12, moves=6))
        stage, lay = stage_of(table), layout_of(table).rects
        painter = table.parts.painter
        last = stage.view.row[-1]
        sprite = stage.sprites[last]
        sprite.x, sprite.y = lay.pile.centerx - lay.card_w // 3, lay.pile.centery  # on its way out of the pile
        order: list[object] = []
        draw_card, draw_pile = stage.cards.draw, painter.draw_pile
        stage.cards.draw = lambda surface, drawn, **kw: (order.append(drawn), draw_card(surface, drawn, **kw))[1]
        painter.draw_pile = lambda surface: (order.append("pile"), draw_pile(surface))[1]
        try:
            painter.draw_table(app.surface)
        finally:
            del stage.cards.draw, painter.draw_pile
        assert order.index("pile") < order.index(sprite)
        first = stage.sprites[stage.view.row[0]]
        assert order.index(first) < order.index("pile")
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_with_two_seats_the_rivals_board_uses_the_column(size, factor) -> None:
    """With two seats the rival's panel stood over about 350 px of empty column, its board's cards
    about 36 px wide: now the panel reaches your own and its board stands under its words."""
    app = make_app(size, factor)
    try:
        table = open_table(app, mid_game("alpacas", 2, 12, moves=6))
        layout = layout_of(table)
        lay, seat = layout.rects, layout.rivals()[0]
        panel = table.panel_rect(seat)
        assert table.frame.me_panel.top - panel.bottom <= round(12 * table.scale)  # no empty column under it
        assert lay.mini_w >= 60 * table.scale, lay.mini_w
        board = lay.mini_board(panel, table.scale)
        assert panel.contains(board)
        words = layout.score_rect(seat).union(pygame.Rect(layout.treat_anchor(seat), (1, 1)))
        assert words.bottom <= board.top and words.top >= panel.top + lay.header
        app.frame(FRAME, [motion(board.center)])  # as large already: it does not open a copy over the felt
        assert table.parts.painter.zoom_box is None
    finally:
        app.scenes.clear()


def test_the_alpaca_stands_clear_of_the_tip_beside_the_board_at_150() -> None:
    """At a larger Size the tip's column right of your board reaches the foot: the alpaca stands
    left of the board with the llama (at 1920x1080 and 150% it showed through the tip)."""
    app = make_app((1920, 1080), 1.5)
    table = open_table(app, mid_game("alpacas", 2, 13, 6))
    lay = layout_of(table).rects
    area = table.parts.coach.area()
    assert area is not None and area.left > lay.board.right
    for (x, _), height in lay.figures:
        assert x + height // 2 < lay.board.left  # both figures left of the board, none under the tip
    app.scenes.clear()
