"""Llamagedón's words stay in sight: a rival's shelters stand right of the hand's card backs
and the badge with their count (at 1366x768 and 100% a rival's shelter covered the badge), and
a card in flight passes under the piles' labels."""

from __future__ import annotations

import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.shelter_spots import count_badge
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


def test_a_card_in_flight_passes_under_the_piles_labels(monkeypatch) -> None:
    """A playtester read "Discard · 5 (click to brow" with a card flying over the end of the
    label: the piles' labels are written again over a card in flight that crosses them."""
    from llamagames.ui.games.llamagedon import painter as painter_module
    from llamagames.ui.games.llamagedon.pile_labels import discard_words, pile_label_rects
    from llamagames.ui.games.llamagedon.stage import stage_of
    from llamagames.ui.layout_tour import mid_game, open_table

    app = make_app((1920, 1080), 1.5)
    try:
        table = open_table(app, mid_game("llamagedon", 3, 12, moves=6))
        stage, lay = stage_of(table), layout_of(table).lay
        obs = stage.view.obs
        label = pile_label_rects(table, lay, obs.deck_size, obs.discard)[1]
        stage.flights.fly(ATTACK, label.midright, label.midright, lay.pile_w, duration=10.0)
        order: list[str] = []
        card_draw, text_draw = stage.flights.images.draw, painter_module.draw_text
        monkeypatch.setattr(stage.flights.images, "draw", lambda *a, **k: (order.append("card"), card_draw(*a, **k))[1])
        monkeypatch.setattr(painter_module, "draw_text", lambda s, words, *a, **k: (order.append(words), text_draw(s, words, *a, **k))[1])
        table.parts.painter.draw_over(app.surface)
        words = discard_words(table, lay, obs.discard)
        assert "card" in order and words in order[order.index("card"):]
    finally:
        app.scenes.clear()
