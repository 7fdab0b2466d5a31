"""Llamagedón: the three-colours move is shown where it is made (the mat says it and takes a
click, the tip says it), and a rival's shelters never lie over each other in its panel."""

from __future__ import annotations

import itertools

import pygame
import pytest

from llamagames.rules.llamagedon import Recover
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.shelter_spots import RIVAL_GAP, fitted_shelters, rival_card_width
from llamagames.ui.games.llamagedon.stage import stage_of

from ..conftest import FRAME, mouse
from .test_gedon_table import YOU_AND_BOT, open_table

REST = "removed - | chain - | lets 0 | lower 1 | llamagedon - | left 0 | limit on | seed 0 | counter 1"
THREE_COLOURS = ("main @0 #1 | hands rbg/AX | areas H/H,H,rw,bbP,yy,bb,gg | deck LHHrwyyyAAAATTTTTXXXXDDDDDBBBBBggrr "
                 "| discard H | " + REST)
"""You hold red, blue and green and a Shelter lies in the discard; Pablo has seven shelters."""


def test_holding_three_colours_the_mat_invites_the_move_and_a_click_there_makes_it(app) -> None:
    table = open_table(app, THREE_COLOURS, YOU_AND_BOT)
    assert any(isinstance(a, Recover) for a in table.legal())
    said: list[str] = []
    from llamagames.ui.games.llamagedon import painter as painter_module

    original = painter_module.draw_text

    def spy(surface, text, *args, **kwargs):
        said.append(text)
        return original(surface, text, *args, **kwargs)

    painter_module.draw_text = spy
    try:
        table.parts.painter.draw_table(pygame.Surface(app.size))
    finally:
        painter_module.draw_text = original
    assert "The table" not in said
    # the mat says where the move is made, what it costs and what it gives (the playtest read
    # "You hold three colours / Click: take a card from the discard" as words from nowhere)
    words = " ".join(said)
    assert "click here" in words and "One action" in words and "different colours" in words and "discard pile" in words
    assert "three colours" in table.coach.tip() and "table mat" in table.coach.tip()
    mat = layout_of(table).lay.mat
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, mat.center), mouse(pygame.MOUSEBUTTONUP, mat.center)])
    if table.chooser.open is not None:  # several cards or ways to pay: which one (here only one)
        table.chooser.open.options[0].pick()
    app.frame(FRAME, [])
    played = [str(action) for action in table.match.record.actions]
    assert played and played[0] == "take shelter with red blue green", played


def test_the_discard_pile_the_trade_takes_from_is_ringed_while_the_mat_invites_it(app) -> None:
    from llamagames.ui.palette import SKY

    def ring_pixels(position: str) -> int:
        table = open_table(app, position, YOU_AND_BOT)
        surface = pygame.Surface(app.size)
        table.parts.painter.draw_table(surface)
        ring = layout_of(table).lay.discard.inflate(round(10 * table.scale), round(10 * table.scale))
        edge = [(x, ring.top + 1) for x in range(ring.left + ring.width // 4, ring.right - ring.width // 4)]
        return sum(1 for xy in edge if surface.get_at(xy)[:3] == SKY)

    assert ring_pixels(THREE_COLOURS) > 0
    assert ring_pixels(THREE_COLOURS.replace("hands rbg/AX", "hands rAb/gX")) == 0


def test_the_three_colour_words_are_said_in_japanese_too() -> None:
    from llamagames import i18n
    from llamagames.ui.games.llamagedon.mat_words import three_colour_words

    english = three_colour_words()
    i18n.set_language("ja")
    try:
        japanese = three_colour_words()
    finally:
        i18n.set_language("en")
    assert japanese != english and "捨て札" in japanese[1] and "3枚" in japanese[1]


def test_without_three_colours_the_mat_is_the_plain_table(app) -> None:
    table = open_table(app, THREE_COLOURS.replace("hands rbg/AX", "hands rAb/gX"), YOU_AND_BOT)
    assert not any(isinstance(a, Recover) for a in table.legal())
    mat = layout_of(table).lay.mat
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, mat.center), mouse(pygame.MOUSEBUTTONUP, mat.center)])
    assert table.chooser.open is None
    assert "three colours" not in table.coach.tip()


@pytest.mark.parametrize("count", range(1, 13))
@pytest.mark.parametrize("room", [(160, 70), (240, 90), (120, 60), (300, 140)])
def test_a_rivals_shelters_never_overlap_and_stay_in_the_panel(count, room) -> None:
    box = pygame.Rect(10, 20, *room)
    rects = fitted_shelters(box, 46, count, 4)
    assert len(rects) == count
    for rect in rects:
        width = rival_card_width(rect)
        tucked = rect.inflate(0, 0)
        tucked.left -= round(width * RIVAL_GAP) - 1  # a Protect's corner shows left of its shelter
        assert box.left - 1 <= tucked.left and rect.right <= box.right + 1 and rect.bottom <= box.bottom + 1
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (count, room, a, b)


def test_seven_shelters_in_pablos_panel_lie_apart_on_the_table(app) -> None:
    table = open_table(app, THREE_COLOURS, YOU_AND_BOT)
    rects = stage_of(table).shelter_rects(1)
    assert len(rects) == 7
    panel = table.panel_rect(1)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    assert all(panel.contains(rect) for rect in rects)
