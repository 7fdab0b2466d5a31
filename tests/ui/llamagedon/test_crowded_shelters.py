"""A playtest at 1366x768 could not read a rival's shelters once they had four to six: the
value tags stood over the next card and the panel's count over the last. Every shelter of
every rival stands apart with its tag, inside its panel and clear of the count, at 100% and
150%, with cards still large enough to tell apart."""

from __future__ import annotations

import itertools

import pytest

from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.cards import (
    ATTACK,
    BLUE,
    DRAW2,
    GREEN,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    WILD,
    YELLOW,
)
from llamagames.rules.llamagedon.positions import build_state
from llamagames.ui.games.llamagedon.painter import value_tag
from llamagames.ui.games.llamagedon.shelter_spots import RIVAL_GAP, rival_card_width, rival_tag_px
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.layout_check import recording
from llamagames.ui.layout_tour import make_app, open_position, own_home

SIX = [(SHELTER,), (GREEN, GREEN), (SHELTER, PROTECT), (RED, RED), (BLUE, BLUE), (YELLOW, WILD)]
FOUR = [(SHELTER,), (YELLOW, YELLOW), (GREEN, WILD), (SHELTER,)]


def crowded(players: int) -> str:
    """Your one shelter; the first rival six, the second four, the others one."""
    areas = [[(SHELTER,)], SIX, FOUR, [(BLUE, BLUE)], [(RED, RED)]][:players]
    hands = [[RED, ATTACK, STEAL]] + [[DRAW2] for _ in range(players - 1)]
    return LLAMAGEDON.state_to_text(build_state(hands, areas, [BLUE], turn=0))


@pytest.mark.parametrize(("size", "factor", "players"), [((1366, 768), 1.0, 3), ((1366, 768), 1.5, 4),
                                                         ((1280, 800), 1.5, 5)])
def test_every_rival_shelter_and_its_tag_stand_apart(size: tuple[int, int], factor: float, players: int) -> None:
    with recording(), own_home():
        app = make_app(size, factor)
        try:
            table = open_position(app, "llamagedon", players, crowded(players))
            stage, painter, px = stage_of(table), table.parts.painter, table.small(13)
            for seat in range(1, players):
                panel, rects = table.panel_rect(seat), stage.shelter_rects(seat)
                assert len(rects) == len(stage.view.obs.areas[seat])
                count = painter.count_rect(panel, len(rects))
                pieces = []
                for rect in rects:
                    width = rival_card_width(rect)
                    assert width >= (34 if factor == 1.0 else 24), (seat, width)
                    tag = value_tag(rect, rival_tag_px(px, width))[0]
                    tucked = rect.copy()
                    tucked.left -= round(width * RIVAL_GAP) - 1  # a Protect's corner
                    assert panel.contains(tag) and panel.contains(tucked)
                    assert not tag.colliderect(count) and not rect.colliderect(count), (seat, count)
                    pieces.append((rect, tag))
                for (a, a_tag), (b, b_tag) in itertools.combinations(pieces, 2):
                    assert not a.colliderect(b) and not a_tag.colliderect(b) and not b_tag.colliderect(a), (seat, a, b)
        finally:
            app.scenes.clear()


def test_a_small_shelter_names_its_colour_under_the_pointer() -> None:
    from llamagames import i18n
    from llamagames.ui.games.llamagedon.card_tips import shelter_tip

    assert shelter_tip((GREEN, GREEN)).startswith("Built Shelter, green: ")
    assert shelter_tip((WILD, YELLOW)).startswith("Built Shelter, yellow: ")
    i18n.set_language("ja")
    try:
        assert shelter_tip((RED, RED)).startswith("組み立てシェルター（赤）")
    finally:
        i18n.set_language("en")
