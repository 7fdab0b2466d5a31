"""The results screen: a chart per player of the engine's round scores, the winner celebrated,
the tie-break explained."""

from __future__ import annotations

import pytest

from llamagames.rules.core import Outcome
from llamagames.ui.delight_shots import finished_match, seats_for
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.widgets.score_chart import SEAT_SYMBOLS, chart_range, nice_top

from .conftest import FRAME


def open_results(app, match) -> ResultsScene:
    scene = ResultsScene(app, match, [seat.name for seat in match.seats])
    app.start(scene)
    app.frame(FRAME, [])
    return scene


def test_the_charts_plot_the_points_taken_round_by_round(app) -> None:
    match = finished_match("llama", seats_for(4), seed=5)
    game = match.game
    running = [0] * 4
    expected: list[tuple[int, ...]] = []
    for state in match.history[1:]:
        for event in game.events(state):
            if event.kind == "round_end":
                running = [a + b for a, b in zip(running, event.get("penalties"))]
            elif event.kind == "return_chip":
                running[event.seat] -= event.get("points")
        if any(event.kind in ("deal", "game_over") for event in game.events(state)):
            expected.append(tuple(running))
    scene = open_results(app, match)
    assert scene.history is not None
    assert scene.history.totals == tuple(tuple(step[seat] for step in expected) for seat in range(4))
    assert set(scene.charts) == {0, 1, 2, 3}


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game_name, players", [("llama", 6), ("alpacas", 4), ("llamagedon", 5)])
def test_every_chart_fits_its_row_between_the_name_and_the_score(app, size, game_name, players) -> None:
    app.resize(size)
    match = finished_match(game_name, seats_for(players), seed=2)
    scene = open_results(app, match)
    s = min(size[0] / 1280, size[1] / 800)
    assert scene.panel.top >= 0 and scene.panel.bottom <= size[1]
    assert set(scene.charts) == set(range(players))
    for index, seat in enumerate(scene.ranking):
        band = scene.row_band(index)
        chart = scene.chart_rect(band, s)
        assert band.contains(chart) and chart.height >= 40
        assert chart.right + scene.score_room(s) - round(62 * s) < band.right
        assert scene.charts[seat].get_size() == chart.size
    assert scene.row_band(players - 1).bottom < scene.play_again.rect.top


def test_the_shared_scale_holds_every_total_and_gain() -> None:
    match = finished_match("alpacas", seats_for(3), seed=4)
    from llamagames.score_history import score_history

    history = score_history("alpacas", match.history)
    low, high = chart_range(history)
    for seat in range(3):
        assert all(low <= value <= high for value in history.totals[seat] + history.gains(seat))
    assert nice_top(high) >= high and nice_top(37) == 40 and nice_top(3) == 3
    assert len(set(SEAT_SYMBOLS)) == 6


def test_the_winner_is_celebrated_then_the_confetti_stops(app) -> None:
    app.settings.animation_speed = "normal"
    match = finished_match("llama", seats_for(3), seed=4)
    assert match.outcome().winners == (0,)  # the human at this screen won
    scene = open_results(app, match)
    assert scene.confetti is not None and scene.frame_rate() == 60
    for _ in range(12):
        app.frame(0.1, [])
    assert all(figure.cheer_left > 0 for figure in scene.figures)  # the llamas hop for the winner
    assert scene.confetti.pieces
    for _ in range(100):
        app.frame(0.1, [])
    assert not scene.confetti.active and scene.frame_rate() == 30


def test_no_confetti_at_the_instant_animation_speed(app) -> None:
    scene = open_results(app, finished_match("llama", seats_for(2), seed=3))
    app.frame(FRAME, [])
    assert scene.confetti is None or not scene.confetti.pieces


def test_a_tie_break_is_explained_when_it_decided(app) -> None:
    match = finished_match("llamaland", seats_for(3), seed=4)
    scene = ResultsScene(app, match, ["You", "Ana", "Bruno"])
    scene.outcome = Outcome((50, 50, 31), (1,))
    assert scene.tie_broken()
    assert "A tie at 50" in scene.rule_line() and "Ana" in scene.rule_line()
    scene.outcome = Outcome((50, 49, 31), (0,))
    assert not scene.tie_broken() and "tie at" not in scene.rule_line()
    scene.outcome = Outcome((50, 50, 31), (0, 1))
    assert not scene.tie_broken()


def test_a_tie_broken_in_your_favour_says_you_in_the_players_language(app) -> None:
    from llamagames import i18n

    match = finished_match("llamaland", seats_for(3), seed=4)
    scene = ResultsScene(app, match, ["You", "Ana", "Bruno"])
    scene.outcome = Outcome((50, 50, 31), (0,))
    assert scene.narrator().viewer == 0 and scene.rule_line().endswith("in favour of you.")
    try:
        i18n.set_language("ja")
        line = scene.rule_line()
    finally:
        i18n.set_language("en")
    assert "あなた" in line and "you" not in line




@pytest.mark.parametrize("height", [64, 72, 80])
def test_a_short_chart_at_150_percent_keeps_both_y_axis_labels(app, height, monkeypatch) -> None:
    """A full table's chart at 150% was too short for two 18 px labels on its y axis and the top
    one was left out: the labels get smaller (never under 12 px) and both stand there."""
    import pygame

    from llamagames.ui.widgets import score_chart

    match = finished_match("llama", seats_for(6), seed=2)
    scene = open_results(app, match)
    assert scene.history is not None
    span = chart_range(scene.history)
    drawn = score_chart.draw_text
    words: list[tuple[str, int]] = []
    monkeypatch.setattr(score_chart, "draw_text",
                        lambda surface, text, px, *a, **k: (words.append((text, px)), drawn(surface, text, px, *a, **k))[1])
    surface = pygame.Surface((440, height), pygame.SRCALPHA)
    plot = score_chart.draw_score_chart(surface, surface.get_rect(), scene.history, 0, 1.5, span, "rounds")
    said = [text for text, _ in words]
    assert str(nice_top(span[1])) in said and "0" in said, said
    assert all(px >= 12 for _, px in words) and surface.get_rect().contains(plot)
