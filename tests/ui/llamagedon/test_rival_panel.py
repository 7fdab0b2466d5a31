"""A rival's panel in Llamagedón: the shelters stand right of the hand's card backs and the
badge with their count (at 1366x768 and 100% a rival's shelter covered the badge)."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamagedon.layout import count_badge, layout_of
from llamagames.ui.games.llamagedon.shots import run
from llamagames.ui.layout_tour import make_app


@pytest.mark.parametrize("size,factor", [((1366, 768), 1.0), ((1920, 1080), 1.5), ((1280, 720), 1.5), ((1024, 600), 1.0)],
                         ids=["1366x768-100", "1920x1080-150", "1280x720-150", "1024x600-100"])
@pytest.mark.parametrize("players", [2, 5])
def test_a_rivals_shelters_stand_clear_of_their_hand_count(size, factor, players) -> None:
    app = make_app(size, factor)
    try:
        hands = [[ATTACK] for _ in range(players)]
        rivals = [[(SHELTER,), (RED, RED)], [(SHELTER,), (BLUE, BLUE), (GREEN, GREEN)], [(SHELTER,)], [(SHELTER,), (YELLOW, YELLOW)]]
        areas = [[]] + rivals[: players - 1]
        position = LLAMAGEDON.state_to_text(build_state(hands, areas, [], turn=0))
        seats = [SeatConfig("human", "You")] + [SeatConfig("bot", f"Bot {k}", "easy") for k in range(1, players)]
        match = Match.from_position("llamagedon", seats, position, bot_delay=100.0, worker=InlineBotWorker(),
                                    autosave=False)
        table = app.open_table(match)
        app.scenes.push(table)
        run(app, 3)
        layout = layout_of(table)
        for seat in range(1, players):
            panel = table.panel_rect(seat)
            badge, _ = count_badge(panel, table.scale)
            shelters = layout.shelter_rects(seat, len(areas[seat]))
            # a Protect's corner shows left of a shelter (RIVAL_GAP): clear of the badge too
            shelters = [rect.inflate(round(rect.width * 0.5), 0) for rect in shelters]
            assert shelters and not any(badge.colliderect(rect) for rect in shelters), (seat, badge, shelters)
            assert all(panel.contains(rect) for rect in shelters)
    finally:
        app.scenes.clear()
