"""L.L.A.M.A.'s pieces at a larger Size: every card of the hand shows its whole face above the
window's foot (at 150% the fan's end cards ran off the bottom), and where the felt above the
piles has room (a lone rival, whose panel moves to the corner) the hand, the piles and the chips
grow with the words; at 1366x768 the hand still fits."""

from __future__ import annotations

import math
from collections import Counter

import pygame
import pytest

from llamagames.ui import layout_tour
from llamagames.ui.games.llama.layout import LlamaLayout, rects_of
from llamagames.ui.games.llama.stage import stage_of
from llamagames.ui.scale import set_player_factor
from llamagames.ui.table.layout import TableFrame
from llamagames.ui.widgets.cards import card_height

HANDS = ["1122334455666L", "12345L", "12345L", "1234L", "123L", "12L"]
"""Fourteen cards in your hand at a six-seat table: the widest fan, its end cards leaning most."""


def crowded_position() -> str:
    used = Counter("".join(HANDS) + "3")
    pile = "".join(card * (8 - used[card]) for card in "123456L")
    return (f"r1 play @0 start0 | hands {'/'.join(HANDS)} | out ...... | discard 3 | pile {pile} "
            f"| totals 0/0/0/0/0/0 | seed 3")


def lowest_corner(sprite) -> float:
    """How far down a card's lowest corner reaches, leaning as drawn."""
    angle = math.radians(abs(sprite.angle))
    w, h = sprite.width, card_height(sprite.width)
    return sprite.y - sprite.lift + h / 2 * math.cos(angle) + w / 2 * math.sin(angle)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_every_card_of_a_crowded_hand_shows_its_whole_face(size) -> None:
    app = layout_tour.make_app(size, 1.5)
    layout_tour.open_position(app, "llama", 6, crowded_position())
    table = app.scenes.top
    fan = stage_of(table).fan
    assert len(fan.cards) == 14
    for sprite in fan.cards:
        assert lowest_corner(sprite) <= size[1], (sprite.value, lowest_corner(sprite))
        assert sprite.x - sprite.width / 2 >= table.frame.me_panel.right  # beside your panel, not under it
    app.scenes.clear()


def rects(size: tuple[int, int], factor: float, players: int) -> tuple[LlamaLayout, TableFrame]:
    set_player_factor(factor)
    try:
        frame = TableFrame.compute(size, players, buttons=3)
        return LlamaLayout.compute(frame), frame
    finally:
        set_player_factor(1.0)


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=["1920x1080", "2560x1440"])
def test_a_lone_rivals_table_grows_its_pieces_with_the_words(size) -> None:
    pygame.font.init()
    base, _ = rects(size, 1.0, 2)
    large, frame = rects(size, 1.5, 2)
    assert large.card_w >= 1.2 * base.card_w and large.pile_w >= 1.2 * base.pile_w
    assert large.chip_d > base.chip_d
    rival = frame.panels[0]  # in the top-left corner, clear of the piles and their llamas
    assert rival.left < frame.me_panel.right
    for piece in (large.draw_pile, large.discard):
        assert not piece.colliderect(rival) and piece.top > frame.top_bar.bottom
    assert all(foot[0] - height // 2 > rival.right for foot, height in large.llamas)
    hand_top = large.fan_anchor[1] - card_height(large.card_w)
    assert frame.status_y < hand_top and large.discard.bottom < frame.status_y


def test_a_full_table_keeps_its_pieces_near_their_size() -> None:
    """Six seats leave no felt above the piles: the hand keeps at least 95% of its 100% size,
    the piles theirs, and the table does not move any panel."""
    pygame.font.init()
    base, _ = rects((1920, 1080), 1.0, 6)
    large, frame = rects((1920, 1080), 1.5, 6)
    assert large.card_w >= 0.95 * base.card_w and large.pile_w >= base.pile_w
    set_player_factor(1.5)
    try:
        assert frame.panels == TableFrame.compute((1920, 1080), 6, buttons=3).panels
    finally:
        set_player_factor(1.0)


def test_the_hand_fits_a_laptop_at_150() -> None:
    """At 1366x768 and 150% the lone rival's larger hand still stands inside the window, beside
    your panel and the buttons, under the tip's room."""
    app = layout_tour.make_app((1366, 768), 1.5)
    table = layout_tour.open_table(app, layout_tour.mid_game("llama", 2, 12, 6))
    lay, fan = rects_of(table), stage_of(table).fan
    frame = table.frame
    for sprite in fan.cards:
        rect = sprite.rect()
        assert lowest_corner(sprite) <= 768
        assert rect.left >= frame.me_panel.right and rect.right <= frame.column_left
    assert frame.tip_clear is not None and frame.tip_clear < lay.fan_anchor[1] - card_height(lay.card_w)
    app.scenes.clear()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_at_150_a_hint_keeps_the_chosen_size_and_takes_the_lines_it_needs(language: str) -> None:
    """At 150% the hint's line dropped to a smaller font to stay clear of a card lifted under
    the pointer: it keeps the player's size and takes a second line above the hand."""
    from llamagames import i18n

    app = layout_tour.make_app((1920, 1080), 1.5, language=language)
    try:
        table = layout_tour.open_table(app, layout_tour.mid_game("llama", 3, 12, 6))
        coach = table.coach
        words = i18n.t("Play your {card}: you also hold a {next}, which can follow it.", card=i18n.t("Llama"),
                       next="1")
        assert coach.text_size(words) == table.small(15)
        assert coach.shows_whole(words)
    finally:
        app.scenes.clear()
