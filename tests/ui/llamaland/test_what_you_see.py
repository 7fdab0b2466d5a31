"""What a player reads off the Llamaland table: whole tooltips, markers by seat shape, card strips."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from llamagames.ui.games.llamaland.card_strip import draw_card_strip, strip_cards
from llamagames.ui.games.llamaland.pieces import seat_marker
from llamagames.ui.table.tooltip import tooltip_lines
from llamagames.ui.text import text_width

pygame.init()
MERCHANT = ("Potato Merchant: before taking a tile or after placing it, buy 1 potato for 1 coin "
            "or sell 1 potato for 1 coin (once each turn).")


def test_a_long_tooltip_wraps_and_keeps_every_word():
    lines = tooltip_lines(MERCHANT, 16, 300)
    assert len(lines) > 1
    assert " ".join(lines).split() == MERCHANT.split()
    assert all(text_width(line, 16) <= 300 for line in lines)
    assert tooltip_lines("Corn", 16, 300) == ["Corn"]


def test_each_seats_marker_has_its_own_shape():
    def picture(seat: int) -> bytes:
        surface = pygame.Surface((40, 40))
        surface.fill((255, 255, 255))
        seat_marker(surface, (20, 20), 12, seat)
        mask = pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255))
        return bytes(mask.get_at((x, y)) for x in range(40) for y in range(40))
    outlines = {picture(seat) for seat in range(4)}
    assert len(outlines) == 4  # circle, square, triangle, diamond


def test_the_card_strip_draws_one_card_per_llama_card():
    surface = pygame.Surface((300, 24))
    surface.fill((0, 0, 0))
    draw_card_strip(surface, pygame.Rect(0, 0, 300, 24), (("C", 12), ("A", 9), ("P", 7)))
    lit = [x for x in range(300) if surface.get_at((x, 12))[:3] != (0, 0, 0)]
    cards = strip_cards(pygame.Rect(0, 0, 300, 24), (("C", 12), ("A", 9), ("P", 7)))
    assert len(cards) == 3 and all(a[0].right <= b[0].left for a, b in zip(cards, cards[1:]))
    assert lit and max(lit) < cards[-1][0].right  # three cards side by side, nothing past them
    empty = pygame.Surface((300, 24))
    empty.fill((0, 0, 0))
    draw_card_strip(empty, pygame.Rect(0, 0, 300, 24), ())
    assert all(empty.get_at((x, 12))[:3] == (0, 0, 0) for x in range(300))


def test_the_build_picture_straddles_two_tiles_with_nothing_hanging():
    from llamagames.rules.llamaland import orientation
    from llamagames.ui.games.llamaland import pictures

    estate, tile, extend, grown, other, build = pictures.build_example()
    laid = orientation(tile, extend.face, extend.rot).at(extend.x, extend.y)
    o = orientation(other, build.face, build.rot)
    cells = o.at(build.x, build.y)
    assert build.level == 2 and grown.check(o, build.x, build.y, 2, 0) == (None, 0)  # no foundation
    assert any(c in estate.footprint() for c in cells) and any(c in laid for c in cells)
    assert all(grown.level(c) == 1 for c in cells)  # every square rests on a level-1 square
    assert pictures.two_levels(700).get_width() == 700


def test_the_results_banner_draws_the_winners_estate_under_the_title():
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.rules.llamaland import LLAMALAND
    from llamagames.seats import SeatConfig
    from llamagames.ui.games.llamaland.banner import banner_scene
    from llamagames.ui.games.llamaland.table import TABLE

    assert TABLE.results_banner is not None
    seats = [SeatConfig("bot", "Ana", "easy"), SeatConfig("bot", "Bo", "easy")]
    match = Match("llamaland", seats, 3, {}, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    fresh = banner_scene((360, 100), match)
    for _ in range(400):  # a few turns: the estate grows
        match.update(0.05)
    assert LLAMALAND.current_player(match.state) is not None or match.is_over()
    grown = banner_scene((360, 100), match)
    right = pygame.Rect(180, 0, 180, 100)
    assert pygame.image.tobytes(fresh.subsurface(right), "RGBA") != pygame.image.tobytes(grown.subsurface(right), "RGBA")
    left = pygame.Rect(0, 0, 170, 100)  # the title side does not change with the estate
    assert pygame.image.tobytes(fresh.subsurface(left), "RGBA") == pygame.image.tobytes(grown.subsurface(left), "RGBA")
    match.close()


@pytest.mark.parametrize("count", [1, 5, 6, 8, 12, 20])
def test_many_llama_cards_never_overlap_and_the_rest_are_summed_whole(count):
    from llamagames.ui.games.llamaland.card_strip import strip_layout
    from llamagames.ui.text import text_width

    cards = tuple((("C", "A", "P")[i % 3], (1, 12, 7, 10)[i % 4]) for i in range(count))
    at = pygame.Rect(10, 5, 240, 20)
    shown, more = strip_layout(at, cards)
    rects = [card for card, _, _ in shown] + ([more[0]] if more else [])
    assert all(at.contains(r) for r in rects)
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))  # side by side, nothing hidden
    for card, icon, px in shown:
        widest = str(max(p for _, p in cards))
        assert icon.right <= card.right - 3 - text_width(widest, px, True)  # the whole number beside its icon
    if more is None:
        assert len(shown) == count
    else:
        chip, words, px = more
        hidden = cards[len(shown):]
        assert words == f"+{len(hidden)}: {sum(p for _, p in hidden)} pts"
        assert text_width(words, px, True) <= chip.width - 4  # the summary is not cut


def test_your_llama_cards_stay_readable_in_your_panel_at_1366x768():
    from llamagames.ui.games.llamaland.card_strip import own_strip, strip_layout
    from llamagames.ui.layout_tour import make_app
    from llamagames.ui.text import text_width

    from .test_table import open_table

    app = make_app((1366, 768), 1.0)
    table = open_table(app)
    lay = table.parts.layout.lay
    strip = own_strip(lay.stats, table.small(15), table.small(13), table.scale)
    assert lay.mine.contains(strip)
    cards = tuple(("C", 1) for _ in range(4)) + tuple(("A", 12) for _ in range(5))  # nine cards, as in a long game
    shown, more = strip_layout(strip, cards)
    rects = [card for card, _, _ in shown] + ([more[0]] if more else [])
    assert len(shown) >= 3 and all(strip.contains(r) for r in rects)
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))
    for card, icon, px in shown:
        assert icon.right <= card.right - 3 - text_width("12", px, True)
