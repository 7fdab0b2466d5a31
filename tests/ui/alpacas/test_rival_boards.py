"""A rival's small board reads at a glance at 150% (pt50: "thumbnails a player cannot read"):
each tile says its animal as well as its digit and colour, and an empty space where a card
would finish one of its lines shows the most it scores there; the hint's words take its
column's whole width, its tag above them."""

from __future__ import annotations

import pygame

from llamagames.rules.alpacas.components import CARDS, WHITE
from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.games.alpacas.tiles import mini_tile, open_spots
from llamagames.ui.layout_tour import make_app, mid_game, open_table
from llamagames.ui.table.hint_bubble import bubble_image, bubble_room


def card(animal: int, digit: int, colour: int) -> int:
    return CARDS.index((animal, digit, colour))


def test_an_open_line_marks_the_space_that_finishes_it_with_its_worth() -> None:
    red_llama_2, red_llama_3, pink_alpaca_1 = card(0, 2, 2), card(0, 3, 2), card(1, 1, 0)
    board: list[int | None] = [red_llama_2, red_llama_3, None,
                               pink_alpaca_1, None, None,
                               None, None, None]
    spots = open_spots(board)
    assert spots[2] == 6  # llamas, red, 2-3 counts on to 4
    assert 4 not in spots  # one card in its row, one in its column: nothing to finish yet
    white = card(1, 1, WHITE)
    assert open_spots([red_llama_2, None, white, None, None, None, None, None, None]) == {1: 2}  # colour alone


def test_a_tile_shows_the_animal_letter_even_when_narrow() -> None:
    """The letter ("L"/"A") stood only where it had room: beside a 4 on a 38x28 tile it did not."""
    pygame.font.init()
    llama, alpaca = mini_tile(card(0, 4, 2), 38, 28), mini_tile(card(1, 4, 2), 38, 28)
    band_left = round(38 * 0.66)
    # the letter is drawn in the animal's dark fur colour between the digit and the band
    differs = sum(llama.get_at((x, y)) != alpaca.get_at((x, y)) for x in range(12, band_left) for y in range(4, 26))
    assert differs > 20


def test_at_1152x720_and_150_the_hint_words_take_the_column_width() -> None:
    app = make_app((1152, 720), 1.5)
    try:
        table = open_table(app, mid_game("alpacas", 4, 12, moves=12))
        area = table.parts.coach.area()
        assert area is not None and table.parts.coach.tag_above()
        size = table.small(15)
        assert bubble_room("Hint", size, area.width, table.text_scale, True) >= area.width - round(30 * table.text_scale)
        beside = bubble_room("Hint", size, area.width, table.text_scale)
        stacked = bubble_image("Hint", "word " * 30, (242, 193, 78), size, area.width, table.text_scale, None, None, True)
        assert stacked.get_width() <= area.width + 3 and beside < 0.7 * bubble_room("Hint", size, area.width,
                                                                                    table.text_scale, True)
        assert layout_of(table).rects.card_w >= 63 and layout_of(table).rects.board_w >= 68
    finally:
        app.scenes.clear()


def test_in_japanese_at_150_the_rival_board_stands_under_its_subtitle_as_tiles() -> None:
    """"ボット · かんたん" narrowed the board beside it to 20 px cards: it starts under the subtitle."""
    from llamagames.ui.games.alpacas.art import card_height

    app = make_app((1152, 720), 1.5, language="ja")
    try:
        table = open_table(app, mid_game("alpacas", 4, 12, moves=12))
        lay = layout_of(table).rects
        assert lay.tile_w > lay.mini_w and card_height(lay.mini_w) >= 18
        assert lay.mini_top > lay.header  # under the subtitle's line
        for seat in layout_of(table).rivals():
            panel = table.panel_rect(seat)
            board = lay.mini_board(panel, table.scale)
            assert panel.contains(board) and not board.colliderect(layout_of(table).score_rect(seat))
    finally:
        app.scenes.clear()
